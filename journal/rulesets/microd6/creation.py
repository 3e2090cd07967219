"""`journal character create NAME --player P` for µD6: the sheet asked key by key.

The seed has no creation rules (no characteristic names, no starting tenacia):
the table sets them, so the walk asks what a sheet file holds (journal/prompts.py
asks: limits said, defaults shown, each answer checked as it comes), offers
the names the campaign's characters already use, and records the character
as `--from` would, after the same checks. Every key is an option too.
"""

from __future__ import annotations

import click

from journal.domain.errors import RuleBroken
from journal.prompts import Question, Walk, check_new, whole

SECTION = "Tiro Azione"


def create(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Ask, confirm, record; returns the records."""
    from journal.data import load_table
    from journal.domain.microd6.sheet import load_category
    from journal.domain.microd6.stats import STAT_LIMIT
    from journal.projections.microd6.views import load_word
    from journal.sheetfiles import checked_answers

    check_new(env, name, player)
    ask = Walk(env, options, yes, as_json)
    catalogue, _ = load_table("gear", "journal.domain.microd6.data")
    used = campaign_stats(env)
    with ask.keeping():
        ask.tell("ask.microd6.intro")
        stats: dict[str, int] = {}
        for key in ("characteristics", "skills"):
            stats.update(ask_stats(ask, key, stats, used, STAT_LIMIT))
        if not stats:
            raise RuleBroken("a character needs at least one stat", SECTION)
        tenacia = ask.ask(number(ask, "tenacia", 0, 99, 0))
        most = ask.ask(number(ask, "tenacia_max", tenacia, 99, None, optional=True))
        coins = ask.ask(number(ask, "coins", 0, 99_999, 0))
        gear = ask_gear(ask, catalogue)
        items = [i for i in catalogue["item"] if i["name"] in gear]
        load = sum(i["load"] for i in items)
        word = load_word(load_category(load), env.lang)
        ask.tell("ask.microd6.load", n=load, category=word)
        document = {
            "name": name, "player": player, "stats": stats, "tenacia": tenacia,
            "coins": coins, "gear": gear,
        }  # fmt: skip
        if most is not None:
            document["tenacia_max"] = most
        sheet = checked_answers(env.ruleset, document, name)
        ask.say(preview(sheet, env.lang))
        if not ask.confirm(ask.word("ask.record", name=name), default=True):
            raise click.Abort
    stamp = env.stamp()
    return env.app.change(env.campaign, lambda c: c.create_character(sheet, stamp))


def campaign_stats(env) -> list[str]:
    """The stat names the campaign's characters use (the table's own names)."""
    state = env.app.current_state(env.campaign)
    found: dict[str, str] = {}
    for sheet in state.characters.values():
        for stat in getattr(sheet, "stats", {}) or {}:
            found.setdefault(stat.casefold(), stat)
    return sorted(found.values())


def ask_stats(ask: Walk, key: str, before: dict, used: list, limit: int) -> dict:
    from journal.domain.text import clean_name

    def parse(raw: str) -> tuple[str, int]:
        stat, equals, value = raw.rpartition("=")
        if not equals or not stat.strip():
            raise click.BadParameter(ask.word("ask.microd6.stat_form", answer=raw))
        return clean_name(stat, "stat"), whole(0, limit, ask.word)(value)

    def check(entry) -> None:
        (stat, _), earlier = entry
        taken = [s.casefold() for s in before] + [s.casefold() for s, _ in earlier]
        if stat.casefold() in taken:
            raise RuleBroken(ask.word("ask.microd6.stat_twice", name=stat), SECTION)

    given = ask.options.get(key)
    if isinstance(given, dict):
        ask.options[key] = list(given.items())
    entries = ask.ask_list(
        Question(
            key,
            ask.word(f"ask.microd6.{key}"),
            option="--characteristic" if key == "characteristics" else "--skill",
            limits=ask.word("ask.microd6.stat_limits", n=limit),
            example="Agilità=2" if key == "characteristics" else "Furtività=1",
            parse=parse,
            check=check,
            shown=lambda entry: f"{entry[0]}={entry[1]}",
            examples=used,
            examples_are="ask.microd6.used",
            at_least=1 if key == "characteristics" else 0,
        )
    )
    return dict(entries)


def number(ask: Walk, key: str, low: int, high: int, default, optional=False):
    return Question(
        key,
        ask.word(f"ask.microd6.{key}"),
        option=f"--{key.replace('_', '-')}",
        limits=ask.word(f"ask.microd6.{key}_limits", low=low, high=high),
        default=default,
        parse=whole(low, high, ask.word),
        check=lambda value: whole(low, high, ask.word)(str(value)),
        optional=optional,
    )


def ask_gear(ask: Walk, catalogue: dict) -> list[str]:
    names = [item["name"] for item in catalogue["item"]]
    shown = {
        item["name"]: f"{item['name']} ({item['load']}🔸)" for item in catalogue["item"]
    }
    return ask.ask_list(
        Question(
            "gear",
            ask.word("ask.microd6.gear"),
            option="--gear",
            choices=names,
            limits=ask.word("ask.microd6.gear_limits"),
            example="Arco corto",
            check=lambda entry: ask.choice(entry[0], names),
            examples=[shown[n] for n in names],
        )
    )


def preview(sheet: dict, lang: str) -> str:
    from journal.domain.microd6.sheet import MicroSheet
    from journal.projections.microd6.views import sheet_text

    return sheet_text(MicroSheet.from_sheet("new", sheet), lang)


def _pairs(ctx, param, values) -> list[tuple[str, int]]:
    found = []
    for text in values:
        stat, equals, value = text.rpartition("=")
        if not equals or not stat.strip() or not value.strip().isdigit():
            raise click.BadParameter(f"{text!r}: write NAME=N, e.g. Agilità=2")
        found.append((stat.strip(), int(value)))
    return found


def extra():
    """`character create`'s options for µD6 (each a key of the sheet)."""
    from journal.extras import Extra

    return Extra(
        options=(
            click.option(
                "--characteristic",
                "characteristics",
                multiple=True,
                callback=_pairs,
                metavar="NAME=N",
                help="A characteristic and its dice, 0..20 (repeat).",
            ),
            click.option(
                "--skill",
                "skills",
                multiple=True,
                callback=_pairs,
                metavar="NAME=N",
                help="A competence (repeat).",
            ),
            click.option("--tenacia", type=int, help="Tenacia at the start."),
            click.option(
                "--tenacia-max",
                "tenacia_max",
                type=int,
                help="Its most, if the table keeps one.",
            ),
            click.option("--coins", type=int, help="Monete."),
            click.option(
                "--gear",
                multiple=True,
                metavar="ITEM",
                help="An item of the seed's list (repeat).",
            ),
        ),  # fmt: skip
        help=HELP,
    )


HELP = """µD6: the seed names no characteristics and sets no starting values, so
NAME --player P asks the sheet's keys one by one (the names the campaign's
characters use offered), and each is an option too; --yes asks nothing.

\b
Example:
  journal character create "Lia Corvo" --player Ana --yes \\
      --characteristic Agilità=2 --characteristic Vigore=1 \\
      --skill Furtività=2 --tenacia 5 --coins 4 --gear "Arco corto\""""
