"""Recording: run one domain command on the campaign in scope, print what it
recorded. Every ruleset's commands go through `record`."""

from __future__ import annotations

from journal.context import Env
from journal.output import emit_records


def record(env: Env, command, as_json: bool) -> list[dict]:
    """Run `command(campaign, stamp)` on the campaign and save all its events
    in one transaction (or none); print them and return their records."""
    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda campaign: command(campaign, stamp))
    emit_records(records, as_json, env)
    return records
