"""score_best against score_win's declaration on seeded random hands with galaxy tiles."""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ReadingMemo, ScoreResult, score_best, score_win
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import NUM_KINDS
from tests.helpers.gen import tenpai_hand

OPTIONS = ScoringOptions(red_fives=False, kiriage=False)


@pytest.mark.parametrize("chunk", range(4))
def test_score_best_is_score_wins_declaration(chunk: int) -> None:
    rng = random.Random(5100 + chunk)
    memo = ReadingMemo()
    checked = sum(_check_hand(rng, memo) for _ in range(25))
    assert checked >= 60


def _check_hand(rng: random.Random, memo: ReadingMemo) -> int:
    """Check up to four winning tiles of one hand; the number checked."""
    hand = parse_hand(tenpai_hand(rng).text, sizes=(13,))
    checked = 0
    for winner in solve_waits(hand).winners[:4]:
        if not winner.remaining:  # every copy is in the hand
            continue
        situation = Situation(
            tsumo=rng.random() < 0.5,
            riichi=hand.is_closed and rng.random() < 0.5,
            seat_wind=rng.choice((27, 28, 29, 30)),
            round_wind=rng.choice((27, 28)),
        )
        result = score_win(hand, winner.tile, situation, OPTIONS)
        best = score_best(hand, winner.tile, situation, OPTIONS, memo=memo)
        assert best.value == result.best.value, (hand.text, winner.tile)
        assert best.shuugi == result.best.shuugi, (hand.text, winner.tile)
        assert best.acting == _acting(result), (hand.text, winner.tile)
        checked += 1
    return checked


def _acting(result: ScoreResult) -> tuple[int, ...]:
    """Tiles acting as each kind in the declaration: normal tiles, then the assignment."""
    acting = [0] * NUM_KINDS
    for tile in (*result.hand.all_tiles, result.win):
        if not tile.galaxy:
            acting[tile.kind] += 1
    for _, kind in result.best.assignment:
        acting[kind] += 1
    return tuple(acting)
