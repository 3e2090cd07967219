"""Wounds and health: healing, worsening with time, death (Ferite e salute)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.output import emit_json, json_option
from journal.recording import record


@click.command("heal")
@click.argument("character")
@click.option(
    "--healer",
    metavar="CHAR",
    help="The character who cures: Primo Soccorso heals light wounds only, "
    "Medicina or Chirurgia heal every wound. It may be CHARACTER itself.",
)
@click.option("--clinic", is_flag=True, help="A clinic or hospital: every wound.")
@click.option(
    "--payer",
    type=click.Choice(["patient", "healer"], case_sensitive=False),
    default="patient",
    show_default=True,
    help="Who pays the Riserva dice: the healer only if it agrees (never a clinic).",
)
@click.option(
    "--tools",
    metavar="ITEM",
    help="The item of the healer's or the patient's equipment used up (default: "
    "the first medical kit, or advanced equipment for serious wounds).",
)
@json_option
@pass_env
def heal(env: Env, character: str, healer, clinic: bool, payer: str, tools, as_json):
    """Heal every wound of CHARACTER (Medicina e cure).

    1D heals light wounds (only when there is no serious one); 3D heal every
    wound, serious and light, back to zero. A dying character healed is active
    again. Outside a clinic the healer needs the tools, an item of its own or
    the patient's equipment, used up by the healing: a medical kit ('Kit
    medico') for light wounds, advanced equipment ('Strumentazione medica
    avanzata', 'Kit medico avanzato') for serious ones.

    \b
    Examples:
      journal heal Kira --healer Mara
      journal heal Kira --healer Mara --payer healer --tools "Kit medico"
      journal heal Kira --clinic
    """
    if bool(healer) == clinic:
        raise click.UsageError(_("give either --healer CHAR or --clinic"))
    record(
        env,
        lambda c, s: c.heal(character, healer, clinic, payer, s, tools=tools),
        as_json,
    )


@click.group("time")
def time() -> None:
    """Game time (tempo di gioco): days that pass in the story."""


@time.command("advance")
@click.option("--days", type=int, required=True, help="Days of game time (1..365).")
@click.option("--reason", metavar="TEXT", help="What the days were spent on.")
@json_option
@pass_env
def time_advance(env: Env, days: int, reason, as_json: bool) -> None:
    """Days of game time pass: untreated serious wounds worsen by one a day.

    Light wounds never worsen. For real time (one wound an hour), see `journal
    worsen`. Example: journal time advance --days 2 --reason "in fuga verso Torino"
    """
    record(env, lambda c, s: c.advance_time(days, reason, s), as_json)


@click.command("worsen")
@click.option("--yes", "confirmed", is_flag=True, help="Record without asking.")
@json_option
@pass_env
def worsen(env: Env, confirmed: bool, as_json: bool) -> None:
    """Untreated serious wounds worsen by one per hour of real time.

    Shows, for every character with serious wounds, the whole hours since its
    last serious wound or last worsening, and records them once confirmed.

    \b
    Examples:
      journal worsen
      journal worsen --yes --json
    """
    from journal.projections.daimon2090.phrases import say as phrase

    now = env.stamp().at
    campaign = env.app.load(env.campaign)
    for name in campaign.untimed():
        click.echo(phrase(env.lang, "worsen.untimed").format(name=name), err=True)
    due = campaign.worsening_due(now)
    for entry in due:
        line = phrase(env.lang, "worsen.due").format(**entry, **after(entry))
        click.echo(line, err=as_json)
    if not due or not (confirmed or click.confirm(ask(env.lang), err=as_json)):
        click.echo(phrase(env.lang, "worsen.nothing"), err=as_json)
        return emit_json([]) if as_json else None
    record(env, lambda c, s: c.worsen_wounds(now, s), as_json)


def after(entry: dict) -> dict:
    return {"after": entry["wounds"] + entry["applied"]}


def ask(lang: str) -> str:
    from journal.projections.daimon2090.phrases import say as phrase

    return phrase(lang, "worsen.confirm")


@click.command("death")
@click.argument("character")
@click.option("--reason", metavar="TEXT", help="How it happened.")
@json_option
@pass_env
def death(env: Env, character: str, reason, as_json: bool) -> None:
    """CHARACTER is dead: the table decides, the journal never infers it.

    A dead character cannot act, help, heal or be healed (Morte del
    personaggio). Example: journal death Dario --reason "colpo alla testa"
    """
    record(env, lambda c, s: c.record_death(character, reason, s), as_json)
