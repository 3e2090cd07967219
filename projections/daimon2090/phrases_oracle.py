"""Phrases for oracle events (English and Italian); merged by projections.phrases.

The table's words stay as the rulebook prints them, in both languages.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "OracleConsulted": N_(
            "{start}Oracle, table {table} ({title}) → {result}{readings}; dice "
            "{faces}{reroll}"
        ),
        "oracle.start": N_("Adventure start: "),
        "oracle.reroll": N_(" (re-roll of {rerolls})"),
    },
)


def say(lang: str, key: str) -> str:
    return PHRASES.get(lang, PHRASES["en"]).get(key, PHRASES["en"][key])


def consulted(record: dict, lang: str) -> dict:
    """The extra dice's readings (the table die aside: the table says it)."""
    words = [v for k, v in (record.get("extras") or {}).items() if k != "tabella"]
    rerolls = record.get("rerolls")
    return {
        "readings": f" ({', '.join(words)})" if words else "",
        "faces": " ".join(str(face) for face in record["dice"]),
        "start": say(lang, "oracle.start") if record.get("purpose") == "start" else "",
        "reroll": say(lang, "oracle.reroll").format(rerolls=rerolls) if rerolls else "",
    }


EXTRAS = {"OracleConsulted": consulted}
