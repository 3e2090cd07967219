"""A sheet's fields in words, for people: `why`, `diff` and the site's history
of every field say "PF" and "damage bonus", not `tracks.pf.value` or
`damage_bonus`, and a wound is its points, not its event id."""

from __future__ import annotations

import json

from journal.i18n import N_, NC_

YES, NO = N_("yes"), N_("no")

# Each key of a sheet a player reads (show --json's), in words: the English
# is the key's, the catalogues give the rest (context "field").
FIELDS = {
    "age": NC_("field", "age"),
    "age_band": NC_("field", "age band"),
    "agi": NC_("field", "agi"),
    "agilita": NC_("field", "agilita"),
    "aided": NC_("field", "aided"),
    "ammo": NC_("field", "ammo"),
    "ammo_max": NC_("field", "ammo max"),
    "antidote": NC_("field", "antidote"),
    "antidotes": NC_("field", "antidotes"),
    "armour": NC_("field", "armour"),
    "armour_points": NC_("field", "armour points"),
    "attacks": NC_("field", "attacks"),
    "base": NC_("field", "base"),
    "bonus": NC_("field", "bonus"),
    "carattere": NC_("field", "carattere"),
    "carisma": NC_("field", "carisma"),
    "cash": NC_("field", "cash"),
    "category": NC_("field", "category"),
    "characteristic_rolls": NC_("field", "characteristic rolls"),
    "characteristics": NC_("field", "characteristics"),
    "characteristics_at_creation": NC_("field", "characteristics at creation"),
    "class": NC_("field", "class"),
    "classes": NC_("field", "classes"),
    "coins": NC_("field", "coins"),
    "colpi": NC_("field", "colpi"),
    "combat": NC_("field", "combat"),
    "creation": NC_("field", "creation"),
    "credo": NC_("field", "credo"),
    "current": NC_("field", "current"),
    "current_name": NC_("field", "current name"),
    "daimon": NC_("field", "daimon"),
    "damage": NC_("field", "damage"),
    "damage_bonus": NC_("field", "damage bonus"),
    "damaged": NC_("field", "damaged"),
    "degree": NC_("field", "degree"),
    "description": NC_("field", "description"),
    "destrezza": NC_("field", "destrezza"),
    "difficulty": NC_("field", "difficulty"),
    "diseases": NC_("field", "diseases"),
    "durata": NC_("field", "durata"),
    "enhancements": NC_("field", "enhancements"),
    "equipment": NC_("field", "equipment"),
    "era": NC_("field", "era"),
    "evo": NC_("field", "evo"),
    "free_checks": NC_("field", "free checks"),
    "gear": NC_("field", "gear"),
    "generic": NC_("field", "generic"),
    "hands": NC_("field", "hands"),
    "healed": NC_("field", "healed"),
    "height": NC_("field", "height"),
    "hp": NC_("field", "hp"),
    "hp_lost": NC_("field", "hp lost"),
    "identity": NC_("field", "identity"),
    "inherited_by": NC_("field", "inherited by"),
    "inherited_from": NC_("field", "inherited from"),
    "intelligenza": NC_("field", "intelligenza"),
    "kind": NC_("field", "kind"),
    "level": NC_("field", "level"),
    "light": NC_("field", "light"),
    "listed": NC_("field", "listed"),
    "load": NC_("field", "load"),
    "loaded": NC_("field", "loaded"),
    "lost": NC_("field", "lost"),
    "mana": NC_("field", "mana"),
    "mana_items": NC_("field", "mana items"),
    "marks": NC_("field", "marks"),
    "max": NC_("field", "max"),
    "mental": NC_("field", "mental"),
    "min": NC_("field", "min"),
    "mod": NC_("field", "mod"),
    "modifiers": NC_("field", "modifiers"),
    "monete": NC_("field", "monete"),
    "mov": NC_("field", "mov"),
    "name": NC_("field", "name"),
    "origin": NC_("field", "origin"),
    "origin_name": NC_("field", "origin name"),
    "oro": NC_("field", "oro"),
    "out_of_context": NC_("field", "out of context"),
    "pasti": NC_("field", "pasti"),
    "pe": NC_("field", "pe"),
    "penalty": NC_("field", "penalty"),
    "per_round": NC_("field", "per round"),
    "perceptive": NC_("field", "perceptive"),
    "pf": NC_("field", "pf"),
    "physical": NC_("field", "physical"),
    "pix": NC_("field", "pix"),
    "player": NC_("field", "player"),
    "points": NC_("field", "points"),
    "poisons": NC_("field", "poisons"),
    "potenza": NC_("field", "potenza"),
    "pp": NC_("field", "pp"),
    "profession": NC_("field", "profession"),
    "protections": NC_("field", "protections"),
    "pump_chance": NC_("field", "pump chance"),
    "pv": NC_("field", "pv"),
    "race": NC_("field", "race"),
    "racial": NC_("field", "racial"),
    "range": NC_("field", "range"),
    "reserve": NC_("field", "reserve"),
    "risorse": NC_("field", "risorse"),
    "ruleset": NC_("field", "ruleset"),
    "score": NC_("field", "score"),
    "second_profession": NC_("field", "second profession"),
    "serious": NC_("field", "serious"),
    "shield": NC_("field", "shield"),
    "shock": NC_("field", "shock"),
    "size": NC_("field", "size"),
    "skill": NC_("field", "skill"),
    "skill_flags": NC_("field", "skill flags"),
    "skills": NC_("field", "skills"),
    "sleep_loss": NC_("field", "sleep loss"),
    "social_class": NC_("field", "social class"),
    "social_class_path": NC_("field", "social class path"),
    "social_path": NC_("field", "social path"),
    "source": NC_("field", "source"),
    "spirito": NC_("field", "spirito"),
    "stats": NC_("field", "stats"),
    "status": NC_("field", "status"),
    "story": NC_("field", "story"),
    "studying": NC_("field", "studying"),
    "teachable": NC_("field", "teachable"),
    "tenacia": NC_("field", "tenacia"),
    "tenacia_max": NC_("field", "tenacia max"),
    "ticks": NC_("field", "ticks"),
    "total": NC_("field", "total"),
    "tracks": NC_("field", "tracks"),
    "trained": NC_("field", "trained"),
    "trait_effects": NC_("field", "trait effects"),
    "traits": NC_("field", "traits"),
    "trend": NC_("field", "trend"),
    "unabsorbable": NC_("field", "unabsorbable"),
    "unarmed_damage": NC_("field", "unarmed damage"),
    "used": NC_("field", "used"),
    "uses": NC_("field", "uses"),
    "uses_max": NC_("field", "uses max"),
    "valori": NC_("field", "valori"),
    "value": NC_("field", "value"),
    "vel": NC_("field", "vel"),
    "weapons": NC_("field", "weapons"),
    "weight": NC_("field", "weight"),
    "wings": NC_("field", "wings"),
    "worn": NC_("field", "worn"),
    "wounds": NC_("field", "wounds"),
}


def words(key: object, lang: str | None = None) -> str:
    """A key as words in `lang` (default: the language in use):
    `out_of_context` → "out of context", "fuori contesto"; a key the table
    lacks (a skill's name, a position) as it is, its _ as spaces."""
    from journal.i18n import language, translation

    marked = FIELDS.get(str(key))
    if marked is None:
        return str(key).replace("_", " ").strip()
    return translation(lang or language()).pgettext(marked.context, marked)


def field_label(parts: list[str], labels: dict[str, str], lang=None) -> str:
    """A field's path as words; a track's value by the track's label."""
    if len(parts) >= 2 and parts[0] == "tracks" and parts[1] in labels:
        return " › ".join(
            [labels[parts[1]], *(words(p, lang) for p in parts[2:] if p != "value")]
        )
    if parts and parts[0] in labels and parts[1:] in ([], ["current"], ["value"]):
        return labels[parts[0]]
    return " › ".join(words(part, lang) for part in parts)


def shown(value: object, lang: str = "en") -> str:
    """A field's value as people read it (no Python literals, no ids)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        from journal.i18n import translation

        return translation(lang).gettext(YES if value else NO)
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return shown(json.loads(value), lang)
        except ValueError:
            return value
    if isinstance(value, dict):
        inner = [
            f"{words(k, lang)} {shown(v, lang)}" for k, v in value.items() if k != "id"
        ]
        return ", ".join(inner) or "—"
    if isinstance(value, list | tuple):
        return "; ".join(shown(item, lang) for item in value) or "—"
    return str(value)


def track_labels(sheet) -> dict[str, str]:
    """Each track's key (and its sheet attribute) -> its label ("PF")."""
    labels: dict[str, str] = {}
    for name, entry in sheet.track_views().items():
        labels[name] = entry.get("label") or name
    for track in getattr(sheet, "TRACKS", ()):
        labels.setdefault(track.field, track.label)
    return labels
