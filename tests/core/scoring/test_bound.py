"""The value bound never falls below what the library scores, on every reading of many hands."""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.scoring import win
from mahjong_galaxy.core.scoring.bound import (
    YAKUMAN,
    dora_bound,
    fu_bound,
    fu_sum_bound,
    han_bound,
)
from mahjong_galaxy.core.scoring.library import reading_value
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers.gen import tenpai_hand

OPTIONS = ScoringOptions()
DORA_NAMES = {"Dora", "Aka Dora", "Ura Dora"}


@pytest.mark.parametrize("chunk", range(4))
def test_bound_covers_the_library(chunk: int) -> None:
    rng = random.Random(4400 + chunk)
    checked = sum(_check_hand(rng) for _ in range(10))
    assert checked >= 20


def _check_hand(rng: random.Random) -> int:
    """Check the readings of up to four winning tiles of one hand; the number checked."""
    sample = tenpai_hand(rng, g_rate=0.0)
    hand = parse_hand(sample.text, sizes=(13,))
    waits = solve_waits(hand)
    checked = 0
    for winner in waits.winners[:4]:
        if not winner.remaining:
            continue
        riichi = hand.is_closed and rng.random() < 0.5
        situation = Situation(
            tsumo=rng.random() < 0.5,
            riichi=riichi,
            seat_wind=rng.choice((27, 28, 29, 30)),
            round_wind=rng.choice((27, 28)),
        )
        full = hand.with_tile(winner.tile)
        complete = win.CompleteHand(full, (), OPTIONS, win.DEFAULT_RULES, win.ReadingMemo())
        candidates = complete.candidates(winner.tile)
        by_key = complete.valuer.readings
        for candidate in candidates[:60]:
            if candidate.key == win.MILKY_ONLY:
                continue
            reading = by_key[candidate.key]
            value = reading_value(reading, situation, OPTIONS)
            bound = han_bound(reading, situation)
            if value.payment is None:
                continue
            assert bound > 0, reading
            if value.yakuman:
                assert bound >= YAKUMAN, reading
                continue
            yaku_han = sum(y.han for y in value.yaku if y.name not in DORA_NAMES)
            dora = sum(y.han for y in value.yaku if y.name in DORA_NAMES)
            assert bound >= yaku_han or bound >= YAKUMAN, (reading, value.yaku)
            assert dora_bound(reading, situation, OPTIONS) >= dora
            assert fu_bound(reading, situation) >= value.fu, (reading, value.fu_details)
            fu_sum = sum(part.fu for part in value.fu_details)
            assert fu_sum_bound(reading, situation) >= fu_sum, (reading, value.fu_details)
            checked += 1
    return checked
