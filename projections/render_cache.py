"""Compiled templates kept between runs, as Python keeps .pyc files: Jinja2
compiles a template's source on every load (about 90 ms for a chronicle's, more
than building the chronicle of a session), so its code is cached in the
user's cache folder, one folder per kind of environment (the same source
compiles differently with autoescape on or off). Keyed by the template's file
and a hash of its source; a folder that cannot be written just caches nothing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from journal.chain import _small_sha256 as _sha256  # no OpenSSL to load


def _off() -> bool:
    """JOURNAL_TEMPLATE_CACHE=off: nothing kept, everything read from source."""
    return os.environ.get("JOURNAL_TEMPLATE_CACHE", "").lower() in ("0", "off", "no")


def bytecode_cache(kind: str) -> CodeCache | None:
    """The compiled templates of environments of `kind` ("md", "html"), or
    None (JOURNAL_TEMPLATE_CACHE=off turns it off; a folder that cannot be
    made too)."""
    if _off():
        return None
    folder = cache_folder() / "templates" / kind
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return CodeCache(folder)


class CodeCache:
    """Compiled templates in a folder, one file each (named by a digest of the
    template's file name): a header, then the code object (marshal). The
    header names what the code was compiled from and for: this format, the
    Python bytecode's version, the Jinja2 compiler's file (its size and time:
    an upgrade changes them) and a digest of the template's source; a file
    whose header differs, or that cannot be read, is a miss and is written
    again. Jinja2's own FileSystemBytecodeCache did this before, at the cost
    of importing pickle and tempfile (journal.projections.render_jinja)."""

    FORMAT = b"journal-templates 1\n"

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _path(self, filename: str) -> Path:
        return self.folder / (_sha256(filename.encode("utf-8")).hexdigest() + ".code")

    def _header(self, source: str) -> bytes:
        from importlib.util import MAGIC_NUMBER

        try:  # the compiler's file, not the module (render_jinja defers it)
            found = os.stat(_compiler_file())
            compiler = f"{found.st_size} {found.st_mtime_ns}\n".encode()
        except (OSError, TypeError):
            compiler = b"?\n"
        digest = _sha256(source.encode("utf-8")).digest()
        return self.FORMAT + MAGIC_NUMBER + compiler + digest

    def load(self, filename: str, source: str) -> Any:
        """The code compiled from `source` kept for `filename`, or None."""
        import marshal

        header = self._header(source)
        try:
            with open(self._path(filename), "rb") as file:
                if file.read(len(header)) != header:
                    return None
                return marshal.load(file)
        except (OSError, EOFError, ValueError, TypeError):
            return None

    def dump(self, filename: str, source: str, code: Any) -> None:
        """Keep `code` for `filename` (written whole, then renamed into place;
        a full disk or a read-only folder keeps nothing, and fails nothing)."""
        import marshal

        path = self._path(filename)
        part = path.with_name(f".{path.name}.{os.getpid()}")
        try:
            flags = os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW
            with os.fdopen(os.open(part, flags, 0o600), "wb") as file:
                file.write(self._header(source))
                marshal.dump(code, file)
            os.replace(part, path)
        except (OSError, ValueError):
            try:
                os.unlink(part)
            except OSError:
                pass


def cache_folder() -> Path:
    """The user's cache folder for the journal: platformdirs' answer (on Linux
    the XDG rule it follows, without importing it for every chronicle)."""
    from journal.userdirs import user_path

    return user_path("cache")


def _compiler_file() -> str | None:
    """Where Jinja2's compiler module is, found without importing it."""
    import sys
    from importlib.util import find_spec

    module = sys.modules.get("jinja2.compiler")
    if module is not None:
        return module.__file__
    spec = find_spec("jinja2.compiler")
    return spec.origin if spec is not None else None
