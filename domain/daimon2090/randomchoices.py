"""Every free choice of random creation, drawn at random within the rules.

`journal character create NAME --random --yes` draws each choice not given as an
option (with --seed N, reproducibly): the 12 points, the crossing of the two
rolled rows, the second class (from the tables of the two social classes), the
skills (specific sample skills, related to the class where the samples say so:
no generic limit can be broken), small implants on them, a light weapon and
protection (always allowed), a dàimon. Decision: the walk adds no third class or
trait of its own; the free points go to skills. Pure: the caller gives the rng.
"""

from __future__ import annotations

from journal.domain.daimon2090 import creationtables as ct
from journal.domain.daimon2090 import startgear
from journal.domain.daimon2090.names import CHARACTERISTICS
from journal.domain.daimon2090.randomgen import BASE_MAX, BASE_POINTS
from journal.domain.daimon2090.skillpoints import (
    CREATION_MAX,
    FREE_POINTS,
    POOLS,
    THIRD_CLASS_COST,
    THIRD_CLASS_LEAST,
    third_trait_cost,
)
from journal.domain.text import fold_key

SIDES = ("origin", "current")


def split(points: int, parts: int, rng, most: int) -> list[int]:
    """`points` over `parts` scores of 1..most, at random."""
    scores = [1] * parts
    for _ignored in range(points - parts):
        open_ = [i for i, s in enumerate(scores) if s < most]
        scores[rng.choice(open_)] += 1
    return scores


def points(rng) -> dict[str, int]:
    """[PUNTEGGI] 12 points over the six characteristics, 1..5 each."""
    return dict(zip(CHARACTERISTICS, split(BASE_POINTS, 6, rng, BASE_MAX), strict=True))


def second_class(rng, tables: dict, social: dict, first: str) -> str:
    """[SECONDA CLASSE] coherent with the origin or current social class: one
    of the classes their tables list, other than the first."""
    names = [
        name
        for side in SIDES
        for cell, _ignored in ct.generation_table(tables, social[side])["righe"]
        for name in ct.alternatives(cell)
        if fold_key(name) != fold_key(first)
    ]
    return rng.choice(sorted(set(names)))


def skills(rng, tables: dict, classes: list[str], trait: dict | None) -> list[dict]:
    """[PUNTI PER LE ABILITÀ] 7 on 3 skills of the first class, 6 on 3 of the
    second, a third class's point and 2+ on its skills, a third trait's cost,
    the rest of the 5 free points on those skills (4 at most each)."""
    free = FREE_POINTS - (third_trait_cost(trait) if trait else 0)
    pools = dict(zip(classes, POOLS, strict=False))
    if len(classes) > 2:
        free -= THIRD_CLASS_COST + THIRD_CLASS_LEAST
        pools[classes[2]] = THIRD_CLASS_LEAST
    chosen = pick_skills(rng, tables, pools)
    for _ignored in range(free):
        open_ = [skill for skill in chosen if skill["score"] < CREATION_MAX]
        rng.choice(open_)["score"] += 1
    return chosen


def pick_skills(rng, tables: dict, pools: dict[str, int]) -> list[dict]:
    taken: set[str] = set()
    chosen = []
    for klass, pool in pools.items():
        count = 3 if pool > THIRD_CLASS_LEAST else 1
        names = sample(rng, specifics(tables, klass, taken), count)
        taken.update(fold_key(name) for name in names)
        for name, score in zip(
            names, split(pool, count, rng, CREATION_MAX), strict=True
        ):
            chosen.append({"name": name, "score": score, "class": klass})
    return chosen


def specifics(tables: dict, klass: str, taken: set[str]) -> tuple[list, list]:
    """The sample specific skills (Risorse aside): related to `klass`, others."""
    catalogue = ct.skill_catalogue(tables).values()
    usable = [
        s for s in catalogue
        if s["kind"] == "S" and fold_key(s["name"]) not in taken | {"risorse"}
    ]  # fmt: skip
    related = [
        s["name"] for s in usable if fold_key(klass) in map(fold_key, s["classes"])
    ]
    others = [s["name"] for s in usable if s["name"] not in related]
    return related, others


def sample(rng, pools: tuple[list, list], count: int) -> list[str]:
    related, others = pools
    first = rng.sample(related, min(count, len(related)))
    return first + rng.sample(others, count - len(first))


def enhancements(
    rng, lists: dict, skills: list[dict], budget: int, tables: dict | None = None
) -> list[dict]:
    """[POTENZIAMENTI] up to two implants, +1 each to a skill, within the
    points of the social class: +1 costs 1 point on a specific skill and 2 on a
    generic one (Costo dei potenziamenti). Where the first draw costs too much
    (a generic skill typed with --skill), the implants go to specific skills."""
    count = rng.randint(0, min(budget, 2))
    names = rng.sample(lists["impianti"], count)
    targets = rng.sample([skill["name"] for skill in skills], count)
    cost = _cost(skills, tables)
    if sum(cost(target) for target in targets) > budget:
        cheap = [skill["name"] for skill in skills if cost(skill["name"]) == 1]
        targets = rng.sample(cheap, min(count, len(cheap)))
        names = names[: len(targets)]
    return [
        {"name": name, "bonus": {target: 1}, "hidden": False}
        for name, target in zip(names, targets, strict=True)
    ]


def _cost(skills: list[dict], tables: dict | None):
    """The points +1 on a skill costs: 2 on a generic (G) one, 1 on a specific;
    a skill's kind from its own dict, else the sample skills' catalogue."""
    catalogue = ct.skill_catalogue(tables) if tables is not None else {}
    kinds = {fold_key(skill["name"]): skill.get("kind") for skill in skills}

    def cost(name: str) -> int:
        kind = kinds.get(fold_key(name)) or catalogue.get(fold_key(name), {}).get(
            "kind", "S"
        )
        return startgear.COSTS.get(kind, 1)

    return cost


def gear(rng, tables: dict) -> tuple[list[dict], list[dict]]:
    """[ARMI E PROTEZIONI INIZIALI] a light weapon and a light protection."""
    (light,) = [row for row in tables["armi_protezioni"] if row["valore"] == "1"]
    weapon = rng.choice(ct.alternatives(light["armi"]))
    protection = ct.alternatives(light["protezioni"])[0]
    return [{"name": weapon, "level": 1}], [{"name": protection, "level": 1}]


def daimon(rng, lists: dict, tables: dict) -> dict:
    """[CREAZIONE DEL DÀIMON] a name, its looks in the VRN, two traits."""
    return {
        "name": rng.choice(lists["daimon_nomi"]),
        "description": rng.choice(lists["daimon_aspetti"]),
        "traits": [t.lower() for t in rng.sample(tables["tratti_esempio"], 2)],
    }
