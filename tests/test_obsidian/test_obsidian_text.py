"""The pieces that make typed text safe in a vault, for any text: properties
(YAML written by hand) parse back to what was given, a note's body shows what
was typed and means nothing else, file names are safe and never alike."""

from __future__ import annotations

import html
import re

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from journal.projections.obsidian.names import (
    DEVICES,
    FORBIDDEN,
    LIMIT,
    Subject,
    assign,
    folded,
    stem_of,
)
from journal.projections.obsidian.props import Day, front_matter, quoted
from journal.projections.obsidian.text import inert, prop_text, users_part
from journal.projections.render_escape import one_line

TEXT = st.text(max_size=60)
SCALAR = st.one_of(st.integers(-(10**12), 10**12), st.booleans(), TEXT)
VALUE = st.recursive(
    SCALAR,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(TEXT, inner, max_size=4)
    ),
    max_leaves=12,
)


def parsed(props: dict) -> dict:
    text = front_matter(props)
    assert text.startswith("---\n") and text.endswith("\n---\n")
    return yaml.safe_load(text[4:-5]) or {}


@given(TEXT)
def test_a_quoted_string_is_read_back_as_it_was(text):
    assert yaml.safe_load(quoted(text)) == text
    assert "\n" not in quoted(text) and "<" not in quoted(text)


@given(st.dictionaries(TEXT, VALUE, max_size=6))
@settings(max_examples=200)
def test_properties_parse_back_to_what_was_given(props):
    kept = {k: v for k, v in props.items() if v not in ([], {})}
    assert parsed(props) == kept


def test_a_day_is_a_yaml_date_and_words_stay_strings():
    found = parsed({"date": Day("2026-11-14"), "no": "no", "on": True, "null": "~"})
    assert str(found["date"]) == "2026-11-14" and type(found["date"]).__name__ == "date"
    assert found == {"date": found["date"], "no": "no", "on": True, "null": "~"}
    assert parsed({"date": Day("2026-11-14T10:00")}) == {"date": "2026-11-14T10:00"}


ENTITY = re.compile(r"&(?:#\d+|amp|lt|gt);")


@given(TEXT)
def test_inert_text_shows_what_was_typed_and_means_nothing_else(text):
    made = inert(text)
    assert html.unescape(made) == one_line(text)  # Obsidian shows what was typed
    bare = ENTITY.sub("", made)
    assert not set("[]|#%^\\`*_~$<>&\n") & set(bare)
    assert "==" not in made and "://" not in made
    assert not re.match(r"[-+]|\d+[.)]", made)  # no list opens


@given(TEXT)
def test_property_text_never_reads_as_a_link(text):
    assert "[[" not in prop_text(text) and "]]" not in prop_text(text)


@given(TEXT, TEXT)
def test_a_file_name_is_safe(name, fallback):
    stem = stem_of(name, fallback or "x")
    assert stem and not FORBIDDEN & set(stem)
    assert len(stem.encode("utf-8")) <= LIMIT + 1  # "_" before a device name
    assert stem == stem.strip() and not stem.startswith(".") and not stem.endswith(".")
    assert stem.split(".")[0].strip().upper() not in DEVICES
    assert all(c.isprintable() for c in stem)


@given(st.lists(TEXT, max_size=12))
def test_names_that_come_out_alike_never_share_a_file(names):
    subjects = [Subject(f"k{i}", "F", name, f"N {i}") for i, name in enumerate(names)]
    paths = assign(subjects, {}, set())
    stems = [folded(path.rsplit("/", 1)[1][:-3]) for path in paths.values()]
    assert len(set(stems)) == len(subjects)


def test_a_subject_keeps_its_file_and_a_new_one_never_takes_another_s():
    before = {
        "player:ana": ("Players/Ana (2).md", "Ana"),
        "gone": ("Players/Bo.md", "Bo"),
    }
    subjects = [
        Subject("character:1", "Characters", "Ana", "C"),  # new, named like the player
        Subject("player:ana", "Players", "Ana", "P"),
        Subject("character:2", "Characters", "Bo", "C"),  # a gone subject's old name
    ]
    assert assign(subjects, before, {folded("ana")}) == {
        "player:ana": "Players/Ana (2).md",
        "character:1": "Characters/Ana (3).md",  # "Ana" is the group's own note
        "character:2": "Characters/Bo (2).md",
    }


def test_the_groups_part_follows_the_first_marker_line():
    note = "# Kira\n\n## Le vostre note\n  %%  LE VOSTRE  note %% \nmine\n"
    note += "%% your notes %%\n"
    assert users_part(note) == "mine\n%% your notes %%\n"
    assert users_part("# Kira\n%% your notes: x %%\n") is None
