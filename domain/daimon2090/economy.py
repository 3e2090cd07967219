"""The Riserva as luck and currency: awards and spending (Riserva di dadi).

Rulebook: RECUPERARE I DADI, INTERPRETAZIONE DEL DÀIMON, RICOMPENSA PER IL MASTER,
ALTRI USI PER I DADI (digest section 4).
"""

from __future__ import annotations

from journal.domain.daimon2090 import events as ev
from journal.domain.daimon2090 import prices
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.sheet import RESERVE_MAX
from journal.domain.errors import NotFound, RuleBroken
from journal.i18n import N_

AWARD_DICE = {  # Recuperare i dadi: what each reason is worth
    "interpretation": 1,
    "danger": 2,  # play true to the character that put it in danger
    "narration": 1,
    "daimon": 1,  # to both players (Interpretazione del dàimon)
    "master": 1,  # by the players' majority (Ricompensa per il Master)
    "enrichment": 1,  # of the technology log (Interventi di arricchimento)
    "session": 1,  # at the start of every session (Nuove avventure e sessioni)
}
AWARD_REASONS = tuple(AWARD_DICE)
DAIMON, MASTER = "Interpretazione del dàimon", "Ricompensa per il Master"
USES = prices.USES
AWARD_LIMIT = RESERVE_MAX  # more than 7 dice at once is a typo: nobody holds more


class EconomyCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def award(self, name, dice, reason, stamp, daimon_player=None, votes=None):
        """The Master's award (Recuperare i dadi). A dàimon well played rewards
        both players; the Master's own die needs the players' majority (`votes`:
        yes, total)."""
        sheet = self.living_character(name)
        check_award(dice, reason)
        check_votes(reason, votes)
        partner = self.daimon_partner(sheet, reason, daimon_player)
        for who in (sheet, partner) if partner else (sheet,):
            self.record(
                ev.ReserveAwarded,
                stamp,
                character=who.id,
                amount=dice,
                reason=reason,
                gained=who.reserve_kept(dice),
                lost=dice - who.reserve_kept(dice),
            )

    def daimon_partner(self, sheet, reason: str | None, daimon_player: str | None):
        """The character of the player who played `sheet`'s dàimon: the player
        on the right in the seating, when the session recorded one."""
        if reason != "daimon":
            if daimon_player:
                raise RuleBroken(_("only a dàimon award names a dàimon player"), DAIMON)
            return None
        right = self.daimon_player(sheet.player)
        if not daimon_player and right is None:
            raise RuleBroken(
                _(
                    "a dàimon award goes to both players: name the one who played "
                    "the dàimon (`reserve award ... --daimon-player PLAYER`), or "
                    "record the seating (`session start --seating ...`)",
                ),
                DAIMON,
            )
        partner = self.player_character(daimon_player or right)
        if partner.player == sheet.player:
            raise RuleBroken(
                _("{player} cannot play their own dàimon").format(player=sheet.player),
                DAIMON,
            )
        if right is not None and partner.player != right:
            raise RuleBroken(
                _(
                    "{right} sits on {player}'s right and plays {value}, {name}'s "
                    "dàimon",
                ).format(
                    right=right,
                    player=sheet.player,
                    value=sheet.daimon.get("name") or "the dàimon",
                    name=sheet.name,
                ),
                DAIMON,
            )
        return partner

    def player_character(self, name: str):
        """A player's one living character (or a character named directly)."""
        try:
            player = self.state.player(name)
        except NotFound:
            return self.living_character(name)
        found = [s for s in self.living() if s.player == player]
        if not found:
            raise RuleBroken(
                _("{player} has no living character").format(player=player),
                N_("journal"),
            )
        if len(found) > 1:
            raise RuleBroken(
                _("{player} plays several characters: name one").format(player=player),
                N_("journal"),
            )
        return found[0]


def check_award(dice: int, reason: str | None) -> None:
    """Each reason is worth a fixed number of dice; no reason, any 1..7."""
    if not 1 <= dice <= AWARD_LIMIT:
        raise RuleBroken(
            _("an award is 1..{AWARD_LIMIT} dice, not {dice}").format(
                AWARD_LIMIT=AWARD_LIMIT, dice=dice
            ),
            "Recuperare i dadi",
        )
    if reason is not None and reason not in AWARD_DICE:
        raise RuleBroken(
            _("unknown award reason {reason!r} (one of {value})").format(
                reason=reason, value=", ".join(AWARD_REASONS)
            ),
            "Recuperare i dadi",
        )
    if reason is not None and dice != AWARD_DICE[reason]:
        raise RuleBroken(
            _("an award for {reason} is {value}, not {dice}").format(
                reason=reason, value=dice_count(AWARD_DICE[reason]), dice=dice
            ),
            "Recuperare i dadi",
        )


def check_votes(reason: str | None, votes: tuple[int, int] | None) -> None:
    """The players decide the Master's die by majority: more than half say yes."""
    if reason != "master":
        if votes is not None:
            raise RuleBroken(_("only the Master's reward is voted"), MASTER)
        return
    if votes is None:
        raise RuleBroken(
            _(
                "the players vote the Master's die: `reserve award ... --votes "
                "YES/TOTAL`"
            ),
            MASTER,
        )
    yes, total = votes
    if not 0 <= yes <= total or total < 1:
        raise RuleBroken(
            _("{yes} yes out of {total} votes is not a vote").format(
                yes=yes, total=total
            ),
            MASTER,
        )
    if 2 * yes <= total:
        raise RuleBroken(
            _("{yes} of {total} voted yes: the Master's die needs a majority").format(
                yes=yes, total=total
            ),
            MASTER,
        )


dice_count = prices.dice_count
