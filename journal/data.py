"""The rules' data files (tables in TOML, Italian as in the rulebook), read here.

The domain never reads files: the application loads a table and hands the domain
its content and a content hash, which events store, so a later edit or a
translation of a table never changes what an old event says.
"""

from __future__ import annotations

import hashlib
import tomllib
from importlib import resources


def load_table(name: str, package: str) -> tuple[dict, str]:
    """The table `name` (`NAME.toml` in the package) and the SHA-256 of its bytes."""
    raw = (resources.files(package) / f"{name}.toml").read_bytes()
    return tomllib.loads(raw.decode("utf-8")), hashlib.sha256(raw).hexdigest()
