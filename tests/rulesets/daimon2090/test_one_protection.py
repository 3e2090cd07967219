"""One protection counts against a hit; a riot shield may be carried beside it.

Rina Sala is Kira's twin with a reinforced vest (1), a bulletproof vest (2) and a
riot shield (1*). Against a knife (1) in melee, Potenza 3.
"""

from __future__ import annotations

EXTRA_GEAR = """
[[protections]]
name = "Giubbotto antiproiettile"
level = 2

[[protections]]
name = "Scudo antisommossa"
level = 1
"""
ROUND = ["fight", "round", "Rina", "--char", "potenza"]


def rina(table, tmp_path, sample_dir):
    text = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Rina Sala")
    text = text.replace('creation = "points"', 'creation = "import"')
    path = tmp_path / "rina.toml"
    path.write_text(text + EXTRA_GEAR)
    table.run("character", "create", "--from", str(path))


def test_two_body_protections_do_not_stack(ready, tmp_path, sample_dir):
    rina(ready, tmp_path, sample_dir)
    ready.run("fight", "start", "--melee", "--against", "Buttafuori:2:weapon=1")
    both = ["--protection", "Giubbotto rinforzato"]
    both += ["--protection", "Giubbotto antiproiettile"]
    line = ready.refused(*ROUND, *both, "--dice", "6,6,6,6,6,6")
    assert line == (
        "refused: Rina Sala declares Giubbotto rinforzato and Giubbotto "
        "antiproiettile: one protection counts against a hit (a riot shield may "
        "be carried beside a protection) (Armi e protezioni)"
    )
    # The bulletproof vest (2) and the riot shield (1 in melee): 3 against the
    # knife's 1, +2D on Potenza 3: 5 dice.
    shield = ["--protection", "Giubbotto antiproiettile"]
    shield += ["--protection", "Scudo antisommossa"]
    (fought,) = [
        e
        for e in ready.json(*ROUND, *shield, "--dice", "6,6,1,1,1")
        if e["type"] == "FightRoundFought"
    ]
    gear = fought["breakdown"]["gear"]
    assert (gear["total"], gear["opponent_total"], gear["dice"]) == (3, 1, 2)
    assert fought["pool"] == 5
