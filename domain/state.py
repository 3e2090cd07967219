"""A campaign's state as a fold over its events: structure, people, corrections.

The aggregate keeps one of these; projections build their own by folding the
events that are not void. Ruleset-specific state lives in the character sheets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from journal.domain.character import Character
from journal.domain.errors import InconsistentHistory, NotFound, RuleBroken
from journal.domain.ids import position_of
from journal.domain.suggest import did_you_mean
from journal.domain.text import fold_key
from journal.i18n import N_, _


@dataclass
class CampaignState:
    name: str = ""
    ruleset: str = ""
    players: list[str] = field(default_factory=list)
    characters: dict[str, Character] = field(default_factory=dict)
    adventure: dict | None = None  # {"number", "title"}
    adventures: int = 0
    session: dict | None = None  # the open session: {"number", "date", "present"}
    sessions: int = 0
    scene: dict | None = None  # the open scene: {"number", "title"}
    scenes: int = 0
    voids: dict[str, str] = field(default_factory=dict)  # void id -> target id
    table: dict = field(default_factory=dict)  # the ruleset's campaign-wide state

    def to_dict(self) -> dict:
        """Plain data (JSON-ready): for snapshots and read models."""
        data = dict(vars(self))
        data["characters"] = {k: v.to_dict() for k, v in self.characters.items()}
        return data

    @classmethod
    def from_dict(cls, data: dict) -> CampaignState:
        from journal.domain.rulesets import sheet_class

        sheet = sheet_class(data["ruleset"])
        characters = {k: sheet.from_dict(v) for k, v in data["characters"].items()}
        return cls(**{**data, "characters": characters})

    @property
    def session_number(self) -> int | None:
        return self.session["number"] if self.session else None

    @property
    def scene_number(self) -> int | None:
        return self.scene["number"] if self.scene else None

    def voided(self) -> set[str]:
        """Ids of the events whose effects are void now (a void can be voided)."""
        return effective_voids(self.voids)

    def sheet(self, char_id: str) -> Character:
        """The character an event names by id; in a refold it may be voided away."""
        try:
            return self.characters[char_id]
        except KeyError:
            raise InconsistentHistory(
                _("character {char_id} would no longer exist").format(char_id=char_id),
                N_("journal: corrections"),
            ) from None

    def character(self, name: str) -> Character:
        """The character a user means by `name`: full name, else a unique prefix."""
        key = fold_key(name)
        alive = list(self.characters.values())
        exact = [c for c in alive if fold_key(c.name) == key]
        found = exact or [c for c in alive if fold_key(c.name).startswith(key)]
        if len(found) == 1:
            return found[0]
        if not found:
            hint = did_you_mean(name, [c.name for c in alive])
            raise NotFound(
                _("no character called {name!r} in this campaign{hint}").format(
                    name=name, hint=hint
                ),
                N_("journal"),
            )
        names = ", ".join(sorted(c.name for c in found))
        raise RuleBroken(
            _("{name!r} could mean {names}: say which").format(name=name, names=names),
            N_("journal"),
        )

    def player(self, name: str) -> str:
        for player in self.players:
            if fold_key(player) == fold_key(name):
                return player
        hint = did_you_mean(name, self.players)
        raise NotFound(
            _("no player called {name!r}{value}").format(
                name=name, value=hint or "; add one with `journal player add`"
            ),
            N_("journal"),
        )


def effective_voids(voids: dict[str, str]) -> set[str]:
    """Events void now: a void counts unless a later void that counts names it."""
    voided: set[str] = set()
    for void_id in sorted(voids, key=position_of, reverse=True):
        if void_id not in voided:
            voided.add(voids[void_id])
    return voided
