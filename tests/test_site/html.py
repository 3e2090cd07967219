"""Reading the site's pages as a browser's parser sees them (html.parser)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path


class Page(HTMLParser):
    def __init__(self, path: Path) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.texts: list[str] = []
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag: str, attrs) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.texts.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.texts).split())

    def all(self, tag: str) -> list[dict]:
        return [attrs for name, attrs in self.tags if name == tag]

    def hrefs(self) -> list[str]:
        return [a["href"] for a in self.all("a") if "href" in a]


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))
