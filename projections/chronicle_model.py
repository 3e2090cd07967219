"""The chronicle's view model: what a renderer needs, with no event-store types.

`projections.chronicle` builds it from the events; `projections.render` turns it
into Markdown, HTML and PDF. All strings are plain text as users typed them (or
as the builder localised them): renderers must escape them, never interpret them.
"""

from typing import NamedTuple

# Named tuples, not dataclasses: the model is made once per command, and its
# eleven frozen dataclasses cost a chronicle about 4 ms of start-up to define
# (issue 17). Copies with changes: `model._replace(field=value)`. No `from
# __future__ import annotations`: typing.NamedTuple compiles every annotation
# given as a string (a ForwardRef each, some 80 here: over 1 ms of a
# chronicle's start-up, issue 29), so each class comes after those it names.


class FaceView(NamedTuple):
    """One die's face, with what became of it."""

    value: int
    sides: int
    counted: bool  # a success, or a face that counts: printed bold
    dropped: bool = False  # rolled but not counted (kept highest/lowest)
    exploded: bool = False  # rolled because the previous die showed its maximum


class RollView(NamedTuple):
    """A roll of any ruleset as the chronicle prints it (see the ruleset's
    `views.roll_view`): every face, a localised result line, the breakdown."""

    faces: tuple[FaceView, ...]  # in the order rolled or typed
    count: int  # dice rolled (0 when a pool fell to zero or below)
    result: str  # localised, e.g. "3 successes vs target 3: success (margin 0)"
    outcome: str  # the ruleset's word: "success", "failure", "partial", ...
    breakdown: str  # localised, e.g. "Agilità 3 + Furtività 2 + Riserva 2"
    details: str  # localised, e.g. "Riserva: 2 committed, 1 returned"
    source: str  # "typed" | "rolled"
    exceptional: bool = False  # the ruleset's flag (Dàimon's "3+", BRP's special)


class SideRoll(NamedTuple):
    """One side of an opposed roll, its dice shown as a roll's are."""

    who: str  # the side's character
    roll: RollView


class Entry(NamedTuple):
    """One recorded event as the chronicle tells it."""

    id: str  # the event's short id
    kind: str  # roll | wound | reserve | character | void | structure | other
    text: str  # localised one-line description (plain text)
    at: str  # ISO 8601 time it was recorded
    actor: str | None = None  # character name, when the event concerns one
    note: str | None = None  # the user's note, raw
    roll: RollView | None = None
    void: bool = False  # voided later: render struck through
    void_reason: str | None = None
    details: str | None = None  # an event-log entry's details, raw
    sides: tuple[SideRoll, ...] = ()  # each side's dice (a confrontation)
    headline: str | None = None  # with sides: the line over them (text holds all)


class SceneView(NamedTuple):
    """A scene, or what happened outside scenes, in its place (see
    projections.chronicle_parts): kind "scene", "before" (the session), "opening"
    (before its first scene), "between" (after scene `follows`), "after" (the
    session: until the next one)."""

    number: int | None  # the scene's number; None outside scenes
    title: str | None
    entries: tuple[Entry, ...]
    master: str | None = None
    description: str | None = None  # the scene's description, raw
    kind: str = "scene"
    follows: int | None = None  # kind "between": the scene it follows


class CharacterSummary(NamedTuple):
    """A character at the end of the chronicled span."""

    name: str
    player: str
    status: str  # the ruleset's word: "active", "dying", "dead", ...
    columns: tuple[tuple[str, str], ...] = ()  # headline values: (label, value)


class LuckLine(NamedTuple):
    """A character's dice over the chronicled span: successes expected and rolled."""

    name: str
    rolls: int  # rolls counted (voided ones are not)
    expected: float  # what the dice promise (Dàimon: half the dice rolled)
    actual: int  # successes rolled

    @property
    def difference(self) -> float:
        """Above 0: luckier than the dice promise; below 0: unluckier."""
        return self.actual - self.expected


class ChangeRow(NamedTuple):
    """What changed on a character's sheet over one session's part."""

    session: int
    name: str
    items: tuple[str, ...]  # localised, e.g. "Riserva 7 → 1", "Spirito 2 → 3"


class ChartLine(NamedTuple):
    """A character's charted track (Riserva, PF, ...) as the span began, then
    after each change."""

    name: str
    label: str  # the track's label: "Riserva", "PF"
    values: tuple[int, ...]
    top: int  # the axis' top: the track's maximum, or the highest value
    scenes: tuple[int | None, ...] = ()  # the scene of each value (None: outside)
    span: str = "session"  # or "book": a book's sessions, joined


class ChronicleModel(NamedTuple):
    lang: str  # "en" | "it"
    campaign: str
    ruleset: str
    title: str  # e.g. "Session 1" / "Sessione 1", localised by the builder
    session: int | None
    date: str | None  # the session's date (ISO, YYYY-MM-DD)
    adventure: str | None
    present: tuple[str, ...]  # players present
    scenes: tuple[SceneView, ...]
    characters: tuple[CharacterSummary, ...]
    generated_at: str  # ISO 8601
    luck: tuple[LuckLine, ...] = ()  # one per character who rolled, sheet order
    sheets: tuple[
        dict, ...
    ] = ()  # journal.projections.sheet.sheet_json at the session's end
    charts: tuple[ChartLine, ...] = ()  # each character's charted track over it
    summary: str | None = None  # the session's summary, raw
    fingerprint: str | None = None  # the history sealed at the session's end
    bookkeeping: tuple[str, ...] = ()  # the routine, folded: one phrase each
    changes: tuple[ChangeRow, ...] = ()  # what changed on each sheet, by session
    # (a book's last part holds every session's, with the sheets: told once)


class StoryLine(NamedTuple):
    """A session in the story so far: its title, day and summary."""

    session: int
    title: str
    date: str | None
    adventure: str | None
    summary: str | None


class ChronicleBook(NamedTuple):
    """One document: a session, an adventure's sessions or the whole campaign."""

    lang: str
    campaign: str
    ruleset: str
    title: str  # localised: "Session 1", "Adventure 1: …", "The whole campaign"
    scope: str  # "session" | "adventure" | "all"
    first_date: str | None
    last_date: str | None
    players: tuple[str, ...]  # everyone present in at least one session
    parts: tuple[ChronicleModel, ...]  # one per session, in order
    generated_at: str
    story: tuple[StoryLine, ...] = ()  # the story so far (adventure, campaign)
