"""Certain safety facts of the danger engine on hand-built tables, and the shape of its
estimates (suji, kabe with galaxy copies, one-chance, calls)."""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.decision.danger import SeatDanger, TileDanger, danger_table
from mahjong_galaxy.core.decision.furiten_cover import discarded_after
from mahjong_galaxy.core.decision.push_fold import FOLD, KEEP_TENPAI, PUSH, defence
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.table import parse_table

FIVES_HAND = "5m5p5s5P5S123m789p11z"  # 13 tiles: every five, normal and galaxy


def _dangers(hand: str, table: str, rules: Rules = DEFAULT_RULES) -> dict[str, TileDanger]:
    return {d.tile.text: d for d in danger_table(parse_hand(hand), parse_table(table), rules)}


def _against(danger: TileDanger, seat: str) -> SeatDanger:
    return next(a for a in danger.against if a.seat == seat)


def test_a_galaxy_five_discard_makes_every_five_safe_against_that_player() -> None:
    dangers = _dangers(FIVES_HAND, "--river right=9p5M*1z")
    for tile in ("5m", "5p", "5s", "5P", "5S"):
        seat = _against(dangers[tile], "right")
        assert seat.safe and seat.reason == "genbutsu" and seat.deal_in == 0
        assert not _against(dangers[tile], "left").safe
    assert not _against(dangers["1m"], "right").safe


def test_a_galaxy_wind_discard_makes_all_four_winds_safe() -> None:
    dangers = _dangers("1234z1Z123m456p78s", "--river across=3Z*9m")
    for tile in ("1z", "2z", "3z", "4z", "1Z"):
        assert _against(dangers[tile], "across").safe, tile


def test_a_tile_passed_after_riichi_is_safe() -> None:
    # seat South: the dealer is on the left; order left, self, right, across
    dangers = _dangers("4m567p123s789s11z99p", "--river right=1z2z*3z --river self=9s9s4m")
    right = _against(dangers["4m"], "right")
    assert right.safe and right.reason == "passed after riichi"
    before = _dangers("4m567p123s789s11z99p", "--river right=1z2z*3z --river self=4m9s")
    assert not _against(before["4m"], "right").safe


def test_a_tile_passed_since_their_last_discard_is_safe_without_riichi() -> None:
    # seat South, turn 3: left (dealer) discarded 3 times, self, right and across twice each;
    # left's third discard 4m came after right's and across's second
    whole = "--river left=1z2z4m --river self=9s9s --river right=1p2p --river across=3p4p"
    dangers = _dangers("4m567p123s789s11z99p", whole)
    for seat in ("right", "across"):
        against = _against(dangers["4m"], seat)
        assert against.safe and against.reason == "passed since their last discard", seat
    assert _against(dangers["4m"], "left").reason == "genbutsu"


@pytest.mark.parametrize(
    "table",
    [
        "--river left=1z2z4m",  # the other rivers entered in part
        "--river left=1z2z4m --river self=9s9s --river right=1p2p --river across=3p",
        "--river left=1z2z4m --river self=9s9s --river right=1p2p --river across=3p4p --turn 9",
        "--river left=1z2z4m --river self=9s9s --river right=1p2p --river across=3p4p"
        " --melds across=777z",  # a call: turns may have been skipped
    ],
)
def test_no_temporary_furiten_is_inferred_from_rivers_that_may_miss_discards(table: str) -> None:
    against = _against(_dangers("4m567p123s789s11z99p", table)["4m"], "right")
    assert not against.safe


def test_a_short_river_at_a_late_turn_proves_no_temporary_furiten() -> None:
    dangers = _dangers("123m456p789s11z22z9m", "--turn 10 --river left=1z --river self=9m")
    assert not _against(dangers["9m"], "left").safe


def test_passed_tiles_wait_for_the_order_once_calls_happened() -> None:
    table = parse_table("--river right=1z2z*3z --river self=9s9s4m --melds left=777z")
    assert discarded_after(table, 1, 1) == []
    table = parse_table("--river right=1z2z*3z --river self=9s9s4m8m")
    assert discarded_after(table, 1, 1) == [table.river[2], table.river[3]]


@pytest.mark.parametrize(
    ("table", "safe"),
    [
        ("--river right=5m5p5s*", False),  # Milky Way tenpai would still win on 5P
        ("--river right=5m5p5s*1Z", True),  # a galaxy tile in their river: no Milky Way ron
        ("--river right=5m5p5s* --melds right=(777z7Z)", True),  # normal tiles: no Milky Way
    ],
)
def test_a_galaxy_tile_is_safe_only_when_milky_way_is_out(table: str, safe: bool) -> None:
    dangers = _dangers(FIVES_HAND, table)
    assert _against(dangers["5P"], "right").safe is safe
    assert _against(dangers["5m"], "right").safe


def test_without_the_milky_way_rule_the_covered_galaxy_tile_is_safe() -> None:
    dangers = _dangers(FIVES_HAND, "--river right=5m5p5s*", Rules(milky_way=False))
    assert _against(dangers["5P"], "right").safe


def test_suji_is_safer_than_a_middle_tile_and_kabe_counts_galaxy_copies() -> None:
    hand = "1m5m9m5p123s456s789s1z"
    plain = _dangers(hand, "--river right=4m*")
    assert 0 < _against(plain["1m"], "right").deal_in < _against(plain["5m"], "right").deal_in
    # every 8 in sight except one galaxy 8: 9m still has ways (tanki, shanpon, 78m with 8S)
    some = _dangers(hand, "--river right=1z*888m8M --dora 8P")
    # all three galaxy 8s seen too: no 78m ryanmen can hold, 9m is rarer still
    none = _dangers(hand, "--river right=1z*888m8M --dora 8P8S")
    assert _against(none["9m"], "right").deal_in < _against(some["9m"], "right").deal_in


def test_probabilities_are_probabilities_and_combine_over_seats() -> None:
    dangers = _dangers(FIVES_HAND, "--river right=1z*2z --river across=3z* --river left=9s9p*")
    for danger in dangers.values():
        miss = 1.0
        for seat in danger.against:
            assert 0 <= seat.deal_in <= 1
            miss *= 1 - seat.deal_in
        assert danger.deal_in_any == pytest.approx(1 - miss)


def test_an_open_hand_in_one_suit_makes_other_suits_safer() -> None:
    table = "--river right=1z2z3z4z5z6z7z1p --melds right=789s,123s"
    dangers = _dangers("5m5p5s123m789p11z67m", table)
    assert _against(dangers["5m"], "right").deal_in < _against(dangers["5s"], "right").deal_in


def test_advice_folds_a_far_hand_against_riichi_with_the_safest_tile() -> None:
    hand = parse_hand("1m4m7m2p5p8p3s6s9s1z2z5z6z9m")
    result = defence(hand, parse_table("--river right=1z9p*3z --turn 8"))
    assert (result.advice.action, result.advice.tile.text) == (FOLD, "1z")
    free = defence(hand, parse_table("--river right=1z9p*4m --turn 8"))
    assert (free.advice.action, free.advice.tile.text) == (FOLD, "4m")  # safe and the best shape


def test_advice_keeps_tenpai_with_a_safe_tile_and_pushes_without_threats() -> None:
    hand = parse_hand("123m456p789s11z22z9m")
    riichi = defence(hand, parse_table("--river right=5s*9m"))
    assert (riichi.advice.action, riichi.advice.tile.text) == (KEEP_TENPAI, "9m")
    quiet = defence(hand, parse_table("--river right=5s"))
    assert quiet.advice.action == PUSH


def test_a_push_keeps_the_wider_wait_when_the_dangers_are_close() -> None:
    """Tenpai after 7m (29 live winning tiles) or 2p (18) with a riichi out: their deal-in
    chances differ by about one point, so the wider wait is the push (the win chance must not
    saturate to the same value for both)."""
    hand = parse_hand("577m23467p3s24568g")
    table = "--river left=1z9p3m --river self=7z6z --river right=5s*9m --river across=4z8p"
    result = defence(hand, parse_table(table))
    by_tile = {v.option.tile.text: v for v in result.values}
    wide, narrow = by_tile["7m"], by_tile["2p"]
    assert wide.option.live_waits > narrow.option.live_waits
    assert wide.danger.deal_in_any > narrow.danger.deal_in_any  # 2p is a little safer
    assert wide.win > narrow.win
    assert (result.advice.action, result.advice.tile.text) == (PUSH, "7m")


def test_a_push_does_not_break_tenpai_for_a_genbutsu_when_keeping_it_is_barely_riskier() -> None:
    """Tenpai on 1z/2z after 9m (about 4 % to deal in) against a riichi whose genbutsu 1m breaks
    a shuntsu: the advice was "push, discard 1m" (1-shanten was given a flat 0.3 chance to win,
    tenpai the race against the other players); every shanten now has the same model."""
    hand = parse_hand("123m456p789s11z22z9m")
    result = defence(hand, parse_table("--river left=1m9p3s*"))
    by_tile = {v.option.tile.text: v for v in result.values}
    assert by_tile["9m"].option.shanten == 0 and by_tile["1m"].option.shanten == 1
    assert by_tile["1m"].danger.deal_in_any < by_tile["9m"].danger.deal_in_any < 0.06
    assert by_tile["9m"].win > by_tile["1m"].win
    assert (result.advice.action, result.advice.tile.text) == (PUSH, "9m")
