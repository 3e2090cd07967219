"""Le azioni's words: the gettext functions of its own domain, "azioni"
(journal/locale/<lang>/LC_MESSAGES/azioni.po), falling back to the core's."""

from __future__ import annotations

from journal.i18n import N_, Nn_, domain

_, ngettext, pgettext, npgettext = domain("azioni").functions()

__all__ = ["N_", "Nn_", "_", "ngettext", "npgettext", "pgettext"]
