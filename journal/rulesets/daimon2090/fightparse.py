"""Option parsing shared by the fight commands (journal/commands/fight.py)."""

from __future__ import annotations

import click

from journal.domain.daimon2090.i18n import _

STRATEGIES = {  # the contract's names, and the rulebook's Italian ones
    "defence": "defence",
    "desperate": "desperate",
    "difesa": "defence",
    "disperato": "desperate",
}
DISTANCES = {
    "short": "short",
    "medium": "medium",
    "long": "long",
    "very-long": "very-long",
    "breve": "short",
    "media": "medium",
    "lunga": "long",
    "molto-lunga": "very-long",
}
SIZES = {
    "large": "large",
    "medium": "medium",
    "small": "small",
    "very-small": "very-small",
    "grande": "large",
    "medio": "medium",
    "piccolo": "small",
    "molto-piccolo": "very-small",
}
GEAR_KEYS = {
    "weapon": "weapon",
    "arma": "weapon",
    "protection": "protection",
    "protezione": "protection",
    "shield": "shield",
    "scudo": "shield",
}


def parse_opponent(ctx, param, values) -> list[dict]:
    return [opponent(text) for text in values]


def opponent(text: str) -> dict:
    """'Veterano:4:weapon=2,protection=2' -> {name, difficulty, weapon, ...};
    'Veterano' alone (difficulty None): one of the Master's characters, whose
    sheet gives the rest."""
    name, _ignored, rest = text.partition(":")
    difficulty, _ignored, gear = rest.partition(":")
    difficulty = difficulty.strip()
    if not name.strip() or not (difficulty.isdigit() or not difficulty):
        raise click.BadParameter(
            _(
                "{text!r}: write NAME (an NPC) or "
                "NAME:DIFFICULTY[:weapon=N,protection=N]",
            ).format(text=text),
            param_hint="--against",
        )
    found = {
        "name": name.strip(),
        "difficulty": int(difficulty) if difficulty else None,
    }
    for pair in filter(None, (p.strip() for p in gear.split(","))):
        key, _ignored, value = pair.partition("=")
        if key.strip().lower() not in GEAR_KEYS or not value.strip().isdigit():
            raise click.BadParameter(
                _(
                    "{pair!r}: write weapon=N, protection=N or shield=1",
                ).format(pair=pair),
                param_hint="--against",
            )
        found[GEAR_KEYS[key.strip().lower()]] = int(value)
    return found


def parse_ratio(ctx, param, value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    characters, sep, opponents = value.partition(":")
    if not sep or not characters.isdigit() or not opponents.isdigit():
        raise click.BadParameter(
            _(
                "{value!r}: write CHARACTERS:OPPONENTS, e.g. 1:2",
            ).format(value=value)
        )
    return int(characters), int(opponents)


def fight_view(state) -> dict | None:
    """The open fight as `fight show` prints it (names for character ids), from
    the campaign's state now."""
    from journal.domain.daimon2090.fightstate import KEY, difficulty_now

    fight = state.table.get(KEY)
    if fight is None:
        return None
    return {
        "rounds": fight["rounds"],
        "melee": fight["melee"],
        "opponents": [
            {**npc, "now": difficulty_now(npc)} for npc in fight["opponents"]
        ],
        "side": [state.sheet(char_id).name for char_id in fight["side"]],
        "used": {
            state.sheet(char_id).name: used for char_id, used in fight["used"].items()
        },
    }


def view_text(view: dict | None) -> str:
    if view is None:
        return "no fight is open"
    lines = [f"fight ({view['rounds']} rounds{', melee' if view['melee'] else ''})"]
    for npc in view["opponents"]:
        state = "defeated" if npc["defeated"] else f"difficulty {npc['now']}"
        lines.append(
            f"  {npc['name']}: {npc['wounds']}/{npc['difficulty']} wounds, {state}"
        )
    lines.append(f"  side: {', '.join(view['side']) or '—'}")
    return "\n".join(lines)
