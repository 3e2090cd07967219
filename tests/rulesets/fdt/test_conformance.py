"""Fuori dal Tempo passes the ruleset conformance kit (journal.conformance)."""

from pathlib import Path

import pytest

from journal.conformance import Declaration, Name
from journal.conformance.suite import *  # noqa: F403 - the kit's checks
from tests.test_i18n.test_pseudo import CREATION, GLOSSARY

ROLL = ("roll", "Katariello", "{name}", "--dice", "7")


@pytest.fixture(scope="module")
def declaration():
    return Declaration(
        ruleset="fdt",
        glossary=frozenset(GLOSSARY["fdt"]),  # journal.pseudo
        creation=CREATION["fdt"],
        character="Katariello",
        wound=("damage", "Katariello", "3", "--reason", "kit"),
        track="pv",
        npc=("npc", "add", "Lupo", "Forza=12", "Mani nude=11"),
        names=(
            Name("characteristic", ROLL, "Agilta", "Agilità"),
            Name("characteristic", ROLL, "agi", "Agilità"),
            Name("characteristic", ROLL, "strenght", "Forza"),
            Name("skill", ROLL, "Nuotar", "Nuotare"),
        ),
        pages=Path(__file__).resolve().parents[3],
    )
