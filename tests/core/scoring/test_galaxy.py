"""Galaxy hands score as the best over a brute force of every galaxy assignment.

The brute force sets every galaxy tile (winning tile and called melds included) to each kind it
can act as, scores each resulting ordinary hand with ``mahjong``'s ``HandCalculator`` (its own
divider picks the best split), applies the galaxy dora-indicator rule by handing the library one
normal indicator per kind a galaxy indicator stands for, and keeps the library's best.  Hands are
drawn so no assignment makes a fifth copy of a kind (the library's ids cannot express it; fifth
copies are hand-checked in ``test_scoring.py``).
"""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.supply import check_supply
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import complete_hand
from tests.helpers.value_reference import OPTIONS, acting_limit_ok, brute_force_best

SEEDS = range(60)
NO_MILKY_WAY = Rules(milky_way=False)


def _galaxy_hand(rng: random.Random) -> tuple[Hand, Tile]:
    while True:
        sample = complete_hand(rng, galaxy_rate=rng.choice((0.15, 0.3, 0.5)))
        if not 1 <= sample.galaxy <= 5:
            continue
        full = parse_hand(sample.text, sizes=(14,))
        if acting_limit_ok(full):
            win = rng.choice(full.tiles)
            return full.without_tile(win), win


def _indicators(rng: random.Random, hand: Hand, win: Tile) -> list[Tile]:
    """Two indicator tiles still in the wall (normal or galaxy)."""
    while True:
        tiles = [Tile(rng.randrange(34), galaxy=rng.random() < 0.5) for _ in range(2)]
        try:
            check_supply([("", [(t, 0) for t in (*hand.all_tiles, win, *tiles)])])
        except HandError:
            continue
        return tiles


def _situation(rng: random.Random, hand: Hand, win: Tile) -> Situation:
    tsumo = rng.random() < 0.5
    riichi = hand.is_closed and rng.random() < 0.5
    indicators = _indicators(rng, hand, win)
    return Situation(
        tsumo=tsumo,
        riichi=riichi,
        seat_wind=rng.choice((27, 28, 29, 30)),
        round_wind=rng.choice((27, 28)),
        dora_indicators=tuple(indicators[:1]),
        ura_indicators=tuple(indicators[1:]) if riichi else (),
    )


@pytest.mark.parametrize("seed", SEEDS)
def test_best_over_assignments(seed: int) -> None:
    rng = random.Random(1000 + seed)
    hand, win = _galaxy_hand(rng)
    situation = _situation(rng, hand, win)
    result = score_win(hand, win, situation, OPTIONS, NO_MILKY_WAY)
    expected = brute_force_best(hand, win, situation)
    if expected is None:
        assert not result.has_yaku
        return
    assert (result.points, result.yakuman, result.han, result.fu) == expected
    assert 0 <= result.shuugi <= result.shuugi_max <= hand.galaxy_total + win.galaxy
