"""The physical supply: copy limits, copies left, and one picture of ``g`` tiles everywhere."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand, parse_with_visible
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.supply import Supply, check_supply
from mahjong_galaxy.core.tiles import Tile, g_tile, galaxy_tile, normal_tile


def _tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


def _within_limits(tiles: Sequence[Tile]) -> bool:
    """The set's limits written out directly (3 normal per kind, 1 red five, each galaxy tile
    once, 3 galaxy tiles per number)."""
    normal = Counter(t.kind for t in tiles if not t.galaxy)
    red = Counter(t.kind for t in tiles if t.red)
    printed = Counter(t.kind for t in tiles if t.galaxy and t.suit_known)
    numbers = Counter(t.kind % 9 for t in tiles if t.galaxy and t.kind < 27)
    return (
        all(n <= 3 for n in normal.values())
        and all(n <= 1 for n in red.values())
        and all(n <= 1 for n in printed.values())
        and all(n <= 3 for n in numbers.values())
    )


def _palette() -> list[Tile]:
    tiles = [normal_tile(k) for k in range(34)] + [galaxy_tile(k) for k in range(34)]
    return (
        tiles + [normal_tile(k, red=True) for k in (4, 13, 22)] + [g_tile(n) for n in range(1, 10)]
    )


def test_copies_left_is_how_many_more_fit() -> None:
    rng = random.Random(7)
    wall = [t for t in _palette() for _ in range(3 if not t.galaxy and not t.red else 1)]
    for _ in range(300):
        held = [t for t in rng.sample(wall, rng.randint(0, 20))]
        if not _within_limits(held):
            continue
        supply = Supply(held)
        for tile in _palette():
            fits = next(n for n in range(4, -1, -1) if _within_limits([*held, *[tile] * n]))
            assert supply.copies_left(tile) == fits, (held, tile)


def test_a_g_tile_is_one_of_its_number_in_every_count() -> None:
    """With 4g held the palette and the waits both show 4M, 4P and 4S as possible (1 each) and
    two galaxy 4s unseen; the after-discard ukeire lists galaxy tiles a g tile does not rule out."""
    hand = parse_hand("77m67p234p3s8g5g6g2g4g")
    supply = Supply(hand.all_tiles)
    result = solve_waits(hand)
    for winner in result.winners:
        assert winner.remaining == supply.copies_left(winner.tile)
    fours = {
        w.tile.text: (w.remaining, w.live) for w in result.galaxy_waits if w.tile.kind % 9 == 3
    }
    assert fours == {"4M": (1, 2), "4P": (1, 2), "4S": (1, 2)}
    assert supply.copies_left(g_tile(4)) == 2
    options = discard_options(parse_hand("77m67p234p3s5s8g5g6g2g4g"))
    drawn = {t.tile.text for o in options for t in o.ukeire.tiles if t.tile.galaxy}
    assert {"2M", "5M", "8M"} <= drawn


def test_every_galaxy_tile_of_a_number_in_sight_leaves_none() -> None:
    supply = Supply(_tiles("4M4g4g"))
    assert [supply.galaxy_remaining(k) for k in (3, 12, 21)] == [0, 0, 0]
    assert supply.copies_left(g_tile(4)) == 0


def test_check_supply_names_the_tile_and_where() -> None:
    with pytest.raises(HandError, match=r"too many galaxy 4s: only 3 exist \(M, P, S\) \(visible"):
        check_supply([("hand", parse_tiles("4M4g")), ("visible tiles", parse_tiles("4g4g"))])


def test_one_parse_gives_hand_and_visible_tiles() -> None:
    hand, visible = parse_with_visible("123m456p789s1122z", sizes=(13,), visible="1z 5P")
    assert hand.text == "123m456p789s1122z"
    assert [t.text for t in visible] == ["1z", "5P"]
    with pytest.raises(HandError, match="in the visible tiles"):
        parse_with_visible("123m456p789s1122z", visible="5x")
