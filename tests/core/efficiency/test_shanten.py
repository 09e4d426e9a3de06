"""Shanten: the mahjong library on plain hands, an independent brute force on galaxy hands.

The brute force (``tests/helpers/shanten_reference.py``) shares no code with the solver.
"""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten, chiitoitsu_after_draws
from mahjong_galaxy.core.hand import Hand, make_meld
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.shanten_reference import (
    brute_force,
    plain_regular,
)

SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


def random_plain_counts(rng: random.Random) -> list[int]:
    size = rng.choice(SIZES + (13, 14, 13, 14))
    counts = [0] * 34
    for kind in rng.sample([k for k in range(34) for _ in range(3)], size):
        counts[kind] += 1
    return counts


def plain_hand(counts: list[int]) -> Hand:
    return Hand(tuple(Tile(k) for k in range(34) for _ in range(counts[k])))


def test_matches_mahjong_library_on_20000_plain_hands() -> None:
    rng = random.Random(20261130)
    for _ in range(20_000):
        counts = random_plain_counts(rng)
        ours = calculate_shanten(plain_hand(counts))
        assert ours.shanten == Shanten.calculate_shanten(counts), counts
        if sum(counts) >= 13:
            assert ours.chiitoitsu == Shanten.calculate_shanten_for_chiitoitsu_hand(counts)
            assert ours.kokushi == Shanten.calculate_shanten_for_kokushi_hand(counts)


def test_brute_force_engine_matches_mahjong_library() -> None:
    rng = random.Random(7)
    for _ in range(300):
        counts = random_plain_counts(rng)
        assert plain_regular(counts, sum(counts)) == Shanten.calculate_shanten_for_regular_hand(
            counts
        ), counts


def random_galaxy_hand(rng: random.Random) -> Hand:
    """13 or 14 tiles from the physical set with 1-6 galaxy tiles, sometimes with a called pon."""
    size = rng.choice((13, 14))
    melds = []
    normals = [k for k in range(34) for _ in range(3)]
    galaxies = list(range(34))
    if rng.random() < 0.25:
        kind = rng.randrange(34)
        for _ in range(3):
            normals.remove(kind)
        melds.append(make_meld([(Tile(kind), 0)] * 3, False, 0))
        size -= 3
    count = rng.randint(1, min(6, size))
    tiles = [Tile(k, galaxy=True) for k in rng.sample(galaxies, count)]
    tiles += [Tile(k) for k in rng.sample(normals, size - count)]
    return Hand(tuple(sort_tiles(tiles)), tuple(melds))


@pytest.mark.parametrize("rules", [Rules(), Rules(identical_pairs=True, milky_way=False)])
def test_galaxy_hands_match_brute_force(rules: Rules) -> None:
    rng = random.Random(1000 + rules.identical_pairs)
    for _ in range(1_100):
        hand = random_galaxy_hand(rng)
        ours = calculate_shanten(hand, rules)
        expected = brute_force(hand, rules)
        assert (ours.shanten, ours.regular, ours.chiitoitsu, ours.kokushi) == expected, hand.text


@pytest.mark.parametrize("rules", [Rules(), Rules(identical_pairs=True, milky_way=False)])
def test_seven_pairs_after_each_draw_match_brute_force(rules: Rules) -> None:
    rng = random.Random(2000 + rules.identical_pairs)
    checked = 0
    while checked < 12:
        hand = random_galaxy_hand(rng)
        if hand.melds or len(hand.tiles) != 13:
            continue
        checked += 1
        after = chiitoitsu_after_draws(hand.normal_counts, hand.galaxy_counts, rules)
        for kind in range(34):
            if hand.normal_counts[kind] < 3:
                drawn = hand.with_tile(Tile(kind))
                assert after[kind] == brute_force(drawn, rules)[2], (hand.text, kind)


@pytest.mark.parametrize(
    ("text", "shanten", "regular", "chiitoitsu", "kokushi"),
    [
        # Galaxy 1, 4, 7 complete 123m 456p 789s in any suits: agari.
        ("23m56p89s1g4g7g11z555z", -1, -1, 4, 8),
        # Five tiles acting as 5m: 555m + galaxy 5M, 5P form a koutsu and a jantou.
        ("555m5M5P123p456p789s", -1, -1, 4, 11),
        # Seven distinct pairs with galaxy tiles filling the singles; regular: at most two
        # mentsu (123m, a dragon koutsu), two taatsu and a jantou.
        ("1m1M2p2P3s3S4z4Z5z6z7z5Z6Z7Z", -1, 1, -1, 5),
        # Kokushi with a galaxy 9 as 9p and a galaxy dragon as the pair; regular: two pairs only.
        ("19m1p9M19s1234567z7Z", -1, 6, 4, -1),
        # 13 galaxy tiles: Milky Way tenpai; also four koutsu + tanki, and kokushi tenpai.
        ("1M9M1P9P1S9S1Z2Z3Z4Z5Z6Z7Z", 0, 0, 1, 0),
    ],
)
def test_known_hands(text: str, shanten: int, regular: int, chiitoitsu: int, kokushi: int) -> None:
    from mahjong_galaxy.core.hand import parse_hand

    result = calculate_shanten(parse_hand(text))
    assert (result.shanten, result.regular, result.chiitoitsu, result.kokushi) == (
        shanten,
        regular,
        chiitoitsu,
        kokushi,
    )


def test_calls_rule_out_seven_pairs_and_kokushi() -> None:
    from mahjong_galaxy.core.hand import parse_hand

    result = calculate_shanten(parse_hand("1122334455z,666z"))
    assert result.chiitoitsu is None and result.kokushi is None
    # 11z 22z 33z 44z 55z with 3 mentsu to go: two pairs must become koutsu before tenpai.
    assert result.regular == 2


@pytest.mark.parametrize(
    ("text", "milky_way", "shanten"),
    [
        # A closed kan of the four galaxy winds holds four tiles in one of the 13 places: nine
        # galaxy numbers and 1P with that kan are Milky Way tenpai (0), not complete (-1) ...
        ("123456789M1P,(1234Z)", 0, 0),
        # ... and with 2P drawn they are complete (-1), not -2.
        ("123456789M12P,(1234Z)", -1, -1),
        # A normal concealed tile is one exchange from tenpai (a regular tenpai here) ...
        ("123456789M1p,(1234Z)", 1, 0),
        # ... and with 2p drawn not complete (the hand is regular tenpai).
        ("123456789M1P2p,(1234Z)", 0, 0),
        # A call of normal tiles can never leave: no Milky Way at all.
        ("123456789M1P,111m", None, 0),
    ],
)
def test_milky_way_counts_a_kan_as_one_place(
    text: str, milky_way: int | None, shanten: int
) -> None:
    from mahjong_galaxy.core.hand import parse_hand

    result = calculate_shanten(parse_hand(text))
    assert (result.milky_way, result.shanten) == (milky_way, shanten)
