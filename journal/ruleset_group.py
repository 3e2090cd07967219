"""`journal <ruleset> <verb>`: any ruleset's verbs, even with no store (for
their help), and the line `journal --help` adds about the campaign in scope."""

from __future__ import annotations

import click

from journal.context import Env, env_of
from journal.domain.errors import JournalError
from journal.domain.rulesets import load, ruleset
from journal.i18n import N_, _
from journal.i18n_click import Paragraphs
from journal.plugins import names


class RulesetGroup(click.Group):
    """The verbs of one ruleset, by its name."""

    def __init__(self, name: str) -> None:
        found = ruleset(name)
        super().__init__(
            name=name,
            help=Paragraphs(
                (
                    N_(
                        "The verbs of {title} ({name}); a campaign of it uses them "
                        "directly: `journal VERB`."
                    ),
                    {"title": found.title, "name": name},
                )
            ),
        )
        self.ruleset = found

    def list_commands(self, ctx: click.Context) -> list[str]:
        module = self.ruleset.module("cli")
        return sorted(module.COMMANDS) if module else []

    def get_command(self, ctx: click.Context, name: str):
        module = self.ruleset.module("cli")
        verb = module.ALIASES.get(name, name) if module else name
        if module is None or verb not in module.COMMANDS:
            return None
        return load(module.COMMANDS[verb])

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["journal.help"] = bool(set(args) & set(ctx.help_option_names))
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context):
        if not ctx.meta.get("journal.help"):
            _check_scope(env_of(ctx), self.ruleset.name)
        return super().invoke(ctx)


def _check_scope(env: Env, name: str) -> None:
    if env.ruleset_name != name:
        raise JournalError(
            _(
                "the campaign in scope plays {title} ({ruleset_name}), not {name}"
            ).format(title=env.ruleset.title, ruleset_name=env.ruleset_name, name=name),
            N_("journal: rulesets"),
        )


def known_elsewhere(verb: str) -> bool:
    """Whether a built-in ruleset has this verb (or alias)."""
    for name in names():
        module = ruleset(name).module("cli")
        if module and (verb in module.COMMANDS or verb in module.ALIASES):
            return True
    return False


def scope_note(env: Env) -> str:
    """'Campaign in scope: … (Dàimon 2090): its verbs are listed above.'"""
    try:
        name = env.app.registry().resolve(env.campaign)
        found = env.ruleset
    except JournalError as error:
        return _(
            "No campaign in scope ({problem}). Each ruleset's verbs: "
            "`journal RULESET --help` ({names}; `journal rulesets`)."
        ).format(problem=error.message, names=", ".join(names()))
    return _(
        "Campaign in scope: {name}, playing {title} ({ruleset}); its verbs are "
        "listed above."
    ).format(name=name, title=found.title, ruleset=found.name)
