"""Recording play's structure: adventures, sessions, scenes; and voids.

Any ruleset's campaign has these; a ruleset may add options to them (Dàimon
2090's Master roll at `session start`, its awards at `scene end`: see EXTRAS in
its `cli` module), which reach its domain methods as keyword arguments.
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.extras import ExtensibleGroup, keywords
from journal.output import emit_records, json_option
from journal.recording import record


@click.group(cls=ExtensibleGroup)
def adventure() -> None:
    """Adventures: a story arc of one or more sessions."""


@adventure.command("start")
@click.argument("title")
@json_option
@pass_env
def adventure_start(env: Env, title: str, as_json: bool, **extra) -> None:
    """Start adventure TITLE (the ruleset applies its own effects).

    Example: journal adventure start "Il carico del molo 9"
    """
    options = keywords(env, "adventure start", extra)
    record(env, lambda c, s: c.start_adventure(title, s, **options), as_json)


@click.group(cls=ExtensibleGroup)
def session() -> None:
    """Sessions: an evening of play, with the players present."""


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
    help="The day of play (default: today, where the table is).",
)
@json_option
@pass_env
def session_start(env: Env, present, day, as_json: bool, **extra) -> None:
    """Start the next session, with the players present.

    \b
    Example:
      journal session start --present Ana --present Bruno --date 2026-11-14
    """
    # the table's own day: an evening in California is already tomorrow in UTC
    date = (day.date() if day else env.stamp().at.astimezone().date()).isoformat()
    options = keywords(env, "session start", extra)
    record(
        env, lambda c, s: c.start_session(date, list(present), s, **options), as_json
    )


@session.command("end")
@click.option(
    "--summary",
    metavar="TEXT",
    help="What happened, in the table's words (later: `session summary N TEXT`).",
)
@json_option
@pass_env
def session_end(env: Env, summary: str | None, as_json: bool, **extra) -> None:
    """End the open session; a scene still open ends first (it says so). Then
    the session's fingerprint, sealing the history up to its end: whoever
    writes it down finds the same one in `session list` and every chronicle,
    however much is recorded later.

    \b
    Example:
      journal session end --summary "Kira e Dario rubano il carico del molo 9."
    """
    from journal.projections.phrases import say

    options, stamp = keywords(env, "session end", extra), env.stamp()
    closed = []

    def end(campaign) -> None:
        campaign.check_session("end a session")
        closed.append(campaign.end_open_scene(stamp))
        if summary is not None:
            campaign.summarize_session(None, summary, stamp)
        campaign.end_session(stamp, **options)

    records = env.app.change(env.campaign, end)
    fingerprint_note(env, records, as_json)
    if closed[0] is not None and not as_json:
        click.echo(say(env.lang, "term.scene_ended_first", number=closed[0]), err=True)


def fingerprint_note(env: Env, records: list[dict], as_json: bool) -> None:
    """What `session end` prints: its events, then the session's fingerprint
    (journal.seals), the one `session list` and the chronicles print for it."""
    from journal.projections.phrases import say
    from journal.seals import sealed_at

    (end,) = (r for r in records if r["type"] == "SessionEnded")
    campaign_id = env.app.campaign_id(env.campaign)
    fingerprint = sealed_at(env.app, campaign_id, [end["seq"]], "session end")[
        end["seq"]
    ]
    if as_json:
        end["fingerprint"] = fingerprint
        return emit_records(records, as_json, env)
    emit_records(records, as_json, env)
    click.echo(
        say(env.lang, "term.fingerprint", number=end["number"], value=fingerprint)
    )


@click.group(cls=ExtensibleGroup)
def scene() -> None:
    """Scenes: one episode, one place, the same characters."""


@scene.command("start")
@click.argument("title", required=False)
@click.option(
    "--description",
    metavar="TEXT",
    help="Where it happens, what it is about (later: `scene describe N TEXT`).",
)
@json_option
@pass_env
def scene_start(env: Env, title, description, as_json: bool, **extra) -> None:
    """Start a scene, with its TITLE and a description.

    \b
    Example:
      journal scene start "Il molo 9" --description "Pioggia acida, container."
    """
    options = keywords(env, "scene start", extra)

    def start(campaign, stamp) -> None:
        campaign.start_scene(title, stamp, **options)
        if description is not None:
            campaign.describe_scene(None, description, stamp)

    record(env, start, as_json)


@scene.command("end")
@json_option
@pass_env
def scene_end(env: Env, as_json: bool, **extra) -> None:
    """End the open scene.

    \b
    Example:
      journal scene end
    """
    options = keywords(env, "scene end", extra)
    record(env, lambda c, s: c.end_scene(s, **options), as_json)


@click.command("void")
@click.argument("event_id")
@click.option("--reason", required=True, metavar="TEXT")
@json_option
@pass_env
def void(env: Env, event_id: str, reason: str, as_json: bool) -> None:
    """Void EVENT_ID (or `last`): a correction; the event stays in the log.

    Every sheet and chronicle then ignores its effects; voiding the void
    restores them. `last` is the newest play event of the current session (or,
    between sessions, since the last one ended), a void included: `void last`
    right after a void undoes it, and says so. Name older events by their id
    (`journal log`). It prints what it voided.

    \b
    Examples:
      journal void last --reason "the award was meant for Dario"
      journal void last --reason "no: it was right"   # undoes the void above
      journal void 7k2m9x4q --reason "award was for Dario"
    """
    *records, target = env.app.void(env.campaign, event_id, reason, env.stamp())
    emit_records(records, as_json, env)
    if not as_json:
        from journal.projections.describe import describe
        from journal.projections.phrases import phrase

        what = describe(target, env.lang, ruleset=env.ruleset_name)
        click.echo(
            f"{'':8}  {phrase(env.lang, 'voided_event')}: {target['id']}  {what}"
        )
        if target["type"] == "EventVoided":  # an undo: say what counts again
            click.echo(f"{'':8}  {counts_again(env, target['target'])}")


def counts_again(env: Env, ref: str) -> str:
    """'counts again: ID  WHAT', of the event a void voided, its void undone."""
    from journal.eventref import find_event
    from journal.projections.describe import describe
    from journal.projections.phrases import say
    from journal.projections.slices import Slice

    source = Slice(env.app, env.campaign)
    record = source.record(find_event(env.app, env.campaign, source, ref))
    what = describe(record, env.lang, ruleset=env.ruleset_name)
    return say(env.lang, "void.undone", target=record["id"], what=what)


def _story_commands() -> None:
    from journal.commands import story

    session.add_command(story.session_list)
    session.add_command(story.session_summary)
    scene.add_command(story.scene_list)
    scene.add_command(story.scene_describe)


_story_commands()
