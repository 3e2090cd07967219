"""The character's identity after creation: `personality` (1.8 il Carattere)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record


@click.command("personality")
@click.argument("character")
@click.argument("adjectives", nargs=-1, required=True)
@json_option
@pass_env
def personality(env: Env, character, adjectives, as_json):
    """CHARACTER's carattere (1.8): three or four adjectives, when the sheet
    left it to the Master after the first or second session. The player keeps
    to it from then on.

    Example: journal personality Lirien fiera taciturna curiosa
    """
    record(env, lambda c, s: c.give_carattere(character, list(adjectives), s), as_json)
