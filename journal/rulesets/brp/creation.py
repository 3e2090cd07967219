"""`journal character create NAME --player P --random` for BRP (2.3–2.8).

The characteristics are rolled (every face recorded), re-rolled if the GM
offers it to everyone, then the player moves up to 3 points, chooses a
profession and the skills' values, checked like a sheet file. Each choice is an
option too, so `--yes` runs unattended; nothing is recorded until the end.
"""

from __future__ import annotations

import click

from journal.domain.brp.i18n import _
from journal.rulesets.brp.creation_options import _move, skill_pair


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Roll, choose, confirm, record; returns the records."""
    from journal.data import load_table
    from journal.domain.brp.creation import Birth, Choices, moved

    if yes and not options.get("profession"):
        raise click.UsageError(
            _("--yes needs --profession: unattended, every choice is an option")
        )
    tables, _ignored = load_table("tables", "journal.domain.brp.data")
    env.app.load(env.campaign).check_new_birth(name, player)
    say = Say(as_json)
    birth = Birth(dice)
    roll_sets(birth, options.get("rerolls"), yes, say)
    moves = options.get("moves") or ([] if yes else ask_moves(say, birth.rolled()))
    chars = moved(birth.rolled(), moves)
    say.echo("  " + "  ".join(f"{k} {v}" for k, v in chars.items()))
    choices = Choices(
        moves=moves,
        profession=options.get("profession") or ask_profession(tables, say),
        skills=options.get("skills") or ({} if yes else ask_skills(say)),
        weapons=[{"name": w} for w in options.get("weapons", ())],
        armour=[{"name": a} for a in options.get("armours", ())],
        era=options.get("era") or "modern",
    )
    if not yes and not click.confirm(
        _(
            "Record {name}?",
        ).format(name=name),
        default=True,
        err=as_json,
    ):
        raise click.Abort
    stamp = env.stamp()
    return env.app.change(
        env.campaign,
        lambda c: c.create_random_character(
            (name, player), birth, choices, tables, stamp
        ),
    )


class Say:
    def __init__(self, err: bool) -> None:
        self.err = err

    def echo(self, text: str) -> None:
        click.echo(text, err=self.err)

    def prompt(self, text: str, **settings):
        return click.prompt(text, err=self.err, **settings)


def roll_sets(birth, rerolls: int | None, yes: bool, say: Say) -> None:
    for _ignored in range((rerolls or 0) + 1):
        birth.roll()
        say.echo(rolled_line(birth.sets[-1]))
    while (
        rerolls is None
        and not yes
        and click.confirm(
            _("Roll everything again (the GM offers it to everyone)?"),
            default=False,
            err=say.err,
        )
    ):
        birth.roll()
        say.echo(rolled_line(birth.sets[-1]))


def rolled_line(rolls: list[dict]) -> str:
    return "  ".join(
        f"{r['characteristic']} {r['total']} ({'+'.join(map(str, r['faces']))})"
        for r in rolls
    )


def ask_moves(say: Say, rolled: dict) -> list[tuple[str, str, int]]:
    """Moves one a line, each checked with those before it (2.3)."""
    from journal.domain.brp.creation import moved
    from journal.domain.errors import JournalError

    say.echo(_("Move up to 3 points: FROM:TO:N, one a line (empty: none)."))
    found: list[tuple[str, str, int]] = []
    while text := say.prompt(_("move"), default="", show_default=False).strip():
        try:
            wanted = _move(None, None, [text])
            moved(rolled, found + wanted)
        except (click.BadParameter, JournalError) as error:
            say.echo(_("Error: {error}").format(error=getattr(error, "message", error)))
            continue
        found += wanted
    return found


def ask_profession(tables: dict, say: Say) -> str:
    names = list(tables["professions"])
    return say.prompt(_("Profession"), type=click.Choice(names, case_sensitive=False))


def ask_skills(say: Say) -> dict[str, int]:
    say.echo(_("Skills (final values): NAME=VALUE, one a line (empty: done)."))
    found = {}
    while text := say.prompt(_("skill"), default="", show_default=False).strip():
        try:
            name, value = skill_pair(text)
        except click.BadParameter as error:
            say.echo(_("Error: {message}").format(message=error.message))
            continue
        found[name] = value
    return found
