"""Fortune and resistance rolls (Tiro Sorte, Tiro Resistenza)."""

from __future__ import annotations

from journal.domain.dice import MAX_DICE, Dice
from journal.domain.errors import RuleBroken
from journal.domain.microd6 import events as ev
from journal.domain.microd6 import rules
from journal.domain.microd6.i18n import _
from journal.domain.microd6.stats import read_fields, stat_of
from journal.domain.text import clean_note

FORTUNE, RESIST = "Tiro Sorte", "Tiro Resistenza"
COST_LIMIT = 10  # "Questo valore può variare": still, a resistance costs 0..10
CONSEQUENCE = {rules.SUCCESS: "avoided", rules.PARTIAL: "reduced"}
CONSEQUENCE |= {rules.FAILURE: "reduced a little"}


class ResistCommands:
    """Mixed into MicroCampaign (see domain/microd6/campaign.py)."""

    def roll_fortune(self, pool: int, dice: Dice, stamp, character=None, note=None):
        """A fortune roll of `pool` d6 (0: two dice, the lowest read)."""
        if not 0 <= pool <= MAX_DICE:
            raise RuleBroken(
                _("a fortune roll has 0..{MAX_DICE} dice").format(MAX_DICE=MAX_DICE),
                FORTUNE,
            )
        sheet = self.state.character(character) if character else None
        reading = rules.roll(pool, dice, FORTUNE)
        dice.check_all_used(FORTUNE)
        self.record(
            ev.FortuneRolled,
            stamp,
            character=sheet.id if sheet else None,
            pool=pool,
            **read_fields(reading, dice),
            note=clean_note(note),
        )

    def resist(self, name, situation, dice: Dice, stamp, **options) -> None:
        """Pay tenacia for the consequence's situation, then roll (Tiro Resistenza):
        the pool is `stat`'s value, else `pool`, else the dice the table typed."""
        sheet = self.acting(name)
        situation = rules.situation(situation)
        cost = resist_cost(situation, options.get("cost"))
        if cost > sheet.tenacia:
            raise RuleBroken(
                _(
                    "{name} has {tenacia} tenacia; resisting costs {cost}, paid "
                    "before the roll",
                ).format(name=sheet.name, tenacia=sheet.tenacia, cost=cost),
                RESIST,
            )
        stat, pool = resist_pool(sheet, options.get("stat"), options.get("pool"), dice)
        reading = rules.roll(pool, dice, RESIST)
        dice.check_all_used(RESIST)
        self.record(
            ev.ResistanceRolled,
            stamp,
            character=sheet.id,
            situation=situation,
            cost=cost,
            stat=stat,
            pool=pool,
            **read_fields(reading, dice),
            consequence=CONSEQUENCE[reading.outcome],
            note=clean_note(options.get("note")),
        )


def resist_cost(situation: str, cost: int | None) -> int:
    """controllata 1, tesa 2, critica 3, disperata 4, unless the table agrees."""
    if cost is None:
        return rules.SITUATIONS.index(situation) + 1
    if not 0 <= cost <= COST_LIMIT:
        raise RuleBroken(
            _("a resistance costs 0..{COST_LIMIT} tenacia").format(
                COST_LIMIT=COST_LIMIT
            ),
            RESIST,
        )
    return cost


def resist_pool(sheet, stat: str | None, pool: int | None, dice: Dice):
    """The seed leaves the resistance pool unsaid: the stat the table names,
    else a number of dice, else as many as the table rolled and typed."""
    if stat is not None:
        return stat_of(sheet, stat, None)
    if pool is None and dice.typed is not None:
        pool = len(dice.typed)
    if pool is None:
        message = _("name the stat the resistance rolls, or its number of dice")
        raise RuleBroken(message, RESIST)
    return None, rules.count(pool, "a resistance pool", RESIST)
