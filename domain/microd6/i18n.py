"""µD6's words: the gettext functions of its own domain, "microd6"
(journal/locale/<lang>/LC_MESSAGES/microd6.po), falling back to the core's."""

from __future__ import annotations

from journal.i18n import N_, Nn_, domain

_, ngettext, pgettext, npgettext = domain("microd6").functions()

__all__ = ["N_", "Nn_", "_", "ngettext", "npgettext", "pgettext"]
