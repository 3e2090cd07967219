"""What a player reads must be words: the kit's checks of printed text.

Each check returns the problems it found (empty when the text is clean), each
naming what it saw, so a failing check says what to fix.
"""

from __future__ import annotations

import getpass
import re
from html.parser import HTMLParser
from pathlib import Path

# Python's reprs and literals, and sheet keys printed as keys.
_REPR = re.compile(r"\{'|\['|'\w+': |\bTrue\b|\bFalse\b|\bNone\b")
_SNAKE = re.compile(r"(?<![\w/.-])[a-z]+(?:_[a-z]+)+(?![\w/.-])")
_PATH = re.compile(r"(?<![\w/])[a-z_]+\.[a-z_]+\.(?:value|current|max|min)\b")
_PAGE = re.compile(r"(?<![\w/.])(docs/[\w./-]+\.md)\b")


def internals(text: str, types: set[str], ids: set[str] = frozenset()) -> list[str]:
    """Event class names, Python reprs, raw keys, ids and a login in `text`."""
    found = [
        f"event class name {name!r}" for name in sorted(types) if _word(name, text)
    ]
    found += [f"Python value {m.group()!r}" for m in _REPR.finditer(text)][:3]
    found += [f"raw key {m.group()!r}" for m in _SNAKE.finditer(text)][:3]
    found += [f"key path {m.group()!r}" for m in _PATH.finditer(text)][:3]
    found += [f"event id {name!r}" for name in sorted(ids) if _word(name, text)][:3]
    login = _login()
    if login and re.search(rf"\bby {re.escape(login)}\b", text):
        found.append(f"the login {login!r} of whoever recorded (not a known name)")
    return found


def _word(word: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def _login() -> str | None:
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name: nothing to look for
        return None


def missing_pages(text: str, root: Path | None) -> list[str]:
    """The `docs/....md` pages `text` points to that do not exist under root."""
    if root is None:
        return []
    return [
        f"points to {page}, which does not exist"
        for page in sorted(set(_PAGE.findall(text)))
        if not (root / page).is_file()
    ]


def markdown_text(markdown: str) -> str:
    """A Markdown chronicle without its front matter (keys for machines)."""
    if markdown.startswith("---\n"):
        end = markdown.find("\n---", 4)
        if end != -1:
            return markdown[end + 4 :]
    return markdown


class _Visible(HTMLParser):
    SKIP = {"script", "style", "template"}

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs) -> None:
        if tag in self.SKIP:
            self.skipping += 1

    def handle_endtag(self, tag) -> None:
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1

    def handle_data(self, data) -> None:
        if not self.skipping:
            self.parts.append(data)


def html_text(html: str) -> str:
    """What a browser shows of a page: its text, without scripts or styles."""
    parser = _Visible()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    reader = PdfReader(str(path))
    return " ".join(
        " ".join(page.extract_text() or "" for page in reader.pages).split()
    )
