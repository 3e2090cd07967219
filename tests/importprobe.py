"""What a command imports, run as the `journal` script runs it (journal.cli:main)
in a fresh interpreter with a cache and config folder of its own: the probes of
tests/test_journal/test_roll_imports.py and
tests/test_projections/test_chronicle_imports.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# What Python's start-up and the probe itself import (json, sys) is left out,
# and __future__ (feature flags, no code): older releases of the libraries,
# which CI's floors job installs, import it where newer ones do not. The
# answer goes to stderr as JSON, its last line.
PROBE = """
import json, sys, __future__
before = set(sys.modules)
sys.argv = ["journal", *sys.argv[1:]]
from journal.cli import main
try:
    main()
except SystemExit as stop:
    code = stop.code
else:
    code = 0
new = sorted(set(sys.modules) - before)
print(json.dumps({"code": code, "modules": new}), file=sys.stderr)
"""


def imported(args: list[str], tmp: Path) -> list[str]:
    """The modules `journal ARGS` imports beyond Python's start-up."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    env.update(JOURNAL_USER="probe", JOURNAL_ANCHORS=str(tmp / "anchors"))
    env.update(XDG_CACHE_HOME=str(tmp / "cache"), XDG_CONFIG_HOME=str(tmp / "config"))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    found = json.loads(done.stderr.strip().splitlines()[-1])
    assert found["code"] in (0, None), done.stdout + done.stderr
    return found["modules"]
