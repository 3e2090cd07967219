"""Scripts of journal commands: `run` a file of them, or record the bundled sample."""

from __future__ import annotations

import contextlib
import gc
import shlex
from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.i18n import _, ngettext
from journal.stores import store_location


@click.command("run")
@click.argument("script", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@pass_env
def run(env: Env, script: Path) -> None:
    """Run SCRIPT: one journal command a line, recorded all together or not at all.

    A line may start with `journal`; a `\\` at its end continues it on the next
    line; `;` separates two commands; `#` starts a comment. Paths are relative
    to the script's folder. The first refused or failing command stops the
    script, names its line, and nothing of the script is recorded.
    """
    run_script(env, script)


def run_script(env: Env, script: Path) -> None:
    gc.enable()  # each line is a whole command's work (journal.cli.main)
    from journal.scriptfile import script_lines

    try:
        text = script.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise click.UsageError(
            _(
                "{name} is not UTF-8 text",
            ).format(name=script.name)
        ) from None
    commands = script_lines(text, script.name)
    store = store_location(env.store_option)  # a file's absolute path, or a URL

    def run_lines() -> None:
        from journal.output import naming_once

        with contextlib.chdir(script.resolve().parent), naming_once():
            for number, args in commands:
                run_line(env, store, args, f"line {number} of {script.name}")

    count = recorded_whole(store, run_lines)
    click.echo(
        ngettext(
            "recorded {count} event from {name}",
            "recorded {count} events from {name}",
            count,
        ).format(count=count, name=script.name),
        err=True,
    )


def recorded_whole(store: str, run_lines) -> int:
    """Run the lines in one transaction of the store (journal.held): all they
    record, or nothing. What they print to standard output (the ids of what
    they record) is printed once it is recorded, never before. Returns how
    many events were recorded."""
    import io
    import sys
    from pathlib import Path

    from journal import leftovers
    from journal.held import Held
    from journal.stores import held_open, is_postgres_url, open_store

    leftovers.stale_temporaries("journal-run-")  # sandboxes of older journals
    new_file = not is_postgres_url(store) and not Path(store).exists()
    app = open_store(store, create=True)
    before = _recorded(app)
    held, committed = Held(app), False
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", write_through=True)
    try:
        with held_open(store, app), contextlib.redirect_stdout(out):
            run_lines()
        count = _recorded(app) - before
        held.finish(commit=True)
        committed = True
    finally:
        if not committed:
            held.finish(commit=False)
            app.forget_printed()  # the fingerprints of what was not recorded
        app.close()
        if new_file and not committed:
            leftovers.remove(store)  # not even the store was made
    sys.stdout.flush()
    sys.stdout.buffer.write(out.buffer.getvalue())
    sys.stdout.buffer.flush()
    return count


def _recorded(app) -> int:
    """How many events the store's campaigns hold (what their logs list): every
    stored event but the campaign index's (its names and the current campaign)."""
    from journal.domain.registry import REGISTRY_ID

    index = app.recorder.select_events(REGISTRY_ID, desc=True, limit=1)
    return (app.recorder.max_notification_id() or 0) - (
        index[0].originator_version if index else 0
    )


def run_line(env: Env, store, args: list[str], where: str) -> None:
    """One command of a script, as `journal` would run it on `store`."""
    from journal.cli import cli

    click.echo(_("$ journal {value}").format(value=shlex.join(args)))
    prefix = ["--store", str(store), "--lang", env.lang]
    if env.campaign:
        prefix += ["--campaign", env.campaign]
    try:
        code = cli.main(args=prefix + args, prog_name="journal", standalone_mode=False)
    except click.ClickException as error:  # bad usage: exit 2
        error.show()
        code = error.exit_code
    except click.exceptions.Abort:
        code = 1
    if code:
        click.echo(
            _(
                "stopped at {where} ({value}): nothing was recorded",
            ).format(where=where, value=shlex.join(args)),
            err=True,
        )
        raise click.exceptions.Exit(code)


@click.command("sample")
@click.option(
    "--ruleset",
    default="daimon2090",
    show_default=True,
    help="Whose sample campaign: each ruleset brings its own.",
)
@click.option(
    "--out",
    "out_dir",
    default="journal-sample",
    show_default=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for the sample's store and chronicles.",
)
@pass_env
def sample(env: Env, ruleset: str, out_dir: Path) -> None:
    """Record a ruleset's sample campaign into a fresh store and publish it.

    Leaves DIRECTORY/sample.sqlite3 and the whole campaign's chronicle in
    English (DIRECTORY/chronicle.md, DIRECTORY/chronicle.pdf) and Italian
    (DIRECTORY/chronicle.it.md, DIRECTORY/chronicle.it.pdf), then says how to
    open the store.

    \b
    Examples:
      journal sample --ruleset daimon2090 --out journal-sample
      journal --store journal-sample/sample.sqlite3 session list
    """
    package, folder, script = sample_of(ruleset)
    out_dir = out_dir.resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    store = out_dir / "sample.sqlite3"
    for leftover in out_dir.glob("sample.sqlite3*"):
        leftover.unlink()  # the sample's own store from an earlier run
    env.store_option = str(store)
    from importlib import resources

    with resources.as_file(resources.files(package) / folder) as found:
        run_script(env, found / script)
    from journal.cli import cli

    for lang, name in (("en", "chronicle"), ("it", "chronicle.it")):
        for fmt in ("md", "pdf"):
            out = str(out_dir / f"{name}.{fmt}")
            args = ["--store", str(store), "chronicle", "--all", "--lang", lang]
            cli.main(
                args=[*args, "--out", out], prog_name="journal", standalone_mode=False
            )
    from journal.projections.phrases import say

    where = shlex.quote(str(store))
    click.echo(say(env.lang, "term.sample_store", store=store, where=where))


def sample_of(name: str) -> tuple[str, str, str]:
    """(package, folder, script) of a ruleset's sample campaign."""
    from journal.domain.rulesets import ruleset

    found = ruleset(name)
    module = found.module("cli")
    if module is None or not getattr(module, "SAMPLE", None):
        raise click.UsageError(
            _(
                "{title} has no sample campaign",
            ).format(title=found.title)
        )
    return module.SAMPLE
