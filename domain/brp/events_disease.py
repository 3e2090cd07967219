"""Disease and poison facts (6.5, 6.10). Names and fields are a stored format."""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.brp.events import D100Rolled
from journal.domain.brp.events_health import living
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class DiseaseRolled(D100Rolled):
    """A COS roll against a disease (6.5): on exposure COS×5 (a failure
    contracts it and costs the first point), then each morning from the second
    day COS×multiplier; `failures` and `severity` after the roll, `lost` the
    points (or PF) it cost, `recovered` when it is over."""

    disease: str
    attacks: str  # a characteristic key, or "PF"
    stage: str  # "exposure" | "recovery"
    multiplier: int
    failures: int
    severity: str
    lost: int
    recovered: bool

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        if self.stage == "recovery" and self.disease not in sheet.diseases:
            raise RuleBroken(
                _("{name} does not have {disease}").format(
                    name=sheet.name, disease=self.disease
                ),
                n.DISEASE,
            )
        if self.recovered or (self.stage == "exposure" and not self.failures):
            sheet.diseases.pop(self.disease, None)
        else:
            rolls = sheet.diseases.get(self.disease, {}).get("rolls", 0)
            sheet.diseases[self.disease] = {
                "attacks": self.attacks,
                "failures": self.failures,
                "severity": self.severity,
                "rolls": rolls + (self.stage == "recovery"),
            }
        harm(sheet, self.attacks, self.lost, self.event_id, "disease")


class PoisonResisted(CampaignEvent):
    """A dose of poison (6.10): its EFF (less an antidote's) against COS on
    the resistance table, the victim rolling; all of it if the poison wins, half
    (rounded up) if not, to PF or a characteristic."""

    character: str
    poison: str | None
    potency: int
    antidote: int
    effective: int
    constitution: int
    chance: int | None
    roll: int | None
    result: str  # the victim's: success | failure | automatic ...
    attacks: str  # "PF" or a characteristic key
    damage: int
    speed: str  # "fast" (3 rounds) | "slow" (3 turns)
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        harm(sheet, self.attacks, self.damage, self.event_id, "poison")


class AntidoteTaken(CampaignEvent):
    """An antidote's EFF (6.10): it counts against poison in the same scene
    (Decision: the journal's unit nearest "the six turns before"); doses of it
    do not add up."""

    character: str
    potency: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        where = {"session": self.session, "scene": self.scene}
        if active_antidote(sheet, where):
            raise RuleBroken(
                _("{name} already took an antidote: doses do not add up").format(
                    name=sheet.name
                ),
                n.POISON,
            )
        sheet.antidote = {"potency": self.potency, **where}


def active_antidote(sheet, where: dict) -> int:
    """The EFF of the antidote taken in the scene `where`, else 0."""
    taken = sheet.antidote
    if taken and all(taken.get(k) == v for k, v in where.items()) and where["scene"]:
        return taken["potency"]
    return 0


def harm(sheet, attacks: str, points: int, wound_id: str, source: str) -> None:
    if attacks == "PF":
        sheet.add_wound(wound_id, points, source)
    elif points:
        sheet.lose_points(attacks, points)
