"""The action roll (Tiro Azione): pool, zero rule, push, help, outcome."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from journal.domain.microd6.play import Action
from tests.builders import STAMP
from tests.rulesets.microd6.table import last, new_table, sheet, typed


def roll(campaign, dice, **declared):
    action = Action(declared.pop("character", "Ana"), declared.pop("stat"), **declared)
    campaign.roll_action(action, typed(*dice), STAMP)
    return last(campaign)


def refused(campaign, dice, section, **declared) -> str:
    before = len(campaign.pending_events)
    with pytest.raises(RuleBroken) as caught:
        roll(campaign, dice, **declared)
    assert len(campaign.pending_events) == before  # nothing recorded
    assert caught.value.section == section
    return caught.value.message


def test_a_zero_skill_with_two_complications_rolls_four_dice_keeping_the_lowest():
    # l.27: "competenza in cui ho valore 0 ed ho 2 complicazioni ... tirerò -2
    # dadi, ossia 4 dadi tenendo il risultato più basso"
    event = roll(new_table(), [6, 5, 4, 2], stat="Scassinare", complications=2)
    assert (event.pool, event.dice, event.zero) == (-2, [6, 5, 4, 2], True)
    assert (event.kept, event.outcome, event.successes) == (2, "failure", 0)


def test_two_advantages_and_one_complication_add_one_die():
    # l.35: "Se ho 2 vantaggi (+2d) ed 1 complicazione (-1d), tirerò 1 dado in più."
    event = roll(
        new_table(), [1, 2, 5], stat="Furtività", advantages=2, complications=1
    )
    assert (event.stat_value, event.pool, len(event.dice)) == (2, 3, 3)
    assert (event.kept, event.outcome) == (5, "partial")


@pytest.mark.parametrize(
    "faces, kept, outcome, successes",
    [
        ([6, 2], 6, "success", 1),
        ([6, 6], 6, "success", 2),  # each extra 6 is one more success
        ([5, 4], 5, "partial", 0),
        ([4, 1], 4, "partial", 0),
        ([3, 3], 3, "failure", 0),
        ([1, 2], 2, "failure", 0),
    ],
)
def test_the_highest_die_reads_the_outcome(faces, kept, outcome, successes):
    event = roll(new_table(), faces, stat="Furtività")
    assert (event.kept, event.outcome, event.successes) == (kept, outcome, successes)


def test_two_sixes_at_zero_dice_are_still_one_success():
    # l.25: "anche se dovessi tirare due 6, non potrai MAI ottenere più di un successo"
    event = roll(new_table(), [6, 6], stat="Scassinare")
    assert (event.pool, event.zero, event.outcome, event.successes) == (
        0,
        True,
        "success",
        1,
    )


def test_one_below_zero_rolls_three_dice_and_reads_the_lowest():
    event = roll(new_table(), [6, 4, 5], stat="Scassinare", complications=1)
    assert (event.pool, event.kept, event.outcome) == (-1, 4, "partial")


def test_situation_and_effect_default_to_tesa_and_normale():
    event = roll(new_table(), [4, 4], stat="Furtività")
    assert (event.situation, event.effect) == ("tesa", "normale")
    event = roll(
        new_table(), [4, 4], stat="Furtività", situation="Critica", effect="scarsa"
    )
    assert (event.situation, event.effect) == ("critica", "scarsa")
    event = roll(
        new_table(), [4, 4], stat="Furtività", situation="desperate", effect="great"
    )
    assert (event.situation, event.effect) == ("disperata", "superiore")


def test_pushing_adds_a_die_for_two_tenacia():
    campaign = new_table(Ana=3)
    event = roll(campaign, [1, 2, 6], stat="Furtività", push=1)
    assert (event.pushed, event.pool, event.outcome) == (True, 3, "success")
    assert sheet(campaign, "Ana").tenacia == 1


def test_a_second_push_in_one_roll_is_refused():
    message = refused(
        new_table(), [1, 2, 3, 4], "Superare i propri limiti", stat="Furtività", push=2
    )
    assert "only one die" in message


def test_pushing_without_two_tenacia_is_refused():
    campaign = new_table(Ana=1)
    message = refused(
        campaign, [1, 2, 3], "Superare i propri limiti", stat="Furtività", push=1
    )
    assert message == "Ana has 1 tenacia; pushing costs 2"
    assert sheet(campaign, "Ana").tenacia == 1


def test_help_adds_a_die_and_the_helper_pays_one_tenacia():
    campaign = new_table(Ana=0, Bruno=2)
    event = roll(campaign, [1, 2, 4], stat="Furtività", helpers=("Bruno",))
    assert (event.pool, event.outcome) == (3, "partial")
    assert (event.helper, event.helper_name) == (sheet(campaign, "Bruno").id, "Bruno")
    assert (sheet(campaign, "Ana").tenacia, sheet(campaign, "Bruno").tenacia) == (0, 1)


def test_push_and_help_together_add_two_dice():
    campaign = new_table(Ana=2, Bruno=1)
    event = roll(campaign, [1, 1, 1, 6], stat="Furtività", push=1, helpers=("Bruno",))
    assert (event.pool, event.successes) == (4, 1)
    assert (sheet(campaign, "Ana").tenacia, sheet(campaign, "Bruno").tenacia) == (0, 0)


def test_help_refusals():
    campaign = new_table(Bruno=0)
    assert "group action" in refused(
        campaign,
        [1, 2, 3, 4],
        "Assistere / Farsi aiutare",
        stat="Furtività",
        helpers=("Carla", "Dino"),
    )
    assert (
        refused(
            campaign,
            [1, 2, 3],
            "Assistere / Farsi aiutare",
            stat="Furtività",
            helpers=("Bruno",),
        )
        == "Bruno has no tenacia to pay for help"
    )
    assert (
        refused(
            campaign,
            [1, 2, 3],
            "Assistere / Farsi aiutare",
            stat="Furtività",
            helpers=("Ana",),
        )
        == "Ana cannot help themself"
    )


def test_the_typed_dice_must_match_the_pool_and_fit_a_d6():
    campaign = new_table()
    assert "needs 2 dice, 3 were typed" in refused(
        campaign, [1, 2, 3], "Tiro Azione", stat="Furtività"
    )
    assert refused(campaign, [7, 2], "Tiro Azione", stat="Furtività") == (
        "a d6 has no face 7"
    )


def test_a_stat_not_on_the_sheet_needs_its_value():
    campaign = new_table()
    message = refused(campaign, [1, 2], "Tiro Azione", stat="Volare")
    assert message.startswith("Ana has no stat 'Volare' (stats: Furtività, Cercare")
    event = roll(campaign, [3, 6], stat="Volare", value=0)
    assert (event.stat, event.stat_value, event.zero, event.kept) == (
        "Volare",
        0,
        True,
        3,
    )
    assert refused(campaign, [1, 2], "Tiro Azione", stat="furtivita", value=3) == (
        "Ana's Furtività is 2, not 3"
    )


def test_modifier_limits_and_words_are_checked():
    campaign = new_table()
    refused(campaign, [1], "Complicazioni e Vantaggi", stat="Furtività", advantages=21)
    assert "no situation 'calma'" in refused(
        campaign, [1, 2], "Tiro Azione", stat="Furtività", situation="calma"
    )


def test_a_wound_with_a_complication_takes_a_die_off_every_action():
    from journal.domain.microd6.health import Harm

    campaign = new_table()
    campaign.suffer_wound(Harm("Ana", 1, complication=True), typed(), STAMP)
    event = roll(campaign, [5], stat="Furtività")
    assert (event.pool, event.wound_complications) == (1, 1)
