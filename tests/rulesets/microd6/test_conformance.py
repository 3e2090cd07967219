"""µD6 passes the ruleset conformance kit (journal.conformance)."""

from pathlib import Path

import pytest

from journal.conformance import Declaration, Name
from journal.conformance.suite import *  # noqa: F403 - the kit's checks
from tests.test_i18n.test_pseudo import CREATION, GLOSSARY

ROLL = ("roll", "Lia", "--stat", "{name}", "--dice", "6,2")


@pytest.fixture(scope="module")
def declaration():
    return Declaration(
        ruleset="microd6",
        glossary=frozenset(GLOSSARY["microd6"]),  # journal.pseudo
        creation=CREATION["microd6"],
        character="Lia",
        # a Grave wound lowered one level by tenacia: a Leggera stays on the
        # sheet, so `show Lia` has a wound to print (in words, not its id)
        wound=("wound", "Lia", "2", "--tenacia", "1"),
        track="tenacia",
        npc=("npc", "add", "Lupo", "Combattere=2", "Agilità=1"),
        names=(
            Name("characteristic", ROLL, "Agilta", "Agilità"),
            Name("characteristic", ROLL, "agilty", "Agilità"),
            Name("skill", ROLL, "Furtivit", "Furtività"),
        ),
        pages=Path(__file__).resolve().parents[3],
    )
