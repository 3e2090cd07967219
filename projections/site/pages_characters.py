"""One page per character: the sheet now, its tracks over the campaign, the
history of every field (the rows `journal why` gives, each linked to the session
where it happened), and a page of the sheet as each session ended, with what
changed on it since the session before.

A field's history on the character's page is the value it was created with,
then its latest RECENT changes and any on no session's sheet yet; every change
is on the sheet page of the session it happened in (a session's part runs to
the next session's start: what happened between is the earlier one's). At
100,000 events a character's page held 20,000 rows, 7 MB, rendered again after
every session; now an added session changes few pages, each short."""

from __future__ import annotations

from functools import partial

from journal.projections.chronicle_entries import without_ids
from journal.projections.chronicle_parts import FRAME as STRUCTURE
from journal.projections.describe import describe
from journal.projections.sheet import sheet_json, summary, view
from journal.projections.site import links
from journal.projections.site.charts import chart_spec, track_points
from journal.projections.site.fields import shown
from journal.projections.site.pages_sessions import Page

RECENT = 25  # a field's changes on the character's page (and those since)


def character_pages(facts, people, titles: dict, t: dict, lang: str) -> list[Page]:
    """`titles`: each session's title, by number, in play order."""
    told = _Told(facts, lang)
    pages = []
    for char_id, sheet in facts.state.characters.items():
        asof = _asof(facts, people, char_id, titles)
        rows = facts.changes.get(char_id, [])
        words = _Words(sheet, lang, facts.state.players)
        last_end = max((facts.ends[a["session"]] for a in asof), default=0)
        context = {
            "title": sheet.name,
            "player": sheet.player,
            "status": sheet.status,
            "columns": [list(c) for c in summary(sheet, facts.ruleset, lang)],
            "sheet": sheet_json(sheet, facts.ruleset),
            "asof": asof,
            "charts": _charts(facts, char_id, sheet, t),
            **_history(rows, told, words, last_end),
        }
        pages.append(Page(people.page(char_id), "character.html.j2", context))
        pages += _past(facts, people, char_id, asof, rows, told, words)
    return pages


def opponents(facts) -> dict:
    """The ruleset's opponents that are no character (Fuori dal Tempo's
    creatures), by id, each with the name its page is called by."""
    from types import SimpleNamespace

    own = view(facts.ruleset, "npc_sheets")
    found = own(facts.state) if own is not None else []
    return {data["id"]: SimpleNamespace(name=data["name"], data=data) for data in found}


def opponent_pages(facts, people, lang: str) -> list[Page]:
    """A page for each of those opponents: its stat block now, as the
    chronicle prints it among the sheets at the end."""
    found_rows = view(facts.ruleset, "npc_rows")
    rows = {
        row["id"]: row
        for row in (found_rows(facts.state, lang) if found_rows is not None else ())
    }
    pages = []
    for found_id, found in opponents(facts).items():
        context = {
            "title": found.name,
            "player": None,
            "status": found.data["status"],
            "columns": [list(c) for c in rows.get(found_id, {}).get("columns", ())],
            "sheet": found.data,
            "asof": [],
            "charts": [],
            "history": [],
            "unchanged": [],
        }
        pages.append(Page(people.page(found_id), "character.html.j2", context))
    return pages


def _asof(facts, people, char_id: str, titles: dict) -> list[dict]:
    return [
        {"session": n, "title": title, "url": people.at(char_id, n)}
        for n, title in titles.items()
        if char_id in facts.sheets_at.get(n, {})
    ]


def _past(facts, people, char_id: str, asof: list, rows, told, words) -> list[Page]:
    """The sheet as each session ended, linked to the one before and after (the
    full choice is on the character's page: adding a session changes one page
    here, not every one), with the changes made since the session before ended.
    A page's hash covers its facts; its events are told only when it is written."""
    pages, place = [], 0
    for index, choice in enumerate(asof):
        then = facts.sheets_at[choice["session"]][char_id]
        end, since = facts.ends[choice["session"]], place
        while place < len(rows) and rows[place]["seq"] <= end:
            place += 1
        frame = {
            "title": then.data["name"],
            "player": then.data["player"],
            "status": then.data["status"],
            "columns": then.columns,
            "sheet": then.data,
            "session": choice,
            "session_page": links.session(choice["session"]),
            "prev": asof[index - 1] if index else None,
            "next": asof[index + 1] if index + 1 < len(asof) else None,
            "now": people.page(char_id),
        }
        # a creation's values are the character's page's, each field's first row
        changes = [r for r in rows[since:place] if r["type"] != "CharacterCreated"]
        pages.append(
            Page(
                choice["url"],
                "sheet_at.html.j2",
                partial(_changes_told, frame, changes, told, words),
                {**frame, "changes": changes, "known": sorted(words.known)},
            )
        )
    return pages


def _changes_told(frame: dict, changes: list, told, words) -> dict:
    """A sheet page's context, its changes told (when the page is written)."""
    told_rows = [
        {**words.row(row, told), "field": words.field(row["field"])} for row in changes
    ]
    return {**frame, "changes": told_rows}


def _charts(facts, char_id: str, sheet, t: dict) -> list[dict]:
    """The ruleset's charted track (as in the chronicles), then every other
    track that ever changed."""
    charted = view(facts.ruleset, "CHART_TRACK")
    found = []
    for name, track in sorted(
        sheet.track_views().items(), key=lambda i: i[0] != charted
    ):
        points = track_points(facts.tracks.get(char_id, []), name)
        if points and (name == charted or len(points) > 1):
            title = t["site_chart_title"].format(track=track["label"], name=sheet.name)
            spec = chart_spec(points, track, title, t["site_chart_desc"])
            spec["ends"] = _at_ends(facts, char_id, name)
            found.append(spec)
    return found


def _at_ends(facts, char_id: str, name: str) -> list[list]:
    """[session, value] as each session ended: the chart's values as a table."""
    rows = []
    for number, sheets in facts.sheets_at.items():
        track = sheets[char_id].data["tracks"].get(name) if char_id in sheets else None
        if track is not None:
            rows.append([number, track["value"]])
    return rows


class _Words:
    """A field's name and values in words (journal.projections.fields_words)."""

    def __init__(self, sheet, lang: str, players=()) -> None:
        from journal.projections.fields_words import track_labels

        self.labels, self.lang = track_labels(sheet), lang
        self.known = set(players)  # who recorded: told only when a player

    def field(self, name: str) -> str:
        from journal.projections.fields_words import field_label
        from journal.projections.site.fields import SEPARATOR

        return field_label(name.split(SEPARATOR), self.labels, self.lang)

    def value(self, value) -> str:
        from journal.projections.fields_words import shown as in_words

        return in_words(value, self.lang)

    def row(self, row: dict, told) -> dict:
        """A change as a page prints it: its value in words, and who recorded it
        only when that is a player."""
        found = _row(row, told, self.value)
        found["by"] = found["by"] if found["by"] in self.known else ""
        return found


def _history(rows: list[dict], told, words=None, last_end: int = 0) -> dict:
    """Fields that changed after creation, each with its latest rows (RECENT,
    and all after position `last_end`, the last session page's end: the rows
    before them are on the sessions' sheet pages); the others."""
    fields: dict[str, list[dict]] = {}
    for row in rows:
        if words is not None:
            row = {**row, "field": words.field(row["field"])}
        fields.setdefault(row["field"], []).append(row)
    changed, unchanged = [], []
    for name, found in fields.items():
        value = words.value if words is not None else shown
        if len(found) == 1 and found[0]["type"] == "CharacterCreated":
            unchanged.append({"field": name, "value": value(found[0]["value"])})
        else:
            created = 1 if found[0]["type"] == "CharacterCreated" else 0
            cut = max(len(found) - RECENT, created)
            while cut > created and found[cut - 1]["seq"] > last_end:
                cut -= 1  # on no session's page yet: here
            kept = found[:created] + found[cut:]  # the value it was created with
            shown_rows = [words.row(r, told) if words else _row(r, told) for r in kept]
            changed.append(
                {
                    "field": name,
                    "anchor": links.anchor("f", name),
                    "rows": shown_rows,
                    "count": len(found),
                    "earlier": cut - created,
                    "created": bool(created),  # its first row: the value it began with
                }
            )
    return {"history": changed, "unchanged": unchanged}


def _row(row: dict, told, value=None) -> dict:
    number = row["session"]
    inside = number is not None and row["type"] not in STRUCTURE
    return {
        "session": number,
        "session_url": links.session(number) if number is not None else None,
        "scene": row["scene"],
        "event_url": links.entry(number, row["id"]) if inside else None,
        "id": row["id"],
        "text": told(row["id"]),
        "delta": f"{row['delta']:+d}".replace("-", "−") if row["delta"] else "",
        "value": (value or shown)(row["value"]),
        "by": row["by"],
        "at": row["at"][:16].replace("T", " "),
    }


class _Told:
    """Each event told in one line, once, as the event log tells it."""

    def __init__(self, facts, lang: str) -> None:
        self.records = {record["id"]: record for record in facts.records}
        self.lang, self.ruleset = lang, facts.ruleset
        self.cache: dict[str, str] = {}

    def __call__(self, event_id: str) -> str:
        if event_id not in self.cache:
            record = self.records[event_id]
            told = describe(record, self.lang, ruleset=self.ruleset)
            self.cache[event_id] = without_ids(told, self.records)
        return self.cache[event_id]
