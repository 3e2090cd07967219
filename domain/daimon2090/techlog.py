"""The technology log (Log tecnologico): enrichment and strategic interventions.

Rulebook: TECNOLOGIE, LOG TECNOLOGICO, INTERVENTI DI ARRICCHIMENTO, INTERVENTI
STRATEGICI (digest section 11). Every technology needs a negative feature. An
enrichment is free, one per scene for each player, and may earn 1D; a strategic
intervention brings in a technology absent from the log, costs 1D to whoever
plays it, is one per scene in all, and never earns dice.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090.events_techlog import (
    ENRICHMENT,
    KINDS,
    STRATEGIC,
    TechnologyLogged,
    logged,
)
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.prices import TECHNOLOGY
from journal.domain.errors import NotFound, RuleBroken
from journal.domain.text import clean_name, clean_note, fold_key
from journal.i18n import N_

LOG = "Log tecnologico"
ARRICCHIMENTO = "Interventi di arricchimento"
STRATEGICO = "Interventi strategici"


class Technology(NamedTuple):
    """A technology as the table brings it in (`by`: a player, or a character)."""

    name: str
    kind: str
    by: str  # a player, a character, or "master": whoever holds the role
    bonus: str | None = None
    limit: str | None = None
    details: str | None = None
    award: bool = False  # an enrichment the table appreciated: +1D
    character: str | None = None  # the player's character, if they have several


class TechCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

    def log_technology(self, tech: Technology, stamp) -> None:
        """Record `tech`; a strategic one costs its player's character 1D, an
        appreciated enrichment earns it 1D (through the economy's own facts)."""
        name, limit = checked(tech)
        player, as_master = self.tech_player(tech.by)
        self.check_scene_rules(tech.kind, fold_key(name), player)
        sheet = self.tech_character(tech, player)
        self.record(
            TechnologyLogged,
            stamp,
            name=name,
            kind=tech.kind,
            player=player,
            as_master=as_master,
            character=sheet.id if sheet else None,
            bonus=clean_note(tech.bonus, "bonus"),
            limit=limit,
            details=clean_note(tech.details, "details"),
            cost=TECHNOLOGY if tech.kind == STRATEGIC else 0,
            award=int(tech.award),
        )
        if tech.kind == STRATEGIC:
            purpose = f"intervento strategico: {name}"
            self.pay_reserve(sheet.name, TECHNOLOGY, purpose, "technology", stamp)
        if tech.award:
            self.award(sheet.name, 1, "enrichment", stamp)

    def tech_player(self, by: str) -> tuple[str, bool]:
        """The player bringing the technology in, and whether as the Master:
        a player, a character's player, or `master` (who holds the role)."""
        try:
            return self.state.player(by), False
        except NotFound:
            pass
        if fold_key(by) == "master":
            return self.tech_master(), True
        try:
            return self.state.character(by).player, False
        except NotFound:
            raise NotFound(
                _("no player called {by!r}").format(by=by), N_("journal")
            ) from None

    def tech_master(self) -> str:
        from journal.domain.daimon2090.rotation import role

        master = role(self.state)["master"]
        if master is None:
            raise RuleBroken(_("nobody holds the Master role: name the player"), LOG)
        return master

    def tech_character(self, tech: Technology, player: str):
        """The character who pays (strategic) or earns (enrichment) the die."""
        if tech.character:
            sheet = self.living_character(tech.character)
            if sheet.player != player:
                raise RuleBroken(
                    _("{name} is not {player}'s character").format(
                        name=sheet.name, player=player
                    ),
                    LOG,
                )
            return sheet
        if tech.kind == STRATEGIC or tech.award:
            return self.player_character(player)
        return None

    def check_scene_rules(self, kind: str, key: str, player: str) -> None:
        if not self.state.scene:
            raise RuleBroken(
                _("technology enters the log during a scene: start one first"), LOG
            )
        number = self.state.scene_number
        scene = [t for t in logged(self.state) if t["scene"] == number]
        if kind == STRATEGIC:
            check_strategic(scene, logged(self.state), key, number)
        else:
            check_enrichment(scene, player, number)


def checked(tech: Technology) -> tuple[str, str]:
    """The technology's name and limit: a negative feature is mandatory."""
    if tech.kind not in KINDS:
        raise RuleBroken(
            _("a technology is {value}, not {kind}").format(
                value=" or ".join(KINDS), kind=tech.kind
            ),
            LOG,
        )
    if tech.award and tech.kind == STRATEGIC:
        raise RuleBroken(
            _("a strategic intervention never earns Riserva dice"), STRATEGICO
        )
    name = clean_name(tech.name, "technology name")
    limit = clean_note(tech.limit, "limit")
    if not limit:
        raise RuleBroken(
            _(
                "{name} needs a negative feature (a limit, a flaw, a high cost): every "
                "technology has one"
            ).format(name=name),
            LOG,
        )
    return name, limit


def check_strategic(scene: list, log: list, key: str, number: int) -> None:
    """Absent from the log, and the first strategic intervention of the scene."""
    for tech in scene:
        if tech["kind"] == STRATEGIC:
            raise RuleBroken(
                _(
                    "scene {number} has had its strategic intervention ({name}, by "
                    "{player}): one per scene in all"
                ).format(number=number, name=tech["name"], player=tech["player"]),
                STRATEGICO,
            )
    for tech in log:
        if tech["key"] == key:
            raise RuleBroken(
                _(
                    "{name} is already in the technology log: a strategic intervention "
                    "brings in a technology absent from it"
                ).format(name=tech["name"]),
                STRATEGICO,
            )


def check_enrichment(scene: list, player: str, number: int) -> None:
    """One enrichment per scene for each player."""
    for tech in scene:
        if tech["kind"] == ENRICHMENT and tech["player"] == player:
            raise RuleBroken(
                _(
                    "{player} has enriched scene {number} already ({name}): one "
                    "enrichment per scene for each player",
                ).format(player=player, number=number, name=tech["name"]),
                ARRICCHIMENTO,
            )
