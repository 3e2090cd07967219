"""The creation tables (data/creation.toml's content, handed in by the application).

The domain never reads files: journal/data.py loads the table and the commands pass
its content here. These helpers only look things up in it: the social-class and
particular-event tables [GENERAZIONE CASUALE, EVENTI PARTICOLARI], the sample skills
with their kind and generic [ABILITÀ DI ESEMPIO], the armed classes [ARMI E
PROTEZIONI INIZIALI].
"""

from __future__ import annotations

from typing import Any

from journal.domain.text import fold_key

EVENT_TABLES = ("discendente", "stabile", "ascendente")  # tables 1, 2, 3


def social_class_name(tables: dict, score: int) -> str:
    """'Proletario, piccolo commerciante' for 3 [CLASSE SOCIALE]."""
    return tables["classi_sociali"][score - 1]


def generation_table(tables: dict, social_class: int) -> dict:
    """The class/trait table of a social class 1..6: {titolo, righe}."""
    return tables["generazione"][social_class - 1]


def event_table(tables: dict, number: int) -> dict:
    """Particular-event table 1, 2 or 3: {titolo, righe}."""
    return tables["eventi"][number - 1]


def alternatives(cell: str) -> list[str]:
    """A table's class cell as class names: 'Guardia, soldato' -> Guardia, Soldato."""
    names = [part.strip() for part in cell.split(",") if part.strip()]
    return [name[0].upper() + name[1:] for name in names]


def skill_catalogue(tables: dict | None) -> dict[str, dict[str, Any]]:
    """The sample skills by folded name: {name, kind, generic, classes, group}."""
    if not tables:
        return {}
    catalogue = {}
    for group in tables["abilita"]:
        for row in group["righe"]:
            catalogue[fold_key(row["nome"])] = {
                "name": row["nome"],
                "kind": row["tipo"],
                "generic": row.get("generica"),
                "classes": [c for c in row["classi"].split(", ") if c],
                "group": group["gruppo"],
            }
    return catalogue


def armed(tables: dict | None, classes: list[str]) -> tuple[bool, bool]:
    """(a combat or criminal class, a special one) among `classes`."""
    if not tables:
        return False, False
    lists = tables["dotazione_iniziale"]
    owned = {fold_key(name) for name in classes}
    combat = lists["combattimento"] + lists["criminali"]
    return (
        any(fold_key(name) in owned for name in combat),
        any(fold_key(name) in owned for name in lists["speciali"]),
    )


def fill_from_catalogue(skills: dict[str, dict], catalogue: dict) -> dict:
    """A skill's kind when left out: the sample skill's, else S; a specific
    skill's generic when left out: the sample skill's (cli.md, Sheet files)."""
    for name, skill in skills.items():
        sample = catalogue.get(fold_key(name), {})
        if skill["kind"] is None:
            skill["kind"] = sample.get("kind", "S")
        if skill["kind"] == "S" and skill["generic"] is None:
            skill["generic"] = sample.get("generic")
    return skills
