"""Brute-force values per wait set: every galaxy assignment of the 13 tiles enumerated tile by
tile, its wait set found by a plain completeness check, and every win of it scored one by one
by ``mahjong``'s own ``HandCalculator`` (:func:`.value_reference.library_best`).

Independent of ``mahjong_galaxy.core.scoring`` and of the assignment view: only the hand, its
tiles' ``acts_as`` and the reference scorer are used.  Milky Way is not considered (hands are
scored with it off); hands must not let an assignment make a fifth copy of a kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import product

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.tiles import Tile, normal_tile
from tests.helpers.value_reference import library_best

TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@cache
def _mentsu(counts: tuple[int, ...]) -> bool:
    """True when ``counts`` split into koutsu and shuntsu only."""
    first = next((k for k, n in enumerate(counts) if n), None)
    if first is None:
        return True
    rest = list(counts)
    if rest[first] >= 3:
        rest[first] -= 3
        if _mentsu(tuple(rest)):
            return True
        rest[first] += 3
    if first < 27 and first % 9 <= 6 and rest[first + 1] and rest[first + 2]:
        for k in (first, first + 1, first + 2):
            rest[k] -= 1
        return _mentsu(tuple(rest))
    return False


def complete(counts: Sequence[int], closed: bool) -> bool:
    """Mentsu + jantou, or (closed) seven distinct pairs or kokushi musou."""
    for pair in range(34):
        if counts[pair] >= 2:
            rest = list(counts)
            rest[pair] -= 2
            if _mentsu(tuple(rest)):
                return True
    if not closed:
        return False
    if sum(counts) == 14 and sum(1 for n in counts if n == 2) == 7:
        return True
    kokushi = all(counts[k] for k in TERMINALS_AND_HONORS)
    return kokushi and sum(counts[k] for k in TERMINALS_AND_HONORS) == 14


def assignments(hand: Hand) -> dict[tuple[int, ...], list[int]]:
    """Every assignment of the concealed tiles: ``{acting counts of the galaxy tiles: acting
    kind of each concealed tile in order}`` (one representative per multiset)."""
    found: dict[tuple[int, ...], list[int]] = {}
    for kinds in product(*(t.acts_as for t in hand.tiles)):
        acting = [0] * 34
        for tile, kind in zip(hand.tiles, kinds, strict=True):
            acting[kind] += tile.galaxy
        found.setdefault(tuple(acting), list(kinds))
    return found


def wait_set(kinds: Sequence[int], closed: bool) -> frozenset[int]:
    """The kinds whose one more tile completes concealed tiles acting as ``kinds``."""
    counts = Counter(kinds)
    out = set()
    for kind in range(34):
        trial = [counts[k] + (k == kind) for k in range(34)]
        if complete(trial, closed):
            out.add(kind)
    return frozenset(out)


def groups(hand: Hand) -> dict[frozenset[int], list[list[int]]]:
    """Tenpai assignments by wait set: ``{wait set: [acting kind of each concealed tile]}``."""
    closed = not hand.melds
    found: dict[frozenset[int], list[list[int]]] = {}
    for kinds in assignments(hand).values():
        waits = wait_set(kinds, closed)
        if waits:
            found.setdefault(waits, []).append(kinds)
    return found


def unseen(hand: Hand, tile: Tile, indicators: Sequence[Tile]) -> bool:
    """True when a copy of ``tile`` may still come: three normal copies per kind, one galaxy
    tile per printed kind, less the hand and the indicators."""
    shown = [*hand.all_tiles, *indicators]
    if tile.galaxy:
        return not any(t.galaxy and t.kind == tile.kind for t in shown)
    return sum(1 for t in shown if not t.galaxy and t.kind == tile.kind) < 3


def group_best(hand: Hand, win: Tile, members: list[list[int]], situation: Situation) -> int | None:
    """The most points of the closed ``hand`` winning on ``win`` under any of the assignments
    ``members`` (the winning tile acting as any kind it completes), None when no such win has
    yaku."""
    best = None
    for kinds in members:
        for win_kind in win.acts_as:
            trial = Counter(kinds)
            trial[win_kind] += 1
            counts = [trial[k] for k in range(34)]
            if not complete(counts, not hand.melds):
                continue
            found = library_best(hand, win, situation, (kinds, win_kind, []))
            if found is not None and (best is None or found[0] > best):
                best = found[0]
    return best


def group_tiles(hand: Hand, waits: frozenset[int]) -> list[Tile]:
    """The winning tiles of a wait set: its normal kinds, then the galaxy tiles of their
    classes (by printed kind)."""
    normals = [normal_tile(k) for k in sorted(waits)]
    galaxy = [Tile(k, galaxy=True) for k in range(34)]
    return normals + [t for t in galaxy if waits & set(t.acts_as)]


def wins_under(tile: Tile, members: list[list[int]]) -> bool:
    """True when ``tile`` (acting as any of its kinds) completes some closed assignment of
    ``members``."""
    for kinds in members:
        counts = Counter(kinds)
        for kind in tile.acts_as:
            if complete([counts[k] + (k == kind) for k in range(34)], True):
                return True
    return False
