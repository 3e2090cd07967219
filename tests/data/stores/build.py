"""Build the fixture stores: one per stored format the journal has released.

Each fixture is made by the journal as it was at a commit of this repository:
the commit's sources are taken with `git archive` into a temporary folder and
its own command line records the bundled sample session, the resolution script
(when the commit has it) and enough Riserva traffic for a snapshot, then reads
the log so that its read models exist. The store is copied here with VACUUM INTO
(one file, no WAL). "current" uses the working tree.

    python tests/data/stores/build.py [LABEL ...]

Run it only to add a fixture for a new format: the kept files are the test data.

    python tests/data/stores/build.py --sheets COMMIT [LABEL ...]

writes `LABEL.sheets.json` beside each fixture: every character's `show --json`
(less its id) in every campaign, as the journal of COMMIT showed it on a copy
of the fixture. The 0.1 journal (SHOWN_BY) wrote them for v1..v4 before the
move under one import name; the tests check that today's journal shows the same.
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
    "v4-chain": ("d5fca63", "hash chain, sealed snapshots, versioned read models"),
    "v5-journal-topics": ("", "classes named journal.domain.… (one import name)"),
}
SHOWN_BY = "82e4eab"  # the last 0.1 journal, before everything moved under journal
FILLER = 90  # Riserva spends and awards: past the snapshot interval of 200


def build(label: str) -> Path:
    commit = FORMATS[label][0]
    with tempfile.TemporaryDirectory() as tmp:
        source = extract(commit, Path(tmp) / "src") if commit else ROOT
        store = Path(tmp) / "store.sqlite3"
        record(installed(source, Path(tmp) / "site"), store)
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


def first_evening(source: Path, folder: Path) -> Path:
    """The sample's first evening as every fixture recorded it (the script of
    commit d5fca63), beside today's sheets of its characters."""
    sheets = source / "campaigns" / "ombre-su-milano"
    evening = folder / "ombre-su-milano"
    evening.mkdir()
    for sheet in sheets.glob("*.toml"):
        (evening / sheet.name).write_bytes(sheet.read_bytes())
    script = subprocess.run(
        ["git", "show", "d5fca63:campaigns/ombre-su-milano/sessione-1.journal"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout
    (evening / "sessione-1.journal").write_bytes(script)
    return evening / "sessione-1.journal"


def installed(source: Path, site: Path) -> tuple[Path, Path]:
    """(the sources, the folder to put on PYTHONPATH to run them). Since 0.2
    the journal runs only installed (its folders map under `journal`, its
    rulesets are entry points): it is installed into `site` without its
    dependencies, which this interpreter has."""
    if not (source / "setup.py").exists():
        return source, source
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target"]
        + [str(site), str(source)],
        check=True,
    )
    return source, site


def record(where: tuple[Path, Path], store: Path) -> None:
    """The sample, the resolution script, FILLER spends and awards, then the
    samples of the other rulesets (where the commit has them)."""
    source = where[0]
    sample = source / "campaigns" / "ombre-su-milano" / "sessione-1.journal"
    if not sample.exists():  # since fcb36e3 the sample is two evenings: the
        sample = first_evening(source, store.parent)  # fixtures keep the first
    journal(where, store, "run", str(sample))
    resolution = source / "tests" / "data" / "resolution" / "resolution.journal"
    if resolution.exists():
        journal(where, store, "run", str(resolution))
        journal(where, store, "campaign", "use", "Ombre su Milano")
    start = ["session", "start", "--date", "2026-11-21"]
    if journal(where, store, *start, "--dice", "2,5", check=False):
        journal(where, store, *start)
    lines = ['scene start "Allenamento"']
    for _ in range(FILLER):
        lines.append('reserve spend Kira 1 --for "allenarsi"')
        lines.append("reserve award Kira 1 --reason interpretation")
    lines.append('void last --reason "un premio di troppo"')
    script = store.with_name("filler.journal")
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    journal(where, store, "run", str(script))
    for other in sorted((source / "campaigns").glob("*/*.journal")):
        if other.parent.name != "ombre-su-milano":  # the other rulesets' samples
            journal(where, store, "run", str(other))
    journal(where, store, "campaign", "use", "Ombre su Milano")
    journal(where, store, "log")  # the read models, where the format has them
    journal(where, store, "show", "Kira")


def journal(
    where: tuple[Path, Path], store: Path, *args: str, check: bool = True
) -> int:
    """The journal's command line as it is in `where` (sources, import path);
    returns the exit code."""
    source, path = where
    command = "import sys; from journal.cli import cli; cli(sys.argv[1:])"
    env = {**os.environ, "PYTHONPATH": str(path), "JOURNAL_USER": "fixture"}
    done = subprocess.run(
        [sys.executable, "-c", command, "--store", str(store), *args],
        cwd=path,  # the current folder is on the import path first
        env=env,
        capture_output=True,
        text=True,
    )
    if check and done.returncode:
        raise SystemExit(f"{' '.join(args)}: {done.stderr}")
    return done.returncode


def sheets(commit: str, label: str) -> Path:
    """Every character's sheet in every campaign of a fixture, as `commit`
    showed them."""
    import json
    import shutil

    with tempfile.TemporaryDirectory() as tmp:
        source = extract(commit, Path(tmp) / "src") if commit else ROOT
        where = installed(source, Path(tmp) / "site")
        store = Path(tmp) / "store.sqlite3"
        shutil.copyfile(HERE / f"{label}.sqlite3", store)
        shown = {}
        for campaign in read(where, store, "campaign", "list"):
            name = campaign["name"]
            for character in read(
                where, store, "--campaign", name, "character", "list"
            ):
                sheet = read(
                    where, store, "--campaign", name, "show", character["name"]
                )
                sheet.pop("id", None)
                shown.setdefault(name, {})[character["name"]] = sheet
    out = HERE / f"{label}.sheets.json"
    out.write_text(
        json.dumps(shown, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        encoding="utf-8",
    )
    return out


def read(where: tuple[Path, Path], store: Path, *args: str):
    import json

    source, path = where
    command = "import sys; from journal.cli import cli; cli(sys.argv[1:])"
    env = {**os.environ, "PYTHONPATH": str(path), "JOURNAL_USER": "fixture"}
    done = subprocess.run(
        [sys.executable, "-c", command, "--store", str(store), *args, "--json"],
        cwd=path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def states(label: str) -> Path:
    """The read models' states (journal_states) today's journal folds from a
    fixture's events, with the read models' VERSION they were folded under:
    tests/test_journal/test_read_models.py checks that a change to what a fold
    keeps comes with a new VERSION (so that stores rebuild their read models)."""
    import json
    import shutil

    from journal.projections.viewstore import VERSION

    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store.sqlite3"
        shutil.copyfile(HERE / f"{label}.sqlite3", store)
        journal((ROOT, ROOT), store, "rebuild")
        with sqlite3.connect(store) as db:
            rows = db.execute("select campaign_id, state from journal_states")
            folded = {key: json.loads(state) for key, state in rows}
        db.close()
    out = HERE / f"{label}.states.json"
    out.write_text(
        json.dumps(
            {"version": VERSION, "states": folded},
            ensure_ascii=False,
            indent=1,
            sort_keys=True,
        )
        + "\n",
        encoding="utf-8",
    )
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["--states"]:
        for name in sys.argv[2:]:
            print(states(name))
    elif sys.argv[1:2] == ["--sheets"]:
        commit, labels = sys.argv[2], sys.argv[3:] or list(FORMATS)
        for name in labels:
            print(sheets("" if commit == "current" else commit, name))
    else:
        for name in sys.argv[1:] or FORMATS:
            print(build(name))
