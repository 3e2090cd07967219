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
    code = (
        "import sys, domain.campaign, domain.registry, domain.daimon2090.campaign, "
        "domain.daimon2090.sheetfile, domain.daimon2090.rules, "
        "domain.microd6.campaign, domain.microd6.sheetfile, domain.microd6.odds, "
        "domain.azioni.campaign, domain.azioni.sheetfile, domain.azioni.odds;"
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
