"""Block tables: the best partial decomposition of tiles into mentsu, taatsu and a jantou.

Standard shanten counting: a regular hand needing ``S`` more mentsu has shanten
``2*S - (2*mentsu + taatsu + jantou)`` when at most ``S`` blocks (mentsu + taatsu) are counted,
so everything below maximises the *block value* ``2*mentsu + taatsu + jantou``.

A :data:`Table` holds that maximum for every budget: ``table[2*r + p]`` is the best block value
using at most ``r`` blocks (r = 0..4) and at most ``p`` jantou (p = 0..1).  Tables are monotone
in both budgets, so combining two independent parts is a max-plus convolution (:func:`conv`) and
the final value for ``S`` slots is :func:`best_value`.

Number suits are *packed* into one int, 4 bits per rank (rank 1 in the lowest bits), so a suit's
counts plus galaxy additions is a plain integer sum (every count stays below 8).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import product
from operator import add

from mahjong_galaxy.core.solver.rank_dp import distributions

Table = tuple[int, ...]
ZERO: Table = (0,) * 10
RANKS = 9
BITS = 4
FIELD = (1 << BITS) - 1
#: The 4th bit of every rank field: subtracting a smaller packed vector never borrows past it.
GUARD = sum(8 << (BITS * i) for i in range(RANKS))


def unit(rank: int) -> int:
    """Packed vector with one tile at ``rank`` (0 = number 1)."""
    return 1 << (BITS * rank)


def pack(counts: Sequence[int]) -> int:
    """Packed form of up to 9 per-rank counts (each 0..7)."""
    if len(counts) == RANKS:  # the usual case, spelt out (a hot path of every shanten)
        c0, c1, c2, c3, c4, c5, c6, c7, c8 = counts
        return (
            c0 | c1 << 4 | c2 << 8 | c3 << 12 | c4 << 16 | c5 << 20 | c6 << 24 | c7 << 28 | c8 << 32
        )
    return sum(c << (BITS * i) for i, c in enumerate(counts))


@lru_cache(maxsize=1 << 18)
def unpack(packed: int) -> tuple[int, ...]:
    """The 9 per-rank counts of a packed vector."""
    return tuple((packed >> (BITS * i)) & FIELD for i in range(RANKS))


def fits(part: int, whole: int) -> bool:
    """True when every rank count of ``part`` is at most that of ``whole``."""
    return ((whole | GUARD) - part) & GUARD == GUARD


def sub_vectors(packed: int) -> list[int]:
    """Every packed vector with each rank count at most that of ``packed`` (empty one first)."""
    ranges = [range(0, c * unit(i) + 1, unit(i)) for i, c in enumerate(unpack(packed)) if c]
    return [sum(parts) for parts in product(*ranges)]


def conv(a: Table, b: Table) -> Table:
    """Best table of two independent parts: max over budget splits of ``a + b``."""
    if not b[9]:  # tables are monotone: b is all zeros
        return a
    if not a[9]:
        return b
    return (
        a[0] + b[0],
        max(a[0] + b[1], a[1] + b[0]),
        max(a[0] + b[2], a[2] + b[0]),
        max(a[0] + b[3], a[1] + b[2], a[2] + b[1], a[3] + b[0]),
        max(a[0] + b[4], a[2] + b[2], a[4] + b[0]),
        max(a[0] + b[5], a[1] + b[4], a[2] + b[3], a[3] + b[2], a[4] + b[1], a[5] + b[0]),
        max(a[0] + b[6], a[2] + b[4], a[4] + b[2], a[6] + b[0]),
        max(
            a[0] + b[7],
            a[1] + b[6],
            a[2] + b[5],
            a[3] + b[4],
            a[4] + b[3],
            a[5] + b[2],
            a[6] + b[1],
            a[7] + b[0],
        ),
        max(a[0] + b[8], a[2] + b[6], a[4] + b[4], a[6] + b[2], a[8] + b[0]),
        max(
            a[0] + b[9],
            a[1] + b[8],
            a[2] + b[7],
            a[3] + b[6],
            a[4] + b[5],
            a[5] + b[4],
            a[6] + b[3],
            a[7] + b[2],
            a[8] + b[1],
            a[9] + b[0],
        ),
    )


def upper(a: Table, b: Table) -> Table:
    """Element-wise maximum of two tables (the better of two alternatives)."""
    return tuple(map(max, a, b))


def best_of(tables: Sequence[Table]) -> Table:
    """Element-wise maximum of alternative tables (:data:`ZERO` when there are none)."""
    return tuple(map(max, ZERO, *tables))


def best_value(a: Table, b: Table, slots: int) -> int:
    """Best block value of two parts together with ``slots`` blocks and one jantou available.

    The budget pairs ``(r, p)`` and ``(slots - r, 1 - p)`` sit at indices ``i`` and
    ``2*slots + 1 - i``, so this is the best sum of ``a`` against ``b`` reversed.
    """
    size = 2 * slots + 2
    best: int = max(map(add, a[:size], b[size - 1 :: -1]))
    return best


def _add_block(best: list[int], sub: Table, value: int) -> None:
    for i in range(2, 10):
        candidate = sub[i - 2] + value
        if candidate > best[i]:
            best[i] = candidate


def _add_jantou(best: list[int], sub: Table) -> None:
    for i in range(1, 10, 2):
        candidate = sub[i - 1] + 1
        if candidate > best[i]:
            best[i] = candidate


_SUIT_CACHE: dict[int, Table] = {0: ZERO}


def suit_table(packed: int) -> Table:
    """Block table of one number suit (packed counts, any count 0..7), memoised process-wide.

    Exhaustive over decompositions: the lowest tile is either left isolated or starts a koutsu,
    shuntsu, jantou, toitsu, ryanmen/penchan or kanchan.
    """
    table = _SUIT_CACHE.get(packed)
    if table is None:
        table = _suit_table(packed)
        _SUIT_CACHE[packed] = table
    return table


#: Every rank of a suit as a bit mask (bit r: rank r, 0 = number 1).
ALL_RANKS = (1 << RANKS) - 1
_GAINS: dict[int, tuple[int, ...]] = {}
_KEEPS: dict[int, tuple[int, ...]] = {}


def draw_gains(packed: int) -> tuple[int, ...]:
    """Per entry of the suit's block table, the ranks (bit r) where one more tile raises it.

    One tile raises an entry by at most 1 (taken out of a block, it lowers that block's value by
    1), so ``suit_table(packed + unit(r))[i]`` is ``suit_table(packed)[i] + 1`` exactly for
    the ranks marked at ``i``, else the same; memoised process-wide (counts 0..6 per rank).
    """
    masks = _GAINS.get(packed)
    if masks is None:
        table = suit_table(packed)
        masks = _GAINS[packed] = _entry_masks(
            table, [(r, suit_table(packed + unit(r))) for r in range(RANKS)]
        )
    return masks


def discard_keeps(packed: int) -> tuple[int, ...]:
    """Per entry of the suit's block table, the held ranks (bit r) where one tile less keeps
    it; at the other held ranks it is 1 lower (as :func:`draw_gains`); memoised process-wide."""
    masks = _KEEPS.get(packed)
    if masks is None:
        held = [r for r in range(RANKS) if packed >> (BITS * r) & FIELD]
        less = [(r, suit_table(packed - unit(r))) for r in held]
        masks = _KEEPS[packed] = _entry_masks(suit_table(packed), less, keep=True)
    return masks


def _entry_masks(
    table: Table, changed: list[tuple[int, Table]], keep: bool = False
) -> tuple[int, ...]:
    """Per entry of ``table``, the ranks whose ``(rank, changed table)`` differs there (or,
    with ``keep``, equals it)."""
    masks = [0] * len(table)
    for rank, other in changed:
        bit = 1 << rank
        for i, (old, new) in enumerate(zip(table, other, strict=True)):
            if (old == new) == keep:
                masks[i] |= bit
    return tuple(masks)


def lowest_unit(packed: int) -> int:
    """The unit vector of the lowest rank where ``packed`` (non-zero) has a tile."""
    return 1 << (((packed & -packed).bit_length() - 1) & -BITS)


def _suit_table(packed: int) -> Table:
    one = lowest_unit(packed)
    rank = (one.bit_length() - 1) // BITS
    count = (packed >> (BITS * rank)) & FIELD
    best = list(suit_table(packed - one))
    if count >= 2:
        pair = suit_table(packed - 2 * one)
        _add_block(best, pair, 1)
        _add_jantou(best, pair)
        if count >= 3:
            _add_block(best, suit_table(packed - 3 * one), 2)
    second = (packed >> (BITS * (rank + 1))) & FIELD if rank < RANKS - 1 else 0
    third = (packed >> (BITS * (rank + 2))) & FIELD if rank < RANKS - 2 else 0
    if second:
        _add_block(best, suit_table(packed - one - (one << BITS)), 1)
        if third:
            _add_block(best, suit_table(packed - one - (one << BITS) - (one << 2 * BITS)), 2)
    if third:
        _add_block(best, suit_table(packed - one - (one << 2 * BITS)), 1)
    return tuple(best)


def kind_table(count: int) -> Table:
    """Block table of ``count`` tiles of one kind (koutsu, toitsu or jantou, no shuntsu)."""
    return suit_table(count)


@cache
def group_table(counts: tuple[int, ...], galaxy: int) -> Table:
    """Block table of honour kinds without shuntsu plus ``galaxy`` tiles able to act as any of them.

    Args:
        counts: normal tiles per kind of the group (e.g. the 4 winds), sorted.
        galaxy: galaxy tiles of the group's class, distributed every possible way.
    """
    best = ZERO
    for extra in distributions(galaxy, len(counts)):
        table = ZERO
        for count, added in zip(counts, extra, strict=True):
            table = conv(table, kind_table(count + added))
        best = upper(best, table)
    return best
