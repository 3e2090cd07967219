"""The walk of `journal character create NAME --player P --random` (1.1–1.7).

Each step asks the player unless its option was given; under --yes nothing is
asked and a missing choice is a usage error naming its option. Nothing is
recorded until the last confirmation.
"""

from __future__ import annotations

import click

from journal.domain.fdt.i18n import _
from journal.rulesets.fdt import creation_options as parse


class Asker:
    """Prompts and narration; on stderr when stdout carries --json."""

    def __init__(self, yes: bool, as_json: bool) -> None:
        self.yes, self.err = yes, as_json

    def say(self, text: str) -> None:
        click.echo(text, err=self.err)

    def ask(self, given, option: str, text: str, parser=str):
        """The option's value, else the player's answer (parsed)."""
        if given not in (None, "", [], ()):
            return given
        if self.yes:
            raise click.UsageError(
                _(
                    "--yes needs {option}: every choice is an option",
                ).format(option=option)
            )
        while True:
            answer = click.prompt(text, err=self.err)
            try:
                return parser(answer)
            except click.BadParameter as error:
                self.say(f"Error: {error.message}")


def create_random(env, name, player, options: dict, dice, yes: bool, as_json: bool):
    """Walk the procedure, confirm, record; returns the records."""
    from journal.data import load_table
    from journal.domain.fdt.birth import Birth

    env.app.load(env.campaign).check_new_birth(name, player)
    tables, digest = load_table("creation", "journal.domain.fdt.data")
    birth = Birth(name, player, options["mode"], tables, dice, digest)
    ask = Asker(yes, as_json)
    _race(birth, options, ask)
    _education(birth, options, ask)
    _age(birth, options, ask)
    _extras(birth, options, ask)
    sheet = birth.finish({"pasti": options["pasti"]})
    ask.say(preview(sheet))
    if not yes and not click.confirm(
        _(
            "Record {name}?",
        ).format(name=name),
        default=True,
        err=as_json,
    ):
        raise click.Abort
    stamp = env.stamp()
    extra = {"pasti": options["pasti"]}
    return env.app.change(
        env.campaign, lambda c: c.create_by_rules(birth, extra, stamp)
    )


def _race(birth, options, ask: Asker) -> None:
    race = None
    if not birth.casuale:
        race = ask.ask(options["race"], "--race", "Race (Umano, Elfo, Nano)")
    ask.say(f"Razza: {birth.choose_race(race)}")
    ask.say(f"  {_changes(birth.roll_race_modifiers())}")


def _education(birth, options, ask: Asker) -> None:
    specs = list(options["educations"])
    if birth.casuale:
        specs = specs or _ask_many(ask, "--education", "Profession of the list")
        rolled = birth.choose_profession(None, [e.profession for e in specs])
        specs = [next(e for e in specs if e.profession == rolled)]
    else:
        specs = specs or [
            ask.ask(None, "--education", "Profession SPEC", parse.education)
        ]
    ask.say(f"Mestiere: {' / '.join(e.profession for e in specs)}")
    ask.say(f"  {_changes(birth.roll_education(specs))}")


def _age(birth, options, ask: Asker) -> None:
    from journal.domain.fdt.birthrules import AgeChoice

    years = None
    if not birth.casuale:
        years = ask.ask(options["age"], "--age", "Age in years (24..65)", int)
    ask.say(f"Età: {birth.choose_age(years)} ({birth.band})")
    need = {
        "Giovane": ("characteristics", "skills"),
        "Maturo": ("characteristics",),
        "Esperto": ("characteristics", "skills", "other"),
        "Anziano": ("spared",),
    }[birth.band]
    found = {key: _age_choice(options, key, ask) for key in need}
    many = 3 if birth.band == "Esperto" else 1  # names beyond the band's are spare
    choice = AgeChoice(
        tuple(parse.names(found.get("characteristics"))[:many]),
        tuple(parse.names(found.get("skills"))[:many]),
        found.get("other"),
        found.get("spared"),
    )
    ask.say(f"  {_changes(birth.roll_age_modifiers(choice))}")
    count = birth.tables["ages"][birth.band]["innate"]
    innate = ask.ask(options["innate"], "--innate", f"{count} innate skills (a,b,...)")
    rolled = birth.roll_innate(parse.names(innate)[:count])  # the first COUNT
    ask.say(f"  innate: {', '.join(f'{k} {v}' for k, v in rolled.items())}")


def _age_choice(options, key: str, ask: Asker):
    option = f"--age-{key}"
    return ask.ask(options[f"age_{key}"], option, f"Age: {key} (comma-separated)")


def _extras(birth, options, ask: Asker) -> None:
    if birth.casuale:
        points = birth.roll_points()
        given = parse.spread(options["points"]) if options["points"] else None
        chosen = ask.ask(given, "--spread", f"Spread {points} points", parse.spread)
        birth.spread(parse.filled(chosen, points))
    if options["roll_height"]:
        ask.say("Altezza, peso: {} m, {} kg".format(*birth.roll_height()))
    if options["money"]:
        ask.say(f"Oro: {birth.roll_money(options['money'])}")


def _ask_many(ask: Asker, option: str, text: str) -> list:
    found = []
    while len(found) < 2 or click.confirm(_("Another profession?"), default=False):
        found.append(ask.ask(None, option, f"{text} (SPEC)", parse.education))
    return found


def _changes(changes: list[dict]) -> str:
    shown = [
        f"{c['name']} {c['amount']:+d}"
        if "amount" in c
        else f"{c['name']} {c['value']}"
        for c in changes
    ]
    return ", ".join(shown) or "—"


def preview(sheet: dict) -> str:
    from journal.domain.fdt.sheet import FdtSheet
    from journal.projections.fdt.views import sheet_text

    return sheet_text(FdtSheet.from_sheet("new", sheet), "en")
