"""The site's sessions (projections/site/sessions.py): each with the adventure
it belongs to, read in one pass over the records, not one per session (at
100,000 events, 470 sessions: 9 of the update's 25 s)."""

from __future__ import annotations

from journal.projections.site.sessions import sessions_of


class Passes(list):
    """Records that count the passes made over them."""

    passes = 0

    def __iter__(self):
        Passes.passes += 1
        return super().__iter__()


def campaign(sessions: int, every: int) -> list[dict]:
    """A campaign's records: an adventure begun every `every` sessions (the
    first before any session), each session a start, two rolls, an end."""
    records: list[dict] = []

    def add(kind: str, **fields) -> None:
        records.append({"type": kind, "seq": len(records) + 1, **fields})

    add("CampaignStarted", name="Ombre", ruleset="daimon2090")
    for number in range(1, sessions + 1):
        if number % every == 1:
            add("AdventureStarted", title=f"Avventura {number // every + 1}")
        add("SessionStarted", number=number, date="2090-01-01", present=["Ana"])
        add("ProvaRolled")
        add("ProvaRolled")
        add("SessionEnded")
    return records


def the_last_begun(records: list[dict], end: int) -> str | None:
    """The adventure as the chronicle reads it: the last begun by `end`."""
    titles = [
        r["title"]
        for r in records
        if r["type"] == "AdventureStarted" and r["seq"] <= end
    ]
    return titles[-1] if titles else None


def test_each_session_belongs_to_the_last_adventure_begun_by_its_end():
    records = campaign(sessions=60, every=7)
    found = sessions_of(records, "en")
    assert [s["number"] for s in found] == list(range(1, 61))
    for session in found:
        end = session["span"][-1]["seq"]
        assert session["adventure"] == the_last_begun(records, end)
    assert [found[n]["adventure"] for n in (0, 6, 7, 59)] == [
        "Avventura 1",
        "Avventura 1",
        "Avventura 2",
        "Avventura 9",
    ]


def test_the_records_are_read_a_fixed_number_of_times_whatever_the_sessions():
    for sessions in (10, 200):
        Passes.passes = 0
        sessions_of(Passes(campaign(sessions, every=5)), "en")
        assert Passes.passes <= 3, (sessions, Passes.passes)
