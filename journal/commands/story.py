"""The campaign's outline and its story: `session list|summary`, `scene
list|describe`, `player list` (any ruleset)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.recording import record


def _outline(env: Env, sealed: bool = False) -> tuple[list[dict], list[dict]]:
    """(sessions, scenes); with `sealed`, each session's `fingerprint` too: the
    one `session end` printed (journal.seals), None while it is open."""
    from journal.projections.story import TYPES, outline

    records = env.app.current_log(env.campaign, TYPES)
    sessions, scenes = outline(records)
    if sealed:
        from journal.seals import sealed_at

        ends = {r["number"]: r["seq"] for r in records if r["type"] == "SessionEnded"}
        campaign_id = env.app.campaign_id(env.campaign)
        found = sealed_at(env.app, campaign_id, ends.values(), "session list")
        for session in sessions:
            end = ends.get(session["number"])
            session["fingerprint"] = found[end] if end is not None else None
    return sessions, scenes


@click.command("list")
@json_option
@pass_env
def session_list(env: Env, as_json: bool) -> None:
    """The sessions: day of play, adventure, players, scenes, the fingerprint
    `session end` printed, and the summary.

    Example: journal session list
    """
    from journal.projections.phrases import say

    sessions, _ = _outline(env, sealed=True)
    if as_json:
        return emit_json(sessions)
    if not sessions:
        return click.echo(say(env.lang, "term.no_sessions"))
    for found in sessions:
        adventure = found["adventure"]["title"] if found["adventure"] else "—"
        scenes = say(env.lang, "term.scenes", n=len(found["scenes"]))
        state = f"  ({say(env.lang, 'term.open')})" if found["open"] else ""
        sealed = found["fingerprint"] and say(
            env.lang, "term.sealed", value=found["fingerprint"]
        )
        sealed = f"  ·  {sealed}" if sealed else ""
        click.echo(
            f"{found['number']:>3}  {found['date']}  {adventure}  ·  {scenes}  ·  "
            f"{', '.join(found['present'])}{state}{sealed}"
        )
        _indented(found["summary"])


@click.command("summary")
@click.argument("number", type=click.IntRange(1, 10**6))
@click.argument("text")
@json_option
@pass_env
def session_summary(env: Env, number: int, text: str, as_json: bool) -> None:
    """Write (or rewrite) session NUMBER's summary: TEXT, what happened.

    The newest summary counts; the older stay in the log. Chronicles print it
    under the session's title and in the story so far.

    Example: journal session summary 1 "Kira e Dario rubano il carico del molo 9."
    """
    record(env, lambda c, s: c.summarize_session(number, text, s), as_json)


@click.command("list")
@click.option("--session", type=int, help="Session N's scenes (default: the latest).")
@click.option("--all", "whole", is_flag=True, help="Every scene of the campaign.")
@json_option
@pass_env
def scene_list(env: Env, session: int | None, whole: bool, as_json: bool) -> None:
    """The scenes of the latest session (or of --session N, or --all): number,
    title, description.

    Example: journal scene list --session 1
    """
    from journal.projections.phrases import say

    sessions, scenes = _outline(env)
    if not whole:
        wanted = session or (sessions[-1]["number"] if sessions else None)
        scenes = [scene for scene in scenes if scene["session"] == wanted]
    if as_json:
        return emit_json(scenes)
    if not scenes:
        return click.echo(say(env.lang, "term.no_scenes"))
    for found in scenes:
        state = f"  ({say(env.lang, 'term.open')})" if found["open"] else ""
        where = say(env.lang, "term.session", number=found["session"])
        click.echo(f"{found['number']:>3}  {found['title'] or '—'}  ·  {where}{state}")
        _indented(found["description"])


@click.command("describe")
@click.argument("number", type=click.IntRange(1, 10**6))
@click.argument("text")
@json_option
@pass_env
def scene_describe(env: Env, number: int, text: str, as_json: bool) -> None:
    """Describe scene NUMBER: TEXT, where it happens and what it is about.

    Example: journal scene describe 2 "Un magazzino allagato, due guardie."
    """
    record(env, lambda c, s: c.describe_scene(number, text, s), as_json)


@click.command("list")
@json_option
@pass_env
def player_list(env: Env, as_json: bool) -> None:
    """The players and the characters each plays.

    Example: journal player list
    """
    from journal.projections.phrases import say

    state = env.app.current_state(env.campaign)
    rows = [
        {
            "name": player,
            "characters": [
                c.name for c in state.characters.values() if c.player == player
            ],
        }
        for player in state.players
    ]
    if as_json:
        return emit_json(rows)
    if not rows:
        return click.echo(say(env.lang, "term.no_players"))
    for row in rows:
        names = ", ".join(row["characters"]) or say(env.lang, "term.nobody_plays")
        click.echo(f"{row['name']}: {names}")


def _indented(text: str | None) -> None:
    import textwrap

    for line in (text or "").splitlines():
        click.echo(
            textwrap.fill(line, 78, initial_indent=" " * 5, subsequent_indent=" " * 5)
        )
