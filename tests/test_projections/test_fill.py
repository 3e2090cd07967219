"""journal.projections.phrases.fill: str.format over the catalogues' phrases,
whose plurals are gettext's (the old inline `{n:one|many}` form is gone)."""

from __future__ import annotations

import re

from journal.projections.phrases import fill, table

LANGS = ("en", "it")
RULESETS = (None, "daimon2090", "brp", "fdt", "microd6", "azioni")
INLINE_PLURAL = re.compile(r"\{[A-Za-z_]\w*(![rsa])?:[^{}]*\|[^{}]*\}")


def test_literal_braces_formats_and_conversions_survive():
    assert fill("{{x}} {who!r} {n:>3}", who="Kira", n=2) == "{x} 'Kira'   2"


def test_a_plural_phrase_takes_the_catalogue_s_form_in_each_language():
    english, italian = table("en")["term.scenes"], table("it")["term.scenes"]
    assert [fill(english, n=n) for n in (1, 2)] == ["1 scene", "2 scenes"]
    assert [fill(italian, n=n) for n in (1, 2)] == ["1 scena", "2 scene"]


def test_no_phrase_uses_the_old_inline_plural_form():
    """`{n:one|many}` would now be a format error at run time: every plural
    goes through the catalogue (Nn_)."""
    found = {
        (lang, ruleset, key)
        for lang in LANGS
        for ruleset in RULESETS
        for key, text in table(lang, ruleset).items()
        if INLINE_PLURAL.search(text)
    }
    assert not found
