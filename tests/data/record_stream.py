"""Record a journal script into a fresh store and write its stream as JSON lines.

    python tests/data/record_stream.py tests/data/brp/brp.v2.journal \
        tests/data/brp.v2.jsonl

A stream is a stored-format fixture: once committed it is never regenerated (a
later version of the rules gets a new file, vN+1; older ones keep replaying).
"""

from __future__ import annotations

import json
import sqlite3
import sys
import tempfile
from pathlib import Path

from click.testing import CliRunner

from journal.cli import cli


def record(script: Path, out: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = Path(folder) / "stream.sqlite3"
        result = CliRunner().invoke(cli, ["--store", str(store), "run", str(script)])
        if result.exit_code:
            sys.exit(result.output)
        with sqlite3.connect(store) as db:
            rows = db.execute(
                "select originator_id, originator_version, topic, state "
                "from stored_events order by rowid"
            ).fetchall()
    lines = [
        json.dumps(
            {
                "originator_id": str(origin).replace("-", ""),
                "originator_version": version,
                "topic": topic,
                "state": json.loads(state),
            },
            ensure_ascii=False,
        )
        for origin, version, topic, state in rows
    ]
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    record(Path(sys.argv[1]), Path(sys.argv[2]))
