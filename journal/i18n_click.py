"""click in the user's language: its own words ("Usage:", "Options:",
"Error:", ...) and every command's and option's help, looked up in the
catalogues when shown, not when the command was made (a module of commands is
imported once, a test process runs many languages).

click's modules call the standard library's `gettext` (domain "messages");
`install` gives them the journal's, domain "click" (journal/locale/*/
LC_MESSAGES/click.po, extracted from click's own source). A command's help is
its docstring (or `help=`), an option's its `help=`: journal/catalogues.py
extracts both as they are written, no marking needed, and `install` makes
click's `help`, `short_help` and `epilog` attributes translate on reading.
"""

from __future__ import annotations

import functools
import inspect
import re
import sys

import click

from journal import i18n

_CLICK = i18n.domain("click")


class Paragraphs(str):
    """Help made of paragraphs written apart (a core verb's docstring and the
    help a ruleset adds to it, journal/extras.py): each looked up alone."""

    def __new__(cls, *parts):
        """Each part a string, or (template, fields) filled after translation."""
        parts = tuple(p for p in parts if p)
        made = super().__new__(cls, "\n\n".join(_filled(p, str) for p in parts))
        made.parts = parts
        return made


def _filled(part, translate) -> str:
    if isinstance(part, tuple):
        template, fields = part
        return translate(template).format(**fields)
    return translate(part)


def translated(text: str | None) -> str | None:
    """`text` (a docstring or help=) in the language in use, from the core's
    catalogue or any ruleset's; as it is when none has it."""
    if not text or i18n.language() == "en":
        return text
    if isinstance(text, Paragraphs):
        return "\n\n".join(_filled(part, translated) for part in text.parts)
    found = i18n.anywhere(text)  # as written (a help marked with N_)
    if found != text:
        return found
    key = inspect.cleandoc(text)  # as click cleans a docstring
    found = i18n.anywhere(key)
    return found if found != key else text


class _Help:
    """A click attribute (`help`, `short_help`, `epilog`) read translated."""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return translated(instance.__dict__.get(self.name))

    def __set__(self, instance, value) -> None:
        instance.__dict__[self.name] = value


# click's own words in a usage line or beside an option: its types' names, the
# placeholders of a command's options and subcommand; and the commands' own
# placeholders (CHARACTER, NAME, CHAR=N), which their Italian help names as the
# usage line does (PERSONAGGIO, NOME, CAR=N).
METAVARS = (
    i18n.NC_("metavar", "OPTIONS"),
    i18n.NC_("metavar", "COMMAND"),
    i18n.NC_("metavar", "COMMAND1"),
    i18n.NC_("metavar", "COMMAND2"),
    i18n.NC_("metavar", "ARGS"),
    i18n.NC_("metavar", "TEXT"),
    i18n.NC_("metavar", "INTEGER"),
    i18n.NC_("metavar", "INTEGER RANGE"),
    i18n.NC_("metavar", "FLOAT"),
    i18n.NC_("metavar", "FLOAT RANGE"),
    i18n.NC_("metavar", "BOOLEAN"),
    i18n.NC_("metavar", "PATH"),
    i18n.NC_("metavar", "DIRECTORY"),
    i18n.NC_("metavar", "FILENAME"),
    i18n.NC_("metavar", "UUID"),
    i18n.NC_("metavar", "CHARACTER"),
    i18n.NC_("metavar", "CHARACTERS"),
    i18n.NC_("metavar", "NAME"),
    i18n.NC_("metavar", "NAMES"),
    i18n.NC_("metavar", "CHAR"),
    i18n.NC_("metavar", "ITEM"),
    i18n.NC_("metavar", "PLAYER"),
    i18n.NC_("metavar", "PLAYERS"),
    i18n.NC_("metavar", "TITLE"),
    i18n.NC_("metavar", "AMOUNT"),
    i18n.NC_("metavar", "POINTS"),
    i18n.NC_("metavar", "SKILL"),
    i18n.NC_("metavar", "WEAPON"),
    i18n.NC_("metavar", "EVENT"),
    i18n.NC_("metavar", "VALUE"),
    i18n.NC_("metavar", "NUMBER"),
    i18n.NC_("metavar", "FIELD"),
    i18n.NC_("metavar", "STATS"),
    i18n.NC_("metavar", "METRES"),
    i18n.NC_("metavar", "OPPONENTS"),
    i18n.NC_("metavar", "ADJECTIVES"),
    i18n.NC_("metavar", "ACTIVE"),
    i18n.NC_("metavar", "AMMO"),
    i18n.NC_("metavar", "ATTACKER"),
    i18n.NC_("metavar", "CLASS"),
    i18n.NC_("metavar", "DICE"),
    i18n.NC_("metavar", "DST"),
    i18n.NC_("metavar", "SRC"),
    i18n.NC_("metavar", "ENTRY_ID"),
    i18n.NC_("metavar", "EVENT_ID"),
    i18n.NC_("metavar", "EXPRESSION"),
    i18n.NC_("metavar", "FIGHTER"),
    i18n.NC_("metavar", "HIDER"),
    i18n.NC_("metavar", "LEVEL"),
    i18n.NC_("metavar", "NEW"),
    i18n.NC_("metavar", "OLD"),
    i18n.NC_("metavar", "OPPONENT"),
    i18n.NC_("metavar", "PASSIVE"),
    i18n.NC_("metavar", "POOL"),
    i18n.NC_("metavar", "POTENCY"),
    i18n.NC_("metavar", "RESERVE"),
    i18n.NC_("metavar", "SIDE"),
    i18n.NC_("metavar", "SKILLS"),
    i18n.NC_("metavar", "STUDENT"),
    i18n.NC_("metavar", "TABLE"),
    i18n.NC_("metavar", "TEACHER"),
    i18n.NC_("metavar", "USES"),
    i18n.NC_("metavar", "WOUND"),
    i18n.NC_("metavar", "WOUNDS"),
    i18n.NC_("metavar", "CHAR'C"),
    i18n.NC_("metavar", "CREATURE"),
    i18n.NC_("metavar", "DEAD"),
    i18n.NC_("metavar", "DEFENDER"),
    i18n.NC_("metavar", "DIFFICULTY"),
    i18n.NC_("metavar", "KIND"),
    i18n.NC_("metavar", "POISON"),
    i18n.NC_("metavar", "TOTAL"),
    i18n.NC_("metavar", "YES"),
    i18n.NC_("metavar", "WORD"),
    i18n.NC_("metavar", "DIR"),
    i18n.NC_("metavar", "CHARACTERISTIC"),
    i18n.NC_("metavar", "KEY"),
    i18n.NC_("metavar", "NEEDS"),
    i18n.NC_("metavar", "TARGET"),
    i18n.NC_("metavar", "SEED"),
)
_KNOWN = frozenset(METAVARS)
_UPPER = re.compile(r"(?<![\w'])[A-Z][A-Z0-9_']*(?: RANGE)?(?![\w])")


def metavar(text: str | None) -> str | None:
    """`text` (a usage placeholder: "[OPTIONS]", "INTEGER RANGE", "COMMAND
    [ARGS]...") with click's own words in the language in use."""
    if not text or i18n.language() == "en":
        return text
    return _UPPER.sub(
        lambda m: i18n.pgettext("metavar", m[0]) if m[0] in _KNOWN else m[0], text
    )


class _Metavar(_Help):
    """`options_metavar`, `subcommand_metavar`: read in the language in use."""

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return metavar(instance.__dict__.get(self.name))


def _translated_metavar(make):
    @functools.wraps(make)
    def made(self, *args, **kwargs):
        return metavar(make(self, *args, **kwargs))

    made._journal_i18n = True
    return made


def _help_option(get):
    """click keeps a command's --help option once made, its help in the
    language of that moment: it is said again in the language in use."""

    @functools.wraps(get)
    def made(self, ctx):
        option = get(self, ctx)
        if option is not None:
            option.help = _gettext("Show this message and exit.")
        return option

    return made


def _gettext(message: str) -> str:
    return _CLICK.gettext(message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    return _CLICK.ngettext(singular, plural, n)


def _invalid_choice(self, value, ctx) -> str:
    """click's refusal of a value not in a Choice, naming the values as they
    are declared: click names a case-insensitive Choice's folded ('g', 's'
    for G and S), which the journal takes in either case but records as listed."""
    if not all(isinstance(choice, str) for choice in self.choices):
        return _CLICK_INVALID_CHOICE(self, value, ctx)
    choices = ", ".join(map(repr, self.choices))
    return _ngettext(
        "{value!r} is not {choice}.",
        "{value!r} is not one of {choices}.",
        len(self.choices),
    ).format(value=value, choice=choices, choices=choices)


_CLICK_INVALID_CHOICE = click.Choice.get_invalid_choice_message


def install() -> None:
    """Make click speak the language in use (once per process)."""
    if getattr(click.Command, "_journal_i18n", False):
        return
    for owner, names in (
        (click.Command, ("help", "short_help", "epilog")),
        (click.Option, ("help",)),
    ):
        for name in names:
            descriptor = _Help()
            descriptor.__set_name__(owner, name)
            setattr(owner, name, descriptor)
    for owner, name in (
        (click.Command, "options_metavar"),
        (click.Group, "subcommand_metavar"),
    ):
        descriptor = _Metavar()
        descriptor.__set_name__(owner, name)
        setattr(owner, name, descriptor)
    for owner in (click.Parameter, click.Option, click.Argument):
        if "make_metavar" in vars(owner):
            owner.make_metavar = _translated_metavar(vars(owner)["make_metavar"])
    click.Command.get_help_option = _help_option(click.Command.get_help_option)
    click.Choice.get_invalid_choice_message = _invalid_choice
    click.Command._journal_i18n = True
    for name, module in list(sys.modules.items()):
        if name == "click" or name.startswith("click."):
            if getattr(module, "_", None) is not None and callable(module._):
                module._ = _gettext
            if getattr(module, "ngettext", None) is not None:
                module.ngettext = _ngettext
