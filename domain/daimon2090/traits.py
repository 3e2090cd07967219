"""Trait effects: 'Empatia -1D' on a trait changes the pools that use Empatia."""

from __future__ import annotations

import re

from journal.domain.text import fold_key

_NUMBER = r"(?P<sign>[+\-−])\s*(?P<dice>\d{1,2})\s*[dD]?"
_TARGET = r"(?P<target>[^\W\d_][^\d+\-−]*?)"
_EFFECTS = (rf"{_TARGET}\s*{_NUMBER}", rf"{_NUMBER}\s+{_TARGET}")  # re caches them


def trait_effects(traits: list) -> list[tuple[str, int]]:
    """(target, signed dice) for each trait effect like 'Empatia -1D' or '+1 Agilità'.

    Effects that do not read as a name and a signed number are narrative only.
    """
    found = []
    for trait in traits:
        effect = trait.get("effect") if isinstance(trait, dict) else None
        match = _effect(effect) if isinstance(effect, str) else None
        if match:
            sign = -1 if match["sign"] in "-−" else 1
            found.append((match["target"].strip(), sign * int(match["dice"])))
    return found


def reaches(target: str, name: str | None) -> bool:
    """Whether an effect on `target` reaches the score `name`: the same name, or
    a family the name begins with ("Cultura -3D" reaches "Cultura Generale")."""
    if not name:
        return False
    wanted, words = _words(target), _words(name)
    return bool(wanted) and words[: len(wanted)] == wanted


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", fold_key(text))


def _effect(text: str) -> re.Match | None:
    text = text.strip()
    return next((m for e in _EFFECTS if (m := re.fullmatch(e, text))), None)
