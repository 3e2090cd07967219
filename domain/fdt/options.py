"""The rules the rulebook marks optional (the birillo), as campaign settings.

Each is off until the table turns it on (`journal campaign option NAME on`).
"""

from __future__ import annotations

from journal.domain.fdt import names as n
from journal.domain.options import Option
from journal.i18n import N_

SHOCK, PANIC, CRITICALS = "shock", "panic", "criticals"
RANGE, WEAPON_DIFFICULTY = "range", "weapon-difficulty"
NO_COMBAT_CHECK_PUMPS = "no-combat-check-pumps"
MANA_CAP = "mana-cap"

OPTIONS = (
    Option(
        SHOCK,
        n.SHOCK,
        N_(
            "shock M/F 0..3, fainting at 3; a failed Freddezza check and a blow "
            "taking more than half the pV give shock",
        ),
    ),
    Option(
        PANIC,
        n.PANIC,
        N_(
            "losing more than half the current pV in a blow calls for a panic "
            "roll (Freddezza): flight or blind fury",
        ),
    ),
    Option(
        CRITICALS,
        n.CRITICALS,
        N_("an attack's natural 1 doubles the damage; a natural 20 rolls a d4 mishap"),
    ),
    Option(
        RANGE,
        n.RANGE,
        N_(
            "ranged attacks between medium and maximum range take −2..−10 to the "
            "check and the damage; beyond maximum they are impossible; size malus",
        ),
    ),
    Option(
        WEAPON_DIFFICULTY,
        n.COMBAT,
        N_("a melee weapon's difficoltà d'uso modifies the Armi da mischia check"),
    ),
    Option(
        NO_COMBAT_CHECK_PUMPS,
        n.PUMPS,
        N_("no check pump on the combat skills (Armi da mischia, Mani nude, Mira)"),
    ),
    Option(
        MANA_CAP,
        n.MANA_STORED,
        N_("no more stored Mana used at once than the character's own Mana then"),
    ),
)
