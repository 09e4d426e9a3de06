"""The discard analysis as the computer players and the hint line use it.

Wraps the 何切る table of :mod:`mahjong_galaxy.core.discard` into a short ranked list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...hand import Hand
from ...rules import DEFAULT_RULES, Rules
from ...shanten import calculate_shanten
from ...tiles import NUM_KINDS, Tile, normal


@dataclass(frozen=True)
class Choice:
    """One discard of a 14-tile hand.

    Attributes:
        tile: the discard; ``shanten`` of the 13 tiles kept; ``ukeire_kinds`` the normal kinds
            whose draw lowers that shanten; ``ukeire_count`` how many unseen tiles do.
    """

    tile: Tile
    shanten: int
    ukeire_kinds: frozenset[int]
    ukeire_count: int


def rank_discards(
    hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES
) -> list[Choice]:
    """Every distinct discard of ``hand`` (3n+2 tiles), best first."""
    distinct = sorted(set(hand.tiles), key=lambda t: (t.galaxy, t.kind, t.red))
    kept = {t: hand.without_tile(t) for t in distinct}
    shanten = {t: calculate_shanten(h, rules).shanten for t, h in kept.items()}
    best = min(shanten.values())
    choices = []
    for tile in distinct:
        kinds: frozenset[int] = frozenset()
        if shanten[tile] == best:
            kinds = frozenset(
                k
                for k in range(NUM_KINDS)
                if calculate_shanten(kept[tile].with_tile(normal(k)), rules).shanten < best
            )
        choices.append(Choice(tile, shanten[tile], kinds, 4 * len(kinds)))
    choices.sort(key=lambda c: (c.shanten, -c.ukeire_count))
    return choices
