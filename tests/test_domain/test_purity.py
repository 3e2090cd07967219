"""The domain is pure: importing it loads no I/O, storage, CLI or rendering module."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = [
    "click",
    "journal.plugins",
    "journal.cli",
    "sqlite3",
    "markdown_it",
    "weasyprint",
    "jinja2",
    "platformdirs",
    "eventsourcing.sqlite",
    "eventsourcing.postgres",
    "tomllib",
    "dyce",
]
# `secrets` (the system's dice) is checked in the source below: pydantic, which
# the sheet declarations use, imports it for its secret types.


def test_importing_the_domain_loads_nothing_impure():
    # The core and every built-in ruleset's domain: aggregate, rules, sheet files,
    # each loaded from the entry point the journal declares (read here, outside).
    from journal.plugins import declared

    points = [(d.name, d.value) for d in declared() if d.built_in]
    assert len(points) == 5
    code = (
        "import sys, importlib, pkgutil, journal.domain\n"
        "import journal.domain.campaign, journal.domain.registry\n"
        "from journal.domain.rulesets import load\n"
        f"for name, value in {points!r}:\n"
        "    load(value).campaign_class()\n"
        "    package = importlib.import_module(f'journal.domain.{name}')\n"
        "    for found in pkgutil.iter_modules(package.__path__):\n"
        "        importlib.import_module(f'journal.domain.{name}.{found.name}')\n"
        f"print([m for m in {FORBIDDEN!r} if m in sys.modules])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_the_domain_source_never_reads_the_clock_or_the_environment():
    import re
    from pathlib import Path

    import journal.domain

    banned = re.compile(
        r"datetime\.now|time\.time\(|os\.environ|(?<!def )(?<![.\w])open\("
        r"|import secrets|from secrets|secrets\."
    )
    for path in Path(journal.domain.__file__).parent.rglob("*.py"):
        found = banned.search(path.read_text())
        assert found is None, f"{path.name} uses {found.group(0) if found else ''}"
