"""Shell completion: commands (click's) and names from the store: characters,
skills, players, campaigns."""

from __future__ import annotations

from journal.cli import cli


def complete(table, line: str) -> list[str]:
    words = line.split(" ")
    result = table.runner.invoke(
        cli,
        [],
        prog_name="journal",
        env={
            "_JOURNAL_COMPLETE": "bash_complete",
            "COMP_WORDS": line,
            "COMP_CWORD": str(len(words) - 1),
            "JOURNAL_STORE": str(table.store),
        },
    )
    assert result.exit_code == 0, result.output
    return [item.split(",", 1)[1] for item in result.stdout.splitlines() if item]


def test_commands_and_their_italian_names_complete(ready):
    assert complete(ready, "journal sess") == ["session"]
    assert complete(ready, "journal session st") == ["start"]


def test_characters_skills_players_and_campaigns_complete(ready):
    assert complete(ready, "journal show K") == ["Kira"]
    assert complete(ready, "journal roll D") == ["Dario"]
    assert complete(ready, "journal roll Kira --skill Mo") == ["Movimento silenzioso"]
    assert complete(ready, "journal roll Kira --help-from ") == ["Kira", "Dario"]
    assert complete(ready, "journal session start --present B") == ["Bruno"]
    assert complete(ready, "journal campaign use O") == ["Ombre su Milano"]


def test_completion_without_a_store_offers_no_names(table):
    assert complete(table, "journal show K") == []
