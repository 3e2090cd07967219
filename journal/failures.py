"""What a user reads when a command does not go through: a refusal (one line,
in the language asked for) or a failure (one line, never a traceback)."""

from __future__ import annotations

import os

from journal.domain.errors import JournalError
from journal.i18n import N_, _


def refusal(env, error: JournalError) -> str:
    """The refusal's line: its message was translated where it was raised
    (journal.i18n), in the language in use."""
    return error.line()


def refusal_parts(env, error: JournalError) -> tuple[str, str | None]:
    """The refusal's message and the rule (its rulebook section) it names, in
    the language in use (a journal section, marked with N_, translated here)."""
    return error.message, _(error.section) if error.section else None


def refusal_json(message: str, rule: str | None) -> str:
    """A refusal under --json: one JSON document, {"refused", "rule"}."""
    import json

    return json.dumps({"refused": message, "rule": rule}, ensure_ascii=False)


def failure_json(line: str) -> str:
    """describe_failure's line under --json: {"refused", "rule"} or {"error"}."""
    import json

    refused = _("refused: {line}").format(line="")
    if not line.startswith(refused):
        text = line.partition(": ")[2]
        return json.dumps({"error": text}, ensure_ascii=False)
    text = line[len(refused) :]
    if text.endswith(")") and " (" in text:
        message, _sep, rule = text[:-1].rpartition(" (")
        return refusal_json(message, rule)
    return refusal_json(text, None)


CLASH = N_("someone else recorded in this campaign at the same moment; try again")


def describe_failure(error: Exception) -> str:
    """The one line (with its `refused:` or `error:` prefix) for a failure."""
    import sqlite3

    from eventsourcing.persistence import IntegrityError, PersistenceError
    from eventsourcing.utils import TopicError

    from journal.projections.pdf_layout import LayoutStopped

    if isinstance(error, LayoutStopped):  # a PDF's worker died (pdf_worker)
        return _("error: {problem}").format(problem=error)
    if isinstance(error, TopicError):  # an event of a format it cannot read
        return _("refused: {line}").format(line=unreadable(error))
    if isinstance(error, IntegrityError):
        return _("error: {problem}").format(problem=_(CLASH))
    if isinstance(error, OSError) and error.filename and not store_file(error):
        return _("error: cannot use {path}: {reason}").format(
            path=shown_path(error.filename), reason=error.strerror
        )
    if isinstance(error, sqlite3.Error | OSError | PersistenceError):
        return _("error: the store cannot be used: {reason}").format(
            reason=" ".join(str(error).split())
        )
    return _("error: {kind}: {error} (set JOURNAL_DEBUG=1 for details)").format(
        kind=type(error).__name__, error=error
    )


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
    return _(
        "the store holds an event this journal cannot read ({topic}): it was "
        "written before the oldest stored format this version reads, or by a newer "
        "journal (journal: stored formats)"
    ).format(topic=topic)
