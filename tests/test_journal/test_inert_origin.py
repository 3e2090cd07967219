"""Text from anywhere is checked, or printed inert, like typed text: an export
recomputed around control characters is refused; rows another player's journal
wrote into a shared store without the checks are printed escaped by every
terminal view, and reach no chronicle or page as they are."""

from __future__ import annotations

import json
import re

import pytest

ESC = "\x1b[2J"  # clears the screen
OSC52 = "\x1b]52;c;cm0gLXJmIH4=\x07"  # writes the clipboard
OSC8 = "\x1b]8;;https://example.org/\x1b\\link\x1b]8;;\x1b\\"  # a hidden link
CR = "\rforged line"  # rewrites the line it is on
RLO = "\u202eevil"  # reverses what follows
HOSTILE = [ESC, OSC52, OSC8, CR, RLO, "\x9b31m"]  # C1's CSI too
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def unchecked(monkeypatch):
    """Another player's journal, which checks no text."""
    import journal.argcheck
    import journal.domain.lookalike
    import journal.domain.text

    monkeypatch.setattr(journal.argcheck, "check_text", lambda arg: None)
    monkeypatch.setattr(journal.domain.text, "_refuse_controls", lambda *a, **k: None)
    monkeypatch.setattr(journal.domain.lookalike, "invisible", lambda char: False)
    return monkeypatch


@pytest.fixture
def forged(ready, unchecked):
    """Names, titles, notes and a summary holding every hostile sequence."""
    hostile = "".join(HOSTILE)
    ready.run("player", "add", f"Carla{RLO}")
    ready.run("eventlog", "add", f"Il molo{OSC52}", "--details", f"x{CR}{OSC8}")
    ready.run("scene", "end")
    ready.run("scene", "start", f"Il tetto{ESC}", "--description", hostile)
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    ready.run("eventlog", "note", "last", f"nota{hostile}")
    ready.run("scene", "end")
    ready.run("session", "end", "--summary", f"Fine{hostile}")
    unchecked.undo()  # from here on, this table's own journal
    return ready


VIEWS = [
    ["show", "Kira"],
    ["status"],
    ["eventlog", "list"],
    ["session", "list"],
    ["scene", "list", "--all"],
    ["log"],
    ["player", "list"],
    ["why", "Kira", "reserve"],
    ["chronicle", "--session", "1", "--format", "md", "--out", "-"],
]


@pytest.mark.parametrize("view", VIEWS, ids=[" ".join(v[:2]) for v in VIEWS])
def test_every_terminal_view_escapes_what_another_journal_wrote(forged, view):
    result = forged.run(*view)
    assert not RAW.search(result.stdout), (view, result.stdout)
    assert not RAW.search(result.stderr)


def test_the_escapes_show_what_was_there(forged):
    logged = forged.run("eventlog", "list").stdout
    assert "Il molo\\u001b]52;c;cm0gLXJmIH4=\\u0007" in logged
    assert "\\u202eevil" in forged.run("player", "list").stdout


def test_json_stays_json_and_keeps_the_value(forged):
    text = forged.run("log", "--json").stdout
    assert not RAW.search(text)
    logged = json.loads(text)
    summaries = [e["text"] for e in logged if e["type"] == "SessionSummarized"]
    assert summaries == [f"Fine{''.join(HOSTILE)}"]


def test_chronicles_and_the_site_carry_no_control_or_override(forged, tmp_path):
    for fmt in ("md", "html"):
        out = tmp_path / f"c.{fmt}"
        forged.run("chronicle", "--session", "1", "--out", str(out))
        assert not RAW.search(out.read_text()), fmt
    forged.run("site", "--out", str(tmp_path / "site"))
    for page in (tmp_path / "site").rglob("*.html"):
        assert not RAW.search(page.read_text()), page


def test_an_export_recomputed_around_control_characters_is_refused(forged, tmp_path):
    out = tmp_path / "c.jsonl"
    forged.run("export", "--out", str(out))  # its digests are right: recomputed
    before = forged.event_count()
    result = forged.run("import", str(out), "--as", "Copia", expect=1)
    assert "holds the control character U+" in result.stderr
    assert "nothing was imported" in result.stderr
    assert forged.event_count() == before
