"""The rotating Master (Master a rotazione): rolls, tokens, claims, keeps, votes.

Rulebook: IL SISTEMA AD ORACOLO .. RICOMPENSA PER IL MASTER (digest section 12).
`session start` rolls the first Master; `scene end` passes the role: to whoever a
claim or keep declared during the scene names, else by the rotation roll. Claims
and keeps are declared during a scene, before `scene end`, and cost 1D Riserva of
the player's character (a player with several characters names the one who pays).
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_master as evm
from journal.domain.daimon2090 import rotation as rot
from journal.domain.daimon2090.economy import check_votes
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import NotFound, RuleBroken
from journal.domain.suggest import did_you_mean
from journal.i18n import N_

ROTATION = rot.ROTATION


class MasterCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

    def roll_first_master(self, dice, stamp) -> None:
        """At session start: the first Master, among those not yet first."""
        current = rot.role(self.state)
        candidates = rot.first_candidates(rot.present(self.state), current["firsts"])
        if candidates:
            self.hand_over("first", candidates, self.state.scenes + 1, dice, stamp)

    def pass_master(self, dice, stamp) -> None:
        """At scene end: a declared claim or keep, else the rotation roll."""
        current, table = rot.role(self.state), rot.present(self.state)
        declared, after = current["declared"], self.state.scenes + 1
        if declared:
            candidates = rot.in_order(table, declared["players"])
            return self.hand_over(declared["how"], candidates, after, dice, stamp)
        how, candidates = self.next_roll(current, table)
        if candidates:
            return self.hand_over(how, candidates, after, dice, stamp)
        table_dice(dice).check_all_used(ROTATION)  # alone at the table: no roll

    def roll_master(self, dice, stamp) -> None:
        """`master roll`: the roll the table forgot, for the open (or next) scene."""
        self.check_session("roll for the Master")
        current = rot.role(self.state)
        rot.check_nothing_declared(current)
        how, candidates = self.next_roll(current, rot.present(self.state))
        if not candidates:
            raise RuleBroken(_("nobody else at the table can take the role"), ROTATION)
        scene = self.state.scene_number or self.state.scenes + 1
        self.hand_over(how, candidates, scene, dice, stamp)

    def next_roll(self, current: dict, table: list[str]) -> tuple[str, list[str]]:
        if current["master"] is None:  # a session no one has led yet
            return "first", rot.first_candidates(table, current["firsts"])
        return "rotation", rot.rotation_candidates(current, table)

    def hand_over(self, how, candidates, for_scene, dice, stamp) -> None:
        """Roll among `candidates` if more than one; record the roll and the
        handover, and hand the tokens out again once all are back."""
        dice = table_dice(dice)
        rolled = rot.roll_off(candidates, dice)
        dice.check_all_used(ROTATION)
        if rolled.rounds:
            self.record_roll(how, candidates, rolled, stamp)
        self.record(
            evm.MasterHandedOver,
            stamp,
            player=rolled.winner,
            previous=rot.role(self.state)["master"],
            how=how,
            candidates=list(candidates),
            for_scene=for_scene,
        )
        if not rot.role(self.state)["tokens"]:
            self.record(evm.TokensReturned, stamp, players=rot.present(self.state))

    def record_roll(self, how: str, candidates, rolled: rot.RollOff, stamp) -> None:
        self.record(
            evm.MasterRolled,
            stamp,
            reason=how,
            candidates=list(candidates),
            rounds=rolled.rounds,
            dice=[face for round_ in rolled.rounds for face in round_.values()],
            dice_source=rolled.source,
            seed=rolled.seed,
            winner=rolled.winner,
        )

    def claim_master(self, names: list[str], stamp) -> None:
        """Each named player (or character) pays 1D to be the next scene's
        Master; two or more payers will roll for it at `scene end`."""
        for name in names:
            declared = rot.check_declaring(self.state, "claim")
            sheet = self.master_payer(name)
            rot.check_not_paid(declared, sheet.player)
            self.record(
                evm.MasterClaimed,
                stamp,
                player=sheet.player,
                character=sheet.id,
                for_scene=self.state.scene_number + 1,
            )

    def keep_master(self, stamp, character: str | None = None) -> None:
        """The Master pays 1D to keep the role next scene: nobody can contest."""
        master = rot.check_master(self.state, "keep the role")
        rot.check_declaring(self.state, "keep")
        sheet = self.master_payer(character or master, player=master)
        self.record(
            evm.MasterKept,
            stamp,
            player=master,
            character=sheet.id,
            for_scene=self.state.scene_number + 1,
        )

    def reward_master(self, votes, stamp, character: str | None = None) -> None:
        """The players' majority gives the scene's Master 1D (once a scene);
        `votes`: (yes, total), total None for every player but the Master."""
        master = rot.check_master(self.state, "reward the Master")
        rot.check_vote_time(self.state)
        voters = len(rot.present(self.state)) - 1
        votes = (votes[0], voters if votes[1] is None else votes[1])
        check_votes("master", votes)
        rot.check_voters(votes[1], voters)
        sheet = self.masters_character(character or master, master)
        yes, total = votes
        self.record(
            evm.MasterRewarded,
            stamp,
            player=master,
            character=sheet.id,
            yes=yes,
            total=total,
        )
        self.award(sheet.name, 1, "master", stamp, votes=votes)

    # -- checks ---------------------------------------------------------------

    def master_payer(self, name: str, player: str | None = None):
        """The character whose Riserva pays 1D for the role: present, with a die."""
        sheet = self.masters_character(name, player)
        if sheet.player not in rot.present(self.state):
            raise RuleBroken(
                _("{player} is not at the table").format(player=sheet.player), ROTATION
            )
        if sheet.reserve < rot.MASTER_COST:
            raise RuleBroken(
                _("{name} has no Riserva dice: the Master role costs 1D").format(
                    name=sheet.name
                ),
                ROTATION,
            )
        return sheet

    def masters_character(self, name: str, player: str | None = None):
        try:
            sheet = self.player_character(name)
        except NotFound:
            known = [*self.state.players, *(c.name for c in self.characters())]
            raise NotFound(
                _("no player or character called {name!r}{name2}").format(
                    name=name, name2=did_you_mean(name, known)
                ),
                N_("journal"),
            ) from None
        if player is not None and sheet.player != player:
            raise RuleBroken(
                _("{name} is not {player}'s character").format(
                    name=sheet.name, player=player
                ),
                ROTATION,
            )
        return sheet


def table_dice(dice):
    """The dice given, else the journal's own (secrets-grade) dice."""
    if dice is not None:
        return dice
    import random

    from journal.domain.dice import Dice

    return Dice(rng=random.SystemRandom())
