"""Where the chronicle's templates live, its message catalogue, its Jinja setup.

Jinja2 is imported inside the functions that need it, never at module import,
and then without the parts a chronicle never uses (journal.projections.render_jinja).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from journal.projections.render_escape import (
    Md,
    css_string,
    md_escape,
    md_lines,
    yaml_scalar,
)

if TYPE_CHECKING:
    from jinja2 import Environment

    from journal.projections.chronicle_model import RollView

FALLBACK_LANG = "en"
_PROBE = "chronicle.md.j2"


def templates_dir() -> Path:
    """The `templates/` folder: the installed `journal.templates`, else the repo's."""
    found = _package_dir("journal.templates")
    if found is not None and (found / _PROBE).is_file():
        return found
    return Path(__file__).resolve().parent.parent / "templates"


def ruleset_templates_dir(ruleset: str | None) -> Path | None:
    """The ruleset's templates folder (its descriptor's `templates` package)."""
    if not ruleset:
        return None
    from journal.domain.rulesets import ruleset as find

    package = find(ruleset).templates
    found = _package_dir(package) if package else None
    if found is not None and found.is_dir():
        return found
    local = templates_dir() / ruleset
    return local if local.is_dir() else None


def _package_dir(package: str) -> Path | None:
    """Where a package's files are (the import system's own answer, without
    importlib.resources and the zip support it imports)."""
    from importlib.util import find_spec

    try:
        spec = find_spec(package)
    except (ImportError, ValueError):
        return None
    locations = spec.submodule_search_locations if spec is not None else None
    first = next(iter(locations), None) if locations else None
    return Path(first) if first else None


def catalogue(folder: Path | None):
    """The MESSAGES of `folder`'s messages.py (none: empty): a table of marked
    strings read by language (journal.i18n.Phrases), loaded once a process."""
    if folder is None:
        return {}
    return _read_catalogue(str(folder / "messages.py"))


@cache
def _read_catalogue(path: str):
    """A messages.py's MESSAGES, imported once a process (a chronicle asks for
    its strings once per roll)."""
    import importlib.util
    import os.path

    if not os.path.exists(path):
        return {}
    name = "journal._messages." + path.replace("/", "_").replace(".", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.MESSAGES


def messages(lang: str, ruleset: str | None = None) -> dict[str, str]:
    """The UI strings for `lang`: the core's, then the ruleset's over them, every
    missing one taken from English. Made once a process (a chronicle asks for
    them once per roll); callers read them, never change them."""
    return _messages(lang, ruleset)


@cache
def _messages(lang: str, ruleset: str | None) -> dict[str, str]:
    core = catalogue(templates_dir())
    own = catalogue(ruleset_templates_dir(ruleset))
    return core[lang] | (own[lang] if own else {})


def _loader(ruleset: str | None, kind: str):
    """The ruleset's templates over the core's, compiled code kept for `kind`
    (journal.projections.render_jinja, journal.projections.render_cache)."""
    from journal.projections.render_cache import bytecode_cache
    from journal.projections.render_jinja import TemplateFolders

    folders = [ruleset_templates_dir(ruleset), templates_dir()]
    found = [folder for folder in folders if folder is not None]
    return TemplateFolders(found, bytecode_cache(kind))


def markdown_env(ruleset: str | None = None) -> Environment:
    """Autoescape off, but any plain string printed is passed through md_escape."""
    from journal.projections.render_jinja import environment_classes

    Environment, StrictUndefined = environment_classes()  # noqa: N806
    env = Environment(
        loader=_loader(ruleset, "md"),
        autoescape=False,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        finalize=_finalize_markdown,
    )
    env.filters.update(
        md_escape=md_escape,
        md_lines=md_lines,
        md_join=md_join,
        yaml=yaml_scalar,
        tenths=tenths,
        human_date=human_date,
        human_moment=human_moment,
    )
    env.globals.update(dice=dice_markdown, strike=Md("~~"), hard=Md("\\"))
    env.globals.update(_ruleset_globals(ruleset))
    return env


def _ruleset_globals(ruleset: str | None) -> dict:
    """The helpers the ruleset's templates call (its views' template_globals())."""
    from journal.projections.sheet import view

    found = view(ruleset, "template_globals")
    return found() if found is not None else {}


def _finalize_markdown(value: Any) -> Any:
    return md_escape(value) if isinstance(value, str) else value


def md_join(values: Any, separator: str = ", ") -> Md:
    """Escape each value, join them with a separator written in the template."""
    return Md(separator.join(md_escape(value) for value in values))


def tenths(value: float, lang: str, signed: bool = False) -> Md:
    """A number with one decimal, a decimal comma in Italian; with `signed`,
    '+' above zero and '−' below: 6.5, +1.5, −0.5, 0.0 (6,5 … in Italian)."""
    sign = ("+" if value > 0 else "−" if value < 0 else "") if signed else ""
    text = f"{abs(value) if signed else value:.1f}"
    return Md(sign + (text.replace(".", ",") if lang == "it" else text))


def html_env(ruleset: str | None = None) -> Environment:
    from journal.projections.render_jinja import environment_classes

    Environment, StrictUndefined = environment_classes()  # noqa: N806
    env = Environment(
        loader=_loader(ruleset, "html"),
        autoescape=True,
        undefined=StrictUndefined,
    )
    env.filters.update(human_date=human_date, human_moment=human_moment)
    return env


def human_date(iso: str | None, t: dict) -> str:
    """'2026-11-14' as people write it: 14 November 2026, 14 novembre 2026."""
    from datetime import date

    if not iso:
        return "—"
    day = date.fromisoformat(str(iso)[:10])
    month = t["months"].split()[day.month - 1]
    return t["date_format"].format(day=day.day, month=month, year=day.year)


def human_moment(iso: str, t: dict) -> str:
    """A recording time (ISO, as stored: UTC) as the table's clock showed it, a
    day, an hour and the zone: 23 November 2026, 15:07 CET."""
    from datetime import datetime

    moment = datetime.fromisoformat(iso).astimezone()  # the machine's zone
    return t["generated_format"].format(
        date=human_date(moment.date().isoformat(), t),
        time=moment.strftime("%H:%M"),
        zone=moment.strftime("%Z") or moment.strftime("UTC%z"),
    )


def dice_markdown(roll: RollView) -> Md:
    """Each face as a code span, what counts in bold, a dropped face struck, an
    exploded one joined by +: **`5`** `2` **`8`**+**`3`** ~~`1`~~."""
    spans: list[str] = []
    for face in roll.faces:
        span = f"`{int(face.value)}`"
        if face.counted:
            span = f"**{span}**"
        elif face.dropped:
            span = f"~~{span}~~"
        if face.exploded and spans:
            spans[-1] += f"+{span}"
        else:
            spans.append(span)
    return Md(" ".join(spans))


def page_label_css(template: str) -> str:
    """'Page {page} of {pages}' as CSS content: "Page " counter(page) " of " …"""
    counters = {"{page}": "counter(page)", "{pages}": "counter(pages)"}
    parts = re.split(r"(\{pages?\})", template)
    return " ".join(counters.get(part) or css_string(part) for part in parts if part)
