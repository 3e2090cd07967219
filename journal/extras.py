"""Options a ruleset adds to a core verb (Dàimon's `session start --dice`).

A ruleset's `cli.EXTRAS` maps a core verb ("session start", "scene end",
"adventure start", "character create") to an `Extra`: click options added to
that verb when a campaign of the ruleset is in scope, the function turning their
values into the domain method's keyword arguments, and a paragraph of help.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

import click

from journal.context import Env, env_of
from journal.domain.errors import JournalError


@dataclass(frozen=True)
class Extra:
    options: tuple = ()  # click.option(...) decorators
    keywords: Callable[..., dict] = lambda **values: values
    help: str = ""
    names: tuple[str, ...] = field(default=(), compare=False)


class ExtensibleGroup(click.Group):
    """A core group whose subcommands take the ruleset's extra options."""

    def get_command(self, ctx: click.Context, name: str):
        command = super().get_command(ctx, name)
        if command is None:
            return None
        extra = extra_for(env_of(ctx), f"{self.name} {command.name}")
        return extended(command, extra) if extra else command


def extra_for(env: Env, verb: str) -> Extra | None:
    try:
        module = env.ruleset.module("cli")
    except JournalError:
        return None  # no campaign in scope: the core verb alone
    return getattr(module, "EXTRAS", {}).get(verb) if module else None


def extended(command: click.Command, extra: Extra) -> click.Command:
    """A copy of `command` with the extra options before --json and --help."""
    copied = copy.copy(command)
    copied.params = [*command.params, *_params(extra.options)]
    if extra.help:  # each paragraph translated apart (journal.i18n_click)
        from journal.i18n_click import Paragraphs

        copied.help = Paragraphs(command.__dict__.get("help") or "", extra.help)
    return copied


def _params(options: tuple) -> list[click.Parameter]:
    def holder() -> None:
        """Collects the options' parameters."""

    for option in reversed(options):
        holder = option(holder)
    return list(getattr(holder, "__click_params__", []))[::-1]


def keywords(env: Env, verb: str, values: dict) -> dict:
    """The domain keyword arguments the ruleset makes of its extra options."""
    extra = extra_for(env, verb)
    return extra.keywords(**values) if extra else {}
