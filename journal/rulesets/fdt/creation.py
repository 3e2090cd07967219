"""The walk of `journal character create NAME --player P [--random]` (1.1–1.7).

Modo Normale asks the race, the profession (or two: a double education) and the
age; modo Casuale rolls them, the profession over the setting's list the player
gives (two or more), and adds 3d4 points to spread. Each question lists its
choices and limits (journal/prompts.py asks) and every answer is checked before
the dice it decides are rolled, so a wrong one is asked again alone and the
dice stay honest. Every choice is an option too; under --yes a choice not
given is drawn within the rules (reproducibly with --seed), but for the
profession, which only the setting knows. Nothing is recorded until the last
confirmation.
"""

from __future__ import annotations

import click

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.prompts import Question, Walk, names, whole
from journal.rulesets.fdt import creation_options as parse

COMMON = n.CHARACTERISTICS + n.COMMON_SKILLS
SECTION_EDUCATION = n.EDUCATION
ANSWERED = (None, "", [], ())


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Walk the procedure, confirm, record; returns the records."""
    from journal.data import load_table
    from journal.domain.fdt.birth import Birth

    env.app.load(env.campaign).check_new_birth(name, player)
    tables, digest = load_table("creation", "journal.domain.fdt.data")
    ask = Walk(env, options, yes, as_json)
    rng = _rng(dice)
    with ask.keeping():
        mode = ask.ask(
            Question(
                "mode",
                ask.word("ask.fdt.mode"),
                option="--mode",
                choices=("normale", "casuale"),
                limits=ask.word("ask.fdt.mode_limits"),
                default="casuale",
            )
        )
        birth = Birth(name, player, mode, tables, dice, digest)
        _check_given(birth, ask)
        _race(birth, ask, rng)
        _education(birth, ask)
        _age(birth, ask, rng)
        extra = _extras(birth, ask, rng)
        sheet = birth.finish(extra)
        ask.say(preview(sheet, env.lang))
        if not ask.confirm(ask.word("ask.record", name=name), default=True):
            raise click.Abort
    stamp = env.stamp()
    return env.app.change(
        env.campaign, lambda c: c.create_by_rules(birth, extra, stamp)
    )


def _rng(dice):
    """The draws of --yes: from --seed when there is one (apart from the
    dice, which stay those the seed rolls)."""
    import random

    if dice.seed is not None:
        return random.Random(f"choices:{dice.seed}")
    return random.SystemRandom()


def _check_given(birth, ask: Walk) -> None:
    """What the options say, checked before any die is rolled."""
    given = list(ask.options.get("educations") or ())
    if birth.casuale and len(given) == 1:
        raise RuleBroken(_("a rolled profession needs the setting's list"), n.MODES)
    if not birth.casuale and len(given) > 2:
        raise RuleBroken(_("an education is one profession or two"), n.EDUCATION)
    if ask.yes and not given:
        raise click.UsageError(ask.word("ask.fdt.yes_education"))


def _race(birth, ask: Walk, rng) -> None:
    race = None
    if not birth.casuale:
        race = ask.ask(
            Question(
                "race",
                ask.word("ask.fdt.race"),
                option="--race",
                choices=n.RACES,
                limits=ask.word("ask.fdt.race_limits"),
                parse=n.race,
                draw=lambda: rng.choice(n.RACES),
            )
        )
    elif ask.options.get("race"):
        raise RuleBroken(_("in modo Casuale the race is rolled"), n.MODES)
    ask.tell("ask.fdt.race_told", race=birth.choose_race(race))
    ask.say(f"  {_changes(birth.roll_race_modifiers())}")


# -- 1.5 the education ---------------------------------------------------------


def _education(birth, ask: Walk) -> None:
    given = list(ask.options.get("educations") or ())
    for education in given:
        _check_education(birth, education, given[: given.index(education)], ask)
    specs = given or _ask_educations(birth, ask)
    if birth.casuale:
        rolled = birth.choose_profession(None, [e.profession for e in specs])
        specs = [next(e for e in specs if e.profession == rolled)]
    elif len(specs) > 2:
        raise RuleBroken(_("an education is one profession or two"), n.EDUCATION)
    ask.tell("ask.fdt.profession_told", names=" / ".join(e.profession for e in specs))
    ask.say(f"  {_changes(birth.roll_education(specs))}")


def _ask_educations(birth, ask: Walk) -> list:
    """Modo Normale: one profession, or two (a double education); Casuale: the
    setting's list to roll on, two or more."""
    if ask.yes:
        raise click.UsageError(ask.word("ask.fdt.yes_education"))
    ask.tell("ask.fdt.casuale_list" if birth.casuale else "ask.fdt.education")
    found: list = []
    while True:
        found.append(_ask_profession(birth, ask, found, len(found) + 1))
        ask.typed["educations"] = ("--education", [spec_text(e) for e in found])
        if birth.casuale:
            if len(found) < 2:
                continue
            if not ask.confirm(ask.word("ask.fdt.another_listed"), default=False):
                return found
        elif len(found) == 2 or not ask.confirm(
            ask.word("ask.fdt.double"), default=False
        ):
            return found


def _ask_profession(birth, ask: Walk, before: list, number: int):
    """A profession, one question at a time (or its whole SPEC at once)."""
    from journal.domain.fdt.birthrules import Education

    key = f"education:{number}"
    name = ask.ask(
        Question(
            f"{key}:name",
            ask.word("ask.fdt.profession", n=number),
            limits=ask.word("ask.fdt.profession_limits"),
            parse=lambda raw: parse.education(raw) if ":" in raw else raw.strip(),
        )
    )
    if isinstance(name, Education):  # the whole SPEC, typed at once
        _check_education(birth, name, before, ask)
        return name
    double = ", ".join(COMMON)

    def raised(word: str):
        return ask.ask(
            Question(
                f"{key}:{word}",
                ask.word(f"ask.fdt.{word}", name=name),
                limits=ask.word("ask.fdt.common_limits", names=double),
                optional=True,
                parse=lambda raw: tuple(_common(x) for x in names(raw)),
                shown=", ".join,
            )
        )

    raises, lowers = raised("raises"), raised("lowers")
    skills = ask.ask(
        Question(
            f"{key}:skills",
            ask.word("ask.fdt.skills", name=name),
            limits=ask.word("ask.fdt.skills_limits"),
            optional=True,
            parse=lambda raw: tuple(names(raw)),
            check=lambda found: _check_skills(birth, found, before, ask),
            shown=", ".join,
        )
    )
    return Education(name, raises or (), lowers or (), skills or ())


def _check_education(birth, education, before: list, ask: Walk) -> None:
    for name in education.raises + education.lowers:
        _common(name)
    _check_skills(birth, education.skills, before, ask)


def _check_skills(birth, skills, before: list, ask: Walk) -> None:
    held = {s.casefold() for s in birth.values}
    held |= {s.casefold() for e in before for s in e.skills}
    for skill in skills:
        found = n.skill_name(skill)
        if found.casefold() in held:
            message = ask.word("ask.fdt.skill_held", skill=found)
            raise RuleBroken(message, n.EDUCATION)
        held.add(found.casefold())


def _common(name: str) -> str:
    found = n.canonical(name, COMMON)
    if found is None:
        from journal.domain.suggest import did_you_mean_named

        hint = did_you_mean_named(name, {c: c for c in COMMON} | n.ENGLISH)
        raise RuleBroken(
            _("{name!r} is not a characteristic or common skill").format(name=name)
            + hint,
            n.EDUCATION,
        )
    return found


def spec_text(education) -> str:
    """An Education as --education takes it: 'Fabbro:+Forza,-Intelletto:Forgiare'."""
    signs = [f"+{x}" for x in education.raises] + [f"-{x}" for x in education.lowers]
    return f"{education.profession}:{','.join(signs)}:{','.join(education.skills)}"


# -- 1.6 the age ---------------------------------------------------------------


def _age(birth, ask: Walk, rng) -> None:
    from journal.domain.fdt.birthrules import AgeChoice

    years = None
    if not birth.casuale:
        years = ask.ask(
            Question(
                "age",
                ask.word("ask.fdt.age"),
                option="--age",
                limits=ask.word("ask.fdt.age_limits"),
                parse=whole(24, 65, ask.word),
                check=lambda value: whole(24, 65, ask.word)(str(value)),
                draw=lambda: rng.randint(24, 65),
            )
        )
    elif ask.options.get("age") is not None:
        raise RuleBroken(_("in modo Casuale the age is rolled"), n.MODES)
    years = birth.choose_age(years)  # the band follows the age chosen
    ask.tell("ask.fdt.age_told", years=years, band=birth.band)
    choice = AgeChoice(**_age_choices(birth, ask, rng))
    ask.say(f"  {_changes(birth.roll_age_modifiers(choice))}")
    _innate(birth, ask)


def _age_choices(birth, ask: Walk, rng) -> dict:
    """What the band lets the player choose (1.6), each checked before its dice."""
    band = birth.band
    if band == "Anziano":
        held = tuple(birth.values)
        return {"spared": _pick(ask, "spared", held, 1, rng, band)[0]}
    many = 3 if band == "Esperto" else 1
    chars = _pick(ask, "characteristics", n.CHARACTERISTICS, many, rng, band)
    found = {"characteristics": chars}
    if band in ("Giovane", "Esperto"):
        found["skills"] = _pick(ask, "skills", n.COMMON_SKILLS, many, rng, band)
    if band == "Esperto":
        others = tuple(s for s in birth.values if s not in COMMON)
        if others:
            found["other"] = _pick(ask, "other", others, 1, rng, band)[0]
    return found


def _pick(ask: Walk, what: str, pool: tuple, many: int, rng, band: str) -> tuple:
    """`many` of `pool` for the age (--age-WHAT), all different."""

    def parse(raw: str) -> tuple:
        picked = tuple(ask.choice(name, pool) for name in names(raw))
        if len(picked) < many or len(set(picked[:many])) != many:
            said = ask.word("ask.fdt.pick", n=many, band=band)
            raise RuleBroken(said, n.AGE)
        return picked[:many]  # names beyond the band's are spare (one list, any band)

    chosen = ask.ask(
        Question(
            f"age_{what}",
            ask.word(f"ask.fdt.age_{what}.{band}"),
            option=f"--age-{what}",
            limits=ask.word("ask.fdt.of", names=", ".join(pool))
            if many > 1
            else ", ".join(pool),
            parse=parse,
            text_option=True,
            shown=",".join,
            draw=lambda: tuple(rng.sample(list(pool), many)),
        )
    )
    return tuple(chosen)


def _innate(birth, ask: Walk) -> None:
    count = birth.tables["ages"][birth.band]["innate"]
    base = birth.tables["ages"][birth.band]["innate_base"]

    def parse(raw: str) -> tuple:
        found = tuple(names(raw))
        if len(found) < count:
            said = ask.word("ask.fdt.innate_count", n=count, band=birth.band)
            raise RuleBroken(said, n.AGE)
        found = found[:count]  # the first COUNT (one list serves any band)
        held = {s.casefold() for s in birth.values}
        for skill in found:
            if n.skill_name(skill).casefold() in held:
                message = ask.word("ask.fdt.skill_held", skill=skill)
                raise RuleBroken(message, n.AGE)
            held.add(n.skill_name(skill).casefold())
        return found

    skills = ask.ask(
        Question(
            "innate",
            ask.word("ask.fdt.innate", n=count, base=base),
            option="--innate",
            limits=ask.word("ask.fdt.innate_limits"),
            parse=parse,
            text_option=True,
            shown=",".join,
        )
    )
    rolled = birth.roll_innate(list(skills))
    innate = ", ".join(f"{k} {v}" for k, v in rolled.items())
    ask.say("  " + _("innate: {skills}").format(skills=innate))


# -- 1.1 the points of modo Casuale, 1.7 height and money ------------------------


def _extras(birth, ask: Walk, rng) -> dict:
    if birth.casuale:
        points = birth.roll_points()
        ask.say(f"3d4: {points}")
        held = tuple(birth.values)

        def parse(raw: str) -> dict:
            spread = parse_spread(raw, points, held)
            if sum(spread.values()) != points:
                said = ask.word("ask.fdt.spread_all", n=points)
                raise RuleBroken(said, n.MODES)
            return spread

        spread = ask.ask(
            Question(
                "points",
                ask.word("ask.fdt.spread", n=points),
                option="--spread",
                limits=ask.word("ask.fdt.spread_limits"),
                parse=parse,
                text_option=True,
                shown=lambda v: ",".join(f"{k}={p}" for k, p in v.items()),
                draw=lambda: {rng.choice(held): points},
            )
        )
        birth.spread(spread)
    height = ask.options.get("roll_height")
    if height or ask.confirm(ask.word("ask.fdt.height"), default=False):
        height, weight = birth.roll_height()
        ask.tell("ask.fdt.height_told", height=height, weight=weight)
    money = ask.ask(
        Question(
            "money",
            ask.word("ask.fdt.money"),
            option="--money",
            limits=ask.word("ask.fdt.money_limits"),
            optional=True,
            check=_check_money,
        )
    )
    if money:
        ask.tell("ask.fdt.money_told", oro=birth.roll_money(money))
    pasti = ask.options.get("pasti")
    return {"pasti": pasti or 0}


def parse_spread(raw: str, points: int, held: tuple) -> dict[str, int]:
    """'Pescare=2,Forza': the points, the name without =N taking the rest."""
    spread = parse.filled(parse.spread(raw), points)
    found = {}
    for name, amount in spread.items():
        known = n.canonical(name, held)
        if known is None:
            raise RuleBroken(
                _("{name!r} is not on the sheet").format(name=name), n.MODES
            )
        found[known] = found.get(known, 0) + amount
    if any(amount < 1 for amount in found.values()):
        raise RuleBroken(
            _("spread the {points} points of the 3d4, all of them").format(
                points=points
            ),
            n.MODES,
        )
    return found


def _check_money(expression) -> None:
    from journal.domain import notation

    if expression in ANSWERED:
        return
    for term in notation.parse(expression):
        if term.keep or term.explode:
            raise RuleBroken(
                _("{expression!r}: Fuori dal Tempo keeps every die").format(
                    expression=expression
                ),
                n.DICE,
            )


def _changes(changes: list[dict]) -> str:
    shown = [
        f"{c['name']} {c['amount']:+d}"
        if "amount" in c
        else f"{c['name']} {c['value']}"
        for c in changes
    ]
    return ", ".join(shown) or "—"


def preview(sheet: dict, lang: str = "en") -> str:
    from journal.domain.fdt.sheet import FdtSheet
    from journal.projections.fdt.views import sheet_text

    return sheet_text(FdtSheet.from_sheet("new", sheet), lang)
