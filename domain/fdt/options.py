"""The rules the rulebook marks optional (the birillo), as campaign settings.

Each is off until the table turns it on (`journal campaign option NAME on`).
"""

from __future__ import annotations

from journal.domain.fdt import names as n
from journal.domain.options import Option

SHOCK, PANIC, CRITICALS = "shock", "panic", "criticals"
RANGE, WEAPON_DIFFICULTY = "range", "weapon-difficulty"
NO_COMBAT_CHECK_PUMPS = "no-combat-check-pumps"
MANA_CAP = "mana-cap"

OPTIONS = (
    Option(
        SHOCK,
        n.SHOCK,
        "shock M/F 0..3, fainting at 3; a failed Freddezza check and a blow "
        "taking more than half the pV give shock",
        "shock M/F da 0 a 3, a 3 si sviene; un ch di Freddezza fallito e un "
        "colpo che toglie più di metà dei pV danno shock",
    ),
    Option(
        PANIC,
        n.PANIC,
        "losing more than half the current pV in a blow calls for a panic roll "
        "(Freddezza): flight or blind fury",
        "perdere più di metà dei pV attuali in un colpo impone il tiro di "
        "panico (Freddezza): fuga o furia cieca",
    ),
    Option(
        CRITICALS,
        n.CRITICALS,
        "an attack's natural 1 doubles the damage; a natural 20 rolls a d4 mishap",
        "l'1 naturale in attacco raddoppia il danno; il 20 naturale fa tirare "
        "1d4 di colpo critico",
    ),
    Option(
        RANGE,
        n.RANGE,
        "ranged attacks between medium and maximum range take −2..−10 to the "
        "check and the damage; beyond maximum they are impossible; size malus",
        "tra gittata media e massima −2..−10 al check e al danno; oltre la "
        "massima il bersaglio è irraggiungibile; malus di taglia",
    ),
    Option(
        WEAPON_DIFFICULTY,
        n.COMBAT,
        "a melee weapon's difficoltà d'uso modifies the Armi da mischia check",
        "la difficoltà d'uso dell'arma modifica il ch di Armi da mischia",
    ),
    Option(
        NO_COMBAT_CHECK_PUMPS,
        n.PUMPS,
        "no check pump on the combat skills (Armi da mischia, Mani nude, Mira)",
        "niente pompaggio check sulle abilità di combattimento",
    ),
    Option(
        MANA_CAP,
        n.MANA_STORED,
        "no more stored Mana used at once than the character's own Mana then",
        "mai più Mana accumulati gestiti dei Mana propri attuali",
    ),
)
