"""Command mixins imported at their first use, not with the aggregate.

A ruleset's aggregate gathers its commands from mixins, one module each with the
event classes and rules it records. Taken as bases, every command would import all
of them, while one needs one or two (issue 29: a cold `roll`). A class deriving
from `LazyCommands` names its mixins in `COMMANDS` ("module:Class" in its package:
"name name ..."); the first use of one of their methods on an instance imports the
module and puts the method on the class, never on the instance, whose `__dict__`
is its snapshot. A mixin so loaded must not call super(): it is not a base.
`defined` is what a test compares each table with (tests/test_domain/
test_lazy_commands.py).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, ClassVar


class LazyCommands:
    COMMANDS: ClassVar[dict[str, str]] = {}
    _methods: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "COMMANDS" in cls.__dict__:
            cls._methods = {
                name: where
                for where, names in cls.COMMANDS.items()
                for name in names.split()
            }

    def __getattr__(self, name: str) -> Any:
        where = type(self)._methods.get(name)
        if where is None:
            raise AttributeError(
                f"{type(self).__name__!r} object has no attribute {name!r}"
            )
        owner = next(k for k in type(self).__mro__ if "COMMANDS" in k.__dict__)
        method = command_method(owner, where, name)
        setattr(owner, name, method)
        return method.__get__(self, type(self))


def mixin(owner: type, where: str) -> type:
    """The mixin class "module:Class" names, in `owner`'s package."""
    module, _colon, name = where.partition(":")
    package = owner.__module__.rpartition(".")[0]
    return getattr(import_module(f"{package}.{module}"), name)


def command_method(owner: type, where: str, name: str) -> Any:
    """What the mixin defines as `name` (a function, a staticmethod...)."""
    return vars(mixin(owner, where))[name]


def defined(owner: type) -> dict[str, list[str]]:
    """Each mixin's own names, as the mixins define them (for the tests)."""
    return {
        where: sorted(n for n in vars(mixin(owner, where)) if not n.startswith("__"))
        for where in owner.COMMANDS
    }
