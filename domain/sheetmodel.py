"""One declaration of a ruleset's sheet file: its keys, their Italian and English
names, types, ranges and defaults, as pydantic models.

From that one declaration come the checks of a file (every problem at once, each
with the path of the key it is about), the JSON Schema editors read
(`journal sheet schema`), and the key table of docs/<ruleset>.md. pydantic
validates strictly (a "3" is not a 3, `true` is not a number) and reports every
error of a document with its location; what is not a shape or a range (creation
points, a catalogue's skills) stays the ruleset's `parse_sheet`.

Keys are found ignoring case, accents and the spelling of separators
(`Agilità`, `agilita`, `AGILITA`; `social class`, `social_class`), under the
canonical (English) key or any of its declared names (`nome`, `giocatore`).
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from journal.domain.text import fold_key

REQUIRED: Any = ...


def fold(key: str) -> str:
    return fold_key(key).replace(" ", "_").replace("-", "_")


def key(
    default: Any = REQUIRED,
    *,
    names: tuple[str, ...] = (),
    help: str = "",
    factory: Any = None,
    bare: str | None = None,
    choice: bool = False,
    text: bool = False,
    alias: str | None = None,
    section: str | None = None,
    **limits: Any,
) -> Any:
    """A key of a sheet file.

    `names`: its other names (Italian first); `bare`: in a list or table of
    records, an item given as a plain value stands for `{bare = value}` (a
    trait's name, a skill's value); `choice`: a word read ignoring case and
    accents; `text`: a number given is read as text (an age, a height);
    `section`: the rulebook's section a problem with it names; `limits`:
    pydantic's `ge`, `le`, `max_length`, ...
    """
    extra: dict[str, Any] = {"x-names": list(names)}
    if section:
        extra["x-section"] = section
    if bare:
        extra["x-bare"] = bare
    if choice:
        extra["x-choice"] = True
    if text:
        extra["x-text"] = True
    if factory is not None:
        return Field(
            default_factory=factory, description=help, alias=alias,
            json_schema_extra=extra, **limits,
        )  # fmt: skip
    return Field(
        default, description=help, alias=alias, json_schema_extra=extra, **limits
    )


def player_key() -> Any:
    """Every ruleset's `player` key: who plays the character (an NPC has none)."""
    return key(
        None, names=("giocatore",), help="who plays it (required but for an NPC)"
    )


class SheetModel(BaseModel):
    """A table of a sheet file (the whole sheet, or one of its parts)."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=False)
    SECTION: ClassVar[str | None] = None  # the rulebook's section on this table


def canonical(info, name: str) -> str:
    return info.alias or name


def extra_of(info) -> dict:
    return info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}


def names_of(model: type[SheetModel]) -> dict[str, str]:
    """Every folded name of every key of `model` -> its canonical key."""
    table: dict[str, str] = {}
    for name, info in model.model_fields.items():
        key_name = canonical(info, name)
        for other in (key_name, *extra_of(info).get("x-names", ())):
            table.setdefault(fold(other), key_name)
    return table


@dataclass(frozen=True)
class Inner:
    """What a key holds besides plain values: records of `model`, one, a list
    of them, or a table of them by name."""

    model: type[SheetModel]
    how: str  # "one", "list", "table"


def inner(annotation: Any) -> Inner | None:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if isinstance(annotation, type) and issubclass(annotation, SheetModel):
        return Inner(annotation, "one")
    if origin in (typing.Union, types.UnionType):
        for arg in args:
            if found := inner(arg):
                return found
    if origin is typing.Annotated:
        return inner(args[0])
    if origin is list and args:
        found = inner(args[0])
        return Inner(found.model, "list") if found else None
    if origin is dict and len(args) == 2:
        found = inner(args[1])
        return Inner(found.model, "table") if found else None
    return None


def fields_of(model: type[SheetModel]) -> dict[str, tuple[str, Any]]:
    """Canonical key -> (attribute name, its FieldInfo)."""
    return {
        canonical(info, name): (name, info) for name, info in model.model_fields.items()
    }
