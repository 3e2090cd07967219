"""Resources (Risorse): acquisitions, Risorse and the social class, money rewards.

Rulebook: RISORSE (Acquistare o reperire risorse, Risorse per classe sociale,
Ricompense in denaro, Equipaggiamento; digest section 10). An item's
availability comes from its class's table (availability.py) unless the table at
the table gives it. A weapon or a protection acquired gets a level and a
13-marker counter, like one bought with EVO (equipment.py). Social class 7 is
outside the tracking: its acquisitions are free, money of a lower class is worth
nothing to it, and only the story (`move_social_class`) leads there.
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_resources as evr
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.availability import availability_of, class_row
from journal.domain.daimon2090.combat import check_level
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name, clean_note

AVAILABILITIES = ("immediate", evr.REQUEST, evr.PARTIAL)
REWARDS = "Risorse: Ricompense in denaro"
POINTS_LIMIT = 20  # a bigger reward at once is a typo, not a fortune
TOP_TRACKED = 6  # social class 7 is never reached through Risorse


class ResourceCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def acquire(self, name, item, availability, keep, stamp, tables=None, gear=None):
        """Obtain ITEM: immediate free; on request free once a session (then as
        partial); partial costs 1 Risorse (at 0 the social class drops). With no
        `availability`, the class's table (`tables`) says it; `gear` (kind,
        level) makes ITEM a weapon or a protection of the sheet."""
        sheet, item = self.living_character(name), clean_name(item, "item")
        if availability is None:
            availability = self.looked_up(sheet, item, tables, gear)
        counted = self.counted_as(sheet, availability)
        cost = 1 if counted == evr.PARTIAL else 0
        check_payable(sheet, cost, availability)
        fields = dict(
            character=sheet.id, item=item, availability=availability,
            counted_as=counted, cost=cost,
        )  # fmt: skip
        if gear is None:
            self.record(evr.ResourceAcquired, stamp, **fields, kept=keep)
        else:
            kind, level = checked_gear(sheet, item, *gear)
            self.record(
                evr.GearAcquired, stamp, **fields, kept=True, kind=kind, level=level
            )
        self.settle_social_class(sheet, stamp)

    def looked_up(self, sheet, item: str, tables, gear) -> str:
        """The availability the class's table gives ITEM (class 7: immediate)."""
        klass = sheet.social_class["current"]
        if klass > TOP_TRACKED:
            return "immediate"
        if tables is None:
            raise RuleBroken(_("give the availability"), evr.ACQUIRING)
        weapon = gear is not None and gear[0] == "weapon"
        availability, resource = availability_of(tables, klass, item, weapon)
        if weapon:
            check_weapon_level(tables, klass, item, gear[1], resource)
        return availability

    def counted_as(self, sheet, availability: str) -> str:
        if availability not in AVAILABILITIES:
            known = ", ".join(AVAILABILITIES)
            raise RuleBroken(
                _("availability is one of {known}").format(known=known), evr.ACQUIRING
            )
        if sheet.social_class["current"] > TOP_TRACKED:
            return "immediate"  # class 7: narrative only, nothing is counted
        if availability != evr.REQUEST:
            return availability
        if not self.state.session:
            message = _("a request is once a session: start the session first")
            raise RuleBroken(message, evr.ACQUIRING)
        asked = evr.requests(self.state, self.state.session_number)
        return evr.PARTIAL if sheet.id in asked else evr.REQUEST

    def reward(self, name: str, points: int, reference: int, reason, stamp) -> None:
        """Money worth POINTS Risorse of social class `reference`."""
        sheet = self.living_character(name)
        if not 1 <= points <= POINTS_LIMIT or not 1 <= reference <= TOP_TRACKED:
            message = _("a reward is 1..{POINTS_LIMIT} points of a class 1..6").format(
                POINTS_LIMIT=POINTS_LIMIT
            )
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
            message = _(
                "say why {name} moves from class {current} to another 1..7"
            ).format(name=sheet.name, current=current)
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


def checked_gear(sheet, item: str, kind: str, level: int) -> tuple[str, int]:
    """A weapon or protection acquired: a name of its own and a level 0..4."""
    if kind not in r.GEAR_LISTS:
        raise RuleBroken(
            _("gear is a weapon or a protection, not {kind}").format(kind=kind), r.GEAR
        )
    r.check_unique_item(sheet, item)
    return kind, check_level(level, kind)


def check_weapon_level(tables, klass: int, item: str, level: int, resource) -> None:
    """A weapon the class's table offers is of its level at most (Decision:
    `livello_armi` of data/resources.toml: "piccole armi" are light, "armi di
    medio calibro" medium, ...); a heavier one is not the class's to obtain
    ("un certo tipo di merce potrebbe essere impossibile da reperire o
    acquistare per una data classe")."""
    top = (class_row(tables, klass) or {}).get("livello_armi")
    if top is not None and level > top:
        raise RuleBroken(
            _(
                "social class {klass} obtains {resource!r}: weapons up to level {top}, "
                "not {item} of level {level} (the story may give it: --availability "
                "says how)"
            ).format(klass=klass, resource=resource, top=top, item=item, level=level),
            evr.ACQUIRING,
        )


def check_payable(sheet, cost: int, availability: str) -> None:
    if not cost:
        return
    second = " (a second request this session counts as partial)"
    note = second if availability == evr.REQUEST else ""
    if sheet.risorse < cost or (
        sheet.risorse == cost and sheet.social_class["current"] == 1
    ):
        raise RuleBroken(
            _(
                "{name} has {risorse} Risorse at social class {current}: nothing left "
                "to spend{note}"
            ).format(
                name=sheet.name,
                risorse=sheet.risorse,
                current=sheet.social_class["current"],
                note=note,
            ),
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
