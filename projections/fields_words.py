"""A sheet's fields in words, for people: `why`, `diff` and the site's history
of every field say "PF" and "damage bonus", not `tracks.pf.value` or
`damage_bonus`, and a wound is its points, not its event id."""

from __future__ import annotations

import json

YES = {"en": "yes", "it": "sì"}
NO = {"en": "no", "it": "no"}


def words(key: object) -> str:
    """A key as words: `out_of_context` → "out of context"."""
    return str(key).replace("_", " ").strip()


def field_label(parts: list[str], labels: dict[str, str]) -> str:
    """A field's path as words; a track's value by the track's label."""
    if len(parts) >= 2 and parts[0] == "tracks" and parts[1] in labels:
        return " › ".join(
            [labels[parts[1]], *(words(p) for p in parts[2:] if p != "value")]
        )
    if parts and parts[0] in labels and parts[1:] in ([], ["current"], ["value"]):
        return labels[parts[0]]
    return " › ".join(words(part) for part in parts)


def shown(value: object, lang: str = "en") -> str:
    """A field's value as people read it (no Python literals, no ids)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return (YES if value else NO).get(lang, "yes" if value else "no")
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return shown(json.loads(value), lang)
        except ValueError:
            return value
    if isinstance(value, dict):
        inner = [f"{words(k)} {shown(v, lang)}" for k, v in value.items() if k != "id"]
        return ", ".join(inner) or "—"
    if isinstance(value, list | tuple):
        return "; ".join(shown(item, lang) for item in value) or "—"
    return str(value)


def track_labels(sheet) -> dict[str, str]:
    """Each track's key (and its sheet attribute) -> its label ("PF")."""
    labels: dict[str, str] = {}
    for name, entry in sheet.track_views().items():
        labels[name] = entry.get("label") or name
    for track in getattr(sheet, "TRACKS", ()):
        labels.setdefault(track.field, track.label)
    return labels
