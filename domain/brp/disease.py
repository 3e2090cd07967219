"""Disease and poison (6.5, 6.10): mixed into BrpCampaign.

Disease: on exposure a Tiro Tempra (COS×5); a failure contracts it and costs
the first point at once. From the second morning a COS roll each day, ×2 then
×3 and up, one multiplier less for each bad condition the GM names and more
for Medicina (never below ×1); a success ends it. Each failure worsens it
(Gravità della malattia: 1 lieve, 2 acuta, 3 grave, 4+ terminale). Decision
(⚠ the SRD gives rates per week/day/hour/minute, and adds them "when a COS roll
is made"): each failed roll records the points lost since the last one, as the
table counts them at that rate (1 by default).

Poison is in poisons.py.
"""

from __future__ import annotations

from journal.domain.brp import events_disease as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.afflictions import characteristic_any, check_amount
from journal.domain.brp.i18n import _
from journal.domain.brp.play import d100
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name

SEVERITY = {0: "nessuna", 1: "lieve", 2: "acuta", 3: "grave"}  # 4+: terminale


def severity(failures: int) -> str:
    return SEVERITY.get(failures, "terminale")


def attacked(name: str) -> str:
    return "PF" if name.strip().upper() in ("PF", "HP") else characteristic_any(name)


class DiseaseCommands:
    def expose(self, name: str, disease: str, attacks: str, dice, stamp) -> None:
        sheet = self.living_character(name)
        disease = clean_name(disease, "disease")
        if disease in sheet.diseases:
            raise RuleBroken(
                _("{name} already has {disease}").format(
                    name=sheet.name, disease=disease
                ),
                n.DISEASE,
            )
        self.disease_roll(sheet, disease, attacked(attacks), 5, 0, dice, stamp)

    def fight_disease(self, name, disease, multiplier, lost, dice, stamp) -> None:
        """The morning roll; `multiplier` = (conditions, medicine) or an int."""
        sheet = self.living_character(name)
        disease = clean_name(disease, "disease")
        state = sheet.diseases.get(disease)
        if state is None:
            raise RuleBroken(
                _("{name} does not have {disease}").format(
                    name=sheet.name, disease=disease
                ),
                n.DISEASE,
            )
        if not isinstance(multiplier, int):
            conditions, medicine = multiplier
            multiplier = max(1, 2 + state["rolls"] - conditions + medicine)
        check_amount(multiplier, n.DISEASE)
        check_amount(lost, n.DISEASE)
        self.disease_roll(sheet, disease, state, multiplier, lost, dice, stamp)

    def disease_roll(self, sheet, disease, state, multiplier, lost, dice, stamp):
        exposure = isinstance(state, str)
        attacks = state if exposure else state["attacks"]
        chance, before = sheet.value("COS") * multiplier, sheet.pf
        roll = d100(dice)
        dice.check_all_used(n.DISEASE)
        result = rules.level(roll, chance)
        failed = result == rules.FAILURE
        failures = (0 if exposure else state["failures"]) + int(failed)
        self.record(
            ev.DiseaseRolled,
            stamp,
            character=sheet.id,
            chance=chance,
            special=rules.special_threshold(chance),
            roll=roll,
            result=result,
            dice_source=dice.source,
            seed=dice.seed,
            note=None,
            disease=disease,
            attacks=attacks,
            stage="exposure" if exposure else "recovery",
            multiplier=multiplier,
            failures=failures,
            severity=severity(failures),
            lost=(1 if exposure else lost) if failed else 0,
            recovered=not exposure and not failed,
        )
        self.after_loss(sheet, before, stamp)
