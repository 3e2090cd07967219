"""The ruleset conformance kit: the core's surfaces, driven once for any ruleset.

A ruleset is finished when this kit passes on it, as a database dialect is when
SQLAlchemy's `sqlalchemy.testing.suite` passes, or a filesystem when fsspec's
abstract tests do. The kit records the ruleset's own sample campaign into a
fresh store, adds a non-player character, wounds a character, voids the wound
and voids the void, and then drives every core surface in English and Italian:
`status`, `show`, `track`, `why` for every track, `diff`, `log`, `void`,
chronicles (Markdown, HTML, PDF), `site`, `export` and `import`, and the
Obsidian vault (`export --format obsidian`). It fails on an
internal error, on a refusal or help text that points to a page that does not
exist, on prose that shows internals (event class names, raw keys, ids where no
command needs one, the login of whoever recorded), and on a kind of name a
command takes that gets no "did you mean" when typed wrong.

A ruleset's package runs it from one test file::

    import pytest
    from journal.conformance import Declaration, Name
    from journal.conformance.suite import *  # noqa: F403 - the kit's tests

    @pytest.fixture(scope="module")
    def declaration():
        return Declaration(
            ruleset="coin",
            script=Path(__file__).parent / "sample.journal",
            character="Ada",
            npc=("npc", "add", "Il Banco", "fortuna=3"),
            wound=("track", "spend", "Ada", "fortuna", "1", "--reason", "a fall"),
            track="fortuna",
        )

Everything is recorded once per test module (the store, each language's
chronicles and site), so the kit costs a ruleset a few seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Name:
    """A name a ruleset's command takes, to be typed wrong: `command` with
    `{name}` where the name goes; `typed` is the wrong name, `meant` what the
    refusal must suggest."""

    kind: str  # "characteristic", "skill", ... (the core's kinds need none)
    command: tuple[str, ...]
    typed: str
    meant: str


@dataclass(frozen=True)
class Declaration:
    """What the kit needs from a ruleset."""

    ruleset: str  # the name its campaigns are started with
    character: str  # one character the sample creates (a player's)
    wound: tuple[str, ...]  # the command that wounds `character` (in a scene)
    track: str  # the track that wound moves
    npc: tuple[str, ...] | None = None  # the command that adds a non-player character
    npc_name: str | None = None  # its name (default: the word after `npc add`)
    script: Path | None = None  # the sample script (default: the ruleset's SAMPLE)
    names: tuple[Name, ...] = ()  # the ruleset's own kinds of names
    bad_sheet: str = 'name = "X"\nplayer = "Ana"\nwingspan = 3\n'  # refused
    pages: Path | None = None  # the folder refusals' `docs/...` paths are under
    gaps: dict[str, str] = field(default_factory=dict)  # check -> why it fails yet
    # the rulebook's words printed as the book prints them, beyond its data files
    # and sections (journal.pseudo), and a guided creation's options and answers
    glossary: frozenset[str] = frozenset()
    creation: tuple[list[str], list[str]] | None = None

    @property
    def npc_called(self) -> str | None:
        if self.npc_name or not self.npc:
            return self.npc_name
        return self.npc[2] if len(self.npc) > 2 else None


__all__ = ["Declaration", "Name"]
