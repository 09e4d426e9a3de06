"""The riichi check's fast tenpai test against the shanten calculator and the wait solver."""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.practice.game.tenpai import tenpai_discards
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers.gen import complete_hand, random_hand

RULES = [
    DEFAULT_RULES,
    Rules(identical_pairs=True),
    Rules(milky_way=False),
]


@pytest.mark.parametrize("rules", RULES, ids=["default", "identical_pairs", "no_milky_way"])
def test_tenpai_discards_match_the_shanten_of_every_discard(rules: Rules) -> None:
    rng = random.Random(20261201)
    checked = 0
    for i in range(600):
        sample = complete_hand(rng, perturb=0.8) if i % 3 else random_hand(rng, size=14)
        hand = parse_hand(sample.text)
        if any(len(m.tiles) == 4 for m in hand.melds):
            continue  # the shanten calculator's Milky Way counts a kan as 4 of 13 (see below)
        expected = [
            t for t in hand.tiles if calculate_shanten(hand.without_tile(t), rules).shanten == 0
        ]
        assert tenpai_discards(hand, hand.tiles, rules) == expected, sample.text
        checked += bool(expected)
    assert checked > 200  # most hands have tenpai discards: the check is not vacuous


def test_tenpai_discards_agree_with_the_wait_solver() -> None:
    rng = random.Random(7)
    for i in range(200):
        sample = complete_hand(rng, perturb=0.9) if i % 4 else complete_hand(rng, galaxy_rate=1.0)
        hand = parse_hand(sample.text)
        solver = [t for t in hand.tiles if solve_waits(hand.without_tile(t)).tenpai]
        assert tenpai_discards(hand, hand.tiles, DEFAULT_RULES) == solver, hand.text
