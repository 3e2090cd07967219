"""The SRD's tables for views (the bases a sheet started from)."""

from __future__ import annotations

from functools import cache


@cache
def tables() -> dict:
    import tomllib
    from importlib import resources

    raw = (resources.files("journal.domain.brp.data") / "tables.toml").read_bytes()
    return tomllib.loads(raw.decode("utf-8"))


def bases(characteristics: dict, era: str) -> dict[str, int]:
    key = tuple(sorted((k, v or 0) for k, v in characteristics.items()))
    return dict(_bases(key, era))


@cache
def _bases(key: tuple, era: str) -> tuple:
    from journal.domain.brp.catalogue import starting_skills

    return tuple(starting_skills(tables(), dict(key), era).items())
