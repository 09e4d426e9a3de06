"""The outlines scoring enumerates (:func:`~mahjong_galaxy.core.solver.decomposition.all_outlines`)
build exactly the decompositions :func:`~mahjong_galaxy.core.solver.decomposition.decompositions`
yields, in the same order (the order breaks ties between equal declarations).

Seeded tenpai hands with galaxy tiles, calls, red fives and ``g`` tiles, under the rule options
that change the shapes (identical pairs, Milky Way off), every winning tile.
"""

from __future__ import annotations

import random

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.decomposition import all_outlines, decompositions
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers.gen import tenpai_hand

SEED = 2026_12_03
HANDS = 120
RULES = (DEFAULT_RULES, Rules(identical_pairs=True), Rules(milky_way=False))


def test_outlines_build_the_decompositions_in_order() -> None:
    rng = random.Random(SEED)
    compared = 0
    for index in range(HANDS):
        sample = tenpai_hand(rng, galaxy_rate=rng.choice((None, 0.5, 0.9)))
        hand = parse_hand(sample.text, sizes=(13,))
        rules = RULES[index % len(RULES)]
        for winner in solve_waits(hand, (), rules).winners:
            outlines = all_outlines(hand, winner.tile, rules)
            expected = list(decompositions(hand, winner.tile, rules))
            assert [o.decomposition() for o in outlines] == expected, sample.text
            assert [(o.shape, o.groups, o.win_kind) for o in outlines] == [
                (d.shape, d.groups, d.win_kind) for d in expected
            ]
            compared += len(expected)
    assert compared >= 1000
