"""Ferite e salute in the domain: untreated serious wounds worsen with time.

The domain has no clock: the moment `now` comes from the caller, and the hours
count from the times the sheet records (the last serious wound or worsening).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import uuid4

from journal.domain.campaign import Stamp
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.health import hours_due
from journal.domain.daimon2090.rules import Prova
from journal.domain.daimon2090.sheet import Sheet
from journal.domain.dice import Dice
from journal.projections.timeline import state_at

T0 = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)
KIRA = {
    "name": "Kira",
    "player": "Ana",
    "creation": "import",
    "characteristics": dict(
        potenza=3, destrezza=2, agilita=3, intelligenza=3, spirito=2, carisma=1
    ),
    "skills": {},
}


def at(hours: float) -> datetime:
    return T0 + timedelta(hours=hours)


def stamp(hours: float) -> Stamp:
    return Stamp(at(hours), "test")


def wounded_campaign() -> tuple[DaimonCampaign, list]:
    """Kira (Potenza 3: 6 wounds at most) with 4 wounds, 1 of them serious."""
    campaign = DaimonCampaign.start(uuid4(), "Prova", stamp(0))
    campaign.add_players(["Ana"], stamp(0))
    campaign.create_character(KIRA, stamp(0))
    campaign.suffer_wound("Kira", 4, None, stamp(0))
    return campaign, list(campaign.collect_events())


def kira(campaign: DaimonCampaign) -> Sheet:
    return campaign.state.character("Kira")


def test_whole_hours_count_from_the_last_serious_wound():
    sheet = Sheet.from_sheet("k1", KIRA)
    sheet.suffer(4, at=T0.isoformat())  # 3 light + 1 serious, at 20:00
    assert hours_due(sheet, at(0.99)) is None  # not yet a whole hour
    due = hours_due(sheet, at(2.5))  # 22:30: two whole hours
    assert (due["hours"], due["wounds"], due["applied"]) == (2, 4, 2)
    assert due["clock"] == at(2).isoformat()  # the half hour is kept for later


def test_light_wounds_start_no_clock():
    sheet = Sheet.from_sheet("k1", KIRA)
    sheet.suffer(3, at=T0.isoformat())  # Potenza 3: all light
    assert sheet.serious_since is None and hours_due(sheet, at(5)) is None


def test_real_hours_count_from_the_last_worsening():
    campaign, history = wounded_campaign()
    # A day passes in the story at 20:00: 4 -> 5 wounds, the clock restarts.
    campaign.advance_time(1, "in fuga", stamp(0))
    assert kira(campaign).wounds == 5
    assert campaign.worsening_due(at(0.5)) == []
    # At 21:40 one whole hour has passed since the worsening: +1, the maximum.
    (due,) = campaign.worsening_due(at(1 + 40 / 60))
    assert (due["name"], due["hours"], due["applied"]) == ("Kira", 1, 1)
    campaign.worsen_wounds(at(1 + 40 / 60), stamp(1.7))
    history += campaign.collect_events()
    worsened = history[-1]
    assert (worsened.amount, worsened.applied, worsened.basis) == (1, 1, "hours")
    assert (worsened.since, worsened.clock) == (T0.isoformat(), at(1).isoformat())
    assert (kira(campaign).wounds, kira(campaign).status) == (6, "dying")
    # At the maximum nothing worsens any more.
    assert campaign.worsening_due(at(10)) == []
    assert state_at(history).character("Kira").to_dict() == kira(campaign).to_dict()


def test_a_healed_character_has_no_clock():
    campaign, history = wounded_campaign()
    campaign.advance_time(1, None, stamp(0))
    sheet = kira(campaign)
    sheet.heal()
    assert (sheet.wounds, sheet.serious_since) == (0, None)
    assert campaign.worsening_due(at(9)) == []


def test_serious_wounds_without_a_recorded_time_are_reported():
    campaign, _ = wounded_campaign()
    kira(campaign).serious_since = None  # e.g. wounds from an old stream
    assert campaign.untimed() == ["Kira"]
    assert campaign.worsening_due(at(3)) == []


def test_a_recorded_serious_wound_starts_the_clock():
    campaign, _ = wounded_campaign()  # the serious wound lands at 20:00
    assert campaign.worsening_due(at(3))[0]["hours"] == 3


def test_help_healing_time_and_death_fold_the_same_way_incrementally():
    # Every command's state equals a fresh fold of the stream, voids included.
    campaign, history = wounded_campaign()
    mara = {**KIRA, "name": "Mara", "skills": {"Medicina": {"score": 3, "kind": "G"}}}
    mara["equipment"] = ["Kit medico avanzato"]  # the tools healing uses up
    campaign.add_players(["Chiara"], stamp(0))
    campaign.create_character({**mara, "player": "Chiara"}, stamp(0))
    steps = [
        lambda: campaign.advance_time(2, None, stamp(1)),  # Kira 4 -> 6, dying
        lambda: campaign.heal("Kira", "Mara", False, "healer", stamp(2)),
        lambda: campaign.roll_prova(
            Prova("Kira", "agilita", 1, helper="Mara"), Dice([6, 1, 1, 1]), stamp(3)
        ),
        lambda: campaign.record_death("Mara", "x", stamp(4)),
        lambda: campaign.void(history[-1], "era svenuta", history, stamp(5)),
    ]
    for step in steps:
        step()
        history += campaign.collect_events()
        assert comparable(campaign.state) == comparable(state_at(history))
    # Mara paid 3 to heal and gave 1 die of help: 7 - 3 - 1; her death is void.
    assert (campaign.state.character("Mara").reserve, kira(campaign).wounds) == (3, 0)
    assert campaign.state.character("Mara").status == "active"
    assert campaign.state.table["time"] == {"days": 2}


def comparable(state) -> dict:
    sheets = {cid: sheet.to_dict() for cid, sheet in state.characters.items()}
    return {"sheets": sheets, "table": state.table}
