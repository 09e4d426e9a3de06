"""The rank DP's transitions (core/solver/rank_dp.py)."""

from __future__ import annotations

import itertools

from mahjong_galaxy.core.solver.rank_dp import NO_JOKER, SPLITS, moves, split_moves


def test_split_moves_give_the_moves_of_each_split_but_empty_ones() -> None:
    pending = range(3)
    for m1, m2, p1, s2, pair in itertools.product(pending, pending, pending, pending, (0, 1)):
        state = (m1, m2, p1, 0, 0, s2, pair)
        for rank, column, galaxy, joker in itertools.product(
            (1, 3, 5, 7, 8, 9), ((0, 1, 2), (2, 0, 1), (3, 1, 0)), (0, 2, 3), (NO_JOKER, 0, 1, 2)
        ):
            acting = [(column[0] + a, column[1] + b, column[2] + c) for a, b, c in SPLITS[galaxy]]
            found = dict(split_moves(state, acting, rank, joker))
            for i, counts in enumerate(acting):
                assert found.get(i, ()) == moves(state, counts, rank, joker)
