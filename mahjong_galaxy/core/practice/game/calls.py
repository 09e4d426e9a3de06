"""Which concealed tiles can form a pon, chi or kan with a tile, galaxy tiles included.

A galaxy tile may act as any kind of its class, so a call is legal when the tiles have a common
reading (:func:`mahjong_galaxy.core.hand.make_meld`): ``5m`` can be ponned with ``5m5P``, and
``3m`` chied with ``1M2P`` (read as 123m).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Meld, MeldType, make_meld
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.tiles import EAST, Tile, kind_number


def meld_of(tiles: Sequence[Tile], closed: bool = False) -> Meld | None:
    """The meld ``tiles`` form (pon, chi or kan), or None when they form none."""
    try:
        return make_meld([(t, 0) for t in tiles], closed, 0)
    except HandError:
        return None


def _related(tile: Tile, other: Tile, chi: bool) -> bool:
    if not chi:
        return bool(set(tile.acts_as) & set(other.acts_as))
    if tile.kind >= EAST or other.kind >= EAST:
        return False
    gap = abs(kind_number(tile.kind) - kind_number(other.kind))
    same_suit = tile.galaxy or other.galaxy or tile.kind // 9 == other.kind // 9
    return same_suit and 1 <= gap <= 2


def call_options(
    hand: Sequence[Tile], tile: Tile, size: int, meld_type: MeldType
) -> list[tuple[Tile, ...]]:
    """Distinct sets of ``size`` concealed tiles that make a ``meld_type`` meld with ``tile``.

    Args:
        hand: the concealed tiles.
        tile: the claimed (or, for kakan, added) tile.
        size: tiles taken from the hand (pon/chi 2, kan 3).
        meld_type: the meld wanted: ``"pon"``, ``"chi"`` or ``"kan"``.

    Returns:
        Sorted tuples of hand tiles, without repeats.
    """
    pool = tuple(sort_tiles(t for t in hand if _related(tile, t, meld_type == "chi")))
    if len(pool) < size:
        return []
    return list(_options(pool, tile, size, meld_type))


@lru_cache(maxsize=1 << 14)
def _options(
    pool: tuple[Tile, ...], tile: Tile, size: int, meld_type: MeldType
) -> tuple[tuple[Tile, ...], ...]:
    found: set[tuple[Tile, ...]] = set()
    for combo in combinations(pool, size):
        meld = meld_of((*combo, tile))
        if meld is not None and meld.type == meld_type:
            found.add(combo)
    return tuple(sorted(found, key=_key))


def _key(tiles: tuple[Tile, ...]) -> list[tuple[bool, int, bool]]:
    return [(t.galaxy, t.kind, t.red) for t in tiles]


def closed_kan_options(hand: Sequence[Tile]) -> list[tuple[Tile, ...]]:
    """Distinct sets of 4 concealed tiles that form a closed kan."""
    acting = Counter(k for t in hand for k in t.acts_as)
    found: set[tuple[Tile, ...]] = set()
    for kind in (k for k, n in acting.items() if n >= 4):
        pool = sort_tiles(t for t in hand if kind in t.acts_as)
        for combo in combinations(pool, 4):
            if meld_of(combo, closed=True) is not None:
                found.add(combo)
    return sorted(found, key=_key)
