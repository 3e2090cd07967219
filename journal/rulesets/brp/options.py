"""Options several BRP verbs share: difficulty, modifier, note."""

from __future__ import annotations

import click

from journal.domain.brp.i18n import _
from journal.domain.text import fold_key

DIFFICULTY = {
    "easy": "easy",
    "facile": "easy",
    "normal": "normal",
    "normale": "normal",
    "difficult": "difficult",
    "difficile": "difficult",
    "hard": "difficult",
}


def _difficulty(ctx, param, value: str) -> str:
    found = DIFFICULTY.get(fold_key(value))
    if found is None:
        raise click.BadParameter(
            _("easy, normal or difficult (facile, normale, difficile)")
        )
    return found


def difficulty_options(func):
    """--difficulty and --mod (3.2): modifiers first, then ×2 or ×½ rounded up."""
    func = click.option(
        "--mod",
        type=click.IntRange(-500, 500),
        default=0,
        metavar="N",
        help="A modifier in percent (e.g. -20 shooting into melee, 6.8), added "
        "before the difficulty.",
    )(func)
    return click.option(
        "--difficulty",
        default="normal",
        callback=_difficulty,
        metavar="easy|normal|difficult",
        help="3.2: easy doubles the chance, difficult halves it (rounded up).",
    )(func)


def note_option(func):
    return click.option("--note", metavar="TEXT", help="What happened, in words.")(func)
