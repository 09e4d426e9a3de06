"""Hands without galaxy tiles score exactly as ``mahjong``'s ``HandCalculator`` says.

200 seeded random winning hands (closed and with calls, seven pairs and kokushi included, red
fives) under random situations and table options; the reference is the library called the
ordinary way, on the whole hand, with its own hand divider.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.meld import Meld as LibraryMeld

from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ScoreResult, score_win
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import complete_hand
from tests.helpers.scoring_reference import LibraryIds, library_config

SEEDS = range(200)


def _winning_hand(rng: random.Random) -> tuple[Hand, Tile]:
    full = parse_hand(complete_hand(rng, galaxy_rate=0.0).text, sizes=(14,))
    win = rng.choice(full.tiles)
    return full.without_tile(win), win


def _unused_tiles(hand: Hand, win: Tile) -> list[Tile]:
    used = Counter(t.kind for t in (*hand.all_tiles, win))
    return [Tile(k) for k in range(34) for _ in range(3 - used[k])]


def _situation(rng: random.Random, hand: Hand, win: Tile) -> Situation:
    tsumo = rng.random() < 0.4
    riichi = hand.is_closed and rng.random() < 0.5
    double = hand.is_closed and not riichi and rng.random() < 0.1
    seat = rng.choice((27, 28, 29, 30))
    first_draw = tsumo and not hand.melds and not (riichi or double) and rng.random() < 0.05
    pool = rng.sample(_unused_tiles(hand, win), 4)
    return Situation(
        tsumo=tsumo,
        riichi=riichi,
        double_riichi=double,
        ippatsu=(riichi or double) and rng.random() < 0.3,
        haitei=tsumo and rng.random() < 0.05,
        houtei=not tsumo and rng.random() < 0.05,
        tenhou=first_draw and seat == 27,
        chiihou=first_draw and seat != 27,
        seat_wind=seat,
        round_wind=rng.choice((27, 28)),
        dora_indicators=tuple(pool[: rng.randint(1, 2)]),
        ura_indicators=tuple(pool[2 : 2 + rng.randint(0, 2)]) if riichi or double else (),
        honba=rng.randint(0, 3),
        riichi_sticks=rng.randint(0, 2),
    )


def _options(rng: random.Random) -> ScoringOptions:
    return ScoringOptions(*(rng.random() < 0.5 for _ in range(5)))


def _reference(hand: Hand, win: Tile, s: Situation, o: ScoringOptions) -> HandResponse:
    ids = LibraryIds()
    concealed = [ids.of(t.kind, t.red) for t in hand.tiles]
    win_id = ids.of(win.kind, win.red)
    melds = []
    for meld in hand.melds:
        kind = {"chi": LibraryMeld.CHI, "pon": LibraryMeld.PON}[meld.type]
        melds.append(LibraryMeld(kind, [ids.of(t.kind, t.red) for t in meld.tiles]))
    return HandCalculator.estimate_hand_value(
        [*concealed, win_id, *(i for m in melds for i in m.tiles)],
        win_id,
        melds=melds,
        dora_indicators=[ids.of(t.kind) for t in s.dora_indicators],
        ura_dora_indicators=[ids.of(t.kind) for t in s.ura_indicators],
        config=library_config(s, o),
    )


def _yaku(response: HandResponse) -> list[tuple[str, int]]:
    open_hand = response.is_open_hand
    return sorted(
        (y.name, y.han_open if open_hand and y.han_open else y.han_closed)
        for y in response.yaku or ()
    )


def _check(result: ScoreResult, expected: HandResponse) -> None:
    if expected.error == HandCalculator.ERR_NO_YAKU:
        assert not result.has_yaku
        assert (result.han, result.points, result.yaku) == (0, 0, ())
        return
    assert expected.error is None and expected.cost is not None
    assert result.has_yaku
    assert (result.han, result.fu) == (expected.han, expected.fu)
    assert result.points == expected.cost["total"]
    assert result.payment is not None
    assert (result.payment.main, result.payment.additional) == (
        expected.cost["main"],
        expected.cost["additional"],
    )
    assert sorted((y.name, y.han) for y in result.yaku) == _yaku(expected)
    assert result.shuugi == 0 and result.shuugi_max == 0


@pytest.mark.parametrize("seed", SEEDS)
def test_matches_hand_calculator(seed: int) -> None:
    rng = random.Random(seed)
    hand, win = _winning_hand(rng)
    situation = _situation(rng, hand, win)
    options = _options(rng)
    expected = _reference(hand, win, situation, options)
    _check(score_win(hand, win, situation, options), expected)


def test_seeds_cover_the_shapes() -> None:
    """The sample is varied: calls, ron and tsumo, no-yaku hands, seven pairs, red fives."""
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        rng = random.Random(seed)
        hand, win = _winning_hand(rng)
        situation = _situation(rng, hand, win)
        result = score_win(hand, win, situation, _options(rng))
        seen["calls"] += bool(hand.melds)
        seen["tsumo"] += situation.tsumo
        seen["no yaku"] += not result.has_yaku
        seen["chiitoitsu"] += result.best.decomposition.shape == "chiitoitsu"
        seen["red"] += any(t.red for t in (*hand.all_tiles, win))
        seen["yakuman"] += result.yakuman
    assert min(seen.values()) >= 1, seen
