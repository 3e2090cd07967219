"""The questions of BRP's creation at the table (journal/rulesets/brp/creation.py),
English and Italian; merged by projections/brp/phrases.py."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ask.brp.reroll": "Roll everything again (the GM offers it to everyone)?",
        "ask.brp.moves": "Points to move, FROM:TO:N",
        "ask.brp.moves_limits": "up to 3 points in all, each from one characteristic "
        "to another ({names}); none: Enter",
        "ask.brp.era": "Era (the skill bases of 2.6)",
        "ask.brp.profession": "Profession",
        "ask.brp.profession_skills": "{name}: 300 points over {skills}{more}",
        "ask.brp.profession_more": "; and {n} of: {of}",
        "ask.brp.skills": "Skills, NAME=VALUE (final values)",
        "ask.brp.skills_limits": "{points} points on {profession}'s skills, INT×10 "
        "= {personal} personal points on any; each at or above its base, unspent "
        "points lost",
        "ask.brp.skill_value": "{name} {value}%: a skill is at or above its base "
        "{base}% (and at most 999)",
        "ask.brp.skill_twice": "{name} is in the list already",
        "ask.brp.weapons": "Weapons and shields (5.9, 5.11)",
        "ask.brp.weapons_limits": "a weapon only where its skill is 50% or more",
        "ask.brp.armours": "Armour (5.10)",
        "ask.brp.armours_limits": "its points stop damage; some hinder skills",
    },
    "it": {
        "ask.brp.reroll": "Ritirare tutto (il GM lo offre a tutti)?",
        "ask.brp.moves": "Punti da spostare, DA:A:N",
        "ask.brp.moves_limits": "fino a 3 punti in tutto, ognuno da una "
        "caratteristica a un'altra ({names}); nessuno: Invio",
        "ask.brp.era": "Epoca (le basi delle abilità di 2.6)",
        "ask.brp.profession": "Professione",
        "ask.brp.profession_skills": "{name}: 300 punti su {skills}{more}",
        "ask.brp.profession_more": "; e {n} tra: {of}",
        "ask.brp.skills": "Abilità, NOME=VALORE (valori finali)",
        "ask.brp.skills_limits": "{points} punti sulle abilità di {profession}, "
        "INT×10 = {personal} punti personali su qualsiasi; ognuna almeno alla sua "
        "base, i punti non spesi si perdono",
        "ask.brp.skill_value": "{name} {value}%: un'abilità è almeno alla sua base "
        "{base}% (e al più 999)",
        "ask.brp.skill_twice": "{name} è già nell'elenco",
        "ask.brp.weapons": "Armi e scudi (5.9, 5.11)",
        "ask.brp.weapons_limits": "un'arma solo se la sua abilità è al 50% o più",
        "ask.brp.armours": "Armature (5.10)",
        "ask.brp.armours_limits": "i suoi punti fermano il danno; alcune ostacolano "
        "le abilità",
    },
}
