""" "Le azioni" passes the ruleset conformance kit (journal.conformance)."""

from pathlib import Path

import pytest

from journal.conformance import Declaration, Name
from journal.conformance.suite import *  # noqa: F403 - the kit's checks
from tests.test_i18n.test_pseudo import CREATION, GLOSSARY

ROLL = ("roll", "Mira", "--char", "{name}", "--difficulty", "8", "--dice", "3")
SKILL = ("roll", "Mira", "--char", "Agilità", "--skill", "{name}",
         "--difficulty", "8", "--dice", "3,2")  # fmt: skip


@pytest.fixture(scope="module")
def declaration():
    return Declaration(
        ruleset="azioni",
        glossary=frozenset(GLOSSARY["azioni"]),  # journal.pseudo
        creation=CREATION["azioni"],
        character="Mira",
        wound=("track", "gain", "Mira", "Ferite", "1", "--reason", "kit"),
        track="Ferite",
        npc=("npc", "add", "Lupo", "Forza=1d6", "Agilità=1d8"),
        names=(
            Name("characteristic", ROLL, "Agilta", "Agilità"),
            Name("characteristic", ROLL, "agi", "Agilità"),
            Name("characteristic", ROLL, "strenght", "Forza"),
            Name("skill", SKILL, "Acrobazi", "Acrobazia"),
        ),
        pages=Path(__file__).resolve().parents[3],
    )
