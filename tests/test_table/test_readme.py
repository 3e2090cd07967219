"""The README runs as written: every `journal` line of its ```sh blocks, then
those of the pages it sends a reader to next (TOUR), in order, in one fresh
store (a line may continue with `\\`; `# ...` after two spaces
is a comment; a ```bash block is an example that needs what a test cannot
give, a shared server, and is not run). A comment line right under a command
says what it prints:
`# refused: ...` is the one line it must be refused with (and record nothing),
`# <id>  <text>` a line it must print (the id and the start of the text)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
# The README's tour, then each page of its "other rulesets" list, in its order.
TOUR = [
    README,
    *(
        ROOT / "docs" / f"{name}.md"
        for name in ("brp", "microd6", "azioni", "trust", "fdt", "site")
    ),
]
SHOWN = re.compile(r"^# ([0-9a-z]{8})  (.+)$")
# The campaign each page is about, as its reader means it: every command there
# that records, exports or publishes must say it acts on that one, unless its
# line names another (--campaign, or a campaign it creates, chooses or imports,
# which the page is about from then on).
MEANT = {
    "README.md": "Ombre su Milano",
    "brp.md": "La casa sul lago",
    "microd6.md": "Le rovine di Valdombra",
    "azioni.md": "Il guado",
    "trust.md": "Ombre su Milano",
    "fdt.md": "Mare in burrasca",
    "site.md": "Ombre su Milano",
}
PUBLISHING = {"export", "import", "chronicle", "site"}  # they record nothing
NAMED = re.compile(r"^\[(.+)\]$|^current campaign: (.+?)(?: \(was .+\))?$")


def readme_commands(text: str) -> list[tuple[str, str | None]]:
    """(command line, the comment line under it or None), in order."""
    found: list[tuple[str, str | None]] = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        lines = block.replace("\\\n", " ").splitlines()
        for line in lines:
            stripped = line.strip()
            if stripped.startswith("journal "):
                found.append((stripped.split("  #")[0].strip(), None))
            elif stripped.startswith("# ") and found and found[-1][1] is None:
                found[-1] = (found[-1][0], stripped)
    return found


@pytest.fixture
def tour_dir(tmp_path, monkeypatch):
    (tmp_path / "campaigns").symlink_to(ROOT / "campaigns")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_readme_runs_as_written_in_a_fresh_store(table, tour_dir):
    commands = [
        (page.name, line, shown)
        for page in TOUR
        for line, shown in readme_commands(page.read_text(encoding="utf-8"))
    ]
    assert len(commands) > 60
    meant = dict(MEANT)
    checked = 0
    for page, line, shown in commands:
        args = shlex.split(line)[1:]
        if shown and shown.startswith("# refused: "):
            assert table.refused(*args) == shown[2:], line
            continue
        before = events_in(table)
        result = table.run(*args, expect=None)
        assert result.exit_code == 0, (line, result.output)
        expected = campaign_meant(args, meant, page)
        named = names_in(result.stdout + result.stderr)
        if events_in(table) != before or args[0] in PUBLISHING:
            assert named == [expected], (line, result.output)
            checked += 1
        else:
            assert named in ([], [expected]), (line, result.output)
        found = SHOWN.match(shown) if shown else None
        if found:
            event_id, text = found.groups()
            printed = [row for row in result.stdout.splitlines() if row.strip()]
            assert any(
                row.startswith(f"{event_id}  {text.rstrip('.… ')}") for row in printed
            ), (line, shown, result.stdout)
    assert checked > 100  # the commands that recorded, exported or published


def events_in(table) -> int:
    """The events in the tour's store (none before its first command)."""
    return table.event_count() if table.store.exists() else 0


def campaign_meant(args: list[str], meant: dict, page: str) -> str:
    """The campaign a tour's line means: the one it names, else its page's."""
    if "--campaign" in args:
        return args[args.index("--campaign") + 1]
    if args[:2] in (["campaign", "new"], ["campaign", "use"]):
        meant[page] = args[2]
    elif args[0] == "import" and "--as" in args:
        meant[page] = args[args.index("--as") + 1]
    return meant[page]


def names_in(output: str) -> list[str]:
    """The campaigns an output names (`[NAME]`, `current campaign: NAME`), once
    each."""
    found = [
        next(g for g in NAMED.match(row).groups() if g)
        for row in output.splitlines()
        if NAMED.match(row)
    ]
    return list(dict.fromkeys(found))
