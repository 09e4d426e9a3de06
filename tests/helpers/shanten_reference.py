"""An independent shanten brute force for galaxy hands (shared by the shanten and discard tests).

It shares no code with ``core.efficiency.shanten`` / ``galaxy_split`` / ``block_tables``: it
enumerates every galaxy assignment (each galaxy tile -> each kind it may act as, written out from
the rules), and scores each resulting 34-count vector by choosing the jantou explicitly and then
recursing over mentsu/taatsu per suit.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import Rules

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def acts_as(kind: int) -> tuple[int, ...]:
    """Kinds a galaxy tile printed as ``kind`` may act as (from the rules text)."""
    if kind < 27:
        return (kind % 9, kind % 9 + 9, kind % 9 + 18)
    return (27, 28, 29, 30) if kind < 31 else (31, 32, 33)


@cache
def block_options(counts: tuple[int, ...], sequences: bool) -> frozenset[tuple[int, int]]:
    """Every (mentsu, taatsu) count reachable from one suit's counts (tiles may stay unused)."""
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return frozenset({(0, 0)})

    def minus(*ranks: int) -> tuple[int, ...] | None:
        left = list(counts)
        for r in ranks:
            if r >= len(left) or left[r] == 0:
                return None
            left[r] -= 1
        return tuple(left)

    found: set[tuple[int, int]] = set()
    shapes = [((first,), 0, 0), ((first, first, first), 1, 0), ((first, first), 0, 1)]
    if sequences:
        shapes += [
            ((first, first + 1, first + 2), 1, 0),
            ((first, first + 1), 0, 1),
            ((first, first + 2), 0, 1),
        ]
    for ranks, mentsu, taatsu in shapes:
        rest = minus(*ranks)
        if rest is not None:
            found |= {(m + mentsu, t + taatsu) for m, t in block_options(rest, sequences)}
    return frozenset(found)


def plain_regular(counts: list[int], tiles: int) -> int:
    """Regular shanten of a 34-count vector by explicit jantou choice, any counts."""
    slots = 4 - (14 - tiles) // 3
    best = 8
    for jantou in [None, *(k for k in range(34) if counts[k] >= 2)]:
        left = list(counts)
        if jantou is not None:
            left[jantou] -= 2
        parts = [block_options(tuple(left[s * 9 : s * 9 + 9]), True) for s in range(3)]
        parts += [block_options((left[k],), False) for k in range(27, 34)]
        totals = {(0, 0)}
        for options in parts:
            totals = {(m + a, t + b) for m, t in totals for a, b in options if m + a <= slots}
        for mentsu, taatsu in totals:
            used = min(taatsu, slots - mentsu)
            shanten = 2 * slots - 2 * mentsu - used - (jantou is not None)
            best = min(best, shanten)
    return best


def plain_chiitoitsu(counts: list[int], identical: bool) -> int:
    if identical:
        return 6 - min(7, sum(c // 2 for c in counts))
    pairs = sum(c >= 2 for c in counts)
    kinds = sum(c >= 1 for c in counts)
    return 6 - pairs + max(0, 7 - kinds)


def plain_kokushi(counts: list[int]) -> int:
    kinds = sum(counts[k] >= 1 for k in ORPHANS)
    return 13 - kinds - any(counts[k] >= 2 for k in ORPHANS)


def brute_force(hand: Hand, rules: Rules) -> tuple[int, int, int | None, int | None]:
    """(overall, regular, chiitoitsu, kokushi) minimised over every galaxy assignment."""
    base = [0] * 34
    options = []
    for tile in hand.tiles:
        if tile.galaxy:
            options.append(acts_as(tile.kind))
        else:
            base[tile.kind] += 1
    vectors = set()
    for choice in product(*options):
        counts = list(base)
        for kind in choice:
            counts[kind] += 1
        vectors.add(tuple(counts))
    tiles = len(hand.tiles)
    closed = not hand.melds and tiles >= 13
    regular = min(plain_regular(list(v), tiles) for v in vectors)
    pairs = (
        min(plain_chiitoitsu(list(v), rules.identical_pairs) for v in vectors) if closed else None
    )
    kokushi = min(plain_kokushi(list(v)) for v in vectors) if closed else None
    galaxy_total = sum(t.galaxy for t in hand.all_tiles)
    shapes = [regular, pairs, kokushi, 13 - galaxy_total if rules.milky_way else None]
    return min(s for s in shapes if s is not None), regular, pairs, kokushi
