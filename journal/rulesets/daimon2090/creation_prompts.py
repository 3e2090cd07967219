"""The interactive walk of `journal character create NAME --player P --random`.

Each step of the rulebook's procedure asks the player (click.prompt, confirm,
Choice) unless its option was given; under --yes nothing is asked and a missing
choice is a usage error naming its option, raised before any die is rolled when
it can be. Nothing is recorded until the last confirmation: a refusal, Ctrl-C or
"no" leaves the campaign as it was.
"""

from __future__ import annotations

import click

from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import CHARACTERISTICS, display_name
from journal.rulesets.daimon2090 import creation_options as parse
from journal.rulesets.daimon2090 import creation_steps as steps
from journal.rulesets.daimon2090.creation_draw import Drawer


class Asker:
    """Prompts and narration; on stderr when stdout carries --json."""

    def __init__(self, yes: bool, as_json: bool) -> None:
        self.yes, self.err = yes, as_json

    def say(self, text: str = "") -> None:
        click.echo(text, err=self.err)

    def prompt(self, text: str, **settings):
        return click.prompt(text, err=self.err, **settings)

    def confirm(self, text: str, default: bool) -> bool:
        return click.confirm(text, default=default, err=self.err)

    def missing(self, option: str) -> None:
        if self.yes:
            message = _(
                "--yes needs {option}: unattended, every choice is an option"
            ).format(option=option)
            raise click.UsageError(message)

    def many(self, text: str, parser) -> list:
        """Entries one per line, until an empty one."""
        found = []
        while entry := self.prompt(text, default="", show_default=False).strip():
            try:
                found.append(parser(entry))
            except click.BadParameter as error:
                self.say(f"Error: {error.message}")
        return found


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Walk the procedure, confirm, record; returns the records. Under --yes
    every choice not given is drawn at random (with --seed, reproducibly)."""
    from journal.data import load_table
    from journal.domain.daimon2090.birth import Birth

    env.app.load(env.campaign).check_new_birth(name, player)
    ask = Asker(yes, as_json)
    birth = Birth(
        name, player, *load_table("creation", "journal.domain.daimon2090.data"), dice
    )
    draw = Drawer(dice, birth.tables) if yes else None  # creation_draw.py
    choices, sheet = walk(birth, options, ask, draw)
    ask.say(preview(sheet))
    if not yes and not ask.confirm(_("Record {name}?").format(name=name), default=True):
        raise click.Abort
    stamp = env.stamp()
    return env.app.change(
        env.campaign, lambda c: c.create_random_character(birth, choices, stamp)
    )


def walk(birth, options: dict, ask: Asker, draw: Drawer | None) -> tuple:
    """The procedure's steps, each asked, given or drawn: (choices, sheet)."""
    characteristics(birth, draw.points(options) if draw else options, ask)
    steps.social_path(birth, ask)
    options = draw.crossing(options, birth) if draw else options
    steps.first_class(birth, options, ask)
    steps.particular_event(birth, ask)
    options = draw.free(options, birth) if draw else options
    return steps.free_choices(birth, options, ask)


def preview(sheet: dict) -> str:
    from journal.domain.daimon2090.sheet import Sheet
    from journal.projections.daimon2090.views import sheet_text

    return sheet_text(Sheet.from_sheet("new", sheet), "en")


def characteristics(birth, options: dict, ask: Asker) -> None:
    """[PUNTEGGI] 12 points, then a die each (4-6: +1) or 2 free points."""
    points = options.get("characteristics") or ask_points(ask)
    choice = options.get("bonus") or ask_bonus(ask)
    scores = birth.roll_characteristics(points, None if choice == "roll" else choice)
    shown = "  ".join(f"{display_name(k)} {scores[k]}" for k in CHARACTERISTICS)
    faces = birth.rolls[0]["dice"] if birth.rolls else None
    ask.say(f"Caratteristiche{f' (dadi {faces})' if faces else ''}: {shown}")


def ask_points(ask: Asker) -> dict[str, int]:
    ask.say("Punteggi: 12 points over the six characteristics, 1..5 each.")
    while True:
        points = {
            key: ask.prompt(display_name(key), type=click.IntRange(1, 5))
            for key in CHARACTERISTICS
        }
        if sum(points.values()) == 12:
            return points
        ask.say(f"Those add up to {sum(points.values())}, not 12: again.")


def ask_bonus(ask: Asker):
    if ask.confirm(_("Roll a die per characteristic (4-6: +1)?"), default=True):
        return "roll"
    keys = click.Choice([display_name(k) for k in CHARACTERISTICS], False)
    first = ask.prompt(_("First free point to"), type=keys)
    second = ask.prompt(_("Second free point to"), type=keys)
    return parse.bonus(f"{first},{second}")
