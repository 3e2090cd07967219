"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.group("resources")
def resources() -> None:
    """Resources (Risorse): acquisitions and money rewards."""
