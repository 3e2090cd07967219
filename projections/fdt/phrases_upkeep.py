"""Placeholders of the phrases of PiX, recovery, gear, creation and casualità."""

from __future__ import annotations

from journal.projections.describe import faces_text
from journal.projections.fdt.phrases_extras import _w


def award(record: dict, lang: str) -> dict:
    text = f" ({_w(lang, 'reason.' + record['reason'])}"
    if record.get("creature"):
        text += ", " + _w(
            lang, "valore", creature=record["creature"], valore=record["valore"]
        )
    note = f": {record['note']}" if record.get("note") else ""
    return {"award_text": text + note + ")"}


def pumped(record: dict, lang: str) -> dict:
    return {"die_text": f", d4 {record['die']}" if record.get("die") else ""}


def profession(record: dict, lang: str) -> dict:
    shown = ", ".join(f"{k} {v}" for k, v in record["skills"].items())
    return {"skills_text": shown}


def meal(record: dict, lang: str) -> dict:
    return {"meal_text": _w(lang, "feast") if record["feast"] else _w(lang, "pasto")}


def check_text(check: dict | None, lang: str) -> str:
    if check is None:
        return ""
    roll = check["roll"] if check["roll"] is not None else _w(lang, "automatic")
    return f"{check['target']} → {roll}: {_w(lang, check['result'])}"


def recovery(record: dict, lang: str) -> dict:
    kind = _w(lang, record["kind"], hours=record.get("hours"))
    found = check_text(record.get("check"), lang)
    dice = f", d4 {' '.join(map(str, record['dice']))}" if record.get("dice") else ""
    text = f"{kind}, Costituzione {found}{dice}" if found else kind
    return {"recovery_text": text}


def mana(record: dict, lang: str) -> dict:
    return {"check_text": check_text(record["check"], lang)}


def spent(record: dict, lang: str) -> dict:
    return {"purpose_text": f" ({record['purpose']})" if record.get("purpose") else ""}


def casualita(record: dict, lang: str) -> dict:
    from journal.projections.describe import _who

    return {"faces": faces_text(record["dice"]), "who": _who(record, lang)}


def gear(record: dict, lang: str) -> dict:
    found = {}
    if record.get("piece"):
        found["piece_text"] = _w(lang, record["piece"])
    if record.get("armour"):
        a = record["armour"]
        found["armour_text"] = f"{a['name']} (Colpi {a['colpi']}, Durata {a['durata']})"
    if isinstance(record.get("weapon"), dict):
        w = record["weapon"]
        found["weapon_text"] = f"{w['name']} ({w['damage']}, {w['skill']})"
    return found


def effect(record: dict, lang: str) -> dict:
    return {"effect_text": _w(lang, f"fx.{record['effect']}")}
