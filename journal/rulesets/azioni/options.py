"""The options every "Le azioni" test shares: difficulty, modifier, explosion."""

from __future__ import annotations

import click

WORDS = (
    "banale 2, di routine 3, facilissima 4, molto facile 5, facile 6, media 7, "
    "ardua 8, difficile 9, molto difficile 11, difficilissima 14, assurda 18, "
    "quasi impossibile 23"
)


def prova_options(required_difficulty: bool = True, counted: bool = True):
    """--difficulty, --mod, --no-explode, --note (and --extended)."""

    def decorate(func):
        options = [
            click.option(
                "--difficulty",
                required=required_difficulty,
                metavar="N|WORD",
                help=f"A number 2..999 or the seed's word ({WORDS}).",
            ),
            click.option("--mod", "modifier", default=0, help="± on the final total."),
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
