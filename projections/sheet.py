"""The character sheet read model for any ruleset: the core's keys, then the
ruleset's views (`projections/<ruleset>/views.py`, see docs/rulesets.md)."""

from __future__ import annotations

from functools import cache


@cache
def views(ruleset: str | None):
    """The ruleset's views module, or None."""
    if not ruleset:
        return None
    from journal.domain.rulesets import ruleset as find

    return find(ruleset).module("views")


def view(ruleset: str | None, name: str, default=None):
    """One function or value of the ruleset's views, or `default`."""
    module = views(ruleset)
    return getattr(module, name, default) if module is not None else default


def sheet_json(sheet, ruleset: str) -> dict:
    """`journal show --json`: id, name, player, ruleset, status, tracks, then the
    ruleset's own keys."""
    data = {
        "id": sheet.id,
        "name": sheet.name,
        "player": sheet.player,
        "ruleset": ruleset,
        "status": sheet.status,
        "tracks": tracks_json(sheet),
    }
    if getattr(sheet, "npc", False):
        data["npc"] = True
    own = view(ruleset, "sheet_json")
    if own is not None:
        data.update(own(sheet))
    return data


def tracks_json(sheet) -> dict:
    """{NAME: {value, min, max}} for every track, declared or the table's."""
    return {
        name: {"value": v["value"], "min": v["min"], "max": v["max"]}
        for name, v in sheet.track_views().items()
    }


def sheet_text(sheet, ruleset: str, lang: str) -> str:
    own = view(ruleset, "sheet_text")
    text = own(sheet, lang) if own is not None else _plain_text(sheet, ruleset, lang)
    extra = table_tracks(sheet)
    return f"{text}\n  {extra}" if extra and own is not None else text


def _plain_text(sheet, ruleset: str, lang: str) -> str:
    values = "   ".join(
        f"{label} {value}" for label, value in summary(sheet, ruleset, lang)
    )
    status = status_word(sheet.status, lang, ruleset)
    return f"{sheet.name}  ({sheet.player})  [{status}]\n  {values}"


def status_word(status: str, lang: str, ruleset: str | None = None) -> str:
    """A status in `lang`: the core's words, a ruleset's own ('dying')."""
    from journal.projections.phrases import phrase

    return phrase(lang, f"status_{status}", status, ruleset=ruleset)


def table_tracks(sheet) -> str:
    """The table's own tracks as one line: 'frecce 12/20   monete 3'."""
    return "   ".join(f"{name} {_value(v)}" for name, v in sheet.tracks.items())


def _value(view_: dict) -> str:
    return (
        f"{view_['value']}/{view_['max']}"
        if view_["max"] is not None
        else str(view_["value"])
    )


def summary(sheet, ruleset: str, lang: str) -> list[tuple[str, str]]:
    """Headline columns: the ruleset's, else every track."""
    own = view(ruleset, "summary")
    if own is not None:
        return list(own(sheet, lang))
    return [(v.get("label", n), _value(v)) for n, v in sheet.track_views().items()]


def summary_row(sheet, ruleset: str, lang: str) -> dict:
    """`character list` and `status`: who, headline columns, each track's value."""
    row = {
        "id": sheet.id,
        "name": sheet.name,
        "player": sheet.player,
        "status": sheet.status,
        "columns": summary(sheet, ruleset, lang),
        "npc": bool(getattr(sheet, "npc", False)),
    }
    for name, entry in sheet.track_views().items():
        row.setdefault(name, entry["value"])
    return row
