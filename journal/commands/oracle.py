"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.command("oracle")
def oracle() -> None:
    """Ask the Oracle: tables 0..8, or `start`."""
