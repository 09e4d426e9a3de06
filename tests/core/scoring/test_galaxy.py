"""Galaxy hands score as the best over a brute force of every galaxy assignment.

The brute force sets every galaxy tile (winning tile and called melds included) to each kind it
can act as, scores each resulting ordinary hand with ``mahjong``'s ``HandCalculator`` (its own
divider picks the best split), applies the galaxy dora-indicator rule by handing the library one
normal indicator per kind a galaxy indicator stands for, and keeps the library's best.  Hands are
drawn so no assignment makes a fifth copy of a kind (the library's ids cannot express it; fifth
copies are hand-checked in ``test_scoring.py``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

import pytest
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.meld import Meld as LibraryMeld

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, check_supply, parse_hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import complete_hand
from tests.helpers.scoring_reference import LibraryIds, library_config

SEEDS = range(60)
NO_MILKY_WAY = Rules(milky_way=False)
Best = tuple[int, bool, int, int]
Reading = tuple[list[int], int, list[list[int]]]
OPTIONS = ScoringOptions()


def _acting_limit_ok(full: Hand) -> bool:
    """No assignment can give any kind more than four tiles."""
    tiles = full.all_tiles
    return all(sum(1 for t in tiles if kind in t.acts_as) <= 4 for kind in range(34))


def _galaxy_hand(rng: random.Random) -> tuple[Hand, Tile]:
    while True:
        sample = complete_hand(rng, galaxy_rate=rng.choice((0.15, 0.3, 0.5)))
        if not 1 <= sample.galaxy <= 5:
            continue
        full = parse_hand(sample.text, sizes=(14,))
        if _acting_limit_ok(full):
            win = rng.choice(full.tiles)
            return full.without_tile(win), win


def _indicators(rng: random.Random, hand: Hand, win: Tile) -> list[Tile]:
    """Two indicator tiles still in the wall (normal or galaxy)."""
    while True:
        tiles = [Tile(rng.randrange(34), galaxy=rng.random() < 0.5) for _ in range(2)]
        try:
            check_supply([("", [(t, 0) for t in (*hand.all_tiles, win, *tiles)])])
        except HandError:
            continue
        return tiles


def _situation(rng: random.Random, hand: Hand, win: Tile) -> Situation:
    tsumo = rng.random() < 0.5
    riichi = hand.is_closed and rng.random() < 0.5
    indicators = _indicators(rng, hand, win)
    return Situation(
        tsumo=tsumo,
        riichi=riichi,
        seat_wind=rng.choice((27, 28, 29, 30)),
        round_wind=rng.choice((27, 28)),
        dora_indicators=tuple(indicators[:1]),
        ura_indicators=tuple(indicators[1:]) if riichi else (),
    )


def _readings(hand: Hand, win: Tile) -> Iterator[Reading]:
    """Every assignment: (concealed acting kinds, winning kind, meld acting kinds)."""
    concealed = [t.acts_as for t in hand.tiles]
    for kinds, win_kind in product(product(*concealed), win.acts_as):
        for melds in product(*(m.interpretations() for m in hand.melds)):
            yield list(kinds), win_kind, [list(m) for m in melds]


def _library_best(hand: Hand, win: Tile, s: Situation, reading: Reading) -> Best | None:
    """The library's best for one assignment, or None when it is no win with yaku."""
    kinds, win_kind, meld_kinds = reading
    ids = LibraryIds()
    reds = [t.kind for t in (*hand.all_tiles, win) if t.red]

    def tile_id(kind: int) -> int:
        red = kind in reds
        if red:
            reds.remove(kind)
        return ids.of(kind, red)

    win_id = tile_id(win_kind)
    concealed = [tile_id(k) for k in kinds]
    melds = [
        LibraryMeld(m.type, [tile_id(k) for k in mk], opened=not m.closed)
        for m, mk in zip(hand.melds, meld_kinds, strict=True)
    ]
    response = HandCalculator.estimate_hand_value(
        [*concealed, win_id, *(i for m in melds for i in m.tiles)],
        win_id,
        melds=melds,
        dora_indicators=[k * 4 for t in s.dora_indicators for k in t.acts_as],
        ura_dora_indicators=[k * 4 for t in s.ura_indicators for k in t.acts_as],
        config=library_config(s, OPTIONS),
    )
    if response.error or response.cost is None:
        return None
    yakuman = any(y.is_yakuman for y in response.yaku or ())
    return response.cost["total"], yakuman, response.han or 0, response.fu or 0


def _brute_force(hand: Hand, win: Tile, s: Situation) -> Best | None:
    found = [_library_best(hand, win, s, r) for r in _readings(hand, win)]
    return max((b for b in found if b is not None), default=None)


@pytest.mark.parametrize("seed", SEEDS)
def test_best_over_assignments(seed: int) -> None:
    rng = random.Random(1000 + seed)
    hand, win = _galaxy_hand(rng)
    situation = _situation(rng, hand, win)
    result = score_win(hand, win, situation, OPTIONS, NO_MILKY_WAY)
    expected = _brute_force(hand, win, situation)
    if expected is None:
        assert not result.has_yaku
        return
    assert (result.points, result.yakuman, result.han, result.fu) == expected
    assert 0 <= result.shuugi <= result.shuugi_max <= hand.galaxy_total + win.galaxy
