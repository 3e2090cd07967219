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
    when Jinja2 is not imported yet, and its compiler with it (`_DEFERRED`)."""
    if "jinja2" not in sys.modules:
        _package_without_init()
    if "jinja2.environment" not in sys.modules:
        _environment_deferred()
    from jinja2.environment import Environment
    from jinja2.runtime import StrictUndefined

    return Environment, StrictUndefined


# What jinja2.environment imports from the modules that turn a template's source
# into code: a template read from compiled code (journal.projections.render_cache)
# never runs them, and they are a fifth of Jinja2's import (the compiler, the
# lexer with its identifier tables, the parser: 5 to 6 ms of CPU a chronicle).
_DEFERRED = {
    "jinja2.compiler": ("CodeGenerator", "generate"),
    "jinja2.lexer": ("get_lexer", "Lexer", "TokenStream"),
    "jinja2.parser": ("Parser",),
}


def _environment_deferred() -> None:
    """Import jinja2.environment with stand-ins for what it takes from the
    compiler, the lexer and the parser: the first call of any of them (a
    template compiled, a source parsed) imports the real modules and puts their
    names back where the environment looks them up. The stand-ins are in
    sys.modules only while the environment is imported: anyone else importing
    those modules gets the real ones. Should the environment ask them for a
    name not known here (another Jinja2), it is imported the usual way."""
    import types

    if any(name in sys.modules for name in _DEFERRED):
        return  # already there: nothing to spare
    for module, names in _DEFERRED.items():
        stand_in = types.ModuleType(module)
        for name in names:
            setattr(stand_in, name, _stand_in(name))
        sys.modules[module] = stand_in
    try:
        import jinja2.environment  # noqa: F401 - with the stand-ins
    except ImportError:
        sys.modules.pop("jinja2.environment", None)  # imported whole below
    finally:
        for module in _DEFERRED:
            del sys.modules[module]


def _stand_in(name: str) -> Any:
    def called(*args: Any, **kwargs: Any) -> Any:
        return getattr(_completed(), name)(*args, **kwargs)

    called.__name__ = called.__qualname__ = name
    called.journal_deferred = True
    return called


def _completed() -> Any:
    """jinja2.environment with the real compiler, lexer and parser."""
    import importlib

    environment = sys.modules["jinja2.environment"]
    for module, names in _DEFERRED.items():
        real = importlib.import_module(module)
        for name in names:
            if getattr(getattr(environment, name, None), "journal_deferred", False):
                setattr(environment, name, getattr(real, name))
    classes = environment.Environment
    if getattr(classes.code_generator_class, "journal_deferred", False):
        classes.code_generator_class = environment.CodeGenerator
    return environment


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
