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
        # the walk of `character create` (journal/prompts.py)
        "ask.daimon.points": "Punteggi: 12 points over the six characteristics, "
        "1..5 each.",
        "ask.daimon.points_left": "{low}..{high}; {n} of the 12 points left",
        "ask.daimon.points_last": "{name}: {n} (what the points leave)",
        "ask.daimon.bonus": "Then a die per characteristic, or 2 free points",
        "ask.daimon.bonus_limits": "roll: a die each, 4-6 gives +1; or the two "
        "characteristics of the free points, e.g. agilita,carisma",
        "ask.daimon.side": "{side}: {klass} with the trait {trait}",
        "ask.daimon.class_from": "The first class from",
        "ask.daimon.first_class": "First class",
        "ask.daimon.first_class_limits": "the row names {choices}; or a refinement "
        "of the class rolled",
        "ask.daimon.second_class": "Second class",
        "ask.daimon.free_class": "a free choice",
        "ask.daimon.third_class": "A third class",
        "ask.daimon.third_class_limits": "1 of the 5 free points, and 2 or more of "
        "them on its skills",
        "ask.daimon.third_trait": "A third trait, NAME or NAME:EFFECT",
        "ask.daimon.third_trait_limits": "free points: 3 with a bonus to a "
        "characteristic (Massiccio:Potenza +1D), 2 with one to a skill, 1 with none, "
        "0 with a penalty",
        "ask.daimon.skills": "Skills, NAME=POINTS:CLASS (the sample skills give kind "
        "and generic; a new one adds :G, or :S:GENERIC)",
        "ask.daimon.skills_limits": "7 points over 3 or more skills of {first}, 6 "
        "over 3 or more of {second}, 5 free{third}; 1..4 each, every point spent",
        "ask.daimon.skills_third": "; {klass} takes 1 of the free points and 2 or "
        "more go on its skills",
        "ask.daimon.skill_class": "{klass} is not a class of the character ({classes})",
        "ask.daimon.skill_score": "{name} {score}: a skill bought at creation has "
        "1..4 points",
        "ask.daimon.skill_twice": "{name} is in the list already",
        "ask.daimon.enhancements": "Enhancements, NAME:TARGET=N[,TARGET=N][:hidden]",
        "ask.daimon.enhancements_limits": "{n} points: +1 to a specific skill costs "
        "1, to a generic one 2, to a characteristic 3; hidden, 1 more",
        "ask.daimon.weapons": "Weapons, NAME=LEVEL",
        "ask.daimon.protections": "Protections, NAME=LEVEL",
        "ask.daimon.gear_limits": "levels 0..4: light (0, 1) as many as wanted; "
        "{levels}",
        "ask.daimon.level2": "medium (2)",
        "ask.daimon.level3": "heavy (3)",
        "ask.daimon.level4": "special (4)",
        "ask.daimon.any": "any number",
        "ask.daimon.level_range": "level {level}: a level is 0..4",
        "ask.daimon.daimon_name": "The dàimon's name",
        "ask.daimon.daimon_description": "How the dàimon looks in the VRN",
        "ask.daimon.daimon_traits": "The dàimon's behaviour traits",
        "ask.daimon.daimon_traits_limits": "comma-separated",
        "ask.daimon.equipment": "Equipment, one item a line",
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
        "ask.daimon.points": "Punteggi: 12 punti sulle sei caratteristiche, da 1 "
        "a 5 ciascuna.",
        "ask.daimon.points_left": "{low}..{high}; restano {n} dei 12 punti",
        "ask.daimon.points_last": "{name}: {n} (quel che i punti lasciano)",
        "ask.daimon.bonus": "Poi un dado per caratteristica, o 2 punti liberi",
        "ask.daimon.bonus_limits": "roll: un dado ciascuna, 4-6 dà +1; oppure le "
        "due caratteristiche dei punti liberi, per esempio agilita,carisma",
        "ask.daimon.side": "{side}: {klass} con il tratto {trait}",
        "ask.daimon.class_from": "La prima classe da",
        "ask.daimon.first_class": "Prima classe",
        "ask.daimon.first_class_limits": "la riga dice {choices}; o una precisazione "
        "della classe tirata",
        "ask.daimon.second_class": "Seconda classe",
        "ask.daimon.free_class": "a libera scelta",
        "ask.daimon.third_class": "Una terza classe",
        "ask.daimon.third_class_limits": "1 dei 5 punti liberi, e almeno 2 di essi "
        "sulle sue abilità",
        "ask.daimon.third_trait": "Un terzo tratto, NOME o NOME:EFFETTO",
        "ask.daimon.third_trait_limits": "punti liberi: 3 con un bonus a una "
        "caratteristica (Massiccio:Potenza +1D), 2 con uno a un'abilità, 1 senza, "
        "0 con una penalità",
        "ask.daimon.skills": "Abilità, NOME=PUNTI:CLASSE (le abilità di esempio "
        "danno tipo e generica; una nuova aggiunge :G, o :S:GENERICA)",
        "ask.daimon.skills_limits": "7 punti su 3 o più abilità di {first}, 6 su 3 o "
        "più di {second}, 5 liberi{third}; da 1 a 4 ciascuna, tutti spesi",
        "ask.daimon.skills_third": "; {klass} prende 1 dei punti liberi e 2 o più "
        "vanno sulle sue abilità",
        "ask.daimon.skill_class": "{klass} non è una classe del personaggio "
        "({classes})",
        "ask.daimon.skill_score": "{name} {score}: un'abilità comprata alla "
        "creazione ha da 1 a 4 punti",
        "ask.daimon.skill_twice": "{name} è già nell'elenco",
        "ask.daimon.enhancements": "Potenziamenti, NOME:BERSAGLIO=N[,BERSAGLIO=N]"
        "[:hidden]",
        "ask.daimon.enhancements_limits": "{n} punti: +1 a un'abilità specifica "
        "costa 1, a una generica 2, a una caratteristica 3; nascosto, 1 in più",
        "ask.daimon.weapons": "Armi, NOME=LIVELLO",
        "ask.daimon.protections": "Protezioni, NOME=LIVELLO",
        "ask.daimon.gear_limits": "livelli 0..4: leggere (0, 1) quante se ne vuole; "
        "{levels}",
        "ask.daimon.level2": "medie (2)",
        "ask.daimon.level3": "pesanti (3)",
        "ask.daimon.level4": "speciali (4)",
        "ask.daimon.any": "quante se ne vuole",
        "ask.daimon.level_range": "livello {level}: un livello va da 0 a 4",
        "ask.daimon.daimon_name": "Il nome del dàimon",
        "ask.daimon.daimon_description": "Come appare il dàimon nella VRN",
        "ask.daimon.daimon_traits": "I tratti di comportamento del dàimon",
        "ask.daimon.daimon_traits_limits": "separati da virgole",
        "ask.daimon.equipment": "Equipaggiamento, un oggetto per riga",
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
