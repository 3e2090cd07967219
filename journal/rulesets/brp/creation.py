"""`journal character create NAME --player P [--random]` for BRP (2.3–2.8).

The characteristics are rolled (every face recorded), rolled again while the
GM offers it to everyone, then the player moves up to 3 points and chooses the
era, a profession, the skills' values, weapons and armour (journal/prompts.py
asks: choices listed, limits said, each answer checked as it comes). The whole
is checked like a sheet file before anything is recorded; a refusal there asks
the choices again with every answer kept. Under --yes a profession not given
is drawn (reproducibly with --seed).
"""

from __future__ import annotations

import click

from journal.domain.errors import SheetError
from journal.prompts import Question, Walk
from journal.rulesets.brp.creation_options import _move, skill_pair


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Roll, choose, confirm, record; returns the records."""
    from journal.data import load_table
    from journal.domain.brp.creation import Birth

    tables, _ignored = load_table("tables", "journal.domain.brp.data")
    env.app.load(env.campaign).check_new_birth(name, player)
    ask = Walk(env, options, yes, as_json)
    birth = Birth(dice)
    with ask.keeping():
        roll_sets(birth, options.get("rerolls"), ask)
        moves = ask_moves(ask, birth.rolled())
        choices, sheet = ask.settle(
            lambda: choose(ask, (name, player), birth, moves, tables, dice)
        )
        ask.say(preview(sheet, env.lang))
        if not ask.confirm(ask.word("ask.record", name=name), default=True):
            raise click.Abort
    stamp = env.stamp()
    return env.app.change(
        env.campaign,
        lambda c: c.create_random_character(
            (name, player), birth, choices, tables, stamp
        ),
    )


def roll_sets(birth, rerolls: int | None, ask: Walk) -> None:
    """The first set, then each re-roll the GM offers everyone (2.3)."""
    for _ignored in range((rerolls or 0) + 1):
        birth.roll()
        ask.say(rolled_line(birth.sets[-1]))
    while rerolls is None and ask.confirm(ask.word("ask.brp.reroll"), default=False):
        birth.roll()
        ask.say(rolled_line(birth.sets[-1]))


def rolled_line(rolls: list[dict]) -> str:
    return "  ".join(
        f"{r['characteristic']} {r['total']} ({'+'.join(map(str, r['faces']))})"
        for r in rolls
    )


def ask_moves(ask: Walk, rolled: dict) -> list[tuple[str, str, int]]:
    """Up to 3 points moved, one move a line, each checked with those before."""
    from journal.domain.brp import names as n
    from journal.domain.brp.creation import moved

    def check(entry) -> None:
        move, before = entry
        moved(rolled, [*before, move])

    moves = ask.ask_list(
        Question(
            "moves",
            ask.word("ask.brp.moves"),
            option="--move",
            limits=ask.word("ask.brp.moves_limits", names=" ".join(n.CHARACTERISTICS)),
            example="INT:FOR:2",
            parse=lambda raw: _move(None, None, [raw])[0],
            check=check,
            shown=lambda m: f"{m[0]}:{m[1]}:{m[2]}",
        )
    )
    chars = moved(rolled, moves)
    ask.say("  " + "  ".join(f"{k} {v}" for k, v in chars.items()))
    return moves


def choose(ask: Walk, who, birth, moves, tables: dict, dice):
    """The era, profession, skills and gear; checked like a sheet file."""
    from journal.domain.brp import catalogue
    from journal.domain.brp import names as n
    from journal.domain.brp.creation import Choices, moved, sheet_data
    from journal.domain.brp.sheetfile import parse_sheet

    chars = moved(birth.rolled(), moves)
    era = ask.ask(
        Question(
            "era",
            ask.word("ask.brp.era"),
            option="--era",
            choices=catalogue.ERAS,
            default="modern",
        )
    )
    profession = ask_profession(ask, tables, dice)
    skills = ask_skills(ask, tables, chars, era, profession)
    held = {**catalogue.starting_skills(tables, chars, era), **skills}
    choices = Choices(
        moves=moves,
        profession=profession,
        skills=skills,
        weapons=[{"name": w} for w in ask_gear(ask, tables, "weapons", held)],
        armour=[{"name": a} for a in ask_gear(ask, tables, "armours", held)],
        era=era,
    )
    birth.dice.check_all_used(n.CHARS)
    return choices, parse_sheet(sheet_data(*who, chars, choices), tables)


def ask_profession(ask: Walk, tables: dict, dice) -> str:
    import random

    names = list(tables["professions"])
    seeded = random.Random(f"profession:{dice.seed}") if dice.seed is not None else None
    rng = seeded or random.SystemRandom()
    chosen = ask.ask(
        Question(
            "profession",
            ask.word("ask.brp.profession"),
            option="--profession",
            choices=names,
            check=lambda value: ask.choice(value, names),
            draw=lambda: rng.choice(names),
        )
    )
    chosen = ask.choice(chosen, names)  # an option's spelling, the SRD's
    data = tables["professions"][chosen]
    more = ""
    if data.get("count"):
        more = ask.word(
            "ask.brp.profession_more", n=data["count"], of=", ".join(data["choose"])
        )
    ask.say("  " + ask.word("ask.brp.profession_skills", name=chosen,
                            skills=", ".join(data["skills"]), more=more))  # fmt: skip
    return chosen


def ask_skills(ask: Walk, tables: dict, chars: dict, era: str, profession: str):
    from journal.domain.brp import catalogue, points
    from journal.domain.brp import names as n
    from journal.domain.brp.points import PERSONAL_PER_INT, PROFESSIONAL
    from journal.domain.brp.sheetmodel import SKILL_MAX
    from journal.domain.brp.sheetparts import skill_base
    from journal.domain.suggest import did_you_mean

    known = sorted(tables["skills"])

    def parse(raw: str) -> dict:
        name, value = skill_pair(raw)
        return {"name": name, "value": value}

    def check(entry) -> None:
        skill, before = entry
        skill["name"] = catalogue.canonical(tables, skill["name"])
        try:
            base = skill_base(
                tables, skill["name"], chars, (era, False), "random", skill["value"]
            )
        except SheetError as error:
            hint = did_you_mean(skill["name"], known)
            raise SheetError(error.message + hint, error.section) from None
        if not base <= skill["value"] <= SKILL_MAX:
            said = ask.word("ask.brp.skill_value", name=skill["name"],
                            value=skill["value"], base=base)  # fmt: skip
            raise SheetError(said, n.SKILLS)
        if any(s["name"] == skill["name"] for s in before):
            raise SheetError(ask.word("ask.brp.skill_twice", name=skill["name"]),
                             n.SKILLS)  # fmt: skip
        skill["base"] = base
        spent = {s["name"]: s["value"] - s["base"] for s in [*before, skill]}
        points.check_points(
            {k: v for k, v in spent.items() if v > 0},
            points.profession_of(profession, tables),
            chars["INT"],
        )

    given = ask.options.get("skills")
    if isinstance(given, dict):  # --skill NAME=VALUE, repeated
        ask.options["skills"] = [{"name": k, "value": v} for k, v in given.items()]
    entries = ask.ask_list(
        Question(
            "skills",
            ask.word("ask.brp.skills"),
            option="--skill",
            limits=ask.word(
                "ask.brp.skills_limits",
                points=PROFESSIONAL,
                profession=profession,
                personal=PERSONAL_PER_INT * chars["INT"],
            ),  # fmt: skip
            example="Rissa=60",
            parse=parse,
            check=check,
            shown=lambda entry: f"{entry['name']}={entry['value']}",
            examples=known,
        )
    )
    return {entry["name"]: entry["value"] for entry in entries}


def ask_gear(ask: Walk, tables: dict, kind: str, skills: dict) -> list[str]:
    """Weapons (each only with its skill at 50%: 2.9) or armour, by name."""
    from journal.domain.brp.sheetgear import check_starting_weapons, weapon_of

    if kind == "weapons":
        names = [*tables["weapons"], *tables["shields"]]
    else:
        names = list(tables["armour"])

    def check(entry) -> None:
        name = ask.choice(entry[0], names)
        if kind == "weapons":
            check_starting_weapons([weapon_of({"name": name}, tables)], skills)

    return ask.ask_list(
        Question(
            kind,
            ask.word(f"ask.brp.{kind}"),
            option="--weapon" if kind == "weapons" else "--armour",
            choices=names,
            limits=ask.word(f"ask.brp.{kind}_limits"),
            example=names[0],
            check=check,
        )
    )


def preview(sheet: dict, lang: str) -> str:
    from journal.domain.brp.sheet import BrpSheet
    from journal.projections.brp.views import sheet_text

    return sheet_text(BrpSheet.from_sheet("new", sheet), lang)
