"""The coin's words: gettext functions of its own domain, "coin" (the
ruleset's name), read from journal_coin/locale once the journal loads it."""

from journal.i18n import N_, domain

_, ngettext, pgettext, npgettext = domain("coin").functions()

__all__ = ["N_", "_", "ngettext", "npgettext", "pgettext"]
