"""The action roll and group actions.

Seed: Tiro Azione (with Zero o meno!, Complicazioni e Vantaggi, Superare i
propri limiti, Assistere / Farsi aiutare), Azioni di gruppo.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.microd6 import events as ev
from journal.domain.microd6 import rules
from journal.domain.microd6.i18n import _
from journal.domain.microd6.rules import ACTION, HELP, PUSH, count
from journal.domain.microd6.stats import read_fields, stat_name, stat_of
from journal.domain.text import clean_note

GROUP = "Azioni di gruppo"


class Action(NamedTuple):
    """What the Master and the player agree before an action roll."""

    character: str
    stat: str
    situation: str | None = None
    effect: str | None = None
    advantages: int = 0
    complications: int = 0
    push: int = 0  # times asked: at most once
    helpers: tuple[str, ...] = ()  # at most one
    value: int | None = None  # for a stat the sheet does not list
    note: str | None = None
    items: tuple[str, ...] = ()  # gear used for the roll: a tool's +1d, a weapon


class Member(NamedTuple):
    """What one member of a group action brings to their own roll: each rolls
    a Tiro Azione, with its own advantages, complications, push and tools."""

    advantages: int = 0
    complications: int = 0
    push: int = 0
    items: tuple[str, ...] = ()


class ActionCommands:
    """Mixed into MicroCampaign (see domain/microd6/campaign.py)."""

    def roll_action(self, action: Action, dice: Dice, stamp, catalogue=None) -> None:
        """`catalogue`: the seed's gear list, for the +1d of the tools used."""
        sheet = self.acting(action.character)
        stat, value = stat_of(sheet, action.stat, action.value)
        tools, bonus = self.readied(sheet, action.items, catalogue)
        advantages = count(action.advantages + bonus, "advantages")
        complications = count(action.complications, "complications")
        pushed = self.pushing(sheet, action.push)
        helper = self.helping(sheet, action.helpers)
        pool = value + advantages - complications - sheet.wound_complications
        pool += pushed + (helper is not None)
        reading = rules.roll(pool, dice)
        dice.check_all_used(ACTION)
        self.use_tools(sheet, tools, stamp)
        self.record(
            ev.ActionRolled,
            stamp,
            character=sheet.id,
            stat=stat,
            stat_value=value,
            situation=rules.situation(action.situation),
            effect=rules.effect(action.effect),
            advantages=advantages,
            complications=complications,
            wound_complications=sheet.wound_complications,
            pushed=bool(pushed),
            helper=helper.id if helper else None,
            helper_name=helper.name if helper else None,
            pool=pool,
            **read_fields(reading, dice),
            note=clean_note(action.note),
        )

    def pushing(self, sheet, push: int) -> int:
        if push > 1:
            raise RuleBroken(_("only one die a roll comes from pushing yourself"), PUSH)
        if push and sheet.tenacia < rules.PUSH_COST:
            message = _("{name} has {tenacia} tenacia; pushing costs 2").format(
                name=sheet.name, tenacia=sheet.tenacia
            )
            raise RuleBroken(message, PUSH)
        return push

    def helping(self, sheet, helpers: tuple[str, ...]):
        if len(helpers) > 1:
            raise RuleBroken(
                _(
                    "only one die a roll comes from help: more helpers make a "
                    "group action (`journal group`)",
                ),
                HELP,
            )
        if not helpers:
            return None
        helper = self.acting(helpers[0])
        if helper.id == sheet.id:
            raise RuleBroken(
                _("{name} cannot help themself").format(name=sheet.name), HELP
            )
        if helper.tenacia < rules.HELP_COST:
            raise RuleBroken(
                _("{name} has no tenacia to pay for help").format(name=helper.name),
                HELP,
            )
        return helper

    def roll_group(self, leader, members, stat, dice: Dice, stamp, **options) -> None:
        """Everyone rolls `stat`, each their own Tiro Azione (wounds, and what
        `options["each"]` gives a member by name: Member); the best result
        counts; the leader loses 1 tenacia per failure."""
        sheets = self.group_of(leader, members)
        each = self.members_of(sheets, options.get("each") or {})
        tools = {}
        for sheet in sheets:
            member = each[sheet.id]
            tools[sheet.id], bonus = self.readied(
                sheet, member.items, options.get("gear")
            )
            each[sheet.id] = member._replace(advantages=member.advantages + bonus)
        rolls = [self.member_roll(s, stat, dice, options, each[s.id]) for s in sheets]
        dice.check_all_used(GROUP)
        readings = [roll.pop("reading") for roll in rolls]
        best = rules.best(readings)
        failures = sum(1 for r in readings if r.outcome == rules.FAILURE)
        left = sheets[0].tenacia - rules.PUSH_COST * each[sheets[0].id].push
        for sheet in sheets:
            self.use_tools(sheet, tools[sheet.id], stamp)
        self.record(
            ev.GroupActionRolled,
            stamp,
            character=sheets[0].id,
            stat=stat_name(sheets, stat),
            rolls=rolls,
            best=best,
            kept=readings[best].kept,
            outcome=readings[best].outcome,
            successes=readings[best].successes,
            failures=failures,
            tenacia_lost=min(failures, left),
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(options.get("note")),
        )

    def group_of(self, leader: str, members) -> list:
        sheets = [self.acting(leader)]
        for name in members:
            sheet = self.acting(name)
            if sheet.id not in (s.id for s in sheets):
                sheets.append(sheet)
        if len(sheets) < 2:
            raise RuleBroken(
                _("a group action needs the leader and someone else"), GROUP
            )
        return sheets

    def members_of(self, sheets: list, each: dict) -> dict:
        """Each member's Member by sheet id (a non-member named is refused)."""
        found = {sheet.id: Member() for sheet in sheets}
        for name, member in each.items():
            sheet = self.state.character(name)
            if sheet.id not in found:
                raise RuleBroken(
                    _("{name} is not in the group action").format(name=sheet.name),
                    GROUP,
                )
            found[sheet.id] = member
        return found

    def member_roll(self, sheet, stat, dice: Dice, options: dict, member) -> dict:
        """One member's Tiro Azione: the stat, their advantages and
        complications, −1d per wound that brings one, +1d pushing (2 tenacia)."""
        untrained = 0 if options.get("untrained") else None
        value = stat_of(sheet, stat, None if sheet.stat(stat) else untrained)[1]
        advantages = count(member.advantages, "advantages", GROUP)
        complications = count(member.complications, "complications", GROUP)
        pushed = self.pushing(sheet, member.push)
        pool = value + advantages - complications - sheet.wound_complications + pushed
        reading = rules.roll(pool, dice, GROUP)
        fields = read_fields(reading, dice)
        del fields["dice_source"], fields["seed"]
        roll = {"character_id": sheet.id, "character": sheet.name}
        roll |= {"stat_value": value, "pool": pool, "advantages": advantages}
        roll |= {"complications": complications}
        roll |= {"wound_complications": sheet.wound_complications}
        roll |= {"pushed": bool(pushed)}
        return roll | fields | {"reading": reading}
