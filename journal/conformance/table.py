"""The kit's table: `journal` commands run in this process on one store, and
what the kit records once per ruleset (the sample, an NPC, a wound and its
voids) for every check to read."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

LANGS = ("en", "it")
KIT_DATE = "2030-01-05"


@dataclass
class Ran:
    """One command's outcome."""

    args: tuple[str, ...]
    code: int
    stdout: str
    stderr: str
    error: BaseException | None = None

    def __str__(self) -> str:
        shown = " ".join(self.args)
        return f"`journal {shown}` exited {self.code}: {self.stderr or self.stdout}"[
            :2000
        ]


class Table:
    """`journal --store STORE ...` as a user runs it, without JOURNAL_USER (so
    prose that names whoever recorded by their login shows)."""

    def __init__(self, store: Path, folder: Path) -> None:
        self.store, self.folder = store, folder

    def run(self, *args: str, lang: str = "en", expect: int | None = 0) -> Ran:
        from click.testing import CliRunner

        from journal.cli import cli

        runner = CliRunner()
        full = ["--store", str(self.store), "--lang", lang, *args]
        env = {"JOURNAL_USER": None, "JOURNAL_CAMPAIGN": None, "JOURNAL_STORE": None}
        result = runner.invoke(cli, full, env=env)
        error = (
            result.exception if not isinstance(result.exception, SystemExit) else None
        )
        ran = Ran(tuple(args), result.exit_code, result.stdout, result.stderr, error)
        if expect is not None and ran.code != expect:
            raise AssertionError(f"expected exit {expect}: {ran}")
        return ran

    def copy(self, name: str) -> Table:
        """A table on a copy of this store (for checks that might record)."""
        import shutil

        store = self.folder / f"{name}.sqlite3"
        for suffix in ("", "-wal", "-shm"):
            if Path(f"{self.store}{suffix}").exists():
                shutil.copyfile(f"{self.store}{suffix}", f"{store}{suffix}")
        return Table(store, self.folder)

    def json(self, *args: str, lang: str = "en"):
        return json.loads(self.run(*args, "--json", lang=lang).stdout)


@dataclass
class Played:
    """What the kit recorded, and what it saw while recording it."""

    table: Table
    ruleset: str
    character: str  # its full name
    npc: str | None  # the NPC's full name, when the ruleset could add one
    wound_ids: list[str]
    track_before: object  # the track's value before the wound
    track_after: object  # after it
    track_voided: object  # after voiding it
    track_restored: object  # after voiding the void
    problems: dict[str, str] = field(default_factory=dict)  # step -> what failed
    events: list[dict] = field(default_factory=list)

    @property
    def types(self) -> set[str]:
        return {event["type"] for event in self.events}

    @property
    def ids(self) -> set[str]:
        return {event["id"] for event in self.events}


def play(declaration, folder: Path) -> Played:
    """Record the sample, then an NPC, a wound, its void and the void's void."""
    table = Table(folder / "kit.sqlite3", folder)
    table.run("run", str(sample_script(declaration)))
    table.run("session", "start", "--date", KIT_DATE)
    table.run("scene", "start", "La prova del kit")
    problems: dict[str, str] = {}
    npc = _npc(table, declaration, problems)
    character = table.json("show", declaration.character)["name"]
    before = _value(table, declaration)
    wound = table.json(*declaration.wound)
    after = _value(table, declaration)
    ids = [event["id"] for event in wound]
    (void,) = table.json("void", ids[-1], "--reason", "kit: no wound after all")
    voided = _value(table, declaration)
    table.run("void", void["id"], "--reason", "kit: the wound stands")
    restored = _value(table, declaration)
    table.run("scene", "end")
    table.run("session", "end")
    played = Played(
        table, declaration.ruleset, character, npc, ids,
        before, after, voided, restored, problems,
    )  # fmt: skip
    played.events = table.json("log")
    return played


def _npc(table: Table, declaration, problems: dict) -> str | None:
    if not declaration.npc:
        problems["npc"] = "the declaration names no command that adds an NPC"
        return None
    ran = table.run(*declaration.npc, expect=None)
    if ran.code != 0:
        problems["npc"] = str(ran)
        return None
    return table.json("show", declaration.npc_called)["name"]


def _value(table: Table, declaration):
    tracks = table.json("track", declaration.character)
    return tracks[declaration.track]["value"]


def sample_script(declaration) -> Path:
    """The declaration's script, else the ruleset's sample (its cli SAMPLE)."""
    if declaration.script is not None:
        return Path(declaration.script)
    from importlib.resources import files

    from journal.domain.rulesets import ruleset

    package, *parts = ruleset(declaration.ruleset).module("cli").SAMPLE
    found = files(package).joinpath(*parts)
    return Path(str(found))
