"""Rulesets from installed packages: the `journal.rulesets` entry points.

Built-in rulesets come from `domain.rulesets.BUILTIN` without reading any
package metadata (reading it costs tens of milliseconds); entry points are read
only for a name that is not built in, and to list every ruleset. A package that
fails to load is reported in one line naming it, and only where it is used.
"""

from __future__ import annotations

from dataclasses import replace

from domain.errors import JournalError
from domain.rulesets import BUILTIN, ENTRY_POINT_GROUP, Ruleset, install, ruleset


class PluginError(JournalError):
    """An installed ruleset package could not be loaded."""


def _entry_points():
    from importlib.metadata import entry_points

    return entry_points(group=ENTRY_POINT_GROUP)


def find(name: str) -> Ruleset | None:
    """The ruleset an installed package registers as `name`, or None."""
    for point in _entry_points():
        if point.name == name:
            return load(point)
    return None


def load(point) -> Ruleset:
    package = _package(point)
    try:
        found = point.load()
    except Exception as error:  # noqa: BLE001 - any failure of a third party's code
        raise PluginError(
            f"the ruleset {point.name!r} of {package} cannot be loaded: "
            f"{type(error).__name__}: {error}",
            "journal: rulesets",
        ) from None
    if not isinstance(found, Ruleset) or found.name != point.name:
        raise PluginError(
            f"{package} registers {point.name!r} but does not give a Ruleset named so",
            "journal: rulesets",
        )
    return replace(found, origin=f"package {package}")


def _package(point) -> str:
    dist = getattr(point, "dist", None)
    if dist is None:
        return point.value.partition(":")[0]
    return f"{dist.metadata['Name']} {dist.version}"


def listing() -> tuple[list[Ruleset], list[str]]:
    """Every ruleset (built in first, then packages') and the load failures."""
    found = [ruleset(name) for name in BUILTIN]
    problems = []
    for point in _entry_points():
        if point.name in BUILTIN:
            problems.append(
                f"{_package(point)} registers {point.name!r}, a built-in name"
            )
            continue
        try:
            found.append(load(point))
        except PluginError as error:
            problems.append(error.message)
    return found, problems


install(find)
