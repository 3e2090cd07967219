from __future__ import annotations

from journal.domain.ids import position_of, short_id


def test_ids_are_unique_eight_characters_and_lead_back_to_their_position():
    ids = [short_id(n) for n in range(1, 150_001)]
    assert len(set(ids)) == len(ids)
    assert {len(i) for i in ids} == {8}
    assert all(position_of(i) == n for n, i in enumerate(ids[:3000], start=1))


def test_typed_ids_forgive_case_and_look_alike_letters():
    event_id = short_id(42)
    assert position_of(event_id.upper()) == 42
    assert position_of(event_id.replace("1", "l").replace("0", "o")) == 42


def test_neighbouring_positions_get_unrelated_ids():
    assert sum(a == b for a, b in zip(short_id(7), short_id(8), strict=True)) < 4


def test_non_ids_are_not_positions():
    assert position_of("session:2") is None
    assert position_of("uuuuuuuu") is None  # u is not in Crockford's alphabet
