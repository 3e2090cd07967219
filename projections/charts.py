"""Small charts for the chronicle: a character's tracked resource (Dàimon's
Riserva, BRP's PF, ...) over a session as SVG.

Pure Python, no library: the SVG is a string, every text in it escaped. The
series comes from one fold over the stream (voids applied).
"""

from __future__ import annotations

WIDTH, HEIGHT = 250, 112  # the drawing, in CSS pixels
LEFT, RIGHT, TOP, BOTTOM = 34, 8, 16, 30  # room for the axes' labels and the title
INK, GREY = "#2a2320", "#6b6256"
DOT = 2.2  # a value's dot's radius: dots closer than their width are not drawn
DIGIT, GAP = 4.2, 3  # a scene label's digit's width (7 px type), their least gap


def track_series(history: list, track: str | None):
    """After each event that changed the track: (its seq, its session, every
    character's value by name). The first entry is the state before anything;
    the maxima seen are kept per name (the chart's top)."""
    from journal.domain.rulesets import campaign_class
    from journal.domain.voiding import folding
    from journal.projections.records import voided_ids

    series: list[tuple] = [(0, None, {}, None)]
    if track is None:
        return series
    state = campaign_class(history[0].ruleset).new_state()
    for event in folding(state, history, voided_ids(history)):
        now = _values(state, track)
        if now != series[-1][2]:
            series.append((event.originator_version, event.session, now, event.scene))
    return series


def _values(state, track: str) -> dict[str, int]:
    found = {}
    for sheet in state.characters.values():
        value = sheet.tracked_value(track)
        if value is not None:
            found[sheet.name] = value
    return found


def values_in(series: list, name: str, first: int, last: int) -> tuple[int, ...]:
    """NAME's Riserva as the span first..last (seqs) began, then after each
    event of the span that changed it."""
    return tuple(value for value, _ignored in points_in(series, name, first, last))


def points_in(series: list, name: str, first: int, last: int) -> list[tuple]:
    """(value, scene) as the span began (scene None), then at each change."""
    before = [s[2] for s in series if s[0] < first and name in s[2]]
    found = [(before[-1][name], None)] if before else []
    for entry in series:
        seq, values = entry[0], entry[2]
        if first <= seq <= last and name in values:
            if not found or values[name] != found[-1][0]:
                found.append((values[name], entry[3] if len(entry) > 3 else None))
    return found


def points(values: tuple[int, ...], top: int) -> list[tuple[float, float]]:
    """x: the change's order, evenly spread; y: 0 at the bottom, `top` at the top."""
    span = max(len(values) - 1, 1)
    inner_w = WIDTH - LEFT - RIGHT
    inner_h = HEIGHT - TOP - BOTTOM
    return [
        (
            round(LEFT + inner_w * i / span, 1),
            round(TOP + inner_h * (1 - max(0, min(v, top)) / top), 1),
        )
        for i, v in enumerate(values)
    ]


def track_svg(
    values: tuple[int, ...],
    title: str,
    top: int = 7,
    scenes: tuple = (),
    axes: tuple[str, str] = ("", ""),
) -> str:
    """An inline <svg>: the 0..top axis, a polyline through the values, a dot
    each; below, the scene of each change (`scenes`), and the axes' titles
    (`axes`: the x axis', e.g. "scene", and the y axis', e.g. "Riserva")."""
    from html import escape  # here: a Markdown chronicle draws no chart

    top = max(top, 1)
    pts = points(values, top)
    line = " ".join(f"{x},{y}" for x, y in pts)
    # a book's chart runs over every change of the campaign: dots that would
    # overlap into a smear (and cost WeasyPrint an element each) are left out
    room = (WIDTH - LEFT - RIGHT) / max(len(pts) - 1, 1)
    dots = pts if room >= 2 * DOT else []
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{WIDTH}" '
        f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        _text(LEFT, 10, title, 8.5, INK),
        *_axis(top),
        *_scene_ticks(pts, scenes),
        *_axis_titles(axes),
        f'<polyline points="{line}" fill="none" stroke="#7a1f1f" stroke-width="1.6"/>',
        *(f'<circle cx="{x}" cy="{y}" r="{DOT}" fill="#7a1f1f"/>' for x, y in dots),
        "</svg>",
    ]
    return "".join(parts)


def _text(x, y, text, size, colour, anchor="start", rotate=False) -> str:
    from html import escape

    turn = f' transform="rotate(-90 {x} {y})"' if rotate else ""
    return (
        f'<text x="{x}" y="{y}" text-anchor="{anchor}" font-family="DejaVu Sans" '
        f'font-size="{size}" fill="{colour}"{turn}>{escape(str(text))}</text>'
    )


def _scene_ticks(pts: list, scenes: tuple) -> list[str]:
    """Under the first point of each scene, its number: the x axis is the
    session's scenes, in order (a point outside scenes gets no label; nor one
    that would touch the label before: a book's chart has hundreds)."""
    shapes, seen, last = [], None, None  # last: the label before, (x, its width)
    base = HEIGHT - BOTTOM
    for (x, _ignored), scene in zip(pts, scenes, strict=False):
        if scene is None or scene == seen:
            continue
        seen = scene
        width = DIGIT * len(str(scene))
        if last is not None and x - last[0] < (last[1] + width) / 2 + GAP:
            continue
        last = (x, width)
        shapes.append(
            f'<line x1="{x}" y1="{base}" x2="{x}" y2="{base + 3}" stroke="{GREY}" '
            'stroke-width="0.6"/>'
        )
        shapes.append(_text(x, base + 11, scene, 7, GREY, "middle"))
    return shapes


def _axis_titles(axes: tuple[str, str]) -> list[str]:
    across, up = axes
    middle_x = LEFT + (WIDTH - LEFT - RIGHT) / 2
    middle_y = TOP + (HEIGHT - TOP - BOTTOM) / 2
    shapes = []
    if across:
        shapes.append(_text(middle_x, HEIGHT - 3, across, 7.5, INK, "middle"))
    if up:
        shapes.append(_text(9, middle_y, up, 7.5, INK, "middle", rotate=True))
    return shapes


def _axis(top: int) -> list[str]:
    """Grid lines at 0 and the top (labelled) and faint ones between (at most 10)."""
    shapes = []
    step = max(1, -(-top // 10))
    for value in sorted({*range(0, top + 1, step), top}):
        y = round(TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / top), 1)
        strong = value in (0, top)
        colour = "#b9aa92" if strong else "#ece6dc"
        shapes.append(
            f'<line x1="{LEFT}" y1="{y}" x2="{WIDTH - RIGHT}" y2="{y}" '
            f'stroke="{colour}" stroke-width="0.6"/>'
        )
        if strong:
            shapes.append(_text(LEFT - 4, y + 3, value, 7, GREY, "end"))
    return shapes
