"""Shell completion: commands (click's) and names from the store: characters,
skills, players, campaigns."""

from __future__ import annotations

from journal.cli import cli


def complete(table, line: str, shell: str = "bash") -> list[str]:
    words = line.split(" ")
    result = table.runner.invoke(
        cli,
        [],
        prog_name="journal",
        env={
            "_JOURNAL_COMPLETE": f"{shell}_complete",
            "COMP_WORDS": line,
            "COMP_CWORD": str(len(words) - 1),
            "JOURNAL_STORE": str(table.store),
        },
    )
    assert result.exit_code == 0, result.output
    if shell == "zsh":  # type, value, help: a line each
        return result.stdout.splitlines()[1::3]
    return [item.split(",", 1)[1] for item in result.stdout.splitlines() if item]


def test_commands_and_their_italian_names_complete(ready):
    assert complete(ready, "journal sess") == ["session"]
    assert complete(ready, "journal session st") == ["start"]


def test_characters_skills_players_and_campaigns_complete(ready):
    # bash's words are escaped twice: click's script reads them with `read`
    assert complete(ready, "journal show K") == ["Kira"]
    assert complete(ready, "journal roll D") == ["Dario"]
    assert complete(ready, "journal roll Kira --skill Mo") == [
        r"Movimento\\ silenzioso"
    ]
    assert complete(ready, "journal roll Kira --help-from ") == ["Kira", "Dario"]
    assert complete(ready, "journal session start --present B") == ["Bruno"]
    assert complete(ready, "journal campaign use O") == [r"Ombre\\ su\\ Milano"]


def test_a_name_with_spaces_is_one_word_in_bash_and_left_to_zsh_to_quote(ready):
    assert complete(ready, "journal roll Kira --skill Mo", "zsh") == [
        "Movimento silenzioso"
    ]


def test_completion_without_a_store_offers_no_names(table):
    assert complete(table, "journal show K") == []


def test_a_rulesets_verb_completes_to_nothing_without_a_store(table):
    assert complete(table, "journal roll Kira --skill Mo") == []
    assert complete(table, "journal roll K") == []


BASH = r"""
eval "$(_JOURNAL_COMPLETE=bash_source journal)"
COMP_WORDS=(journal roll Kira --skill Mo); COMP_CWORD=4
_journal_completion journal
eval "set -- roll Kira --skill ${COMPREPLY[0]}"
printf '<%s>' "${#COMPREPLY[@]}" "$@"
"""


def test_bash_itself_makes_one_argument_of_a_name_with_spaces(ready):
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    scripts = str(Path(sys.executable).parent)
    bash = shutil.which("bash")
    assert bash is not None
    env = {**os.environ, "PATH": scripts + os.pathsep + os.environ["PATH"]}
    env["JOURNAL_STORE"] = str(ready.store)
    done = subprocess.run(
        [bash, "-c", BASH], capture_output=True, text=True, env=env, check=True
    )
    assert done.stdout == "<1><roll><Kira><--skill><Movimento silenzioso>"


def test_completion_uses_only_clicks_public_api():
    # click's private `_custom_shell_complete` changed shape between releases;
    # names complete through the public `Parameter.shell_complete` alone.
    from pathlib import Path

    import journal

    root = Path(journal.__file__).parent
    users = [
        p.name for p in root.rglob("*.py") if "_custom_shell_complete" in p.read_text()
    ]
    assert users == []


def test_characteristics_tracks_why_fields_and_event_ids_complete(ready):
    assert complete(ready, "journal roll Kira --char ag") == ["agilita"]
    assert complete(ready, "journal track spend Kira re") == ["reserve"]
    assert complete(ready, "journal why Kira wo") == ["wounds"]
    assert "Hacking" in complete(ready, "journal why Kira H")
    ready.run("reserve", "award", "Kira", "2", "--reason", "danger")
    (newest,) = [e["id"] for e in ready.json("log", "--limit", "1000")][-1:]
    assert complete(ready, f"journal void {newest[:3]}") == [newest]
    assert complete(ready, "journal void la") == ["last"]
    ready.run("npc", "add", "Veterano", "potenza=4")
    assert complete(ready, "journal show Ve") == ["Veterano"]
