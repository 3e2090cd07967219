"""Phrases for creation events (English and Italian); merged by projections.phrases.

A random character's birth reads, roll by roll:
  Kira Voss: social class of origin 3 (Proletario, piccolo commerciante)
  Kira Voss: current table (CLASSE SOCIALE 1: ...): 3 −1 → row 2: Nomade / Aggressivo
"""

from __future__ import annotations

from journal.domain.daimon2090.names import DISPLAY_NAMES
from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "CreationTableRolled": N_("{character}: {what}"),
        "CreationTableRolled@actor": N_("{what}"),
        "creation.characteristics": N_("characteristics, dice {faces}: {reading}"),
        "creation.origin": N_("social class of origin {face} ({name})"),
        "creation.current": N_("current social class {face} ({name})"),
        "creation.origin_table": N_("origin table ({table}): {face}{shift}: {reading}"),
        "creation.current_table": N_(
            "current table ({table}): {face}{shift}: {reading}"
        ),
        "creation.event": N_("particular event ({table}): {face}{shift}: {reading}"),
        "creation.raised": N_("+1 to {names}"),
        "creation.none": N_("no point"),
        "creation.row": N_(" → row {row}"),
    },
)


def _table_roll(record: dict, lang: str) -> dict:
    from journal.projections.daimon2090.phrases import say as phrase

    result, modifier = record["result"], record["modifier"]
    fields = {
        "faces": " ".join(str(face) for face in record["dice"]),
        "face": record["dice"][0] if record["dice"] else "",
        "table": record["table"],
        "name": result.get("name", ""),
        "shift": "",
        "reading": " / ".join(str(value) for value in result.values()),
    }
    if modifier:
        sign = "+" if modifier > 0 else "−"
        row = phrase(lang, "creation.row").format(row=record["row"])
        fields["shift"] = f" {sign}{abs(modifier)}{row}"
    if record["step"] == "characteristics":
        raised = [DISPLAY_NAMES.get(k, k) for k, point in result.items() if point]
        names = ", ".join(raised)
        key = "creation.raised" if raised else "creation.none"
        fields["reading"] = phrase(lang, key).format(names=names)
    template = phrase(lang, f"creation.{record['step']}", "{table}: {faces}")
    return {"what": template.format(**fields)}


EXTRAS = {"CreationTableRolled": _table_roll}
