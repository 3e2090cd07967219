"""A sheet file's content against its ruleset's declaration (journal.domain.
sheetmodel): every problem at once, each with the path of the key it is about.

`problems(model, data)` first reads the keys (any case, accents optional, the
declared Italian names), unknown or repeated keys named with the closest known
one, then lets pydantic check shapes and ranges strictly, and words each of its
errors as a person reads it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from journal.domain.sheetmodel import (
    SheetModel,
    extra_of,
    fields_of,
    fold,
    inner,
    names_of,
)
from journal.domain.suggest import did_you_mean
from journal.i18n import N_, _

Path = tuple  # keys as written in the file, and 0-based item numbers


@dataclass(frozen=True)
class Problem:
    path: Path  # where in the file (its keys as written)
    message: str  # in the language in use
    section: str | None = None  # the rulebook's section, where the key names one


def problems(model: type[SheetModel], data: object) -> list[Problem]:
    """Every problem of `data` (a TOML document) as a sheet of `model`."""
    return checked(model, data)[1]


def checked(model: type[SheetModel], data: object) -> tuple[object, list[Problem]]:
    """`data` with its keys canonical (as the ruleset's parse_sheet reads them)
    and bare records spelt out, and every problem it has."""
    prepared, _sheet, found = _checked(model, data)
    return prepared, found


def validated(model: type[SheetModel], data: object) -> tuple[Any, dict]:
    """`data` as a sheet of `model` (the instance, its values and defaults) and
    its canonical keys in the file's order; a SheetError names every problem.
    A ruleset's parse_sheet starts here, then checks only its rules."""
    from journal.domain.errors import SheetError

    prepared, sheet, found = _checked(model, data)
    if found:
        message = "; ".join(problem.message for problem in found)
        raise SheetError(message, found[0].section)
    return sheet, prepared


def _checked(model, data):
    found: list[Problem] = []
    where: dict[Path, Path] = {(): ()}
    prepared = _prepare(model, data, (), (), found, where)  # unknown keys left out
    from pydantic import ValidationError

    sheet = None
    try:
        sheet = model.model_validate(prepared)
    except ValidationError as error:
        for item in _chosen(error.errors()):
            loc = tuple(part for part in item["loc"] if not _tag(part))
            path = _written(loc, where)
            info, section = _field(model, loc)
            worded = _worded(item, label(path), _bounds(info))
            found.append(Problem(path, worded, section))
    return prepared, (None if found else sheet), found


def label(path: Path) -> str:
    """A key's path as TOML writes it: `characteristics.potenza`, `skills[2].score`."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part + 1}]"
        else:
            shown = part if _bare(part) else f'"{part}"'
            out += f".{shown}" if out else shown
    return out or _("the sheet")


def _bare(part: str) -> bool:
    return bool(part) and all(c.isascii() and (c.isalnum() or c in "_-") for c in part)


def _prepare(model, data, path, canon, found, where):
    """`data` with canonical keys and bare records spelt out; every original
    path recorded under its canonical one in `where`."""
    if not isinstance(data, dict):
        return data
    names, fields = names_of(model), fields_of(model)
    out: dict[str, Any] = {}
    for raw, value in data.items():
        here = (*path, raw)
        key = names.get(fold(raw)) if isinstance(raw, str) else None
        if key is None:
            hint = _hint(str(raw), model)
            if path:
                message = _("unknown key {key} in {where}").format(
                    key=repr(raw), where=label(path)
                )
            else:
                message = _("unknown key {key} in the sheet").format(key=repr(raw))
            message += hint
            found.append(Problem(here, message, model.SECTION))
            continue
        if key in out:
            message = _("{where} gives {key} a second time").format(
                where=label(here), key=key
            )
            found.append(Problem(here, message, model.SECTION))
            continue
        where[(*canon, key)] = here
        info = fields[key][1]
        value = _shaped(value, extra_of(info))
        nested = inner(info.annotation)
        if nested is not None:
            inside = (nested, extra_of(info), here, (*canon, key))
            value = _inside(*inside, value, found, where)
        out[key] = value
    return out


def _hint(raw: str, model) -> str:
    """'; did you mean X?' naming each close key once, as it is declared."""
    from journal.domain.suggest import closest

    spelt = {}
    for key, (_ignored, info) in fields_of(model).items():
        for name in (key, *extra_of(info).get("x-names", ())):
            spelt.setdefault(name, key)
    shown: dict[str, str] = {}
    for name in closest(raw, spelt, limit=6):
        shown.setdefault(spelt[name], name)
    return did_you_mean(raw, list(shown.values()))


def _inside(nested, extra, path, canon, value, found, where):
    bare = extra.get("x-bare")

    def one(item, at_path, at_canon):
        if bare and not isinstance(item, dict | list):
            item = {bare: item}
        return _prepare(nested.model, item, at_path, at_canon, found, where)

    if nested.how == "one":
        return one(value, path, canon) if isinstance(value, dict) else value
    if nested.how == "list" and isinstance(value, list):
        for number in range(len(value)):
            where[(*canon, number)] = (*path, number)
        return [one(v, (*path, n), (*canon, n)) for n, v in enumerate(value)]
    if nested.how == "table" and isinstance(value, dict):
        for name in value:
            where[(*canon, name)] = (*path, name)
        return {k: one(v, (*path, k), (*canon, k)) for k, v in value.items()}
    return value


def _shaped(value: object, extra: dict) -> object:
    """A word folded (a choice), a number as text (where text is asked)."""
    from journal.domain.text import fold_key

    if extra.get("x-choice") and isinstance(value, str):
        return fold_key(value)
    if extra.get("x-text") and isinstance(value, int | float):
        return str(value)
    return value


def _field(model, loc: Path):
    """The declaration of the key at `loc` (or None), and the rulebook section
    of the nearest table that names one."""
    info, section = None, model.SECTION
    for part in loc:
        if isinstance(part, int) or model is None:
            continue
        found = fields_of(model).get(part)
        if found is None:
            info = None  # a name of an open table (a skill's)
            continue
        info = found[1]
        section = extra_of(info).get("x-section") or section
        nested = inner(info.annotation)
        model = nested.model if nested else None
        if model is not None:
            section = model.SECTION or section
    return info, section


def _bounds(info) -> tuple | None:
    """The key's range, or its values' in an open table (a stat's 0..20)."""
    rules = list(getattr(info, "metadata", ()))
    if info is not None:
        rules += _value_rules(info.annotation)
    low = high = None
    for rule in rules:
        low = getattr(rule, "ge", low)
        high = getattr(rule, "le", high)
    return (low, high) if low is not None and high is not None else None


def _value_rules(annotation) -> list:
    import typing

    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is dict and len(args) == 2:
        rules = getattr(args[1], "__metadata__", ())
        return [r for rule in rules for r in (rule, *getattr(rule, "metadata", ()))]
    for arg in args if origin is not dict else ():
        if found := _value_rules(arg):
            return found
    return []


def _written(loc: Path, where: dict[Path, Path]) -> Path:
    """The path as the file writes it, for pydantic's canonical location."""
    for end in range(len(loc), -1, -1):
        if loc[:end] in where:
            return where[loc[:end]] + loc[end:]
    return loc


def _tag(part) -> bool:
    """A part of a location that names a type, not a key (pydantic's unions)."""
    if not isinstance(part, str):
        return False
    return "[" in part or part in ("str", "int", "float") or part in _model_names()


def _model_names() -> set[str]:
    found, todo = set(), [SheetModel]
    while todo:
        for model in todo.pop().__subclasses__():
            found.add(model.__name__)
            todo.append(model)
    return found


def _chosen(errors: list) -> list:
    """pydantic's errors, but where a key takes a plain value or a table (a
    profession's name, or a new one's table) and a table was given, only the
    table's: not also "must be text"."""
    tables = {
        _before_tag(item["loc"])
        for item in errors
        if any(_tag(p) and p in _model_names() for p in item["loc"])
    }
    return [
        item
        for item in errors
        if not (
            item["type"] in _KINDS
            and isinstance(item.get("input"), dict)
            and _before_tag(item["loc"]) in tables
        )
    ]


def _before_tag(loc) -> tuple:
    for number, part in enumerate(loc):
        if _tag(part):
            return tuple(loc[:number])
    return tuple(loc)


def show(value: object) -> str:
    """A value as a message quotes it: short, never a 5000-digit number."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and abs(value) >= 10**20:
        return _("a number of more than 20 digits")
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return repr(value[:40]) + ("…" if len(value) > 40 else "")
    kinds = {dict: N_("a table"), list: N_("a list"), type(None): N_("nothing")}
    kind = kinds.get(type(value))
    return _(kind) if kind else f"<{type(value).__name__}>"


_KINDS = {
    "int_type": N_("a whole number"),
    "int_from_float": N_("a whole number"),
    "float_type": N_("a number"),
    "string_type": N_("text"),
    "bool_type": N_("true or false"),
    "dict_type": N_("a table"),
    "model_type": N_("a table"),
    "list_type": N_("a list"),
}


def _worded(error: dict, where: str, bounds: tuple | None = None) -> str:
    kind, ctx, value = error["type"], error.get("ctx") or {}, error.get("input")
    if bounds and kind in ("less_than_equal", "greater_than_equal"):
        return _("{where} {value} is outside {low}..{high}").format(
            where=where, value=show(value), low=bounds[0], high=bounds[1]
        )
    if kind == "missing":
        return _("{where} is missing").format(where=where)
    if kind in _KINDS:
        return _("{where} must be {what}, got {value}").format(
            where=where, what=_(_KINDS[kind]), value=show(value)
        )
    got = show(value)
    if kind in ("less_than_equal", "less_than"):
        return _("{where} must be at most {n}, got {value}").format(
            where=where, n=ctx.get("le", ctx.get("lt")), value=got
        )
    if kind in ("greater_than_equal", "greater_than"):
        return _("{where} must be at least {n}, got {value}").format(
            where=where, n=ctx.get("ge", ctx.get("gt")), value=got
        )
    if kind in ("literal_error", "enum"):
        return _("{where} must be {what}, got {value}").format(
            where=where, what=alternatives(str(ctx.get("expected", ""))), value=got
        )
    count = ctx.get("actual_length")
    if count is None and isinstance(value, dict | list):
        count = len(value)  # pydantic leaves a table's length out
    if kind == "too_long":
        return _("{where} has {n} entries, at most {m}").format(
            where=where, n=count, m=ctx.get("max_length")
        )
    if kind == "too_short":
        return _("{where} has {n} entries, at least {m}").format(
            where=where, n=count, m=ctx.get("min_length")
        )
    if kind in ("string_too_long", "string_too_short"):
        longest = kind == "string_too_long"
        template = (
            _("{where} has more than {m} characters")
            if longest
            else _("{where} has fewer than {m} characters")
        )
        return template.format(
            where=where, m=ctx.get("max_length" if longest else "min_length")
        )
    if kind == "string_pattern_mismatch":
        return _("{where} does not have the shape {pattern}, got {value}").format(
            where=where, pattern=ctx.get("pattern"), value=got
        )
    # pydantic's own sentence is English: the key and the value, in words
    return _("{where} cannot be {value}").format(where=where, value=got)


def alternatives(expected: str) -> str:
    """pydantic's "'a', 'b' or 'c'" in the language in use."""
    parts = re.split(r", | or ", expected)
    if len(parts) < 2:
        return expected
    return _("{some} or {last}").format(some=", ".join(parts[:-1]), last=parts[-1])
