"""Shell completion of names: characters and NPCs, players, characteristics,
skills, tracks, `why` fields, event ids, campaigns.

click completes commands and options by itself (`_JOURNAL_COMPLETE=bash_source
journal`, see the README); here every parameter that names one of those (by its
name: `character`, `--help-from`, `--char`, `--stat`, `track gain CHAR NAME`,
`why CHAR FIELD`, `void EVENT_ID`, ...) completes from the store of the command
line, for the core's verbs and every ruleset's alike, through click's public
API: the parameter's own `shell_complete(ctx, incomplete)` gives the names (its
type stays as it is). Completion never fails: anything wrong, no names.
"""

from __future__ import annotations

import click

from journal.domain.text import fold_key

CHARACTERS = {"character", "helpers", "helper", "healer", "payer", "heir", "dead"}
PLAYERS = {"present", "players", "player", "by", "daimon_player"}
SKILLS = {"skill"}
CHARACTERISTICS = {"characteristic", "char", "stat"}
CAMPAIGNS = {"name"}  # only under `campaign use`
EVENTS = {"event_id", "entry"}  # `void last`, `eventlog note last`
TRACK_VERBS = {"gain", "spend", "set"}  # `track gain CHAR NAME`


def attach(command: click.Command) -> click.Command:
    """Give `command` (and the commands under it) name completion, through
    click's public `Parameter.shell_complete(ctx, incomplete)`: each naming
    parameter's is this module's completer for its kind of name."""
    for param in command.params:
        if isinstance(param.type, click.Choice) or "shell_complete" in vars(param):
            continue  # its own words, or completed already
        found = _completer(command, param)
        if found is not None:
            param.shell_complete = _completing(found, param)
    for sub in getattr(command, "commands", {}).values():
        attach(sub)
    return command


def _completing(found, param):
    """`param.shell_complete(ctx, incomplete)`, answered by `found`."""

    def shell_complete(ctx: click.Context, incomplete: str) -> list:
        return found(ctx, param, incomplete)

    return shell_complete


def _completer(command, param):
    if param.name in CHARACTERS or param.name == "characters":
        return characters
    if param.name in PLAYERS:
        return players
    if param.name in SKILLS:
        return skills
    if param.name in CHARACTERISTICS:
        return characteristics
    if param.name == "field":
        return why_fields
    if param.name == "name" and command.name in TRACK_VERBS:
        return tracks
    if param.name == "event_id":
        return event_ids
    if param.name in CAMPAIGNS and command.name == "use":
        return campaigns
    if param.name in EVENTS:
        return newest
    return None


def newest(ctx, param, incomplete: str) -> list:
    """The words for the newest event, in English and Italian (`annulla ultimo`)."""
    return _matching(["last", "ultimo"], incomplete)


def characters(ctx, param, incomplete: str) -> list:
    state = _state(ctx)
    names = [sheet.name for sheet in state.characters.values()] if state else []
    return _matching(_shortest(names), incomplete)


def players(ctx, param, incomplete: str) -> list:
    state = _state(ctx)
    return _matching(state.players if state else [], incomplete)


def skills(ctx, param, incomplete: str) -> list:
    sheet = _sheet(ctx)
    return _matching(list(getattr(sheet, "skills", {}) or {}), incomplete)


def _sheet(ctx):
    state = _state(ctx)
    who = ctx.params.get("character") or _typed_character(ctx)
    try:
        return state.character(who) if state and who else None
    except Exception:  # noqa: BLE001 - completion never fails
        return None


def characteristics(ctx, param, incomplete: str) -> list:
    sheet = _sheet(ctx)
    found = getattr(sheet, "characteristics", None) or getattr(sheet, "stats", None)
    return _matching(list(found or {}), incomplete)


def tracks(ctx, param, incomplete: str) -> list:
    sheet = _sheet(ctx)
    return _matching(list(sheet.track_views()) if sheet else [], incomplete)


def why_fields(ctx, param, incomplete: str) -> list:
    from journal.projections.why import field_names

    sheet = _sheet(ctx)
    return _matching(field_names(sheet), incomplete) if sheet else []


def event_ids(ctx, param, incomplete: str) -> list:
    from journal.context import env_of

    try:
        from journal.projections.slices import Slice

        env = env_of(ctx)
        found = Slice(env.app, env.campaign).recent_ids(30)
    except Exception:  # noqa: BLE001 - no store: the words for the newest only
        found = []
    return _matching(["last", "ultimo", *reversed(found)], incomplete)


def _typed_character(ctx) -> str | None:
    """The word after the verb on the line being completed (click passes the
    line in COMP_WORDS to bash, zsh and fish alike): a character typed before an
    option whose value is still missing, which click's parser leaves unread."""
    import os
    import shlex

    try:
        words = shlex.split(os.environ.get("COMP_WORDS", ""))
    except ValueError:
        return None
    if ctx.info_name in words:
        rest = words[words.index(ctx.info_name) + 1 :]
        return next((word for word in rest if not word.startswith("-")), None)
    return None


def campaigns(ctx, param, incomplete: str) -> list:
    from journal.context import env_of

    try:
        return _matching(list(env_of(ctx).app.registry().campaigns), incomplete)
    except Exception:  # noqa: BLE001
        return []


def _state(ctx):
    from journal.context import env_of

    try:
        env = env_of(ctx)
        return env.app.current_state(env.campaign)
    except Exception:  # noqa: BLE001 - no store, no campaign: no names
        return None


def _shortest(names: list[str]) -> list[str]:
    """A first name where it tells the character apart ("Kira"), else the name."""
    firsts = [name.split()[0] for name in names]
    return [
        first if firsts.count(first) == 1 else name
        for first, name in zip(firsts, names, strict=True)
    ]


def _matching(names: list[str], incomplete: str) -> list:
    import os

    from click.shell_completion import CompletionItem

    key = fold_key(incomplete)
    found = [name for name in names if fold_key(name).startswith(key)]
    if os.environ.get("_JOURNAL_COMPLETE", "").startswith("bash"):
        found = [_bash_word(name) for name in found]
    return [CompletionItem(name) for name in found]


def _bash_word(name: str) -> str:
    """A name as one bash word: bash inserts a completion as it comes, so the
    spaces of "Movimento silenzioso" would make two arguments of it (zsh and
    fish quote what they insert themselves). Each special character gets a
    backslash, doubled because click's bash script reads the line with `read`
    (no -r), which takes one away."""
    import re

    return re.sub(r"([^\w@%+=:,./-])", r"\\\\\1", name)
