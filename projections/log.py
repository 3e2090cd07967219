"""The event log read model: every event, in order, with void marks."""

from __future__ import annotations

from domain.text import fold_key, one_line
from projections.describe import describe


def filtered_log(records: list, session: int | None, character: str | None) -> list:
    """The log's records (from the read model), narrowed to a session or a character."""
    if session is not None:
        records = [r for r in records if r["session"] == session]
    if character:
        records = [r for r in records if concerns(r, character)]
    return records


def concerns(record: dict, name: str) -> bool:
    """Whether a record names the character: as its own, a side, or its helper."""
    key = fold_key(name)
    sides = [side for side in record.get("sides") or [] if isinstance(side, dict)]
    names = [record.get("character")] + [side.get("character") for side in sides]
    names.append(((record.get("breakdown") or {}).get("help") or {}).get("name"))
    return any(fold_key(str(name)).startswith(key) for name in names if name)


def log_lines(records: list[dict], lang: str) -> list[str]:
    lines = []
    for record in records:
        where = f"s{record['session'] or '-'}/sc{record['scene'] or '-'}"
        mark = "VOID " if record["void"] else ""
        lines.append(
            f"{record['seq']:>5}  {record['id']}  {where:<9} {mark}"
            f"{one_line(describe(record, lang))}"
        )
    return lines
