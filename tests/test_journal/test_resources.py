"""Risorse at the table: acquisitions by availability, the social class that
follows Risorse, and money rewards converted by the reference social class.

Each character here is brought in from a paper sheet with the social class and
Risorse its test needs.
"""

from __future__ import annotations

import pytest

CHARACTER = """
name = "{name}"
player = "Ana"
creation = "import"
risorse = {risorse}
social_class = {{ origin = 3, current = {current} }}
characteristics = {{ potenza = 3, destrezza = 3, agilita = 3, intelligenza = 3, \
spirito = 3, carisma = 3 }}
classes = ["Contrabbandiere"]
"""


@pytest.fixture
def person(ready, tmp_path):
    """make(name, current social class, risorse)."""

    def make(name: str, current: int, risorse: int) -> None:
        path = tmp_path / f"{name}.toml"
        text = CHARACTER.format(name=name, current=current, risorse=risorse)
        path.write_text(text)
        ready.run("character", "create", "--from", str(path))

    return make


def acquire(table, name: str, item: str, availability: str) -> list[dict]:
    return table.json(
        "resources", "acquire", name, item, "--availability", availability
    )


def standing(table, name: str) -> tuple[int, int]:
    """(current social class, Risorse)."""
    data = table.json("show", name)
    return data["social_class"]["current"], data["risorse"]


# -- Acquistare o reperire risorse ------------------------------------------------


def test_immediate_availability_is_free_and_unlimited(ready, person):
    person("Rosa", 3, 3)
    for item in ("abiti di medio prezzo", "un pasto abbondante", "un taxi"):
        (got,) = acquire(ready, "Rosa", item, "immediate")
        assert (got["counted_as"], got["cost"]) == ("immediate", 0)
    assert standing(ready, "Rosa") == (3, 3)


def test_a_request_is_free_once_a_session_then_partial(ready, person):
    person("Rosa", 3, 3)
    (first,) = acquire(ready, "Rosa", "armi di media qualità", "request")
    assert (first["counted_as"], first["cost"]) == ("request", 0)
    (second,) = acquire(ready, "Rosa", "un mezzo per 4 persone", "su-richiesta")
    assert (second["availability"], second["counted_as"], second["cost"]) == (
        "request",
        "partial",
        1,
    )
    assert standing(ready, "Rosa") == (3, 2)
    # A new session: one free request again.
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.refused("resources", "acquire", "Rosa", "droghe", "--availability", "request")
    ready.run("session", "start", "--date", "2026-11-27")
    (third,) = acquire(ready, "Rosa", "droghe di media qualità", "request")
    assert (third["counted_as"], third["cost"]) == ("request", 0)
    assert standing(ready, "Rosa") == (3, 2)


def test_a_voided_request_frees_the_session_s_request(ready, person):
    person("Rosa", 3, 3)
    (first,) = acquire(ready, "Rosa", "armi di media qualità", "request")
    ready.run("void", first["id"], "--reason", "non l'ha presa")
    (again,) = acquire(ready, "Rosa", "un mezzo per 4 persone", "request")
    assert (again["counted_as"], again["cost"]) == ("request", 0)


def test_partial_availability_costs_one_risorse(ready, person):
    person("Rosa", 3, 3)
    (got,) = ready.json(
        "resources",
        "acquire",
        "Rosa",
        "un grosso appartamento",
        "--availability",
        "parziale",
        "--keep",
    )
    assert (got["counted_as"], got["cost"], got["kept"]) == ("partial", 1, True)
    assert standing(ready, "Rosa") == (3, 2)
    assert ready.json("show", "Rosa")["equipment"] == ["un grosso appartamento"]


def test_risorse_zero_is_one_social_class_down_and_risorse_six(ready, person):
    person("Rosa", 3, 1)
    got, fell = acquire(ready, "Rosa", "un viaggio in un altro continente", "partial")
    assert got["cost"] == 1
    assert (fell["type"], fell["before"], fell["after"], fell["risorse"]) == (
        "SocialClassChanged",
        3,
        2,
        6,
    )
    assert fell["cause"] == "risorse-0"
    assert standing(ready, "Rosa") == (2, 6)
    path = ready.json("why", "Rosa", "social_class")
    assert [row["value"] for row in path] == [3, 2]
    lines = ready.run("log", "--character", "Rosa").stdout
    assert "Rosa moves from social class 3 to 2 (Risorse fell to 0; now 6)" in lines


def test_a_vagabond_cannot_spend_the_last_risorse(ready, person):
    person("Rosa", 1, 1)
    line = ready.refused(
        "resources", "acquire", "Rosa", "un piccolo mezzo", "--availability", "partial"
    )
    assert line == (
        "refused: Rosa has 1 Risorse at social class 1: nothing left to spend "
        "(Risorse: Acquistare o reperire risorse)"
    )


def test_a_class_drop_is_voided_before_what_caused_it(ready, person):
    person("Rosa", 3, 1)
    got, fell = acquire(ready, "Rosa", "un viaggio", "partial")
    ready.refused("void", got["id"], "--reason", "mai comprato")
    ready.run("void", fell["id"], "--reason", "mai comprato")
    ready.run("void", got["id"], "--reason", "mai comprato")
    assert standing(ready, "Rosa") == (3, 1)


# -- Ricompense in denaro ----------------------------------------------------------


@pytest.mark.parametrize(
    "current, gained",
    [(1, 3), (2, 2), (3, 1), (4, 0), (6, 0)],
)
def test_one_point_of_class_three_is_worth_by_class(ready, person, current, gained):
    person("Rosa", current, 1)
    (paid,) = ready.json(
        "resources", "reward", "Rosa", "1", "--class", "3", "--reason", "una tangente"
    )
    assert (paid["type"], paid["gained"], paid["social_class"]) == (
        "RewardReceived",
        gained,
        current,
    )
    assert standing(ready, "Rosa") == (current, 1 + gained)


def test_a_reward_to_risorse_seven_is_one_social_class_up(ready, person):
    person("Rosa", 3, 5)
    paid, rose = ready.json("resources", "reward", "Rosa", "2", "--class", "3")
    assert paid["gained"] == 2
    assert (rose["before"], rose["after"], rose["risorse"], rose["cause"]) == (
        3,
        4,
        1,
        "risorse-7",
    )
    assert standing(ready, "Rosa") == (4, 1)


def test_a_large_reward_climbs_class_by_class(ready, person):
    # 5 points of class 3 are 15 for class 1: Risorse 16 -> class 2 (10) -> 3 (4).
    person("Rosa", 1, 1)
    events = ready.json("resources", "reward", "Rosa", "5", "--class", "3")
    assert [e["type"] for e in events] == [
        "RewardReceived",
        "SocialClassChanged",
        "SocialClassChanged",
    ]
    assert events[0]["gained"] == 15
    assert standing(ready, "Rosa") == (3, 4)
    assert [row["value"] for row in ready.json("why", "Rosa", "social_class")] == [
        1,
        2,
        3,
    ]


def test_a_reward_needs_points_of_a_tracked_class(ready, person):
    person("Rosa", 3, 3)
    for points, klass in (("0", "3"), ("1", "7"), ("1", "0")):
        line = ready.refused("resources", "reward", "Rosa", points, "--class", klass)
        assert line == (
            "refused: a reward is 1..20 points of a class 1..6 "
            "(Risorse: Ricompense in denaro)"
        )


# -- Classe Sociale 7: narrative only ----------------------------------------------


def test_social_class_seven_is_reached_only_by_the_story(ready, person):
    person("Rosa", 6, 3)
    ready.refused("resources", "social-class", "Rosa", "7", "--reason", " ")
    (moved,) = ready.json(
        "resources", "social-class", "Rosa", "7", "--reason", "una celebrità della rete"
    )
    assert (moved["before"], moved["after"], moved["cause"]) == (6, 7, "narrative")
    # Outside the tracking: everything is at hand, money of class 6 is nothing.
    (got,) = acquire(ready, "Rosa", "una proprietà importante", "partial")
    assert (got["counted_as"], got["cost"]) == ("immediate", 0)
    (paid,) = ready.json("resources", "reward", "Rosa", "3", "--class", "6")
    assert paid["gained"] == 0
    assert standing(ready, "Rosa") == (7, 3)
    lines = ready.run("log", "--character", "Rosa").stdout
    assert "Rosa moves from social class 6 to 7 (una celebrità della rete)" in lines
