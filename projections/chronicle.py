"""The chronicle builder: a session's events as a ChronicleModel to render."""

from __future__ import annotations

from datetime import datetime

from domain.daimon2090.odds import luck
from domain.errors import NotFound
from projections.charts import reserve_series, values_in
from projections.chronicle_model import (
    CharacterSummary,
    ChronicleModel,
    Entry,
    LuckLine,
    ReserveLine,
    RollView,
    SceneView,
)
from projections.describe import breakdown_text, describe
from projections.phrases import phrase
from projections.records import to_records
from projections.sheet import sheet_json
from projections.timeline import state_at

STRUCTURE = {"SessionStarted", "SessionEnded", "SceneStarted", "SceneEnded"}


def build_session(history: list, number: int | None, lang: str, now: datetime):
    """The chronicle of session `number` (the latest when None)."""
    records = to_records(history)
    number = number or latest_session(records)
    state = state_at(history, session_end(records, number))
    return _session(history, records, reserve_series(history), number, lang, now, state)


def session_end(records: list[dict], number: int) -> int:
    """The position of the session's last event (its end, or the latest so far)."""
    start = _find(records, "SessionStarted", number)
    return max(r["seq"] for r in records if r["session"] == number or r is start)


def _session(history, records, series, number: int, lang: str, now, state):
    """Session `number`'s chronicle; `state` is the campaign at its end."""
    start = _find(records, "SessionStarted", number)
    span = [r for r in records if r["session"] == number or r is start]
    end = max(r["seq"] for r in span)
    characters = _characters(state)
    return ChronicleModel(
        lang=lang,
        campaign=history[0].name,
        ruleset=history[0].ruleset,
        title=phrase(lang, "session_title").format(number=number),
        session=number,
        date=start["date"],
        adventure=_adventure(records, end),
        present=tuple(start["present"]),
        scenes=_scenes(span, records, lang),
        characters=characters,
        generated_at=now.isoformat(),
        luck=_luck(span, characters),
        sheets=tuple(sheet_json(s) for s in state.characters.values()),
        reserve=_reserve(series, characters, start["seq"], end),
    )


def _reserve(series: list, characters: tuple, first: int, last: int) -> tuple:
    lines = (
        ReserveLine(c.name, values_in(series, c.name, first, last)) for c in characters
    )
    return tuple(line for line in lines if line.values)


def latest_session(records: list[dict]) -> int:
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    if not numbers:
        raise NotFound("no session recorded yet", "journal: chronicles")
    return numbers[-1]


def _find(records: list[dict], kind: str, number: int) -> dict:
    for record in records:
        if record["type"] == kind and record["number"] == number:
            return record
    raise NotFound(f"there is no session {number}", "journal: chronicles")


def _adventure(records: list[dict], end: int) -> str | None:
    titles = [
        r["title"]
        for r in records
        if r["type"] == "AdventureStarted" and r["seq"] <= end
    ]
    return titles[-1] if titles else None


def _scenes(span: list[dict], records: list[dict], lang: str) -> tuple:
    reasons = {r["target"]: r["reason"] for r in records if r["type"] == "EventVoided"}
    titles = {r["number"]: r["title"] for r in span if r["type"] == "SceneStarted"}
    order: list[int | None] = []
    groups: dict[int | None, list] = {}
    for record in span:
        if record["type"] in STRUCTURE:
            continue
        scene = record["scene"]
        if scene not in groups:
            order.append(scene)
            groups[scene] = []
        groups[scene].append(_entry(record, reasons, lang))
    for number in titles:  # scenes where nothing but the frame was recorded
        if number not in groups:
            order.append(number)
            groups[number] = []
    masters = _masters(span)
    return tuple(
        SceneView(
            number=n,
            title=titles.get(n),
            entries=tuple(groups[n]),
            master=masters.get(n),
        )
        for n in order
    )


def _masters(span: list[dict]) -> dict:
    """Each scene's Master (a player): the last handover for that scene, else
    whoever held the role when it began. Streams older than the rotation: none."""
    masters: dict[int, str | None] = {}
    holder = None
    for record in span:
        if record["type"] == "MasterHandedOver":
            holder = masters[record["for_scene"]] = record["player"]
        elif record["type"] == "SceneStarted":
            masters.setdefault(record["number"], holder)
    return masters


def _entry(record: dict, reasons: dict, lang: str) -> Entry:
    return Entry(
        id=record["id"],
        kind=_kind(record["type"]),
        text=describe(record, lang, actor=True),
        at=record["at"],
        actor=record.get("character"),
        note=record.get("note"),
        roll=_roll(record, lang),
        void=record["void"],
        void_reason=reasons.get(record["id"]) if record["void"] else None,
    )


POOL_ROLLS = {"ProvaRolled", "FightRoundFought", "ShotAimed"}  # a pool vs a target


def _kind(event_type: str) -> str:
    if event_type in POOL_ROLLS:
        return "roll"
    if event_type == "WoundSuffered":
        return "wound"
    if event_type.startswith("Reserve"):
        return "reserve"
    if event_type == "CharacterCreated":
        return "character"
    return "void" if event_type == "EventVoided" else "other"


def _roll(record: dict, lang: str) -> RollView | None:
    if record["type"] not in POOL_ROLLS:
        return None
    return RollView(
        pool=record["pool"],
        faces=tuple(record["dice"]),
        successes=record["successes"],
        target=record["target"],
        outcome=record["outcome"],
        margin=record["margin"],
        exceptional=record["exceptional"],
        breakdown=breakdown_text(record["breakdown"], lang),
        reserve_committed=record["reserve_committed"],
        reserve_returned=record["reserve_returned"],
        source=record["dice_source"],
    )


def _characters(state) -> tuple:
    return tuple(
        CharacterSummary(
            name=s.name,
            player=s.player,
            reserve=s.reserve,
            wounds=s.wounds,
            max_wounds=s.max_wounds,
            penalty=s.wound_penalty,
            status=s.status,
        )
        for s in state.characters.values()
    )


def _luck(span: list[dict], characters: tuple) -> tuple[LuckLine, ...]:
    """Successes expected and rolled by each character who rolled (voids left
    out), in the summary table's order. A roll: a character, a pool, successes."""
    keys = ("character", "pool", "successes")
    rolls = [[r[k] for k in keys] for r in span if _is_roll(r) and not r["void"]]
    tally = luck(rolls)
    order = dict.fromkeys([c.name for c in characters] + list(tally))
    return tuple(
        LuckLine(name, tally[name][0], float(tally[name][1]), tally[name][2])
        for name in order
        if name in tally
    )


def _is_roll(record: dict) -> bool:
    kinds = {"character": str, "pool": int, "successes": int}
    return all(isinstance(record.get(key), kind) for key, kind in kinds.items())
