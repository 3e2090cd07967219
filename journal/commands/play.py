"""Recording play: adventures, sessions, scenes, rolls, wounds, reserve, voids."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.commands.pool import prova_options, warn_unowned
from journal.context import Env, pass_env
from journal.output import emit_records, json_option


def record(env: Env, command, as_json: bool) -> list[dict]:
    """Run one domain command on the campaign; print and return what it recorded."""
    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda campaign: command(campaign, stamp))
    emit_records(records, as_json, env.lang)
    return records


@click.group()
def adventure() -> None:
    """Adventures: each starts with every Riserva back to 7."""


@adventure.command("start")
@click.argument("title")
@json_option
@pass_env
def adventure_start(env: Env, title: str, as_json: bool) -> None:
    """Start adventure TITLE: every Riserva back to 7 (Riserva di dadi)."""
    record(env, lambda c, s: c.start_adventure(title, s), as_json)


@click.group()
def session() -> None:
    """Sessions: each start gives every present character +1 Riserva (max 7)."""


@session.command("start")
@click.option(
    "--present",
    multiple=True,
    metavar="PLAYER",
    help="A player at the table (repeat); default: every player.",
)
@click.option(
    "--date",
    "day",
    type=click.DateTime(["%Y-%m-%d"]),
    default=None,
    help="The day of play (default: today).",
)
@dice_options
@json_option
@pass_env
def session_start(env: Env, present, day, dice, seed, as_json: bool) -> None:
    """Start the next session: +1 Riserva each (max 7), then the first Master.

    Every present player rolls 1D6, except those who were first Master in
    earlier sessions (until everyone present has been); the highest is Master of
    the first scene; the tied highest re-roll among themselves (Master a
    rotazione). --dice: one face per player who rolls, in the order of
    --present (default: the order players joined), then the re-rolls, one per
    tied player in the same order. A single player at the table needs no dice.

    \b
    Example (Ana 3, Bruno 6, Carla 6; Bruno and Carla re-roll 2, 5: Carla):
      journal session start --present Ana --present Bruno --present Carla \\
          --dice 3,6,6,2,5
    """
    date = (day or env.stamp().at).date().isoformat()
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.start_session(date, list(present), s, source), as_json)


@session.command("end")
@json_option
@pass_env
def session_end(env: Env, as_json: bool) -> None:
    """End the open session (its scenes must be ended first) and print the
    fingerprint of the history so far: whoever writes it down can later tell,
    with `journal audit` or a chronicle, that nobody rewrote the session."""
    from journal.commands.trust import fingerprint_note

    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda c: c.end_session(stamp))
    fingerprint_note(env, records, as_json)


@click.group()
def scene() -> None:
    """Scenes: one episode, one place, the same characters."""


@scene.command("start")
@click.argument("title", required=False)
@json_option
@pass_env
def scene_start(env: Env, title: str | None, as_json: bool) -> None:
    """Start a scene.  Example: journal scene start "Il molo" """
    record(env, lambda c, s: c.start_scene(title, s), as_json)


@scene.command("end")
@click.option(
    "--award",
    "awards",
    multiple=True,
    metavar="CHAR=N[:REASON]",
    help="Riserva dice the Master awards (repeat). REASON: interpretation, "
    "danger, narration, daimon, master, enrichment.",
)
@dice_options
@json_option
@pass_env
def scene_end(env: Env, awards: tuple[str, ...], dice, seed, as_json: bool) -> None:
    """End the scene, with the Master's awards; then the Master role passes.

    A keep or claim declared during the scene (`journal master keep|claim`)
    decides the next Master; else the players still holding a token roll 1D6
    (never the outgoing Master) and the highest takes the role; the tied
    highest re-roll (Master a rotazione). --dice: one face per player who rolls
    (token holders, or the players who paid to claim), in the order of the
    session's present players, then the re-rolls, one per tied player in the
    same order. No dice when nobody rolls (one candidate, or a keep).

    \b
    Examples:
      journal scene end --award Kira=2:danger --award Dario=1
      journal scene end --dice 4,6
    """
    parsed = [parse_award(text) for text in awards]
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.end_scene(s, parsed, source), as_json)


def parse_award(text: str) -> tuple[str, int, str | None]:
    name, sep, rest = text.partition("=")
    dice, _, reason = rest.partition(":")
    if not sep or not name.strip() or not dice.strip().isdigit():
        raise click.BadParameter(
            f"{text!r}: write CHAR=N or CHAR=N:REASON", param_hint="--award"
        )
    return name.strip(), int(dice), reason.strip() or None


@click.command("roll")
@click.argument("character")
@prova_options(note=False)
@click.option(
    "--help-from",
    "helpers",
    multiple=True,
    metavar="CHAR",
    help="A character giving one die of its Riserva (Aiuto da altri): it joins "
    "the pool and is discarded whatever the outcome. At most one.",
)
@click.option("--target", type=int, required=True, help="Difficulty 1..7.")
@click.option("--note", metavar="TEXT", help="What happened, in words.")
@dice_options
@json_option
@pass_env
def roll(
    env: Env,
    character: str,
    characteristic: str,
    skill,
    klass,
    trait,
    bonus,
    malus,
    reserve,
    helpers,
    target,
    note,
    dice,
    seed,
    as_json: bool,
) -> None:
    """Roll a Prova for CHARACTER: the pool is computed from the sheet.

    Pool = characteristic + skill + class + trait + bonus − malus − wound penalty
    + Riserva + help. Each 4–6 is a success; passed if successes ≥ target. On
    success the Riserva dice are discarded, on failure all but one come back; a
    help die is always discarded.

    \b
    Example (typed dice from the table):
      journal roll Kira --char agilita --skill Furtività --reserve 2 \\
          --target 3 --dice 6,5,2,1,4,3,3
      journal roll Kira --char intelligenza --skill Hacking --help-from Dario \\
          --target 4
    """
    from domain.daimon2090.rules import Prova, one_helper

    prova = Prova(
        character,
        characteristic,
        target,
        skill,
        klass,
        trait,
        bonus,
        malus,
        reserve,
        note,
        helper=one_helper(helpers),
    )
    source = make_dice(dice, seed)
    warn_unowned(record(env, lambda c, s: c.roll_prova(prova, source, s), as_json))


@click.command("wound")
@click.argument("character")
@click.argument("wounds", type=int)
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def wound(env: Env, character: str, wounds: int, reason, as_json: bool) -> None:
    """CHARACTER suffers WOUNDS wounds (capped at 2 × Potenza).

    Example: journal wound Kira 2 --reason "colpo di pistola"
    """
    record(env, lambda c, s: c.suffer_wound(character, wounds, reason, s), as_json)


@click.command("void")
@click.argument("event_id")
@click.option("--reason", required=True, metavar="TEXT")
@json_option
@pass_env
def void(env: Env, event_id: str, reason: str, as_json: bool) -> None:
    """Void EVENT_ID (or `last`): a correction; the event stays in the log.

    Every sheet and chronicle then ignores its effects; voiding the void
    restores them. Example: journal void 7k2m9x4q --reason "award was for Dario"
    """
    records = env.app.void(env.campaign, event_id, reason, env.stamp())
    emit_records(records, as_json, env.lang)
