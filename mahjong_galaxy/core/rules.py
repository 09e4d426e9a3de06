"""Rule options where the variant's published descriptions (or tables) disagree.

Sources: the Galaxy Mahjong (銀河麻雀) rule descriptions published with the variant; options let a
table follow either reading.  :class:`OptionSet` is the shared ``name=value`` parser, also used by
the solo game's table rules (:mod:`mahjong_galaxy.core.practice.game.table`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any, Self

from mahjong_galaxy.core.errors import HandError

GROUP = "group"
TILE = "tile"


class OptionSet:
    """Mixin for frozen dataclasses of options (bool, int or str fields; a str field lists its
    allowed values in the field metadata ``choices``)."""

    def with_options(self, options: Iterable[str]) -> Self:
        """Apply ``["name=value", ...]`` (bool: true/false/1/0/on/off/yes/no; int: digits; str:
        one of the field's choices).

        Raises:
            HandError: unknown option name, an option given twice or a value of the wrong type.
        """
        known = {f.name: f for f in fields(self)}  # type: ignore[arg-type]
        changes: dict[str, Any] = {}
        for option in options:
            name, _, value = option.partition("=")
            name = name.strip().replace("-", "_")
            if name not in known:
                raise HandError(f"unknown rule option '{name}' (known: {', '.join(sorted(known))})")
            if name in changes:
                raise HandError(f"rule option '{name}' is given twice")
            default = getattr(type(self)(), name)
            choices = known[name].metadata.get("choices", ())
            changes[name] = _parse(name, value.strip().lower(), default, choices)
        return replace(self, **changes)  # type: ignore[type-var]

    @classmethod
    def option_names(cls) -> frozenset[str]:
        """Names of the options."""
        return frozenset(f.name for f in fields(cls))  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        """The options as a JSON-ready dict (name -> value)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]


def _parse(name: str, value: str, default: object, choices: tuple[str, ...]) -> object:
    if isinstance(default, bool):
        return _parse_bool(name, value)
    if isinstance(default, int):
        if not value.isdigit():
            raise HandError(f"rule option '{name}' needs a whole number, got '{value}'")
        return int(value)
    if value not in choices:
        raise HandError(f"rule option '{name}' needs one of {', '.join(choices)}, got '{value}'")
    return value


@dataclass(frozen=True)
class Rules(OptionSet):
    """Rule options.

    Attributes:
        identical_pairs: seven pairs may contain two identical pairs (default off: seven distinct
            kinds are needed).
        milky_way: 14 galaxy tiles are a yakuman (Milky Way) in any shape, open or closed
            (default on).
        shuugi: how galaxy shuugi is counted: ``"group"`` (default) +1 per galaxy tile in a
            natural group (every galaxy tile of the group acts as its printed kind: 7m 8M 9M as
            789m = 2, 7m 8M 9P as 789m = 0), the best over the declaration's readings;
            ``"tile"`` +1 per galaxy tile acting as its printed kind, whatever its group
            (7m 8M 9P as 789m = 1: the 8M).
    """

    identical_pairs: bool = False
    milky_way: bool = True
    shuugi: str = field(default=GROUP, metadata={"choices": (GROUP, TILE)})

    @property
    def pair_copies(self) -> int:
        """Most tiles of one kind in seven pairs: what ``identical_pairs`` means, in one place.

        2 (one pair per kind, seven distinct kinds) by default; 4 (two identical pairs) with
        ``identical_pairs``.
        """
        return 4 if self.identical_pairs else 2


def _parse_bool(name: str, value: str) -> bool:
    if value in ("1", "true", "on", "yes"):
        return True
    if value in ("0", "false", "off", "no"):
        return False
    raise HandError(f"rule option '{name}' needs true or false, got '{value}'")


DEFAULT_RULES = Rules()
