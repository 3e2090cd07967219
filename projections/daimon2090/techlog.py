"""The technology log read model (Log tecnologico): every technology in play.

A fold over the records: each TechnologyLogged that is not void, oldest first,
with who brought it in, its bonus and its negative feature. Searchable by word.
"""

from __future__ import annotations

from journal.domain.text import fold_key
from journal.projections.daimon2090.phrases import say as phrase

FIELDS = (
    "id",
    "name",
    "kind",
    "player",
    "character",
    "character_id",
    "bonus",
    "limit",
    "details",
    "cost",
    "award",
    "session",
    "scene",
    "at",
)
SEARCHED = ("name", "details", "bonus", "limit")


def technologies(records: list[dict]) -> list[dict]:
    """The technology log, oldest first (void entries left out), from the event
    log's records (the persistent read model: `JournalApp.current_log`)."""
    return [
        {field: record[field] for field in FIELDS}
        for record in records
        if record["type"] == "TechnologyLogged" and not record["void"]
    ]


def search_technologies(found: list[dict], word: str) -> list[dict]:
    """The technologies whose name, details, bonus or limit mention `word`."""
    key = fold_key(word)
    return [
        tech
        for tech in found
        if any(key in fold_key(tech[field] or "") for field in SEARCHED)
    ]


def tech_lines(found: list[dict], lang: str) -> list[str]:
    """Each technology: id, name, kind and player; then its details."""
    if not found:
        return [phrase(lang, "techlog.empty")]
    lines: list[str] = []
    for tech in found:
        kind = phrase(lang, f"techlog.{tech['kind']}")
        where = f"s{tech['session'] or '-'}/sc{tech['scene'] or '-'}"
        lines.append(
            f"{tech['id']}  {tech['name']}  [{kind}, {tech['player']}, {where}]"
        )
        for field in ("details", "bonus", "limit"):
            if tech[field]:
                label = phrase(lang, f"techlog.{field}")
                lines.append(f"{' ' * 10}{label}: {tech[field]}")
    return lines


# -- the technology log as a document (`chronicle --document techlog`) -----------

COLUMNS = ("name", "description", "bonus", "limit", "by", "kind")


def document_items(history: list, log: list[dict]) -> list[dict]:
    return technologies(log)


def techlog_row(tech: dict, t: dict, lang: str) -> tuple:
    """Nome, Descrizione, Bonus, Limite, Introdotta da, Tipo."""
    from journal.projections.logdocs import cell

    who = tech["player"]
    if tech["character"]:
        who = f"{who} ({tech['character']})"
    kind = phrase(lang, f"techlog.{tech['kind']}")
    fields = ("name", "details", "bonus", "limit")
    return (*(cell(tech[field]) for field in fields), cell(who), cell(kind))
