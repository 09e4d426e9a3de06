"""Call advice: options, figures, no-yaku warning, kuikae, shuugi, kans, the value model."""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.decision import hand_value as hand_value_module
from mahjong_galaxy.core.decision.calls import (
    CALL_MARGIN,
    CLOSED_EXTRA_HAN,
    advise_call,
    advise_kan,
)
from mahjong_galaxy.core.decision.hand_value import (
    CALL_FACTOR,
    RACE,
    ROUND_LOSS,
    Table,
    hand_value,
    win_chance,
)
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles
from mahjong_galaxy.core.tiles import Tile


def tile(text: str) -> Tile:
    return parse_tiles(text)[0][0]


def rows(advice) -> list[tuple[str, str]]:
    return [(o.call, format_tiles(o.uses)) for o in advice.options]


def test_chi_with_galaxy_lists_natural_and_galaxy_tiles_once() -> None:
    advice = advise_call(parse_hand("46p4M19s123m55z789s"), tile("5p"), "left")
    assert rows(advice) == [("pass", ""), ("chi", "46p"), ("chi", "4M6p")]
    galaxy = advice.options[2]
    assert galaxy.galaxy_spent == 1 and galaxy.shuugi_delta == -1
    assert "4M as 4p" in galaxy.reason.en and "4Mを4pとして" in galaxy.reason.ja
    assert advise_call(parse_hand("46p4M19s123m55z789s"), tile("5p"), "across").options[1:] == ()


def test_figures_after_the_call_match_the_solvers() -> None:
    hand = parse_hand("234m46p88s5P6S77z19s")
    for option in advise_call(hand, tile("7z"), "right").options:
        if option.call == "pon":
            assert option.discard is not None and option.meld is not None
            after = parse_hand(f"{_rest(hand, option)},{option.meld.text}", sizes=(14,))
            kept = after.without_tile(option.discard)
            assert option.shanten == calculate_shanten(kept).shanten
            assert any(y.name == "yakuhai 7z Red" for y in option.yaku)


def _rest(hand, option) -> str:
    tiles = list(hand.tiles)
    for used in option.uses:
        tiles.remove(used)
    return format_tiles(tiles)


def test_yakuhai_pon_to_tenpai_is_recommended() -> None:
    advice = advise_call(parse_hand("234m456p78s77z1z99m"), tile("7z"), "across")
    best = advice.best
    assert best.call == "pon" and best.shanten == 0
    assert best.reason.en.startswith("recommended") and best.reason.ja.startswith("推奨")
    assert sum(o.recommended for o in advice.options) == 1


def test_no_yaku_warning() -> None:
    advice = advise_call(parse_hand("33z1479m258p369s1z"), tile("3z"), "right")
    pon = next(o for o in advice.options if o.call == "pon")
    assert pon.yaku == () and pon.value == 0
    assert "no yaku" in pon.reason.en and "役なし" in pon.reason.ja
    assert advice.best.call == "pass"


def test_kuikae_discard_refused_or_flagged() -> None:
    hand = parse_hand("45p66p123m789m11z9s")  # chi 3p with 45p: 3p and 6p would be kuikae
    forbidden = advise_call(hand, tile("3p"), "left")
    for option in forbidden.options[1:]:
        assert option.discard is not None and option.discard.kind not in (11, 14)
        assert not option.kuikae
    allowed = advise_call(hand, tile("3p"), "left", kuikae=True)
    chi = next(o for o in allowed.options if format_tiles(o.uses) == "45p")
    assert chi.kuikae == (chi.discard is not None and chi.discard.kind in (11, 14))
    assert ("(kuikae)" in chi.reason.en) == chi.kuikae


def test_natural_galaxy_pon_keeps_shuugi() -> None:
    advice = advise_call(parse_hand("5p5P123m789m11z9s19s"), tile("5p"), "across")
    pon = next(o for o in advice.options if o.call == "pon")
    assert format_tiles(pon.uses) == "5p5P" and pon.shuugi_delta == 1


def test_kans_on_a_draw() -> None:
    hand = parse_hand("111m234p567s99s22z1P")
    advice = advise_kan(hand, tile("1P"), riichi=True)
    assert [o.call for o in advice.options] == ["pass", "ankan"]
    assert advice.options[0].discard == tile("1P")  # riichi: the drawn tile goes
    changes = parse_hand("111m23m456p789s99s1P")
    assert [o.call for o in advise_kan(changes, tile("1P"), riichi=True).options] == ["pass"]
    assert "ankan" in [o.call for o in advise_kan(changes, tile("1P")).options]


def test_bad_input() -> None:
    with pytest.raises(HandError, match="13-tile"):
        advise_call(parse_hand("234m456p78s77z1z99m5s"), tile("7z"), "left")
    with pytest.raises(HandError, match="left, across or right"):
        advise_call(parse_hand("234m456p78s77z1z99m"), tile("7z"), "up")
    with pytest.raises(HandError, match="not in the hand"):
        advise_kan(parse_hand("111m234p567s99s22z1P"), tile("5z"))


def test_win_chance_matches_monte_carlo() -> None:
    rng = random.Random(3)
    for shanten, ukeire, turns in ((0, 8, 10), (1, 30, 12), (2, 60, 15), (3, 10, 4)):
        exact = win_chance(shanten, ukeire, 100, turns)
        trials, wins = 20000, 0
        for _ in range(trials):
            wins += _simulate(rng, shanten, ukeire, turns)
        assert abs(wins / trials - exact) < 0.015, (shanten, ukeire, turns)


def _simulate(rng: random.Random, shanten: int, ukeire: int, turns: int) -> bool:
    """One game of the model drawn step by step (the typical ukeire and the 13 % chance per turn
    that another player wins first spelled out again)."""
    typical = {0: 6, 1: 20, 2: 36}
    left = shanten
    chance = ukeire / 100 * (2.0 if left == 0 else 1.0)
    for _ in range(turns):
        if rng.random() < 0.13:
            return False  # someone else won first
        if rng.random() < min(chance, 1.0):
            if left == 0:
                return True
            left -= 1
            chance = typical.get(left, 50) / 100 * (2.0 if left == 0 else 1.0)
    return False


def test_a_win_also_spares_the_round_loss_and_slow_hands_lose_the_race(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = parse_hand("234m456p78s77z11z9m", sizes=(13,))
    value = hand_value(hand, Table())
    assert value.value == pytest.approx(value.win_chance * (value.points + ROUND_LOSS))
    assert win_chance(0, 100, 100, 1) == pytest.approx(1 - RACE)  # sure to win, if still on
    with_race = {s: win_chance(s, 20, 100, 10) for s in (0, 2)}
    monkeypatch.setattr(hand_value_module, "RACE", 0.0)
    without = {s: win_chance(s, 20, 100, 10) for s in (0, 2)}
    # a slow hand loses a larger share of its chance to the others' wins than a fast one
    assert 0 < with_race[2] / without[2] < with_race[0] / without[0] < 1


def test_an_open_hand_also_calls_its_steps_before_tenpai() -> None:
    for shanten in (1, 2):
        closed, called = (win_chance(shanten, 20, 100, 10, calling=c) for c in (False, True))
        assert 0 < closed < called < 1
    assert win_chance(0, 6, 100, 10, calling=True) == win_chance(0, 6, 100, 10)  # ron alike
    assert CALL_FACTOR > 1


def test_value_grows_with_dora_and_ukeire() -> None:
    hand = parse_hand("234m456p78s77z11z9m", sizes=(13,))
    plain = hand_value(hand, Table())
    dora = hand_value(hand, Table(dora_indicators=(tile("6z"),)))  # 7z is dora twice
    assert dora.points > plain.points and dora.value > plain.value
    assert 0 < plain.win_chance < 1


def test_a_call_must_speed_the_hand_up() -> None:
    # tenpai with a 33z pair: pon 3z (no yakuhai for a South seat) keeps it tenpai, no faster
    advice = advise_call(parse_hand("123m456p789s33z23s"), tile("3z"), "across")
    pon = next(o for o in advice.options if o.call == "pon")
    assert pon.shanten >= advice.options[0].shanten
    assert advice.best.call == "pass"
    assert "not worth opening" in pon.reason.en and "鳴いても速くならない" in pon.reason.ja


def test_first_call_only_into_tenpai_unless_yakuhai() -> None:
    far = advise_call(parse_hand("45m67p34s678s22p8m9p"), tile("3m"), "left")
    chi = next(o for o in far.options if o.call == "chi")
    passing = far.options[0]
    assert 0 < chi.shanten < passing.shanten  # faster, but a slow first call
    assert far.best.call == "pass" and "not worth opening" in chi.reason.en
    near = advise_call(parse_hand("46m68p34s678s2p88m0s"), tile("5m"), "left")
    assert near.best.call == "chi" and near.best.shanten == 0
    yakuhai = parse_hand("77z4m67p34s678s22p9p")
    pon = advise_call(yakuhai, tile("7z"), "across", Table(dora_indicators=(tile("6z"),)))
    assert pon.best.call == "pon" and pon.best.shanten > 0  # a dora yakuhai pon opens early
    cheap = advise_call(yakuhai, tile("7z"), "across")  # no dora: still faster, worth more
    passing, called = cheap.options[0], cheap.best
    assert called.call == "pon" and called.shanten == passing.shanten - 1
    assert called.value > passing.value * (1 + CALL_MARGIN) > 0


def test_staying_closed_counts_riichi_extras() -> None:
    closed = parse_hand("77z4m67p34s678s22p9p")
    passing = advise_call(closed, tile("7z"), "across").options[0]
    seen = Table().seeing(tile("7z"))
    extra = hand_value(closed, seen, extra_han=CLOSED_EXTRA_HAN).value
    assert passing.value == pytest.approx(extra) and extra > hand_value(closed, seen).value
    opened = parse_hand("4m67p34s678s22p,777z")
    passing = advise_call(opened, tile("5z"), "across").options[0]
    assert passing.value == pytest.approx(hand_value(opened, Table().seeing(tile("5z"))).value)
