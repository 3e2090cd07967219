"""Every word a person reads, in their language: GNU gettext catalogues.

The API is the standard one, from this one module::

    from journal.i18n import _, ngettext, pgettext, npgettext, N_

    raise RuleBroken(_("no character called {name}").format(name=name), SECTION)
    click.echo(ngettext("{n} scene", "{n} scenes", n).format(n=n))
    HELP = N_("Record a session.")   # marked now (a module constant), read later
    click.echo(_(HELP))

`_` and friends translate into the language in use now (`set_language`), by
the core's catalogue (domain "journal"). A ruleset has a domain of its own (its
name for a built-in, any unique name for a third party), and its modules get
the same functions bound to it, falling back to the core's catalogue:

    from journal.i18n import domain
    _, ngettext, pgettext, npgettext = domain("brp").functions()

A third-party ruleset registers its own folder (`register("journal_coin",
Path(__file__).parent / "locale")`, done by the journal for a descriptor's
`locale`). Catalogues are the compiled `.mo` files of the `.po` files beside
them (`<localedir>/<lang>/LC_MESSAGES/<domain>.mo`); reading one needs nothing
but the standard library (Babel only extracts, updates and checks: see
journal/catalogues.py and docs/design.md).

The language: `--lang`, else $JOURNAL_LANG, else the system locale ($LC_ALL,
$LC_MESSAGES, $LANG; C and POSIX say nothing), else the campaign's own
(`journal campaign option lang it`), else English (`choose`, `for_campaign`).
"""

from __future__ import annotations

import gettext as _gettext
import os
from pathlib import Path

LANGUAGES = ("en", "it")  # English is the msgid: it has no catalogue
PSEUDO = "qps"  # the pseudo-locale of the tests: every translated word marked
LOCALEDIR = Path(__file__).resolve().parent / "locale"
CORE = "journal"
BUILT_IN = ("daimon2090", "brp", "fdt", "microd6", "azioni")

_folders: dict[str, Path] = {CORE: LOCALEDIR, "click": LOCALEDIR}
_folders.update((name, LOCALEDIR) for name in BUILT_IN)
_loaded: dict[tuple[str, str], _gettext.NullTranslations] = {}
_state = {"lang": "en", "source": "default"}


# -- the language ---------------------------------------------------------------


def choose(option: str | None = None, environ=os.environ) -> tuple[str, str]:
    """The language and what chose it: (lang, "--lang" | "JOURNAL_LANG" |
    "locale" | "default"). A language the journal lacks is passed over."""
    if option:
        return known(option) or "en", "--lang"
    wanted = known(environ.get("JOURNAL_LANG", ""))
    if wanted:
        return wanted, "JOURNAL_LANG"
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value:  # the first one set is the locale, as POSIX reads them
            wanted = known(value)
            return (wanted, "locale") if wanted else ("en", "default")
    return "en", "default"


def known(value: str) -> str | None:
    """ "it_IT.UTF-8" -> "it"; None for C, POSIX or a language without words."""
    code = value.split(".")[0].split("@")[0].split("_")[0].strip().lower()
    if code in LANGUAGES or code == PSEUDO:
        return code
    return None


def set_language(lang: str, source: str = "--lang") -> None:
    """Use `lang` from now on (the command line does this once, at its start)."""
    _state["lang"], _state["source"] = lang, source


def source() -> str:
    """What chose the language in use: --lang, JOURNAL_LANG, locale, campaign
    or default."""
    return _state["source"]


def language() -> str:
    """The language in use now."""
    return _state["lang"]


def for_campaign(lang: str | None) -> None:
    """The campaign's own language, used when nothing above it chose one."""
    if lang and _state["source"] in ("default", "campaign") and known(lang):
        _state["lang"], _state["source"] = known(lang), "campaign"


# -- catalogues -----------------------------------------------------------------


def register(domain: str, localedir: Path | str) -> None:
    """Read `domain`'s catalogues from `localedir` (a third party's own)."""
    _folders[domain] = Path(localedir)
    for key in [k for k in _loaded if k[0] == domain]:
        del _loaded[key]


def folder(domain: str) -> Path:
    """Where `domain`'s catalogues are."""
    return _folders.get(domain, LOCALEDIR)


def translation(lang: str, domain: str = CORE) -> _gettext.NullTranslations:
    """`domain`'s catalogue in `lang` (English: none), the core's behind it."""
    found = _loaded.get((domain, lang))
    if found is not None:
        return found
    if lang == PSEUDO:
        found = _pseudo(domain)
    else:
        found = _gettext.translation(
            domain, _folders.get(domain, LOCALEDIR), [lang], fallback=True
        )
    if domain != CORE:
        found.add_fallback(translation(lang, CORE))
    _loaded[(domain, lang)] = found
    return found


def _pseudo(domain: str) -> _gettext.NullTranslations:
    """Every message the Italian catalogue holds, as ⟦its English⟧: a word a
    command prints outside ⟦ ⟧ went through no catalogue."""
    found = _gettext.translation(
        domain, _folders.get(domain, LOCALEDIR), ["it"], fallback=True
    )
    catalog = getattr(found, "_catalog", None)
    if catalog is None:
        return _gettext.NullTranslations()
    pseudo = {}
    for key in catalog:
        if not key:  # the header
            pseudo[key] = catalog[key]
            continue
        msgid = key[0] if isinstance(key, tuple) else key
        if "\x04" in msgid:
            msgid = msgid.split("\x04", 1)[1]
        pseudo[key] = f"⟦{msgid}⟧"  # a plural's forms: the singular's id, marked
    found._catalog = pseudo  # noqa: SLF001 - the one way to remake a catalogue
    return found


class Domain:
    """The gettext functions bound to one domain, in the language in use."""

    def __init__(self, name: str) -> None:
        self.name = name

    def gettext(self, message: str) -> str:
        lang = _state["lang"]
        if lang == "en" or not message:
            return message
        return translation(lang, self.name).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        lang = _state["lang"]
        if lang == "en":
            return singular if n == 1 else plural
        return translation(lang, self.name).ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        lang = _state["lang"]
        if lang == "en":
            return message
        return translation(lang, self.name).pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        lang = _state["lang"]
        if lang == "en":
            return singular if n == 1 else plural
        return translation(lang, self.name).npgettext(context, singular, plural, n)

    def functions(self):
        """(_, ngettext, pgettext, npgettext) for `from ... import`."""
        return self.gettext, self.ngettext, self.pgettext, self.npgettext


_domains: dict[str, Domain] = {}


def domain(name: str) -> Domain:
    """The functions of gettext domain `name` (a ruleset's)."""
    found = _domains.get(name)
    if found is None:
        found = _domains[name] = Domain(name)
    return found


def searched() -> list[str]:
    """The domains a message of unknown origin (a command's help) is looked
    up in: the core's, then each ruleset's."""
    rulesets = [name for name in _folders if name not in (CORE, "click")]
    return [CORE, *rulesets, "click"]


def anywhere(message: str | None) -> str | None:
    """`message` translated by the first catalogue that has it (the core's,
    then each ruleset's): for text whose domain is not known where it is
    shown (a command's help, a ruleset's optional rule)."""
    lang = _state["lang"]
    if not message or lang == "en":
        return message
    for name in searched():
        found = translation(lang, name).gettext(message)
        if found != message:
            return found
    return message


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for "mark only"
    """Mark `message` for the catalogue without translating it now (a module
    constant, read later through `_`)."""
    return message


def NC_(context: str, message: str) -> Marked:  # noqa: N802
    """Mark a message with a context (pgettext's): the same English words
    that two places translate differently ("Load" of a column, of a sheet)."""
    return Marked(message, context)


class Marked(str):
    """A message marked with its context, for a table (see `Phrases`)."""

    def __new__(cls, text: str, context: str):
        made = super().__new__(cls, text)
        made.context = context
        return made


def Nn_(singular: str, plural: str, count: str = "n") -> Forms:  # noqa: N802
    """Mark a plural message (a table's entry, translated later by `Phrases`):
    its two English forms and the field that counts ("{n} scene", "{n} scenes")."""
    return Forms(plural, (singular, plural), count)


class Forms(str):
    """A plural message in a phrases table: reads as its plural form; its
    `format` picks the form for the counting field by the catalogue's rule
    (ngettext), so `table[key].format(n=1, ...)` says "1 scene"."""

    def __new__(cls, text, ids, count, translator=None, prefix="", suffix=""):
        made = super().__new__(cls, text)
        made.ids, made.count, made.translator = ids, count, translator
        made.prefix, made.suffix = prefix, suffix
        return made

    def form(self, n) -> str:
        singular, plural = self.ids
        if self.translator is None:
            chosen = singular if n == 1 else plural
        else:
            chosen = self.translator.ngettext(singular, plural, n)
        return self.prefix + chosen + self.suffix

    def format(self, /, *args, **fields) -> str:
        n = fields.get(self.count)
        if type(n) is not int:
            return str.format(self, *args, **fields)
        return self.form(abs(n)).format(*args, **fields)

    def __add__(self, other):
        if not isinstance(other, str) or isinstance(other, Forms):
            return NotImplemented
        return self._with(suffix=self.suffix + other)

    def __radd__(self, other):
        if not isinstance(other, str):
            return NotImplemented
        return self._with(prefix=other + self.prefix)

    def _with(self, prefix=None, suffix=None):
        prefix = self.prefix if prefix is None else prefix
        suffix = self.suffix if suffix is None else suffix
        return _forms(self.ids, self.count, self.translator, prefix, suffix)

    def translated(self, translator) -> Forms:
        return _forms(self.ids, self.count, translator, self.prefix, self.suffix)


def _forms(ids, count, translator, prefix, suffix) -> Forms:
    """Forms reading as the plural form of `translator`'s language."""
    made = Forms("", ids, count, translator, prefix, suffix)
    return Forms(made.form(2), ids, count, translator, prefix, suffix)


class Phrases:
    """A table of marked messages by key, read by language as the old
    {lang: {key: template}} tables were: `PHRASES["it"]`, `PHRASES.get(lang)`.
    `build`, if given, makes the final table from the translated one (each
    event's phrase with "{character} " before it, say)."""

    def __init__(self, domain_name: str, base: dict, build=None) -> None:
        self.domain, self.base, self.build = domain_name, base, build
        self.parts: list[Phrases] = []
        self._made: dict[str, dict] = {}

    def include(self, other: Phrases) -> None:
        """Add another module's table (its entries win over this one's)."""
        self.parts.append(other)
        self._made.clear()

    def __getitem__(self, lang: str) -> dict:
        found = self._made.get(lang)
        if found is None:
            found = self._made[lang] = self._make(lang)
        return found

    def get(self, lang: str, default=None):
        return self[lang] if lang in LANGUAGES or lang == PSEUDO else default

    def keys(self):
        return LANGUAGES

    def items(self):
        return [(lang, self[lang]) for lang in LANGUAGES]

    def __contains__(self, lang) -> bool:
        return lang in LANGUAGES or lang == PSEUDO

    def _make(self, lang: str) -> dict:
        translator = None if lang == "en" else translation(lang, self.domain)
        made = {}
        for key, message in self.base.items():
            if isinstance(message, Forms):
                made[key] = message.translated(translator) if translator else message
            elif translator is not None and isinstance(message, Marked):
                made[key] = translator.pgettext(message.context, message)
            elif translator is not None and isinstance(message, str) and message:
                made[key] = translator.gettext(message)
            else:
                made[key] = message
        made = self.build(made) if self.build else made
        for part in self.parts:
            made.update(part[lang])
        return made


_core = domain(CORE)
_ = _core.gettext
gettext = _core.gettext
ngettext = _core.ngettext
pgettext = _core.pgettext
npgettext = _core.npgettext

__all__ = [
    "N_",
    "Forms",
    "NC_",
    "Nn_",
    "Phrases",
    "_",
    "anywhere",
    "choose",
    "domain",
    "for_campaign",
    "gettext",
    "language",
    "ngettext",
    "npgettext",
    "pgettext",
    "register",
    "set_language",
    "source",
    "translation",
]
