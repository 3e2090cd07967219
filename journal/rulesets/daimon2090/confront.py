"""Confrontations (Confronti): `journal confront A:... B:...` and the stall's choices.

`confront` is a group whose first word picks a subcommand (escalate, withdraw,
refuse, accept, stalls); anything else is a confrontation's sides, as if
`confront open` had been typed.
"""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.i18n import N_
from journal.output import emit_json, json_option
from journal.recording import record
from journal.rulesets.daimon2090.pool import warn_unowned

SIDE = (
    "CHAR:CHARACTERISTIC[:SKILL][:RESERVE][:class=C][:trait=T][:bonus=N][:malus=N]"
    "[:help=CHAR][:lacks-skill]"
)
LACKING = ("lacks-skill", "senza-abilita")  # the side truly lacks SKILL
MODIFIERS = {
    "class": "klass",
    "classe": "klass",
    "trait": "trait",
    "tratto": "trait",
    "bonus": "bonus",
    "malus": "malus",
    "help": "helper",
    "aiuto": "helper",
}
ALIASES = {
    "apri": "open",
    "rilancia": "escalate",
    "ritira": "withdraw",
    "rifiuta": "refuse",
    "accetta": "accept",
    "stalli": "stalls",
}


class ConfrontGroup(click.Group):
    """Subcommands by name (Italian aliases too); sides open a confrontation."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        first = args[0] if args else None
        if first and first not in ctx.help_option_names:
            if ALIASES.get(first, first) not in self.commands:
                args = ["open", *args]
        return super().parse_args(ctx, args)

    def get_command(self, ctx: click.Context, name: str):
        return super().get_command(ctx, ALIASES.get(name, name))


@click.group(
    cls=ConfrontGroup, context_settings={"help_option_names": ["-h", "--help"]}
)
def confront() -> None:
    """Confrontations (Confronti): two or more characters against each other.

    Each side's pool is built as for a Prova (wound penalty included) plus the
    Riserva dice it commits in secret; every commitment is recorded, sealed,
    before the dice. Most successes prevails (3+ sides: the ranking is the
    result; a margin of 3+ is a clear victory). The winner discards its Riserva
    dice, the others get all but one back. A tie is a stall: every tied side
    counts as defeated (all but one back), then escalates, withdraws, refuses
    or accepts the stall.

    \b
    Examples:
      journal confront Kira:intelligenza:Hacking:2 Dario:intelligenza \\
          --dice 6,5,4,1,2,3,1,5,6,2
      journal confront escalate Kira:2 Dario:1 --dice 6,4,1
      journal confront withdraw Dario
    """


@confront.command("open")
@click.argument("sides", nargs=-1, metavar="SIDE SIDE [SIDE ...]")
@dice_options
@json_option
@pass_env
def confront_open(env: Env, sides: tuple[str, ...], dice, seed, as_json) -> None:
    """Open a confrontation; the word `open` may be left out.

    \b
    SIDE is CHAR:CHARACTERISTIC[:SKILL][:RESERVE], then optional modifiers
    :class=NAME (+1D), :trait=NAME (+1D), :bonus=N, :malus=N, :help=CHAR (one
    die of CHAR's Riserva, always discarded: Aiuto da altri; the helper stands
    outside the confrontation), and :lacks-skill when the side truly lacks SKILL
    (it counts 0). CHARACTERISTIC as for `roll` (agilita, Agilità, agility).
    --dice: side 1's faces, then side 2's, and so on, in the order the sides are
    given.

    \b
    Examples:
      journal confront Kira:agilita:3 Dario:agilita:2 --dice 6,5,4,1,1,2,1,2,5,3
      journal confront Kira:carisma::1:trait=Ambizioso Dario:spirito:Scaltrezza
      journal confront Kira:agilita:help=Mara Dario:agilita
    """
    parsed = [parse_side(text) for text in sides]
    source = make_dice(dice, seed)
    records = record(env, lambda c, s: c.confront(parsed, source, s), as_json)
    tell(records)


@confront.command("escalate")
@click.argument("commitments", nargs=-1, metavar="CHAR:RESERVE CHAR:RESERVE ...")
@dice_options
@json_option
@pass_env
def confront_escalate(env: Env, commitments, dice, seed, as_json) -> None:
    """After a stall, every tied side escalates with new Riserva dice.

    Each commitment is recorded sealed; then only those dice are rolled (at
    least 1 each). The winner discards them, the others get all but one back;
    a new tie is a new stall. --dice: each side's faces in the order given.

    Example: journal confront escalate Kira:2 Dario:1 --dice 6,4,1
    """
    parsed = [parse_commitment(text) for text in commitments]
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.escalate(parsed, source, s), as_json)


def choice_command(choice: str, summary: str, example: str, many: bool = False):
    """`withdraw CHAR`, `refuse CHAR`, `accept CHAR [CHAR ...]`."""
    metavar = "CHAR [CHAR ...]" if many else "CHAR"

    @click.argument(
        "characters", nargs=-1 if many else 1, required=True, metavar=metavar
    )
    @json_option
    @pass_env
    def command(env: Env, characters, as_json: bool) -> None:
        names = list(characters) if many else [characters]
        record(env, lambda c, s: c.settle_stall(names, choice, s), as_json)

    from journal.i18n_click import Paragraphs

    line = (
        N_(
            "Example: {example}",
        ),
        {"example": f"journal confront {choice} {example}"},
    )
    return confront.command(choice, help=Paragraphs(summary, line))(command)


choice_command(
    "withdraw",
    N_(
        "After a stall, CHAR withdraws: a normal defeat (Escalation).",
    ),
    "Dario",
)
choice_command(
    "refuse",
    N_("After a stall, CHAR refuses the escalation: a surrender, a defeat."),
    "Dario",
)
choice_command(
    "accept",
    N_(
        "After a stall, the CHARs accept it, to change strategy. When every tied "
        "side accepts, the stall stands (a new confrontation needs different "
        "characteristics and skills); a side not named insisted on escalating "
        "and, if it is the only one, wins the first confrontation (Cambio di "
        "strategia)."
    ),
    "Dario Kira",
    many=True,
)


@confront.command("stalls")
@json_option
@pass_env
def confront_stalls(env: Env, as_json: bool) -> None:
    """The open stalls, waiting for escalate, withdraw, refuse or accept.

    Example: journal confront stalls --json
    """
    from journal.domain.daimon2090.confrontation import stalls

    state = env.app.current_state(env.campaign)  # the read model: no replay
    found = [
        {
            "confrontation": confrontation,
            "round": stall["round"],
            "stalled": [state.sheet(i).name for i in stall["stalled"]],
        }
        for confrontation, stall in stalls(state.table).items()
    ]
    if as_json:
        return emit_json(found)
    if not found:
        click.echo(_("no open stall"))
    for stall in found:
        sides = _(" vs ").join(stall["stalled"])  # "Kira Voss vs Mox"
        click.echo(
            _(
                "{confrontation}  round {round}: {sides}",
            ).format(
                confrontation=stall["confrontation"], round=stall["round"], sides=sides
            )
        )


def tell(records: list[dict]) -> None:
    """Warnings the journal records but does not enforce, and skills counted 0."""
    for event in records:
        for warning in event.get("warnings", []):
            click.echo(_("warning: {warning}").format(warning=warning), err=True)
    warn_unowned(records)


def parse_side(text: str):
    from journal.domain.daimon2090.confrontation import Side

    name, _ignored, rest = text.partition(":")
    parts = [part.strip() for part in rest.split(":")]
    if not name.strip() or not parts[0]:
        raise click.BadParameter(
            _(
                "{text!r}: write {SIDE}",
            ).format(text=text, SIDE=SIDE),
            param_hint="SIDE",
        )
    flags = [part for part in parts[1:] if part.lower() in LACKING]
    parts = [parts[0], *(part for part in parts[1:] if part not in flags)]
    plain = [part for part in parts[1:] if "=" not in part]
    fields = modifiers(text, [part for part in parts[1:] if "=" in part])
    fields["lacking"] = bool(flags)
    skill, reserve = skill_and_reserve(text, plain)
    from journal.rulesets.daimon2090.pool import checked

    return checked(Side(name.strip(), parts[0], skill, reserve, **fields))


def skill_and_reserve(text: str, plain: list[str]) -> tuple[str | None, int]:
    """`:SKILL`, `:RESERVE` or `:SKILL:RESERVE` (`::2`: no skill, 2 dice)."""
    skill, reserve = "", ""
    if len(plain) == 2:
        skill, reserve = plain
    elif len(plain) == 1 and number(plain[0]):
        reserve = plain[0]
    elif len(plain) == 1:
        skill = plain[0]
    if len(plain) > 2 or (reserve and not number(reserve)):
        raise click.BadParameter(
            _(
                "{text!r}: write {SIDE}",
            ).format(text=text, SIDE=SIDE),
            param_hint="SIDE",
        )
    return skill or None, int(reserve or 0)


def modifiers(text: str, parts: list[str]) -> dict:
    """A side's modifiers, each once: a second help= is refused by the rule
    ("l'aiuto non può consistere in più di un singolo dado"), another key
    given twice is bad usage."""
    from journal.domain.daimon2090.aid import HELPING
    from journal.domain.errors import RuleBroken

    found: dict = {}
    for part in parts:
        field, value = modifier(text, part)
        if field == "helper" and field in found:
            raise RuleBroken(
                _(
                    "{text!r} has help from {value} and {value2}: help is a single die "
                    '("l\'aiuto non può consistere in più di un singolo dado")'
                ).format(text=text, value=found[field], value2=value),
                HELPING,
            )
        if field in found:
            key = part.partition("=")[0].strip()
            raise click.BadParameter(
                _(
                    "{text!r}: {key}= is given twice",
                ).format(text=text, key=key),
                param_hint="SIDE",
            )
        found[field] = value
    return found


def modifier(text: str, part: str) -> tuple[str, object]:
    key, _ignored, value = (piece.strip() for piece in part.partition("="))
    field = MODIFIERS.get(key.lower())
    if field is None or not value:
        raise click.BadParameter(
            _(
                "{text!r}: unknown modifier {part!r} (class=, trait=, bonus=, "
                "malus=, help=)",
            ).format(text=text, part=part),
            param_hint="SIDE",
        )
    if field in ("bonus", "malus"):
        if not value.isdigit():
            raise click.BadParameter(
                _(
                    "{text!r}: {key} is a number",
                ).format(text=text, key=key),
                param_hint="SIDE",
            )
        return field, int(value)
    return field, value


def parse_commitment(text: str) -> tuple[str, int]:
    name, _ignored, dice = text.rpartition(":")
    if not name.strip() or not number(dice.strip()):
        raise click.BadParameter(
            _(
                "{text!r}: write CHAR:RESERVE, e.g. Kira:2",
            ).format(text=text),
            param_hint="CHAR:RESERVE",
        )
    return name.strip(), int(dice)


def number(text: str) -> bool:
    return text.lstrip("-").isdigit() and len(text) < 6
