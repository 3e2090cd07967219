"""The chronicle's view model: what a renderer needs, with no event-store types.

`projections.chronicle` builds it from the events; `projections.render` turns it
into Markdown, HTML and PDF. All strings are plain text as users typed them (or
as the builder localised them): renderers must escape them, never interpret them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class RollView:
    """A roll of a pool of d6: every face kept, with what counted."""

    pool: int  # dice rolled (0 when the pool fell to zero or below)
    faces: tuple[int, ...]  # in the order rolled or typed
    successes: int
    target: int
    outcome: str  # "success" | "failure"
    margin: int
    exceptional: bool  # margin >= 3 ("3+")
    breakdown: str  # localised, e.g. "Agilità 3 + Furtività 2 + Riserva 2 − ferite 1"
    reserve_committed: int
    reserve_returned: int
    source: str  # "typed" | "rolled"
    success_faces: tuple[int, ...] = (4, 5, 6)


@dataclass(frozen=True)
class Entry:
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


@dataclass(frozen=True)
class SceneView:
    number: int | None  # None: events recorded outside any scene
    title: str | None
    entries: tuple[Entry, ...]
    master: str | None = None


@dataclass(frozen=True)
class CharacterSummary:
    """A character at the end of the chronicled span."""

    name: str
    player: str
    reserve: int
    wounds: int
    max_wounds: int
    penalty: int  # dice taken off every pool (0, 1, 2)
    status: str  # "active" | "dying" | "dead"


@dataclass(frozen=True)
class LuckLine:
    """A character's dice over the chronicled span: successes expected and rolled."""

    name: str
    rolls: int  # rolls counted (voided ones are not)
    expected: float  # half the dice rolled: each die succeeds on 4, 5, 6 (1 in 2)
    actual: int  # successes rolled

    @property
    def difference(self) -> float:
        """Above 0: luckier than the dice promise; below 0: unluckier."""
        return self.actual - self.expected


@dataclass(frozen=True)
class ChronicleModel:
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
    extra: dict = field(default_factory=dict)
    luck: tuple[LuckLine, ...] = ()  # one per character who rolled, sheet order
    sheets: tuple[dict, ...] = ()  # projections.sheet.sheet_json at the session's end
    reserve: tuple[ReserveLine, ...] = ()  # each character's Riserva over the session
    fingerprint: str | None = None  # the chain's head at the session's last event


@dataclass(frozen=True)
class ReserveLine:
    """A character's Riserva as the session began, then after each change."""

    name: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class ChronicleBook:
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
