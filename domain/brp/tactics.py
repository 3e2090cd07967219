"""How an attack or a parry is made (5.5, 6.1): a related specialisation at
Difficult, an ambush. Mixed into BrpCampaign."""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.brp import names as n
from journal.domain.brp.catalogue import split
from journal.domain.brp.events_round import AmbushSprung
from journal.domain.brp.i18n import _
from journal.domain.brp.rounds import current
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key


class Circumstances(NamedTuple):
    """What else the table says of an attack."""

    distance: int | None = None  # metres (5.9 gittata)
    knockout: bool = False  # 6.9
    ambush: bool = False  # 6.1


class TacticsCommands:
    def weapon_skill(self, sheet, weapon: dict, asked: str | None):
        """(the skill rolled, whether it is a related specialisation): 5.5
        allows another specialisation of the weapon's skill, at Difficult."""
        if asked is None:
            return weapon["skill"], False
        name = sheet.skill(asked)[0]
        if fold_key(name) == fold_key(weapon["skill"]):
            return weapon["skill"], False
        (family, spec), (own, own_spec) = split(name), split(weapon["skill"])
        if not (spec and own_spec) or fold_key(family) != fold_key(own):
            raise RuleBroken(
                _(
                    "{name} is not a specialisation of {own}: a related one is the "
                    "same skill for another weapon, e.g. {own} (...)",
                ).format(name=name, own=own),
                n.ATTACK,
            )
        return name, True

    def ambush(self, sheet, foe, weapon: dict, extra, stamp) -> bool:
        """6.1: records the ambush; True when the attack is Easy (ranged)."""
        ranged = weapon["kind"] in ("thrown", "firearm")
        found = current(self.state)
        if extra.ambush:
            if found is None or foe is None:
                raise RuleBroken(_("an ambush strikes a target in a round"), n.AMBUSH)
            known = found.get("ambushers", []) + found.get("ambushed", [])
            if (sheet.id if ranged else foe.id) not in known:
                self.record(
                    AmbushSprung,
                    stamp,
                    character=sheet.id,
                    target=foe.id,
                    target_name=foe.name,
                    ranged=ranged,
                )
        found = current(self.state) or {}
        return ranged and sheet.id in found.get("ambushers", [])
