"""Every ruleset, built in or not, comes from a `journal.rulesets` entry point,
read through an index kept in the user's cache folder (journal/plugins.py).

Each test runs Python in a fresh process with its own cache folder, as a user's
commands run: the index must be used when it is current, rebuilt when a package
is installed or removed, and never trusted when it is damaged or stale.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

PLUGINS = Path(__file__).resolve().parents[1] / "data" / "plugins"
BUILT_IN = ["azioni", "brp", "daimon2090", "fdt", "microd6"]
PROBE = """
import json, sys
import journal.plugins as plugins
from journal.domain.rulesets import ruleset
found = ruleset(sys.argv[1]) if len(sys.argv) > 1 else None
print(json.dumps({
    "names": plugins.names(),
    "built_in": plugins.built_in(),
    "origin": found.origin if found else None,
    "scanned": "importlib.metadata" in sys.modules,
}))
"""


class Python:
    """Python as a user's command runs it, with this cache folder and path."""

    def __init__(self, cache: Path, path: list[Path]) -> None:
        self.cache = cache
        self.env = {
            **os.environ,
            "XDG_CACHE_HOME": str(cache),
            "PYTHONPATH": os.pathsep.join(str(p) for p in path),
        }

    def probe(self, *args: str, cwd: Path | None = None) -> dict:
        done = subprocess.run(
            [sys.executable, "-c", PROBE, *args],
            capture_output=True,
            text=True,
            env=self.env,
            check=True,
            cwd=cwd,
        )
        return json.loads(done.stdout)

    def index_files(self) -> list[Path]:
        return sorted((self.cache / "journal").glob("rulesets-*.json"))


@pytest.fixture
def site(tmp_path) -> Path:
    """A folder on the import path where packages get installed."""
    folder = tmp_path / "site"
    folder.mkdir()
    return folder


def install(site: Path, name: str) -> None:
    """Install one of tests/data/plugins' packages into `site`, as pip would."""
    for found in PLUGINS.iterdir():
        if found.name == name or found.name.startswith(f"{name}-"):
            shutil.copytree(found, site / found.name)


def test_the_built_in_rulesets_are_the_journals_own_entry_points(tmp_path, site):
    python = Python(tmp_path / "cache", [site])
    first = python.probe("daimon2090")
    assert first["built_in"] == BUILT_IN and first["names"] == BUILT_IN
    assert first["origin"] == "built in"
    assert first["scanned"]  # no index yet: the metadata was read, then kept
    (index,) = python.index_files()
    kept = json.loads(index.read_text())
    assert sorted(row[0] for row in kept["rulesets"]) == BUILT_IN
    assert {row[2] for row in kept["rulesets"]} == {"journal"}


def test_a_current_index_spares_the_metadata_scan(tmp_path, site):
    python = Python(tmp_path / "cache", [site])
    python.probe()
    again = python.probe("brp")
    assert not again["scanned"] and again["origin"] == "built in"
    assert again["names"] == BUILT_IN


def test_files_written_beside_the_packages_keep_the_index(tmp_path, site):
    # `python -m journal` has the current folder on its import path, where
    # chronicles and a store's journal files come and go: no new package there,
    # no new scan.
    python = Python(tmp_path / "cache", [site])
    python.probe(cwd=site)
    time.sleep(0.02)
    (site / "chronicle.md").write_text("# Ombre su Milano\n")
    found = python.probe("azioni", cwd=site)
    assert not found["scanned"] and found["names"] == BUILT_IN


def test_installing_or_removing_a_package_is_seen_at_once(tmp_path, site):
    python = Python(tmp_path / "cache", [site])
    assert "coin" not in python.probe()["names"]
    time.sleep(0.02)  # a folder's time moves on coarse clocks too
    install(site, "journal_coin")
    found = python.probe("coin")
    assert found["scanned"] and found["names"] == [*BUILT_IN, "coin"]
    assert found["origin"] == "package journal-coin 0.1"
    assert not python.probe("coin")["scanned"]  # kept again
    time.sleep(0.02)
    shutil.rmtree(site / "journal_coin-0.1.dist-info")
    assert python.probe()["names"] == BUILT_IN


def test_a_damaged_or_foreign_index_is_rebuilt(tmp_path, site):
    python = Python(tmp_path / "cache", [site])
    python.probe()
    (index,) = python.index_files()
    for damage in ("{not json", json.dumps({"format": 1, "key": [], "rulesets": []})):
        index.write_text(damage)
        found = python.probe("fdt")
        assert found["scanned"] and found["names"] == BUILT_IN
        assert found["origin"] == "built in"


def test_an_index_pointing_a_name_elsewhere_is_caught_by_what_it_loads(tmp_path, site):
    # An index edited to point a built-in name at another ruleset: its key
    # still matches the folders, so the journal also checks what it loads, a
    # Ruleset of that very name, and refuses in one line.
    python = Python(tmp_path / "cache", [site])
    journal = [sys.executable, "-m", "journal", "--store", str(tmp_path / "s.db")]
    subprocess.run(
        [*journal, "rulesets"], env=python.env, check=True, capture_output=True
    )
    for index in python.index_files():
        kept = json.loads(index.read_text())
        for row in kept["rulesets"]:
            if row[0] == "brp":
                row[1] = "journal.domain.fdt.plugin:RULESET"
        index.write_text(json.dumps(kept))
    done = subprocess.run(
        [*journal, "campaign", "new", "X", "--ruleset", "brp"],
        capture_output=True,
        text=True,
        env=python.env,
    )
    assert done.returncode == 1 and done.stderr.startswith("refused: "), done.stderr
    assert "registers 'brp' but does not give a Ruleset named so" in done.stderr


def test_an_unwritable_cache_folder_costs_only_the_scan(tmp_path, site):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the folder would be")
    found = Python(blocked, [site]).probe("microd6")
    assert found["names"] == BUILT_IN and found["origin"] == "built in"


def test_a_package_cannot_take_a_built_in_name(tmp_path, site):
    (site / "journal_fake").mkdir()
    (site / "journal_fake" / "__init__.py").write_text(
        "from journal.domain.fdt.plugin import RULESET\n"
    )
    dist = site / "journal_fake-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: journal-fake\nVersion: 1.0\n"
    )
    (dist / "entry_points.txt").write_text(
        "[journal.rulesets]\nfdt = journal_fake:RULESET\n"
    )
    found = Python(tmp_path / "cache", [site]).probe("fdt")
    assert found["origin"] == "built in" and found["names"] == BUILT_IN
