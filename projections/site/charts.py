"""A character's tracked resource over the whole campaign, as inline SVG with
its alternative text: the value after every change, sessions marked on the x
axis. Pure Python; every text escaped; no URL (inline SVG needs no xmlns).
"""

from __future__ import annotations

from html import escape

WIDTH, HEIGHT = 480, 150
LEFT, RIGHT, TOP, BOTTOM = 30, 16, 12, 24
MOST = 400  # points drawn at most: longer series keep each stretch's low and high
LABELS = 12  # session labels at most on the x axis


def track_points(series: list[tuple], name: str) -> list[tuple[int | None, int]]:
    """(session, value) as the track began, then after each change of it."""
    points: list[tuple[int | None, int]] = []
    for _ignored, session, values in series:
        if name in values and (not points or points[-1][1] != values[name]):
            points.append((session, values[name]))
    return points


def chart_spec(points: list, view: dict, title: str, describe: str) -> dict:
    """What the chart shows, as plain data (the page's hash covers it)."""
    values = [value for _ignored, value in points]
    low = min([*values, view["min"]] if view["min"] is not None else values)
    high = max([*values, view["max"]] if view["max"] is not None else values)
    drawn = thinned(points)
    return {
        "title": title,
        "description": describe.format(
            first=values[0],
            last=values[-1],
            low=min(values),
            high=max(values),
            changes=len(values) - 1,
        ),
        "values": [value for _ignored, value in drawn],
        "marks": marks(drawn),
        "low": min(low, 0),
        "high": max(high, min(low, 0) + 1),
    }


def thinned(points: list) -> list:
    """At most MOST points: each stretch's lowest and highest, in order."""
    if len(points) <= MOST:
        return points
    size = -(-len(points) // (MOST // 2))
    kept = []
    for start in range(0, len(points), size):
        chunk = points[start : start + size]
        low = min(range(len(chunk)), key=lambda i: chunk[i][1])
        high = max(range(len(chunk)), key=lambda i: chunk[i][1])
        kept += [chunk[i] for i in sorted({low, high})]
    return kept


def marks(points: list) -> list[list]:
    """[index, session] where each session's values begin."""
    found, last = [], object()
    for index, (session, _ignored) in enumerate(points):
        if session is not None and session != last:
            found.append([index, session])
        last = session
    step = -(-len(found) // LABELS) if found else 1
    return [[i, s, n % step == 0] for n, (i, s) in enumerate(found)]


def svg(spec: dict, ident: str) -> str:
    """The chart: an axis from low to high, session lines, the values' line."""
    xs = _xs(len(spec["values"]))
    ys = [_y(v, spec["low"], spec["high"]) for v in spec["values"]]
    line = " ".join(f"{x},{y}" for x, y in zip(xs, ys, strict=True))
    return "".join(
        [
            f'<svg class="track-chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'aria-labelledby="{ident}-t {ident}-d">',
            f'<title id="{ident}-t">{escape(spec["title"])}</title>',
            f'<desc id="{ident}-d">{escape(spec["description"])}</desc>',
            *_axis(spec["low"], spec["high"]),
            *_sessions(spec["marks"], xs),
            f'<polyline class="line" points="{line}"/>',
            *(
                f'<circle class="dot" cx="{x}" cy="{y}" r="2.5"/>'
                for x, y in _ends(xs, ys)
            ),
            "</svg>",
        ]
    )


def _ends(xs: list, ys: list) -> list[tuple]:
    """A dot on the first and the last value."""
    return [(xs[0], ys[0]), (xs[-1], ys[-1])] if xs else []


def _xs(count: int) -> list[float]:
    span = max(count - 1, 1)
    return [round(LEFT + (WIDTH - LEFT - RIGHT) * i / span, 1) for i in range(count)]


def _y(value: int, low: int, high: int) -> float:
    share = (value - low) / (high - low)
    return round(TOP + (HEIGHT - TOP - BOTTOM) * (1 - share), 1)


def _axis(low: int, high: int) -> list[str]:
    shapes = []
    for value in (low, high):
        y = _y(value, low, high)
        shapes.append(
            f'<line class="grid" x1="{LEFT}" y1="{y}" x2="{WIDTH - RIGHT}" y2="{y}"/>'
        )
        shapes.append(
            f'<text class="axis" x="{LEFT - 6}" y="{y + 4}" '
            f'text-anchor="end">{value}</text>'
        )
    return shapes


def _sessions(found: list, xs: list[float]) -> list[str]:
    shapes = []
    for index, session, labelled in found:
        x = xs[index]
        bottom = HEIGHT - BOTTOM
        shapes.append(
            f'<line class="session" x1="{x}" y1="{TOP}" x2="{x}" y2="{bottom}"/>'
        )
        if labelled:
            shapes.append(
                f'<text class="axis" x="{x}" y="{HEIGHT - 8}" '
                f'text-anchor="middle">S{session}</text>'
            )
    return shapes
