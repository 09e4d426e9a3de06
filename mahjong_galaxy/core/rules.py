"""Rule options where the variant's published descriptions disagree.

Sources: the Galaxy Mahjong (銀河麻雀) rule descriptions published with the variant; options let a
table follow either reading.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from mahjong_galaxy.core.errors import HandError


@dataclass(frozen=True)
class Rules:
    """Rule options.

    Attributes:
        identical_pairs: seven pairs may contain two identical pairs (default off: seven distinct
            kinds are needed).
        milky_way: 14 galaxy tiles are a yakuman (Milky Way) in any shape, open or closed
            (default on).
    """

    identical_pairs: bool = False
    milky_way: bool = True

    def with_options(self, options: list[str]) -> Rules:
        """Apply ``["name=value", ...]`` (value true/false/1/0/on/off).

        Raises:
            HandError: unknown option name or a value that is not a boolean.
        """
        known = {f.name for f in fields(self)}
        changes: dict[str, bool] = {}
        for option in options:
            name, _, value = option.partition("=")
            name = name.strip().replace("-", "_")
            if name not in known:
                raise HandError(f"unknown rule option '{name}' (known: {', '.join(sorted(known))})")
            changes[name] = _parse_bool(name, value.strip().lower())
        return replace(self, **changes)


def _parse_bool(name: str, value: str) -> bool:
    if value in ("1", "true", "on", "yes"):
        return True
    if value in ("0", "false", "off", "no"):
        return False
    raise HandError(f"rule option '{name}' needs true or false, got '{value}'")


DEFAULT_RULES = Rules()
