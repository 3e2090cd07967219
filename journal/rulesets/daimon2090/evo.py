"""Evolution (Evoluzione): Riserva into PE, PE into EVO, EVO into growth."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.output import json_option
from journal.recording import record


@click.group("evo")
def evo() -> None:
    """Evolution: Riserva into PE, PE into EVO, EVO into growth.

    1 Riserva die = 1 PE; 7 PE = 1 EVO, automatically; the level is every EVO
    spent since creation. See `journal evo spend --help` for the prices.
    """


@evo.command("buy")
@click.argument("character")
@click.argument("dice", type=int)
@json_option
@pass_env
def evo_buy(env: Env, character: str, dice: int, as_json: bool) -> None:
    """CHARACTER turns DICE Riserva dice into PE (never back); 7 PE become 1 EVO.

    Example: journal evo buy Kira 3
    """
    record(env, lambda c, s: c.buy_pe(character, dice, s), as_json)


@evo.command("inherit")
@click.argument("character")
@click.option("--from", "dead", required=True, metavar="DEAD", help="The dead one.")
@json_option
@pass_env
def evo_inherit(env: Env, character: str, dead: str, as_json: bool) -> None:
    """New CHARACTER gets as many EVO as DEAD's level (Morte del personaggio).

    Once per dead character, for a new character of the same player.
    Example: journal evo inherit "Nadia Russo" --from Dario
    """
    record(env, lambda c, s: c.inherit_evo(character, dead, s), as_json)


class CharacterFirst(click.Group):
    """`evo spend CHAR PURCHASE ...`, and `evo spend PURCHASE --help` shows the
    purchase's own help (no character is needed to read it)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        asks_help = any(arg in ("--help", "-h") for arg in args)
        if args and args[0] in self.commands and asks_help:
            args = ["", *args]
        return super().parse_args(ctx, args)


@evo.group("spend", cls=CharacterFirst)
@click.argument("character")
@click.pass_context
def spend(ctx: click.Context, character: str) -> None:
    """CHARACTER spends EVO; each purchase raises the level by its price.

    \b
    characteristic NAME            3 EVO (max 7, +3 over creation)
    skill NAME                     2 EVO generic, 1 specific (max 7)
    trait add NAME | replace OLD NEW   1 | 2 EVO (max 3 traits)
    class add NAME                 2 EVO (max 4 classes)
    class develop NAME --skills A,B,C  1 EVO (skills used in play)
    risorse                        1 EVO (Risorse 7: social class +1)
    gear new|upgrade|bonus ...     1 EVO each
    enhancement NAME --bonus T=N   2 EVO per +1 characteristic, 1 per +1 skill,
                                   1 more --hidden (max 6)

    Example: journal evo spend Kira characteristic agilita
    """
    ctx.meta["evo.character"] = character


def buying(method: str, *args, **options):
    """Record `campaign.method(CHARACTER, *args, stamp, **options)`."""
    ctx = click.get_current_context()
    env, character = ctx.find_object(Env), ctx.meta["evo.character"]
    as_json = options.pop("as_json", False)
    record(
        env, lambda c, s: getattr(c, method)(character, *args, s, **options), as_json
    )


@spend.command("characteristic")
@click.argument("name")
@json_option
def spend_characteristic(name: str, as_json: bool) -> None:
    """+1 to characteristic NAME (7 at most, +3 over creation): 3 EVO.

    Example: journal evo spend Kira characteristic agilita
    """
    buying("raise_characteristic", name, as_json=as_json)


@spend.command("skill")
@click.argument("name")
@click.option("--class", "klass", metavar="C", help="A new skill's class.")
@click.option(
    "--kind",
    type=click.Choice(["G", "S"], case_sensitive=False),
    help="A new skill's kind (default: the rulebook's sample skill's).",
)
@click.option(
    "--generic",
    metavar="G",
    help="A new specific skill's generic (default: the sample skill's).",
)
@click.option(
    "--out-of-context",
    "outside",
    is_flag=True,
    help="A new skill out of its class's context: 2 at most in a class.",
)
@json_option
def spend_skill(name: str, klass, kind, generic, outside, as_json: bool) -> None:
    """+1 to skill NAME (a new one starts at 1): 2 EVO generic, 1 specific.

    \b
    Examples:
      journal evo spend Kira skill Hacking
      journal evo spend Kira skill Scassinare --class Cracker   # S, Sotterfugio
      journal evo spend Kira skill "Guidare auto" --kind S --class Nomade \\
          --generic "Guidare e Pilotare"
      journal evo spend Kira skill "Tiro con pistola" --kind S --class Cracker \\
          --generic Mira --out-of-context
    """
    from journal.data import load_table
    from journal.domain.daimon2090.creationtables import skill_catalogue

    tables, _ignored = load_table("creation", "journal.domain.daimon2090.data")
    options = dict(klass=klass, kind=kind, generic=generic, outside=outside)
    options["catalogue"] = skill_catalogue(tables)
    buying("raise_skill", name, as_json=as_json, **options)


@spend.group("trait")
def trait() -> None:
    """A trait added (1 EVO, 3 at most) or replacing another (2 EVO)."""


@trait.command("add")
@click.argument("name")
@click.option("--effect", metavar="TEXT", help='e.g. "Empatia -1".')
@json_option
def trait_add(name: str, effect, as_json: bool) -> None:
    """Add trait NAME (3 at most): 1 EVO.

    Example: journal evo spend Kira trait add Coraggioso
    """
    buying("add_trait", name, effect, as_json=as_json)


@trait.command("replace")
@click.argument("old")
@click.argument("new")
@click.option("--effect", metavar="TEXT", help="The new trait's effect.")
@json_option
def trait_replace(old: str, new: str, effect, as_json: bool) -> None:
    """Trait NEW replaces OLD: 2 EVO.

    Example: journal evo spend Kira trait replace Diffidente Leale
    """
    buying("replace_trait", old, new, effect, as_json=as_json)


@spend.group("class")
def klass() -> None:
    """A class added (2 EVO) or developed from skills used in play (1 EVO)."""


@klass.command("add")
@click.argument("name")
@json_option
def class_add(name: str, as_json: bool) -> None:
    """Add class NAME (4 at most, never removed): 2 EVO.

    Example: journal evo spend Kira class add Medico
    """
    buying("add_class", name, as_json=as_json)


@klass.command("develop")
@click.argument("name")
@click.option("--skills", required=True, metavar="A,B,C", help="3+ skills to move.")
@json_option
def class_develop(name: str, skills: str, as_json: bool) -> None:
    """Class NAME from 3+ skills used in play, moved from classes owned: 1 EVO.

    Each class they leave keeps at least 3 skills; a recorded roll must have
    used each skill.

    \b
    Example:
      journal evo spend Kira class develop Pilota \\
          --skills "Guidare moto,Orientamento,Guidare auto"
    """
    ctx = click.get_current_context()
    env, character = ctx.find_object(Env), ctx.meta["evo.character"]
    moved = [skill.strip() for skill in skills.split(",") if skill.strip()]
    uses = skills_used(env.app, env.campaign, character, moved)
    buying("develop_class", name, moved, uses, as_json=as_json)


@spend.command("risorse")
@json_option
def spend_risorse(as_json: bool) -> None:
    """+1 Risorse: 1 EVO; at 7 the social class rises and Risorse is 1 again."""
    buying("raise_risorse", as_json=as_json)


@spend.group("gear")
def gear() -> None:
    """Weapons and protections: new, upgraded or with a +1D bonus, 1 EVO each."""


@gear.command("new")
@click.argument(
    "kind", type=click.Choice(["weapon", "protection"], case_sensitive=False)
)
@click.argument("name")
@click.option("--level", type=int, required=True, help="Up to those owned.")
@json_option
def gear_new(kind: str, name: str, level: int, as_json: bool) -> None:
    """A new weapon or protection of a level up to those owned: 1 EVO.

    Example: journal evo spend Kira gear new weapon "Pistola leggera" --level 1
    """
    buying("buy_gear", kind, name, level, as_json=as_json)


@gear.command("upgrade")
@click.argument("item")
@json_option
def gear_upgrade(item: str, as_json: bool) -> None:
    """ITEM one level up (4 at most): 1 EVO.

    Example: journal evo spend Kira gear upgrade Pistola
    """
    buying("upgrade_gear", item, as_json=as_json)


@gear.command("bonus")
@click.argument("item")
@click.option("--skill", required=True, metavar="S", help="The skill it helps.")
@json_option
def gear_bonus(item: str, skill: str, as_json: bool) -> None:
    """+1D to a skill on ITEM (one per item): 1 EVO.

    Example: journal evo spend Kira gear bonus Pistola --skill "Tiro con pistola"
    """
    buying("add_gear_bonus", item, skill, as_json=as_json)


@spend.command("enhancement")
@click.argument("name")
@click.option(
    "--bonus",
    "bonuses",
    multiple=True,
    metavar="TARGET=N",
    callback=lambda ctx, param, value: dict(parse_bonus(v) for v in value),
    help="A characteristic or skill and its +1 or +2 (repeat for two +1).",
)
@click.option("--hidden", is_flag=True, help="Shielded, nanotech or genetic: +1 EVO.")
@json_option
def spend_enhancement(name: str, bonuses: dict, hidden: bool, as_json) -> None:
    """A new enhancement NAME, or more for one owned (6 at most; two different
    +1 or a single +2): 2 EVO per +1 to a characteristic, 1 per +1 to a skill.

    Example: journal evo spend Kira enhancement "Occhio cibernetico" --bonus Mira=1
    """
    buying("buy_enhancement", name, bonuses, hidden, as_json=as_json)


def parse_bonus(text: str) -> tuple[str, int]:
    target, sep, dice = text.rpartition("=")
    if not sep or not target.strip() or not dice.strip().isdigit():
        raise click.BadParameter(
            _(
                "{text!r}: write TARGET=N",
            ).format(text=text),
            param_hint="--bonus",
        )
    return target.strip(), int(dice)


EVIDENCE = 3  # the rolls a developed class names for each skill moved
ROLLED = {"breakdown", "sides"}  # the fields of an event that uses skills


def skills_used(app, campaign, character: str, skills: list[str]) -> dict:
    """{character id: {folded skill: ids of the first rolls (not void) that used
    it}} for CHARACTER and SKILLS, as `develop_class` takes it: the rolls only
    (the events with a breakdown, a side's or their own), a page at a time from
    the event log's read model, until each skill has its evidence; the whole
    log only when a skill was never (or seldom) used."""
    from journal.domain.errors import NotFound
    from journal.domain.text import fold_key
    from journal.projections.views import log_events

    try:
        sheet = app.current_state(campaign).character(character)
    except NotFound:
        return {}  # the command refuses it as any spending does
    campaign_id, view = str(app.campaign_id(campaign)), app.caught_up_view()
    types = rolled_types(app.event_types(campaign))
    wanted = {fold_key(skill) for skill in skills}
    used: dict[str, list[str]] = {}
    last = view.last_of(campaign_id, sorted(types)) if types else 0
    mark = f'"{sheet.id}"'.encode()  # in a plain JSON state naming the character
    for row in view.stream(campaign_id, 1, last):  # a page of positions at a time
        kind = row[1].rpartition(":")[2]
        if row[3] or kind not in types:  # a void row never happened
            continue
        if types[kind] and not _may_use(row[2], mark):
            continue
        (event,) = log_events(app, campaign_id, [row])
        _note_uses(used, event, sheet.id)
        if all(len(used.get(skill, ())) >= EVIDENCE for skill in wanted):
            break  # no page more is read
    return {sheet.id: used}


def rolled_types(topics: dict[str, str]) -> dict[str, bool]:
    """The class names, among the campaign's, of events that can use a skill:
    those with a breakdown (a Prova, a fight round) or sides (a confrontation);
    each with whether its stored state is its fields as they are (no class
    version to upcast from), which _may_use can look into undecoded."""
    import contextlib

    from eventsourcing.utils import resolve_topic

    found = {}
    for kind, topic in topics.items():
        with contextlib.suppress(Exception):  # a topic no longer importable
            cls = resolve_topic(topic)
            annotated = (vars(k).get("__annotations__", {}) for k in cls.__mro__)
            if any(ROLLED & set(names) for names in annotated):
                found[kind] = getattr(cls, "class_version", 1) == 1
    return found


def _may_use(state: bytes, mark: bytes) -> bool:
    """False only for a plain JSON state that cannot hold a use of a skill by
    the character: without their id, or with every "skill" null (a key's
    quotes are never escaped; a string's are). Such an event is not decoded."""
    if not state.startswith(b"{"):
        return True
    return mark in state and state.count(b'"skill"') > state.count(b'"skill":null')


def _note_uses(used: dict, event, character_id: str) -> None:
    from journal.domain.ids import own_id
    from journal.domain.text import fold_key

    parts = [vars(event), *(getattr(event, "sides", None) or [])]
    for part in (part for part in parts if isinstance(part, dict)):
        who = part.get("character_id") or part.get("character")
        skill = (part.get("breakdown") or {}).get("skill")
        name = skill.get("name") if isinstance(skill, dict) else skill
        if name and who == character_id:
            own = own_id(event.originator_id, event.originator_version, event.event_id)
            used.setdefault(fold_key(name), []).append(own)
