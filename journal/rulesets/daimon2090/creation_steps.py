"""The steps of the random walk after the characteristics: the social path, the
first class and trait, the particular event, then the free choices (see
journal/commands/creation_prompts.py for how options, prompts and --yes meet).
"""

from __future__ import annotations

import click

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import SheetError
from journal.rulesets.daimon2090 import creation_options as parse

STEP_WORDS = {
    "origin": "Classe sociale d'origine",
    "current": "Classe sociale attuale",
    "origin_table": "Tabella d'origine",
    "current_table": "Tabella attuale",
    "event": "Evento particolare",
}


def told(roll: dict) -> str:
    """'Tabella attuale (CLASSE SOCIALE 1: ...): 3 −1 → 2: Nomade / Aggressivo'."""
    face, modifier, result = roll["dice"][0], roll["modifier"], roll["result"]
    if roll["table"] == "Classe sociale":
        return f"{STEP_WORDS[roll['step']]}: {face} ({result['name']})"
    sign = "+" if modifier > 0 else "−"
    shift = f" {sign}{abs(modifier)} → {roll['row']}" if modifier else ""
    words = " / ".join(str(value) for value in result.values())
    return f"{STEP_WORDS[roll['step']]} ({roll['table']}): {face}{shift}: {words}"


def social_path(birth, ask) -> None:
    """[CLASSE SOCIALE, GENERAZIONE CASUALE] origin, current, then their tables."""
    birth.roll_social_classes()
    birth.roll_class_tables()
    for roll in birth.rolls[-4:]:
        ask.say(told(roll))


def first_class(birth, options: dict, ask) -> None:
    """Cross the two rows: the class of one with the trait of the other."""
    class_from = options.get("class_from") or ask_cross(birth, ask)
    choices = birth.class_options(class_from)
    chosen = options.get("first_class")
    if chosen is None and len(choices) > 1:
        ask.missing("--first-class")
        chosen = ask.prompt(
            _(
                "First class ({value})",
            ).format(value=" or ".join(choices)),
            default=choices[0],
        )
    klass, trait = birth.cross(class_from, chosen)
    ask.say(f"Prima classe: {klass}   Primo tratto: {trait}")


def ask_cross(birth, ask) -> str:
    for side, other in (("origin", "current"), ("current", "origin")):
        row, crossing = birth.rows[side], birth.rows[other]
        ask.say(f"  {side}: class {row[0]} with trait {crossing[1]}")
    return ask.prompt(
        _(
            "Which class",
        ),
        type=click.Choice(parse.SIDES),
        show_choices=True,
    )


def particular_event(birth, ask) -> None:
    """[EVENTI PARTICOLARI] the second trait (a repeated trait is rolled again)."""
    before = len(birth.rolls)
    birth.roll_event()
    for roll in birth.rolls[before:]:
        ask.say(told(roll))
    birth.dice.check_all_used("Generazione casuale")


def free_choices(birth, options: dict, ask):
    """Second (and third) class, third trait, skills, enhancements, gear, dàimon;
    checked at once against every creation rule. At the table a refusal asks
    again (the dice are kept); under --yes it is final."""
    while True:
        choices = gather(birth, options, ask)
        try:
            return choices, birth.finish(choices)
        except SheetError as error:
            if ask.yes:
                raise
            ask.say(f"refused: {error.line()}")
            if not ask.confirm(_("Choose again (the dice stay as rolled)?"), True):
                raise click.Abort from None
            options = {}


def gather(birth, options: dict, ask):
    from journal.domain.daimon2090.birth import Choices

    second = options.get("second_class") or ask.prompt(_("Second class (free)"))
    third = options.get("third_class") or optional(ask, "Add a third class (1 point)")
    trait = options.get("third_trait") or ask_trait(ask)
    return Choices(
        second_class=second,
        skills=list(options.get("skill") or ask_skills(birth, second, third, ask)),
        third_class=third,
        third_trait=trait,
        enhancements=listed(options, "enhancement", ask, enhancement_hint(birth)),
        weapons=listed(options, "weapon", ask, "Weapon NAME=LEVEL"),
        protections=listed(options, "protection", ask, "Protection NAME=LEVEL"),
        daimon=ask_daimon(options, ask),
        equipment=list(options.get("equipment") or ()),
    )


def optional(ask, question: str) -> str | None:
    if ask.yes or not ask.confirm(f"{question}?", default=False):
        return None
    return ask.prompt(_("Its name"))


def ask_trait(ask) -> dict | None:
    question = "Add a third trait (3 points: bonus to a characteristic, 2: to a skill"
    name = optional(ask, f"{question}, 1: none, 0: a penalty)")
    if name is None:
        return None
    effect = ask.prompt(_("Its effect (e.g. Potenza +1D; empty: none)"), default="")
    return {"name": name, "effect": effect.strip() or None}


def ask_skills(birth, second: str, third: str | None, ask) -> list[dict]:
    ask.missing("--skill")
    extra = f"; {third} takes 1 of them and 2+ on its skills" if third else ""
    ask.say(
        f"Punti per le abilità: 7 on 3+ skills of {birth.first_class}, 6 on 3+ of "
        f"{second}, 5 free{extra}; no skill above 4."
    )
    return ask.many("Skill NAME=POINTS:CLASS (empty: done)", parse.skill)


def enhancement_hint(birth) -> str:
    points = max(birth.social.values())
    return f"Enhancement NAME:TARGET=N[:hidden] ({points} points; empty: done)"


def listed(options: dict, key: str, ask, question: str) -> list[dict]:
    if options.get(key) or ask.yes:
        return list(options.get(key) or ())
    parser = parse.enhancement if key == "enhancement" else parse.gear
    return ask.many(question, parser)


def ask_daimon(options: dict, ask) -> dict:
    name = options.get("daimon_name") or ask.prompt(_("Dàimon: its name"))
    description = options.get("daimon_description")
    traits = list(options.get("daimon_trait") or ())
    if not ask.yes and description is None:
        description = (
            ask.prompt(
                _(
                    "Dàimon: how it looks in the VRN",
                ),
                default="",
            )
            or None
        )
    if not ask.yes and not traits:
        given = ask.prompt(_("Dàimon: behaviour traits (a, b, ...)"), default="")
        traits = [t.strip() for t in given.split(",") if t.strip()]
    return {"name": name, "description": description, "traits": traits}
