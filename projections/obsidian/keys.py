"""Each note's subject key: what the note is about, the same from one export to
the next whatever its name (the vault's state file is keyed by it)."""

from __future__ import annotations

from journal.domain.text import fold_key

CAMPAIGN = "campaign"


def session(number: int) -> str:
    return f"session:{int(number)}"


def scene(number: int) -> str:
    return f"scene:{int(number)}"


def character(char_id: str) -> str:
    return f"character:{char_id}"


def player(name: str | None) -> str:
    return f"player:{fold_key(name or '')}"


def npc(name: str) -> str:
    return f"npc:{fold_key(name)}"


def document(name: str, item_id: str) -> str:
    """An entry of the event log (`eventlog`) or of a ruleset's document."""
    return f"{name}:{item_id}"
