"""The vault's strings: the chronicle's and the ruleset's (journal.projections
.render_env.messages), then the vault's own from templates/obsidian/messages.py."""

from __future__ import annotations

from journal.projections import render_env
from journal.projections.render_env import templates_dir


def say(lang: str, key: str, **fields) -> str:
    """One of the vault's own strings, filled (the terminal's lines)."""
    own = render_env.catalogue(templates_dir() / "obsidian")
    return own[lang][key].format(**fields)


def strings(lang: str, ruleset: str) -> dict[str, str]:
    own = render_env.catalogue(templates_dir() / "obsidian")
    return render_env.messages(lang, ruleset) | own[lang]
