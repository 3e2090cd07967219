"""Creation's dice (1.1–1.7): one fact per step of a Birth, after the character.

A module-level fact (see domain.events); its name and fields are a stored format.
It changes nothing on the sheet (CharacterCreated holds the result): it is the
record of every die the creation rolled.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class CreationRolled(CampaignEvent):
    character: str
    mode: str  # normale | casuale
    step: str  # race, race_modifiers, profession, education, age, ...
    dice: list[dict]  # {sides, faces, kept, exploded, wanted, sign} per die
    dice_source: str
    seed: int | None
    tables_hash: str  # data/creation.toml's SHA-256, as read
    result: dict
    voidable = True


class CarattereGiven(CampaignEvent):
    """1.8: the carattere, three or four adjectives, chosen after creation (the
    Master's, at the end of the first or second session)."""

    character: str
    adjectives: list[str]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).carattere = list(self.adjectives)
