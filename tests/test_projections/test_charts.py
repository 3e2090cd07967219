"""A track's chart (the Riserva, PF, ...): a pure-Python SVG whose polyline goes
through the values."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import pairwise

from journal.projections.charts import (
    BOTTOM,
    HEIGHT,
    LEFT,
    TOP,
    points,
    track_svg,
    values_in,
)

SVG = "{http://www.w3.org/2000/svg}"


def polyline(values, title="Riserva: Kira"):
    root = ET.fromstring(track_svg(values, title, 7))
    line = root.find(f"{SVG}polyline")
    return root, [tuple(map(float, p.split(","))) for p in line.get("points").split()]


def test_the_svg_parses_and_its_points_follow_the_values():
    root, pts = polyline((7, 5, 6, 0))
    assert root.tag == f"{SVG}svg" and len(pts) == 4
    bottom, top = HEIGHT - BOTTOM, TOP
    ys = [y for _, y in pts]
    assert ys[0] == top and ys[3] == bottom  # 7 at the top, 0 at the bottom
    assert ys[1] == round(bottom - (bottom - top) * 5 / 7, 1)
    xs = [x for x, _ in pts]
    assert xs == sorted(xs) and len(set(xs)) == 4  # one step right per change
    assert len(root.findall(f"{SVG}circle")) == 4


def test_every_text_in_the_svg_is_escaped():
    root, _ = polyline((3,), title='<script>alert(1)</script> & "x"')
    svg = track_svg((3,), '<script>alert(1)</script> & "x"')
    assert "<script" not in svg and "&lt;script&gt;" in svg
    assert root.find(f"{SVG}title").text == '<script>alert(1)</script> & "x"'


def test_a_single_value_is_one_point():
    assert points((4,), 7) == [(LEFT, round(TOP + (HEIGHT - TOP - BOTTOM) * 3 / 7, 1))]


def test_values_in_a_span_start_from_the_value_before_it():
    series = [
        (0, None, {}),
        (3, None, {"Kira": 7}),
        (9, 1, {"Kira": 5}),
        (12, 1, {"Kira": 6}),
        (20, 2, {"Kira": 2}),
    ]
    assert values_in(series, "Kira", 8, 15) == (7, 5, 6)
    assert values_in(series, "Kira", 16, 25) == (6, 2)
    assert values_in(series, "Dario", 8, 15) == ()


def test_the_axis_runs_to_the_tracks_own_top():
    # BRP's PF: a 14-point maximum puts 14 at the top and 7 half way down.
    root = ET.fromstring(track_svg((14, 7), "PF: Ada", 14))
    line = root.find(f"{SVG}polyline")
    ys = [float(p.split(",")[1]) for p in line.get("points").split()]
    assert ys[0] == TOP and ys[1] == round(TOP + (HEIGHT - TOP - BOTTOM) / 2, 1)
    labels = [t.text for t in root.findall(f"{SVG}text")]
    assert "14" in labels and "0" in labels


def test_dots_closer_than_their_width_are_left_out():
    """A book's chart runs over every change of the campaign: 48 values leave
    room for a dot each on the 208 px of the x axis, 49 would overlap (and
    thousands cost the PDF's layout an element each); the line goes through
    them all the same."""
    dense = [tuple(i % 8 for i in range(n)) for n in (48, 49, 2000)]
    roots = [ET.fromstring(track_svg(values, "Riserva: Kira", 7)) for values in dense]
    assert [len(root.findall(f"{SVG}circle")) for root in roots] == [48, 0, 0]
    assert len(polyline(dense[2])[1]) == 2000


def test_scene_labels_that_would_touch_are_left_out():
    # 200 scenes of 5 changes each over 1,000 values: a scene every 1.04 px;
    # a label is drawn where it clears the one before by 3 px (a digit: 4.2)
    values = tuple(i % 8 for i in range(1000))
    scenes = tuple(1 + i // 5 for i in range(1000))
    root = ET.fromstring(track_svg(values, "Riserva: Kira", 7, scenes))
    labels = [t for t in root.findall(f"{SVG}text") if t.get("font-size") == "7"]
    labels = [t for t in labels if t.get("text-anchor") == "middle"]
    drawn = [t.text for t in labels]
    assert drawn[:6] == ["1", "8", "17", "29", "40", "51"] and len(drawn) == 16
    assert drawn[-3:] == ["154", "170", "185"]
    xs = [float(t.get("x")) for t in labels]
    placed = list(zip(xs, drawn, strict=True))
    for (x, text), (after, later) in pairwise(placed):
        assert after - x >= 4.2 * (len(text) + len(later)) / 2 + 3
    few = ET.fromstring(track_svg((7, 5, 6, 0), "Riserva: Kira", 7, (1, 1, 2, 3)))
    few_labels = [t.text for t in few.findall(f"{SVG}text")]
    assert few_labels[-3:] == ["1", "2", "3"]  # a session's chart: every scene
