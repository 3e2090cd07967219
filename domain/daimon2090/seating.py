"""Who plays whose dàimon: the player on the right (INTERPRETAZIONE DEL DÀIMON).

"Ogni giocatore, nel comunicare con il proprio daimon, dovrà rivolgersi al
giocatore seduto alla propria destra": the seating, recorded at session start
(`session start --seating A,B,C`, each player on the right of the one before,
round the table), names who plays each dàimon; a dàimon award then goes to that
player's character too. The seating stands from session to session ("è
probabilmente vantaggioso mantenere le stesse posizioni") for the players
present, until a new one is recorded. With none, the award names the player.
"""

from __future__ import annotations

from journal.domain.daimon2090 import events as ev
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

DAIMON = "Interpretazione del dàimon"
KEY = "seating"


class SeatingCommands:
    """Mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def record_seating(self, seating: list[str] | None, stamp) -> None:
        if seating is None:
            return
        players = [self.state.player(name) for name in seating]
        present = self.state.session["present"]
        if sorted(players) != sorted(present) or len(set(players)) < len(players):
            table = ", ".join(present)
            message = _(
                "the seating names each player at the table once ({table})"
            ).format(table=table)
            raise RuleBroken(message, DAIMON)
        self.record(ev.SeatingRecorded, stamp, seating=players)

    def daimon_player(self, player: str) -> str | None:
        """The player on `player`'s right, who plays its dàimon (None: unknown)."""
        present = self.state.session["present"] if self.state.session else []
        seated = [p for p in self.state.table.get(KEY, []) if p in present]
        if player not in seated or len(seated) < 2:
            return None
        return seated[(seated.index(player) + 1) % len(seated)]
