"""The domain is pure: importing it loads no I/O, storage, CLI or rendering module."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = [
    "click",
    "sqlite3",
    "markdown_it",
    "weasyprint",
    "jinja2",
    "platformdirs",
    "eventsourcing.sqlite",
    "eventsourcing.postgres",
    "tomllib",
    "secrets",
    "dyce",
]


def test_importing_the_domain_loads_nothing_impure():
    # The core and every built-in ruleset's domain: aggregate, rules, sheet files.
    code = (
        "import sys, importlib, pkgutil, domain, domain.campaign, domain.registry\n"
        "from domain.rulesets import BUILTIN, ruleset\n"
        "for name in BUILTIN:\n"
        "    ruleset(name).campaign_class()\n"
        "    package = importlib.import_module(f'domain.{name}')\n"
        "    for found in pkgutil.iter_modules(package.__path__):\n"
        "        importlib.import_module(f'domain.{name}.{found.name}')\n"
        f"print([m for m in {FORBIDDEN!r} if m in sys.modules])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_the_domain_source_never_reads_the_clock_or_the_environment():
    import re
    from pathlib import Path

    import domain

    banned = re.compile(
        r"datetime\.now|time\.time\(|os\.environ|(?<!def )(?<![.\w])open\("
    )
    for path in Path(domain.__file__).parent.rglob("*.py"):
        found = banned.search(path.read_text())
        assert found is None, f"{path.name} uses {found.group(0) if found else ''}"
