"""`journal character create NAME --player P` for "Le azioni": the sheet asked
key by key.

The fragment has no creation rules: a characteristic is one die or more (the
book shows Agilità 1d8), a skill too, and what else the table tracks (wounds,
coins) is its own. The walk asks what a sheet file holds (journal/prompts.py
asks: limits said, each answer checked as it comes), offers the names the
campaign's characters already use, and records the character as `--from`
would, after the same checks. Every key is an option too.
"""

from __future__ import annotations

import re

import click

from journal.domain.errors import RuleBroken
from journal.prompts import Question, Walk, check_new

SECTION = "Scheda"
_TRACK = re.compile(r"\s*(-?\d{1,6})\s*(?:/\s*(-?\d{1,6}))?\s*")


def create(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Ask, confirm, record; returns the records."""
    from journal.sheetfiles import checked_answers

    check_new(env, name, player)
    ask = Walk(env, options, yes, as_json)
    used = campaign_names(env)
    with ask.keeping():
        ask.tell("ask.azioni.intro")
        document = {"name": name, "player": player}
        for key in ("characteristics", "skills"):
            document[key] = dict(ask_pairs(ask, key, dice_value, used.get(key, [])))
        document["modifiers"] = dict(ask_pairs(ask, "modifiers", modifier, []))
        document["tracks"] = dict(ask_pairs(ask, "tracks", track, used["tracks"]))
        sheet = checked_answers(env.ruleset, document, name)
        ask.say(preview(sheet, env.lang))
        if not ask.confirm(ask.word("ask.record", name=name), default=True):
            raise click.Abort
    stamp = env.stamp()
    return env.app.change(env.campaign, lambda c: c.create_character(sheet, stamp))


def campaign_names(env) -> dict[str, list[str]]:
    """The names the campaign's characters use, by kind (the table's own)."""
    state = env.app.current_state(env.campaign)
    found: dict[str, dict[str, str]] = {"characteristics": {}, "skills": {}}
    found["tracks"] = {}
    for sheet in state.characters.values():
        for key, names in found.items():
            for name in getattr(sheet, key, {}) or {}:
                names.setdefault(name.casefold(), name)
    return {key: sorted(names.values()) for key, names in found.items()}


def dice_value(text: str) -> str:
    from journal.domain.azioni import pool

    return pool.text(pool.parse(text.strip(), "dice"))


def modifier(text: str) -> int:
    from journal.domain.azioni.rules import MODIFIER_LIMIT

    found = re.fullmatch(r"\s*([+-]\d{1,3})\s*", text)
    if not found or not 0 < abs(int(found.group(1))) <= MODIFIER_LIMIT:
        raise RuleBroken(
            f"a modifier is ±1..{MODIFIER_LIMIT}, signed, not {text.strip()!r}",
            SECTION,
        )
    return int(found.group(1))


def track(text: str) -> dict:
    found = _TRACK.fullmatch(text)
    if not found:
        raise RuleBroken(f"{text.strip()!r}: write N, or N/MOST", SECTION)
    value, most = int(found.group(1)), found.group(2)
    entry = {"value": value, "min": 0}
    if most is not None:
        entry["max"] = int(most)
    if value < 0 or (most is not None and value > int(most)):
        raise RuleBroken(f"{text.strip()}: the value is outside 0..{most}", SECTION)
    return entry


def ask_pairs(ask: Walk, key: str, reader, used: list) -> list[tuple[str, object]]:
    from journal.domain.text import clean_name

    def parse(raw: str) -> tuple[str, object]:
        name, equals, value = raw.partition("=")
        if not equals or not name.strip():
            raise click.BadParameter(
                ask.word("ask.azioni.form", answer=raw, example=EXAMPLES[key])
            )
        return clean_name(name, "name"), reader(value)

    def check(entry) -> None:
        (name, _), earlier = entry
        if name.casefold() in (n.casefold() for n, _ in earlier):
            raise RuleBroken(ask.word("ask.azioni.twice", name=name), SECTION)

    given = ask.options.get(key)
    if given and isinstance(given[0], str):  # options as typed: NAME=VALUE
        ask.options[key] = [parse(text) for text in given]
    return ask.ask_list(
        Question(
            key,
            ask.word(f"ask.azioni.{key}"),
            option=OPTIONS[key],
            limits=ask.word(f"ask.azioni.{key}_limits"),
            example=EXAMPLES[key],
            parse=parse,
            check=check,
            shown=lambda entry: f"{entry[0]}={shown(entry[1])}",
            examples=used,
            examples_are="ask.azioni.used",
            at_least=1 if key == "characteristics" else 0,
        )
    )


def shown(value) -> str:
    if isinstance(value, dict):
        most = value.get("max")
        return f"{value['value']}/{most}" if most is not None else str(value["value"])
    if isinstance(value, int):
        return f"{value:+d}"
    return str(value)


OPTIONS = {
    "characteristics": "--characteristic",
    "skills": "--skill",
    "modifiers": "--modifier",
    "tracks": "--track",
}
EXAMPLES = {
    "characteristics": "Agilità=1d8",
    "skills": "Acrobazia=1d6",
    "modifiers": "Moncherino=-2",
    "tracks": "Ferite=0/5",
}


def preview(sheet: dict, lang: str) -> str:
    from journal.domain.azioni.sheet import AzioniSheet
    from journal.projections.azioni.views import sheet_text

    text = sheet_text(AzioniSheet.from_sheet("new", sheet), lang)
    tracks = [
        f"{name} {t['value']}" + (f"/{t['max']}" if t.get("max") is not None else "")
        for name, t in sheet.get("tracks", {}).items()
    ]
    return text + ("\n  " + "   ".join(tracks) if tracks else "")


def extra():
    """`character create`'s options for "Le azioni" (each a key of the sheet)."""
    from journal.extras import Extra

    def repeat(name: str, dest: str, metavar: str, text: str):
        return click.option(name, dest, multiple=True, metavar=metavar, help=text)

    return Extra(
        options=(
            repeat(
                "--characteristic",
                "characteristics",
                "NAME=DICE",
                "A characteristic and its dice, e.g. Agilità=1d8 (repeat).",
            ),
            repeat("--skill", "skills", "NAME=DICE", "A skill (repeat)."),
            repeat(
                "--modifier",
                "modifiers",
                "NAME=±N",
                "A standing modifier, e.g. Moncherino=-2 (repeat).",
            ),
            repeat(
                "--track",
                "tracks",
                "NAME=N[/MOST]",
                "A resource the table tracks, e.g. Ferite=0/5 (repeat).",
            ),
        ),  # fmt: skip
        help=HELP,
    )


HELP = """"Le azioni": the fragment has no creation rules, so NAME --player P asks
the sheet's keys one by one (the names the campaign's characters use offered),
and each is an option too; --yes asks nothing.

\b
Example:
  journal character create "Mira Falco" --player Ana --yes \\
      --characteristic Agilità=1d8 --characteristic Forza=1d6 \\
      --skill Acrobazia=1d6 --track Ferite=0/5 --track Monete=12"""
