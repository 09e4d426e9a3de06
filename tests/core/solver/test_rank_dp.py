"""The rank DP's transitions (core/solver/rank_dp.py)."""

from __future__ import annotations

import itertools

from mahjong_galaxy.core.solver.rank_dp import NO_JOKER, SPLITS, moves, packed_moves


def test_packed_moves_pack_the_moves_of_each_split() -> None:
    pending = range(3)
    for m1, m2, p1, s2, pair in itertools.product(pending, pending, pending, pending, (0, 1)):
        state = (m1, m2, p1, 0, 0, s2, pair)
        for rank, column, galaxy, joker in itertools.product(
            (1, 3, 5, 7, 8, 9), ((0, 1, 2), (2, 0, 1), (3, 1, 0)), (0, 2, 3), (NO_JOKER, 0, 1, 2)
        ):
            acting = [(column[0] + a, column[1] + b, column[2] + c) for a, b, c in SPLITS[galaxy]]
            found = [moves(state, counts, rank, joker) for counts in acting]
            states = sorted({nxt for moved in found for nxt, _ in moved})
            # every successor but the last has a bit; the last is left out of the packing
            index = {nxt: 1 << i for i, nxt in enumerate(states[:-1])}
            width = len(states) + 1
            expected = sum(
                index.get(nxt, 0) << i * width for i, moved in enumerate(found) for nxt, _ in moved
            )
            # the splits with a successor that has a bit
            live = sum(1 << i for i, moved in enumerate(found) if any(n in index for n, _ in moved))
            assert packed_moves(state, acting, rank, joker, index, width) == (expected, live)
