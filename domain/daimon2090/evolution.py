"""Evolution (Evoluzione): PE, EVO, purchases and the level.

Rulebook: EVOLUZIONE DEI PERSONAGGI .. POTENZIAMENTI, MORTE DEL PERSONAGGIO
(digest sections 9 and 14). Prices and limits are in evorules; equipment and
enhancements bought with EVO are in resources (the seed's Equipaggiamento).
"""

from __future__ import annotations

from journal.domain.daimon2090 import context
from journal.domain.daimon2090 import events_evolution as ev
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import display_name
from journal.domain.daimon2090.rules import characteristic_key
from journal.domain.errors import RuleBroken
from journal.domain.ids import position_of
from journal.domain.text import clean_name, clean_note, fold_key


class EvolutionCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def buy_pe(self, name: str, dice: int, stamp) -> None:
        """Riserva dice into PE, one each; 7 PE become 1 EVO at once."""
        sheet = self.living_character(name)
        if not 1 <= dice <= sheet.reserve:
            message = _("{name} has {reserve} reserve dice, {dice} asked").format(
                name=sheet.name, reserve=sheet.reserve, dice=dice
            )
            raise RuleBroken(message, r.PE)
        pe = sheet.pe + dice
        self.record(ev.PeBought, stamp, character=sheet.id, dice=dice, pe=pe)
        if sheet.pe >= r.PE_PER_EVO:
            self.record(ev.EvoGained, stamp, character=sheet.id, pe=r.PE_PER_EVO)

    def buy(self, sheet, event_class, what: str, stamp, **fields) -> None:
        """Record a purchase of `fields["cost"]` EVO (the level rises by as much)."""
        r.check_affordable(sheet, fields["cost"], what, event_class.section)
        self.record(event_class, stamp, character=sheet.id, **fields)

    def raise_characteristic(self, name: str, characteristic: str, stamp) -> None:
        sheet = self.living_character(name)
        key = characteristic_key(characteristic)
        r.check_characteristic(sheet, key)
        score = sheet.characteristics[key] + 1
        fields = dict(cost=r.CHARACTERISTIC_COST, characteristic=key, score=score)
        what = f"{display_name(key)} {score}"
        self.buy(sheet, ev.CharacteristicRaised, what, stamp, **fields)

    def raise_skill(
        self,
        name,
        skill,
        stamp,
        klass=None,
        kind=None,
        generic=None,
        outside=False,
        catalogue=None,
    ):
        """+1 to a skill, or a new skill's first point (--class needed; --kind,
        and a specific's --generic, unless the rulebook's sample skills in
        `catalogue` give them; `outside`: a new skill out of its class's
        context, 2 at most a class)."""
        if fold_key(skill) == "risorse":
            return self.raise_risorse(name, stamp)
        sheet = self.living_character(name)
        if not r.named(list(sheet.skills), skill):
            kind, generic = from_catalogue(catalogue, skill, kind, generic)
        step = skill_step(sheet, skill, klass, kind, generic)
        r.check_skill(sheet, step["skill"], step["kind"], step["score"])
        what = f"{step['skill']} {step['score']}"
        cost = r.SKILL_COST[step["kind"]]
        event = ev.SkillRaised
        if outside:
            check_outside(sheet, step)
            event = ev.SkillAddedOutOfContext
        self.buy(sheet, event, what, stamp, cost=cost, **step)

    def add_trait(self, name: str, trait: str, effect: str | None, stamp) -> None:
        sheet = self.living_character(name)
        trait, effect = clean_name(trait, "trait"), clean_note(effect, "effect")
        r.check_trait_add(sheet, trait)
        fields = dict(cost=r.TRAIT_ADD_COST, trait=trait, effect=effect)
        self.buy(sheet, ev.TraitAdded, f"the trait {trait}", stamp, **fields)

    def replace_trait(self, name, old: str, new: str, effect, stamp) -> None:
        sheet = self.living_character(name)
        new, effect = clean_name(new, "trait"), clean_note(effect, "effect")
        old = r.check_trait_replace(sheet, old, new)
        fields = dict(cost=r.TRAIT_REPLACE_COST, replaced=old, trait=new, effect=effect)
        self.buy(sheet, ev.TraitReplaced, f"{new} instead of {old}", stamp, **fields)

    def add_class(self, name: str, klass: str, stamp) -> None:
        sheet = self.living_character(name)
        klass = clean_name(klass, "class")
        r.check_new_class(sheet, klass, r.CLASS_ADD)
        fields = dict(cost=r.CLASS_ADD_COST, class_name=klass)
        self.buy(sheet, ev.ClassAdded, f"the class {klass}", stamp, **fields)

    def develop_class(self, name, klass: str, skills: list[str], uses: dict, stamp):
        """A class from 3+ skills used in play (`uses`: character id -> folded skill
        -> ids of the rolls that used it, as the application read them)."""
        sheet = self.living_character(name)
        klass, uses = clean_name(klass, "class"), uses.get(sheet.id, {})
        moved = r.migrated_skills(sheet, klass, skills)
        r.check_used(moved, uses)
        evidence = {skill: uses[fold_key(skill)][:3] for skill in moved}
        fields = dict(class_name=klass, skills=moved, evidence=evidence)
        what, cost = f"the class {klass}", r.CLASS_DEVELOP_COST
        self.buy(sheet, ev.ClassDeveloped, what, stamp, cost=cost, **fields)

    def raise_risorse(self, name: str, stamp) -> None:
        """+1 Risorse (no cap at 7: 7 means one social class up, Risorse 1)."""
        sheet = self.living_character(name)
        r.check_social_tracked(sheet)
        fields = dict(cost=r.RISORSE_COST, risorse=sheet.risorse + 1)
        self.buy(
            sheet, ev.RisorseRaised, f"Risorse {fields['risorse']}", stamp, **fields
        )
        self.settle_social_class(sheet, stamp)

    def inherit_evo(self, name: str, dead_name: str, stamp) -> None:
        """A dead character's player's new character gets EVO = the dead one's level."""
        heir, dead = self.living_character(name), self.state.character(dead_name)
        check_inheritance(heir, dead)
        fields = dict(dead=dead.id, dead_name=dead.name, evo=dead.level)
        self.record(ev.EvoInherited, stamp, character=heir.id, **fields)


def skill_step(sheet, skill, klass, kind, generic) -> dict:
    """The skill as it will be after +1: an owned one, or a new one at 1."""
    found = r.named(list(sheet.skills), skill)
    if found:
        entry = sheet.skills[found]
        if kind and kind != entry["kind"]:
            raise RuleBroken(
                _("{found} is a {kind} skill, not {kind2}").format(
                    found=found, kind=entry["kind"], kind2=kind
                ),
                r.SKILLS,
            )
        if klass and fold_key(klass) != fold_key(entry.get("class") or ""):
            message = _("{found} belongs to {value}").format(
                found=found, value=entry.get("class") or "no class"
            )
            raise RuleBroken(message, r.SKILLS)
        return dict(
            skill=found, kind=entry["kind"], skill_class=entry.get("class"),
            generic=entry.get("generic"), new=False, score=entry["score"] + 1,
        )  # fmt: skip
    return new_skill(sheet, clean_name(skill, "skill"), klass, kind, generic)


def from_catalogue(catalogue, skill: str, kind, generic) -> tuple:
    """A new skill's kind (and a specific's generic) as the rulebook's sample
    skills give them (ABILITÀ DI ESEMPIO: Scassinare is S, under Sotterfugio),
    unless the table said otherwise."""
    sample = (catalogue or {}).get(fold_key(skill))
    if sample is None:
        return kind, generic
    kind = kind or sample["kind"]
    if kind == "S" and generic is None:
        generic = sample.get("generic")
    return kind, generic


def new_skill(sheet, skill: str, klass, kind, generic) -> dict:
    if kind not in r.SKILL_COST:
        raise RuleBroken(
            _(
                "{skill} would be a new skill for {name}: say whether it is generic or "
                "specific (--kind G|S)"
            ).format(skill=skill, name=sheet.name),
            r.SKILLS,
        )
    owned = r.named(sheet.classes, klass or "")
    if owned is None:
        classes = ", ".join(sheet.classes)
        raise RuleBroken(
            _(
                "a new skill belongs to one of {name}'s classes ({classes}): say "
                "which with --class",
            ).format(name=sheet.name, classes=classes),
            r.SKILLS,
        )
    generic = clean_name(generic, "generic skill") if kind == "S" and generic else None
    return dict(
        skill=skill, kind=kind, skill_class=owned, generic=generic, new=True, score=1
    )


def check_outside(sheet, step: dict) -> None:
    """Only a new skill is declared out of its class's context."""
    if not step["new"]:
        message = _("{name} has {skill} already, in its class").format(
            name=sheet.name, skill=step["skill"]
        )
        raise RuleBroken(message, context.SECTION)
    context.check_room(sheet.skills, step["skill_class"], adding=1)


def check_inheritance(heir, dead) -> None:
    """Once, from a dead character to a new one of the same player."""
    if dead.alive:
        raise RuleBroken(_("{name} is not dead").format(name=dead.name), ev.DEATH)
    if heir.player != dead.player:
        raise RuleBroken(
            _(
                "{name} is {player}'s, {name2} was {player2}'s: only the same player's",
            ).format(
                name=heir.name, player=heir.player, name2=dead.name, player2=dead.player
            ),
            ev.DEATH,
        )
    if dead.inherited_by:
        raise RuleBroken(
            _("{name}'s level was already inherited").format(name=dead.name), ev.DEATH
        )
    if heir.inherited_from or heir.level or position_of(heir.id) < position_of(dead.id):
        message = _(
            "{name} is not a new character (it has evolved or inherited"
        ).format(name=heir.name)
        raise RuleBroken(
            _("{message}, or is older than {name})").format(
                message=message, name=dead.name
            ),
            ev.DEATH,
        )
    if not dead.level:
        raise RuleBroken(
            _("{name} died at level 0: no EVO to inherit").format(name=dead.name),
            ev.DEATH,
        )
