"""Fuori dal Tempo's words: the gettext functions of its own domain, "fdt"
(journal/locale/<lang>/LC_MESSAGES/fdt.po), falling back to the core's."""

from __future__ import annotations

from journal.i18n import N_, Nn_, domain

_, ngettext, pgettext, npgettext = domain("fdt").functions()

__all__ = ["N_", "Nn_", "_", "ngettext", "npgettext", "pgettext"]
