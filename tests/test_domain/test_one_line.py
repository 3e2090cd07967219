"""`one_line`: what a stored text becomes on one line of a terminal. Its fast
form (one search of a character class) must change exactly the characters the
rule names, as a walk over every character's Unicode category does."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from journal.domain.text import one_line

BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F}


def by_category(text: str) -> str:
    """The rule, character by character: a newline as ↵, a tab as a space, a
    carriage return dropped, any other control (Cc), unpaired surrogate (Cs)
    or bidirectional control as \\uXXXX."""
    out = []
    for char in text:
        if char == "\n":
            out.append(" ↵ ")
        elif char == "\r":
            out.append("")
        elif char == "\t":
            out.append(" ")
        elif unicodedata.category(char) in ("Cc", "Cs") or ord(char) in BIDI:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def test_every_character_of_the_first_planes_is_shown_as_the_rule_says():
    every = "".join(map(chr, range(0x3000)))  # controls, surrogates aside, bidi
    assert one_line(every) == by_category(every)
    surrogates = "".join(map(chr, range(0xD800, 0xE000)))
    assert one_line(surrogates) == by_category(surrogates)
    assert one_line(surrogates).count("\\u") == 0x800


def test_hostile_text_is_inert_on_one_line():
    text = "Kira\x1b[2J\r\nrefused: forged\u202eevil\tend\x00"
    assert one_line(text) == ("Kira\\u001b[2J ↵ refused: forged\\u202eevil end\\u0000")
    assert one_line("Agilità 3 → 2") == "Agilità 3 → 2"
    assert one_line(42) == "42"


@given(st.text(alphabet=st.characters(exclude_categories=())))  # surrogates too
def test_any_text_is_shown_as_the_character_by_character_rule(text):
    assert one_line(text) == by_category(text)


def test_printable_text_never_compiles_the_pattern():
    """Most text is printable: it comes back as it is, and the pattern (a
    millisecond to compile, which every command paid at import) is compiled
    only for text that holds a character to change."""
    from journal.domain import text

    text._shown_apart.cache_clear()
    assert one_line("Kira Voss: Prova Agilità 3 → 2 2 6 🎲") == (
        "Kira Voss: Prova Agilità 3 → 2 2 6 🎲"
    )
    assert text._shown_apart.cache_info().currsize == 0
    assert one_line("a\nb") == "a ↵ b"
    assert text._shown_apart.cache_info().currsize == 1


@given(
    st.text(alphabet=st.characters(exclude_categories=())),
    st.sampled_from(["", "\n\t"]),
)
def test_the_first_hidden_character_is_the_rule_s(text, allowed):
    """first_hidden, which names and notes, typed arguments and imported
    events are refused by, finds what one_line would show as \\uXXXX."""
    from journal.domain.text import first_hidden

    hidden = [
        c
        for c in text
        if c not in allowed
        and (unicodedata.category(c) in ("Cc", "Cs") or ord(c) in BIDI)
    ]
    assert first_hidden(text, allowed) == (hidden[0] if hidden else None)
