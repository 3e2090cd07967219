"""What every command shares (click's ctx.obj): store, campaign, language, clock,
and the ruleset of the campaign in scope."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from functools import cached_property

import click

from journal.stores import open_store


class Env:
    def __init__(
        self, store: str | None, campaign: str | None, lang: str | None = None
    ) -> None:
        self.store_option = store
        self.campaign = campaign or os.environ.get("JOURNAL_CAMPAIGN") or None
        if lang:
            from journal import i18n

            i18n.set_language(lang, "--lang")
        self.create = False  # commands that may create a new store set this

    @property
    def lang(self) -> str:
        """The language in use (journal.i18n: --lang, $JOURNAL_LANG, the
        locale, the campaign's own, English)."""
        from journal.i18n import language

        return language()

    @cached_property
    def app(self):
        return open_store(self.store_option, create=self.create)

    @cached_property
    def ruleset(self):
        """The campaign in scope's `Ruleset` (refused when there is none)."""
        from journal.domain.rulesets import ruleset

        return ruleset(self.ruleset_name)

    @property
    def campaign_name(self) -> str:
        """The campaign in scope, as the store names it (--campaign, else
        $JOURNAL_CAMPAIGN, the current one or the only one)."""
        return self.app.registry().resolve(self.campaign)

    @cached_property
    def ruleset_name(self) -> str:
        registry = self.app.registry()
        return registry.campaigns[registry.resolve(self.campaign)]["ruleset"]

    def stamp(self):
        """The time and author of what is recorded now: the domain has no clock."""
        from journal.domain.campaign import Stamp

        return Stamp(at=datetime.now(UTC), by=recorder_name())

    def close(self) -> None:
        if "app" not in self.__dict__:
            return
        if getattr(self.app, "held", False):  # a script's line: the script closes it
            self.app.forget_reads()
            self.app.retries = 0
            return
        self.app.close()


def env_of(ctx: click.Context) -> Env:
    """The command's Env, made once from the root command's options."""
    root = ctx.find_root()
    if not isinstance(root.obj, Env):
        params = root.params
        root.obj = Env(params.get("store"), params.get("campaign"), params.get("lang"))
    return root.obj


def recorder_name() -> str:
    """Who records: $JOURNAL_USER, else the login name (as getpass finds it)."""
    for variable in ("JOURNAL_USER", "LOGNAME", "USER", "LNAME", "USERNAME"):
        if os.environ.get(variable):
            return os.environ[variable]
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError):  # no user database entry (containers)
        return "unknown"


def sweep_leftovers() -> None:
    """What killed commands left behind, cleared as a command starts
    (journal.leftovers): one look at a folder that is usually empty."""
    from journal.userdirs import user_path

    place = user_path("cache") / "inflight"
    try:
        with os.scandir(place) as entries:
            found = any(entry.name.isdigit() for entry in entries)
    except OSError:
        return
    if found:
        from journal.leftovers import sweep

        sweep()


pass_env = click.make_pass_decorator(Env)
