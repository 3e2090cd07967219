"""Combat arithmetic (Combattimento): wounds, NPC health, numbers, gear, Mira.

Rulebook: SCONTRI .. ASSEGNARE FERITE (digest section 5). Pure functions only;
the commands are in `fight.py`, the open fight's state in `fightstate.py`.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

DIFFICULTIES = range(1, 8)  # [DIFFICOLTÀ DEGLI SCONTRI] 1 Molto semplice .. 7
LEVELS = range(0, 5)  # [ARMI E PROTEZIONI] 0 none, 1 light .. 4 special
STRATEGY_DICE = 2  # both strategies give +2D
STRATEGIES = {  # [STRATEGIE] wound multipliers: (inflicted, taken)
    "defence": (0, 1),  # difesa ad oltranza: no wound inflicted, taken normally
    "desperate": (2, 2),  # attacco disperato: double both ways
}
DISTANCES = {"short": 0, "medium": 1, "long": 2, "very-long": 3}  # [MIRA]
SIZES = {"large": 0, "medium": 1, "small": 2, "very-small": 3}
SECTION = "Combattimento"


def wounds_for_margin(margin: int) -> int:
    """[ASSEGNARE FERITE] the margin divided by two, rounded up: 1–2 → 1, 3–4 → 2."""
    return -(-margin // 2)


def wounds_inflicted(margin: int, strategy: str | None) -> int:
    """A won round wounds at least once (Decision: margin 0 still inflicts 1)."""
    return max(1, wounds_for_margin(margin)) * multiplier(strategy, 0)


def wounds_taken(margin: int, strategy: str | None) -> int:
    """A lost round: ceil(margin / 2) wounds, doubled by a desperate attack."""
    return wounds_for_margin(margin) * multiplier(strategy, 1)


def multiplier(strategy: str | None, way: int) -> int:
    return STRATEGIES[strategy][way] if strategy else 1


def strategy_dice(strategy: str | None) -> int:
    if strategy is not None and strategy not in STRATEGIES:
        raise RuleBroken(
            _("unknown strategy {strategy!r} (defence or desperate)").format(
                strategy=strategy
            ),
            "Strategie",
        )
    return STRATEGY_DICE if strategy else 0


def npc_difficulty(difficulty: int, wounds: int) -> int:
    """[SALUTE DEI PNG] −1 once wounded, −2 once its wounds exceed half its
    maximum, the difficulty itself ("se le ferite superano la metà": wounds × 2 >
    maximum), and never below 1 while it still fights."""
    drop = 2 if wounds * 2 > difficulty else 1 if wounds else 0
    return max(1, difficulty - drop)


def ratio_dice(characters: int, opponents: int) -> int:
    """[RAPPORTO NUMERICO] +1D per extra character, −1D per extra opponent, in a
    one-against-many pairing (larger fights are split into such pairings)."""
    check_pairing(characters, opponents)
    return characters - opponents


def check_pairing(characters: int, opponents: int) -> tuple[int, int]:
    """A pairing is one against many (or as many against as many)."""
    if min(characters, opponents) > 1 and characters != opponents:
        raise RuleBroken(
            _(
                "{characters} characters against {opponents} opponents: split the "
                "fight into one-against-many pairings (2 vs 3 = 1 vs 2 and 1 vs 1) and "
                "give this one with --ratio CHARACTERS:OPPONENTS"
            ).format(characters=characters, opponents=opponents),
            "Rapporto numerico",
        )
    return characters, opponents


def mira_target(distance: str, size: str, weapon: int, protection: int | None) -> int:
    """[MIRA] distance + size, plus the protection's edge over the weapon when the
    target is protected (a stronger weapon lowers it). Small at medium range = 3."""
    target = DISTANCES[distance] + SIZES[size]
    if protection:
        target += protection - weapon
    return target


def narrator(outcome: str, exceptional: bool) -> str:
    """Who tells the round: a 3+ success the player, a 3+ failure the Master; a
    normal success the Master, a normal failure the player (the seed's examples)."""
    if outcome == "success":
        return "player" if exceptional else "master"
    return "master" if exceptional else "player"


def check_level(value: int, what: str) -> int:
    if value not in LEVELS:
        raise RuleBroken(
            _("{what} level {value} is outside 0..4").format(what=what, value=value),
            "Armi e protezioni",
        )
    return value


def check_shield(value: int) -> int:
    """A riot shield (scudo antisommossa, 1*) counts one point in melee, or none."""
    if value not in (0, 1):
        raise RuleBroken(
            _("a riot shield counts 0 or 1, not {value}").format(value=value),
            "Armi e protezioni",
        )
    return value


def check_difficulty(value: int, name: str) -> int:
    if value not in DIFFICULTIES:
        raise RuleBroken(
            _("{name}'s difficulty {value} is outside 1..7").format(
                name=name, value=value
            ),
            "Difficoltà degli scontri",
        )
    return value
