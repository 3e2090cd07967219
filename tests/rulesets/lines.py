"""Commands written as the table types them: `j(table, "roll Lia --dice 6,4")`."""

from __future__ import annotations

import shlex


def j(table, line: str):
    """Run one command line and return its JSON output (recorded events)."""
    return table.json(*shlex.split(line))


def rolled(table, line: str) -> dict:
    """The last event a rolling command recorded (the roll's own)."""
    return j(table, line)[-1]


def run(table, line: str):
    return table.run(*shlex.split(line))


def refused(table, line: str) -> str:
    """The one line of a refused command (which recorded nothing)."""
    return table.refused(*shlex.split(line))
