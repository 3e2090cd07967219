"""Campaigns and players."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.i18n import LANGUAGES, _, pgettext
from journal.output import emit_json, emit_records, json_option


@click.group()
def campaign() -> None:
    """Create, list and choose campaigns."""


def ruleset_choice(ctx, param, value: str) -> str:
    """Any built-in ruleset's name, or an installed package's."""
    from journal.domain.errors import NotFound
    from journal.domain.rulesets import ruleset

    try:
        return ruleset(value).name  # a broken package: refused, one line
    except NotFound as error:  # unknown: the known names, as a usage error
        raise click.BadParameter(error.message) from None


@campaign.command("new")
@click.argument("name")
@click.option(
    "--ruleset",
    default="daimon2090",
    show_default=True,
    callback=ruleset_choice,
    help="The game it plays: daimon2090, brp, fdt, microd6, azioni, or an installed "
    "package's (`journal rulesets`).",
)
@json_option
@pass_env
def campaign_new(env: Env, name: str, ruleset: str, as_json: bool) -> None:
    """Start campaign NAME playing RULESET; it becomes the current campaign.

    \b
    Examples:
      journal campaign new "Ombre su Milano"
      journal campaign new "Il pozzo" --ruleset brp
    """
    from journal.projections.phrases import say

    env.create = True
    before = _current(env)
    records = env.app.new_campaign(name, ruleset, env.stamp())
    env.campaign = records[0]["name"]
    emit_records(records, as_json, env)
    if not as_json:
        key = "term.switched" if before else "term.switched_first"
        click.echo(say(env.lang, key, name=env.campaign, before=before))


def _current(env: Env) -> str | None:
    """The current campaign before a new one (None in a new store)."""
    from journal.domain.errors import JournalError

    try:
        return env.app.registry().current
    except JournalError:
        return None


@campaign.command("list")
@json_option
@pass_env
def campaign_list(env: Env, as_json: bool) -> None:
    """The campaigns in the store; the current one is marked with *."""
    registry = env.app.registry()
    rows = [
        {"name": name, "ruleset": info["ruleset"], "current": name == registry.current}
        for name, info in registry.campaigns.items()
    ]
    if as_json:
        return emit_json(rows)
    for row in rows:
        click.echo(
            f"{'*' if row['current'] else ' '} {row['name']}  ({row['ruleset']})"
        )


@campaign.command("use")
@click.argument("name")
@json_option
@pass_env
def campaign_use(env: Env, name: str, as_json: bool) -> None:
    """Make NAME the current campaign: commands without --campaign act on it.

    \b
    Examples:
      journal campaign use "Ombre su Milano"
      journal campaign use "Ombre su Milano" --json
    """
    from journal.projections.phrases import say

    before = _current(env)
    current = env.app.use_campaign(name, env.stamp().at)
    if as_json:
        return emit_json({"current": current, "before": before})
    key = "term.switched" if before and before != current else "term.switched_first"
    click.echo(say(env.lang, key, name=current, before=before))


@click.group()
def player() -> None:
    """The people at the table."""


def _player_list():
    from journal.commands.story import player_list

    return player_list


player.add_command(_player_list())


@player.command("add")
@click.argument("names", nargs=-1, required=True)
@json_option
@pass_env
def player_add(env: Env, names: tuple[str, ...], as_json: bool) -> None:
    """Add players to the campaign.  Example: journal player add Ana Bruno"""
    from journal.recording import record

    record(env, lambda c, s: c.add_players(list(names), s), as_json)


@campaign.command("option")
@click.argument("name", required=False)
@click.argument(
    "setting",
    required=False,
    type=click.Choice(["on", "off", *LANGUAGES], case_sensitive=False),
)
@json_option
@pass_env
def campaign_option(env: Env, name, setting, as_json: bool) -> None:
    """The optional rules of the campaign's ruleset: list them, or turn NAME on
    or off (an event: a replay knows which rules held when).
    With `lang` it chooses the campaign's language (en, it).

    Each rule the rulebook marks optional is off until the table turns it on.
    Without NAME: every optional rule, whether it is on, its rulebook section and
    what it does. A ruleset without optional rules lists none.

    \b
    Examples:
      journal campaign option
      journal campaign option shock on
      journal campaign option criticals off --json
      journal campaign option lang it
    """
    if name is None:
        return _list_options(env, as_json)
    from journal.recording import record

    if name in ("lang", "lingua"):
        if setting not in LANGUAGES:
            raise click.UsageError(
                _("say which language: journal campaign option lang {langs}").format(
                    langs="|".join(LANGUAGES)
                )
            )
        record(env, lambda c, s: c.choose_language(setting, s), as_json)
        return
    if setting not in ("on", "off"):
        raise click.UsageError(
            _("say `on` or `off`: journal campaign option {name} on").format(name=name)
        )
    record(env, lambda c, s: c.set_option(name, setting == "on", s), as_json)


def _list_options(env: Env, as_json: bool) -> None:
    from journal.domain.events_options import language_of, options_of
    from journal.domain.rulesets import campaign_class
    from journal.i18n import anywhere

    state = env.app.current_state(env.campaign)
    settings = options_of(state)
    rows = [
        {
            "name": option.name,
            "on": settings.get(option.name, False),
            "section": option.section,
            "description": anywhere(option.en),
        }
        for option in campaign_class(state.ruleset).OPTIONS
    ]
    lang = language_of(state)
    if as_json:
        return emit_json(rows)  # the language: `journal show`'s campaign, --json
    if not rows:
        click.echo(_("{title} has no optional rules").format(title=env.ruleset.title))
    for row in rows:
        state_word = pgettext("rule", "on") if row["on"] else pgettext("rule", "off")
        click.echo(f"{row['name']:<22} {state_word:<3}  {row['description']}")
        click.echo(f"{'':<22}      ({_(row['section'])})")
    click.echo(
        _("lang                   {lang}  the campaign's language").format(
            lang=lang or "—"
        )
    )
