"""Moving in a fight (2.4) and two styles that are rules of their own (2.6):
the ambush's challenge and impaling. Mixed into the aggregate."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks
from journal.domain.fdt import events_round as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.fighters import named
from journal.domain.fdt.i18n import _
from journal.domain.fdt.rounds import SPRINT_ROUNDS
from journal.domain.fdt.weapons import Arms
from journal.domain.text import clean_note, fold_key

MOVES = ("sprint", "flee", "retreat")
WEIGHT_STEP = 10  # impale: −1 for every 10 kg of the opponent
CREATURE_VALUE = 10  # a creature's Furtività or Percezione with no number


class TacticsCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def move(self, name: str, how: str, stamp) -> None:
        """A sprint (Velocità metres), a flight from melee (Velocità) or a
        fighting retreat (half of it): the fighter's round."""
        who = named(self.state, name)
        who.check_able()
        if how not in MOVES:
            raise RuleBroken(
                _("a move is {value}, not {how!r}").format(
                    value=", ".join(MOVES), how=how
                ),
                n.MOVING,
            )
        self.check_move(who, how)
        speed = who.record.value(n.VELOCITA) if who.is_character else who.record["v"]
        self.record(
            ev.FighterMoved,
            stamp,
            character=who.id,
            fighter_kind=who.kind,
            name=who.name,
            how=how,
            metres=t.half_up(speed) if how == "retreat" else speed,
        )

    def check_move(self, who, how: str) -> None:
        panic = who.combat.get("panic", {})
        if panic.get("outcome") == "fury":
            raise RuleBroken(
                _("{name} is in a blind fury: it fights on").format(name=who.name),
                n.PANIC,
            )
        self.check_turn(who, action=f"a {how}")
        if how != "sprint" and not self.in_melee(who):
            raise RuleBroken(
                _("{name} is in no melee to leave").format(name=who.name), n.MOVING
            )
        if how == "sprint" and who.combat.get("sprints", 0) >= SPRINT_ROUNDS:
            raise RuleBroken(
                _(
                    "{name} has sprinted {SPRINT_ROUNDS} rounds: it must slow down or "
                    "rest",
                ).format(name=who.name, SPRINT_ROUNDS=SPRINT_ROUNDS),
                n.MOVING,
            )

    def pass_round(self, name: str, reason, stamp) -> None:
        """The fighter's round goes on something else (or by, fainted): the
        other side's round comes next."""
        who = named(self.state, name)
        if not who.alive:
            raise RuleBroken(_("{name} is dead").format(name=who.name), n.COMBAT)
        self.check_turn(who, action="passing a round")
        if who.combat.get("panic", {}).get("outcome") == "fury":
            raise RuleBroken(
                _("{name} is in a blind fury: it fights on").format(name=who.name),
                n.PANIC,
            )
        self.record(
            ev.RoundPassed,
            stamp,
            character=who.id,
            fighter_kind=who.kind,
            name=who.name,
            reason=clean_note(reason, "reason"),
        )

    # -- 2.6 Imboscata -----------------------------------------------------------

    def ambush(self, hider: str, opponent: str, dice, stamp, note=None) -> None:
        """A ch di sfida, the hider's Furtività against the opponent's
        Percezione (Decision ⚠ the text gives the hider Percezione and the
        opponent Furtività: each side rolls what it is doing, hiding or
        watching); a character rolls (the hider, if both are)."""
        hiding, watching = named(self.state, hider), named(self.state, opponent)
        if hiding.id == watching.id:
            raise RuleBroken(
                _("{name} cannot ambush itself").format(name=hiding.name), n.STYLES
            )
        values = {
            hiding.id: (n.FURTIVITA, watched_value(hiding, n.FURTIVITA)),
            watching.id: (n.PERCEZIONE, watched_value(watching, n.PERCEZIONE)),
        }
        roller, other = (
            (hiding, watching) if hiding.is_character else (watching, hiding)
        )
        if not roller.is_character:
            raise RuleBroken(_("an ambush between creatures is the Master's"), n.STYLES)
        name, score = values[roller.id]
        fields = checks.check(
            score, checks.challenge_modifier(values[other.id][1]), dice
        )
        dice.check_all_used(n.STYLES)
        winner, loser = (roller, other) if checks.passed(fields) else (other, roller)
        self.record(
            ev.AmbushRolled,
            stamp,
            character=roller.id,
            hider=hiding.id,
            hider_name=hiding.name,
            opponent=watching.id,
            opponent_name=watching.name,
            name=name,
            opponent_value=values[other.id][1],
            winner=winner.id,
            winner_name=winner.name,
            loser=loser.id,
            bonus=t.bonus(values[winner.id][1]),
            note=clean_note(note),
            **fields,
        )

    # -- 2.6 Impalare ------------------------------------------------------------

    def impale(self, attacker: str, defender: str, weight: int, dice, stamp) -> None:
        """After a charge that ran the defender through: a Forza check −1 per
        10 kg of it; passed, twice the weapon's damage (Decision: no bForza,
        "pari al doppio del danno dell'arma"; the Colpi absorb it as any
        blow's, the rule making only the hit automatic)."""
        striker, target = named(self.state, attacker), named(self.state, defender)
        striker.check_able()
        charged = striker.combat.get("charged") or {}
        if not striker.is_character or charged.get("defender") != target.id:
            raise RuleBroken(
                _("{name} has not run {name2} through with a charge").format(
                    name=striker.name, name2=target.name
                ),
                n.STYLES,
            )
        self.check_turn(striker, target, action="impaling")
        if not 1 <= weight <= 2000:
            raise RuleBroken(
                _("a weight of 1..2000 kg, not {weight}").format(weight=weight),
                n.STYLES,
            )
        weapon = next(
            w
            for w in striker.record.weapons
            if fold_key(w["name"]) == fold_key(charged["weapon"] or "")
        )
        fields = checks.check(
            striker.record.value(n.FORZA), -(weight // WEIGHT_STEP), dice
        )
        self.record(
            ev.ImpaleTried,
            stamp,
            character=striker.id,
            attacker_name=striker.name,
            defender=target.id,
            defender_kind=target.kind,
            defender_name=target.name,
            weapon=weapon["name"],
            weight=weight,
            **fields,
        )
        if checks.passed(fields):
            used = Arms(weapon["skill"], 0, weapon, weapon["damage"], False)
            self.deal_damage(striker, target, impaled(), used, "double", dice, stamp)
        dice.check_all_used(n.STYLES)


def impaled():
    """The plan of an impalement's damage: no style, no aim, no bonus."""
    from journal.domain.fdt.combat import Attack

    return Attack("", "", style="impale")


def watched_value(who, name: str) -> int:
    """A character's value; a creature's from its abilities ("Percezione (14)")
    or, with no number, a normal 10 (Decision)."""
    if who.is_character:
        return who.record.value(name)
    for ability in who.record["abilities"]:
        detail = (ability.get("detail") or "").strip()
        if fold_key(ability["name"]) == fold_key(name) and detail.isdigit():
            return int(detail)
    return CREATURE_VALUE
