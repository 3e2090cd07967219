"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.group("tech")
def tech() -> None:
    """The technology log: add a technology."""


@click.command("techlog")
def techlog() -> None:
    """The technology log, searchable by word."""
