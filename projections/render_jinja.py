"""Jinja2 for the chronicle's templates at the cost of what rendering needs.

Jinja2's own `__init__` imports every part of the library: its bytecode cache
(`jinja2.bccache`: pickle and fnmatch, tempfile with shutil, bz2 and lzma) and
its loaders (`jinja2.loaders`: hashlib, that is OpenSSL), whatever the caller
uses, about 13 ms of CPU here, a sixth of what a session's chronicle costs
beyond `show` (issue 29). A chronicle needs neither: its templates are found
by `TemplateFolders` below (Jinja2's loader protocol, one `load` method) and
their compiled code kept by journal.projections.render_cache. So while Jinja2
is not imported yet, `environment_classes()` imports the package without running
its `__init__`, then the environment module (with the compiler, the runtime,
the filters). The package completes itself the first time anyone asks it for a
name its `__init__` defines (`from jinja2 import FileSystemLoader`: the site's
renderer): `__init__` runs then, and everything is as if it had been imported
the usual way. Where that cannot be done, Jinja2 is imported as usual.
"""

from __future__ import annotations

import os
import posixpath
import sys
from pathlib import Path
from typing import Any


def environment_classes() -> tuple[type, type]:
    """Jinja2's (Environment, StrictUndefined), its `__init__` left for later
    when Jinja2 is not imported yet."""
    if "jinja2" not in sys.modules:
        _package_without_init()
    from jinja2.environment import Environment
    from jinja2.runtime import StrictUndefined

    return Environment, StrictUndefined


def _package_without_init() -> None:
    import importlib.util

    try:
        spec = importlib.util.find_spec("jinja2")
        folder = spec.submodule_search_locations[0]
        submodules = {name[:-3] for name in os.listdir(folder) if name.endswith(".py")}
        package = importlib.util.module_from_spec(spec)
    except (ImportError, AttributeError, TypeError, IndexError, OSError):
        return  # not an ordinary package: imported whole below

    def complete(name: str) -> Any:
        """A name of the package's own (`jinja2.Environment`): its __init__
        runs now, once. A submodule's name is no attribute yet: the import
        system then imports it, as it does for any package."""
        if name in submodules or (name.startswith("__") and name != "__version__"):
            raise AttributeError(name)
        del package.__getattr__
        spec.loader.exec_module(package)
        return getattr(package, name)

    package.__getattr__ = complete
    sys.modules["jinja2"] = package


class TemplateFolders:
    """Jinja2's loader protocol over folders, the first that holds a template
    wins (a ruleset's, then the core's), as Jinja2's FileSystemLoader finds
    them; each template's compiled code read from `cache` when it holds it
    (journal.projections.render_cache.CodeCache; None: compiled every time)."""

    def __init__(self, folders: list[Path], cache: Any = None) -> None:
        self.folders = [str(folder) for folder in folders]
        self.cache = cache

    def load(self, environment: Any, name: str, globals: Any = None) -> Any:
        source, filename, uptodate = self.get_source(environment, name)
        code = self.cache.load(filename, source) if self.cache is not None else None
        if code is None:
            code = environment.compile(source, name, filename)
            if self.cache is not None:
                self.cache.dump(filename, source, code)
        return environment.template_class.from_code(
            environment, code, globals, uptodate
        )

    def get_source(self, environment: Any, name: str):
        """(source, file name, up-to-date check), as FileSystemLoader gives them."""
        from jinja2.exceptions import TemplateNotFound

        pieces = _pieces(name)
        for folder in self.folders:
            filename = posixpath.join(folder, *pieces)
            if os.path.isfile(filename):
                break
        else:
            raise TemplateNotFound(name)
        with open(filename, encoding="utf-8") as file:
            source = file.read()
        mtime = os.path.getmtime(filename)

        def uptodate() -> bool:
            try:
                return os.path.getmtime(filename) == mtime
            except OSError:
                return False

        return source, os.path.normpath(filename), uptodate


def _pieces(name: str) -> list[str]:
    """A template's path in pieces, never out of its folder (as Jinja2's
    split_template_path: no separator inside a piece, no '..')."""
    from jinja2.exceptions import TemplateNotFound

    pieces = []
    for piece in name.split("/"):
        if os.path.sep in piece or (os.path.altsep and os.path.altsep in piece):
            raise TemplateNotFound(name)
        if piece == os.path.pardir:
            raise TemplateNotFound(name)
        if piece and piece != ".":
            pieces.append(piece)
    return pieces
