"""What a user reads when a command does not go through: a refusal (one line,
in the language asked for) or a failure (one line, never a traceback)."""

from __future__ import annotations

import os

from journal.domain.errors import JournalError


def refusal(env, error: JournalError) -> str:
    """The refusal's line in the language asked for (--lang, JOURNAL_LANG)."""
    message, section = refusal_parts(env, error)
    return f"{message} ({section})" if section else message


def refusal_parts(env, error: JournalError) -> tuple[str, str | None]:
    """The refusal's message and the rule (its rulebook section) it names, in
    the language asked for."""
    if env.lang == "en":
        return error.message, error.section
    from journal.projections.refusals import translated_parts

    try:
        ruleset = env.ruleset_name
    except Exception:  # noqa: BLE001 - no store or campaign: the core's words
        ruleset = None
    return translated_parts(error.message, error.section, env.lang, ruleset)


def refusal_json(message: str, rule: str | None) -> str:
    """A refusal under --json: one JSON document, {"refused", "rule"}."""
    import json

    return json.dumps({"refused": message, "rule": rule}, ensure_ascii=False)


def failure_json(line: str) -> str:
    """describe_failure's line under --json: {"refused", "rule"} or {"error"}."""
    import json

    kind, _, text = line.partition(": ")
    if kind != "refused":
        return json.dumps({"error": text}, ensure_ascii=False)
    if text.endswith(")") and " (" in text:
        message, _, rule = text[:-1].rpartition(" (")
        return refusal_json(message, rule)
    return refusal_json(text, None)


CLASH = "someone else recorded in this campaign at the same moment; try again"


def describe_failure(error: Exception) -> str:
    """The one line (with its `refused:` or `error:` prefix) for a failure."""
    import sqlite3

    from eventsourcing.persistence import IntegrityError, PersistenceError
    from eventsourcing.utils import TopicError

    if isinstance(error, TopicError):  # an event of a format it cannot read
        return f"refused: {unreadable(error)}"
    if isinstance(error, IntegrityError):
        return f"error: {CLASH}"
    if isinstance(error, OSError) and error.filename and not store_file(error):
        return f"error: cannot use {shown_path(error.filename)}: {error.strerror}"
    if isinstance(error, sqlite3.Error | OSError | PersistenceError):
        return "error: the store cannot be used: " + " ".join(str(error).split())
    return f"error: {type(error).__name__}: {error} (set JOURNAL_DEBUG=1 for details)"


def store_file(error: OSError) -> bool:
    """Whether a failing file is the store itself (or one of SQLite's beside it)."""
    import os

    name = os.path.basename(str(error.filename))
    store = os.path.basename(os.environ.get("JOURNAL_STORE", "") or "journal.sqlite3")
    return name.startswith(store)


def shown_path(path) -> str:
    """A file's name as one short line (a name of 300 characters is cut)."""
    from journal.domain.text import one_line

    text = one_line(os.fsdecode(path) if isinstance(path, bytes) else str(path))
    return text if len(text) <= 80 else f"{text[:40]}…{text[-30:]}"


def unreadable(error: Exception) -> str:
    topic = str(error).split("'")[1] if "'" in str(error) else str(error)
    return (
        f"the store holds an event this journal cannot read ({topic}): it was "
        "written before the oldest stored format this version reads, or by a newer "
        "journal (journal: stored formats)"
    )
