"""Names that look alike: the skeleton two names share when a reader could not
tell them apart (Unicode TR39's idea, with a small table for the scripts that
mix with Latin names: Cyrillic, Greek, Armenian, and invisible characters).

"Ana", "Ana\\u200b" (a zero-width space), "Аna" (Cyrillic А) and "Ａｎａ"
(fullwidth) all have the skeleton "ana", as have "ANA" and "Ána".
"""

from __future__ import annotations

import unicodedata

# Letters of other scripts drawn like Latin ones, upper and lower case.
_LIKE_LATIN = {
    **dict(zip("АВЕКМНОРСТУХЅІЈԚԜҮҺӀ", "ABEKMHOPCTYXSIJQWYhI", strict=True)),
    **dict(zip("аеорсухѕіјԁԛԝһӏүԍ", "aeopcyxsijdqwhlyG", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX", strict=True)),
    **dict(zip("αοριυχνκ", "aopiuxvk", strict=True)),
    **dict(zip("օսհոı", "ouhni", strict=True)),
}
_TABLE = str.maketrans(_LIKE_LATIN)


def invisible(char: str) -> bool:
    """A character that draws nothing: format controls (zero-width spaces and
    joiners, soft hyphens, bidirectional marks) and variation selectors."""
    code = ord(char)
    return (
        unicodedata.category(char) == "Cf"
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or code in (0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F)
    )


def skeleton(text: str) -> str:
    """What a reader sees of a name: compatibility forms folded (NFKC), invisible
    characters dropped, lookalike letters made Latin, case and accents ignored."""
    text = unicodedata.normalize("NFKC", text)
    text = "".join(c for c in text if not invisible(c)).translate(_TABLE)
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join(
        "".join(c for c in decomposed if not unicodedata.combining(c)).split()
    )


def resembled(name: str, known) -> str | None:
    """The known name that `name` looks like without being it, if any."""
    key = skeleton(name)
    for other in known:
        if other != name and skeleton(other) == key:
            return other
    return None


def visible(text: str) -> str:
    """A name as a message shows it: lookalike and invisible characters as \\uXXXX."""
    return "".join(
        f"\\u{ord(c):04x}" if invisible(c) or c in _LIKE_LATIN else c for c in text
    )
