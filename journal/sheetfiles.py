"""Sheet files (`character create --from FILE.toml`): read, checked by the
ruleset's parser, and any problem told with the file's line and the page of the
repository that documents the ruleset's sheet format (docs/<ruleset>.md, or the
ruleset's cli SHEET_DOCS)."""

from __future__ import annotations

import re
from pathlib import Path

from journal.domain.errors import SheetError
from journal.domain.rulesets import load
from journal.domain.text import fold_key
from journal.i18n import N_, _

SECTION = N_("journal: sheet files")
_QUOTED = re.compile(r"""['"]([^'"]+)['"]""")
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")


def checked_sheet(ruleset, path: Path) -> dict:
    """The sheet in `path`, checked by `ruleset`'s parser; a refusal names the
    line and the page."""
    module = ruleset.module("cli")
    page = getattr(module, "SHEET_DOCS", None) or f"docs/{ruleset.name}.md"
    text = _read(path)
    data = _toml(path, text, page)
    try:
        return _parse(module, data)
    except SheetError as error:
        line = line_of(text, error.message)
        where = f"{path}, line {line}" if line else str(path)
        raise SheetError(
            _("{where}: {message} (see {page})").format(
                where=where, message=error.message, page=page
            ),
            error.section,
        ) from None


SIZE_LIMIT = 256 * 1024  # a sheet is a few kilobytes; past this, refused unread


def _read(path: Path) -> str:
    try:
        with open(path, "rb") as file:  # at most the limit: /dev/zero ends too
            data = file.read(SIZE_LIMIT + 1)
    except FileNotFoundError:
        raise SheetError(_("no sheet file {path}").format(path=path), SECTION) from None
    except IsADirectoryError:
        raise SheetError(
            _("{path} is a folder, not a sheet file").format(path=path), SECTION
        ) from None
    if len(data) > SIZE_LIMIT:
        raise SheetError(
            _(
                "{path} is larger than {value} KB: not a sheet file; nothing of it was "
                "read"
            ).format(path=path, value=SIZE_LIMIT // 1024),
            SECTION,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SheetError(
            _("{path} is not UTF-8 text").format(path=path), SECTION
        ) from None


def _toml(path: Path, text: str, page: str) -> dict:
    """The TOML's content, every text in it checked as typed text would be
    (journal.argcheck); a value nested past all reason refused."""
    import tomllib

    from journal.argcheck import check_document

    try:
        return check_document(tomllib.loads(text))
    except RecursionError:
        message = _(
            "{path} nests its values too deeply to be a sheet (see {page})"
        ).format(path=path, page=page)
        raise SheetError(message, SECTION) from None
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        where = f"{path}, line {found.group(1)}" if found else str(path)
        problem = _TOML_LINE.sub("", str(error)).strip()
        raise SheetError(
            _("{where}: not valid TOML: {problem} (see {page})").format(
                where=where, problem=problem, page=page
            ),
            SECTION,
        ) from None


def _parse(module, data: dict) -> dict:
    parse = load(module.SHEET)
    if getattr(module, "TABLES", None):
        from journal.data import load_table

        tables, _ignored = load_table(*module.TABLES)
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
