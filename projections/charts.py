"""Small charts for the chronicle: a character's tracked resource (Dàimon's
Riserva, BRP's PF, ...) over a session as SVG.

Pure Python, no library: the SVG is a string, every text in it escaped. The
series comes from one fold over the stream (voids applied).
"""

from __future__ import annotations

from html import escape

WIDTH, HEIGHT = 240, 96  # the drawing, in CSS pixels
LEFT, RIGHT, TOP, BOTTOM = 22, 8, 16, 14  # room for the axis labels and title


def track_series(history: list, track: str | None):
    """After each event that changed the track: (its seq, its session, every
    character's value by name). The first entry is the state before anything;
    the maxima seen are kept per name (the chart's top)."""
    from domain.rulesets import campaign_class
    from domain.voiding import folding
    from projections.records import voided_ids

    series: list[tuple[int, int | None, dict[str, int]]] = [(0, None, {})]
    if track is None:
        return series
    state = campaign_class(history[0].ruleset).new_state()
    for event in folding(state, history, voided_ids(history)):
        now = _values(state, track)
        if now != series[-1][2]:
            series.append((event.originator_version, event.session, now))
    return series


def _values(state, track: str) -> dict[str, int]:
    found = {}
    for sheet in state.characters.values():
        views = sheet.track_views()
        if track in views:
            found[sheet.name] = views[track]["value"]
    return found


def values_in(series: list, name: str, first: int, last: int) -> tuple[int, ...]:
    """NAME's Riserva as the span first..last (seqs) began, then after each
    event of the span that changed it."""
    before = [s[2] for s in series if s[0] < first and name in s[2]]
    values = [before[-1][name]] if before else []
    for seq, _, reserves in series:
        if first <= seq <= last and name in reserves:
            if not values or reserves[name] != values[-1]:
                values.append(reserves[name])
    return tuple(values)


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


def track_svg(values: tuple[int, ...], title: str, top: int = 7) -> str:
    """An inline <svg>: the 0..top axis, a polyline through the values, a dot each."""
    top = max(top, 1)
    pts = points(values, top)
    line = " ".join(f"{x},{y}" for x, y in pts)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{WIDTH}" '
        f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<text x="{LEFT}" y="10" font-family="DejaVu Sans" font-size="8.5" '
        f'fill="#2a2320">{escape(title)}</text>',
        *_axis(top),
        f'<polyline points="{line}" fill="none" stroke="#7a1f1f" stroke-width="1.6"/>',
        *(f'<circle cx="{x}" cy="{y}" r="2.2" fill="#7a1f1f"/>' for x, y in pts),
        "</svg>",
    ]
    return "".join(parts)


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
            shapes.append(
                f'<text x="{LEFT - 4}" y="{y + 3}" text-anchor="end" '
                f'font-family="DejaVu Sans" font-size="7" fill="#6b6256">{value}</text>'
            )
    return shapes
