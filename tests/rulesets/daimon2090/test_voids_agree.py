"""Issue 10's new facts under voids: the aggregate's restated state equals a
fresh fold of the stream without the voided events, whichever one is voided."""

from __future__ import annotations

from uuid import uuid4

from journal.data import load_table
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.confrontation import Side
from journal.domain.daimon2090.fightpool import FightRound
from journal.domain.daimon2090.rules import Prova
from journal.domain.daimon2090.spending import Use
from journal.domain.dice import Dice
from journal.domain.errors import JournalError
from journal.projections.timeline import state_at
from tests.builders import STAMP, sheet

RESOURCES, _ = load_table("resources", "journal.domain.daimon2090.data")
EYE = {"name": "Occhio", "bonus": {"Agilità": 1}, "marks": 0, "hidden": False}
MEDIC = {
    "Medicina": {"score": 2, "kind": "G"},
    "Cibernetica": {"score": 1, "kind": "S"},
}


def played() -> tuple[DaimonCampaign, list]:
    c = DaimonCampaign.start(uuid4(), "Vuoti", STAMP)
    c.add_players(["Ana", "Bruno", "Carla"], STAMP)
    c.create_character(sheet(enhancements=[dict(EYE)]), STAMP)
    medic = sheet(
        "Mara", "Bruno", skills=MEDIC, equipment=["Kit medico", "Kit di riparazione"]
    )
    c.create_character(medic, STAMP)
    c.create_character(sheet("Dario", "Carla"), STAMP)
    c.start_session(
        "2026-11-21", [], STAMP, dice=Dice([6, 1, 1]), seating=["Ana", "Bruno", "Carla"]
    )
    c.start_scene("Tutto", STAMP)
    c.roll_prova(Prova("Kira", "agilita", 1, helper="Mara"), Dice([6] * 5), STAMP)
    c.acquire("Kira", "Coltello", None, False, STAMP, RESOURCES, ("weapon", 1))
    c.start_fight("multi", False, [{"name": "Guardia", "difficulty": 2}], [], STAMP)
    c.fight_round(
        FightRound("Kira", "agilita", weapon="Coltello"), Dice([6] * 5), STAMP
    )
    c.end_fight(STAMP)
    c.confront([Side("Kira", "agilita", helper="Mara"), Side("Dario", "agilita")],
               Dice([6, 1, 1, 1, 1] + [1] * 3), STAMP)  # fmt: skip
    c.suffer_wound("Kira", 2, None, STAMP)
    c.heal("Kira", "Mara", False, "patient", STAMP)
    c.spend_reserve(
        "Kira", 1, None, STAMP, "enhancement", Use(item="Occhio", by="Mara")
    )
    c.award("Kira", 1, "daimon", STAMP)
    return c, list(c.collect_events())


def comparable(state) -> dict:
    sheets = {cid: s.to_dict() for cid, s in state.characters.items()}
    return {"sheets": sheets, "table": state.table}


def test_the_play_itself_folds_the_same_way():
    campaign, history = played()
    assert comparable(campaign.state) == comparable(state_at(history))
    kira = campaign.state.character("Kira")
    assert kira.enhancements[0]["marks"] == 0  # marked by the rolls, maintained
    assert kira.weapons[-1]["marks"] == 1 and kira.wounds == 0


def test_any_void_restates_what_a_fresh_fold_gives():
    count = len([event for event in played()[1] if event.voidable])
    refused = 0
    for position in range(count):
        campaign, history = played()
        target = [event for event in history if event.voidable][position]
        try:
            campaign.void(target, "test", history, STAMP)
        except JournalError:
            assert campaign.pending_events == []  # a later event needs it
            refused += 1
            continue
        history += campaign.collect_events()
        assert comparable(campaign.state) == comparable(state_at(history)), target
    assert count == 21 and refused < count
