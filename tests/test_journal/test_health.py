"""Ferite e salute, Medicina e cure, Morte del personaggio: played at the table.

Kira Voss has Potenza 3: wounds 1..3 are light, 4..6 serious, 6 is dying.
Mara Sole has Medicina and advanced medical equipment, Luca Ferri only Primo
Soccorso and medical kits, Dario Neri neither.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from journal.cli import cli

HEALER = """
name = "{name}"
player = "{player}"
creation = "import"
level = 0
social_class = {{ origin = 4, current = 4 }}
characteristics = {{ potenza = 2, destrezza = 3, agilita = 2, intelligenza = 4, \
spirito = 3, carisma = 2 }}
classes = ["Medico"]
traits = ["Calmo"]
equipment = [{equipment}]

[[skills]]
name = "{skill}"
kind = "G"
class = "Medico"
score = 3
"""


@pytest.fixture
def ward(ready, tmp_path):
    ready.run("player", "add", "Chiara", "Luca")
    tools = {
        "Medicina": ", ".join(['"Strumentazione medica avanzata"'] * 2),
        "Primo Soccorso": '"Kit medico", "Kit medico"',
    }
    for name, player, skill in [
        ("Mara Sole", "Chiara", "Medicina"),
        ("Luca Ferri", "Luca", "Primo Soccorso"),
    ]:
        path = tmp_path / f"{player}.toml"
        sheet = HEALER.format(name=name, player=player, skill=skill, equipment="{}")
        path.write_text(sheet.replace("[{}]", f"[{tools[skill]}]"))
        ready.run("character", "create", "--from", str(path))
    return ready


def show(table, name):
    data = table.json("show", name)
    return data["reserve"], data["wounds"]["current"], data["status"]


def test_medicina_heals_serious_and_light_wounds_for_three_dice(ward):
    # Kira takes 4 wounds (3 light + 1 serious); Mara's Medicina heals them all.
    ward.run("wound", "Kira", "4")
    (healed,) = ward.json("heal", "Kira", "--healer", "Mara")
    assert healed["type"] == "HealedWithToolsAtHand" and healed["skill"] == "Medicina"
    assert healed["tools"] == "Strumentazione medica avanzata"
    assert (healed["cost"], healed["wounds"], healed["serious"]) == (3, 4, 1)
    assert healed["payer_name"] == "Kira Voss"
    assert show(ward, "Kira") == (4, 0, "active")  # Riserva 7 - 3
    assert show(ward, "Mara") == (7, 0, "active")


def test_primo_soccorso_heals_light_wounds_for_one_die(ward):
    ward.run("wound", "Kira", "3")  # all light
    (healed,) = ward.json("heal", "Kira", "--healer", "Luca")
    assert (healed["cost"], healed["skill"]) == (1, "Primo Soccorso")
    assert show(ward, "Kira") == (6, 0, "active")


def test_primo_soccorso_cannot_heal_a_serious_wound(ward):
    ward.run("wound", "Kira", "4")
    line = ward.refused("heal", "Kira", "--healer", "Luca")
    assert line == (
        "refused: Primo Soccorso heals light wounds only and Kira Voss has 1 "
        "serious: Medicina or Chirurgia are needed (Medicina e cure)"
    )


def test_a_healer_needs_a_healing_skill(ward):
    ward.run("wound", "Kira", "1")
    line = ward.refused("heal", "Kira", "--healer", "Dario")
    assert line == (
        "refused: Dario Neri has no Primo Soccorso, Medicina or Chirurgia "
        "(Medicina e cure)"
    )


def test_the_payer_must_hold_the_dice(ward):
    ward.run("reserve", "spend", "Kira", "5", "--for", "un passaggio")
    ward.run("wound", "Kira", "4")
    line = ward.refused("heal", "Kira", "--healer", "Mara")
    assert line == (
        "refused: Kira Voss has 2 reserve dice, 3 needed to heal Kira Voss "
        "(Medicina e cure)"
    )


def test_an_agreeing_healer_pays_with_its_own_dice(ward):
    ward.run("wound", "Kira", "5")
    (healed,) = ward.json("heal", "Kira", "--healer", "Mara", "--payer", "healer")
    assert healed["payer_name"] == "Mara Sole"
    assert show(ward, "Kira") == (7, 0, "active")
    assert show(ward, "Mara") == (4, 0, "active")


def test_a_clinic_heals_everything_and_the_patient_pays(ward):
    ward.run("wound", "Kira", "6")
    assert show(ward, "Kira") == (7, 6, "dying")
    line = ward.refused("heal", "Kira", "--clinic", "--payer", "healer")
    assert line == "refused: at a clinic the patient pays the dice (Medicina e cure)"
    (healed,) = ward.json("heal", "Kira", "--clinic")
    assert (healed["type"], healed["healer"], healed["cost"]) == (
        "HealedAtClinic",
        None,
        3,
    )
    assert show(ward, "Kira") == (4, 0, "active")  # back from dying


def test_heal_needs_exactly_one_healer_or_a_clinic(ward):
    ward.run("wound", "Kira", "1")
    for args in ([], ["--clinic", "--healer", "Mara"]):
        before = ward.event_count()
        ward.run("heal", "Kira", *args, expect=2)
        assert ward.event_count() == before


def test_nothing_to_heal(ward):
    line = ward.refused("heal", "Kira", "--clinic")
    assert line == "refused: Kira Voss has no wounds to heal (Medicina e cure)"


def test_game_days_worsen_serious_wounds_only(ward):
    # Kira has a serious wound, Dario (Potenza 4) only light ones.
    ward.run("wound", "Kira", "4")
    ward.run("wound", "Dario", "2")
    events = ward.json("time", "advance", "--days", "2", "--reason", "in fuga")
    assert [e["type"] for e in events] == ["GameTimeAdvanced", "WoundsWorsened"]
    worsened = events[1]
    assert (worsened["character"], worsened["amount"], worsened["applied"]) == (
        "Kira Voss",
        2,
        2,
    )
    assert show(ward, "Kira") == (7, 6, "dying")  # 4 + 2 = the maximum
    assert show(ward, "Dario") == (7, 2, "active")  # light wounds never worsen
    # A third day finds Kira already at the maximum: nothing more to record.
    assert [e["type"] for e in ward.json("time", "advance", "--days", "1")] == [
        "GameTimeAdvanced"
    ]


def test_game_time_advances_whole_days(ward):
    line = ward.refused("time", "advance", "--days", "0")
    assert line == "refused: game time advances 1..365 days (Ferite e salute)"


class Clock:
    """The application's clock, set by the test (the domain never reads one)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 20, 20, 0, tzinfo=UTC)


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()

    class Frozen(datetime):
        @classmethod
        def now(cls, tz=None):
            return clock.now

    monkeypatch.setattr("journal.context.datetime", Frozen)
    return clock


def answer(table, text: str, *args: str):
    """Run a command that asks, answering `text` at the prompt."""
    return table.runner.invoke(cli, ["--store", str(table.store), *args], input=text)


def test_real_hours_worsen_after_confirmation(ward, clock):
    ward.run("wound", "Kira", "4")
    ward.run("time", "advance", "--days", "1")  # 20:00: 5 wounds, clock restarts
    clock.now += timedelta(hours=1, minutes=30)  # 21:30: one whole hour
    declined = answer(ward, "n\n", "worsen")
    assert declined.exit_code == 0
    assert declined.stdout.splitlines() == [
        "Kira Voss: 1 h untreated since 2026-11-20T20:00:00+00:00: +1 wounds (5 → 6)",
        "Record this worsening? [y/N]: n",
        "nothing recorded",
    ]
    assert show(ward, "Kira") == (7, 5, "active")  # declined: nothing recorded
    (worsened,) = ward.json("worsen", "--yes")
    assert (worsened["amount"], worsened["basis"]) == (1, "hours")
    assert worsened["clock"] == "2026-11-20T21:00:00+00:00"
    assert show(ward, "Kira") == (7, 6, "dying")


def test_nothing_to_worsen(ward):
    assert ward.json("worsen", "--yes") == []


def test_real_hours_count_from_the_last_serious_wound(ward, clock):
    ward.run("wound", "Kira", "4")
    clock.now += timedelta(hours=2)
    (worsened,) = ward.json("worsen", "--yes")
    assert (worsened["amount"], worsened["applied"]) == (2, 2)


def test_death_is_recorded_and_then_the_dead_neither_act_nor_heal(ward):
    ward.run("wound", "Dario", "8")
    ward.run("wound", "Kira", "1")
    (died,) = ward.json("death", "Dario", "--reason", "dissanguato al molo")
    assert (died["type"], died["character"]) == ("CharacterDied", "Dario Neri")
    assert show(ward, "Dario")[2] == "dead"
    refusals = [
        ["roll", "Dario", "--char", "potenza", "--target", "1"],
        ["heal", "Dario", "--clinic"],
        ["heal", "Kira", "--healer", "Dario"],
        ["death", "Dario"],
    ]
    for args in refusals:
        assert ward.refused(*args).endswith("(Morte del personaggio)")


def test_voiding_a_death_brings_the_character_back(ward):
    (died,) = ward.json("death", "Dario")
    ward.run("void", died["id"], "--reason", "era solo svenuto")
    assert show(ward, "Dario") == (7, 0, "active")


def test_a_dying_healer_cannot_heal(ward):
    ward.run("wound", "Mara", "4")  # Potenza 2: 4 is the maximum
    ward.run("wound", "Kira", "1")
    line = ward.refused("heal", "Kira", "--healer", "Mara")
    assert line == "refused: Mara Sole is dying (Ferite e salute)"


def test_healing_phrases(ward):
    ward.run("wound", "Kira", "4")
    out = ward.run("--lang", "it", "heal", "Kira", "--healer", "Mara").stdout
    assert out.split("  ", 1)[1] == (
        "Kira Voss guarisce da 4 ferite grazie a Mara Sole (Medicina) per 3 di Riserva "
        "a carico di Kira Voss, con Strumentazione medica "
        "avanzata di Mara Sole\n"
    )
