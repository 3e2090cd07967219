"""What the journal writes: private when it holds the history, never through a
link someone planted, and nothing left behind by a command that was killed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from journal import leftovers


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def ended(ready):
    ready.run("scene", "end")
    ready.run("session", "end")
    return ready


def test_what_holds_the_history_is_owner_only(ended, tmp_path, umask_022):
    for name in ("c.md", "c.html", "c.pdf"):
        ended.run("chronicle", "--session", "1", "--out", str(tmp_path / name))
    ended.run("export", "--out", str(tmp_path / "c.jsonl"))
    ended.run("backup", "--out", str(tmp_path / "copy.sqlite3"))
    ended.run("chronicle", "--document", "eventlog", "--out", str(tmp_path / "l.md"))
    for name in ("c.md", "c.html", "c.pdf", "c.jsonl", "copy.sqlite3", "l.md"):
        assert mode(tmp_path / name) == 0o600, name
    assert mode(ended.store) == 0o600
    ended.run("site", "--out", str(tmp_path / "site"))
    pages = [p for p in (tmp_path / "site").rglob("*") if p.is_file()]
    assert pages and {mode(p) for p in pages} == {0o644}  # the umask's: published


def test_a_link_planted_at_out_is_replaced_never_followed(ended, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    for name, args in (
        ("c.md", ("chronicle", "--session", "1")),
        ("c.jsonl", ("export",)),
        ("b.sqlite3", ("backup",)),
    ):
        out = tmp_path / name
        out.symlink_to(victim)
        ended.run(*args, "--out", str(out))
        assert not out.is_symlink() and out.stat().st_size > 0
        assert victim.read_text() == "precious\n"


def test_a_link_planted_where_the_part_file_goes_stops_the_write(ended, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    out = tmp_path / "c.md"
    (tmp_path / f".c.md.{os.getpid()}.part").symlink_to(victim)
    result = ended.run("chronicle", "--session", "1", "--out", str(out), expect=1)
    assert result.stderr.startswith("error: cannot use ")
    assert victim.read_text() == "precious\n" and not out.exists()


def test_a_descriptor_the_caller_opened_is_written_as_it_is(ended, tmp_path):
    target = tmp_path / "via-fd.md"
    with open(target, "wb") as opened:
        fd = opened.fileno()
        ended.run(
            "chronicle", "--session", "1", "--format", "md", "--out", f"/dev/fd/{fd}"
        )
    assert "Session 1" in target.read_text()


def test_what_a_killed_command_left_is_cleared_on_the_next_start(ready, tmp_path):
    part = tmp_path / ".c.pdf.99999.part"
    chunks = tmp_path / "journal-pdf-x"
    pid = os.fork()
    if pid == 0:  # a command killed while writing: no clean-up ran
        with leftovers.tracked(part, chunks):
            part.write_bytes(b"%PDF half")
            chunks.mkdir()
            (chunks / "chunk-1.pdf").write_bytes(b"%PDF")
            os._exit(0)
    os.waitpid(pid, 0)
    assert part.exists() and chunks.exists()
    assert (leftovers.folder() / str(pid)).exists()
    ready.run("show", "Kira")  # any command, as it starts
    assert not part.exists() and not chunks.exists()
    assert not (leftovers.folder() / str(pid)).exists()


def test_a_script_prints_no_id_it_does_not_record(ready, tmp_path):
    script = tmp_path / "s.journal"
    script.write_text(
        "reserve award Kira 2 --reason danger\n"
        "roll Kira --char agilita --target 2 --dice 6,5,4\n"
        "reserve spend Kira 99 --for troppo\n"
    )
    before = ready.json("log")
    result = ready.run("run", str(script), expect=1)
    assert result.stdout == ""  # the award's and the roll's ids: never recorded
    assert "stopped at line 3 of s.journal" in result.stderr
    assert ready.json("log") == before
    script.write_text("\n".join(script.read_text().splitlines()[:2]) + "\n")
    result = ready.run("run", str(script))
    logged = {event["id"] for event in ready.json("log")}
    lines = result.stdout.splitlines()
    named = [line for line in lines if line.startswith("[")]
    assert named == ["[Ombre su Milano]"]  # the campaign, named once (issue 27)
    printed = [line.split()[0] for line in lines if line not in named]
    printed = [word for word in printed if word != "$"]
    assert len(printed) == 2 and set(printed) <= logged


def test_a_sheet_file_past_a_sane_size_is_refused_before_it_is_parsed(
    ready, tmp_path, sample_dir, monkeypatch
):
    import tomllib

    def never(*args, **kwargs):
        raise AssertionError("parsed")

    sheet = tmp_path / "kira.toml"
    text = (sample_dir / "kira.toml").read_text()
    sheet.write_text(text + "\n# " + "x" * (300 * 1024) + "\n")
    monkeypatch.setattr(tomllib, "loads", never)
    line = ready.refused("character", "create", "--from", str(sheet))
    assert "is larger than 256 KB: not a sheet file; nothing of it was read" in line
    line = ready.refused("character", "create", "--from", "/dev/zero")
    assert "/dev/zero is larger than 256 KB" in line
