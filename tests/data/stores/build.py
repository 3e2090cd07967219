"""Build the fixture stores: one per stored format the journal has released.

Each fixture is made by the journal as it was at a commit of this repository:
the commit's sources are taken with `git archive` into a temporary folder and
its own command line records the bundled sample session, the resolution script
(when the commit has it) and enough Riserva traffic for a snapshot, then reads
the log so that its read models exist. The store is copied here with VACUUM INTO
(one file, no WAL). "current" uses the working tree.

    python tests/data/stores/build.py [LABEL ...]

Run it only to add a fixture for a new format: the kept files are the test data.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
FORMATS = {  # label: (commit, what the format is)
    "v1-events": ("e3bce31", "events and snapshots, no read models"),
    "v2-views": ("2e96281", "read models journal_states and journal_log"),
    "v3-event-log": ("7b1efb7", "read models journal_states and journal_event_log"),
    "v4-chain": ("", "hash chain, sealed snapshots, versioned read models"),
}
FILLER = 90  # Riserva spends and awards: past the snapshot interval of 200


def build(label: str) -> Path:
    commit = FORMATS[label][0]
    with tempfile.TemporaryDirectory() as tmp:
        source = extract(commit, Path(tmp) / "src") if commit else ROOT
        store = Path(tmp) / "store.sqlite3"
        record(source, store)
        out = HERE / f"{label}.sqlite3"
        out.unlink(missing_ok=True)
        with sqlite3.connect(store) as db:
            db.execute("VACUUM INTO ?", (str(out),))
        db.close()
    return out


def extract(commit: str, folder: Path) -> Path:
    folder.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "archive", commit], cwd=ROOT, check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def record(source: Path, store: Path) -> None:
    """The sample, the resolution script, FILLER spends and awards, then the
    samples of the other rulesets (where the commit has them)."""
    sample = source / "campaigns" / "ombre-su-milano" / "sessione-1.journal"
    journal(source, store, "run", str(sample))
    resolution = source / "tests" / "data" / "resolution" / "resolution.journal"
    if resolution.exists():
        journal(source, store, "run", str(resolution))
        journal(source, store, "campaign", "use", "Ombre su Milano")
    start = ["session", "start", "--date", "2026-11-21"]
    if journal(source, store, *start, "--dice", "2,5", check=False):
        journal(source, store, *start)
    lines = ['scene start "Allenamento"']
    for _ in range(FILLER):
        lines.append('reserve spend Kira 1 --for "allenarsi"')
        lines.append("reserve award Kira 1 --reason interpretation")
    lines.append('void last --reason "un premio di troppo"')
    script = store.with_name("filler.journal")
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    journal(source, store, "run", str(script))
    for other in sorted((source / "campaigns").glob("*/*.journal")):
        if other != sample:  # other rulesets' samples, where the commit has them
            journal(source, store, "run", str(other))
    journal(source, store, "campaign", "use", "Ombre su Milano")
    journal(source, store, "log")  # the read models, where the format has them
    journal(source, store, "show", "Kira")


def journal(source: Path, store: Path, *args: str, check: bool = True) -> int:
    """The journal's command line as it is in `source`; returns the exit code."""
    command = "import sys; from journal.cli import cli; cli(sys.argv[1:])"
    env = {**os.environ, "PYTHONPATH": str(source), "JOURNAL_USER": "fixture"}
    done = subprocess.run(
        [sys.executable, "-c", command, "--store", str(store), *args],
        cwd=source,
        env=env,
        capture_output=True,
        text=True,
    )
    if check and done.returncode:
        raise SystemExit(f"{' '.join(args)}: {done.stderr}")
    return done.returncode


if __name__ == "__main__":
    for name in sys.argv[1:] or FORMATS:
        print(build(name))
