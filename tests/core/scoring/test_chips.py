"""Shuugi readings (group / tile) and the chips a win is paid (docs/rules.md)."""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.game.settle import chip_deltas
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win


def tile(text: str):  # type: ignore[no-untyped-def]
    return parse_tiles(text)[0][0]


@pytest.mark.parametrize(
    ("hand", "group", "per_tile"),
    [
        ("7m8M9P123p456p789s1z", 0, 1),  # 789m with 8M as printed, 9P bent: only the 8M counts
        ("7m8M9M123p456p789s1z", 2, 2),  # a natural group: both readings count both tiles
        ("7m8P9M123p456p789s1z", 0, 1),
    ],
)
def test_group_and_tile_readings(hand: str, group: int, per_tile: int) -> None:
    situation = Situation(riichi=True)
    grouped = score_win(parse_hand(hand, sizes=(13,)), tile("1z"), situation)
    tiled = score_win(
        parse_hand(hand, sizes=(13,)), tile("1z"), situation, rules=Rules(shuugi="tile")
    )
    assert (grouped.shuugi, tiled.shuugi) == (group, per_tile)
    assert tiled.chips.galaxy == per_tile


def test_chips_count_red_fives_ura_and_ippatsu() -> None:
    hand = parse_hand("7m8M9M123p406p789s1z", sizes=(13,))
    situation = Situation(riichi=True, ippatsu=True, ura_indicators=(tile("9s"),))  # ura 1s
    result = score_win(hand, tile("1z"), situation)
    assert result.chips.to_json() == {
        "galaxy": 2,
        "red": 1,
        "ura": 0,
        "ippatsu": 1,
        "yakuman": 0,
        "total": 4,
    }
    with_ura = score_win(
        hand, tile("1z"), Situation(riichi=True, ura_indicators=(tile("6s"),))
    )  # ura 7s: one in the hand
    assert (with_ura.chips.ura, with_ura.chips.ippatsu) == (1, 0)


def test_yakuman_chips() -> None:
    result = score_win(parse_hand("555z666z777z123m4p", sizes=(13,)), tile("4p"), Situation())
    assert result.yakuman and result.chips.yakuman == 5


def test_chip_payments_tsumo_and_ron() -> None:
    assert chip_deltas(3, 1, None, 4) == [-3, 9, -3, -3]
    assert chip_deltas(3, 1, 2, 4) == [0, 3, -3, 0]
    assert chip_deltas(2, 0, None, 2) == [2, -2]
