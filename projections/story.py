"""The campaign's outline, for any ruleset: adventures, sessions (date, players,
scenes, summary) and scenes (title, description), from the structure's records.

Records are `journal.projections.records` dicts in stream order; voided ones are left
out, and of several summaries (or descriptions) the newest counts.
"""

from __future__ import annotations

TYPES = (
    "AdventureStarted",
    "SessionStarted",
    "SessionEnded",
    "SessionSummarized",
    "SceneStarted",
    "SceneEnded",
    "SceneDescribed",
)


def outline(records: list[dict]) -> tuple[list[dict], list[dict]]:
    """(sessions, scenes), oldest first."""
    sessions: dict[int, dict] = {}
    scenes: dict[int, dict] = {}
    adventure = None
    for record in records:
        if record.get("void"):
            continue
        kind, number = record["type"], record.get("number")
        if kind == "AdventureStarted":
            adventure = {"number": number, "title": record["title"]}
        elif kind == "SessionStarted":
            sessions[number] = _session(record, adventure)
        elif kind == "SessionEnded" and number in sessions:
            sessions[number]["open"] = False
        elif kind == "SessionSummarized" and number in sessions:
            sessions[number]["summary"] = record["text"]
        elif kind == "SceneStarted":
            scenes[number] = _scene(record)
            if record["session"] in sessions:
                sessions[record["session"]]["scenes"].append(number)
        elif kind == "SceneEnded" and number in scenes:
            scenes[number]["open"] = False
        elif kind == "SceneDescribed" and number in scenes:
            scenes[number]["description"] = record["text"]
    return list(sessions.values()), list(scenes.values())


def _session(record: dict, adventure: dict | None) -> dict:
    return {
        "number": record["number"],
        "date": record["date"],
        "adventure": adventure,
        "present": list(record["present"]),
        "scenes": [],
        "open": True,
        "summary": None,
    }


def _scene(record: dict) -> dict:
    return {
        "number": record["number"],
        "title": record["title"],
        "session": record["session"],
        "open": True,
        "description": None,
    }
