"""Dàimon 2090 passes the ruleset conformance kit (journal.conformance)."""

from pathlib import Path

import pytest

from journal.conformance import Declaration, Name
from journal.conformance.suite import *  # noqa: F403 - the kit's checks
from tests.test_i18n.test_pseudo import CREATION, GLOSSARY

ROLL = ("roll", "Kira", "--char", "{name}", "--target", "1", "--dice", "6,6,6")
SKILL = ("roll", "Kira", "--char", "agilita", "--skill", "{name}",
         "--target", "1", "--dice", "6,6,6,6")  # fmt: skip


@pytest.fixture(scope="module")
def declaration():
    return Declaration(
        ruleset="daimon2090",
        glossary=frozenset(GLOSSARY["daimon2090"]),  # journal.pseudo
        creation=CREATION["daimon2090"],
        character="Kira",
        wound=("wound", "Kira", "1", "--reason", "kit"),
        track="wounds",
        npc=("npc", "add", "Veterano", "potenza=4", "agilita=3"),
        names=(
            Name("characteristic", ROLL, "agilta", "Agilità"),
            Name("characteristic", ROLL, "agi", "Agilità"),
            Name("characteristic", ROLL, "dexterit", "Destrezza"),
            Name("skill", SKILL, "Hackin", "Hacking"),
        ),
        pages=Path(__file__).resolve().parents[3],
    )
