"""What a user reads when a command does not go through: a refusal (one line,
in the language asked for) or a failure (one line, never a traceback)."""

from __future__ import annotations

from domain.errors import JournalError


def refusal(env, error: JournalError) -> str:
    """The refusal's line in the language asked for (--lang, JOURNAL_LANG)."""
    if env.lang == "en":
        return error.line()
    from projections.refusals import translated

    try:
        ruleset = env.ruleset_name
    except Exception:  # noqa: BLE001 - no store or campaign: the core's words
        ruleset = None
    return translated(error.message, error.section, env.lang, ruleset)


def describe_failure(error: Exception) -> str:
    import sqlite3

    from eventsourcing.persistence import IntegrityError, PersistenceError

    if isinstance(error, IntegrityError):
        return "someone else recorded in this campaign at the same moment; try again"
    if isinstance(error, (sqlite3.Error, OSError, PersistenceError)):
        return "the store cannot be used: " + " ".join(str(error).split())
    return f"{type(error).__name__}: {error} (set JOURNAL_DEBUG=1 for details)"
