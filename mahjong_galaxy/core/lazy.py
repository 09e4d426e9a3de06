"""A lock-free ``cached_property`` for the value classes built by the thousand (hands, melds,
tiles).

:class:`functools.cached_property` takes a lock on the first read of each instance before
Python 3.12; a batch builds a hand per line and reads its text and tile counts once each, so
that lock was a tenth of parsing a line.  The values are computed from frozen fields: two
threads reading one at once store equal values, so no lock is needed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class cached_property(Generic[T]):  # named as the functools one it replaces
    """:class:`functools.cached_property` without the lock: computed on the first read of an
    instance and stored in its ``__dict__``, where later reads find it without a call."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> cached_property[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object, owner: type | None = None) -> T | cached_property[T]:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)
        return value
