"""The default chronicle (the latest session, as Markdown) imports only what it
renders with (issue 29: at most 1.5x `show`): never the libraries of the other
formats, nor exact arithmetic a luck line turns into floats anyway, nor the
parts of Jinja2 it does not use (journal.projections.render_jinja)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# The other formats' (HTML, PDF) and the other stores' libraries, the sheet
# files' validation, Dàimon's exact odds (its luck line needs floats only),
# Jinja2's bytecode cache and loaders with what they import (pickle, tempfile
# and shutil, hashlib: the journal keeps its compiled templates itself), and
# what turns a template's source into code (its templates are read compiled).
NEVER = (
    "markdown_it",
    "weasyprint",
    "psycopg",
    "pydantic",
    "fractions",
    "journal.domain.daimon2090.odds",
    "jinja2.bccache",
    "jinja2.loaders",
    "jinja2.compiler",
    "jinja2.lexer",
    "jinja2.parser",
    "pickle",
    "tempfile",
    "shutil",
    "hashlib",
)


def imported(store: Path, out: Path, tmp: Path) -> list[str]:
    from tests.importprobe import imported as probed

    return probed(["--store", str(store), "chronicle", "--out", str(out)], tmp)


def test_the_default_chronicle_imports_no_other_formats_library(tmp_path):
    from tests.conftest import Table, play_ready

    store = tmp_path / "journal.sqlite3"
    table = play_ready(Table(store))
    table.run("roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,5,4")
    out = tmp_path / "c.md"
    imported(store, out, tmp_path)  # the first also indexes the rulesets once
    modules = imported(store, out, tmp_path)
    assert "## " in out.read_text(encoding="utf-8")  # it did write the chronicle
    assert "jinja2" in modules  # the templates rendered it
    for name in NEVER:
        assert not any(m == name or m.startswith(name + ".") for m in modules), name


COMPLETED = """
import sys
from journal.projections.render_jinja import environment_classes
environment_classes()
light = sorted(m for m in sys.modules if m in ("jinja2.bccache", "jinja2.loaders"))
from jinja2 import FileSystemLoader, Environment
import jinja2
print(light, FileSystemLoader.__module__, Environment.__module__, jinja2.__version__)
print("jinja2.bccache" in sys.modules, jinja2.Environment is Environment)
"""


def test_jinja2_left_without_its_init_completes_itself_when_asked():
    # A chronicle imports Jinja2's environment without the package's __init__;
    # the first name asked of the package afterwards (the site's renderer:
    # `from jinja2 import FileSystemLoader`) runs __init__, as if imported whole.
    import jinja2

    done = subprocess.run(
        [sys.executable, "-c", COMPLETED], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"[] jinja2.loaders jinja2.environment {jinja2.__version__}",
        "True True",
    ]


COMPILED = """
import sys
from journal.projections.render_jinja import environment_classes
Environment, StrictUndefined = environment_classes()
left = [m for m in ("jinja2.compiler", "jinja2.lexer", "jinja2.parser")
        if m in sys.modules]
env = Environment(undefined=StrictUndefined)
out = env.from_string("{% for x in xs %}{{ x }}-{% endfor %}").render(xs=[1, 2])
import jinja2.environment, jinja2.lexer, jinja2.compiler, jinja2.parser
real = (jinja2.environment.TokenStream is jinja2.lexer.TokenStream,
        jinja2.environment.Parser is jinja2.parser.Parser,
        Environment.code_generator_class is jinja2.compiler.CodeGenerator)
print(left, out, real)
from jinja2 import Environment as Whole
print(Whole().from_string("{{ 1 + 1 }}").render())
"""


def test_jinja2s_compiler_is_imported_when_a_template_is_compiled():
    # A chronicle's templates are read compiled, so the environment is imported
    # without Jinja2's compiler, lexer and parser; the first template compiled
    # from its source imports them and everything is as if imported whole.
    done = subprocess.run(
        [sys.executable, "-c", COMPILED], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[] 1-2- (True, True, True)", "2"]
