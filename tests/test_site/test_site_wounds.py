"""A wounded character's site page, in the rulesets whose sheets keep wounds as
a list of records without names (Basic Roleplaying's points, µD6's levels):
`journal site` failed with `KeyError: 'name'` as soon as anyone was wounded."""

from __future__ import annotations

from pathlib import Path

from journal.projections.site.fields import changes
from tests.conftest import Table
from tests.test_site.html import Page

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


def test_records_without_names_are_told_apart_by_their_place():
    before = {"name": "Marco", "wounds": []}
    one = {"name": "Marco", "wounds": [{"points": 7, "healed": 0}]}
    two = {"name": "Marco", "wounds": [{"points": 7, "healed": 2}, {"points": 3}]}
    assert changes(before, one) == [
        ("wounds", (), None),  # the empty list, gone
        ("wounds › 1 › points", None, 7),
        ("wounds › 1 › healed", None, 0),
    ]
    assert changes(one, two) == [
        ("wounds › 1 › healed", 0, 2),
        ("wounds › 2 › points", None, 3),
    ]
    # Two records of one name are no names at all: told apart by their place.
    same = [{"name": "Pugnale", "level": 1}, {"name": "Pugnale", "level": 2}]
    assert changes({"weapons": []}, {"weapons": same}) == [
        ("weapons", (), None),
        ("weapons › 1 › name", None, "Pugnale"),
        ("weapons › 1 › level", None, 1),
        ("weapons › 2 › name", None, "Pugnale"),
        ("weapons › 2 › level", None, 2),
    ]


def test_a_wounded_investigator_gets_a_site(tmp_path):
    table = Table(tmp_path / "journal.sqlite3")
    lake = CAMPAIGNS / "la-casa-sul-lago"
    table.run("campaign", "new", "La casa sul lago", "--ruleset", "brp")
    table.run("player", "add", "Bruno")
    table.run("character", "create", "--from", str(lake / "marco.toml"))
    table.run("session", "start", "--date", "2026-11-20")
    table.run("scene", "start", "La radura")
    table.run("wound", "Marco", "5", "--armour", "0", "--reason", "artigli")
    table.run("site", "--out", str(tmp_path / "site"))
    marco = Page(tmp_path / "site" / "characters" / "marco-ferri.html").text
    # PF 15 (COS 14 + TAG 15, halved, rounded up: 2.5) less the wound's 5,
    # which no armour stops (--armour 0).
    assert "PF" in marco and "10/15" in marco
    assert "wounds › 1 › points" in marco


def test_a_wounded_adventurer_gets_a_site(tmp_path):
    table = Table(tmp_path / "journal.sqlite3")
    valdombra = CAMPAIGNS / "valdombra"
    table.run("campaign", "new", "Valdombra", "--ruleset", "microd6")
    table.run("player", "add", "Bruno")
    table.run("character", "create", "--from", str(valdombra / "tomas.toml"))
    table.run("session", "start", "--date", "2026-11-28")
    table.run("scene", "start", "La cripta")
    table.run("wound", "Tomas", "2")
    table.run("site", "--out", str(tmp_path / "site"), "--lang", "it")
    tomas = Page(tmp_path / "site" / "characters" / "tomas-ferro.html").text
    assert "ferite › 1 › livello" in tomas  # an Italian site: no key as it is
    assert "wounds ›" not in tomas
