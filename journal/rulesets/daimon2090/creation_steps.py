"""The steps of the walk after the characteristics: the social path, the first
class and trait, the particular event, then the free choices, each question
listing its choices and limits (journal/prompts.py asks; creation_prompts.py
is the walk's start).
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.prompts import Question, Walk, names
from journal.rulesets.daimon2090 import creation_options as parse

CREATION_MAX = 4  # [PUNTI PER LE ABILITÀ] no skill above 4
SKILL_POINTS = "Punti per le abilità"
GEAR = "Armi e protezioni iniziali"


def told(roll: dict, ask: Walk) -> str:
    """'Current table (CLASSE SOCIALE 1: ...): 3 −1 → 2: Nomade / Aggressivo'."""
    face, modifier, result = roll["dice"][0], roll["modifier"], roll["result"]
    step = ask.word(f"ask.daimon.step.{roll['step']}")
    if roll["table"] == "Classe sociale":
        return f"{step}: {face} ({result['name']})"
    sign = "+" if modifier > 0 else "−"
    shift = f" {sign}{abs(modifier)} → {roll['row']}" if modifier else ""
    words = " / ".join(str(value) for value in result.values())
    return f"{step} ({roll['table']}): {face}{shift}: {words}"


def social_path(birth, ask: Walk) -> None:
    """[CLASSE SOCIALE, GENERAZIONE CASUALE] origin, current, then their tables."""
    birth.roll_social_classes()
    birth.roll_class_tables()
    for roll in birth.rolls[-4:]:
        ask.say(told(roll, ask))


def first_class(birth, ask: Walk) -> None:
    """Cross the two rows: the class of one with the trait of the other."""
    offered = {
        side: ask.word(
            "ask.daimon.side",
            side=side,
            klass=birth.rows[side][0],
            trait=birth.rows[other][1],
        )
        for side, other in (("origin", "current"), ("current", "origin"))
    }
    class_from = ask.ask(
        Question(
            "class_from",
            ask.word("ask.daimon.class_from"),
            option="--class-from",
            choices=parse.SIDES,
            limits="; ".join(offered.values()),
            default="origin",
        )
    )
    choices = birth.class_options(class_from)
    chosen = None
    if len(choices) > 1 or ask.options.get("first_class"):
        chosen = ask.ask(
            Question(
                "first_class",
                ask.word("ask.daimon.first_class"),
                option="--first-class",
                limits=ask.word(
                    "ask.daimon.first_class_limits", choices=" / ".join(choices)
                ),  # fmt: skip
                default=choices[0],
                parse=clean("class"),
            )
        )
    klass, trait = birth.cross(class_from, chosen)
    ask.tell("ask.daimon.crossed", klass=klass, trait=trait)


def particular_event(birth, ask: Walk) -> None:
    """[EVENTI PARTICOLARI] the second trait (a repeated trait is rolled again)."""
    before = len(birth.rolls)
    birth.roll_event()
    for roll in birth.rolls[before:]:
        ask.say(told(roll, ask))
    birth.dice.check_all_used("Generazione casuale")


def free_choices(birth, ask: Walk):
    """Second (and third) class, third trait, skills, enhancements, gear, dàimon;
    checked at once against every creation rule. At the table a refusal asks
    again, every answer kept (the dice stay as rolled); under --yes it stands."""
    return ask.settle(lambda: _finished(birth, ask))


def _finished(birth, ask: Walk):
    choices = gather(birth, ask)
    return choices, birth.finish(choices)


def gather(birth, ask: Walk):
    from journal.domain.daimon2090.birth import Choices

    second = ask.ask(
        Question(
            "second_class",
            ask.word("ask.daimon.second_class"),
            option="--second-class",
            limits=ask.word("ask.daimon.free_class"),
            examples=birth.tables["classi_esempio"],
            parse=clean("class"),
        )
    )
    third = ask.ask(
        Question(
            "third_class",
            ask.word("ask.daimon.third_class"),
            option="--third-class",
            limits=ask.word("ask.daimon.third_class_limits"),
            examples=birth.tables["classi_esempio"],
            optional=True,
            parse=clean("class"),
        )
    )
    classes = [birth.first_class, second] + ([third] if third else [])
    trait = ask.ask(
        Question(
            "third_trait",
            ask.word("ask.daimon.third_trait"),
            option="--third-trait",
            limits=ask.word("ask.daimon.third_trait_limits"),
            examples=birth.tables["tratti_esempio"],
            optional=True,
            parse=parse.trait,
            shown=trait_text,
        )
    )
    return Choices(
        second_class=second,
        skills=skills(birth, classes, ask),
        third_class=third,
        third_trait=trait,
        enhancements=enhancements(birth, ask),
        weapons=gear(birth, classes, "weapon", ask),
        protections=gear(birth, classes, "protection", ask),
        daimon=daimon(ask),
        equipment=ask.ask_list(
            Question(
                "equipment",
                ask.word("ask.daimon.equipment"),
                option="--equipment",
                example="Torcia elettrica",
                parse=clean("item"),
            )
        ),
    )


def clean(what: str):
    """A name typed: clean text (no control characters, not empty)."""
    from journal.domain.text import clean_name

    return lambda raw: clean_name(raw, what)


def skills(birth, classes: list[str], ask: Walk) -> list[dict]:
    third = ask.word("ask.daimon.skills_third", klass=classes[2]) if classes[2:] else ""
    budget = ask.word(
        "ask.daimon.skills_limits", first=classes[0], second=classes[1], third=third
    )

    def check(entry) -> None:
        skill, before = entry
        known = {k.casefold(): k for k in classes}
        if skill["class"].casefold() not in known:
            listed, klass = ", ".join(classes), skill["class"]
            said = ask.word("ask.daimon.skill_class", klass=klass, classes=listed)
            raise RuleBroken(said, SKILL_POINTS)
        skill["class"] = known[skill["class"].casefold()]
        if not 1 <= skill["score"] <= CREATION_MAX:
            said = ask.word("ask.daimon.skill_score", name=skill["name"],
                            score=skill["score"])  # fmt: skip
            raise RuleBroken(said, SKILL_POINTS)
        if any(s["name"].casefold() == skill["name"].casefold() for s in before):
            said = ask.word("ask.daimon.skill_twice", name=skill["name"])
            raise RuleBroken(said, SKILL_POINTS)

    return ask.ask_list(
        Question(
            "skill",
            ask.word("ask.daimon.skills"),
            option="--skill",
            limits=budget,
            example=f"Hacking=3:{classes[-1]}",
            parse=parse.skill,
            check=check,
            shown=skill_text,
            at_least=6,
            examples=sample_skills(birth),
        )
    )


def sample_skills(birth) -> list[str]:
    return [row["nome"] for group in birth.tables["abilita"] for row in group["righe"]]


def enhancements(birth, ask: Walk) -> list[dict]:
    points = max(birth.social.values())
    return ask.ask_list(
        Question(
            "enhancement",
            ask.word("ask.daimon.enhancements"),
            option="--enhancement",
            limits=ask.word("ask.daimon.enhancements_limits", n=points),
            example="Occhio cibernetico:Tiro con pistola=1",
            parse=parse.enhancement,
            shown=enhancement_text,
        )
    )


def gear(birth, classes: list[str], kind: str, ask: Walk) -> list[dict]:
    from journal.domain.daimon2090.creationtables import armed
    from journal.domain.daimon2090.startgear import gear_limits

    limits = gear_limits(birth.social["current"], *armed(birth.tables, classes))
    allowed = [
        f"{ask.word(f'ask.daimon.level{level}')} "
        + (ask.word("ask.daimon.any") if most is None else str(most))
        for level, most in limits.items()
        if level >= 2
    ]

    def check(entry) -> None:
        item, _ignored = entry
        if not 0 <= item["level"] <= 4:
            said = ask.word("ask.daimon.level_range", level=item["level"])
            raise RuleBroken(said, GEAR)

    rows = birth.tables["armi_protezioni"]
    column = "armi" if kind == "weapon" else "protezioni"
    return ask.ask_list(
        Question(
            kind,
            ask.word(f"ask.daimon.{kind}s"),
            option=f"--{kind}",
            limits=ask.word("ask.daimon.gear_limits", levels=", ".join(allowed)),
            example="Pistola=1" if kind == "weapon" else "Giubbotto rinforzato=1",
            parse=parse.gear,
            check=check,
            shown=lambda item: f"{item['name']}={item['level']}",
            examples=[f"{row['valore']}: {row[column]}" for row in rows],
        )
    )


def daimon(ask: Walk) -> dict:
    name = ask.ask(
        Question(
            "daimon_name",
            ask.word("ask.daimon.daimon_name"),
            option="--daimon-name",
            parse=clean("name"),
        )
    )
    description = ask.ask(
        Question(
            "daimon_description",
            ask.word("ask.daimon.daimon_description"),
            option="--daimon-description",
            optional=True,
        )
    )
    traits = ask.ask(
        Question(
            "daimon_trait",
            ask.word("ask.daimon.daimon_traits"),
            option="--daimon-trait",
            limits=ask.word("ask.daimon.daimon_traits_limits"),
            optional=True,
            parse=names,
            shown=", ".join,
        )
    )
    traits = list(traits or ())
    if traits and "daimon_trait" in ask.typed:  # each a --daimon-trait of its own
        ask.typed["daimon_trait"] = ("--daimon-trait", traits)
    return {"name": name, "description": description, "traits": traits}


def skill_text(skill: dict) -> str:
    text = f"{skill['name']}={skill['score']}:{skill['class']}"
    if skill.get("kind"):
        text += f":{skill['kind']}"
        if skill.get("generic"):
            text += f":{skill['generic']}"
    return text


def enhancement_text(item: dict) -> str:
    bonus = ",".join(f"{target}={n}" for target, n in item["bonus"].items())
    return f"{item['name']}:{bonus}" + (":hidden" if item["hidden"] else "")


def trait_text(trait: dict) -> str:
    return trait["name"] + (f":{trait['effect']}" if trait.get("effect") else "")
