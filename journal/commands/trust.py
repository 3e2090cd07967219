"""The store's integrity: `journal audit`."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option


@click.command("audit")
@json_option
@pass_env
def audit(env: Env, as_json: bool) -> None:
    """Verify every campaign's history: the hash chain event by event, the
    snapshots, a full replay, and the read models against it.

    Prints each campaign's event count and fingerprint (the chain's head, as
    `session end` prints it); exits 1 naming every problem found.

    \b
    Examples:
      journal audit
      journal audit --json
    """
    from journal.integrity import audit as audit_store

    report = audit_store(env.app)
    if as_json:
        emit_json(report)
    else:
        for entry in report["campaigns"]:
            click.echo(audit_line(entry))
        if report["index"]["problems"]:
            click.echo(audit_line({"name": "(campaign index)", **report["index"]}))
    if not report["ok"]:
        raise click.exceptions.Exit(1)


def audit_line(entry: dict) -> str:
    from journal.domain.text import one_line

    verdict = (
        "verified" if not entry["problems"] else f"{len(entry['problems'])} problem(s)"
    )
    lines = [
        f"{one_line(entry['name'])}: {entry['events']} events, fingerprint "
        f"{entry['fingerprint']}: {verdict}"
    ]
    if entry.get("signed"):
        told = ", ".join(f"{one_line(who)} {n}" for who, n in entry["signed"].items())
        lines.append(f"  signed: {told}")
    for note in entry.get("notes", ()):
        lines.append(f"  note: {one_line(note)}")
    for problem in entry["problems"]:
        where = f"event {problem['seq']}" if problem["seq"] else "campaign"
        if problem["id"]:
            where += f" ({problem['id']})"
        lines.append(f"  {where}: {one_line(problem['problem'])}")
    return "\n".join(lines)
