"""The walk of `journal character create NAME --player P [--random]` (Dàimon 2090).

The rulebook's procedure step by step (journal/prompts.py asks): the 12 points
one characteristic at a time, the bonus, the social path and its tables, the
crossing, the particular event, then the free choices (creation_steps.py).
Every choice is an option too; under --yes a choice not given is drawn within
the rules (creation_draw.py). Nothing is recorded until the last confirmation;
a late refusal asks the free choices again with every answer kept.
"""

from __future__ import annotations

import click

from journal.domain.daimon2090.names import CHARACTERISTICS, display_name
from journal.prompts import Question, Walk, whole
from journal.rulesets.daimon2090 import creation_options as parse
from journal.rulesets.daimon2090 import creation_steps as steps
from journal.rulesets.daimon2090.creation_draw import Drawer

BASE_POINTS, LEAST, MOST = 12, 1, 5  # [PUNTEGGI]


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Walk the procedure, confirm, record; returns the records. Under --yes
    every choice not given is drawn at random (with --seed, reproducibly)."""
    from journal.data import load_table
    from journal.domain.daimon2090.birth import Birth

    env.app.load(env.campaign).check_new_birth(name, player)
    ask = Walk(env, options, yes, as_json)
    birth = Birth(
        name, player, *load_table("creation", "journal.domain.daimon2090.data"), dice
    )
    draw = Drawer(dice, birth.tables) if yes else None  # creation_draw.py
    with ask.keeping():
        choices, sheet = walk(birth, options, ask, draw)
        ask.say(preview(sheet, env.lang))
        if not ask.confirm(ask.word("ask.record", name=name), default=True):
            raise click.Abort
    stamp = env.stamp()
    return env.app.change(
        env.campaign, lambda c: c.create_random_character(birth, choices, stamp)
    )


def walk(birth, options: dict, ask: Walk, draw: Drawer | None) -> tuple:
    """The procedure's steps, each asked, given or drawn: (choices, sheet)."""
    if draw:
        ask.options.update(draw.points(options))
    characteristics(birth, ask)
    steps.social_path(birth, ask)
    if draw:
        ask.options.update(draw.crossing(ask.options, birth))
    steps.first_class(birth, ask)
    steps.particular_event(birth, ask)
    if draw:
        ask.options.update(draw.free(ask.options, birth))
    return steps.free_choices(birth, ask)


def preview(sheet: dict, lang: str = "en") -> str:
    from journal.domain.daimon2090.sheet import Sheet
    from journal.projections.daimon2090.views import sheet_text

    return sheet_text(Sheet.from_sheet("new", sheet), lang)


def characteristics(birth, ask: Walk) -> None:
    """[PUNTEGGI] 12 points, then a die each (4-6: +1) or 2 free points."""
    points = given_points(ask) or ask_points(ask)
    choice = ask.ask(
        Question(
            "bonus",
            ask.word("ask.daimon.bonus"),
            option="--bonus",
            limits=ask.word("ask.daimon.bonus_limits"),
            default="roll",
            parse=parse.bonus,
            shown=lambda v: v if isinstance(v, str) else ",".join(v),
        )
    )
    scores = birth.roll_characteristics(points, None if choice == "roll" else choice)
    shown = "  ".join(f"{display_name(k)} {scores[k]}" for k in CHARACTERISTICS)
    faces = " ".join(map(str, birth.rolls[0]["dice"])) if birth.rolls else None
    if faces:
        ask.tell("ask.daimon.characteristics_dice", faces=faces, shown=shown)
    else:
        ask.tell("ask.daimon.characteristics", shown=shown)


def given_points(ask: Walk) -> dict[str, int] | None:
    """--characteristics, checked: at the table a wrong one is asked again."""
    from journal.domain.daimon2090.randomgen import check_base_points
    from journal.domain.errors import RuleBroken

    points = ask.options.get("characteristics")
    if not points:
        return None
    try:
        check_base_points(points)
    except RuleBroken as error:
        if ask.yes:
            raise
        ask.tell("ask.wrong_option", option="--characteristics", why=ask.why(error))
        return None
    return points


def ask_points(ask: Walk) -> dict[str, int]:
    """One characteristic at a time, each within what the others leave."""
    ask.tell("ask.daimon.points")
    points: dict[str, int] = {}
    for number, key in enumerate(CHARACTERISTICS):
        after = len(CHARACTERISTICS) - number - 1
        left = BASE_POINTS - sum(points.values())
        low, high = max(LEAST, left - MOST * after), min(MOST, left - LEAST * after)
        if low == high:  # what the others leave (the last one, say)
            points[key] = low
            ask.tell("ask.daimon.points_last", name=display_name(key), n=low)
            continue
        points[key] = ask.ask(
            Question(
                f"points:{key}",
                display_name(key),
                limits=ask.word("ask.daimon.points_left", low=low, high=high, n=left),
                default=min(high, max(low, 2)),
                parse=whole(low, high, ask.word),
            )
        )
    ask.typed["characteristics"] = (
        "--characteristics",
        [",".join(str(points[k]) for k in CHARACTERISTICS)],
    )
    ask.answers["characteristics"] = points
    return points
