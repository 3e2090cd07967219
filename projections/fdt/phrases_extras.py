"""Placeholders Fuori dal Tempo's phrases compute from a record, and the small
words they use in each language."""

from __future__ import annotations

from journal.projections.describe import faces_text


def _w(lang: str, key: str, **values) -> str:
    from journal.projections.phrases import phrase

    return phrase(lang, f"w.{key}", key, ruleset="fdt").format(**values)


def _outcome(record: dict, lang: str) -> str:
    return _w(lang, record["result"])


def _mods(record: dict) -> str:
    modifier = record.get("modifier") or 0
    word = f" ({record['difficulty']})" if record.get("difficulty") else ""
    return f" {modifier:+d}{word}" if modifier else ""


def check(record: dict, lang: str) -> dict:
    what = {"averaged": _w(lang, "average"), "group": _w(lang, "group")}
    label = what.get(record["kind"], "ch")
    members = f" ({', '.join(record['members'])})" if record.get("members") else ""
    natural = _w(lang, f"natural_{record['roll']}") if record["natural"] else ""
    return {
        "what": f"{label} {record['name']}{members}",
        "mods": _mods(record),
        "outcome": _outcome(record, lang),
        "natural": natural,
    }


def unheld(record: dict, lang: str) -> dict:
    calamity = _w(lang, "calamity") if record["calamity"] else ""
    roll = f"{record['roll'] % 100:02d}"  # percentile dice: 01 .. 00
    return {"outcome": _outcome(record, lang), "calamity": calamity, "roll_text": roll}


def challenge(record: dict, lang: str) -> dict:
    won = record["winner"] == record.get("character_id")
    return {"winner_name": record["character"] if won else record["opponent_name"]}


def creature(record: dict, lang: str) -> dict:
    s = record["stats"]
    attacks = ", ".join(
        f"{a['name']} ({a['value']} - {a['damage']})" for a in s["attacks"]
    )
    text = f"vita {s['vita']}, ag {s['ag']:+d}, c {s['c']}, v {s['v']}, fr {s['fr']}"
    return {"stats_text": f"{text}, dp {s['dp']}; {attacks}; PiX {s['pix']}"}


def attack(record: dict, lang: str) -> dict:
    style = (
        _w(lang, f"style.{record['style']}") if record["style"] != "normal" else None
    )
    shown = [record.get("weapon"), style]
    style = f" ({', '.join(s for s in shown if s)})" if any(shown) else ""
    roll = record["roll"] if record["roll"] is not None else _w(lang, "automatic")
    critical = f", {_w(lang, record['critical'])}" if record["critical"] else ""
    mods = "".join(f" {v:+d}" for v in record["modifiers"].values())
    return {
        "style_text": style,
        "mods": mods,
        "roll_text": roll,
        "outcome": _outcome(record, lang),
        "critical_text": critical,
    }


def damage(record: dict, lang: str) -> dict:
    bonuses = "".join(
        f" {v:+d} {_w(lang, 'bonus.' + k)}" for k, v in record["bonuses"].items()
    )
    double = " ×2" if record["doubled"] else ""
    absorbed = sum(record["absorbed"].values())
    colpi = f" − {absorbed} Colpi" if absorbed else ""
    text = f"{record['expression']} {faces_text(record['dice'])}{bonuses}{double}"
    return {"damage_text": text + colpi, **killed(record, lang)}


def killed(record: dict, lang: str) -> dict:
    return {"killed_text": _w(lang, "killed") if record["killed"] else ""}


def shock(record: dict, lang: str) -> dict:
    cause = f" ({record['cause']})" if record.get("cause") else ""
    return {
        "kind_text": _w(lang, record["kind"]),
        "cause_text": cause,
        "fainted_text": _w(lang, "faints") if record["fainted"] else "",
    }


def panic(record: dict, lang: str) -> dict:
    roll = record["roll"] if record["roll"] is not None else _w(lang, "automatic")
    text = _w(
        lang, record["outcome"], rounds=record["rounds"], bonus=record["damage_bonus"]
    )
    return {"roll_text": roll, "panic_text": text}


def calmed(record: dict, lang: str) -> dict:
    name = record.get("calmer_name")
    return {"calmer_text": _w(lang, "by", name=name) if name else ""}
