"""Dàimon 2090's words: the gettext functions of its own domain, "daimon2090"
(journal/locale/<lang>/LC_MESSAGES/daimon2090.po), falling back to the core's."""

from __future__ import annotations

from journal.i18n import N_, Nn_, domain

_, ngettext, pgettext, npgettext = domain("daimon2090").functions()

__all__ = ["N_", "Nn_", "_", "ngettext", "npgettext", "pgettext"]
