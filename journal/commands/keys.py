"""Signatures (journal.signing): `journal key new|list|introduce|require`."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.i18n import N_, _
from journal.output import emit_json, json_option


@click.group("key")
def key() -> None:
    """Optional signatures: your own ed25519 key signs every event you record,
    and `journal audit` names who signed what.

    \b
    Examples:
      journal key new ana                # make your key (it is in use from now on)
      journal key introduce              # record its public key in this store
      journal key require                # this campaign requires signatures
      journal audit                      # who signed what; unsigned events
    """


@key.command("new")
@click.argument("name")
def new(name: str) -> None:
    """Make the key NAME in your keys folder ($JOURNAL_KEYS, else your user
    config folder; owner-only) and put it in use: every event you record from
    now on carries its signature. Needs `pip install 'journal[sign]'`.

    Example: journal key new ana
    """
    from journal.signing import folder, new_key, short

    public = _with_library(lambda: new_key(name))
    click.echo(
        _(
            "key {name} made in {value} and in use; its public key {public} "
            "({public2}); `journal key introduce` records it in a store",
        ).format(name=name, value=folder(), public=short(public), public2=public)
    )


@key.command("list")
@json_option
def list_(as_json: bool) -> None:
    """Your keys: name, public key, the one in use (*)."""
    from journal.signing import keys, short

    found = _with_library(keys)
    if as_json:
        return emit_json(found)
    for entry in found:
        mark = "*" if entry["in_use"] else " "
        click.echo(f"{mark} {entry['name']}  {short(entry['public'])}")
    return None


@key.command("introduce")
@pass_env
def introduce(env: Env) -> None:
    """Record the public key in use under its name in this store's campaign
    index (signed with it): `journal audit` then names you as its signer."""
    from journal.signing import current_signer, short

    signer = current_signer()
    if signer is None:
        raise click.UsageError(_("no key in use: make one with `journal key new NAME`"))
    public = _with_library(lambda: signer.public)
    env.app.introduce_key(signer.name, public, env.stamp().at)
    click.echo(
        _(
            "introduced key {name} ({public})",
        ).format(name=signer.name, public=short(public))
    )


@key.command("require")
@pass_env
def require(env: Env) -> None:
    """From the next event on, the campaign requires signatures: `journal audit`
    reports an unsigned event, or one signed by a key not introduced, and a
    recording without a key is refused."""
    position = env.app.require_signatures(env.campaign, env.stamp().at)
    click.echo(
        _(
            "signatures required from event {position} of the campaign on",
        ).format(position=position)
    )


def _with_library(action):
    try:
        return action()
    except ImportError:
        from journal.domain.errors import JournalError

        raise JournalError(
            _("signatures need the cryptography library: pip install 'journal[sign]'"),
            N_("journal: signatures"),
        ) from None
