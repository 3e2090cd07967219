"""Placeholder while the command is built (replaced by its implementation)."""

from __future__ import annotations

import click


@click.group("master")
def master() -> None:
    """The rotating Master: who holds the role and who still has a token."""
