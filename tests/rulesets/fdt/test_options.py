"""The optional rules as campaign settings: off by default, changed by events."""

from __future__ import annotations

import pytest

from journal.domain.errors import NotFound, RuleBroken
from tests.builders import STAMP
from tests.rulesets.fdt.builders import campaign, last


def test_every_optional_rule_is_off_until_turned_on():
    table = campaign()
    settings = {option.name: on for option, on in table.option_settings()}
    assert settings == {
        "shock": False,
        "panic": False,
        "criticals": False,
        "range": False,
        "weapon-difficulty": False,
        "no-combat-check-pumps": False,
        "mana-cap": False,
    }


def test_turning_a_rule_on_and_off_records_an_event():
    table = campaign()
    table.set_option("Shock", True, STAMP)
    assert (type(last(table)).__name__, last(table).option, last(table).on) == (
        "OptionChanged",
        "shock",
        True,
    )
    assert table.option_on("shock")
    table.set_option("shock", False, STAMP)
    assert not table.option_on("shock")


def test_refusals():
    table = campaign()
    with pytest.raises(RuleBroken, match="already off"):
        table.set_option("panic", False, STAMP)
    with pytest.raises(NotFound, match="no optional rule 'realism'"):
        table.set_option("realism", True, STAMP)


def test_each_option_names_its_section_in_both_languages():
    table = campaign()
    from journal import i18n

    i18n.set_language("it")
    for option, _on in table.option_settings():
        assert option.section[0].isdigit() and option.en
        assert i18n.anywhere(option.en) != option.en  # in fdt's catalogue
