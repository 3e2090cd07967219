"""`journal serve`: commands at the table without Python's start-up imports."""

from __future__ import annotations

import click


@click.command("serve")
@click.option(
    "--idle",
    type=click.IntRange(1, 7 * 24 * 3600),
    default=8 * 3600,
    show_default=True,
    help="Stop after this many seconds without a command.",
)
def serve(idle: int) -> None:
    """Keep the journal ready: every `journal` command you run meanwhile, in
    any terminal, starts without importing its libraries again (a roll takes
    about half its usual time). Runs until Ctrl-C, or IDLE seconds with no
    command; it stops by itself when the journal is upgraded or edited, and
    commands then run as they always do. Only you can reach it: its socket is
    in $JOURNAL_SERVE_DIR, else $XDG_RUNTIME_DIR/journal, else
    /tmp/journal-UID, a folder closed to others. Linux and macOS.

    \b
    Examples:
      journal serve &
      journal roll Kira --char agilita --target 3
    """
    from journal import serving
    from journal.server import ServeError
    from journal.server import serve as run

    if not serving.supported():
        raise click.UsageError("serve needs fork and Unix sockets (Linux, macOS)")

    def ready(path: str) -> None:
        click.echo(f"serving journal commands at {path} (Ctrl-C to stop)", err=True)

    try:
        why = run(serving.folder(), idle, ready)
    except ServeError as error:
        click.echo(f"refused: {error}", err=True)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        why = "interrupted"
    click.echo(f"stopped serving: {why}", err=True)
