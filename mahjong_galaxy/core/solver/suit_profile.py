"""The profile of one number suit's tiles over a block's ranks, no galaxy tile left to spread.

Under one galaxy split the suits of a block are independent parts: each completes (as mentsu
with at most one jantou) on its own, so a block's profile under the split is its three suits'
profiles joined (:mod:`.block_groups`).  A suit's profile is its pair mask (bit ``e``: it
completes with ``e`` jantou) and, per rank of the block, the pair mask with the winning tile
there, found with the rank DP's per-suit options (:data:`.rank_dp.OPTIONS`) for the ranks of a
canonical block (standing from rank 1).
"""

from __future__ import annotations

from functools import lru_cache

from mahjong_galaxy.core.solver.rank_dp import OPTIONS

# A suit's profile: its pair mask and, per rank from the first, its pair mask with one more tile
# of that rank, packed two bits a rank (the first rank's lowest).
SuitProfile = tuple[int, int]
#: The low bit of every rank's field of a packed profile (a canonical block has at most 9 ranks).
_LOW = sum(1 << 2 * rank for rank in range(9))


def suit_profile(counts: tuple[int, ...]) -> SuitProfile:
    """The :data:`SuitProfile` of one suit's acting counts per rank of a canonical block (rank
    1 first, at most 9 ranks; each count at most :data:`.rank_dp.MAX_COUNT` - 1)."""
    return _tail(counts, 1, 0, 0)


@lru_cache(maxsize=1 << 14)
def _tail(counts: tuple[int, ...], rank: int, p1: int, p2: int) -> SuitProfile:
    """The :data:`SuitProfile` of the suit's ``counts`` from ``rank`` on, with shuntsu pending
    (``p1`` started at the rank before, ``p2`` two before), memoised by those tiles: the suits
    of a block's splits share their tails."""
    if not counts:
        return (0 if p1 or p2 else 1), 0
    count, rest = counts[0], counts[1:]
    row = OPTIONS[rank][p1][p2]
    plain = here = later = 0
    for started, _, jantou, _ in row[count]:
        ends, placed = _tail(rest, rank + 1, started, p1)
        if jantou:  # the tiles after the rank must use no jantou
            plain |= (ends & 1) << 1
            later |= (placed & _LOW) << 1
        else:
            plain |= ends
            later |= placed
    for started, _, jantou, _ in row[count + 1]:
        ends = _tail(rest, rank + 1, started, p1)[0]
        here |= (ends & 1) << 1 if jantou else ends
    return plain, later << 2 | here
