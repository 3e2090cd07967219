"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.group("evo")
def evo() -> None:
    """Evolution: Riserva into PE, PE into EVO, EVO into growth."""
