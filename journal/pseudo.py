"""The pseudo-locale check: a word printed that went through no catalogue.

Under the language `qps` (journal.i18n.PSEUDO) every message a catalogue holds
is printed as ⟦its English⟧, so what a command prints outside ⟦ ⟧ is either the
user's own text (names, notes: the sample's files), a rulebook's term, a
number or a command's own word, or a string that reaches a user without
passing through gettext: `unmarked_words` names it.

`check_sample(ruleset, folder)` records a ruleset's sample campaign and runs
the commands a user reads most (refusals, show, status, log, why, diff, a
chronicle, guided creation, audit of the store whole and then tampered, --help
of every command) under `qps`, for any ruleset, built in or third party: the
conformance kit runs it on a declaration's sample (its `glossary` and
`creation`). Tests: tests/test_i18n/test_pseudo.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from journal.i18n import PSEUDO

_MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
_CUT = re.compile(r"⟦[^⟦⟧\n]*(?=\n|$)")
_OPTION = re.compile(r"(?<![\w-])--?[\w][\w-]*")
_FINGERPRINT = re.compile(r"\b[0-9a-f]{4}(?:-[0-9a-f]{4}){3}\b")
_front_matter = re.compile(r"\A---\n.*?\n---\n", re.S)  # a chronicle's keys
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def unmarked_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of `text` outside ⟦ ⟧ that are not `allowed` (compared
    without case), in order, each once. A word in capitals (a metavar such
    as CHARACTER) and one of one or two letters are left alone."""
    while True:  # a phrase inside a phrase: the innermost first
        stripped = _MARKED.sub(" ", text)
        if stripped == text:
            break
        text = stripped
    text = _CUT.sub(" ", text)  # a help line click cut short: its mark unclosed
    text = _OPTION.sub(" ", text)  # --json, -h: what a user types
    text = _FINGERPRINT.sub(" ", text)  # ebd4-c546-df4a-165d: hex, not words
    known = {word.casefold() for word in allowed}
    found: dict[str, None] = {}
    for word in _WORD.findall(text):
        if len(word) < 3 or word.isupper() or word.casefold() in known:
            continue
        found.setdefault(word, None)
    return list(found)


def words_of(*texts: str) -> set[str]:
    """Every word of `texts` (a sample's files: the names and notes it types)."""
    found: set[str] = set()
    for text in texts:
        found.update(_WORD.findall(text))
        found.update(part for word in _WORD.findall(text) for part in word.split("'"))
    return found


def check_sample(
    ruleset: str,
    folder: Path,
    allowed: Iterable[str] = (),
    creation: tuple[list[str], list[str]] | None = None,
    script: Path | None = None,
) -> dict:
    """{command line: [unmarked words]} for `ruleset`'s sample recorded into
    `folder`, the commands run under the pseudo-locale; empty when clean.
    `allowed`: the ruleset's own terms that stay as the rulebook prints them.
    `creation`: the options and typed answers of a guided creation walked to
    its end (`character create Zeno --player Zed ...`); without it every
    prompt's default is taken, as far as the defaults go."""
    from importlib import resources

    from click.testing import CliRunner

    from journal.cli import cli
    from journal.commands.script import sample_of

    if script is None:  # the ruleset's own sample
        package, place, name = sample_of(ruleset)
        source = resources.files(package) / place
    else:  # a script of the conformance kit's declaration, its files beside it
        source, name = script.parent, script.name
    texts = [_text(entry) for entry in source.iterdir() if entry.is_file()]
    texts = [text for text in texts if text]
    store = str(folder / "pseudo.sqlite3")
    runner = CliRunner()
    english = {"JOURNAL_LANG": "en"}
    with resources.as_file(source / name) as path:
        done = runner.invoke(cli, ["--store", store, "run", str(path)], env=english)
    if done.exit_code != 0:
        raise RuntimeError(f"the sample of {ruleset} did not record: {done.output}")
    names = _characters(runner, store)
    known = words_of(*texts, *names, *_ids(runner, store), *_rulebook(ruleset))
    known |= set(allowed) | _command_words(ruleset)
    lines = [["status"], ["log"], ["--help"], ["show", "Nessuno"]]
    lines += [["show", name] for name in names]
    lines += [["why", name, "status"] for name in names]
    lines += [["diff", name, "session:1", "session:2"] for name in names]
    lines += [["chronicle", "--all", "--format", "md", "--out", "-"], ["audit"]]
    lines += [[*words, "--help"] for words in _commands(ruleset)]
    runner.invoke(cli, ["--store", store, "player", "add", "Zed"], env=english)
    options, answers = creation or (["--seed", "7"], [])
    known |= {"Zed", "Zeno"} | words_of(*answers)  # what the user typed
    printed: dict[str, str] = {}
    pseudo = {"JOURNAL_LANG": PSEUDO}

    def check(line: list[str], answers: str | None = None) -> None:
        result = runner.invoke(  # wide: a help line is never wrapped
            cli,
            ["--store", store, *line],
            input=answers,
            env=pseudo,
            prog_name="journal",
            terminal_width=10000,
            max_content_width=10000,
        )
        printed[" ".join(line)] = _front_matter.sub("", result.output)

    for line in lines:
        check(line)
    check(
        ["character", "create", "Zeno", "--player", "Zed", *options],
        "\n".join([*answers, *[""] * 40]) + "\n",
    )
    known |= words_of(*_ids(runner, store))  # the events the creation recorded
    _tamper(Path(store))  # an event changed, another removed: audit's problems
    check(["audit"])
    found = {}
    for line, output in printed.items():
        words = unmarked_words(output, known)
        if words:
            found[line] = words
    return found


def _text(entry) -> str:
    try:
        return entry.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):  # a picture, a compiled file: no words
        return ""


def _tamper(store: Path) -> None:
    """One stored event's state changed by a byte, another's row removed."""
    import sqlite3

    with sqlite3.connect(store) as db:
        rows = db.execute(
            "SELECT originator_id, originator_version FROM stored_events"
            " ORDER BY originator_version"
        ).fetchall()
        stream, version = rows[len(rows) // 2]
        db.execute(
            "UPDATE stored_events SET state = CAST(state || X'20' AS BLOB)"
            " WHERE originator_id = ? AND originator_version = ?",
            (stream, version),
        )
        stream, version = rows[len(rows) // 2 + 2]
        db.execute(
            "DELETE FROM stored_events WHERE originator_id = ?"
            " AND originator_version = ?",
            (stream, version),
        )
    db.close()


def _characters(runner, store: str) -> list[str]:
    import json

    from journal.cli import cli

    done = runner.invoke(
        cli,
        ["--store", store, "character", "list", "--json"],
        env={"JOURNAL_LANG": "en"},
    )
    try:
        return [row["name"] for row in json.loads(done.output)]
    except (ValueError, KeyError, TypeError):
        return []


def _ids(runner, store: str) -> list[str]:
    """The event ids `log` prints (short ids: not words)."""
    import json

    from journal.cli import cli

    done = runner.invoke(
        cli, ["--store", store, "log", "--json"], env={"JOURNAL_LANG": "en"}
    )
    try:
        return [row["id"] for row in json.loads(done.output)]
    except (ValueError, KeyError, TypeError):
        return []


def _rulebook(ruleset: str) -> list[str]:
    """The rulebook's own terms: the text of the ruleset's data files (its
    tables, skills, classes), printed as the book prints them."""
    from importlib.util import find_spec

    from journal.domain.rulesets import ruleset as find

    module = find(ruleset).campaign.partition(":")[0]
    package = module.rpartition(".")[0]
    spec = find_spec(f"{package}.data") if package else None
    places = spec.submodule_search_locations if spec is not None else None
    import tomllib

    texts: list[str] = []
    for place in places or ():
        for path in Path(place).glob("*.toml"):  # its values: a key is not shown
            texts += _strings(tomllib.loads(path.read_text(encoding="utf-8")))
    return texts + (_sections(package) if package else [])


_NUMBERED = re.compile(r"\d+(?:\.\d+)*\s")


def _sections(package: str) -> list[str]:
    """The rulebook's sections a refusal cites ("1.5 Educazione ricevuta",
    "Le prove"): the constants of its `names` module, a module's SECTION*, a
    constant naming a numbered section."""
    import importlib
    import pkgutil

    found: list[str] = []
    root = importlib.import_module(package)
    for info in pkgutil.iter_modules(getattr(root, "__path__", ())):
        try:
            module = importlib.import_module(f"{package}.{info.name}")
        except Exception:  # noqa: BLE001 - a module that needs more: no sections
            continue
        for attr, value in vars(module).items():
            if not attr.isupper() or not isinstance(value, str):
                continue
            if info.name == "names" or "SECTION" in attr or _NUMBERED.match(value):
                found.append(value)
    return found


def _strings(data) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):  # a key in capitals names a thing (Cacciatore)
        names = [key for key in data if key[:1].isupper()]
        return names + [s for value in data.values() for s in _strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    return []


def _commands(ruleset: str) -> list[list[str]]:
    """Every command's words: the core's, their subcommands, the ruleset's."""
    import click

    from journal.cli import CORE, _load
    from journal.domain.rulesets import ruleset as find

    found: list[list[str]] = []
    for name in sorted(CORE):
        command = _load(CORE[name])
        found.append([name])
        if isinstance(command, click.Group):
            found += [[name, sub] for sub in sorted(command.commands)]
    from journal.domain.rulesets import load

    module = find(ruleset).module("cli")
    for name, reference in sorted((getattr(module, "COMMANDS", {}) or {}).items()):
        found.append([name])
        found += _under([name], load(reference))
    return found


def _under(words: list[str], command) -> list[list[str]]:
    """The command lines below a group, at any depth (`evo spend skill`)."""
    import click

    found = []
    if isinstance(command, click.Group):
        for sub, inner in sorted(command.commands.items()):
            found.append([*words, sub])
            found += _under([*words, sub], inner)
    return found


def _choices(ruleset: str) -> set[str]:
    """The values a Choice takes (md, html, pdf; evento, luogo): typed words."""
    import click

    from journal.cli import CORE, _load
    from journal.domain.rulesets import load
    from journal.domain.rulesets import ruleset as find

    commands = [_load(reference) for reference in CORE.values()]
    module = find(ruleset).module("cli")
    commands += [load(r) for r in (getattr(module, "COMMANDS", {}) or {}).values()]
    found: set[str] = set()
    while commands:
        command = commands.pop()
        commands += list(getattr(command, "commands", {}).values())
        for param in command.params:
            if isinstance(param.type, click.Choice):
                found.update(str(choice) for choice in param.type.choices)
    return found


def _aliases(ruleset: str) -> set[str]:
    from journal.domain.rulesets import ruleset as find

    module = find(ruleset).module("cli")
    words = set(getattr(module, "ALIASES", {}) or {})
    return words | set(getattr(module, "WORDS", {}) or {})


def _command_words(ruleset: str) -> set[str]:
    """The words a user types (commands, options, their Italian aliases) and
    the journal's own name: printed as they are, in every language."""
    from journal import aliases
    from journal.cli import ALIASES, CORE

    words = {"journal", *CORE, *ALIASES, *aliases.WORDS, *_aliases(ruleset)}
    words |= _choices(ruleset)
    for command in _commands(ruleset):
        words.update(command)
    return words | words_of(*words)
