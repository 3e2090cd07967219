"""The options every "Le azioni" test shares: difficulty, modifier, explosion."""

from __future__ import annotations

import click

from journal.i18n import N_

DIFFICULTY_HELP = N_(
    "A number 2..999 or the seed's word (banale 2, di routine 3, facilissima 4, "
    "molto facile 5, facile 6, media 7, ardua 8, difficile 9, molto difficile 11, "
    "difficilissima 14, assurda 18, quasi impossibile 23)."
)
WORDS = (
    "banale 2, di routine 3, facilissima 4, molto facile 5, facile 6, media 7, "
    "ardua 8, difficile 9, molto difficile 11, difficilissima 14, assurda 18, "
    "quasi impossibile 23"
)


def prova_options(
    required_difficulty: bool = True, counted: bool = True, per_side: bool = False
):
    """--difficulty, --mod, --condition, --no-explode, --note (and --extended);
    `per_side`: a contest's --mod and --condition, each side its own."""

    def decorate(func):
        if per_side:
            modifiers = [
                click.option(
                    "--mod",
                    "modifiers",
                    multiple=True,
                    metavar="CHAR=N",
                    help="± on CHAR's final total (repeatable; a bare N is every "
                    "side's, which moves no side ahead of another).",
                ),
                click.option(
                    "--condition",
                    "conditions",
                    multiple=True,
                    metavar="CHAR=NAME",
                    help="A standing modifier of CHAR's sheet that weighs on this "
                    "test (repeatable).",
                ),
            ]
        else:
            modifiers = [
                click.option(
                    "--mod", "modifier", default=0, help="± on the final total."
                ),
                click.option(
                    "--condition",
                    "conditions",
                    multiple=True,
                    metavar="NAME",
                    help="A standing modifier of the sheet (a condition, e.g. a "
                    "stump) that weighs on this test: its ± joins --mod "
                    "(repeatable).",
                ),
            ]
        options = [
            click.option(
                "--difficulty",
                required=required_difficulty,
                metavar="N|WORD",
                help=DIFFICULTY_HELP,
            ),
            *modifiers,
            click.option(
                "--no-explode",
                "explode",
                flag_value=False,
                default=True,
                help="Decline re-rolling maximums (the seed makes it optional).",
            ),
        ]
        if counted:
            options += [
                click.option(
                    "--extended",
                    is_flag=True,
                    help="It counts for the open extended action.",
                ),
                click.option("--note", metavar="TEXT", help="What happened."),
            ]
        for option in reversed(options):
            func = option(func)
        return func

    return decorate
