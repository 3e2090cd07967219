"""Checks at the table (2.1): one value, an unheld skill, averaged, group,
challenge; and a free casualità (0.2)."""

from __future__ import annotations

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks
from journal.domain.fdt import events_check as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_note


class CheckCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def roll_check(
        self,
        name,
        what,
        dice: Dice,
        stamp,
        difficulty=None,
        mod=0,
        char=None,
        note=None,
        anyway=False,
    ) -> None:
        """A check on a characteristic or skill; an unheld skill needs `char`,
        the characteristic it falls under, and rolls d100. `anyway`: rolled
        though the target reaches 20 (2.1: the player may)."""
        sheet = self.acting(name)
        found = sheet.find(what)
        if found is None:
            self._unheld(
                sheet, n.skill_name(what), char, difficulty, mod, dice, stamp, note
            )
            return
        if char is not None:
            raise RuleBroken(
                _(
                    "{name} holds {found}: a characteristic is named only for a skill "
                    "not held",
                ).format(name=sheet.name, found=found),
                n.CHECK,
            )
        kind = "characteristic" if found in sheet.characteristics else "skill"
        score = sheet.value(found)
        self._check(
            sheet,
            kind,
            found,
            {found: score},
            score,
            difficulty,
            mod,
            dice,
            stamp,
            note,
            anyway,
        )

    def roll_averaged(
        self, name, whats, dice, stamp, difficulty=None, mod=0, note=None, anyway=False
    ):
        """Ch mediato: the mean of two or more values."""
        sheet = self.acting(name)
        found = [self.held(sheet, what) for what in whats]
        if len(set(found)) < 2:
            raise RuleBroken(_("an averaged check needs two or more values"), n.CHECK)
        values = {what: sheet.value(what) for what in found}
        score = checks.average(list(values.values()))
        label = "/".join(found)
        self._check(
            sheet,
            "averaged",
            label,
            values,
            score,
            difficulty,
            mod,
            dice,
            stamp,
            note,
            anyway,
        )

    def roll_group(
        self, names, what, dice, stamp, difficulty=None, mod=0, note=None, anyway=False
    ):
        """Ch di gruppo: the mean of the value over everyone involved; the
        first character named rolls."""
        sheets = [self.acting(name) for name in names]
        if len({s.id for s in sheets}) < 2:
            raise RuleBroken(_("a group check needs two or more characters"), n.CHECK)
        found = [self.held(sheet, what) for sheet in sheets][0]
        values = {s.id: s.value(found) for s in sheets}
        score = checks.average(list(values.values()))
        self._check(
            sheets[0],
            "group",
            found,
            values,
            score,
            difficulty,
            mod,
            dice,
            stamp,
            note,
            anyway,
        )

    # -- helpers --------------------------------------------------------------

    def held(self, sheet, what: str) -> str:
        found = sheet.find(what)
        if found is None:
            hint = n.held_hint(sheet, what)
            raise RuleBroken(
                _("{name} does not hold {what}").format(name=sheet.name, what=what)
                + hint,
                n.CHECK,
            )
        return found

    def _check(
        self,
        sheet,
        kind,
        name,
        values,
        score,
        difficulty,
        mod,
        dice,
        stamp,
        note,
        anyway=False,
    ):
        fields = checks.check(score, t.difficulty(difficulty) + mod, dice, anyway)
        dice.check_all_used(n.CHECK)
        event = ev.CheckIgnored if fields["result"] == "automatic" else ev.CheckRolled
        word = t.difficulty_word(difficulty) if difficulty else None
        chars = self.state.characters
        members = [chars[i].name for i in values] if kind == "group" else []
        self.record(
            event,
            stamp,
            character=sheet.id,
            kind=kind,
            name=name,
            values=values,
            members=members,
            difficulty=word,
            note=clean_note(note),
            **fields,
        )
        if kind != "group" and name == n.FREDDEZZA and fields["result"] == "failure":
            self.shock_after_failed_freddezza(sheet, stamp)

    def _unheld(self, sheet, skill, char, difficulty, mod, dice, stamp, note) -> None:
        if char is None:
            hint = n.held_hint(sheet, skill)
            if hint:  # a name typed wrong, not a skill the character lacks
                held = _("{name} does not hold {what}").format(
                    name=sheet.name, what=skill
                )
                raise RuleBroken(held + hint, n.CHECK)
            raise RuleBroken(
                _(
                    "{name} does not hold {skill}: name the characteristic it falls "
                    "under (d100 below it)",
                ).format(name=sheet.name, skill=skill),
                n.CHECK,
            )
        if difficulty or mod:
            raise RuleBroken(_("a skill not held rolls d100 with no modifier"), n.CHECK)
        characteristic = n.characteristic(char)
        fields = checks.unheld(sheet.value(characteristic), dice)
        die = dice.roll(1, 4, n.CHECK).faces[0] if fields["discovered"] else None
        dice.check_all_used(n.CHECK)
        self.record(
            ev.UnheldSkillTried,
            stamp,
            character=sheet.id,
            skill=skill,
            characteristic=characteristic,
            note=clean_note(note),
            **fields,
        )
        if die is not None:
            value = checks.discovered_value(fields["score"], die)
            self.record(
                ev.SkillDiscovered,
                stamp,
                character=sheet.id,
                skill=skill,
                characteristic=characteristic,
                die=die,
                value=value,
            )
