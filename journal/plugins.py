"""Every ruleset comes from an installed package's `journal.rulesets` entry point.

The five built in are declared by the journal's own distribution, in its
pyproject.toml, exactly as a third party's package declares its own: one seam.
A ruleset whose package is the journal's is "built in"; any other names its
package and version, and a package that fails to load is reported in one line
naming it, only where it is used.

Reading the entry points costs a command about 30 ms (importlib.metadata and
what it imports, then a scan of every installed package's metadata): a quarter
of a roll. So the group is kept as a small index in the user's cache folder,
keyed by the interpreter's import path, each folder's modification time and
the packages' metadata folders in it, which installing, upgrading or removing
any package changes. A command reads that file and stats the import path's
folders; a missing, stale or unreadable index is rebuilt from the metadata, and
one that cannot be written is simply not kept. Every entry the index names is
still checked when loaded (a Ruleset of that name).
"""

from __future__ import annotations

import json
import os
import sys
import zlib
from dataclasses import replace
from typing import NamedTuple

from journal.domain.errors import JournalError
from journal.domain.rulesets import Ruleset, install, load
from journal.i18n import N_, _

GROUP = "journal.rulesets"
DISTRIBUTION = "journal"  # the distribution whose rulesets are built in
FORMAT = 2  # of the index file


class PluginError(JournalError):
    """An installed ruleset package could not be loaded."""


class Declared(NamedTuple):
    """One entry point of the group: a name, its "module:attribute", its package.
    A NamedTuple, not a dataclass: every command makes this class, and a
    dataclass costs about 0.5 ms more to make (issue 29)."""

    name: str
    value: str
    package: str  # the distribution's name
    version: str

    @property
    def built_in(self) -> bool:
        return self.package == DISTRIBUTION

    @property
    def origin(self) -> str:
        return "built in" if self.built_in else f"package {self.package} {self.version}"


def scan() -> list[Declared]:
    """The group as the installed packages' metadata declares it (the slow way)."""
    from importlib.metadata import entry_points

    found = []
    for point in entry_points(group=GROUP):
        dist = getattr(point, "dist", None)
        package = dist.metadata["Name"] if dist is not None else ""
        version = dist.version if dist is not None else ""
        found.append(Declared(point.name, point.value, package or "", version or ""))
    return found


def _listing(entry: str) -> list | None:
    """The packages' metadata folders in an import-path folder, each with its
    modification time (None for a folder that cannot be read)."""
    try:
        with os.scandir(entry or ".") as found:
            return sorted(
                [item.name, item.stat().st_mtime_ns]
                for item in found
                if item.name.endswith((".dist-info", ".egg-info"))
            )
    except OSError:
        return None


def _mtime(entry: str) -> int | None:
    try:
        return os.stat(entry or ".").st_mtime_ns
    except OSError:
        return None


def _current(kept: list) -> tuple[bool, list]:
    """Whether the index's key still holds for the import path, and the key as
    it stands now. A folder whose time has not moved is unchanged; one whose
    time moved (a file written in the current folder, say) is unchanged for
    the index as long as the same metadata folders are there."""
    now, moved = [], False
    if [row[0] for row in kept] != sys.path:
        return False, now
    for entry, mtime, listing in kept:
        if _mtime(entry) == mtime:
            now.append([entry, mtime, listing])
            continue
        fresh = [entry, _mtime(entry), _listing(entry)]
        if fresh[2] != listing:
            return False, now
        now.append(fresh)
        moved = True
    return True, now if moved else kept


def _key() -> list:
    """What the index depends on: each import-path folder, its modification
    time and its packages' metadata folders (installing, upgrading or
    removing a package changes them)."""
    return [[entry, _mtime(entry), _listing(entry)] for entry in sys.path]


def _index_file():
    from journal.projections.render_cache import cache_folder

    folder = cache_folder()
    name = zlib.crc32("\0".join([sys.executable, *sys.path]).encode("utf-8", "replace"))
    return folder, folder / f"rulesets-{name:08x}.json"


def _read_index() -> list[Declared] | None:
    try:
        _ignored, path = _index_file()
        with open(path, encoding="utf-8") as file:
            kept = json.load(file)
        if kept.get("format") != FORMAT:
            return None
        current, key = _current(kept["key"])
        if not current:
            return None
        found = [Declared(*row) for row in kept["rulesets"]]
        if key is not kept["key"]:  # the same packages: the new times kept
            _write_index(key, found)
        return found
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _write_index(key: list, found: list[Declared]) -> None:
    rows = [[d.name, d.value, d.package, d.version] for d in found]
    try:
        folder, path = _index_file()
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_name(f"{path.name}.{os.getpid()}")
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump({"format": FORMAT, "key": key, "rulesets": rows}, file)
        os.replace(temporary, path)
    except OSError:
        pass


_declared: list[Declared] | None = None


def declared() -> list[Declared]:
    """Every ruleset entry point installed, from the index when it is current."""
    global _declared
    if _declared is None:
        found = _read_index()
        if found is None:
            key = _key()  # before the scan: a package installed meanwhile
            found = scan()  # makes the next command scan again
            _write_index(key, found)
        _declared = found
    return _declared


def forget() -> None:
    """Read the entry points again on next use (after sys.path changed)."""
    global _declared
    _declared = None
    install(Finder())


def _chosen() -> dict[str, Declared]:
    """Each name's declaration: the built-in one where a package reuses a
    built-in name, else the first."""
    chosen: dict[str, Declared] = {}
    for point in declared():
        if point.name not in chosen or (
            point.built_in and not chosen[point.name].built_in
        ):
            chosen[point.name] = point
    return chosen


def load_declared(point: Declared) -> Ruleset:
    """The Ruleset an entry point names, checked, with its origin."""
    try:
        found = load(point.value)
    except Exception as error:  # noqa: BLE001 - any failure of a package's code
        raise PluginError(
            _(
                "the ruleset {name!r} of {package} {version} cannot be loaded: "
                "{name2}: {error}"
            ).format(
                name=point.name,
                package=point.package,
                version=point.version,
                name2=type(error).__name__,
                error=error,
            ),
            N_("journal: rulesets"),
        ) from None
    if not isinstance(found, Ruleset) or found.name != point.name:
        raise PluginError(
            _(
                "{package} {version} registers {name!r} but does not give a Ruleset "
                "named so"
            ).format(package=point.package, version=point.version, name=point.name),
            N_("journal: rulesets"),
        )
    return found if point.built_in else replace(found, origin=point.origin)


class Finder:
    """The lookup `journal.domain.rulesets.ruleset` asks."""

    def __call__(self, name: str) -> Ruleset | None:
        point = _chosen().get(name)
        return load_declared(point) if point is not None else None

    def names(self) -> list[str]:
        """The rulesets' names, built in first (in the journal's order)."""
        chosen = _chosen()
        return sorted(chosen, key=lambda name: not chosen[name].built_in)


def names() -> list[str]:
    return Finder().names()


def is_ruleset(name: str) -> bool:
    return name in _chosen()


def listing() -> tuple[list[Ruleset], list[str]]:
    """Every ruleset (built in first, then packages') and the load failures."""
    from journal.domain.rulesets import ruleset

    chosen = _chosen()
    found, problems = [], []
    for point in declared():
        if chosen[point.name] is not point:
            problems.append(
                f"{point.package} {point.version} registers {point.name!r}, a name "
                f"{chosen[point.name].origin} already has"
            )
    for name in names():
        try:
            found.append(ruleset(name))
        except PluginError as error:
            problems.append(error.message)
    return found, problems


install(Finder())


def built_in() -> list[str]:
    """The names of the rulesets the journal's own distribution declares."""
    return [name for name, point in _chosen().items() if point.built_in]
