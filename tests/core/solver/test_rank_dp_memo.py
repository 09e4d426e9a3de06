"""The rank DP's process-wide memo of suit completions gives what a cold DP gives.

Hands that share suits are solved one after the other with the memo kept, then each again with
it cleared; the winning kinds (with their wait forms) and the viability layers must agree.
"""

from __future__ import annotations

import random

from bench.hands import tenpai_hand
from mahjong_galaxy.core.solver.rank_dp import RegularDP, clear_tails_memo


def _solved(dp: RegularDP) -> tuple[object, ...]:
    pending, placed = dp.viability()
    return dp.joker_forms(), pending, placed


def test_a_warm_memo_solves_as_a_cold_one() -> None:
    rng = random.Random(11)
    hands = [tenpai_hand(rng, galaxy) for galaxy in (0, 1, 2, 3, 4) for _ in range(40)]
    warm = [_solved(RegularDP(h.normal_counts, h.galaxy_counts)) for h in hands]
    for hand, found in zip(hands, warm, strict=True):
        clear_tails_memo()
        assert _solved(RegularDP(hand.normal_counts, hand.galaxy_counts)) == found
