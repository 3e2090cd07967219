"""The rulesets the journal knows: one descriptor each, resolved by name.

A ruleset is a plug-in. Its `Ruleset` descriptor names, as "module:attribute"
strings loaded only when used, everything the core needs from it: the campaign
aggregate (whose `sheet_class` is the sheet schema), its command-line verbs, its
read-model views and phrases, its templates. The built-in rulesets sit in a
static table, so a recording command never scans installed packages; other
packages register under the entry-point group `journal.rulesets`, which the
application layer reads (see `journal.plugins`) and hands in through `install`.
The core imports no ruleset module: only this table names them, as text.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from domain.errors import NotFound

ENTRY_POINT_GROUP = "journal.rulesets"

BUILTIN = {  # name -> the descriptor, loaded on first use
    "daimon2090": "domain.daimon2090.plugin:RULESET",
    "brp": "domain.brp.plugin:RULESET",
    "fdt": "domain.fdt.plugin:RULESET",
    "microd6": "domain.microd6.plugin:RULESET",
    "azioni": "domain.azioni.plugin:RULESET",
}


@dataclass(frozen=True)
class Ruleset:
    """What the core needs from a ruleset (see docs/rulesets.md)."""

    name: str  # stored in every campaign of it: never change it
    title: str  # "Dàimon 2090"
    campaign: str  # "pkg.module:Class": the aggregate (a Campaign + Aggregate)
    source: str = ""  # where its rules come from (the rulebook)
    cli: str | None = None  # module: COMMANDS, ALIASES, EXTRAS, parse_sheet_file
    views: str | None = None  # module: sheet_json, sheet_text, summary, ...
    phrases: str | None = None  # module: PHRASES {lang: {key: template}}, EXTRAS
    templates: str | None = None  # package with messages.toml and template overrides
    origin: str = "built in"  # or "package NAME VERSION", set when loaded

    def campaign_class(self) -> type:
        return load(self.campaign)

    def sheet_class(self) -> type:
        return self.campaign_class().sheet_class

    def module(self, which: str) -> Any | None:
        """The `cli`, `views` or `phrases` module, imported on first use."""
        name = getattr(self, which)
        return importlib.import_module(name) if name else None


def load(reference: str) -> Any:
    """The object a "module:attribute" reference names."""
    module, _, attribute = reference.partition(":")
    found = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        found = getattr(found, part)
    return found


_loaded: dict[str, Ruleset] = {}
_external: Callable[[str], Ruleset | None] | None = None


def install(finder: Callable[[str], Ruleset | None]) -> None:
    """Let `ruleset()` ask `finder` for names that are not built in (the
    application installs one that reads the `journal.rulesets` entry points)."""
    global _external
    _external = finder


def ruleset(name: str) -> Ruleset:
    """The ruleset called `name`: built in, else from an installed package."""
    if name in _loaded:
        return _loaded[name]
    found = load(BUILTIN[name]) if name in BUILTIN else None
    if found is None and _external is not None:
        found = _external(name)
    if found is None:
        known = ", ".join(BUILTIN)
        raise NotFound(
            f"no ruleset called {name!r}; known rulesets: {known} (and any "
            "installed package's: see `journal rulesets`)",
            "journal: rulesets",
        )
    _loaded[name] = found
    return found


def campaign_class(name: str) -> type:
    """The campaign aggregate class of a ruleset."""
    return ruleset(name).campaign_class()


def sheet_class(name: str) -> type:
    """The character sheet class of a ruleset."""
    return ruleset(name).sheet_class()
