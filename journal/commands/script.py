"""Scripts of journal commands: `run` a file of them, or record the bundled sample."""

from __future__ import annotations

import contextlib
import shlex
from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.stores import store_location


@click.command("run")
@click.argument("script", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@pass_env
def run(env: Env, script: Path) -> None:
    """Run SCRIPT: one journal command per line (without the word `journal`).

    Blank lines and lines starting with # are skipped. Paths in the script are
    relative to the script's folder. It stops at the first refused command.
    """
    run_script(env, script)


def run_script(env: Env, script: Path) -> None:
    store = store_location(env.store_option)  # a file's absolute path, or a URL
    lines = script.read_text(encoding="utf-8").splitlines()
    with contextlib.chdir(script.resolve().parent):
        for number, line in enumerate(lines, start=1):
            if line.strip() and not line.lstrip().startswith("#"):
                run_line(env, store, line, f"{script.name}:{number}")


def run_line(env: Env, store: str, line: str, where: str) -> None:
    from journal.cli import cli

    click.echo(f"$ journal {line.strip()}")
    try:
        args = shlex.split(line)
    except ValueError as error:
        raise click.UsageError(f"{where}: {error}") from None
    prefix = ["--store", str(store), "--lang", env.lang]
    if env.campaign:
        prefix += ["--campaign", env.campaign]
    code = cli.main(args=prefix + args, prog_name="journal", standalone_mode=False)
    if code:
        click.echo(f"stopped at {where}", err=True)
        raise click.exceptions.Exit(code)


@click.command("sample")
@click.option(
    "--ruleset",
    default="daimon2090",
    show_default=True,
    help="Whose sample campaign: each ruleset names its own (its cli SAMPLE).",
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

    Leaves OUT/sample.sqlite3 and the whole campaign's chronicle in English
    (OUT/chronicle.md, OUT/chronicle.pdf) and Italian (OUT/chronicle.it.md,
    OUT/chronicle.it.pdf).
    Example: journal sample --ruleset daimon2090 --out journal-sample
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
    for lang, name in (("en", "chronicle"), ("it", "chronicle.it")):
        for fmt in ("md", "pdf"):
            out = shlex.quote(str(out_dir / f"{name}.{fmt}"))
            run_line(env, store, f"chronicle --all --lang {lang} --out {out}", "sample")


def sample_of(name: str) -> tuple[str, str, str]:
    """(package, folder, script) of a ruleset's sample campaign."""
    from domain.rulesets import ruleset

    found = ruleset(name)
    module = found.module("cli")
    if module is None or not getattr(module, "SAMPLE", None):
        raise click.UsageError(f"{found.title} has no sample campaign")
    return module.SAMPLE
