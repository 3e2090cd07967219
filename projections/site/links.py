"""Where each page of the site lives, as paths relative to the site's root.

Paths come from numbers and slugs (lowercase ASCII letters, digits and hyphens),
never from user text as typed: no name can reach outside the folder or become
a URL with a scheme. Pages link with `root` (`../` per level) before a path.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

HOME, NAMES, SEARCH = "index.html", "names.html", "search.html"
INDEX_SCRIPT = "assets/search-index.js"


def slug(text: str, limit: int = 48) -> str:
    """'Kira Voss' -> 'kira-voss'; accents dropped; '' -> 'x'."""
    plain = unicodedata.normalize("NFKD", str(text))
    plain = plain.encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:limit].strip("-") or "x"


def anchor(prefix: str, text: str) -> str:
    """A stable fragment id for any text: its slug and a short hash of it."""
    digest = hashlib.sha256(str(text).encode("utf-8")).hexdigest()[:6]
    return f"{prefix}-{slug(text, 32)}-{digest}"


def root_of(path: str) -> str:
    """The way back to the root from a page: '' or '../' per folder."""
    return "../" * path.count("/")


def session(number: int) -> str:
    return f"sessions/{int(number)}.html"


def entry(number: int | None, event_id: str) -> str | None:
    """The place of an event in its session's page (None outside sessions)."""
    if number is None:
        return None
    return f"{session(number)}#e-{slug(event_id)}"


def document(name: str) -> str:
    return f"documents/{slug(name)}.html"


class Characters:
    """Each character's page, by id: its name's slug, made unique in the campaign."""

    def __init__(self, sheets: dict) -> None:
        self.slugs: dict[str, str] = {}
        taken: set[str] = set()
        for char_id, sheet in sheets.items():
            found = slug(sheet.name)
            if found in taken:
                found = f"{found}-{slug(char_id)}"
            taken.add(found)
            self.slugs[char_id] = found
        self.by_name = {sheet.name: char_id for char_id, sheet in sheets.items()}

    def page(self, char_id: str) -> str:
        return f"characters/{self.slugs[char_id]}.html"

    def at(self, char_id: str, number: int) -> str:
        """The character's sheet as session `number` ended."""
        return f"characters/{self.slugs[char_id]}/session-{int(number)}.html"

    def named(self, name: str | None) -> str | None:
        """The page of the character called `name`, if there is one."""
        char_id = self.by_name.get(name) if name else None
        return self.page(char_id) if char_id else None
