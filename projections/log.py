"""The event log read model: every event, in order, with void marks."""

from __future__ import annotations

from journal.domain.text import fold_key, one_line
from journal.projections.describe import describe


def filtered_log(
    records: list, session: int | None, character: str | None, ruleset=None
) -> list:
    """The log's records (from the read model), narrowed to a session or a character."""
    if session is not None:
        records = [r for r in records if r["session"] == session]
    if character:
        records = [r for r in records if concerns(r, character, ruleset)]
    return records


def concerns(record: dict, name: str, ruleset: str | None = None) -> bool:
    """Whether a record names the character: as its own, or as the ruleset's
    views say (a side of a confrontation, a helper, ...)."""
    from journal.projections.sheet import view

    key = fold_key(name)
    names = [record.get("character")]
    others = view(ruleset, "concerns")
    if others is not None:
        names += others(record)
    return any(fold_key(str(name)).startswith(key) for name in names if name)


def log_lines(records: list[dict], lang: str, ruleset: str | None = None) -> list[str]:
    lines = []
    for record in records:
        where = f"s{record['session'] or '-'}/sc{record['scene'] or '-'}"
        mark = "VOID " if record["void"] else ""
        lines.append(
            f"{record['seq']:>5}  {record['id']}  {where:<9} {mark}"
            f"{one_line(describe(record, lang, ruleset=ruleset))}"
        )
    return lines
