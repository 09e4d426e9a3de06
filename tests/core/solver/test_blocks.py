"""Block-by-block helpers of hands with calls (core/solver/blocks.py)."""

from __future__ import annotations

import itertools

import pytest

from mahjong_galaxy.core.solver.blocks import honor_jantou, honor_profile
from mahjong_galaxy.core.solver.rank_dp import NO_JOKER, honor_joker


def _mask(found: frozenset[tuple[int, int]]) -> int:
    return sum({1 << pairs for pairs, _ in found})


@pytest.mark.parametrize("kinds", [3, 4])
def test_honor_profile_matches_honor_joker_without_galaxy_tiles(kinds: int) -> None:
    for acting in itertools.product(range(8), repeat=kinds):
        pairs, per_kind = honor_profile(acting)
        assert pairs == _mask(honor_joker(acting, 0, NO_JOKER)), acting
        assert per_kind == tuple(_mask(honor_joker(acting, 0, i)) for i in range(kinds)), acting


def _jantou(acting: tuple[int, ...]) -> int:
    """Reference: the jantou of concrete honour counts kind by kind, 9 when one is left over."""
    if any(a % 3 == 1 for a in acting):
        return 9
    return sum(a % 3 == 2 for a in acting)


@pytest.mark.parametrize("kinds", [3, 4])
def test_honor_jantou_matches_kind_by_kind_count(kinds: int) -> None:
    for acting in itertools.product(range(8), repeat=kinds):
        plus = [tuple(a + (i == j) for i, a in enumerate(acting)) for j in range(kinds)]
        assert honor_jantou(acting) == (_jantou(acting), tuple(map(_jantou, plus))), acting


def test_honor_profile_examples() -> None:
    # 11z 222z completes with one jantou; one more 1z with none (two koutsu); one more 2z or
    # any other wind leaves a single tile: no shape
    assert honor_profile([2, 3, 0, 0]) == (2, (1, 0, 0, 0))
    # 1z alone completes with nothing; one more 1z is the jantou
    assert honor_profile([1, 0, 0]) == (0, (2, 0, 0))
