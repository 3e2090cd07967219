"""Phrases for creation events (English and Italian); merged by projections.phrases.

A random character's birth reads, roll by roll:
  Kira Voss: social class of origin 3 (Proletario, piccolo commerciante)
  Kira Voss: current table (CLASSE SOCIALE 1: ...): 3 −1 → row 2: Nomade / Aggressivo
"""

from __future__ import annotations

from journal.domain.daimon2090.names import DISPLAY_NAMES

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "CreationTableRolled": "{character}: {what}",
        "CreationTableRolled@actor": "{what}",
        "creation.characteristics": "characteristics, dice {faces}: {reading}",
        "creation.origin": "social class of origin {face} ({name})",
        "creation.current": "current social class {face} ({name})",
        "creation.origin_table": "origin table ({table}): {face}{shift}: {reading}",
        "creation.current_table": "current table ({table}): {face}{shift}: {reading}",
        "creation.event": "particular event ({table}): {face}{shift}: {reading}",
        "creation.raised": "+1 to {names}",
        "creation.none": "no point",
        "creation.row": " → row {row}",
    },
    "it": {
        "CreationTableRolled": "{character}: {what}",
        "CreationTableRolled@actor": "{what}",
        "creation.characteristics": "caratteristiche, dadi {faces}: {reading}",
        "creation.origin": "classe sociale d'origine {face} ({name})",
        "creation.current": "classe sociale attuale {face} ({name})",
        "creation.origin_table": "tabella d'origine ({table}): {face}{shift}: "
        "{reading}",
        "creation.current_table": "tabella attuale ({table}): {face}{shift}: {reading}",
        "creation.event": "evento particolare ({table}): {face}{shift}: {reading}",
        "creation.raised": "+1 a {names}",
        "creation.none": "nessun punto",
        "creation.row": " → riga {row}",
    },
}


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
