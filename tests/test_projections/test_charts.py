"""A track's chart (the Riserva, PF, ...): a pure-Python SVG whose polyline goes
through the values."""

from __future__ import annotations

import xml.etree.ElementTree as ET

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
