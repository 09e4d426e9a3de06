"""Dora indicators with galaxy tiles.

Galaxy rule (the variant's published descriptions): a galaxy indicator indicates for every kind
its class can act as, so a galaxy number makes the next rank dora in all three suits, a galaxy
wind makes every wind dora and a galaxy dragon every dragon.  A galaxy tile in the hand is dora by
the kind it acts as (handled when the resolved hand is counted).
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong_galaxy.core.tiles import DRAGONS, EAST, NUM_KINDS, WHITE, WINDS, Tile


def indicator_kinds(indicators: Iterable[Tile]) -> list[int]:
    """The normal indicator kinds equivalent to ``indicators``.

    A normal indicator stands for its own kind; a galaxy indicator for every kind of its class
    (``5M`` -> 5m, 5p, 5s; ``1Z`` -> the four winds; ``5Z`` -> the three dragons).

    Returns:
        Kinds 0..33, one per indicated kind, in input order.
    """
    return [kind for tile in indicators for kind in tile.acts_as]


def dora_kind(indicator: int) -> int:
    """The dora kind a normal indicator of kind ``indicator`` (0..33) points to.

    Next rank in the same suit (9 -> 1), winds East -> South -> West -> North -> East, dragons
    white -> green -> red -> white.
    """
    if indicator < EAST:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < WHITE:
        return EAST + (indicator - EAST + 1) % len(WINDS)
    return WHITE + (indicator - WHITE + 1) % len(DRAGONS)


def dora_counts(indicators: Iterable[Tile]) -> tuple[int, ...]:
    """Dora han each kind is worth under ``indicators`` (34 ints; galaxy rule applied).

    >>> from mahjong_galaxy.core.tiles import galaxy_tile, kind_name
    >>> counts = dora_counts([galaxy_tile(3)])  # galaxy 4M: 5m, 5p and 5s are dora
    >>> [kind_name(k) for k, n in enumerate(counts) if n]
    ['5m', '5p', '5s']
    """
    counts = [0] * NUM_KINDS
    for kind in indicator_kinds(indicators):
        counts[dora_kind(kind)] += 1
    return tuple(counts)
