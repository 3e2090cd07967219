"""The site's strings (the chronicle's, the ruleset's, then the site's own from
templates/site/messages.py) and the hash of everything that renders a page."""

from __future__ import annotations

import hashlib
import inspect
from pathlib import Path

from journal.projections import render_env
from journal.projections.render_env import ruleset_templates_dir, templates_dir


def strings(lang: str, ruleset: str) -> dict[str, str]:
    own = render_env.catalogue(templates_dir() / "site")
    return render_env.messages(lang, ruleset) | own[lang]


def inputs_digest(ruleset: str, lang: str) -> str:
    """One hash of what turns the events into pages besides the events: the
    site's templates, CSS and scripts, the chronicle's templates and strings, the
    ruleset's templates, views and phrases, the projections' code (the site's
    own included), the language."""
    files = sorted((templates_dir() / "site").iterdir())
    files += [
        templates_dir() / name
        for name in ("chronicle.css", "sheet.md.j2", "messages.py")
    ]
    own = ruleset_templates_dir(ruleset)
    files += sorted(own.iterdir()) if own is not None else []
    code = Path(__file__).resolve().parent.parent
    files += sorted(code.glob("*.py")) + sorted(code.glob("site/*.py"))
    files += _ruleset_code(ruleset)
    files += _catalogues(ruleset, lang)
    hashed = hashlib.sha256(lang.encode())
    for path in files:
        if path.is_file():
            hashed.update(path.name.encode() + b"\0" + path.read_bytes())
    return hashed.hexdigest()


def _catalogues(ruleset: str, lang: str) -> list[Path]:
    """The compiled catalogues a page's words come from (the core's, the
    ruleset's): a new translation makes new pages."""
    from journal import i18n

    found = []
    for domain in (i18n.CORE, ruleset):
        place = i18n.folder(domain) / lang / "LC_MESSAGES" / f"{domain}.mo"
        found.append(place)
    return found


def _ruleset_code(ruleset: str) -> list[Path]:
    """The source files of the ruleset's views and phrases."""
    from journal.domain.rulesets import ruleset as find

    found = []
    for which in ("views", "phrases"):
        module = find(ruleset).module(which)
        source = inspect.getsourcefile(module) if module is not None else None
        found += [Path(source)] if source else []
    return found
