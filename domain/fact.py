"""A light base for events: eventsourcing's event protocol, no generated dataclass.

eventsourcing 9.5 turns every `DomainEvent` subclass into a frozen dataclass at
import, about 0.7 ms a class; with dozens of event classes every recording command
would start visibly slower (tests/benchmarks/bench_roll.py measures it). Facts use
the library's own `CanMutateAggregate` / `CanInitAggregate` behaviour (version
checks, `apply`, created events, the mapper's storage) and keep what the
dataclass gave: keyword construction checked against the annotated fields,
immutability, equality and a readable repr.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import CanInitAggregate, CanMutateAggregate


class Fact(CanMutateAggregate[UUID]):
    """An immutable event whose fields are its class annotations (with bases')."""

    def __init__(self, **fields: Any) -> None:
        expected = type(self).field_names()
        if fields.keys() != expected:
            missing = sorted(expected - fields.keys())
            unknown = sorted(fields.keys() - expected)
            raise TypeError(
                f"{type(self).__name__}: missing {missing}, unknown {unknown}"
            )
        object.__setattr__(self, "__dict__", dict(fields))

    @classmethod
    def field_names(cls) -> frozenset[str]:
        cached = cls.__dict__.get("_field_names")
        if cached is None:
            names = {
                name
                for klass in cls.__mro__
                for name, kind in vars(klass).get("__annotations__", {}).items()
                if "ClassVar" not in str(kind)
            }
            cached = frozenset(names)
            type.__setattr__(cls, "_field_names", cached)
        return cached

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is a fact: it cannot change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is a fact: it cannot change")

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and vars(self) == vars(other)

    __hash__ = object.__hash__

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"


class FirstFact(Fact, CanInitAggregate[UUID]):
    """The fact that creates an aggregate (its `originator_topic` names the class)."""
