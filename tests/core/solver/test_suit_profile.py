"""One suit's profile over a canonical block's ranks (core/solver/suit_profile.py), and the
block histograms built from them (core/solver/block_groups.py)."""

from __future__ import annotations

import itertools
import math
import random

from mahjong_galaxy.core.solver import block_groups
from mahjong_galaxy.core.solver.blocks import _ends
from mahjong_galaxy.core.solver.rank_dp import NO_JOKER, SPLITS, START, State, moves
from mahjong_galaxy.core.solver.suit_profile import suit_profile


def _after(states: set[State], counts: tuple[int, ...], rank: int, joker: int) -> set[State]:
    """The rank DP's states after ``rank`` with the suit's tiles in m (and the other suits
    empty), one extra m tile when ``joker`` is 0."""
    return {n for s in states for n, _ in moves(s, (counts[rank - 1], 0, 0), rank, joker)}


def _reference(counts: tuple[int, ...]) -> tuple[int, int]:
    """The profile by the whole rank DP, one placement of the winning tile at a time."""
    forward = [{START}]
    for rank in range(1, len(counts) + 1):
        forward.append(_after(forward[-1], counts, rank, NO_JOKER))
    placed = 0
    for at in range(1, len(counts) + 1):
        states = _after(forward[at - 1], counts, at, 0)
        for rank in range(at + 1, len(counts) + 1):
            states = _after(states, counts, rank, NO_JOKER)
        placed |= _ends(states) << 2 * (at - 1)
    return _ends(forward[-1]), placed


def test_suit_profile_matches_the_rank_dp() -> None:
    for size in range(1, 6):
        for counts in itertools.product(range(5), repeat=size):
            assert suit_profile(counts) == _reference(counts), counts


def test_suit_profile_examples() -> None:
    # 23 completes with nothing, with 1 or 4 (ryanmen) with no jantou (two bits a rank)
    assert suit_profile((0, 1, 1, 0)) == (0, 0b01_00_00_01)
    # 22 is a jantou; 222 a koutsu with none
    assert suit_profile((0, 2, 0)) == (2, 0b00_01_00)


def _sorted(histogram: block_groups.Histogram) -> block_groups.Histogram:
    return {(pairs, tuple(sorted(kinds))): n for (pairs, kinds), n in histogram.items()}


def test_split_and_merged_block_histograms_agree() -> None:
    """The two walks of a block's splits (block_groups: one by one with the suits apart, and
    merged while their states agree) give the same histogram on seeded random blocks."""
    rng = random.Random(12)
    checked = 0
    while checked < 400:
        ranks = tuple(
            (
                rng.choice((0, 0, 1, 2)),
                rng.choice((0, 0, 1, 3)),
                rng.choice((0, 1)),
                rng.choice((0, 1, 2)),
            )
            for _ in range(rng.randint(1, 7))
        )
        if math.prod(len(SPLITS[galaxy]) for *_, galaxy in ranks) > 81:
            continue
        checked += 1
        split, merged = block_groups._split_profiles(ranks), block_groups._merged_profiles(ranks)
        assert _sorted(split) == _sorted(merged), ranks
