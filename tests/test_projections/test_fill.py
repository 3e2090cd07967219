"""journal.projections.phrases.fill: str.format with plural words ({n:one|many}), made
by str.format from a template compiled once; it must say what _Plurals says."""

from __future__ import annotations

import itertools

import pytest

from journal.projections.phrases import _PLURALS, fill, table

LANGS = ("en", "it")
RULESETS = (None, "daimon2090", "brp", "fdt", "microd6", "azioni")


def test_plural_words_follow_the_number():
    assert fill("{n} {n:dado|dadi}", n=1) == "1 dado"
    assert fill("{n} {n:dado|dadi}", n=3) == "3 dadi"
    assert fill("{n} {n:die|dice}", n=-1) == "-1 die"
    assert fill("{n} {n:die|dice}", n=0) == "0 dice"


def test_literal_braces_formats_and_conversions_survive():
    template = "{{x}} {who!r} {n:>3} {n:one|many} {k:a|b}"
    assert fill(template, who="Kira", n=2, k=1) == "{x} 'Kira'   2 many a"


def test_a_plural_of_a_word_is_refused_as_str_format_refuses_it():
    with pytest.raises(ValueError):
        fill("{n:one|many}", n="two")


def catalogue_templates() -> list[str]:
    found = {
        text
        for lang, ruleset in itertools.product(LANGS, RULESETS)
        for text in table(lang, ruleset).values()
        if "|" in text
    }
    return sorted(found)


@pytest.mark.parametrize("template", catalogue_templates())
def test_every_catalogue_plural_says_what_the_formatter_says(template):
    names = sorted({name for _, name, _, _ in _PLURALS.parse(template) if name})
    for values in itertools.product((0, 1, 2, -1, "x"), repeat=min(len(names), 3)):
        fields = {name: values[i % len(values)] for i, name in enumerate(names)}
        try:
            expected = _PLURALS.format(template, **fields)
        except (KeyError, IndexError, ValueError, AttributeError) as error:
            with pytest.raises(type(error)):
                fill(template, **fields)
        else:
            assert fill(template, **fields) == expected
