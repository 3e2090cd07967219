"""The `journal` command line: thin adapters from click to the application.

The core's verbs come first; every other verb is the ruleset's of the campaign
in scope (`roll` is each ruleset's basic test), found through its descriptor.
`journal <ruleset> <verb>` reaches any ruleset's verb (for its help, anywhere).

Exit codes: 0 done; 1 refused (one line naming the rule); 2 bad usage (click).
"""

from __future__ import annotations

import gc
import io
import os
import re
import sys

import click

import journal.plugins  # noqa: F401 - finds rulesets of installed packages
from journal import aliases, i18n, i18n_click
from journal.context import Env, env_of
from journal.domain.errors import JournalError
from journal.i18n import _

CORE = {  # loaded only when used: a recording command must start fast
    "campaign": "journal.commands.campaign:campaign",
    "player": "journal.commands.campaign:player",
    "character": "journal.commands.character:character",
    "adventure": "journal.commands.play:adventure",
    "session": "journal.commands.play:session",
    "scene": "journal.commands.play:scene",
    "void": "journal.commands.play:void",
    "show": "journal.commands.read:show",
    "log": "journal.commands.read:log",
    "chronicle": "journal.commands.chronicle:chronicle",
    "rebuild": "journal.commands.read:rebuild",
    "why": "journal.commands.audit:why",
    "diff": "journal.commands.audit:diff",
    "eventlog": "journal.commands.eventlog:eventlog",
    "run": "journal.commands.script:run",
    "sample": "journal.commands.script:sample",
    "rulesets": "journal.commands.table:rulesets",
    "status": "journal.commands.table:status",
    "dice": "journal.commands.table:dice",
    "track": "journal.commands.table:track",
    "site": "journal.commands.site:site",
    "watch": "journal.commands.watch:watch",
    "store": "journal.commands.stores:store",
    "audit": "journal.commands.trust:audit",
    "export": "journal.commands.transfer:export",
    "import": "journal.commands.transfer:import_",
    "backup": "journal.commands.transfer:backup",
    "key": "journal.commands.keys:key",
    "sheet": "journal.commands.sheet:sheet",
    "npc": "journal.commands.npc:npc",
}
ALIASES = {
    "verifica": "audit",
    "esporta": "export",
    "importa": "import",
    "copia-di-sicurezza": "backup",
    "osserva": "watch",
    "chiave": "key",
    "archivio": "store",
    "sito": "site",
    "campagna": "campaign",
    "giocatore": "player",
    "personaggio": "character",
    "avventura": "adventure",
    "sessione": "session",
    "scena": "scene",
    "annulla": "void",
    "mostra": "show",
    "registro": "log",
    "cronaca": "chronicle",
    "ricostruisci": "rebuild",
    "perche": "why",
    "differenze": "diff",
    "esegui": "run",
    "esempio": "sample",
    "regolamenti": "rulesets",
    "stato": "status",
    "dadi": "dice",
    "risorsa": "track",
    "eventi": "eventlog",
    "scheda": "sheet",
    "png": "npc",
}


i18n_click.install()

# A store refused whole (an edited history, an incomplete copy): every command
# says so, a ruleset's verb too.
STORE_REFUSALS = ("journal: integrity", "journal: store copy")


class JournalGroup(click.Group):
    """Lazy verbs (the core's, then the ruleset's), aliases, one line per error."""

    def make_context(self, info_name, args, parent=None, **extra):
        if parent is None:  # the language first: --help and usage errors speak it
            i18n.set_language(*i18n.choose(lang_option(args)))
        return super().make_context(info_name, args, parent, **extra)

    def list_commands(self, ctx: click.Context) -> list[str]:
        found = ruleset_cli(ctx)
        return sorted(CORE) + sorted(found.COMMANDS if found else ())

    def get_command(self, ctx: click.Context, name: str):
        command = self._command(ctx, name)
        if command is not None and ctx.resilient_parsing:  # shell completion
            from journal.complete import attach

            attach(command)
        if isinstance(command, click.Group):
            normalizer = ctx.find_root().token_normalize_func
            words = normalizer.vocabulary() if normalizer else aliases.WORDS
            aliases.list_with_aliases(command, words)
        return command

    def _command(self, ctx: click.Context, name: str):
        name = ALIASES.get(name, name)
        if name in CORE:
            return _load(CORE[name])
        from journal.plugins import is_ruleset

        if is_ruleset(name):
            from journal.ruleset_group import RulesetGroup

            return RulesetGroup(name)
        return ruleset_verb(ctx, name)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        from journal.argcheck import check_arguments

        try:  # hostile text never reaches a command (journal/argcheck.py)
            check_arguments(args)
        except JournalError as error:
            if "--json" in args:
                from journal.failures import refusal_json

                click.echo(refusal_json(error.message, error.section))
            else:
                click.echo(_("refused: {line}").format(line=error.line()), err=True)
            ctx.exit(1)
        rest = super().parse_args(ctx, aliases.lift_campaign(args))
        ctx.token_normalize_func = aliases.Normalizer(
            lambda: aliases.ruleset_words(ruleset_cli(ctx))
        )
        return rest

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = args[0] if args else ""
        if not ctx.resilient_parsing and not name.startswith("-"):
            if self.get_command(ctx, name) is None:
                found = ruleset_cli(ctx)
                known = [*self.list_commands(ctx), *ALIASES]
                known += list(getattr(found, "ALIASES", {}) or {})
                aliases.no_such_command(ctx, name, known)
        return super().resolve_command(ctx, args)

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list:
        """The verbs and their Italian names (`journal pers<TAB>`)."""
        found = ruleset_cli(ctx)
        names = {**ALIASES, **(getattr(found, "ALIASES", None) or {})}
        return aliases.with_aliases(self, ctx, incomplete, names)

    def format_commands(self, ctx: click.Context, formatter) -> None:
        found = ruleset_cli(ctx)
        names = {**ALIASES, **(getattr(found, "ALIASES", None) or {})}
        aliases.write_commands(self, ctx, formatter, names)

    def format_help(self, ctx: click.Context, formatter) -> None:
        super().format_help(ctx, formatter)
        from journal.ruleset_group import scope_note

        formatter.write_paragraph()
        formatter.write_text(scope_note(env_of(ctx)))

    def invoke(self, ctx: click.Context):
        try:
            result = super().invoke(ctx)
            note_retries(ctx)
            return result
        except JournalError as error:
            from journal.domain.text import one_line
            from journal.failures import refusal, refusal_json, refusal_parts

            if ctx.meta.get("journal.json"):  # a script asked for JSON: it gets JSON
                click.echo(refusal_json(*refusal_parts(env_of(ctx), error)))
            else:  # stored text, made inert
                line = one_line(refusal(env_of(ctx), error))
                click.echo(_("refused: {line}").format(line=line), err=True)
            ctx.exit(1)
        except (click.exceptions.ClickException, click.exceptions.Exit):
            raise
        except click.exceptions.Abort:
            raise
        except BrokenPipeError:  # the reader closed the pipe (`journal log | head`):
            # quiet, and the status a shell gives a write to a closed pipe
            # (128 + SIGPIPE), not 1, which says a rule refused and nothing was
            # recorded; what the command recorded before it printed stays
            _pipe_closed()
            ctx.exit(141)
        except KeyboardInterrupt:  # Ctrl-C while a command works (click would
            # say "Aborted!", exit 1): what it recorded before stays, whole
            click.echo(_("interrupted: nothing more was recorded"), err=True)
            ctx.exit(130)
        except Exception as error:  # noqa: BLE001 - the user gets one line, not a trace
            if os.environ.get("JOURNAL_DEBUG"):
                raise
            from journal.domain.text import one_line
            from journal.failures import describe_failure, failure_json

            if ctx.meta.get("journal.json"):
                click.echo(failure_json(describe_failure(error)))
            else:
                click.echo(one_line(describe_failure(error)), err=True)
            ctx.exit(1)


def _pipe_closed() -> None:
    """Standard output to the null device: nothing more to write fails (the
    interpreter's last flush included), as Python's documentation advises."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.__stdout__.fileno())
    except (OSError, ValueError, AttributeError):
        pass  # no file descriptor to point elsewhere: nothing is flushed to it


# What no terminal view prints as it is, whatever its origin (an import, a row
# another player's journal wrote into a shared store): control characters
# (ESC starts OSC 52 and OSC 8, CR rewrites a line) but newline and tab,
# unpaired surrogates, bidirectional controls, line and paragraph separators.
HIDDEN = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e"
    "\u2066-\u2069\ud800-\udfff]"
)


def escaped(text: str) -> str:
    """`text` with every HIDDEN character written as its \\uXXXX escape (in a
    JSON string too, the same value)."""
    if not HIDDEN.search(text):
        return text
    return HIDDEN.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


class EscapedOutput(io.TextIOBase):
    """Standard output as every command writes text to it: HIDDEN characters
    escaped (journal.cli.escaped). Bytes (a PDF to `-`) go to the stream's
    buffer as they are."""

    def __init__(self, stream) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(escaped(text))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def buffer(self):
        return self.stream.buffer

    @property
    def encoding(self) -> str:
        return getattr(self.stream, "encoding", None) or "utf-8"

    @property
    def errors(self):
        return getattr(self.stream, "errors", None)


def escape_stdout(ctx: click.Context) -> None:
    """Every view this command prints passes through EscapedOutput."""
    if isinstance(sys.stdout, EscapedOutput):
        return
    plain = sys.stdout
    sys.stdout = EscapedOutput(plain)

    def restore() -> None:
        if isinstance(sys.stdout, EscapedOutput) and sys.stdout.stream is plain:
            sys.stdout = plain

    ctx.call_on_close(restore)


def _load(reference: str):
    from journal.domain.rulesets import load

    return load(reference)


def ruleset_cli(ctx: click.Context):
    """The command-line module of the campaign in scope's ruleset, or None
    (no store, no campaign yet, or a ruleset without verbs)."""
    env = env_of(ctx)
    try:
        return env.ruleset.module("cli")
    except JournalError:
        return None


def ruleset_verb(ctx: click.Context, name: str):
    """`name` as a verb of the campaign in scope's ruleset."""
    env = env_of(ctx)
    try:
        module = env.ruleset.module("cli")
    except JournalError as error:
        from journal.ruleset_group import known_elsewhere

        if error.section in STORE_REFUSALS:
            raise  # a store nothing may use: its own refusal
        if known_elsewhere(name) and not ctx.resilient_parsing:  # not completing
            message = _("{name!r} is a ruleset's verb: {message}").format(
                name=name, message=error.message
            )
            raise click.UsageError(message) from None
        return None
    verb = module.ALIASES.get(name, name) if module else name
    if module is None or verb not in module.COMMANDS:
        return None
    return _load(module.COMMANDS[verb])


def lang_option(args: list[str]) -> str | None:
    """The value of a `--lang` given before the command's words (read before
    click parses them: --help is answered while parsing)."""
    words = iter(args)
    for word in words:
        if word == "--lang":
            return next(words, None)
        if word.startswith("--lang="):
            return word.partition("=")[2]
        if word in ("--store", "--campaign"):
            next(words, None)
        elif not word.startswith("-"):
            return None  # the command's own words begin
    return None


def note_retries(ctx: click.Context) -> None:
    """Say when a command was decided again because others recorded first."""
    app = getattr(ctx.obj, "__dict__", {}).get("app")
    if getattr(app, "retries", 0):
        click.echo(
            _(
                "note: others recorded at the same moment; decided again on the "
                "new state (attempt {value})",
            ).format(value=app.retries + 1),
            err=True,
        )


@click.group(cls=JournalGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--store",
    metavar="PATH",
    is_eager=True,  # known before --help, which lists the campaign's verbs
    help="The event store (default: $JOURNAL_STORE "
    "or a file in your user data folder).",
)
@click.option(
    "--campaign",
    metavar="NAME",
    is_eager=True,
    help="The campaign (default: "
    "$JOURNAL_CAMPAIGN, the one chosen with `campaign use`, or the only one).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"], case_sensitive=False),
    help="Language of output and chronicles (default: $JOURNAL_LANG, the "
    "system locale, the campaign's own, English).",
)
@click.version_option(package_name="journal")
@click.pass_context
def cli(
    ctx: click.Context, store: str | None, campaign: str | None, lang: str | None
) -> None:
    """An event-sourced campaign journal for tabletop role-playing.

    Record play as it happens, replay any character's sheet as it was, audit every
    die, correct mistakes by voiding events, publish chronicles. Each campaign
    plays one ruleset (`journal rulesets`); its verbs join the core's below.

    \b
    A session at the table (Dàimon 2090):
      journal campaign new "Ombre su Milano" --ruleset daimon2090
      journal player add Ana Bruno
      journal character create --from kira.toml
      journal adventure start "Il furto"
      journal session start
      journal scene start "Il molo"
      journal roll Kira --char intelligenza --skill Hacking --reserve 2 --target 3
      journal scene end --award Kira=2:danger
      journal session end
      journal chronicle --format pdf --out sessione-1.pdf
    """
    ctx.obj = env_of(ctx)
    ctx.call_on_close(ctx.obj.close)
    escape_stdout(ctx)
    if not ctx.resilient_parsing:  # not while completing a word
        from journal.context import sweep_leftovers

        sweep_leftovers()


def main() -> None:
    # A command is short and makes no reference cycles worth collecting, while
    # the collector would scan every object its imports make, again and again:
    # about 5 ms of `show` and 7 of a session's chronicle (issue 17). What makes
    # cycles by the thousand turns it back on: a PDF's layout (render.lay_out),
    # a site (site.build), a script (`run`, `sample`) and `watch`.
    gc.disable()
    try:
        cli.main(prog_name="journal")
    except KeyboardInterrupt:  # before click's own handling (a Tab completion);
        # once a command runs, JournalGroup.invoke says the same line
        click.echo(_("interrupted: nothing more was recorded"), err=True)
        sys.exit(130)
    except Exception:
        if os.environ.get("_JOURNAL_COMPLETE"):  # a Tab press: no words, no trace
            sys.exit(0)
        raise
    finally:
        # Every object alive now lives to the process's end: frozen, the
        # collections Python makes as it shuts down (one even with the collector
        # off) skip them instead of scanning all the imports made, about 10 ms
        # of a cold `roll` (issue 29). Only cyclic garbage is freed by those
        # collections: a command leaves none that matters, and nothing stored
        # waits on one (the store is closed and committed by now).
        gc.freeze()
        gc.enable()


__all__ = ["Env", "cli", "main"]
