"""Where the chronicle's templates live, its message catalogue, its Jinja setup.

Jinja2 is imported inside the functions that need it, never at module import.
"""

from __future__ import annotations

import re
import tomllib
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from projections.render_escape import Md, css_string, md_escape, md_lines, yaml_scalar

if TYPE_CHECKING:
    from jinja2 import Environment

    from projections.chronicle_model import RollView

FALLBACK_LANG = "en"
_PROBE = "chronicle.md.j2"


def templates_dir() -> Path:
    """The `templates/` folder: the installed `journal.templates`, else the repo's."""
    try:
        found = Path(str(resources.files("journal.templates") / _PROBE)).parent
    except (ModuleNotFoundError, TypeError, ValueError):
        found = None
    if found is not None and (found / _PROBE).is_file():
        return found
    return Path(__file__).resolve().parent.parent / "templates"


def messages(lang: str) -> dict[str, str]:
    """The UI strings for `lang`, every missing one taken from English."""
    with open(templates_dir() / "messages.toml", "rb") as file:
        catalogue = tomllib.load(file)
    return catalogue[FALLBACK_LANG] | catalogue.get(lang, {})


def markdown_env() -> Environment:
    """Autoescape off, but any plain string printed is passed through md_escape."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    env = Environment(
        loader=FileSystemLoader(templates_dir()),
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
    )
    env.globals.update(dice=dice_markdown, strike=Md("~~"), hard=Md("\\"))
    env.globals.update(CHARS=_characteristics(), skills=skills_md, gear=gear_md)
    env.globals.update(daimon=daimon_md)
    return env


def _characteristics() -> dict[str, str]:
    from domain.daimon2090.names import DISPLAY_NAMES

    return DISPLAY_NAMES


def skills_md(skills: dict) -> Md:
    """'Hacking 3 (S, Cracker), Atletica 2 (G)', each name escaped."""
    shown = []
    for name, s in skills.items():
        where = f"{s['kind']}, {s['class']}" if s.get("class") else s["kind"]
        shown.append(f"{name} {s['score']} ({where})")
    return md_join(shown) if shown else Md("—")


def gear_md(items: list) -> Md:
    """'Pistola 1 [0/13]': level (when it has one) and the 13-marker counter."""
    shown = [
        " ".join(str(x) for x in (i["name"], i.get("level")) if x is not None)
        + f" [{i.get('marks', 0)}/13]"
        for i in items
    ]
    return md_join(shown)


def daimon_md(daimon: dict) -> Md:
    """'Eco, a paper crane … (sarcastica, protettiva)'."""
    text = ", ".join(x for x in (daimon.get("name"), daimon.get("description")) if x)
    if daimon.get("traits"):
        text += f" ({', '.join(daimon['traits'])})"
    return md_escape(text)


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


def html_env() -> Environment:
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    return Environment(
        loader=FileSystemLoader(templates_dir()),
        autoescape=True,
        undefined=StrictUndefined,
    )


def dice_markdown(roll: RollView) -> Md:
    """Each face as a code span, successes in bold: **`5`** `2` **`6`**."""
    faces = [int(face) for face in roll.faces]
    wins = {int(face) for face in roll.success_faces}
    spans = (f"**`{face}`**" if face in wins else f"`{face}`" for face in faces)
    return Md(" ".join(spans))


def page_label_css(template: str) -> str:
    """'Page {page} of {pages}' as CSS content: "Page " counter(page) " of " …"""
    counters = {"{page}": "counter(page)", "{pages}": "counter(pages)"}
    parts = re.split(r"(\{pages?\})", template)
    return " ".join(counters.get(part) or css_string(part) for part in parts if part)
