"""What each social class can obtain, and how (RISORSE PER CLASSE SOCIALE).

Rulebook: RISORSE (Acquistare o reperire risorse, Denaro contante, Risorse per
classe sociale; digest section 10). The six tables are data
(data/resources.toml, handed in by the application): each lists the resources
of immediate availability, on request, and partial. `journal resources
acquire` finds an item's availability in the table of the character's current
social class; the table's word, given with --availability, still wins.
"""

from __future__ import annotations

import re

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

SECTION = "Risorse per classe sociale"
COLUMNS = {"immediate": "immediata", "request": "su_richiesta", "partial": "parziale"}
WEAPONS = "armi"  # the word every class's table uses for weapons
TRACKED = range(1, 7)  # social class 7 has no table: it is not tracked


def class_row(tables: dict, klass: int) -> dict | None:
    """The table of social class `klass` (None for class 7)."""
    return next((row for row in tables["classi"] if row["classe"] == klass), None)


def resources(text: str) -> list[str]:
    """A row's resources, as the seed separates them with commas."""
    return [part.strip() for part in text.split(",") if part.strip()]


def words(text: str) -> list[str]:
    return re.findall(r"\w+", fold_key(text))


def names(entry: str, item: str) -> bool:
    """Whether `item`'s words appear, in order and together, in `entry`."""
    wanted, found = words(item), words(entry)
    size = len(wanted)
    return bool(wanted) and any(
        found[i : i + size] == wanted for i in range(len(found) - size + 1)
    )


def matches(tables: dict, klass: int, item: str, weapon=False) -> list[tuple]:
    """(availability, resource) for each resource of the class that names `item`
    (Decision: a weapon no resource names is the class's weapons, "armi")."""
    row = class_row(tables, klass)
    if row is None:
        return []
    found = [
        (availability, entry)
        for availability, column in COLUMNS.items()
        for entry in resources(row[column])
        if names(entry, item)
    ]
    if not found and weapon:
        return matches(tables, klass, WEAPONS)
    return found


def availability_of(tables: dict, klass: int, item: str, weapon=False) -> tuple:
    """(availability, resource) for `item` in the table of social class `klass`,
    or a refusal asking the table for its word."""
    found = matches(tables, klass, item, weapon)
    kinds = sorted({availability for availability, _ignored in found})
    if len(kinds) == 1:
        return found[0]
    if not found:
        problem = f"the table of social class {klass} does not list {item!r}"
    else:
        listed = "; ".join(f"{a}: {entry}" for a, entry in found)
        problem = f"{item!r} is in more than one column of class {klass} ({listed})"
    raise RuleBroken(
        _(
            "{problem}: give its availability with --availability "
            "immediate|request|partial"
        ).format(problem=problem),
        SECTION,
    )


def cash(klass: int) -> int | None:
    """[DENARO CONTANTE] each class has twice the cash of the one below: class 1
    counts 1, class 6 counts 32; class 7 is not tracked (None)."""
    return 2 ** (klass - 1) if klass in TRACKED else None
