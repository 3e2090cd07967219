"""Resources (Risorse): acquisitions, Risorse and the social class, money rewards,
and the equipment and enhancements bought with EVO.

Rulebook: RISORSE (Acquistare o reperire risorse, Ricompense in denaro,
Equipaggiamento), EVOLUZIONE (Migliorare l'equipaggiamento, Potenziamenti);
digest sections 9 and 10. Social class 7 is outside the tracking: its
acquisitions are free, money of a lower class is worth nothing to it, and only
the story (`move_social_class`) leads there.
"""

from __future__ import annotations

from domain.daimon2090 import events_resources as evr
from domain.daimon2090 import evorules as r
from domain.daimon2090.gear import find_item
from domain.daimon2090.names import canonical_characteristic, display_name
from domain.errors import RuleBroken
from domain.text import clean_name, clean_note

AVAILABILITIES = ("immediate", evr.REQUEST, evr.PARTIAL)
REWARDS = "Risorse: Ricompense in denaro"
POINTS_LIMIT = 20  # a bigger reward at once is a typo, not a fortune
TOP_TRACKED = 6  # social class 7 is never reached through Risorse


class ResourceCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def acquire(self, name: str, item: str, availability: str, keep: bool, stamp):
        """Obtain ITEM: immediate free; on request free once a session (then as
        partial); partial costs 1 Risorse (at 0 the social class drops)."""
        sheet = self.living_character(name)
        counted = self.counted_as(sheet, availability)
        cost = 1 if counted == evr.PARTIAL else 0
        check_payable(sheet, cost, availability)
        self.record(
            evr.ResourceAcquired, stamp, character=sheet.id,
            item=clean_name(item, "item"), availability=availability,
            counted_as=counted, cost=cost, kept=keep,
        )  # fmt: skip
        self.settle_social_class(sheet, stamp)

    def counted_as(self, sheet, availability: str) -> str:
        if availability not in AVAILABILITIES:
            known = ", ".join(AVAILABILITIES)
            raise RuleBroken(f"availability is one of {known}", evr.ACQUIRING)
        if sheet.social_class["current"] > TOP_TRACKED:
            return "immediate"  # class 7: narrative only, nothing is counted
        if availability != evr.REQUEST:
            return availability
        if not self.state.session:
            message = "a request is once a session: start the session first"
            raise RuleBroken(message, evr.ACQUIRING)
        asked = evr.requests(self.state, self.state.session_number)
        return evr.PARTIAL if sheet.id in asked else evr.REQUEST

    def reward(self, name: str, points: int, reference: int, reason, stamp) -> None:
        """Money worth POINTS Risorse of social class `reference`."""
        sheet = self.living_character(name)
        if not 1 <= points <= POINTS_LIMIT or not 1 <= reference <= TOP_TRACKED:
            message = f"a reward is 1..{POINTS_LIMIT} points of a class 1..6"
            raise RuleBroken(message, REWARDS)
        current = sheet.social_class["current"]
        self.record(
            evr.RewardReceived, stamp, character=sheet.id, points=points,
            reference_class=reference, social_class=current,
            gained=reward_value(points, reference, current),
            reason=clean_note(reason, "reason"),
        )  # fmt: skip
        self.settle_social_class(sheet, stamp)

    def move_social_class(self, name: str, klass: int, reason: str, stamp) -> None:
        """The story moves the social class (class 7 needs "condizioni particolari")."""
        sheet = self.living_character(name)
        current, reason = sheet.social_class["current"], clean_note(reason, "reason")
        if not reason or not 1 <= klass <= 7 or klass == current:
            message = f"say why {sheet.name} moves from class {current} to another 1..7"
            raise RuleBroken(message, evr.SOCIAL_CLASS)
        self.record_class_change(
            sheet, klass, sheet.risorse, evr.NARRATIVE, reason, stamp
        )

    def settle_social_class(self, sheet, stamp) -> None:
        """Risorse 7: one class up, Risorse 1; Risorse 0: one down, Risorse 6."""
        while cause := class_step(sheet):
            step = 1 if cause == evr.RISE else -1
            after = sheet.social_class["current"] + step
            risorse = sheet.risorse - evr.CLASS_STEP * step
            self.record_class_change(sheet, after, risorse, cause, None, stamp)

    def record_class_change(self, sheet, after, risorse, cause, reason, stamp):
        self.record(
            evr.SocialClassChanged, stamp, character=sheet.id,
            before=sheet.social_class["current"], after=after, risorse=risorse,
            cause=cause, reason=reason,
        )  # fmt: skip

    # -- bought with EVO (Migliorare l'equipaggiamento, Potenziamenti) ------------

    def buy_gear(self, name: str, kind: str, item: str, level: int, stamp) -> None:
        sheet = self.living_character(name)
        if kind not in r.GEAR_LISTS:
            raise RuleBroken(f"gear is a weapon or a protection, not {kind}", r.GEAR)
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
            message = "an enhancement needs a bonus (--bonus TARGET=N)"
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


def check_payable(sheet, cost: int, availability: str) -> None:
    if not cost:
        return
    second = " (a second request this session counts as partial)"
    note = second if availability == evr.REQUEST else ""
    if sheet.risorse < cost or (
        sheet.risorse == cost and sheet.social_class["current"] == 1
    ):
        raise RuleBroken(
            f"{sheet.name} has {sheet.risorse} Risorse at social class "
            f"{sheet.social_class['current']}: nothing left to spend{note}",
            evr.ACQUIRING,
        )


def reward_value(points: int, reference: int, klass: int) -> int:
    """1 point of class 3 = 1 for class 3, 2 for class 2, 3 for class 1, 0 above."""
    if klass > reference:
        return 0
    return points * (1 + reference - klass)


def class_step(sheet) -> str | None:
    current = sheet.social_class["current"]
    if sheet.risorse >= 7 and current < TOP_TRACKED:
        return evr.RISE
    if sheet.risorse <= 0 and 1 < current <= TOP_TRACKED:
        return evr.FALL
    return None


def enhancement_targets(sheet, bonus: dict) -> tuple[dict, dict]:
    """Targets as the sheet spells them (a characteristic with its accents)."""
    added, kinds = {}, {}
    for target, dice in bonus.items():
        key = canonical_characteristic(target)
        spelled = display_name(key) if key else r.named(list(sheet.skills), target)
        spelled = spelled or clean_name(target, "bonus target")
        if not 1 <= dice <= r.ENHANCEMENT_BONUS_MAX:
            raise RuleBroken(f"{spelled} +{dice}: +1 or +2", r.ENHANCEMENTS)
        added[spelled] = dice
        kinds[spelled] = "characteristic" if key else "skill"
    return added, kinds
