"""Options several Fuori dal Tempo verbs share: the difficulty words and --mod."""

from __future__ import annotations

import click

WORDS = (
    "molto-facile",
    "facile",
    "normale",
    "difficile",
    "molto-difficile",
    "quasi-impossibile",
    "very-easy",
    "easy",
    "normal",
    "difficult",
    "hard",
    "very-difficult",
    "almost-impossible",
)


def difficulty_options(func):
    func = click.option(
        "--mod",
        type=click.IntRange(-100, 100),
        default=0,
        help="A modifier beyond the words (e.g. −3 a malus, +2 a bonus).",
    )(func)
    return click.option(
        "--difficulty",
        type=click.Choice(WORDS, case_sensitive=False),
        help="Molto facile +10, facile +5, normale 0, difficile −5, molto "
        "difficile −10, quasi impossibile −15 (2.1).",
    )(func)


def note_option(func):
    return click.option("--note", metavar="TEXT", help="What happened, in words.")(func)


def anyway_option(func):
    """2.1: at 20 or more the character may act with no roll (no check pump)."""
    return click.option(
        "--roll-anyway",
        "anyway",
        is_flag=True,
        help="At a target of 20 or more the check is done with no roll and no "
        "check pump (2.1); roll anyway: a natural 20 still fails, a natural 1 "
        "may still pump.",
    )(func)
