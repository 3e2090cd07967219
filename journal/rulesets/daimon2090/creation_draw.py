"""Under `character create NAME --random --yes`: every choice not given as an
option, drawn at random within the rules (domain/daimon2090/randomchoices.py),
reproducibly from --seed N when there is one. Choices draw from their own
Random, so the table's dice (recorded) stay those --seed gives the walk.
"""

from __future__ import annotations

from journal.rulesets.daimon2090 import creation_options as parse

DATA = "journal.domain.daimon2090.data"


class Drawer:
    """Under --yes: each choice not given, drawn at random within the rules
    (domain/daimon2090/randomchoices.py), from --seed when there is one."""

    def __init__(self, dice, tables: dict) -> None:
        import random

        from journal.data import load_table

        seeded = dice.seed is not None
        self.rng = random.Random(f"choices:{dice.seed}") if seeded else None
        self.rng = self.rng or random.SystemRandom()
        self.tables, self.lists = tables, load_table("random", DATA)[0]

    def points(self, options: dict) -> dict:
        from journal.domain.daimon2090 import randomchoices as draw

        found = {"bonus": "roll", **{k: v for k, v in options.items() if v}}
        found.setdefault("characteristics", draw.points(self.rng))
        return {**options, **found}

    def crossing(self, options: dict, birth) -> dict:
        side = options.get("class_from") or self.rng.choice(parse.SIDES)
        second = (options.get("second_class") or "").casefold()
        offered = birth.class_options(side)
        free = [c for c in offered if c.casefold() != second] or offered
        first = options.get("first_class") or self.rng.choice(free)
        return {**options, "class_from": side, "first_class": first}

    def free(self, options: dict, birth) -> dict:
        from journal.domain.daimon2090 import randomchoices as draw

        rng, found = self.rng, dict(options)
        first, social = birth.first_class, birth.social
        second = found.get("second_class") or draw.second_class(
            rng, self.tables, social, first
        )
        classes = [first, second] + [c for c in [found.get("third_class")] if c]
        if not found.get("skill"):
            trait = found.get("third_trait")
            found["skill"] = draw.skills(rng, self.tables, classes, trait)
        if not found.get("enhancement"):
            budget = max(social.values())
            found["enhancement"] = draw.enhancements(
                rng, self.lists, found["skill"], budget, self.tables
            )
        if not found.get("weapon") and not found.get("protection"):
            found["weapon"], found["protection"] = draw.gear(rng, self.tables)
        if not found.get("daimon_name"):
            found.update(self.daimon(found))
        return {**found, "second_class": second}

    def daimon(self, found: dict) -> dict:
        from journal.domain.daimon2090 import randomchoices as draw

        drawn = draw.daimon(self.rng, self.lists, self.tables)
        return {
            "daimon_name": drawn["name"],
            "daimon_description": found.get("daimon_description")
            or drawn["description"],
            "daimon_trait": found.get("daimon_trait") or drawn["traits"],
        }
