"""A ruleset of another package passes the conformance kit as the built-in ones
do: "Testa o croce" (tests/data/plugins/journal_coin), found through its entry
point with that folder on the import path."""

import sys
from pathlib import Path

import pytest

from journal.conformance import Declaration
from journal.conformance.suite import *  # noqa: F403 - the kit's checks

HERE = Path(__file__).resolve().parent
PLUGINS = HERE.parents[1] / "data" / "plugins"


@pytest.fixture(scope="module", autouse=True)
def installed():
    """The package on the import path for this module only."""
    from journal.plugins import forget

    sys.path.insert(0, str(PLUGINS))
    forget()
    yield
    sys.path.remove(str(PLUGINS))
    forget()


@pytest.fixture(scope="module")
def declaration(installed):
    return Declaration(
        ruleset="coin",
        script=HERE / "sample.journal",
        character="Ada",
        wound=("track", "spend", "Ada", "fortuna", "1", "--reason", "kit"),
        track="fortuna",
        npc=("npc", "add", "Il Banco", "fortuna=3"),
        bad_sheet='name = "X"\nplayer = "Ana"\nfortune = 1\n',
    )
