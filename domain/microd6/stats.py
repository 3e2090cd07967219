"""Stats read for a roll, and the fields every µD6 roll stores."""

from __future__ import annotations

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.microd6.i18n import _
from journal.domain.microd6.rules import ACTION, Reading
from journal.domain.text import clean_name

STAT_LIMIT = 20  # no stat of any table comes near


def read_fields(reading: Reading, dice: Dice) -> dict:
    return {
        "dice": list(reading.faces),
        "zero": reading.zero,
        "kept": reading.kept,
        "outcome": reading.outcome,
        "successes": reading.successes,
        "dice_source": dice.source,
        "seed": dice.seed,
    }


def stat_of(sheet, name: str, value: int | None) -> tuple[str, int]:
    """The stat's name and value; one the sheet lacks needs its value said."""
    found = sheet.stat(name)
    if found and value is not None and value != found[1]:
        message = _("{name}'s {value} is {value2}, not {value3}").format(
            name=sheet.name, value=found[0], value2=found[1], value3=value
        )
        raise RuleBroken(message, ACTION)
    if found:
        return found
    if value is None:
        stats = ", ".join(sheet.stats) or "none"
        raise RuleBroken(
            _(
                "{name} has no stat {name2!r} (stats: {stats}); for one not on the "
                "sheet, say its value",
            ).format(name=sheet.name, name2=name, stats=stats),
            ACTION,
        )
    if not 0 <= value <= STAT_LIMIT:
        raise RuleBroken(
            _("a stat is 0..{STAT_LIMIT}, not {value}").format(
                STAT_LIMIT=STAT_LIMIT, value=value
            ),
            ACTION,
        )
    return clean_name(name, "stat"), value


def stat_name(sheets, name: str) -> str:
    """The stat as the first sheet listing it spells it."""
    found = next((s.stat(name) for s in sheets if s.stat(name)), None)
    return found[0] if found else clean_name(name, "stat")
