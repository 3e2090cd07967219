"""A campaign to another store and back; a backup while another process records."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

import pytest

from tests.conftest import Table


@pytest.fixture
def played(ready):
    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "5,5,5")
    ready.run("wound", "Dario", "2", "--reason", "una caduta")
    (award,) = ready.json("reserve", "award", "Kira", "1")
    ready.run("void", award["id"], "--reason", "sbagliato")
    return ready


def test_export_import_export_gives_the_same_events(played, tmp_path):
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    events = len(played.json("log"))
    played.run("export", "--out", str(first))
    played.run("import", str(first), "--as", "Copia")
    played.run("export", "--campaign", "Copia", "--out", str(second))
    one, two = first.read_bytes().split(b"\n"), second.read_bytes().split(b"\n")
    assert one[1:] == two[1:] and len(one) == 1 + events + 1  # header, final \n
    assert b'"campaign": "Copia"' in two[0]
    original = played.json("--campaign", "Ombre su Milano", "show", "Kira")
    assert played.json("--campaign", "Copia", "show", "Kira") == original
    report = played.json("audit")
    assert report["ok"] and len({c["head"] for c in report["campaigns"]}) == 1


def test_an_import_into_a_new_store_becomes_its_campaign(played, tmp_path):
    played.run("export", "--out", str(tmp_path / "c.jsonl"))
    elsewhere = Table(tmp_path / "elsewhere.sqlite3")
    elsewhere.run("import", str(tmp_path / "c.jsonl"))
    assert elsewhere.json("show", "Dario")["wounds"]["current"] == 2
    elsewhere.run("reserve", "award", "Dario", "1")
    assert elsewhere.json("audit")["ok"] is True


def edited(path, number: int, old: bytes, new: bytes):
    lines = path.read_bytes().split(b"\n")
    assert old in lines[number - 1]
    lines[number - 1] = lines[number - 1].replace(old, new, 1)
    path.write_bytes(b"\n".join(lines))


def test_an_edited_line_is_refused_naming_it(played, tmp_path):
    path = tmp_path / "c.jsonl"
    played.run("export", "--out", str(path))
    roll = next(
        n
        for n, line in enumerate(path.read_bytes().split(b"\n"), 1)
        if b"Prova" in line
    )
    edited(path, roll, b'"successes": 3', b'"successes": 4')
    line = played.refused("import", str(path), "--as", "Falsa")
    assert line.startswith(f"refused: line {roll}: event {roll - 1} (")
    assert "does not match its digest" in line


def headed(data: bytes, **changes) -> bytes:
    """The export with its header's fields changed (the header is not hashed:
    what it says is checked against the events)."""
    import json

    header, rest = data.split(b"\n", 1)
    return json.dumps({**json.loads(header), **changes}).encode() + b"\n" + rest


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (lambda data: data[: data.rindex(b"\n", 0, -1)], "the file ends after"),
        (
            lambda data: data.replace(b"\n", b"\n{oops\n", 1),
            "line 2: not a line of JSON",
        ),
        (lambda data: b"{}\n" + data, "line 1: not a campaign export"),
        (lambda data: data + b"\n", "line {end}: not a line of JSON"),  # blank
        (lambda data: data.replace(b"\n", b"\n\n", 1), "line 2: not a line of JSON"),
        (lambda data: b"", "line 1: not a line of JSON"),
        (
            lambda data: headed(data, fingerprints=[{"seq": [2], "digest": "ab"}]),
            "line 1: the header holds a fingerprint without its event",
        ),
    ],
)
def test_a_broken_file_is_refused(played, tmp_path, damage, expected):
    path = tmp_path / "c.jsonl"
    played.run("export", "--out", str(path))
    end = len(path.read_bytes().split(b"\n"))  # the header, the events, the end
    path.write_bytes(damage(path.read_bytes()))
    line = played.refused("import", str(path), "--as", "Rotta")
    assert expected.format(end=end) in line


@pytest.mark.parametrize(
    "ending",
    [b"", b"  \t", b"\r"],  # no newline at the end, blanks after it, CRLF's tail
)
def test_a_file_read_a_line_at_a_time_is_the_file_read_whole(played, tmp_path, ending):
    """The lines come from the open file (never the file whole); they are the
    file's split on newlines, a last piece of blanks being no line."""
    import io

    from journal.transfer import read_export

    path = tmp_path / "c.jsonl"
    played.run("export", "--out", str(path))
    data = path.read_bytes()
    data = data[:-1] + ending if ending != b"  \t" else data + ending
    whole = read_export(data)
    assert read_export(io.BytesIO(data)) == whole
    assert len(whole[1]) == whole[0]["events"] == len(played.json("log"))
    path.write_bytes(data)
    played.run("import", str(path), "--as", "Copia")


WRITER = """
import sys
from click.testing import CliRunner
from journal.cli import cli
store, runner = sys.argv[1], CliRunner()
for n in range(60):
    for args in (["reserve", "spend", "Kira", "1", "--for", "x"],
                 ["reserve", "award", "Kira", "1", "--reason", "interpretation"]):
        result = runner.invoke(cli, ["--store", store, *args])
        assert result.exit_code == 0, result.output
    print(n, flush=True)
"""


def test_a_backup_taken_while_another_process_records_audits_clean(ready, tmp_path):
    writer = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(WRITER), str(ready.store)],
        stdout=subprocess.PIPE,
        text=True,
    )
    writer.stdout.readline()  # it is recording
    copies = []
    for n in range(4):
        copies.append(tmp_path / f"backup-{n}.sqlite3")
        ready.run("backup", "--out", str(copies[-1]))
        time.sleep(0.05)
    assert writer.wait(timeout=120) == 0
    counts = []
    for copy in copies:
        report = Table(copy).json("audit")
        assert report["ok"] is True, report
        counts.append(report["campaigns"][0]["events"])
    assert counts == sorted(counts) and counts[0] < counts[-1]
    assert oct(copies[0].stat().st_mode & 0o777) == "0o600"


@pytest.mark.parametrize(
    ("state", "refused"),
    [
        ('{"note": "Kira è al molo 9 🎲"}', None),
        ('{"note": "a capo\\ne\\ttab"}', None),  # newlines and tabs are text
        ('{"note": "uno\u00a0spazio"}', None),  # not printable, yet no control
        ('{"note": "rovescia\u202e"}', 0x202E),  # raw: no escape to look for
        ('{"note": "rovescia\\u202e"}', 0x202E),  # escaped
        ('{"note": "campanello\\b"}', 0x08),  # a short escape of a control
        ('{"sides": [{"name": "\\u001b[2J"}]}', 0x1B),  # deep in the event
        ('{"\\u001b": 1}', 0x1B),  # a key is a text too
    ],
)
def test_an_event_s_texts_are_checked_whether_written_raw_or_escaped(state, refused):
    """The check looks into the JSON only where a text could hide something:
    an escape anywhere, or a character that is not printable."""
    from journal.transfer import BadExport, check_texts

    data = state.encode("utf-8", "surrogatepass")
    if refused is None:
        check_texts(data, 2, 1)
        return
    with pytest.raises(BadExport, match=f"U\\+{refused:04X}"):
        check_texts(data, 2, 1)


def test_an_import_long_enough_is_snapshotted_as_the_library_would(
    played, tmp_path, monkeypatch
):
    """The snapshot of an imported campaign comes from the replay that checked
    it, not from reading every event back: the same state and version as the
    library's own take_snapshot of the same events, and the copy loads from it."""
    from journal.app import JournalApp
    from journal.domain.daimon2090.campaign import DaimonCampaign
    from journal.store import store_env

    monkeypatch.setattr(DaimonCampaign, "snapshot_interval", 5)
    path = tmp_path / "c.jsonl"
    played.run("export", "--out", str(path))
    played.run("import", str(path), "--as", "Copia")
    app = JournalApp(env=store_env(played.store))
    try:
        copy = app.campaign_id("Copia")
        (stored,) = app.snapshots.get(copy, desc=True, limit=1)
        aggregate = None
        for event in app.events.get(copy):  # the library's replay, by hand
            aggregate = event.mutate(aggregate)
        own = type(stored).take(aggregate)
        assert (stored.originator_version, stored.state) == (
            own.originator_version,
            own.state,
        )
        assert stored.originator_version == len(played.json("log"))
    finally:
        app.close()
    original = played.json("--campaign", "Ombre su Milano", "show", "Kira")
    assert played.json("--campaign", "Copia", "show", "Kira") == original
    played.run("--campaign", "Copia", "reserve", "award", "Kira", "1")  # loads it
    assert played.json("audit")["ok"] is True  # its seal holds
