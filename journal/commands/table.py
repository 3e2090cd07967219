"""Commands of any ruleset's table: the rulesets known, the table now, free
dice, and tracked resources."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import emit_json, json_option
from journal.recording import record


@click.command("rulesets")
@json_option
def rulesets(as_json: bool) -> None:
    """The rulesets this journal knows: built in, and from installed packages.

    A package that cannot be loaded is reported on stderr, one line each.
    Example: journal rulesets --json
    """
    from journal.plugins import listing

    found, problems = listing()
    rows = [
        {"name": r.name, "title": r.title, "source": r.source, "origin": r.origin}
        for r in found
    ]
    for problem in problems:
        click.echo(_("warning: {problem}").format(problem=problem), err=True)
    if as_json:
        return emit_json(rows)
    for row in rows:
        click.echo(f"{row['name']:<12} {row['title']}  ({row['origin']})")


@click.command("status")
@json_option
@pass_env
def status(env: Env, as_json: bool) -> None:
    """The table now: campaign, ruleset, adventure, session, scene, the Master
    (where the ruleset has one) and each character's headline values.

    Example: journal status
    """
    from journal.projections.status import status_lines, table_status

    found = table_status(env.app.current_state(env.campaign), env.lang)
    if as_json:
        return emit_json(found)
    for line in status_lines(found, env.lang):
        click.echo(line)


@click.command("dice")
@click.argument("expression")
@click.option("--for", "character", metavar="CHAR", help="Whose roll it is.")
@click.option("--note", metavar="TEXT", help="What the roll was for.")
@dice_options
@json_option
@pass_env
def dice(env: Env, expression, character, note, dice, seed, as_json) -> None:
    """Record a free roll of EXPRESSION, in any ruleset.

    Notation: 3d6+2, 1d100 (a typed 0 or 00 is 100), 4d6kh3 (keep the 3
    highest), 2d6kl1 (keep the lowest), 1d8! (rolled again and added on its
    maximum); a total never falls below 0. --dice: every face in order,
    explosions included.

    \b
    Examples:
      journal dice 2d6+6 --for Kira --note "TAG" --dice 4,5
      journal dice "1d8!+1d6!" --dice 8,3,4
    """
    source = make_dice(dice, seed)
    record(
        env, lambda c, s: c.roll_free(expression, character, note, source, s), as_json
    )


class TrackGroup(click.Group):
    """`track CHAR` shows; `track add|gain|spend|set ...` records."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        first = args[0] if args else None
        if first and first not in self.commands and first not in ctx.help_option_names:
            args = ["show", *args]
        return super().parse_args(ctx, args)


@click.group("track", cls=TrackGroup)
def track() -> None:
    """Tracked resources: the ruleset's (Riserva, PF, tenacia, ...) and the
    table's own (coins, arrows, a countdown).

    \b
    Examples:
      journal track Kira
      journal track add Kira frecce --min 0 --max 20 --value 12
      journal track spend Kira frecce 1 --reason "colpo al drone"
      journal track gain Kira tenacia 2 --reason riposo
    """


@track.command("show")
@click.argument("character")
@json_option
@pass_env
def track_show(env: Env, character: str, as_json: bool) -> None:
    """CHARACTER's tracked resources: value and bounds."""
    from journal.projections.sheet import tracks_json

    sheet = env.app.current_state(env.campaign).character(character)
    found = tracks_json(sheet)
    if as_json:
        return emit_json(found)
    for name, entry in found.items():
        low = "" if entry["min"] is None else entry["min"]
        high = "" if entry["max"] is None else entry["max"]
        click.echo(f"{name:<16} {entry['value']:>6}   [{low}..{high}]")


@track.command("add")
@click.argument("character")
@click.argument("name")
@click.option(
    "--min",
    "minimum",
    type=click.IntRange(-(10**6), 10**6),
    default=0,
    show_default=True,
    help="The lowest value (--no-min: none).",
)
@click.option("--no-min", is_flag=True, help="No lowest value.")
@click.option(
    "--max",
    "maximum",
    type=click.IntRange(-(10**6), 10**6),
    default=None,
    help="The highest value (default: none).",
)
@click.option(
    "--value", type=click.IntRange(-(10**6), 10**6), default=0, show_default=True
)
@json_option
@pass_env
def track_add(env: Env, character, name, minimum, no_min, maximum, value, as_json):
    """Track a resource of the table's for CHARACTER (NAME, bounds, value)."""
    low = None if no_min else minimum
    record(
        env,
        lambda c, s: c.add_track(character, name, low, maximum, value, s),
        as_json,
    )


def _change(sign: int):
    @click.argument("character")
    @click.argument("name")
    @click.argument("amount", type=click.IntRange(1, 10**6))
    @click.option("--reason", metavar="TEXT", help="Why (kept in the log).")
    @json_option
    @pass_env
    def change(env: Env, character, name, amount, reason, as_json) -> None:
        record(
            env,
            lambda c, s: c.change_track(character, name, sign * amount, reason, s),
            as_json,
        )

    return change


track.command("gain", help="CHARACTER gains AMOUNT of track NAME (up to its maximum).")(
    _change(+1)
)
track.command(
    "spend", help="CHARACTER spends AMOUNT of track NAME (never below its minimum)."
)(_change(-1))


@track.command("set")
@click.argument("character")
@click.argument("name")
@click.argument("value", type=click.IntRange(-(10**6), 10**6))
@click.option("--reason", metavar="TEXT", help="Why (kept in the log).")
@json_option
@pass_env
def track_set(env: Env, character, name, value, reason, as_json) -> None:
    """Set CHARACTER's track NAME to VALUE (within its bounds)."""
    record(env, lambda c, s: c.set_track(character, name, value, reason, s), as_json)
