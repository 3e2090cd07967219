"""A character made by the rulebook's random procedure, one step at a time.

The CLI drives a Birth, asking the player between steps; each step rolls its
dice (typed or rolled: journal.domain.dice.Dice) in the order `journal character create
--help` documents, and keeps each roll for a CreationTableRolled event. `finish`
adds the player's free choices and checks the whole sheet against every creation
rule (sheetfile.parse_sheet with the tables).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from journal.domain.daimon2090 import creationtables as ct
from journal.domain.daimon2090 import randomgen as rg
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name, fold_key

SECTION_EVENTS = "Eventi particolari"
REROLLS = 12  # a repeated trait is rolled again; no table needs more


class Choices(NamedTuple):
    """What the player chooses freely once the dice have spoken (raw sheet data)."""

    second_class: str
    skills: list[dict]
    third_class: str | None = None
    third_trait: dict | None = None
    enhancements: list[dict] = []
    weapons: list[dict] = []
    protections: list[dict] = []
    daimon: dict = {}
    equipment: list[str] = []


class Birth:
    def __init__(self, name: str, player: str, tables: dict, tables_hash: str, dice):
        self.name, self.player = name, player
        self.tables, self.tables_hash, self.dice = tables, tables_hash, dice
        self.rolls: list[dict] = []  # one per CreationTableRolled, in order
        self.characteristics: dict[str, int] = {}
        self.social: dict[str, int] = {}
        self.rows: dict[str, list[str]] = {}
        self.first_class = self.first_trait = self.event = self.event_trait = ""

    def roll_characteristics(self, points: dict[str, int], extra=None) -> dict:
        """The 12 points chosen, then six dice (or `extra`: 2 points placed)."""
        rg.check_base_points(points)
        if extra is not None:
            bonus = rg.extra_bonus(list(extra))
        else:
            roll = self.dice.roll(6, section=rg.SECTION_POINTS)
            bonus = rg.rolled_bonus(roll.faces)
            self._keep("characteristics", "Punteggi", roll, None, 0, bonus)
        self.characteristics = rg.raised(points, bonus)
        return self.characteristics

    def roll_social_classes(self) -> dict[str, int]:
        """1D6 for the social class of origin, then 1D6 for the current one."""
        for step in ("origin", "current"):
            roll = self.dice.roll(1, section="Classe sociale")
            score = roll.faces[0]
            name = ct.social_class_name(self.tables, score)
            result = {"social_class": score, "name": name}
            self._keep(step, "Classe sociale", roll, score, 0, result)
            self.social[step] = score
        return self.social

    def roll_class_tables(self) -> dict[str, list[str]]:
        """1D6 on the origin class's table, 1D6 (−1/+1) on the current one's."""
        shift = rg.current_shift(self.social["origin"], self.social["current"])
        for step, modifier in (("origin", 0), ("current", shift)):
            table = ct.generation_table(self.tables, self.social[step])
            roll = self.dice.roll(1, section=rg.SECTION_TABLES)
            row = rg.table_row(roll.faces[0], modifier)
            cells = table["righe"][row - 1]
            result = {"class": cells[0], "trait": cells[1]}
            self._keep(f"{step}_table", table["titolo"], roll, row, modifier, result)
            self.rows[step] = cells
        return self.rows

    def cross(self, class_from: str, first_class: str | None = None) -> tuple:
        """The class of one roll with the trait of the other; a cell naming two
        classes ('Programmatore, Cracker') needs `first_class`, which may also
        refine the class rolled (the tables are guidelines)."""
        cell, trait = rg.crossed(self.rows["origin"], self.rows["current"], class_from)
        options = ct.alternatives(cell)
        if first_class is None and len(options) > 1:
            message = _("the class rolled is {cell!r}: choose one of {value}").format(
                cell=cell, value=" or ".join(options)
            )
            raise RuleBroken(message, rg.SECTION_TABLES)
        self.first_class = clean_name(first_class or options[0], "class")
        self.first_trait = trait
        return self.first_class, trait

    def class_options(self, class_from: str) -> list[str]:
        cell, _ignored = rg.crossed(
            self.rows["origin"], self.rows["current"], class_from
        )
        return ct.alternatives(cell)

    def roll_event(self) -> tuple[str, str]:
        """1D6 on the event table the social path picks; a trait the character
        already has is rolled again (Decision: a repeated trait adds nothing)."""
        number = rg.event_table_number(self.social["origin"], self.social["current"])
        table = ct.event_table(self.tables, number)
        for _ignored in range(REROLLS):
            roll = self.dice.roll(1, section=SECTION_EVENTS)
            event, trait = table["righe"][roll.faces[0] - 1]
            result = {"event": event, "trait": trait}
            self._keep("event", table["titolo"], roll, roll.faces[0], 0, result)
            if fold_key(trait) != fold_key(self.first_trait):
                self.event, self.event_trait = event, trait
                return event, trait
        raise RuleBroken(
            _("{REROLLS} rolls gave no new trait").format(REROLLS=REROLLS),
            SECTION_EVENTS,
        )

    def finish(self, choices: Choices) -> dict[str, Any]:
        """The whole sheet, checked against every creation rule."""
        from journal.domain.daimon2090.sheetfile import parse_sheet

        self.dice.check_all_used(rg.SECTION_TABLES)
        return parse_sheet(self.raw_sheet(choices), self.tables)

    def raw_sheet(self, choices: Choices) -> dict[str, Any]:
        classes = [self.first_class, choices.second_class]
        traits: list = [self.first_trait, self.event_trait]
        return {
            "name": self.name,
            "player": self.player,
            "creation": "random",
            "social_class": dict(self.social),
            "characteristics": dict(self.characteristics),
            "classes": classes + [c for c in [choices.third_class] if c],
            "traits": traits + [t for t in [choices.third_trait] if t],
            "skills": list(choices.skills),
            "enhancements": list(choices.enhancements),
            "weapons": list(choices.weapons),
            "protections": list(choices.protections),
            "daimon": dict(choices.daimon),
            "equipment": list(choices.equipment),
        }

    def _keep(self, step, table, roll, row, modifier, result) -> None:
        self.rolls.append(
            {
                "step": step,
                "table": table,
                "dice": list(roll.faces),
                "dice_source": roll.source,
                "seed": roll.seed,
                "modifier": modifier,
                "row": row,
                "result": result,
            }
        )
