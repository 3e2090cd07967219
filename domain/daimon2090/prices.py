"""What the Riserva buys, and at what price (Altri usi per i dadi).

Rulebook: RISERVA DI DADI, ALTRI USI PER I DADI (digest section 4). The one
price list: healing, the counters' resets, the Master's role, a strategic
technology and Punti Evoluzione all read their price here.
"""

from __future__ import annotations

USES = "Altri usi per i dadi"

PE = 1  # 1D buys 1 Punto Evoluzione
RELOAD = 1  # a weapon's counter back to 0 (Munizioni e manutenzione)
RESTORE = 1  # a protection's counter back to 0
MAINTAIN = 1  # an enhancement's counter back to 0 (Uso dei potenziamenti)
HEAL_LIGHT = 1  # every light wound, when there is no serious one
HEAL_ALL = 3  # every wound, serious and light
TECHNOLOGY = 1  # a strategic intervention (Interventi strategici)
MASTER = 1  # take or keep the Master role for a scene

BY_USE = {  # `journal reserve spend --kind`: None is one die per PE bought
    "pe": None,
    "reload": RELOAD,
    "protection": RESTORE,
    "heal-light": HEAL_LIGHT,
    "heal-serious": HEAL_ALL,
    "enhancement": MAINTAIN,
    "technology": TECHNOLOGY,
    "master": MASTER,
}
RESET = {"weapon": RELOAD, "protection": RESTORE, "enhancement": MAINTAIN}
RESET_USE = {  # the use each kind of counter's reset is
    "weapon": "reload",
    "protection": "protection",
    "enhancement": "enhancement",
}


def dice_count(dice: int) -> str:
    return f"{dice} die" if dice == 1 else f"{dice} dice"
