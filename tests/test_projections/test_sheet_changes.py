"""The sheets' history notes a field as changed exactly when its value changed
as it always did (projections.sheethistory.frozen: a number or a text as it
is, else its JSON), however cheaply it now finds out (Seen: plain values kept
as they are, the others marshalled together)."""

from __future__ import annotations

import copy

from hypothesis import given
from hypothesis import strategies as st

from journal.projections.sheethistory import Seen, frozen

PLAIN = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([0.0, -0.0, 1.0, 2.5]),
    st.sampled_from(["", "a", "[]", "1", "true"]),
)
VALUES = st.recursive(
    PLAIN,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.tuples(inner, inner),
        st.dictionaries(st.sampled_from(["x", "y", "z"]), inner, max_size=3),
    ),
    max_leaves=6,
)
NAMES = st.sampled_from(["reserve", "skills", "wounds", "traits", "status"])
SHEETS = st.dictionaries(NAMES, VALUES, max_size=5)


def expected(before: dict, after: dict) -> set[str]:
    return {
        name
        for name, value in after.items()
        if name not in before or frozen(before[name]) != frozen(value)
    }


@given(SHEETS, SHEETS)
def test_a_change_is_what_frozen_values_say(before, after):
    seen = Seen.of(before)
    now, names = seen.changed(after)
    assert set(names) == expected(before, after)
    if now is None:  # nothing at all changed
        assert _same(before, after)


def _same(before: dict, after: dict) -> bool:
    """The same values of the same types (what Seen may call 'nothing')."""
    return list(before) == list(after) and all(
        type(before[k]) is type(after[k]) and frozen(before[k]) == frozen(after[k])
        for k in before
    )


@given(SHEETS, SHEETS, SHEETS)
def test_a_sheet_changed_in_place_is_compared_with_what_it_held(first, second, third):
    """A fold mutates lists and dicts in place: what was seen is kept apart."""
    sheet = copy.deepcopy(first)
    seen = Seen.of(sheet)
    for values in (second, third):
        held = copy.deepcopy(sheet)
        sheet.clear()
        sheet.update(copy.deepcopy(values))
        now, names = seen.changed(sheet)
        assert set(names) == expected(held, sheet)
        seen = now or seen


def test_one_and_true_are_the_same_number_and_a_list_its_tuple():
    seen = Seen.of({"a": 1, "b": [1, 2], "c": "[]"})
    assert seen.changed({"a": True, "b": (1, 2), "c": []})[1] == []
    assert seen.changed({"a": 2, "b": [2, 1], "c": "x"})[1] == ["a", "b", "c"]
