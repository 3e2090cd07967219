"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.group("eventlog")
def eventlog() -> None:
    """The event log (Log degli eventi): entries, later notes, keywords."""
