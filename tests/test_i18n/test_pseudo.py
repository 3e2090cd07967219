"""No word reaches a user without a catalogue: each built-in ruleset's sample,
recorded, then `status`, `log`, `show`, `why`, `diff`, a chronicle, a guided
creation, `audit` (of the store whole, then tampered), a refusal and every
command's `--help` under the pseudo-locale (journal.pseudo.check_sample: every
catalogued message printed as ⟦its English⟧, every other word must be the user's, the
rulebook's or a command's). A failure names the command line and the words."""

from __future__ import annotations

import pytest

from journal.i18n import PSEUDO, language, set_language
from journal.pseudo import check_sample, unmarked_words
from tests.test_journal import test_character_create as daimon
from tests.test_journal.test_guided_creation import BRP_DICE

# The rulebooks' own words that the journal prints as the books do, beyond the
# terms of their data files (README: which terms stay Italian in English).
GLOSSARY = {
    # words typed in options (":hidden", "shield=1"), a section (Altri usi per i dadi)
    "daimon2090": {"hidden", "shield", "usi"},
    # the characteristic rolls (2.4); the difficulties typed (easy, normal, ...)
    "brp": {"Vigore", "Tempra", "Idea", "Fortuna", "Agilità", "Carisma"}
    | {"easy", "normal", "difficult"},
    # ages, characteristics as the sheet abbreviates them, "Altre abilità base"
    "fdt": {"Giovane", "Maturo", "Cos", "Int", "Psi", "Vel", "Autorità", "Furtività"}
    | {"Altre", "abilità", "base", "casuale"},
    # the situations and effects typed (--situation tesa, --effect scarsa)
    "microd6": {"controllata", "tesa", "nulla", "scarsa", "normale"},
    # a kind of characteristic the sheet names (i poliedrici)
    "azioni": {"poliedrici"},
}

# A guided creation walked to its end in each ruleset: its options and answers
# (those of tests/test_journal/test_guided_creation.py, test_character_create.py)
CREATION = {
    "daimon2090": (["--random", "--dice", daimon.DICE], [*daimon.ANSWERS, "y"]),
    "brp": (
        ["--dice", BRP_DICE],
        ["n", "INT:FOR:4", "INT:FOR:2", "", "", "Soldatino", "Soldato"]
        + ["Pugilato=30", "Rissa=10", "Rissa=60", "Schivare=40", "", "Randello"]
        + ["Rissa", "", "", "y"],
    ),
    "fdt": (
        ["--dice", "3,2,1,4,2,4,2,3,1,2,4,3,4,1"],
        ["normale", "Nano", "Fabbro", "Forza", "Intelletto, Cantare", "Intelletto"]
        + ["Lingua Nanesca, Forgiare", "Forgiare, Commerciare", "n", "70", "35"]
        + ["Percezione", "Cantare", "Cantare, Scalare", "", "", "y"],
    ),
    "microd6": (
        [],
        ["?", "Agilità=2", "Vigore=30", "Vigore=1", "agilità=1", "", "Furtività=2"]
        + ["", "5", "", "", "Arco", "Arco corto", "Scudo", "", "y"],
    ),
    "azioni": (
        [],
        ["", "Agilità=1d8", "Forza=d7x", "Forza=1d6", "", "Acrobazia=1d6", ""]
        + ["Moncherino=2", "Moncherino=-2", "", "Ferite=0/5", "", "y"],
    ),
}


def test_an_unmarked_word_is_found_and_a_marked_one_is_not():
    text = "⟦Session ⟦3⟧ begins⟧ Kira rolls badly; ⟦The players⟧\n  ⟦Cut short"
    assert unmarked_words(text, {"Kira"}) == ["rolls", "badly"]
    assert unmarked_words("Usage: journal --json CHARACTER", {"journal"}) == ["Usage"]


@pytest.mark.parametrize("ruleset", sorted(GLOSSARY))
def test_every_word_of_the_sample_goes_through_a_catalogue(ruleset, tmp_path):
    found = check_sample(ruleset, tmp_path, GLOSSARY[ruleset], CREATION[ruleset])
    assert found == {}
    assert language() != PSEUDO or set_language("en") is None
