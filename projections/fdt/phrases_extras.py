"""Placeholders Fuori dal Tempo's phrases compute from a record, and the small
words they use in each language."""

from __future__ import annotations

from projections.describe import faces_text

WORDS = {
    "en": {
        "w.success": "success", "w.failure": "failure", "w.automatic": "automatic",
        "w.natural_1": " (natural 1)", "w.natural_20": " (natural 20)",
        "w.calamity": ", 00: serious harm", "w.average": "ch mediato",
        "w.group": "ch di gruppo", "w.killed": ", dead", "w.faints": ", and faints",
        "w.M": "mental", "w.F": "physical", "w.armour": "armour",
        "w.shield": "shield", "w.double": "natural 1: double damage",
        "w.mishap": "natural 20: colpo critico", "w.by": " by {name}",
        "w.steady": "steady", "w.fled": "flees for {rounds} round(s)",
        "w.fury": "blind fury (+{bonus} damage)", "w.feast": " at a feast",
        "w.pasto": " (1 Pasto)", "w.meal": "a meal", "w.rest": "{hours} h of rest",
        "w.healing": "healing", "w.no_check": "",
        "w.fx.scar": "a face scar: Autorità +1, Fascino −1",
        "w.fx.dropped": "drops the weapon", "w.fx.off-balance": "off balance",
        "w.fx.weapon-damaged": "the weapon is damaged",
        "w.fx.hurt": "hurts itself: −1 pV", "w.fx.wrist": "an injured wrist: −5 "
        "to attacks for the fight", "w.fx.fall": "falls: −1 pV",
        "w.fx.other-target": "hits another target", "w.fx.miss": "a plain miss",
        "w.valore": "{creature}'s Valore {valore}",
        "w.style.behind": "from behind", "w.style.unbalanced": "unbalanced",
        "w.style.charge": "charge", "w.style.aimed": "aimed shot",
        "w.style.invisible": "invisible opponent", "w.style.ground": "from the ground",
        "w.bonus.forza": "bForza", "w.bonus.style": "style", "w.bonus.aim": "aim",
        "w.bonus.fury": "fury", "w.bonus.range": "range", "w.bonus.mod": "mod",
        "w.bonus.weapon": "damaged weapon",
    },
    "it": {
        "w.success": "successo", "w.failure": "fallimento",
        "w.automatic": "automatico", "w.natural_1": " (1 naturale)",
        "w.natural_20": " (20 naturale)", "w.calamity": ", 00: danni gravi",
        "w.average": "ch mediato", "w.group": "ch di gruppo", "w.killed": ", morto",
        "w.faints": ", e sviene", "w.M": "mentale", "w.F": "fisico",
        "w.armour": "l'armatura", "w.shield": "lo scudo",
        "w.double": "1 naturale: danno doppio",
        "w.mishap": "20 naturale: colpo critico", "w.by": " grazie a {name}",
        "w.steady": "mantiene i nervi saldi", "w.fled": "fugge per {rounds} round",
        "w.fury": "furia cieca (+{bonus} al danno)", "w.feast": " a un banchetto",
        "w.pasto": " (1 Pasto)", "w.meal": "pasto", "w.rest": "{hours} h di riposo",
        "w.healing": "cure",
        "w.fx.scar": "ferito al volto: Autorità +1, Fascino −1",
        "w.fx.dropped": "lascia cadere l'arma", "w.fx.off-balance": "si sbilancia",
        "w.fx.weapon-damaged": "l'arma si rovina",
        "w.fx.hurt": "si ferisce: −1 pV", "w.fx.wrist": "polso ferito: −5 agli "
        "attacchi per il combattimento", "w.fx.fall": "finisce a terra: −1 pV",
        "w.fx.other-target": "colpisce un altro bersaglio",
        "w.fx.miss": "colpo a vuoto", "w.valore": "Valore {valore} di {creature}",
        "w.style.behind": "alle spalle", "w.style.unbalanced": "sbilanciato",
        "w.style.charge": "carica", "w.style.aimed": "tiro mirato",
        "w.style.invisible": "avversario invisibile", "w.style.ground": "da terra",
        "w.bonus.forza": "bForza", "w.bonus.style": "stile", "w.bonus.aim": "mira",
        "w.bonus.fury": "furia", "w.bonus.range": "gittata", "w.bonus.mod": "mod",
        "w.bonus.weapon": "arma rovinata",
    },
}  # fmt: skip


def _w(lang: str, key: str, **values) -> str:
    from projections.phrases import phrase

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
    return {"outcome": _outcome(record, lang), "calamity": calamity}


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


def award(record: dict, lang: str) -> dict:
    text = f" ({record['reason']}"
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
    from projections.describe import _who

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


def creation(record: dict, lang: str) -> dict:
    return {"faces": faces_text(record["dice"])}


EXTRAS = {
    "CheckRolled": check, "CheckIgnored": check, "UnheldSkillTried": unheld,
    "ChallengeRolled": challenge, "CreatureAdded": creature, "AttackRolled": attack,
    "DamageDealt": damage, "DamageTaken": killed, "ShockTaken": shock,
    "PanicRolled": panic, "FighterCalmed": calmed, "PiXAwarded": award,
    "CharacteristicPumped": pumped, "SkillPumped": pumped,
    "ProfessionChanged": profession, "MealEaten": meal, "VitaRecovered": recovery,
    "ManaRecovered": mana, "ManaSpent": spent, "CasualitaRolled": casualita,
    "ArmourDonned": gear, "ArmourRemoved": gear, "ArmourWorn": gear,
    "WeaponTaken": gear, "MishapRolled": effect, "CreationRolled": creation,
}  # fmt: skip
