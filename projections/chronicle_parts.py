"""Where every event goes in a chronicle: each session's part, told in the order
it was played, with what happened around the session.

A session's part runs from its start to the next session's; what was recorded
between two sessions (downtime, a death decided after the evening, a fight
finished by mail) is told at the end of the session it follows ("after the
session"), and what opens an adventure (its start, the characters created for
it) at the beginning of the adventure's first session ("before the session"):
every event is in exactly one part. Inside a part, consecutive events of one
scene form its segment, and events outside scenes form segments of their own
in their place ("before the first scene", "after scene 2").
"""

from __future__ import annotations

from typing import NamedTuple

FRAME = {"SessionStarted", "SessionEnded", "SceneStarted", "SceneEnded"}
STORY = {"SessionSummarized", "SceneDescribed"}  # told with titles, not as entries


class Segment(NamedTuple):
    kind: str  # "before" | "opening" | "scene" | "between" | "after"
    number: int | None  # the scene's number (kind "scene"), or the scene it follows
    records: list[dict]


def part_bounds(records: list[dict]) -> dict[int, tuple[int, int]]:
    """Each session's part as a slice (start, stop) of `records`."""
    starts: list[tuple[int, int]] = []  # (session number, index where its part begins)
    opening = 0  # where the next part begins: the stream's start, an adventure's
    for index, record in enumerate(records):
        kind = record["type"]
        if kind == "AdventureStarted" and starts:
            opening = index
        elif kind == "SessionStarted":
            starts.append((record["number"], opening if opening is not None else index))
            opening = None
    bounds = {}
    for place, (number, start) in enumerate(starts):
        stop = starts[place + 1][1] if place + 1 < len(starts) else len(records)
        bounds[number] = (start, stop)
    return bounds


def segments(part: list[dict]) -> list[Segment]:
    """The part's records as segments, in the order they were recorded."""
    found: list[Segment] = []
    phase, last_scene = "before", None
    for record in part:
        kind = record["type"]
        if kind == "SessionStarted":
            phase = "opening"
        elif kind == "SessionEnded":
            phase = "after"
        elif kind == "SceneStarted":
            found.append(Segment("scene", record["number"], []))
        elif kind == "SceneEnded":
            last_scene = record["number"]
        if kind in FRAME or kind in STORY:
            continue
        key = _key(record, phase, last_scene)
        if not found or found[-1][:2] != key:
            found.append(Segment(*key, []))
        found[-1].records.append(record)
    return found


def _key(record: dict, phase: str, last_scene: int | None) -> tuple[str, int | None]:
    if phase in ("before", "after"):
        return phase, None
    if record["scene"] is not None:
        return "scene", record["scene"]
    return ("between", last_scene) if last_scene is not None else ("opening", None)
