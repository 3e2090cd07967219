"""Fuzzed command lines: never a traceback or an internal error, and a refused or
misused command records nothing.

Hypothesis builds command lines from every command and subcommand of the
journal (those that write files aside) and arguments mixing the table's names,
options, numbers of every size, dice, ids and hostile text (controls, unpaired
surrogates, other scripts' digits, floods). Bounded: EXAMPLES command lines,
derandomized so that CI runs the same ones every time.
"""

from __future__ import annotations

import click
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from journal.domain.rulesets import load, ruleset

from journal.cli import CORE

EXAMPLES = 400
WRITES_FILES = {"chronicle", "export", "backup", "sample", "site", "store"}
RUNS_UNTIL_STOPPED = {"watch", "serve"}  # run until Ctrl-C: tested apart
NAMES = ["Kira", "Dario", "Ana", "Bruno", "kira", "Kira Voss", "Mara", "last"]
WORDS = ["agilita", "potenza", "Hacking", "Nomade", "danger", "interpretation"]
OPTIONS = [
    "--char",
    "--skill",
    "--class",
    "--trait",
    "--target",
    "--dice",
    "--seed",
    "--reserve",
    "--bonus",
    "--malus",
    "--note",
    "--reason",
    "--for",
    "--json",
    "--present",
    "--against",
    "--award",
    "--kind",
    "--help-from",
    "--as-of",
    "--session",
    "--character",
    "--weapon",
    "--votes",
    "--date",
    "--healer",
]
HOSTILE = [
    "²",
    "①",
    "٣",
    "--5",
    "-1",
    "0",
    "10" * 30,
    "\x1b[2J\x1b]0;PWN\x07",
    "\ud800",
    "Ana\u200b",
    "\u0410na",
    "\uff21\uff4e\uff41",
    "<script>alert(1)</script>",
    "file:///etc/passwd",
    "x" * 5000,
    "6,6,6",
    "6,,6",
    ",",
    "1e9",
    "nan",
    "",
    "session:1",
    "scene:99",
    "2026-13-45",
    "Kira=2:danger",
    "Kira:agilita:2",
    "a\nb",
    " ",
    "\t",
    "%s%n",
    "'",
    '"',
    "\\",
]


def paths() -> list[list[str]]:
    """Every command and subcommand of the core and of Dàimon 2090 (the ruleset
    of the campaign fuzzed), as the words that name it."""
    left_out = WRITES_FILES | RUNS_UNTIL_STOPPED
    verbs = {name: CORE[name] for name in CORE if name not in left_out}
    verbs |= ruleset("daimon2090").module("cli").COMMANDS
    found = []
    for name, reference in sorted(verbs.items()):
        command = load(reference)
        if isinstance(command, click.Group):
            subs = command.list_commands(click.Context(command))
            found += [[name, sub] for sub in subs]
        found.append([name])
    return found


def token():
    """Anything: a name or an option, a hostile text, a number, dice, any text."""
    hostile_chars = st.characters(categories=["Nd", "No", "Cc", "Cs", "Cf", "Zs"])
    hostile_text = st.text(hostile_chars, min_size=1, max_size=3)
    return st.one_of(  # hostile text is drawn more often than the rest
        st.sampled_from(NAMES + WORDS + OPTIONS),
        st.sampled_from(HOSTILE),
        st.sampled_from(HOSTILE),
        hostile_text,
        hostile_text,
        st.tuples(st.sampled_from(NAMES + WORDS), hostile_text).map("".join),
        st.integers(-(10**20), 10**20).map(str),
        st.lists(st.integers(-2, 12), min_size=1, max_size=9).map(
            lambda faces: ",".join(map(str, faces))
        ),
        st.text(max_size=12),
        st.sampled_from(OPTIONS).flatmap(
            lambda o: st.sampled_from(HOSTILE + NAMES).map(lambda v: f"{o}={v}")
        ),
    )


A = ["Kira", "Dario"]  # slots: what a right command line has there
TEMPLATES = [  # command lines that are right but for the one slot fuzzed
    [
        "roll",
        A,
        "--char",
        ["agilita", "potenza"],
        "--target",
        ["1", "3"],
        "--dice",
        ["6,6,6", "1,2,3,4"],
    ],
    [
        "roll",
        A,
        "--char",
        ["agilita"],
        "--skill",
        ["Hacking"],
        "--target",
        ["2"],
        "--note",
        ["ok"],
    ],
    ["reserve", "award", A, ["1", "2"], "--reason", ["danger", "interpretation"]],
    ["reserve", "spend", A, ["1"], "--for", ["una corsa"]],
    ["wound", A, ["1"], "--reason", ["una caduta"]],
    ["player", "add", ["Carla"]],
    ["campaign", "new", ["Seconda"]],
    ["campaign", "use", ["Ombre su Milano"]],
    ["scene", "start", ["Il tetto"]],
    ["scene", "end", "--award", ["Kira=1:interpretation"]],
    ["adventure", "start", ["Il ritorno"]],
    ["session", "start", "--present", ["Ana"], "--dice", ["3"]],
    ["void", ["last"], "--reason", ["sbagliato"]],
    ["show", A, "--as-of", ["session:1", "scene:1", "2026-11-20"]],
    ["why", A, ["reserve", "wounds", "potenza"]],
    ["diff", A, ["session:1"], ["scene:1"]],
    ["log", "--session", ["1"], "--character", A],
    ["oracle", ["2", "5", "start"], "--dice", ["3,4", "1,6"]],
    ["confront", ["Kira:agilita:1"], ["Dario:agilita"]],
    ["fight", "start", "--against", ["Veterano:4:weapon=2,protection=2"], "--side", A],
    ["gear", "mark", A, ["Pistola"]],
    ["heal", ["Dario"], "--healer", ["Kira"]],
    ["evo", "buy", A, ["1", "3"]],
    ["evo", "spend", A, "skill", ["Hacking"]],
    ["resources", "acquire", A, ["un contatto"], "--availability", ["request"]],
    ["master", "claim", ["Ana"]],
    [
        "tech",
        "add",
        ["Chip"],
        "--kind",
        ["enrichment"],
        "--by",
        ["Ana"],
        "--limit",
        ["x"],
    ],
    ["eventlog", "note", ["last"], ["Era un informatore"]],
    ["time", "advance", "--days", ["1"]],
    ["odds", A, "--char", ["intelligenza"], "--skill", ["Hacking"]],
]


def template():
    """A template's command line with one of its slots fuzzed."""

    def fill(words: list) -> st.SearchStrategy:
        slots = [n for n, word in enumerate(words) if isinstance(word, list)]
        return st.sampled_from(slots).flatmap(
            lambda fuzzed: st.tuples(
                *[
                    token()
                    if n == fuzzed
                    else st.sampled_from(w)
                    if isinstance(w, list)
                    else st.just(w)
                    for n, w in enumerate(words)
                ]
            )
        )

    return st.sampled_from(TEMPLATES).flatmap(fill).map(list)


def command_lines():
    anything = st.tuples(st.sampled_from(paths()), st.lists(token(), max_size=6))
    anything = anything.map(lambda parts: [*parts[0], *parts[1]])
    return st.one_of(anything, template(), template(), template())


def test_fuzzed_command_lines_fail_cleanly_and_refusals_record_nothing(ready):
    tried = {"lines": 0, "done": 0, "refused": 0, "usage": 0}

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(command_lines())
    def one(args: list[str]) -> None:
        before = ready.event_count()
        result = ready.run(*args, expect=None)
        tried["lines"] += 1
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            args,
            result.exception,
        )
        assert result.exit_code in (0, 1, 2), (args, result.output)
        assert "Traceback" not in result.output, args
        assert not result.stderr.startswith("error:"), (args, result.stderr)
        if result.exit_code:
            assert ready.event_count() == before, args
        tried[{0: "done", 1: "refused", 2: "usage"}[result.exit_code]] += 1

    one()
    print(f"\nfuzz: {tried}")
    assert tried["lines"] >= EXAMPLES and tried["done"] and tried["refused"]
