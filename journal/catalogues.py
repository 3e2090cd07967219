"""The catalogues' upkeep, with Babel (a tool for developers: the journal reads
compiled catalogues with the standard library alone, see journal/i18n.py).

    python -m journal.catalogues update   # extract, merge into each .po, compile
    python -m journal.catalogues check    # what is missing, untranslated, stale

A domain's messages are the strings its source files pass to `_`, `gettext`,
`ngettext`, `pgettext`, `npgettext` or `N_` (Python) and `_`/`gettext`/
`ngettext` or `{% trans %}` (Jinja templates). `update` writes every language's
`<localedir>/<lang>/LC_MESSAGES/<domain>.po` (sorted, file names without line
numbers, so that two branches adding strings merge as text) and compiles the
`.mo` beside it, which the wheel ships. `check` lists, one line each naming the
file and the string: a message extracted but not in the catalogue, one
untranslated or fuzzy, one whose placeholders differ between the languages or
that loses a paragraph click keeps as typed (its `\\b` line: examples), an
entry no source uses any more, and a `.mo` older than its `.po`.

A third-party ruleset checks its own (see docs/rulesets.md):

    python -m journal.catalogues check --domain journal_coin \\
        --source journal_coin --locale journal_coin/locale
"""

from __future__ import annotations

import io
import re
import string
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from journal.i18n import BUILT_IN, CORE, LANGUAGES, LOCALEDIR

ROOT = Path(__file__).resolve().parent.parent  # the repository (an editable install)
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
    "Nn_": (1, 2),
    "NC_": ((1, "c"), 2),
}
METHODS = [
    ("**.py", "journal.catalogues:extract_python"),
    ("**.j2", "jinja2.ext:babel_extract"),
]
# The catalogues' header date, fixed: a date that changed with each update
# would make every branch that adds a string conflict with every other.
STAMP = datetime(2026, 11, 26, tzinfo=UTC)
JINJA = {"extensions": "jinja2.ext.i18n", "trim_blocks": "true"}


@dataclass(frozen=True)
class Domain:
    """A gettext domain: its name, the folders its messages come from (files
    under `exclude` belong to another domain), and its catalogues' folder."""

    name: str
    sources: tuple[Path, ...]
    localedir: Path
    exclude: tuple[Path, ...] = ()


def built_in() -> list[Domain]:
    """The core's domain, each built-in ruleset's, and click's own words."""
    rulesets = {
        name: tuple(
            ROOT / top / name
            for top in ("domain", "projections", "journal/rulesets", "templates")
            if (ROOT / top / name).is_dir()
        )
        for name in BUILT_IN
    }
    every_ruleset = tuple(folder for folders in rulesets.values() for folder in folders)
    core = tuple(
        ROOT / top for top in ("journal", "domain", "projections", "templates")
    )
    developers = (ROOT / "journal" / "catalogues.py",)  # a tool in English
    found = [Domain(CORE, core, LOCALEDIR, every_ruleset + developers)]
    found += [Domain(name, folders, LOCALEDIR) for name, folders in rulesets.items()]
    import click

    found.append(Domain("click", (Path(click.__file__).parent,), LOCALEDIR))
    return found


CLICK_METHODS = [("**.py", "python")]


def _methods(domain: Domain):
    return CLICK_METHODS if domain.name == "click" else METHODS


def extract(domain: Domain):
    """The domain's template catalogue (the .pot), from its sources."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    template = Catalog(
        project="journal", domain=domain.name, fuzzy=False, creation_date=STAMP
    )
    for folder in domain.sources:
        for found in extract_from_dir(
            str(folder),
            _methods(domain),
            options_map={"**.j2": JINJA},
            keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True,
        ):
            filename, lineno, message, comments, context = found
            path = (folder / filename).resolve()
            if any(path.is_relative_to(other) for other in domain.exclude):
                continue
            if domain.name == "click" and "_compat" in filename:
                continue
            where = _shown(path)
            template.add(
                message,
                None,
                [(where, lineno)],
                auto_comments=comments,
                context=context,
            )
    return template


HELP_WORDS = ("help", "short_help", "epilog")


def extract_python(fileobj, keywords, comment_tags, options):
    """Babel's Python extraction, and click's help as written: the docstring of
    a function made a command (`@x.command(...)`, `@click.group`) and the
    literal `help=`, `short_help=` or `epilog=` of any call (journal.i18n_click
    looks each up as click cleans it)."""
    import ast
    import inspect

    from babel.messages.extract import extract_python as babel_python

    source = fileobj.read()
    yield from babel_python(io.BytesIO(source), keywords, comment_tags, options)
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if any(_makes_command(d) for d in node.decorator_list):
                doc = ast.get_docstring(node, clean=True)
                if doc:
                    yield node.lineno, None, doc, []
        elif isinstance(node, ast.Dict):  # click settings kept in a table
            for key, value in zip(node.keys, node.values, strict=True):
                named = isinstance(key, ast.Constant) and key.value in HELP_WORDS
                if named and isinstance(value, ast.Constant) and value.value:
                    text = value.value
                    if isinstance(text, str) and (" " in text or text.endswith(".")):
                        yield value.lineno, None, inspect.cleandoc(text), []
        elif isinstance(node, ast.Call):
            for word in node.keywords:
                if word.arg in HELP_WORDS and isinstance(word.value, ast.Constant):
                    if isinstance(word.value.value, str) and word.value.value:
                        text = inspect.cleandoc(word.value.value)
                        yield word.value.lineno, None, text, []


def _makes_command(decorator) -> bool:
    import ast

    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = getattr(target, "attr", None) or getattr(target, "id", None)
    return name in ("command", "group")


def _shown(path: Path) -> str:
    import click

    clicks = Path(click.__file__).parent.parent
    for base in (ROOT, clicks, Path(sys.prefix)):
        if path.is_relative_to(base):
            return str(path.relative_to(base))
    return path.name


def po_path(domain: Domain, lang: str) -> Path:
    return domain.localedir / lang / "LC_MESSAGES" / f"{domain.name}.po"


def read(path: Path, lang: str, domain: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    if not path.exists():
        return Catalog(locale=lang, domain=domain, project="journal")
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def write(catalog, path: Path) -> None:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import write_po

    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=88, sort_output=True, include_lineno=False)
    path.write_bytes(buffer.getvalue())
    path.with_suffix(".mo").write_bytes(compiled(catalog))
    del write_mo


def compiled(catalog) -> bytes:
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update(domains: list[Domain], languages=LANGUAGES) -> None:
    """Merge what the sources say into every language's catalogue; compile."""
    for domain in domains:
        template = extract(domain)
        for lang in languages:
            if lang == "en":
                continue
            path = po_path(domain, lang)
            catalog = read(path, lang, domain.name)
            catalog.update(template, no_fuzzy_matching=True)
            if domain.name == "click":  # keep the words of every click admitted
                for key, message in list(catalog.obsolete.items()):
                    catalog[message.id] = message
                    del key
            catalog.obsolete.clear()  # git remembers; a stale entry only confuses
            catalog.fuzzy = False
            write(catalog, path)


def check(domains: list[Domain], languages=LANGUAGES) -> list[str]:
    """One line for each thing wrong, naming the file and the string."""
    problems: list[str] = []
    for domain in domains:
        template = extract(domain)
        for lang in languages:
            if lang == "en":
                continue
            path = po_path(domain, lang)
            shown = _shown(path)
            catalog = read(path, lang, domain.name)
            for message in template:
                if not message.id:
                    continue
                found = catalog.get(message.id, message.context)
                where = ", ".join(sorted({f for f, _ignored in message.locations}))
                if found is None:
                    problems.append(
                        f"{where}: {_key(message)} is not in {shown} "
                        "(run python -m journal.catalogues update)"
                    )
            for message in catalog:
                if not message.id:
                    continue
                where = ", ".join(sorted({f for f, _ignored in message.locations}))
                label = f"{shown}: {_key(message)}" + (f" ({where})" if where else "")
                unused = template.get(message.id, message.context) is None
                if unused and domain.name != "click":  # click: each version's
                    problems.append(f"{label} is used by no source any more")
                    continue
                if message.fuzzy:
                    problems.append(f"{label} is fuzzy")
                if not _translated(message):
                    problems.append(f"{label} is untranslated in {lang}")
                    continue
                wrong = placeholders_differ(message)
                if wrong:
                    problems.append(f"{label}: placeholders differ ({wrong})")
                lost = _unwrapped(message)
                if lost:
                    problems.append(
                        f"{label}: the source keeps {lost} "
                        "paragraph(s) as typed (click's \\b line), the translation "
                        "does not: its examples would be run together"
                    )
            mo = path.with_suffix(".mo")
            if not mo.exists() or not same_messages(mo.read_bytes(), compiled(catalog)):
                problems.append(
                    f"{_shown(mo)} is not the compiled {shown} "
                    "(run python -m journal.catalogues update)"
                )
    return problems


def same_messages(one: bytes, other: bytes) -> bool:
    """Whether two compiled catalogues hold the same messages (their headers
    aside: each Babel version writes its own name there)."""
    import gettext

    def messages(data: bytes) -> dict:
        found = gettext.GNUTranslations(io.BytesIO(data))._catalog  # noqa: SLF001
        return {key: value for key, value in found.items() if key != ""}

    return messages(one) == messages(other)


def _key(message) -> str:
    text = message.id if isinstance(message.id, str) else message.id[0]
    context = f"[{message.context}] " if message.context else ""
    return f"{context}{text!r}"


def _translated(message) -> bool:
    if isinstance(message.string, tuple | list):
        return all(message.string)
    return bool(message.string)


def _unwrapped(message) -> int:
    """How many of the source's kept-as-typed paragraphs (click's `\\b` line)
    a translation lacks; 0 when none."""
    wanted = (message.id if isinstance(message.id, str) else message.id[0]).count("\b")
    strings = [message.string] if isinstance(message.string, str) else message.string
    return max((wanted - text.count("\b") for text in strings or ()), default=0)


_FIELD = re.compile(r"%(?:\([^)]*\))?[sdif]")


def fields(text: str) -> set[str]:
    """The placeholders of `text`: str.format's `{name...}` and %-style."""
    found = set()
    try:
        for _literal, name, _spec, conversion in string.Formatter().parse(text):
            if name is not None:
                found.add("{" + name + (f"!{conversion}" if conversion else "") + "}")
    except ValueError:
        found.add("<unbalanced braces>")
    found.update(_FIELD.findall(text))
    return found


def placeholders_differ(message) -> str:
    """'' when each translation has the source's placeholders, else which."""
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = (
        [message.string]
        if isinstance(message.string, str)
        else list(message.string or ())
    )
    wanted = set().union(*(fields(i) for i in ids))
    for translated in strings:
        have = fields(translated)
        # a plural's singular form may drop the count ("una scena")
        if have != wanted and not (len(ids) > 1 and have < wanted):
            extra = sorted(have - wanted)
            missing = sorted(wanted - have)
            return f"{translated!r}: " + ", ".join(
                [f"missing {m}" for m in missing] + [f"unknown {e}" for e in extra]
            )
    return ""


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m journal.catalogues")
    parser.add_argument("action", choices=["update", "check"])
    parser.add_argument("--domain", help="a third party's domain (else the built-in)")
    parser.add_argument("--source", action="append", type=Path, default=[])
    parser.add_argument("--locale", type=Path, help="its catalogues' folder")
    options = parser.parse_args(argv)
    if options.domain:
        domains = [
            Domain(
                options.domain,
                tuple(options.source),
                options.locale or options.source[0] / "locale",
            )
        ]
    else:
        domains = built_in()
    if options.action == "update":
        update(domains)
        return 0
    problems = check(domains)
    for line in problems:
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
