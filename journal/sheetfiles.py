"""Sheet files (`character create --from FILE.toml`, `npc add --from`, `sheet
check`): one loader for every ruleset.

A file is read, its accented bare keys explained (TOML refuses `agilità = 3`),
parsed as TOML, checked against the ruleset's declaration (its cli
`SHEET_MODEL`, see journal.domain.sheetmodel: every problem at once), then by
the ruleset's `parse_sheet` for its rules (creation points, catalogues). Every
problem is told with the file's line and the page that documents the format
(docs/<ruleset>.md, or the ruleset's cli SHEET_DOCS).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.rulesets import load
from journal.domain.text import fold_key

SECTION = "journal: sheet files"
_QUOTED = re.compile(r"""['"]([^'"]+)['"]""")
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")


@dataclass(frozen=True)
class Problem:
    line: int | None
    message: str  # English (translated where printed)
    section: str = SECTION  # the rule's (a ruleset's parse_sheet names its own)

    def where(self, path) -> str:
        return f"{path}, line {self.line}" if self.line else str(path)


def page_of(ruleset) -> str:
    module = ruleset.module("cli")
    return getattr(module, "SHEET_DOCS", None) or f"docs/{ruleset.name}.md"


def model_of(ruleset):
    """The ruleset's declared sheet model, or None (a plug-in may have none)."""
    reference = getattr(ruleset.module("cli"), "SHEET_MODEL", None)
    return load(reference) if reference else None


NPC_PLAYER = "Master"  # what a ruleset's parse_sheet reads as an NPC's player


def checked_sheet(ruleset, path: Path, npc: bool = False, name=None) -> dict:
    """The sheet in `path`, checked; a refusal names every problem, each with
    its line, and the page. `npc`: a character of the Master's (no player);
    `name`: the name it takes (a stat block's copy: "Lupo 2")."""
    sheet, problems = read_sheet(ruleset, path, npc, name)
    return _or_refused(ruleset, sheet, problems, path)


def checked_stats(ruleset, data: dict, what: str) -> dict:
    """A non-player character from quick stats (a document built from the
    command line), checked as a sheet file is."""
    sheet, problems = check_document(ruleset, data, "", npc=True)
    return _or_refused(ruleset, sheet, problems, what)


def _or_refused(ruleset, sheet, problems, where) -> dict:
    if not problems:
        return sheet
    page = page_of(ruleset)
    if len(problems) == 1:
        (one,) = problems
        message = f"{one.where(where)}: {one.message} (see {page})"
        raise SheetError(message, one.section)
    told = "; ".join(
        f"line {p.line}: {p.message}" if p.line else p.message for p in problems
    )
    message = f"{where} has {len(problems)} problems: {told} (see {page})"
    raise SheetError(message, SECTION)


def read_sheet(ruleset, path: Path, npc: bool = False, name=None):
    """(the checked sheet or None, every problem found)."""
    text = _read(path)
    unquoted = accented(text)
    if unquoted:
        return None, unquoted
    try:
        data = _toml(text)
    except _Unreadable as error:
        return None, [error.problem]
    return check_document(ruleset, data, text, npc, name)


def check_document(ruleset, data, text: str, npc: bool = False, name=None):
    """(the checked sheet or None, every problem) of a TOML document."""
    module = ruleset.module("cli")
    model = model_of(ruleset)
    if model is not None:
        data, problems = _declared(model, data, text, npc)
        if problems:
            return None, problems
    if isinstance(data, dict) and name:
        data = {k: v for k, v in data.items() if k not in ("name", "nome")}
        data["name"] = name
    if npc and isinstance(data, dict):
        data = {**data, "player": NPC_PLAYER}
    try:
        sheet = _parse(module, data)
    except SheetError as error:
        line = line_of(text, error.message)
        return None, [Problem(line, error.message, error.section)]
    return ({**sheet, "player": None} if npc else sheet), []


def accented(text: str) -> list[Problem]:
    from journal.sheetlines import accented_keys

    return [
        Problem(
            number,
            f"the key {key} has a letter TOML does not allow in a bare key: "
            f'write "{key}" in quotes, or {fold_key(key)} without accents',
        )
        for number, key in accented_keys(text)
    ]


def _declared(model, data, text: str, npc: bool):
    from journal.domain.sheetcheck import checked
    from journal.sheetlines import key_lines, line_for

    prepared, found = checked(model, data)
    lines = key_lines(text)
    problems = [
        Problem(line_for(text, p.path, lines), p.message, p.section or SECTION)
        for p in found
    ]
    if not npc and isinstance(prepared, dict) and not prepared.get("player"):
        problems.append(
            Problem(
                None,
                "player is missing: a player's character names who plays it "
                "(a character of the Master's is added with `journal npc add`)",
            )
        )
    return prepared, problems


SIZE_LIMIT = 256 * 1024  # a sheet is a few kilobytes; past this, refused unread


def _read(path: Path) -> str:
    try:
        with open(path, "rb") as file:  # at most the limit: /dev/zero ends too
            data = file.read(SIZE_LIMIT + 1)
    except FileNotFoundError:
        raise SheetError(f"no sheet file {path}", SECTION) from None
    except IsADirectoryError:
        raise SheetError(f"{path} is a folder, not a sheet file", SECTION) from None
    if len(data) > SIZE_LIMIT:
        raise SheetError(
            f"{path} is larger than {SIZE_LIMIT // 1024} KB: not a sheet file; "
            "nothing of it was read",
            SECTION,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SheetError(f"{path} is not UTF-8 text", SECTION) from None


class _Unreadable(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem


def _toml(text: str) -> dict:
    """The TOML's content, every text in it checked as typed text would be
    (journal.argcheck); a value nested past all reason refused."""
    import tomllib

    from journal.argcheck import check_document

    try:
        return check_document(tomllib.loads(text))
    except RecursionError:
        raise _Unreadable(
            Problem(None, "it nests its values too deeply to be a sheet")
        ) from None
    except RuleBroken as error:
        raise _Unreadable(Problem(None, error.message)) from None
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        problem = _TOML_LINE.sub("", str(error)).strip()
        line = int(found.group(1)) if found else None
        raise _Unreadable(Problem(line, f"not valid TOML: {problem}")) from None


def _parse(module, data: dict) -> dict:
    parse = load(module.SHEET)
    if getattr(module, "TABLES", None):
        from journal.data import load_table

        tables, _ = load_table(*module.TABLES)
        return parse(data, tables)
    return parse(data)


def line_of(text: str, message: str) -> int | None:
    """The line a sheet problem is about: the first line that sets a key (or
    holds a value) the message names, quoted first, then its other words."""
    quoted = _QUOTED.findall(message)
    words = [w for w in re.findall(r"\w+", message) if len(w) > 3]
    lines = [fold_key(line.split("#", 1)[0]) for line in text.splitlines()]
    for candidate in [*quoted, *words]:
        key = re.escape(fold_key(candidate))
        setting = re.compile(rf'(^|[\s{{,\[])"?{key}"?\s*(=|\]|$)')
        for number, line in enumerate(lines, start=1):
            if setting.search(line) or f'"{fold_key(candidate)}"' in line:
                return number
    return None
