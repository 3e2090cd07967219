"""A cold `journal roll` imports only what it needs (issue 29): the modules it
imports beyond Python's own start-up are listed in data/roll_imports.txt, and a
newcomer fails this test. When one is needed, add it to the list in the same
commit, saying why; when one goes, take it off (a module listed that `roll` no
longer imports fails too, so the list stays the truth).

    python tests/test_journal/test_roll_imports.py   # prints the list afresh
"""

from __future__ import annotations

import sys
from pathlib import Path

LISTED = Path(__file__).resolve().parent / "data" / "roll_imports.txt"


def imported(store: Path, tmp: Path) -> list[str]:
    """What the second roll imports (the first, on a fresh cache folder, also
    indexes the installed rulesets once: journal.plugins)."""
    probe(store, tmp)
    return probe(store, tmp)


def probe(store: Path, tmp: Path) -> list[str]:
    from tests.importprobe import imported as probed

    roll = ["roll", "Kira", "--char", "agilita", "--target", "3", "--seed", "1"]
    return probed(["--store", str(store), *roll], tmp)


def listed() -> set[str]:
    lines = LISTED.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and line[0] != "#"}


def test_a_cold_roll_imports_nothing_new(tmp_path):
    from tests.conftest import Table, play_ready

    store = tmp_path / "journal.sqlite3"
    play_ready(Table(store))
    modules = set(imported(store, tmp_path))
    newcomers, gone = sorted(modules - listed()), sorted(listed() - modules)
    assert not newcomers, f"roll imports modules it did not: {newcomers}"
    assert not gone, f"roll no longer imports these: take them off the list: {gone}"
    # the heavy libraries a recording command must never pay for
    for heavy in ("weasyprint", "markdown_it", "jinja2", "psycopg", "pydantic"):
        assert not any(m.split(".")[0] == heavy for m in modules), heavy


if __name__ == "__main__":  # print the list as it is now
    import tempfile

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.conftest import Table, play_ready

    with tempfile.TemporaryDirectory() as name:
        store = Path(name) / "journal.sqlite3"
        play_ready(Table(store))
        print("\n".join(imported(store, Path(name))))
