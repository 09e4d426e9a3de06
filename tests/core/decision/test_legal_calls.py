"""Legal calls: the enumeration equals a brute force over hand-tile subsets; kuikae; kans."""

from __future__ import annotations

import random
import re

import pytest

from mahjong_galaxy.core.decision.legal_calls import (
    after_call,
    closed_kans,
    offered_calls,
    own_kans,
)
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles
from mahjong_galaxy.core.practice.game.special import kuikae_kinds
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.call_reference import brute_calls, tile_key
from tests.helpers.gen import Pool

OFFERS = 2400


def tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


def tile(text: str) -> Tile:
    return tiles(text)[0]


def uses(calls, call_type: str) -> list[str]:
    return [format_tiles(c.uses) for c in calls if c.type == call_type]


def test_chi_with_galaxy_lists_each_combination_once() -> None:
    calls = offered_calls(tiles("46p4M19s1236z"), tile("5p"), from_left=True)
    assert uses(calls, "chi") == ["46p", "4M6p"]
    natural, galaxy = (c for c in calls if c.type == "chi")
    assert natural.meld.interpretations() == galaxy.meld.interpretations() == [(12, 13, 14)]


def test_chi_only_from_the_left() -> None:
    assert uses(offered_calls(tiles("46p19s"), tile("5p"), from_left=False), "chi") == []


def test_pon_kan_and_galaxy_offered_tile() -> None:
    calls = offered_calls(tiles("55m5P19s"), tile("5m"), from_left=False)
    assert uses(calls, "pon") == ["55m", "5m5P"]
    assert uses(calls, "kan") == ["55m5P"]
    assert uses(offered_calls(tiles("5p5s"), tile("5m"), from_left=False), "pon") == []
    chis = offered_calls(tiles("46m46p19s"), tile("5P"), from_left=True)
    assert uses(chis, "chi") == ["46m", "46p"]  # the 5P acts as 5m or as 5p
    assert uses(offered_calls(tiles("1M2P9s"), tile("3m"), True), "chi") == ["1M2P"]
    assert uses(offered_calls(tiles("4m6m7m"), tile("5m"), True, kuikae=True), "chi") == [
        "46m",
        "67m",
    ]


def test_kuikae_kinds() -> None:
    low = next(c for c in offered_calls(tiles("45p19s"), tile("3p"), True) if c.type == "chi")
    assert low.kuikae == {11, 14}  # 3p and 6p
    assert low.is_kuikae(tile("6p")) and low.is_kuikae(tile("6S")) and not low.is_kuikae(tile("9s"))
    middle = next(c for c in offered_calls(tiles("35p19s"), tile("4p"), True) if c.type == "chi")
    assert middle.kuikae == {12}
    edge = next(c for c in offered_calls(tiles("89p19s"), tile("7p"), True) if c.type == "chi")
    assert edge.kuikae == {15}  # nothing beyond 9p
    pon = offered_calls(tiles("5M5S19s"), tile("5P"), False)[0]
    assert pon.kuikae == kuikae_kinds(tile("5P"), pon.meld) == {4, 13, 22}


def test_kuikae_refuses_a_call_leaving_only_kuikae_discards() -> None:
    assert uses(offered_calls(tiles("3456p"), tile("2p"), True), "chi") == ["34p"]  # 6p is free
    refused = offered_calls(tiles("1234p"), tile("4p"), True)  # 23p: 1p and 4p would be left
    assert uses(refused, "chi") == []
    assert uses(offered_calls(tiles("1234p"), tile("4p"), True, kuikae=True), "chi") == ["23p"]
    galaxy = offered_calls(tiles("555p5M"), tile("5P"), False)  # the 5M left acts as 5p
    assert uses(galaxy, "pon") == [] and uses(galaxy, "kan") == ["555p", "5M55p"]
    allowed = offered_calls(tiles("555p5M"), tile("5P"), False, kuikae=True)
    assert uses(allowed, "pon") == ["55p", "5M5p"]


def random_offer(rng: random.Random) -> tuple[list[Tile], Tile, bool]:
    """A hand of 13 - 3k tiles crowded around the offered tile, galaxy tiles often."""
    pool = Pool(rng)
    offered = pool.take_random(galaxy=rng.random() < 0.25)
    assert offered is not None
    size = 13 - 3 * rng.randrange(4)
    hand: list[Tile] = []
    while len(hand) < size:
        if rng.random() < 0.6 and offered.kind < 27:
            number = offered.kind % 9 + rng.choice((-2, -1, 0, 1, 2))
            if not 0 <= number < 9:
                continue
            suit = offered.kind // 9 if rng.random() < 0.7 else rng.randrange(3)
            picked = pool.take_acting(suit * 9 + number, galaxy_rate=0.3)
        else:
            picked = pool.take_random(galaxy=rng.random() < 0.2)
        if picked is not None:
            hand.append(picked)
    return hand, offered, rng.random() < 0.6


def test_enumeration_equals_brute_force() -> None:
    rng = random.Random(15)
    counts = {"pon": 0, "kan": 0, "chi": 0, "galaxy": 0}
    for _ in range(OFFERS):
        hand, offered, left = random_offer(rng)
        for allowed, expected in zip((False, True), brute_calls(hand, offered, left), strict=True):
            calls = offered_calls(hand, offered, left, kuikae=allowed)
            got = [(c.type, c.uses) for c in calls]
            assert len(got) == len(set(got)), (format_tiles(hand), offered.text)
            assert {(k, tuple(sorted(u, key=tile_key))) for k, u in got} == expected, (
                format_tiles(hand),
                offered,
            )
        for call in calls:
            counts[call.type] += 1
            counts["galaxy"] += any(t.galaxy for t in (*call.uses, offered))
    assert min(counts.values()) > 200, counts  # every kind of call, with galaxy tiles, is tested


def test_closed_and_added_kans() -> None:
    assert [format_tiles(c.uses) for c in closed_kans(tiles("555m5P1z"))] == ["555m5P"]
    hand = parse_hand("12p34s67s99s12z5P,55m5M")
    kans = own_kans(hand, tile("2z"))
    assert [(c.type, c.tile.text if c.tile else "") for c in kans] == [("kakan", "5P")]
    after = after_call(hand, kans[0])
    assert after.text == "12p346799s12z,55m5M5P" and after.size == 13


def test_kan_after_riichi_only_when_waits_stay() -> None:
    keeps = parse_hand("111m234p567s99s22z1P")  # shanpon on 9s/2z, with or without the kan
    assert [c.type for c in own_kans(keeps, tile("1P"), riichi=True)] == ["ankan"]
    four_ones = parse_hand("111m1P23p456s789s5z2z")  # tanki 5z before the draw 2z
    assert own_kans(four_ones, tile("2z"), riichi=True) == ()  # the kan must use the drawn tile
    changes = parse_hand("111m23m456p789s99s1P")  # waits 1m 4m 9s; after the kan only 1m 4m
    assert own_kans(changes, tile("1P"), riichi=True) == ()
    assert [c.type for c in own_kans(changes, tile("1P"))] == ["ankan"]


@pytest.mark.parametrize(
    ("hand", "drawn", "message"),
    [
        ("1112m234p567s99s2z1M", "1M", "riichi needs a tenpai hand: '1112m234p56799s2z'"),
        ("1112m234p99s2z1M,567s", "1M", "riichi needs a closed hand (closed kans allowed)"),
    ],
)
def test_riichi_needs_a_closed_tenpai_hand(hand: str, drawn: str, message: str) -> None:
    with pytest.raises(HandError, match=re.escape(message)):
        own_kans(parse_hand(hand), tile(drawn), riichi=True)
    closed_kan = parse_hand("23m456p789s99s1P,(111m1M)")  # a closed kan keeps the hand closed
    assert own_kans(closed_kan, tile("1P"), riichi=True) == ()
