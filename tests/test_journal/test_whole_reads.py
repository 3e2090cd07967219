"""Which commands decode the whole campaign: only those whose answer is the
whole campaign. Every other command reads the read models (the state now, the
event log's rows by position or by type, the sheets' history), so that it costs
what its answer needs at any length; at 100,000 events decoding every event
costs 1.5 to 3.5 s and 300 to 750 MB (`odds`, `eventlog list` and `chronicle
--document` did, until a sweep found them). `chronicle --all` decodes every
event too, a session at a time; `export` copies every stored event undecoded. A
command that starts decoding the whole campaign fails here, and is either
mended or named below with the reason."""

from __future__ import annotations

import pytest

from journal.app import JournalApp

# command -> why its answer needs every event
WHOLE = {
    "site": "every page of the campaign, from one fold",
}  # `evo spend … class develop` reads the rolls a page at a time: test_evo
TABLE = [  # (the command as WHOLE names it, its words), in an order that plays
    ("status", ["status"]),
    ("show", ["show", "Kira"]),
    ("show", ["show", "Kira", "--as-of", "session:1"]),
    ("roll", ["roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "6,6,6"]),
    ("reserve", ["reserve", "award", "Kira", "2", "--reason", "danger"]),
    ("reserve", ["reserve", "spend", "Kira", "1", "--for", "una corsa"]),
    ("wound", ["wound", "Dario", "1", "--reason", "una caduta"]),
    ("heal", ["heal", "Dario", "--clinic"]),
    ("odds", ["odds", "Kira", "--char", "intelligenza", "--skill", "Hacking"]),
    ("oracle", ["oracle", "5", "--dice", "3,3,1"]),
    ("eventlog", ["eventlog", "add", "Furto al molo", "--keywords", "molo"]),
    ("eventlog", ["eventlog", "note", "last", "Era un informatore"]),
    ("eventlog", ["eventlog", "list"]),
    (
        "tech",
        ["tech", "add", "Chip", "--kind", "enrichment", "--by", "Ana", "--limit", "x"],
    ),
    ("techlog", ["techlog"]),
    ("confront", ["confront", "Kira:agilita:1", "Dario:agilita"]),
    ("confront", ["confront", "stalls"]),
    ("fight", ["fight", "start", "--against", "Veterano:4:weapon=2", "--side", "Kira"]),
    ("fight", ["fight", "show"]),
    ("fight", ["fight", "end"]),
    ("gear", ["gear", "mark", "Kira", "Pistola"]),
    (
        "resources",
        ["resources", "acquire", "Kira", "un contatto", "--availability", "request"],
    ),
    ("master", ["master", "claim", "Ana"]),
    ("npc", ["npc", "add", "Livia", "potenza=3"]),
    ("npc", ["npc", "list"]),
    ("track", ["track", "add", "Kira", "fama", "--min", "0"]),
    ("track", ["track", "gain", "Kira", "fama", "2"]),
    ("track", ["track", "show", "Kira"]),
    ("dice", ["dice", "2d6", "--dice", "3,4"]),
    ("void", ["void", "last", "--reason", "sbagliato"]),
    ("why", ["why", "Kira", "reserve"]),
    ("diff", ["diff", "Kira", "session:1", "scene:1"]),
    ("log", ["log", "--session", "1", "--character", "Kira"]),
    ("scene", ["scene", "describe", "1", "Il molo di notte"]),
    ("scene", ["scene", "end", "--award", "Kira=1:interpretation"]),
    ("scene", ["scene", "list"]),
    ("session", ["session", "end"]),
    ("session", ["session", "summary", "1", "Il furto"]),
    ("session", ["session", "list"]),
    ("evo", ["evo", "buy", "Kira", "1"]),
    ("time", ["time", "advance", "--days", "1"]),
    ("character", ["character", "list"]),
    ("player", ["player", "list"]),
    ("campaign", ["campaign", "list"]),
    ("chronicle", ["chronicle", "--out", "{tmp}/s1.md"]),
    (
        "chronicle --document",
        ["chronicle", "--document", "eventlog", "--out", "{tmp}/e.md"],
    ),
    (
        "chronicle --document",
        ["chronicle", "--document", "techlog", "--out", "{tmp}/t.md"],
    ),
    ("chronicle --all", ["chronicle", "--all", "--out", "{tmp}/all.md"]),
    ("site", ["site", "--out", "{tmp}/site"]),
    ("export", ["export", "--out", "{tmp}/c.jsonl"]),
    ("session", ["session", "start"]),
    ("adventure", ["adventure", "start", "Il ritorno"]),
]


@pytest.fixture
def whole_reads(monkeypatch):
    """What read the whole campaign, one name a call: JournalApp.history (which
    campaign_events goes through), current_events and current_log of every type."""
    found: list[str] = []
    history, current = JournalApp.history, JournalApp.current_events
    log = JournalApp.current_log

    def read_history(app, campaign_id):
        found.append("history")
        return history(app, campaign_id)

    def read_current(app, name, types=None):
        if not types:
            found.append("current_events")
        return current(app, name, types)

    def read_log(app, name, types=None):
        if not types:
            found.append("current_log")
        return log(app, name, types)

    monkeypatch.setattr(JournalApp, "history", read_history)
    monkeypatch.setattr(JournalApp, "current_log", read_log)
    monkeypatch.setattr(JournalApp, "current_events", read_current)
    return found


def test_only_the_whole_campaign_s_answers_read_it_whole(ready, whole_reads, tmp_path):
    readers, failed = set(), []
    for name, words in TABLE:
        whole_reads.clear()
        args = [word.format(tmp=tmp_path) for word in words]
        result = ready.run(*args, expect=None)
        if result.exit_code != 0:
            failed.append((args, result.output.strip()))
        if whole_reads:
            readers.add(name)
    assert not failed, "\n".join(f"{args}: {out}" for args, out in failed)
    assert readers <= set(WHOLE), readers - set(WHOLE)
    assert "site" in readers  # what is listed is found: the test sees them
