""" "Le azioni" through the command line, with the seed's numbers and typed dice."""

from __future__ import annotations

from tests.rulesets.lines import j, refused, rolled, run


def test_agilita_d8_and_acrobazia_d6_make_ten_against_ten(guado):
    # l.36: the d8 shows 6, the d6 shows 4: 10 against 10, "per un soffio".
    event = rolled(
        guado, "roll Mira --char Agilità --skill Acrobazia --difficulty 10 --dice 6,4"
    )
    assert [g["faces"] for g in event["dice"]] == [[6], [4]]
    result = (event["total"], event["difficulty"], event["margin"], event["outcome"])
    assert result == (10, 10, 0, "success")


def test_a_d8_showing_8_then_3_totals_11(guado):
    event = rolled(guado, "prova Mira --char agilita --difficulty ardua --dice 8,3")
    assert event["dice"][0]["faces"] == [8, 3]
    assert event["dice"][0]["exploded"] == [False, True]
    assert (event["total"], event["difficulty"], event["margin"]) == (11, 8, 3)


def test_declining_the_reroll(guado):
    event = rolled(
        guado, "roll Mira --char Agilità --difficulty 9 --no-explode --dice 8"
    )
    assert (event["explode"], event["total"], event["outcome"]) == (False, 8, "failure")


def test_a_river_crossed_with_four_successes_among_six_tests(guado):
    # l.64: 4 successes to swim across; failures are not counted; the Master
    # raises the difficulty in the rapids.
    run(guado, "extended start 'Attraversare il fiume' --needs 4")
    swims = [
        ("5,3", 8),
        ("2,1", 8),
        ("3,2", 10),
        ("8,2,3", 10),
        ("7,1", 8),
        ("4,4,1", 8),
    ]
    for faces, difficulty in swims:
        events = j(
            guado,
            "extended roll Mira --char Agilità --skill Nuotare "
            f"--difficulty {difficulty} --dice {faces}",
        )
    outcomes = [e["outcome"] for e in j(guado, "log") if e["type"] == "TestRolled"]
    assert outcomes == [
        "success",
        "failure",
        "failure",
        "success",
        "success",
        "success",
    ]
    ended = events[-1]
    assert ended["type"] == "ExtendedActionEnded"
    assert (ended["successes"], ended["tests"], ended["completed"]) == (4, 6, True)
    assert j(guado, "status")["extended"] is None


def test_the_exact_odds_of_d8_and_d6_exploding_reaching_ten(guado):
    line = "odds Mira --char Agilità --skill Acrobazia --difficulty 10"
    odds = j(guado, line)
    assert odds["exact"] == {"10": "37/96"} and round(odds["chances"]["10"], 3) == 0.385
    assert j(guado, f"{line} --no-explode")["exact"] == {"10": "5/16"}


def test_a_contest_and_its_stalemate(guado):
    event = rolled(guado, "contest Oreste Mira --char Forza --difficulty 8 --dice 9,5")
    assert (event["winner"], event["stalemate"]) == ("Oreste Bruni", False)
    event = rolled(
        guado,
        "confronto Mira:Agilità:Acrobazia Oreste:Forza --difficulty media --dice 5,2,7",
    )
    assert [s["margin"] for s in event["sides"]] == [0, 0]
    assert (event["winner"], event["stalemate"]) == (None, True)


def test_a_combined_action_adds_two_per_extra_participant(guado):
    event = rolled(guado, "together Mira Oreste --char Forza --difficulty 12 --dice 7")
    chosen = (event["characteristic_from"], event["bonus"], event["total"])
    assert chosen == ("Oreste Bruni", 2, 9)
    assert (event["margin"], event["outcome"]) == (-3, "failure")


def test_refusals_record_nothing(guado):
    roll = "roll Mira --char Agilità --difficulty"
    assert refused(guado, f"{roll} 10 --dice 9") == (
        "refused: a d8 has no face 9 (Le prove)"
    )
    assert refused(guado, f"{roll} 10 --dice 8") == (
        "refused: the d8 showed 8 and explodes: type the next face too (Le prove)"
    )
    assert refused(guado, f"{roll} impossibile --dice 3").startswith(
        "refused: no difficulty 'impossibile'"
    )
    assert refused(guado, f"{roll} 1 --dice 3").startswith(
        "refused: a difficulty is at least 2 (banale), not 1: easier actions need "
        "no test (Le prove)"
    )
    assert refused(guado, "extended end") == (
        "refused: no extended action is open; start one with `journal extended "
        "start` (Azioni prolungate)"
    )
    assert refused(
        guado, "roll Mira --char Volontà --difficulty 5 --dice 3"
    ).startswith("refused: Mira Falco has no characteristic 'Volontà'")
    assert refused(guado, "contest Mira --char Forza --difficulty 5 --dice 3") == (
        "refused: a contest needs two sides or more (Confronti)"
    )


def test_the_sheet_and_the_tables_tracks(guado):
    mira = j(guado, "show Mira")
    characteristics = {"Agilità": "1d8", "Forza": "1d6", "Intelletto": "1d6"}
    assert mira["characteristics"] == characteristics
    assert mira["skills"] == {"Acrobazia": "1d6", "Nuotare": "1d4"}
    assert mira["tracks"]["Ferite"] == {"value": 0, "min": 0, "max": 5}
    run(guado, "track gain Mira Ferite 2 --reason 'gli scogli'")
    assert j(guado, "show Mira")["tracks"]["Ferite"]["value"] == 2


def test_italian_phrases(guado):
    result = run(
        guado,
        "--lang it roll Mira --char Agilità --skill Acrobazia --difficulty 10 "
        "--dice 6,4",
    )
    assert (
        "prova Agilità + Acrobazia (1d8 1d6) → 6 4 = 10 contro 10 (difficile): "
        "successo, margine 0" in result.stdout
    )


def test_odds_read_the_state_not_the_history(guado, monkeypatch):
    """As `show`: from the read model, never a replay of the whole campaign."""
    from journal.app import JournalApp

    line = "odds Mira --char Agilità --skill Acrobazia --difficulty 10"
    before = j(guado, line)

    def replayed(*args, **kwargs):
        raise AssertionError("read the whole history")

    monkeypatch.setattr(JournalApp, "campaign_events", replayed)
    assert j(guado, line) == before
