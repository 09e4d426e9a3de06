"""One suit's profile over a canonical block's ranks (core/solver/suit_profile.py)."""

from __future__ import annotations

import itertools

from mahjong_galaxy.core.solver.blocks import _ends
from mahjong_galaxy.core.solver.rank_dp import NO_JOKER, START, State, moves
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
