"""Every Fuori dal Tempo event reads as a line in English and in Italian."""

from __future__ import annotations

import pytest

from journal.projections.describe import describe
from tests.rulesets.fdt.test_stored_format import STREAM, TODAY, load


@pytest.mark.parametrize("stream", ["v1", "v2"])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_event_has_its_line(table, lang, stream):
    load(table, {"v1": STREAM, "v2": TODAY}[stream])
    records = table.json("log")
    assert len({r["type"] for r in records}) >= 50
    for record in records:
        for actor in (False, True):
            line = describe(record, lang, actor=actor, ruleset="fdt")
            assert line != record["type"] and "{" not in line, (record, line)


def test_the_lines_say_the_seeds_words(table):
    load(table)
    lines = [describe(r, "it", ruleset="fdt") for r in table.json("log")]
    assert "Katariello prende 1 shock mentale (lo Stuarpen), e sviene" in lines
    assert any(line.startswith("Katariello guadagna 11 PiX (duello") for line in lines)
    assert "Lirien tira la casualità 1d15 → (18) 7 = 7" in lines
