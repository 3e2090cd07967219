"""Equipment and enhancements bought with EVO (Evoluzione).

Rulebook: EVOLUZIONE (Migliorare l'equipaggiamento, Potenziamenti; digest
section 9): 1 EVO a new weapon or protection of a level up to those owned, an
upgrade or a +1D technology bonus; enhancements 2 EVO per +1 to a
characteristic, 1 per +1 to a skill, 1 more to hide one. Prices and limits are
in evorules; the events in events_resources.
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_resources as evr
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.gear import find_item
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import canonical_characteristic, display_name
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name


class EquipmentCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def buy_gear(self, name: str, kind: str, item: str, level: int, stamp) -> None:
        sheet = self.living_character(name)
        if kind not in r.GEAR_LISTS:
            raise RuleBroken(
                _("gear is a weapon or a protection, not {kind}").format(kind=kind),
                r.GEAR,
            )
        item = clean_name(item, kind)
        r.check_new_gear(sheet, kind, item, level)
        fields = dict(cost=r.GEAR_COST, kind=kind, item=item, level=level)
        self.buy(sheet, evr.GearBought, item, stamp, **fields)

    def upgrade_gear(self, name: str, item_name: str, stamp) -> None:
        sheet = self.living_character(name)
        kind, item = find_item(sheet, item_name, tuple(r.GEAR_LISTS))
        r.check_upgrade(sheet, item)
        fields = dict(kind=kind, item=item["name"], level=item["level"] + 1)
        what = f"{item['name']} {item['level'] + 1}"
        self.buy(sheet, evr.GearUpgraded, what, stamp, cost=r.GEAR_COST, **fields)

    def add_gear_bonus(self, name: str, item_name: str, skill: str, stamp) -> None:
        sheet = self.living_character(name)
        kind, item = find_item(sheet, item_name, tuple(r.GEAR_LISTS))
        r.check_gear_bonus(sheet, item)
        skill = r.named(list(sheet.skills), skill) or clean_name(skill, "skill")
        fields = dict(cost=r.GEAR_COST, kind=kind, item=item["name"], skill=skill)
        what = f"+1D {skill} on {item['name']}"
        self.buy(sheet, evr.GearBonusAdded, what, stamp, **fields)

    def buy_enhancement(self, name, enhancement: str, bonus: dict, hidden, stamp):
        """A new enhancement, or a bonus added to one owned, or hiding it."""
        sheet = self.living_character(name)
        found = r.check_enhancement_room(sheet, clean_name(enhancement, "enhancement"))
        added, kinds = enhancement_targets(sheet, bonus)
        hide = hidden and not (found and found.get("hidden"))
        if not added and (found is None or not hide):
            message = _("an enhancement needs a bonus (--bonus TARGET=N)")
            raise RuleBroken(message, r.ENHANCEMENTS)
        r.merged_bonus(found["bonus"] if found else {}, added)
        fields = dict(
            enhancement=found["name"] if found else clean_name(enhancement),
            added=added, kinds=kinds, new=found is None,
            hidden=bool(hidden or (found and found.get("hidden"))),
        )  # fmt: skip
        cost = r.enhancement_cost(added, kinds, hide)
        what = f"the enhancement {fields['enhancement']}"
        self.buy(sheet, evr.EnhancementBought, what, stamp, cost=cost, **fields)


def enhancement_targets(sheet, bonus: dict) -> tuple[dict, dict]:
    """Targets as the sheet spells them (a characteristic with its accents)."""
    added, kinds = {}, {}
    for target, dice in bonus.items():
        key = canonical_characteristic(target)
        spelled = display_name(key) if key else r.named(list(sheet.skills), target)
        spelled = spelled or clean_name(target, "bonus target")
        if not 1 <= dice <= r.ENHANCEMENT_BONUS_MAX:
            raise RuleBroken(
                _("{spelled} +{dice}: +1 or +2").format(spelled=spelled, dice=dice),
                r.ENHANCEMENTS,
            )
        added[spelled] = dice
        kinds[spelled] = "characteristic" if key else "skill"
    return added, kinds
