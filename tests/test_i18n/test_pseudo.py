"""No word reaches a user without a catalogue: each built-in ruleset's sample,
recorded, then `status`, `log`, `show`, `why`, a refusal and every command's
`--help` under the pseudo-locale (journal.pseudo.check_sample: every catalogued
message printed as ⟦its English⟧, every other word must be the user's, the
rulebook's or a command's). A failure names the command line and the words."""

from __future__ import annotations

import pytest

from journal.i18n import PSEUDO, language, set_language
from journal.pseudo import check_sample, unmarked_words

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


def test_an_unmarked_word_is_found_and_a_marked_one_is_not():
    text = "⟦Session ⟦3⟧ begins⟧ Kira rolls badly; ⟦The players⟧\n  ⟦Cut short"
    assert unmarked_words(text, {"Kira"}) == ["rolls", "badly"]
    assert unmarked_words("Usage: journal --json CHARACTER", {"journal"}) == ["Usage"]


@pytest.mark.parametrize("ruleset", sorted(GLOSSARY))
def test_every_word_of_the_sample_goes_through_a_catalogue(ruleset, tmp_path):
    found = check_sample(ruleset, tmp_path, GLOSSARY[ruleset])
    assert found == {}
    assert language() != PSEUDO or set_language("en") is None
