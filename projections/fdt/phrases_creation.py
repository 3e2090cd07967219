"""Fuori dal Tempo's creation in words (English and Italian): the questions of
the walk (journal/rulesets/fdt/creation.py) and each step's dice as a sentence
in the log and the chronicles ("Durin, creation: age Maturo, 35 years: +2
Percezione, −3 Mira (dice 2 3)"). Merged by projections/fdt/phrases.py."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "CreationRolled": "{character}, creation: {what}",
        "CreationRolled@actor": "creation: {what}",
        "creation.race": "the race rolled, {race}",
        "creation.race_modifiers": "the race's modifiers, {changes}",
        "creation.profession": "the profession rolled among {of}, {profession}",
        "creation.education": "the education ({professions}), {changes}",
        "creation.age": "the age rolled, {band}, {years} years",
        "creation.age_modifiers": "the age ({band}), {changes}",
        "creation.innate": "the innate skills, {changes}",
        "creation.points": "{points} points to spread (modo Casuale)",
        "creation.height": "height {height} m, weight {weight} kg",
        "creation.money": "{oro} oro",
        "creation.dice": " (dice {faces})",
        "creation.one_profession": "one profession",
        "creation.two_professions": "two professions",
        "creation.nothing": "nothing changes",
        # the walk's questions (journal/prompts.py)
        "ask.fdt.mode": "Mode",
        "ask.fdt.mode_limits": "normale: race, profession and age chosen; casuale: "
        "rolled, and 3d4 points more to spread",
        "ask.fdt.race": "Race",
        "ask.fdt.race_limits": "Umano: random modifiers; Elfo: Agilità, Mira, "
        "Fascino; Nano: Costituzione, Armi da mischia",
        "ask.fdt.education": "The education (1.5): one profession, ±1d4 and its "
        "skills at 10+1d4; or two, ±1d2 and their skills at 4+1d4.",
        "ask.fdt.casuale_list": "The setting's professions to roll on (1.5), two or "
        "more: a d(N) picks one.",
        "ask.fdt.profession": "Profession {n}, its name",
        "ask.fdt.profession_limits": "as the setting names it; or all of it at once, "
        "NAME:+RAISED,-LOWERED:SKILL,SKILL",
        "ask.fdt.raises": "What {name} raises by 1d4",
        "ask.fdt.lowers": "What {name} lowers by 1d4",
        "ask.fdt.common_limits": "characteristics and common skills, comma-separated: "
        "{names}",
        "ask.fdt.skills": "{name}'s own skills",
        "ask.fdt.skills_limits": "comma-separated, each new on the sheet",
        "ask.fdt.skill_held": "{skill} is already on the sheet",
        "ask.fdt.double": "A second profession (a double education)?",
        "ask.fdt.another_listed": "Another profession on the list?",
        "ask.fdt.yes_education": "--yes needs --education: only the setting knows "
        'its professions (e.g. --education "Fabbro:+Forza,-Intelletto:Forgiare")',
        "ask.fdt.age": "Age in years",
        "ask.fdt.age_limits": "24..65: Giovane 24-32, Maturo 33-43, Esperto 44-54, "
        "Anziano 55-65",
        "ask.fdt.age_characteristics.Giovane": "Giovane: the characteristic that "
        "loses 1d4",
        "ask.fdt.age_skills.Giovane": "Giovane: the common skill that loses 1d4",
        "ask.fdt.age_characteristics.Maturo": "Maturo: the characteristic that gains "
        "1d4 (a common skill at random loses 1d4)",
        "ask.fdt.age_characteristics.Esperto": "Esperto: the 3 characteristics that "
        "lose 1",
        "ask.fdt.age_skills.Esperto": "Esperto: the 3 common skills that lose 1",
        "ask.fdt.age_other.Esperto": "Esperto: the other skill that gains 1d4",
        "ask.fdt.age_spared.Anziano": "Anziano: the one value that gains 3 (every "
        "other loses 1)",
        "ask.fdt.of": "comma-separated, of {names}",
        "ask.fdt.pick": "the age {band} names {n}, all different",
        "ask.fdt.innate": "{n} innate skills, each {base}+1d4",
        "ask.fdt.innate_limits": "comma-separated, the setting's, each new on the "
        "sheet",
        "ask.fdt.innate_count": "a {band} rolls {n} innate skills",
        "ask.fdt.spread": "The {n} points of modo Casuale",
        "ask.fdt.spread_limits": "NAME=N,... on characteristics or skills held; a NAME "
        "alone takes the rest",
        "ask.fdt.spread_all": "spread the {n} points of the 3d4, all of them",
        "ask.fdt.height": "Roll height and weight (3d4, 1.7)?",
        "ask.fdt.money": "The setting's money roll",
        "ask.fdt.money_limits": "dice, e.g. 3d6+10",
    },
    "it": {
        "CreationRolled": "{character}, creazione: {what}",
        "CreationRolled@actor": "creazione: {what}",
        "creation.race": "la razza tirata, {race}",
        "creation.race_modifiers": "i modificatori della razza, {changes}",
        "creation.profession": "il mestiere tirato tra {of}, {profession}",
        "creation.education": "l'educazione ({professions}), {changes}",
        "creation.age": "l'età tirata, {band}, {years} anni",
        "creation.age_modifiers": "l'età ({band}), {changes}",
        "creation.innate": "le capacità innate, {changes}",
        "creation.points": "{points} punti da distribuire (modo Casuale)",
        "creation.height": "altezza {height} m, peso {weight} kg",
        "creation.money": "{oro} oro",
        "creation.dice": " (dadi {faces})",
        "creation.one_profession": "un mestiere",
        "creation.two_professions": "due mestieri",
        "creation.nothing": "nulla cambia",
        "ask.fdt.mode": "Modo",
        "ask.fdt.mode_limits": "normale: razza, mestiere ed età scelti; casuale: "
        "tirati, e 3d4 punti in più da distribuire",
        "ask.fdt.race": "Razza",
        "ask.fdt.race_limits": "Umano: modificatori casuali; Elfo: Agilità, Mira, "
        "Fascino; Nano: Costituzione, Armi da mischia",
        "ask.fdt.education": "L'educazione (1.5): un mestiere, ±1d4 e le sue abilità "
        "a 10+1d4; o due, ±1d2 e le loro abilità a 4+1d4.",
        "ask.fdt.casuale_list": "I mestieri dell'ambientazione su cui tirare (1.5), "
        "due o più: un d(N) ne sceglie uno.",
        "ask.fdt.profession": "Mestiere {n}, il suo nome",
        "ask.fdt.profession_limits": "come lo chiama l'ambientazione; o tutto "
        "insieme, NOME:+ALZATE,-ABBASSATE:ABILITÀ,ABILITÀ",
        "ask.fdt.raises": "Cosa alza {name} di 1d4",
        "ask.fdt.lowers": "Cosa abbassa {name} di 1d4",
        "ask.fdt.common_limits": "caratteristiche e abilità comuni, separate da "
        "virgole: {names}",
        "ask.fdt.skills": "Le abilità proprie di {name}",
        "ask.fdt.skills_limits": "separate da virgole, ognuna nuova sulla scheda",
        "ask.fdt.skill_held": "{skill} è già sulla scheda",
        "ask.fdt.double": "Un secondo mestiere (una doppia educazione)?",
        "ask.fdt.another_listed": "Un altro mestiere nell'elenco?",
        "ask.fdt.yes_education": "--yes richiede --education: solo l'ambientazione "
        "conosce i suoi mestieri (per esempio --education "
        '"Fabbro:+Forza,-Intelletto:Forgiare")',
        "ask.fdt.age": "Età in anni",
        "ask.fdt.age_limits": "24..65: Giovane 24-32, Maturo 33-43, Esperto 44-54, "
        "Anziano 55-65",
        "ask.fdt.age_characteristics.Giovane": "Giovane: la caratteristica che perde "
        "1d4",
        "ask.fdt.age_skills.Giovane": "Giovane: l'abilità comune che perde 1d4",
        "ask.fdt.age_characteristics.Maturo": "Maturo: la caratteristica che "
        "guadagna 1d4 (un'abilità comune a caso perde 1d4)",
        "ask.fdt.age_characteristics.Esperto": "Esperto: le 3 caratteristiche che "
        "perdono 1",
        "ask.fdt.age_skills.Esperto": "Esperto: le 3 abilità comuni che perdono 1",
        "ask.fdt.age_other.Esperto": "Esperto: l'altra abilità che guadagna 1d4",
        "ask.fdt.age_spared.Anziano": "Anziano: l'unico valore che guadagna 3 (ogni "
        "altro perde 1)",
        "ask.fdt.of": "separate da virgole, tra {names}",
        "ask.fdt.pick": "l'età {band} ne nomina {n}, tutte diverse",
        "ask.fdt.innate": "{n} capacità innate, ognuna {base}+1d4",
        "ask.fdt.innate_limits": "separate da virgole, dell'ambientazione, ognuna "
        "nuova sulla scheda",
        "ask.fdt.innate_count": "un {band} tira {n} capacità innate",
        "ask.fdt.spread": "I {n} punti del modo Casuale",
        "ask.fdt.spread_limits": "NOME=N,... su caratteristiche o abilità possedute; "
        "un NOME da solo prende il resto",
        "ask.fdt.spread_all": "distribuisci i {n} punti del 3d4, tutti",
        "ask.fdt.height": "Tirare altezza e peso (3d4, 1.7)?",
        "ask.fdt.money": "Il tiro per il denaro dell'ambientazione",
        "ask.fdt.money_limits": "dadi, per esempio 3d6+10",
    },
}


def creation(record: dict, lang: str) -> dict:
    """One step of a Birth (a CreationRolled) as words, its dice after them."""
    from journal.projections.describe import faces_text
    from journal.projections.fdt.phrases import PHRASES as ALL

    words = ALL.get(lang, ALL["en"])
    result, step = record["result"], record["step"]
    fields = {k: v for k, v in result.items() if not isinstance(v, dict | list)}
    changes = [_change(c) for c in result.get("changes", [])]
    if step == "innate":
        changes = [f"{k} {v}" for k, v in result.get("skills", {}).items()]
    if step == "race_modifiers" and result.get("skills"):
        changes.append(", ".join(result["skills"]))
    fields["changes"] = ", ".join(changes) or words["creation.nothing"]
    if step == "profession":
        fields["of"] = ", ".join(result.get("of", []))
    if step == "education":
        many = result.get("professions", 1) == 2
        fields["professions"] = words[
            "creation.two_professions" if many else "creation.one_profession"
        ]
    template = words.get(f"creation.{step}", "{step}")
    text = template.format(step=step, **fields)
    faces = faces_text(record["dice"]) if record["dice"] else ""
    if faces:
        text += words["creation.dice"].format(faces=faces)
    return {"what": text}


def _change(change: dict) -> str:
    if "amount" in change:
        sign = "+" if change["amount"] >= 0 else "−"
        return f"{change['name']} {sign}{abs(change['amount'])}"
    return f"{change['name']} {change['value']}"
