"""Basic Roleplaying's words: the gettext functions of its own domain, "brp"
(journal/locale/<lang>/LC_MESSAGES/brp.po), falling back to the core's."""

from __future__ import annotations

from journal.i18n import N_, Nn_, domain

_, ngettext, pgettext, npgettext = domain("brp").functions()

__all__ = ["N_", "Nn_", "_", "ngettext", "npgettext", "pgettext"]
