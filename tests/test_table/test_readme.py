"""The README runs as written: every `journal` line of its ```sh blocks, then
those of the pages it sends a reader to next (TOUR), in order, in one fresh
store (a line may continue with `\\`; `# ...` after two spaces is a comment; a
```bash block is an example that needs what a test cannot give, a shared
server, and is not run). A comment line right under a command says what it
prints:
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
    text = "".join(page.read_text(encoding="utf-8") for page in TOUR)
    commands = readme_commands(text)
    assert len(commands) > 60
    for line, shown in commands:
        args = shlex.split(line)[1:]
        if shown and shown.startswith("# refused: "):
            assert table.refused(*args) == shown[2:], line
            continue
        result = table.run(*args, expect=None)
        assert result.exit_code == 0, (line, result.output)
        found = SHOWN.match(shown) if shown else None
        if found:
            event_id, text = found.groups()
            printed = [row for row in result.stdout.splitlines() if row.strip()]
            assert any(
                row.startswith(f"{event_id}  {text.rstrip('.… ')}") for row in printed
            ), (line, shown, result.stdout)
