"""Brute-force reference for legal calls: every subset of hand tiles, every galaxy reading.

Shares no code with ``core.decision.legal_calls``: a subset of hand tiles plus the offered tile
is a pon (3 equal kinds), a kan (4 equal kinds) or a chi (three consecutive numbers of one suit)
under some choice of acting kind for each tile (a normal tile acts as itself, a galaxy number as
that number in m, p or s, a galaxy wind as any wind, a galaxy dragon as any dragon).

Kuikae (forbidden by default): under each such reading, the kind the offered tile acts as and,
for a chi with the offered tile at one end, the kind beyond the other end, may not be discarded;
a discard is kuikae when it can act as one of those kinds.  A pon or chi is refused when every
tile left in the hand is kuikae.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product

from mahjong_galaxy.core.tiles import Tile


def acting(tile: Tile) -> tuple[int, ...]:
    """Kinds a tile can act as, spelled out without the core's class tables."""
    if not tile.galaxy:
        return (tile.kind,)
    if tile.kind < 27:
        number = tile.kind % 9
        return (number, number + 9, number + 18)
    if tile.kind < 31:
        return (27, 28, 29, 30)
    return (31, 32, 33)


def _is_chi(kinds: Sequence[int]) -> bool:
    low = min(kinds)
    return (
        all(k < 27 for k in kinds)
        and len({k // 9 for k in kinds}) == 1
        and sorted(kinds) == [low, low + 1, low + 2]
    )


def _forbidden(shape: str, kinds: Sequence[int], called: int) -> set[int]:
    out = {called}
    if shape != "chi":
        return out
    low, high = min(kinds), max(kinds)
    if called == low and high % 9 < 8:
        out.add(high + 1)
    if called == high and low % 9 > 0:
        out.add(low - 1)
    return out


def _readings(shape: str, tiles: Sequence[Tile], offered: Tile) -> list[set[int]]:
    """Forbidden-kind sets, one per reading of ``tiles + offered`` as ``shape`` (empty: none)."""
    found = []
    for kinds in product(*(acting(t) for t in (*tiles, offered))):
        ok = _is_chi(kinds) if shape == "chi" else len(set(kinds)) == 1
        if ok:
            found.append(_forbidden(shape, kinds, kinds[-1]))
    return found


def tile_key(tile: Tile) -> tuple[bool, int, bool, bool]:
    return (tile.galaxy, tile.kind, tile.red, tile.suit_known)


def brute_calls(
    hand: Sequence[Tile], offered: Tile, from_left: bool
) -> tuple[set[tuple[str, tuple[Tile, ...]]], set[tuple[str, tuple[Tile, ...]]]]:
    """Every legal ``(call, sorted hand tiles used)`` on ``offered`` (pon, kan, chi).

    Returns:
        ``(with kuikae forbidden, with kuikae allowed)``.
    """
    shapes = [("pon", 2), ("kan", 3)] + ([("chi", 2)] if from_left else [])
    forbidden, allowed = set(), set()
    for shape, size in shapes:
        for chosen in combinations(range(len(hand)), size):
            used = [hand[i] for i in chosen]
            if shape != "chi" and not set(acting(offered)).intersection(*map(acting, used)):
                continue  # no kind all the tiles can act as: no pon or kan reading
            readings = _readings(shape, used, offered)
            if not readings:
                continue
            rest = [t for i, t in enumerate(hand) if i not in chosen]
            banned = set().union(*readings)
            call = (shape, tuple(sorted(used, key=tile_key)))
            allowed.add(call)
            if shape == "kan" or any(not set(acting(t)) & banned for t in rest):
                forbidden.add(call)
    return forbidden, allowed
