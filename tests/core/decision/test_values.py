"""Values of every winning tile against references that share no code with the scorer.

Plain hands: each tile's value equals ``mahjong``'s ``HandCalculator`` called the ordinary way on
that hand.  Galaxy hands: each equals the best over every galaxy assignment scored one by one
(tests/helpers/value_reference.py).  The expected value is recomputed from the tile values.
"""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.decision.group_values import group_values
from mahjong_galaxy.core.decision.values import WAYS, HandValues, copy_weights, tile_values
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.supply import check_supply
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import tenpai_hand
from tests.helpers.value_reference import acting_limit_ok, brute_force_best

NO_MILKY_WAY = Rules(milky_way=False)
PLAIN_CHUNKS, PLAIN_PER_CHUNK = 10, 30  # 300 plain tenpai hands
GALAXY_CHUNKS, GALAXY_PER_CHUNK = 10, 10  # 100 galaxy tenpai hands


def _tenpai(rng: random.Random, galaxy: bool) -> Hand:
    """A tenpai 13-tile hand: without galaxy tiles, or with 1-3 of them."""
    while True:
        rate = rng.choice((0.15, 0.25)) if galaxy else 0.0
        sample = tenpai_hand(rng, galaxy_rate=rate, g_rate=0.0)
        if galaxy and not 1 <= sample.galaxy <= 3:
            continue
        hand = parse_hand(sample.text, sizes=(13,))
        if tile_values(hand).tiles:
            return hand


def _indicators(rng: random.Random, hand: Hand) -> tuple[Tile, ...]:
    while True:
        count = rng.choice((0, 1, 2))
        tiles = tuple(Tile(rng.randrange(34), galaxy=rng.random() < 0.3) for _ in range(count))
        try:
            check_supply([("", [(t, 0) for t in (*hand.all_tiles, *tiles)])])
        except HandError:
            continue
        return tiles


def _valued(rng: random.Random, hand: Hand) -> HandValues:
    return tile_values(
        hand,
        round_wind=rng.choice((27, 28)),
        seat_wind=rng.choice((27, 28, 29, 30)),
        dora_indicators=_indicators(rng, hand),
    )


Table = tuple[int, int, tuple[Tile, ...]]  # seat wind, round wind, dora indicators


def _situation(way: str, table: Table) -> Situation:
    seat, round_, dora = table
    return Situation(
        tsumo="tsumo" in way,
        riichi="riichi" in way,
        seat_wind=seat,
        round_wind=round_,
        dora_indicators=dora,
    )


def _check_against_reference(values: HandValues, ways: tuple[str, ...], table: Table) -> int:
    """Compare every winning tile of ``values`` under ``ways``; the number of wins checked."""
    hand = values.hand
    checked = 0
    for tile in values.tiles:
        if not tile.values or not acting_limit_ok(hand.with_tile(tile.winner.tile)):
            continue
        for way in ways:
            expected = brute_force_best(hand, tile.winner.tile, _situation(way, table))
            got = tile.values[way]
            if expected is None:
                assert got is None, (hand.text, tile.winner.tile.text, way)
            else:
                assert got is not None, (hand.text, tile.winner.tile.text, way)
                assert (got.points, got.han, got.fu) == (expected[0], expected[2], expected[3]), (
                    hand.text,
                    tile.winner.tile.text,
                    way,
                )
            checked += 1
    return checked


def _table(rng: random.Random, hand: Hand) -> Table:
    return rng.choice((27, 28, 29, 30)), rng.choice((27, 28)), _indicators(rng, hand)


@pytest.mark.parametrize("chunk", range(PLAIN_CHUNKS))
def test_plain_hands_equal_the_library(chunk: int) -> None:
    rng = random.Random(7000 + chunk)
    checked = 0
    for _ in range(PLAIN_PER_CHUNK):
        hand = _tenpai(rng, galaxy=False)
        seat, round_, dora = _table(rng, hand)
        values = tile_values(hand, round_, seat, dora)
        assert values.ways == (WAYS if hand.is_closed else WAYS[:2])
        checked += _check_against_reference(values, values.ways, (seat, round_, dora))
    assert checked >= PLAIN_PER_CHUNK


@pytest.mark.parametrize("chunk", range(GALAXY_CHUNKS))
def test_galaxy_hands_equal_the_best_assignment(chunk: int) -> None:
    rng = random.Random(8000 + chunk)
    checked = 0
    for _ in range(GALAXY_PER_CHUNK):
        hand = _tenpai(rng, galaxy=True)
        seat, round_, dora = _table(rng, hand)
        values = tile_values(hand, round_, seat, dora, NO_MILKY_WAY)
        ways = tuple(rng.sample(values.ways, 2))  # two ways per hand keep the brute force short
        checked += _check_against_reference(values, ways, (seat, round_, dora))
    assert checked >= GALAXY_PER_CHUNK


@pytest.mark.parametrize("seed", range(20))
def test_expected_value_is_the_copy_weighted_average(seed: int) -> None:
    rng = random.Random(9000 + seed)
    hand = _tenpai(rng, galaxy=rng.random() < 0.5)
    values = _valued(rng, hand)
    for way in values.ways:
        copies = points = 0
        for tile in values.tiles:
            value = tile.values.get(way)
            red = tile.red.get(way) if tile.red is not None else None
            plain = tile.winner.remaining - (tile.red is not None)  # the red copy apart
            if value is not None:
                copies += plain
                points += plain * value.points
            if red is not None:
                copies += 1
                points += red.points
        assert values.expected[way] == pytest.approx(points / copies if copies else 0.0)


def test_riichi_only_win_and_open_hand_keys() -> None:
    # shanpon on 9s / West (no value wind for seat South, round East): ron needs riichi
    closed = tile_values(parse_hand("234m567p789s99s33z"))
    west = next(t for t in closed.tiles if t.winner.tile.text == "3z")
    assert west.values["ron"] is None and west.values["tsumo"] is not None
    assert west.values["ron_riichi"] is not None and "Riichi" in west.values["ron_riichi"].yaku
    opened = tile_values(parse_hand("234m99s33z,567p,789s"))
    assert opened.ways == ("ron", "tsumo")
    assert all(set(t.values) <= {"ron", "tsumo"} for t in opened.tiles)


def test_held_galaxy_tile_cannot_come() -> None:
    values = tile_values(parse_hand("123m456p789s5M555z"))
    by_tile = {t.winner.tile.text: t for t in values.tiles}
    assert by_tile["5M"].values == {}  # held: it cannot be the winning tile
    assert by_tile["5P"].values["ron"] is not None


def test_g_tiles_in_sight_leave_fewer_galaxy_copies_to_weigh() -> None:
    # 66g holds two of the three galaxy 6s: 6M, 6P and 6S each may still come, but only one of
    # them is unseen, so together they weigh one copy (they weighed three, docs/cli.md: "each
    # physical tile once").  Tsumo: 15 copies worth 1100 (6m 3, 3p 3, 6p 2, 6s 3, 3M 3P 3S,
    # one galaxy 6) and 5 worth 2000 (1z 1, 1Z-4Z)
    values = tile_values(parse_hand("123m456p789s66g11z"))
    sixes = [t for t in values.tiles if t.winner.tile.galaxy and t.winner.tile.text[0] == "6"]
    assert [t.winner.remaining for t in sixes] == [1, 1, 1]
    assert values.expected["tsumo"] == pytest.approx((15 * 1100 + 5 * 2000) / 20)
    six = {t.winner.tile for t in sixes}
    grouped = group_values(parse_hand("123m456p789s66g11z")).groups.values()
    group = next(g for g in grouped if any(t.winner.tile in six for t in g.tiles))
    assert group.live == round(sum(copy_weights(group.tiles)))
    assert group.live == sum(t.winner.remaining for t in group.tiles) - 2  # 6M 6P 6S: one


def test_a_fives_red_copy_counts_at_its_own_value_while_unseen() -> None:
    # kanchan 5m with ittsu in pinzu: ron 2 han 40 fu = 2600 on a plain 5m or a galaxy 5 (5M,
    # 5P, 5S), 3 han = 5200 on the red 0m; 3 normal 5m unseen (2 plain + the red), 3 galaxy
    hand = parse_hand("46m123p456p789p11z")
    values = tile_values(hand)
    five = next(t for t in values.tiles if t.winner.tile.text == "5m")
    assert five.red is not None and five.red["ron"] is not None
    assert (five.values["ron"].points, five.red["ron"].points) == (2600, 5200)  # type: ignore[union-attr]
    assert values.expected["ron"] == pytest.approx((2 * 2600 + 5200 + 3 * 2600) / 6)
    grouped = group_values(hand).groups.values()
    assert [g.expected["ron"] for g in grouped] == [values.expected["ron"]]
    # the red five in sight, or red fives off: every copy at the plain value
    seen = tile_values(hand, waits=solve_waits(hand, [t for t, _ in parse_tiles("0m")]))
    assert all(t.red is None for t in seen.tiles) and seen.expected["ron"] == 2600
    plain = tile_values(hand, options=ScoringOptions(red_fives=False))
    assert all(t.red is None for t in plain.tiles) and plain.expected["ron"] == 2600
