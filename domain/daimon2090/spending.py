"""Spending the Riserva (Altri usi per i dadi): each use does what it buys.

Rulebook: ALTRI USI PER I DADI (digest section 4). `journal reserve spend --kind`
is the same act as the command of its use, through the same rule: PE as `evo
buy`, healing as `heal`, a reload, a restored protection or a maintenance as
`gear reset`, the Master's role as `master claim|keep`. A strategic technology
is logged with its die by `tech add`. Without a kind the dice are spent on
something the rulebook does not list (ReserveSpent, with its purpose).
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090 import events as ev
from journal.domain.daimon2090 import events_health as evh
from journal.domain.daimon2090 import prices
from journal.domain.daimon2090.gear import find_item
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.rotation import role
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

RESERVE = "Riserva dei dadi"
HEALING = {"heal-light": False, "heal-serious": True}  # kind -> serious wounds
RESETS = {"reload": "weapon", "protection": "protection", "enhancement": "enhancement"}


class Use(NamedTuple):
    """What a use of the Riserva applies to (the options of `reserve spend`)."""

    item: str | None = None  # reload, protection, enhancement: the item reset
    healer: str | None = None  # heal-light, heal-serious: who cures
    clinic: bool = False  # healing, or an enhancement's maintenance
    tools: str | None = None  # healing outside a clinic: the kit used up
    by: str | None = None  # an enhancement's maintainer


NO_USE = Use()


class SpendCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def spend_reserve(self, name, dice, purpose, stamp, kind=None, use=NO_USE):
        """CHARACTER pays DICE for `kind`: its effect, by its own rule."""
        if kind is not None:
            check_price(kind, dice)
        if kind == "pe":
            return self.buy_pe(name, dice, stamp)
        if kind in HEALING:
            return self.paid_healing(name, kind, use, stamp)
        if kind in RESETS:
            return self.paid_reset(name, kind, use, stamp)
        if kind == "master":
            return self.paid_master(name, stamp)
        if kind == "technology":
            raise RuleBroken(
                _(
                    "a strategic technology pays its die when it is logged: `journal "
                    "tech add NAME --kind strategic --by PLAYER --limit TEXT`",
                ),
                prices.USES,
            )
        self.pay_reserve(name, dice, purpose, None, stamp)

    def pay_reserve(self, name, dice, purpose, kind, stamp) -> None:
        """Dice spent and gone: ReserveSpent (ReserveSpentOn with a `kind`)."""
        sheet = self.living_character(name)
        purpose = clean_note(purpose, "purpose")
        if not purpose:
            raise RuleBroken(_("say what the dice are spent for"), RESERVE)
        if not 1 <= dice <= sheet.reserve:
            held = prices.dice_count(sheet.reserve, "reserve ")
            message = _("{name} has {held}, {dice} spent").format(
                name=sheet.name, held=held, dice=dice
            )
            raise RuleBroken(message, RESERVE)
        fields = dict(character=sheet.id, amount=dice, purpose=purpose)
        if kind is None:
            return self.record(ev.ReserveSpent, stamp, **fields)
        self.record(evh.ReserveSpentOn, stamp, **fields, kind=kind)

    def paid_healing(self, name, kind, use: Use, stamp) -> None:
        """`heal CHAR` paid by the patient: 1D light wounds, 3D every wound."""
        patient = self.patient(name)
        serious = bool(patient.serious_wounds)
        if HEALING[kind] != serious:
            right = "heal-serious" if serious else "heal-light"
            price = prices.BY_USE[right]
            raise RuleBroken(
                _(
                    "{name} has {serious_wounds} serious and {light_wounds} light "
                    "wounds: healing them is {right}, {value}",
                ).format(
                    name=patient.name,
                    serious_wounds=patient.serious_wounds,
                    light_wounds=patient.light_wounds,
                    right=right,
                    value=prices.dice_count(price),
                ),
                evh.HEALING,
            )
        if not use.healer and not use.clinic:
            raise RuleBroken(
                _(
                    "healing needs a healer with the skill and the tools, or a clinic: "
                    "add --healer CHAR or --clinic (as `journal heal` takes them)",
                ),
                evh.HEALING,
            )
        self.heal(name, use.healer, use.clinic, "patient", stamp, tools=use.tools)

    def paid_reset(self, name, kind, use: Use, stamp) -> None:
        """`gear reset CHAR ITEM` paid by CHAR: the item must be of the kind."""
        if not use.item:
            raise RuleBroken(
                _("say which item with --item (as `journal gear reset CHAR ITEM`)"),
                prices.USES,
            )
        sheet = self.state.character(name)
        found, item = find_item(sheet, use.item)
        if found != RESETS[kind]:
            raise RuleBroken(
                _("{name} is a {found}: {kind} resets a {value}").format(
                    name=item["name"], found=found, kind=kind, value=RESETS[kind]
                ),
                prices.USES,
            )
        self.reset_gear(name, item["name"], None, stamp, by=use.by, clinic=use.clinic)

    def paid_master(self, name, stamp) -> None:
        """The Master keeps the role; anyone else claims it (master keep|claim)."""
        sheet = self.player_character(name)
        current = role(self.state)
        if current["master"] == sheet.player and not current["declared"]:
            return self.keep_master(stamp, character=sheet.name)
        self.claim_master([sheet.name], stamp)


def check_price(kind: str, dice: int) -> None:
    """Each use of the Riserva costs what the rulebook says (PE: one per die)."""
    if kind not in prices.BY_USE:
        known = ", ".join(prices.BY_USE)
        raise RuleBroken(
            _("unknown use {kind!r} (one of {known})").format(kind=kind, known=known),
            prices.USES,
        )
    cost = prices.BY_USE[kind]
    if cost is not None and dice != cost:
        message = _("{kind} costs {value}, not {dice}").format(
            kind=kind, value=prices.dice_count(cost), dice=dice
        )
        raise RuleBroken(message, prices.USES)
