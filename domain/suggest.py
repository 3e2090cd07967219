"""Did you mean …? The known names closest to one typed wrong.

Every lookup of a name a user types (a character, a player, a campaign, a skill,
an event id, a command) that finds nothing says which known names come closest,
ignoring case and accents. Pure: difflib is the standard library's.
"""

from __future__ import annotations

from collections.abc import Iterable

from journal.domain.text import fold_key

CUTOFF = 0.6  # below this a name is not "close"
LIMIT = 3


def closest(word: str, candidates: Iterable[str], limit: int = LIMIT) -> list[str]:
    """The candidates closest to `word`, best first (at most `limit`)."""
    key = fold_key(word)
    if not key:
        return []
    scored: dict[str, float] = {}
    for candidate in candidates:
        score = _score(key, fold_key(candidate))
        if score >= CUTOFF and score > scored.get(candidate, 0):
            scored[candidate] = score
    ranked = sorted(scored, key=lambda name: (-scored[name], name))
    return ranked[:limit]


def _score(key: str, name: str) -> float:
    """How close `key` is to a name, or to one of its words (a first name) that
    begins with the same letter (typos seldom hit the first one)."""
    from difflib import SequenceMatcher  # only when a name was typed wrong

    if name.startswith(key) or key in name:
        return 0.95
    scores = [SequenceMatcher(None, key, name).ratio()]
    scores += [
        SequenceMatcher(None, key, part).ratio()
        for part in name.split()
        if part[:1] == key[:1]
    ]
    return max(scores)


def did_you_mean_named(word: str, spellings: dict[str, str]) -> str:
    """'; did you mean X?' where `spellings` maps each way a name is written
    (Italian, English, an abbreviation: "dex") to the name shown ("DES")."""
    shown: list[str] = []
    for found in closest(word, spellings, limit=6):
        if spellings[found] not in shown:
            shown.append(spellings[found])
    return did_you_mean(word, []) if not shown else _mean(shown[:LIMIT])


def _mean(names: list[str]) -> str:
    said = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    return f"; did you mean {said}?"


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """'; did you mean A, B or C?' (to end a refusal), or '' when none is close."""
    found = closest(word, candidates)
    if not found:
        return ""
    names = found[0] if len(found) == 1 else f"{', '.join(found[:-1])} or {found[-1]}"
    return f"; did you mean {names}?"
