"""The user's folders for the journal (data, config, cache): platformdirs'
answers, found on Linux by the XDG rule platformdirs follows there, without
importing it (with tempfile, shutil, bz2 and lzma) in every command; elsewhere
platformdirs itself. tests/test_journal/test_userdirs.py holds them equal."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "journal"
XDG = {  # kind: (its variable, its default under the home folder)
    "data": ("XDG_DATA_HOME", "~/.local/share"),
    "config": ("XDG_CONFIG_HOME", "~/.config"),
    "cache": ("XDG_CACHE_HOME", "~/.cache"),
}


def user_path(kind: str) -> Path:
    """The journal's `kind` folder ("data", "config" or "cache")."""
    if sys.platform == "linux":
        variable, default = XDG[kind]
        base = os.environ.get(variable, "").strip()
        return Path(base or os.path.expanduser(default)) / APP
    import platformdirs

    found = getattr(platformdirs, f"user_{kind}_path")
    return found(APP, appauthor=False)
