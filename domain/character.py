"""What every ruleset's character has: an id, a name, a player and a status."""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, fields

ACTIVE, DYING, DEAD = "active", "dying", "dead"


@dataclass
class Character:
    id: str  # the short id of the event that created it
    name: str
    player: str
    status: str = ACTIVE

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Character:
        known = {f.name for f in fields(cls)}
        return cls(**{k: copy.deepcopy(v) for k, v in data.items() if k in known})
