"""Basic Roleplaying passes the ruleset conformance kit (journal.conformance)."""

from pathlib import Path

import pytest

from journal.conformance import Declaration, Name
from journal.conformance.suite import *  # noqa: F403 - the kit's checks
from tests.test_i18n.test_pseudo import CREATION, GLOSSARY

ROLL = ("roll", "Marco", "--char", "{name}")
SKILL = ("roll", "Marco", "--skill", "{name}")


@pytest.fixture(scope="module")
def declaration():
    return Declaration(
        ruleset="brp",
        glossary=frozenset(GLOSSARY["brp"]),  # journal.pseudo
        creation=CREATION["brp"],
        character="Marco",
        wound=("wound", "Marco", "3", "--reason", "kit"),
        track="pf",
        npc=(
            "npc",
            "add",
            "Lupo",
            "FOR=11",
            "COS=13",
            "TAG=9",
            "INT=5",
            "POT=10",
            "DES=13",
        ),  # fmt: skip
        names=(
            Name("characteristic", ROLL, "DESS", "DES"),
            Name("characteristic", ROLL, "dexx", "DES"),
            Name("characteristic", ROLL, "destrezz", "DES"),
            Name("skill", SKILL, "Medicna", "Medicina"),
        ),
        pages=Path(__file__).resolve().parents[3],
    )
