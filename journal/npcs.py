"""Non-player characters (`journal npc add`): from a sheet or stat-block file
without a player, or from quick stats on the command line (`FOR=11 DES=13`),
checked as a sheet file is.

A ruleset says how quick stats make a sheet in its cli `NPC`: `defaults`, the
sheet an NPC starts from (e.g. `creation = "import"`: ranges only), and
`tables`, the tables a `NAME=VALUE` goes into when NAME is not a key of the
sheet (the first whose keys know NAME, else the first open one: skills).
"""

from __future__ import annotations

import copy
import re

import click

from journal.domain.sheetmodel import fields_of, fold, inner, names_of


def npc_sheet(ruleset, name: str, stats: tuple[str, ...], sheet_file) -> dict:
    from journal.sheetfiles import checked_sheet, checked_stats

    if sheet_file is not None:
        if stats:
            raise click.UsageError("give a sheet with --from or stats, not both")
        return checked_sheet(ruleset, sheet_file, npc=True, name=name)
    return checked_stats(ruleset, quick_document(ruleset, name, stats), name)


def quick_document(ruleset, name: str, stats: tuple[str, ...]) -> dict:
    from journal.sheetfiles import model_of

    spec = getattr(ruleset.module("cli"), "NPC", None) or {}
    document = copy.deepcopy(spec.get("defaults", {}))
    document["name"] = name
    model = model_of(ruleset)
    for item in stats:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise click.UsageError(f"{item!r}: give each stat as NAME=VALUE")
        raw = raw.strip()
        value = int(raw) if re.fullmatch(r"-?\d{1,9}", raw) else raw
        _place(document, key.strip(), value, model, spec.get("tables", ()))
    return document


def _place(document: dict, key: str, value, model, tables) -> None:
    names = names_of(model) if model is not None else {}
    if fold(key) in names and names[fold(key)] not in tables:
        document[names[fold(key)]] = value
        return
    for table in tables:
        nested = inner(fields_of(model)[table][1].annotation)
        if nested is None or nested.how != "one":  # an open table: any name
            document.setdefault(table, {})[key] = value
            return
        known = names_of(nested.model)
        if fold(key) in known:
            document.setdefault(table, {})[known[fold(key)]] = value
            return
    document[key] = value  # the checks name it
