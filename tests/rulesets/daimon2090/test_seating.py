"""The dàimon is played by the player on the right (INTERPRETAZIONE DEL DÀIMON).

Ana plays Kira Voss (her dàimon: Eco), Bruno Dario Neri (Lupo), Chiara Mara
Sole. Recorded at session start: Ana, then Bruno on her right, then Chiara on
his, then Ana again on Chiara's. So Bruno plays Eco, Chiara plays Lupo, Ana
plays Mara's dàimon.
"""

from __future__ import annotations

import pytest

MARA = """name = "Mara Sole"
player = "Chiara"
creation = "import"
social_class = { origin = 4, current = 4 }
characteristics = { potenza = 2, destrezza = 3, agilita = 4, intelligenza = 3, \
spirito = 3, carisma = 3 }
classes = ["Medico"]
traits = ["Calma"]
"""
AWARD = ["reserve", "award"]


@pytest.fixture
def seated(table, tmp_path, sample_dir):
    table.run("campaign", "new", "Al tavolo")
    table.run("player", "add", "Ana", "Bruno", "Chiara")
    path = tmp_path / "mara.toml"
    path.write_text(MARA)
    for sheet in (sample_dir / "kira.toml", sample_dir / "dario.toml", path):
        table.run("character", "create", "--from", str(sheet))
    table.run("adventure", "start", "Il furto")
    for name in ("Kira", "Dario", "Mara"):  # room for the dice awarded below
        table.run("reserve", "spend", name, "2", "--for", "una cena")
    events = table.json(
        "session", "start", "--seating", "Ana,Bruno,Chiara", "--dice", "6,1,1"
    )
    (seating,) = [e for e in events if e["type"] == "SeatingRecorded"]
    assert seating["seating"] == ["Ana", "Bruno", "Chiara"]
    table.run("scene", "start", "Il molo")
    return table


def reserves(table) -> list[int]:
    return [table.json("show", n)["reserve"] for n in ("Kira", "Dario", "Mara")]


def test_the_dàimon_die_goes_to_the_player_on_the_right(seated):
    assert reserves(seated) == [6, 6, 6]  # 7 − 2 + 1 for the session
    # Kira talks with Eco, played by Bruno: both get the die, no name needed.
    awarded = seated.json(*AWARD, "Kira", "1", "--reason", "daimon")
    assert [a["character"] for a in awarded] == ["Kira Voss", "Dario Neri"]
    # Dario talks with Lupo, played by Chiara (on Bruno's right).
    seated.run(*AWARD, "Dario", "1", "--reason", "daimon")
    assert reserves(seated) == [7, 7, 7]


def test_the_wrong_dàimon_player_is_refused(seated):
    line = seated.refused(
        *AWARD, "Kira", "1", "--reason", "daimon", "--daimon-player", "Chiara"
    )
    assert line == (
        "refused: Bruno sits on Ana's right and plays Eco, Kira Voss's dàimon "
        "(Interpretazione del dàimon)"
    )
    seated.run(*AWARD, "Kira", "1", "--reason", "daimon", "--daimon-player", "Bruno")


def test_the_seating_stands_for_the_players_present_next_session(seated):
    seated.run("scene", "end", "--dice", "6,1")
    seated.run("session", "end")
    # Chiara is away: Ana and Bruno sit side by side, each on the other's right
    # (Bruno, who has not been a session's first Master, is first: no roll).
    seated.run("session", "start", "--present", "Ana", "--present", "Bruno")
    seated.run("scene", "start", "Il ritorno")
    awarded = seated.json(*AWARD, "Dario", "1", "--reason", "daimon")
    assert [a["character"] for a in awarded] == ["Dario Neri", "Kira Voss"]


def test_a_seating_names_each_player_present_once(seated):
    seated.run("scene", "end", "--dice", "6,1")
    seated.run("session", "end")
    line = seated.refused(
        "session", "start", "--seating", "Ana,Bruno", "--dice", "6,1,1"
    )
    assert line == (
        "refused: the seating names each player at the table once (Ana, Bruno, "
        "Chiara) (Interpretazione del dàimon)"
    )
