"""Fuori dal Tempo's creation in words (English and Italian): the questions of
the walk (journal/rulesets/fdt/creation.py) and each step's dice as a sentence
in the log and the chronicles ("Durin, creation: age Maturo, 35 years: +2
Percezione, −3 Mira (dice 2 3)"). Merged by projections/fdt/phrases.py."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES = Phrases(
    "fdt",
    {
        "CreationRolled": N_("{character}, creation: {what}"),
        "CreationRolled@actor": N_("creation: {what}"),
        "creation.race": N_("the race rolled, {race}"),
        "creation.race_modifiers": N_("the race's modifiers, {changes}"),
        "creation.profession": N_("the profession rolled among {of}, {profession}"),
        "creation.education": N_("the education ({professions}), {changes}"),
        "creation.age": N_("the age rolled, {band}, {years} years"),
        "creation.age_modifiers": N_("the age ({band}), {changes}"),
        "creation.innate": N_("the innate skills, {changes}"),
        "creation.points": N_("{points} points to spread (modo Casuale)"),
        "creation.height": N_("height {height} m, weight {weight} kg"),
        "creation.money": N_("{oro} oro"),
        "creation.dice": N_(" (dice {faces})"),
        "creation.one_profession": N_("one profession"),
        "creation.two_professions": N_("two professions"),
        "creation.nothing": N_("nothing changes"),
        "ask.fdt.race_told": N_("Race: {race}"),
        "ask.fdt.profession_told": N_("Profession: {names}"),
        "ask.fdt.age_told": N_("Age: {years} ({band})"),
        "ask.fdt.height_told": N_("Height, weight: {height} m, {weight} kg"),
        "ask.fdt.money_told": N_("Gold: {oro}"),
        "ask.fdt.mode": N_("Mode"),
        "ask.fdt.mode_limits": N_(
            "normale: race, profession and age chosen; casuale: rolled, "
            "and 3d4 points more to spread"
        ),
        "ask.fdt.race": N_("Race"),
        "ask.fdt.race_limits": N_(
            "Umano: random modifiers; Elfo: Agilità, Mira, Fascino; "
            "Nano: Costituzione, Armi da mischia"
        ),
        "ask.fdt.education": N_(
            "The education (1.5): one profession, ±1d4 and its skills at "
            "10+1d4; or two, ±1d2 and their skills at 4+1d4."
        ),
        "ask.fdt.casuale_list": N_(
            "The setting's professions to roll on (1.5), two or more: a d(N) picks one."
        ),
        "ask.fdt.profession": N_("Profession {n}, its name"),
        "ask.fdt.profession_limits": N_(
            "as the setting names it; or all of it at once, "
            "NAME:+RAISED,-LOWERED:SKILL,SKILL"
        ),
        "ask.fdt.raises": N_("What {name} raises by 1d4"),
        "ask.fdt.lowers": N_("What {name} lowers by 1d4"),
        "ask.fdt.common_limits": N_(
            "characteristics and common skills, comma-separated: {names}"
        ),
        "ask.fdt.skills": N_("{name}'s own skills"),
        "ask.fdt.skills_limits": N_("comma-separated, each new on the sheet"),
        "ask.fdt.skill_held": N_("{skill} is already on the sheet"),
        "ask.fdt.double": N_("A second profession (a double education)?"),
        "ask.fdt.another_listed": N_("Another profession on the list?"),
        "ask.fdt.yes_education": N_(
            "--yes needs --education: only the setting knows its "
            "professions (e.g. --education "
            '"Fabbro:+Forza,-Intelletto:Forgiare")'
        ),
        "ask.fdt.age": N_("Age in years"),
        "ask.fdt.age_limits": N_(
            "24..65: Giovane 24-32, Maturo 33-43, Esperto 44-54, Anziano 55-65"
        ),
        "ask.fdt.age_characteristics.Giovane": N_(
            "Giovane: the characteristic that loses 1d4"
        ),
        "ask.fdt.age_skills.Giovane": N_("Giovane: the common skill that loses 1d4"),
        "ask.fdt.age_characteristics.Maturo": N_(
            "Maturo: the characteristic that gains 1d4 (a common skill "
            "at random loses 1d4)"
        ),
        "ask.fdt.age_characteristics.Esperto": N_(
            "Esperto: the 3 characteristics that lose 1"
        ),
        "ask.fdt.age_skills.Esperto": N_("Esperto: the 3 common skills that lose 1"),
        "ask.fdt.age_other.Esperto": N_("Esperto: the other skill that gains 1d4"),
        "ask.fdt.age_spared.Anziano": N_(
            "Anziano: the one value that gains 3 (every other loses 1)"
        ),
        "ask.fdt.of": N_("comma-separated, of {names}"),
        "ask.fdt.pick": N_("the age {band} names {n}, all different"),
        "ask.fdt.innate": N_("{n} innate skills, each {base}+1d4"),
        "ask.fdt.innate_limits": N_(
            "comma-separated, the setting's, each new on the sheet"
        ),
        "ask.fdt.innate_count": N_("a {band} rolls {n} innate skills"),
        "ask.fdt.spread": N_("The {n} points of modo Casuale"),
        "ask.fdt.spread_limits": N_(
            "NAME=N,... on characteristics or skills held; a NAME alone takes the rest"
        ),
        "ask.fdt.spread_all": N_("spread the {n} points of the 3d4, all of them"),
        "ask.fdt.height": N_("Roll height and weight (3d4, 1.7)?"),
        "ask.fdt.money": N_("The setting's money roll"),
        "ask.fdt.money_limits": N_("dice, e.g. 3d6+10"),
    },
)


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
