"""Compiled templates kept between runs, as Python keeps .pyc files: Jinja2
compiles a template's source on every load (about 90 ms for a chronicle's, more
than building the chronicle of a session), so its bytecode is cached in the
user's cache folder, one folder per kind of environment (the same source
compiles differently with autoescape on or off). Keyed by the template's name
and a hash of its source; a folder that cannot be written just caches nothing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def _off() -> bool:
    """JOURNAL_TEMPLATE_CACHE=off: nothing kept, everything read from source."""
    return os.environ.get("JOURNAL_TEMPLATE_CACHE", "").lower() in ("0", "off", "no")


def bytecode_cache(kind: str) -> Any:
    """A Jinja2 bytecode cache for environments of `kind` ("md", "html"), or None
    (JOURNAL_TEMPLATE_CACHE=off turns it off)."""
    if _off():
        return None
    from jinja2 import FileSystemBytecodeCache

    class QuietCache(FileSystemBytecodeCache):
        def dump_bytecode(self, bucket) -> None:
            try:
                super().dump_bytecode(bucket)
            except OSError:  # a full disk, a read-only home: no cache, no failure
                pass

        def load_bytecode(self, bucket) -> None:
            try:
                super().load_bytecode(bucket)
            except (OSError, EOFError, ValueError):
                bucket.reset()

    folder = cache_folder() / "templates"
    try:
        (folder / kind).mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return QuietCache(str(folder / kind))


def cache_folder() -> Path:
    """The user's cache folder for the journal: platformdirs' answer (on Linux
    the XDG rule it follows, without importing it for every chronicle)."""
    from journal.userdirs import user_path

    return user_path("cache")
