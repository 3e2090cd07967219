"""Combat's events: fights, rounds, aimed shots, and the 13-marker counters.

Module-level `Fact`s (see domain.events); class names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.daimon2090 import fightstate as fs
from journal.domain.daimon2090 import gear, prices
from journal.domain.daimon2090.events import PoolRolled
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import InconsistentHistory
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class FightStarted(CampaignEvent):
    """A fight opens: single or multiple rounds, melee or not, who is in it."""

    rounds: str  # "single" | "multi"
    melee: bool
    opponents: list[dict]  # {name, difficulty, weapon, protection, shield}, and
    # for one of the Master's characters its id (npc) and the wounds it carried
    side: list[str]  # character ids declared on the characters' side
    voidable = True

    def fold(self, state: CampaignState) -> None:
        fight = fs.new_fight(
            self.event_id, self.rounds, self.melee, self.opponents, self.side
        )
        state.table[fs.KEY] = fight


class FightRoundFought(PoolRolled):
    """One character's round: a Prova against an opponent's current difficulty."""

    opponent: str
    weapon: str | None
    protections: list[str]
    strategy: str | None  # "defence" | "desperate"
    verdict: str  # won | lost (single round); hit | hurt (multi); held (defence)
    wounds_inflicted: int  # on the opponent (multiple rounds)
    defeated: list[str]  # opponents this round defeats
    wounds_taken: int  # by the character (before the sheet's maximum)
    wounds_applied: int
    narrator: str  # "player" | "master"

    def fold(self, state: CampaignState) -> None:
        fight = fs.open_fight(state)
        sheet = state.sheet(self.character)
        if self.weapon:
            gear.check_loaded(sheet, gear.item_named(sheet, "weapon", self.weapon))
        super().fold(state)
        sheet.suffer(self.wounds_taken, at=self.timestamp.isoformat())
        fs.join(fight, self.character)
        fs.note_used(fight, self.character, self.weapon, self.protections)
        npc = fs.opponent(fight, self.opponent)
        fs.wound_opponent(npc, self.wounds_inflicted, state)
        for name in self.defeated if fight["rounds"] == "single" else ():
            defeated = fs.opponent(fight, name)
            defeated["defeated"] = True
            if defeated.get("npc"):  # one of the Master's: its sheet says so too,
                # with the wounds a defeat takes in multiple rounds (its maximum)
                left = defeated["difficulty"] - defeated["wounds"]
                fs.wound_opponent(defeated, left, state)


class ShotAimed(PoolRolled):
    """Mira: a shot at a helpless target; failure is only a miss."""

    weapon: str
    distance: str  # short | medium | long | very-long
    size: str  # large | medium | small | very-small
    protection: int | None  # the target's protection level
    table_target: int  # distance + size (+ protection − weapon), before 1..7

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        weapon = gear.item_named(sheet, "weapon", self.weapon)
        gear.check_loaded(sheet, weapon)
        super().fold(state)
        fight = state.table.get(fs.KEY)
        if fight is not None:  # the fight's marker covers it
            fs.note_used(fight, self.character, self.weapon, [])
            return
        key = [self.character, "weapon", self.weapon]
        if key not in gear.scene_marks(state):  # one marker per scene of shooting
            gear.mark(sheet, "weapon", weapon)
            gear.note_scene_mark(state, key)


class FightEnded(CampaignEvent):
    """The fight is over: one marker on every weapon used and protection worn."""

    opponents: list[dict]  # as they ended: wounds, defeated
    marked: list[dict]  # {character, kind, item}: the markers due when recorded
    voidable = True

    def fold(self, state: CampaignState) -> None:
        fight = fs.open_fight(state)
        for _ignored, _ignored, item in list(fs.used_items(state, fight)):
            gear.mark_if_room(item)
        del state.table[fs.KEY]


class GearMarked(CampaignEvent):
    """One marker on a counter: an enhancement used in a scene, or by hand."""

    character: str
    kind: str  # weapon | protection | enhancement
    item: str
    marks: int  # after the marker
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        gear.mark(sheet, self.kind, gear.item_named(sheet, self.kind, self.item))
        if self.kind == "enhancement":
            gear.note_scene_mark(state, [self.character, self.kind, self.item])


class GearReset(CampaignEvent):
    """A counter back to 0 for 1D Riserva (reload, repair, maintenance)."""

    character: str
    kind: str
    item: str
    before: int
    payer: str  # character id of whoever pays the die
    payer_name: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        item = gear.item_named(state.sheet(self.character), self.kind, self.item)
        state.sheet(self.payer).lose_reserve(prices.RESET[self.kind])
        item["marks"] = 0


class EnhancementMaintained(GearReset):
    """An enhancement's maintenance: a maintainer with the skill (who may pay),
    or a clinic (the owner pays); its counter back to 0 for 1D."""

    maintainer: str | None  # character id; None at a clinic
    maintainer_name: str | None
    skill: str | None  # Cibernetica, Nanomedicina, ...; None at a clinic


class EnhancementMaintainedWithTools(EnhancementMaintained):
    """Maintenance outside a clinic or a lab: the maintainer's skill and the
    tools of its field at hand (a repair kit for cybernetics, an equipped lab
    for nanotechnology and genetics), needed, not consumed."""

    tools: str  # the equipment item
    tools_owner: str  # the character whose equipment holds it

    def fold(self, state: CampaignState) -> None:
        owner = state.sheet(self.tools_owner)
        if self.tools not in owner.equipment:
            message = _("{name} would not have {tools}").format(
                name=owner.name, tools=self.tools
            )
            raise InconsistentHistory(message, gear.SECTIONS["enhancement"])
        super().fold(state)
