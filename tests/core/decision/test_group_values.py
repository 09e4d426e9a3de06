"""Values per wait set against a brute force that shares no code with the engine: every galaxy
assignment of the 13 tiles enumerated tile by tile, grouped by a plain completeness check and
scored one by one by ``mahjong``'s ``HandCalculator`` (tests/helpers/group_reference.py).  For
hands without galaxy tiles that is the library on the hand itself.
"""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.decision.group_values import group_values
from mahjong_galaxy.core.decision.values import WAYS, tile_values
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.solver.assignments import assignment_view
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.supply import check_supply
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import tenpai_hand
from tests.helpers.group_reference import group_best, group_tiles, groups, unseen, wins_under
from tests.helpers.value_reference import acting_limit_ok

NO_MILKY_WAY = Rules(milky_way=False)
CHUNKS, PER_CHUNK = 10, 6  # 60 seeded galaxy hands
PLAIN = 12


def _hand(rng: random.Random, galaxy: bool) -> Hand:
    """A closed tenpai hand: without galaxy tiles, or with 2-4 of them (no fifth copy)."""
    while True:
        rate = rng.choice((0.25, 0.35)) if galaxy else 0.0
        sample = tenpai_hand(rng, galaxy_rate=rate, melds=0, g_rate=0.0)
        if galaxy and not 2 <= sample.galaxy <= 4:
            continue
        hand = parse_hand(sample.text, sizes=(13,))
        waits = solve_waits(hand, (), NO_MILKY_WAY)
        if waits.tenpai and all(acting_limit_ok(hand.with_tile(w.tile)) for w in waits.winners):
            return hand


def _indicators(rng: random.Random, hand: Hand) -> tuple[Tile, ...]:
    while True:
        tiles = tuple(
            Tile(rng.randrange(34), galaxy=rng.random() < 0.3) for _ in range(rng.choice((0, 1)))
        )
        try:
            check_supply([("", [(t, 0) for t in (*hand.all_tiles, *tiles)])])
        except HandError:
            continue
        return tiles


def _check(hand: Hand, rng: random.Random) -> int:
    """Compare every group's best and expected points with the brute force; wins checked."""
    seat, round_ = rng.choice((27, 28, 29, 30)), rng.choice((27, 28))
    dora = _indicators(rng, hand)
    result = group_values(hand, round_, seat, dora, NO_MILKY_WAY)
    reference = groups(hand)
    assert set(result.groups) == set(reference), hand.text
    view = assignment_view(hand, NO_MILKY_WAY)
    assert set(result.groups) == {w for w, _ in view.groups}, hand.text
    remaining = {w.tile: w.remaining for w in solve_waits(hand, (), NO_MILKY_WAY).winners}
    checked = 0
    for waits, members in reference.items():
        value = result.groups[waits]
        by_tile = {t.winner.tile: t for t in value.tiles}
        tiles = [t for t in group_tiles(hand, waits) if unseen(hand, t, dora)]
        tiles = [t for t in tiles if wins_under(t, members)]
        assert set(by_tile) == set(tiles), (hand.text, sorted(waits))
        for way in WAYS:
            situation = Situation(
                tsumo="tsumo" in way,
                riichi="riichi" in way,
                seat_wind=seat,
                round_wind=round_,
                dora_indicators=dora,
            )
            copies = points = 0
            for tile in tiles:
                best = group_best(hand, tile, members, situation)
                got = by_tile[tile].values[way]
                assert (got.points if got else None) == best, (hand.text, tile.text, way)
                red = _red_copy(hand, tile, dora, remaining[tile])
                plain = remaining[tile] - (red is not None)  # the red copy at its own value
                if best is not None:
                    copies += plain
                    points += plain * best
                red_best = group_best(hand, red, members, situation) if red else None
                if red_best is not None:
                    copies += 1
                    points += red_best
                checked += 1
            assert value.expected[way] == pytest.approx(points / copies if copies else 0.0)
    return checked


def _red_copy(hand: Hand, tile: Tile, dora: tuple[Tile, ...], remaining: int) -> Tile | None:
    """The red copy of a normal five while one of its copies is unseen and no red one is in
    sight (red fives on by default), else None."""
    if tile.galaxy or tile.kind not in (4, 13, 22) or not remaining:
        return None
    if any(t.red and t.kind == tile.kind for t in (*hand.all_tiles, *dora)):
        return None
    return Tile(tile.kind, red=True)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_galaxy_groups_equal_the_brute_force(chunk: int) -> None:
    rng = random.Random(31000 + chunk)
    checked = sum(_check(_hand(rng, galaxy=True), rng) for _ in range(PER_CHUNK))
    assert checked >= PER_CHUNK


def test_plain_hands_equal_the_library() -> None:
    rng = random.Random(32000)
    for _ in range(PLAIN):
        hand = _hand(rng, galaxy=False)
        assert _check(hand, rng) > 0


def test_groups_of_the_held_out_hand_differ() -> None:
    hand = parse_hand("14m1M1P2M2P3M3P3S4M4P5M6M")
    result = group_values(hand)
    assert len(result.groups) == len(assignment_view(hand).groups) == 38
    assert len({g.best_points("ron_riichi") for g in result.groups.values()}) > 3
    assert len({round(g.expected["ron_riichi"]) for g in result.groups.values()}) > 3


def test_milky_way_counts_in_every_group() -> None:
    hand = parse_hand("1M2M3M4M5M6M7M8M9M1P2P3P4P")  # every tile galaxy
    result = group_values(hand)
    honour = Tile(27, galaxy=True)  # wins only through Milky Way
    milky = score_win(hand, honour).points
    for value in result.groups.values():
        by_tile = {t.winner.tile: t for t in value.tiles}
        assert by_tile[honour].best_points("ron") == milky


@pytest.mark.parametrize("seed", range(4))
def test_the_best_wait_set_of_each_tile_is_its_whole_hand_value(seed: int) -> None:
    # every winning declaration's assignment is tenpai, so the best over the wait sets is the
    # best over all assignments (closed and open hands, galaxy tiles in the melds too)
    rng = random.Random(33000 + seed)
    done = 0
    while done < 6:
        sample = tenpai_hand(rng, galaxy_rate=rng.choice((0.2, 0.4)), g_rate=0.1)
        hand = parse_hand(sample.text, sizes=(13,))
        if not hand.galaxy_total or not solve_waits(hand).tenpai:
            continue
        whole = tile_values(hand)
        grouped = group_values(hand)
        assert set(grouped.groups) == {w for w, _ in assignment_view(hand).groups}
        for tile in whole.tiles:
            for way in whole.ways:
                best = max(
                    (
                        t.best_points(way)
                        for g in grouped.groups.values()
                        for t in g.tiles
                        if t.winner.tile == tile.winner.tile
                    ),
                    default=0,
                )
                assert best == tile.best_points(way), (hand.text, tile.winner.tile.text, way)
        done += 1


def test_best_counts_the_red_copy() -> None:
    # the 5p's red copy may come (0p: aka dora), so a wait set's best is at least its expected
    hand = parse_hand("7m23467p35s24568g")
    result = group_values(hand)
    for group in result.groups.values():
        for way in result.ways:
            assert group.best_points(way) >= round(group.expected[way]), (sorted(group.waits), way)
    assert result.groups[frozenset({10, 13})].best_points("ron") == 3900  # 2p 5p: 0p dama ron
