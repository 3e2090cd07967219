"""Health (Ferite e salute, Medicina e cure): healing, worsening wounds, death.

Untreated serious wounds worsen by one wound per day of game time (`advance_time`)
or per hour of real time (`worsen_wounds`, with the moment `now` supplied by the
application: the domain has no clock). Real hours count from the last serious
wound or the last worsening, as the sheet records it (`Sheet.serious_since`).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from journal.domain.character import DEAD
from journal.domain.daimon2090 import events_health as ev
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.prices import HEAL_ALL, HEAL_LIGHT, dice_count
from journal.domain.daimon2090.tools import find_tools
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note, fold_key

HEALING, WOUNDS, DEATH = ev.HEALING, "Ferite e salute", "Morte del personaggio"
LIGHT_ONLY = ("Primo Soccorso",)  # heals light wounds only
ANY_WOUND = ("Medicina", "Chirurgia")  # heal light and serious wounds
DAYS_LIMIT = 365  # more game days at once is a typo, not a ruling
HOUR = timedelta(hours=1)


class HealthCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def heal(self, name, healer, clinic: bool, payer: str, stamp, tools=None):
        """Cure every wound CHAR has: a healer with the skill and the tools
        (needed, not used up), or a clinic; and the dice."""
        patient = self.patient(name)
        carer = self.carer(healer, clinic)
        skill = healing_skill(carer, patient) if carer else None
        cost = HEAL_ALL if patient.serious_wounds else HEAL_LIGHT
        paying = self.paying(patient, carer, payer, cost)
        if clinic and tools:
            raise RuleBroken(_("a clinic heals with its own tools"), HEALING)
        used = {}
        if not clinic:
            owners = list({s.id: s for s in (carer, patient)}.values())
            serious = bool(patient.serious_wounds)
            owner, item = find_tools(owners, serious, tools)
            used = {"tools": item, "tools_owner": owner.id}
        self.record(
            ev.HealedAtClinic if clinic else ev.HealedWithToolsAtHand,
            stamp,
            **used,
            character=patient.id,
            healer=carer.id if carer else None,
            healer_name=carer.name if carer else None,
            skill=skill,
            payer=paying.id,
            payer_name=paying.name,
            cost=cost,
            wounds=patient.wounds,
            serious=patient.serious_wounds,
        )

    def advance_time(self, days: int, reason: str | None, stamp) -> None:
        """Days of game time pass: untreated serious wounds worsen by one a day."""
        if not 1 <= days <= DAYS_LIMIT:
            raise RuleBroken(
                _("game time advances 1..{DAYS_LIMIT} days").format(
                    DAYS_LIMIT=DAYS_LIMIT
                ),
                WOUNDS,
            )
        worsening = self.worsening()
        note = clean_note(reason, "reason")
        self.record(ev.GameTimeAdvanced, stamp, days=days, reason=note)
        clock = stamp.at.isoformat()  # the next real hours count from now
        for sheet in worsening:
            self.record_worsening(sheet, days, "days", None, clock, stamp)

    def worsening_due(self, now: datetime) -> list[dict]:
        """Per character, the real hours its serious wounds went untreated by `now`."""
        return [due for sheet in self.worsening() if (due := hours_due(sheet, now))]

    def worsen_wounds(self, now: datetime, stamp) -> None:
        """Record the real-time worsening due by `now` (see `worsening_due`)."""
        for due in self.worsening_due(now):
            sheet = self.state.sheet(due["character"])
            hours, since = due["hours"], due["since"]
            self.record_worsening(sheet, hours, "hours", since, due["clock"], stamp)

    def untimed(self) -> list[str]:
        """Characters with serious wounds but no recorded time to count hours from."""
        return [s.name for s in self.worsening() if s.serious_since is None]

    def record_death(self, name: str, reason: str | None, stamp) -> None:
        """The table decides a character is dead: it never acts again."""
        sheet = self.state.character(name)
        if sheet.status == DEAD:
            raise RuleBroken(_("{name} is already dead").format(name=sheet.name), DEATH)
        note = clean_note(reason, "reason")
        self.record(ev.CharacterDied, stamp, character=sheet.id, reason=note)

    # -- helpers ------------------------------------------------------------------

    def worsening(self) -> list:
        """Living characters whose serious wounds can still worsen."""
        return [
            s for s in self.living() if s.serious_wounds and s.wounds < s.max_wounds
        ]

    def record_worsening(self, sheet, amount, basis, since, clock, stamp) -> None:
        self.record(
            ev.WoundsWorsened,
            stamp,
            character=sheet.id,
            amount=amount,
            applied=sheet.wounds_taken(amount),
            basis=basis,
            since=since,
            clock=clock,
        )

    def patient(self, name: str):
        sheet = self.state.character(name)
        if sheet.status == DEAD:
            raise RuleBroken(
                _("{name} is dead and cannot be healed").format(name=sheet.name), DEATH
            )
        if not sheet.wounds:
            raise RuleBroken(
                _("{name} has no wounds to heal").format(name=sheet.name), HEALING
            )
        return sheet

    def carer(self, healer: str | None, clinic: bool):
        """The healing character (able to act), or None at a clinic."""
        if clinic == bool(healer):
            raise RuleBroken(
                _("heal with a healer or at a clinic: one of them"), HEALING
            )
        return None if clinic else self.acting(healer)

    def paying(self, patient, carer, payer: str, cost: int):
        """The patient pays, or the healer if it agrees; never a clinic."""
        if payer not in ("patient", "healer"):
            raise RuleBroken(
                _("the patient or the healer pays, not {payer}").format(payer=payer),
                HEALING,
            )
        if payer == "healer" and carer is None:
            raise RuleBroken(_("at a clinic the patient pays the dice"), HEALING)
        who = carer if payer == "healer" else patient
        if who.reserve < cost:
            raise RuleBroken(
                _("{name} has {reserve}, {cost} needed to heal {name2}").format(
                    name=who.name,
                    reserve=dice_count(who.reserve, "reserve "),
                    cost=cost,
                    name2=patient.name,
                ),
                HEALING,
            )
        return who


def healing_skill(carer, patient) -> str:
    """The healer's skill that can cure these wounds, or a refusal naming the rule."""
    owned = {fold_key(n): n for n, s in carer.skills.items() if s["score"] > 0}
    usable = ANY_WOUND if patient.serious_wounds else LIGHT_ONLY + ANY_WOUND
    for skill in usable:
        if fold_key(skill) in owned:
            return owned[fold_key(skill)]
    if any(fold_key(skill) in owned for skill in LIGHT_ONLY):
        raise RuleBroken(
            _(
                "Primo Soccorso heals light wounds only and {name} has "
                "{serious_wounds} serious: Medicina or Chirurgia are needed"
            ).format(name=patient.name, serious_wounds=patient.serious_wounds),
            HEALING,
        )
    raise RuleBroken(
        _("{name} has no Primo Soccorso, Medicina or Chirurgia").format(
            name=carer.name
        ),
        HEALING,
    )


def hours_due(sheet, now: datetime) -> dict | None:
    """Whole hours since `sheet.serious_since`: one wound each (None when none)."""
    if sheet.serious_since is None:
        return None
    since = datetime.fromisoformat(sheet.serious_since)
    hours = (now - since) // HOUR
    if hours < 1:
        return None
    return {
        "character": sheet.id,
        "name": sheet.name,
        "hours": hours,
        "since": sheet.serious_since,
        "clock": (since + hours * HOUR).isoformat(),
        "wounds": sheet.wounds,
        "applied": sheet.wounds_taken(hours),
    }
