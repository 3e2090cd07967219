"""The rulesets the journal knows: one descriptor each, resolved by name.

A ruleset is a plug-in. Its `Ruleset` descriptor names, as "module:attribute"
strings loaded only when used, everything the core needs from it: the campaign
aggregate (whose `sheet_class` is the sheet schema), its command-line verbs, its
read-model views and phrases, its templates. Every ruleset, the five built in
included, is declared under the entry-point group `journal.rulesets` of the
package that brings it; the application layer reads them (see `journal.plugins`,
which keeps an index so that a recording command does not scan every installed
package) and hands the lookup in through `install`. The core imports no ruleset
module and names none.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Protocol

from journal.domain.errors import NotFound
from journal.i18n import N_, _

ENTRY_POINT_GROUP = "journal.rulesets"


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
    templates: str | None = None  # package with messages.py and template overrides
    locale: str | None = None  # package whose locale/ holds its gettext domain `name`
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
    module, _ignored, attribute = reference.partition(":")
    found = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        found = getattr(found, part)
    return found


class Finder(Protocol):
    """How the application finds rulesets (journal.plugins reads entry points)."""

    def __call__(self, name: str) -> Ruleset | None: ...

    def names(self) -> list[str]: ...


_loaded: dict[str, Ruleset] = {}
_finder: Finder | None = None


def install(finder: Finder) -> None:
    """Let `ruleset()` ask `finder` for rulesets by name (the application
    installs one that reads the `journal.rulesets` entry points)."""
    global _finder
    _finder = finder
    _loaded.clear()


def ruleset(name: str) -> Ruleset:
    """The ruleset called `name`, from the package that declares it."""
    if name in _loaded:
        return _loaded[name]
    found = _finder(name) if _finder is not None else None
    if found is None:
        known = ", ".join(_finder.names()) if _finder is not None else "none"
        raise NotFound(
            _(
                "no ruleset called {name!r}; known rulesets: {known} (see `journal "
                "rulesets`)"
            ).format(name=name, known=known),
            N_("journal: rulesets"),
        )
    _loaded[name] = found
    if found.locale:  # a third party's own catalogues (docs/rulesets.md)
        _register_catalogues(found)
    return found


def _register_catalogues(found: Ruleset) -> None:
    """Its gettext domain (the ruleset's name) read from <package>/locale."""
    from importlib.util import find_spec

    from journal.i18n import register

    spec = find_spec(found.locale)
    places = spec.submodule_search_locations if spec is not None else None
    if places:
        from pathlib import Path

        register(found.name, Path(next(iter(places))) / "locale")


def campaign_class(name: str) -> type:
    """The campaign aggregate class of a ruleset."""
    return ruleset(name).campaign_class()


def sheet_class(name: str) -> type:
    """The character sheet class of a ruleset."""
    return ruleset(name).sheet_class()
