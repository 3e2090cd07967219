"""What every ruleset's character has: an id, a name, a player, a status, tracks."""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field, fields

from journal.domain.tracks import Tracked

ACTIVE, DYING, DEAD = "active", "dying", "dead"


@dataclass
class Character(Tracked):
    """The core's sheet. A ruleset subclasses it with its own fields, declares
    its tracked resources in `TRACKS`, and builds one from a checked sheet file in
    `from_sheet`. Statuses are the ruleset's words; "active" and "dead" are common
    to all (a dead character neither acts nor gains)."""

    id: str  # the short id of the event that created it
    name: str
    player: str | None  # None: a character of the Master's (an NPC)
    status: str = ACTIVE
    tracks: dict[str, dict] = field(default_factory=dict)  # the table's own tracks
    npc: bool = False  # the Master's: out of the party, its luck and players

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Character:
        known = {f.name for f in fields(cls)}
        return cls(**{k: copy.deepcopy(v) for k, v in data.items() if k in known})

    @classmethod
    def from_sheet(cls, char_id: str, sheet: dict) -> Character:
        """A new character from a checked sheet (the ruleset parser's output)."""
        return cls.from_dict({**sheet, "id": char_id})

    @property
    def alive(self) -> bool:
        return self.status != DEAD
