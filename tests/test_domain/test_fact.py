"""Facts keep what a frozen dataclass gave events, without its import cost."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

import pytest

from journal.domain.daimon2090.events import WoundSuffered

FIELDS = dict(
    originator_id=uuid4(),
    originator_version=3,
    timestamp=datetime.now(UTC),
    event_id="abcdefgh",
    by="Ana",
    session=1,
    scene=2,
    character="c1",
    amount=2,
    applied=2,
    reason=None,
)


def test_a_fact_takes_exactly_its_annotated_fields():
    wound = WoundSuffered(**FIELDS)
    assert (wound.amount, wound.session, wound.by) == (2, 1, "Ana")
    with pytest.raises(TypeError, match=r"missing \['reason'\]"):
        WoundSuffered(**{k: v for k, v in FIELDS.items() if k != "reason"})
    with pytest.raises(TypeError, match=r"unknown \['extra'\]"):
        WoundSuffered(**FIELDS, extra=1)


def test_a_fact_cannot_change():
    wound = WoundSuffered(**FIELDS)
    with pytest.raises(AttributeError, match="cannot change"):
        wound.amount = 5
    with pytest.raises(AttributeError):
        del wound.amount
    assert wound.amount == 2


def test_facts_compare_by_value_and_print_their_fields():
    assert WoundSuffered(**FIELDS) == WoundSuffered(**FIELDS)
    assert WoundSuffered(**FIELDS) != WoundSuffered(**{**FIELDS, "amount": 3})
    assert "amount=2" in repr(WoundSuffered(**FIELDS))
