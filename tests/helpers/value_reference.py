"""Brute-force win values: every galaxy assignment scored one by one by ``mahjong``'s own
``HandCalculator`` (its divider picks the best split), the library's best kept.

Independent of ``mahjong_galaxy.core.scoring``: the galaxy dora-indicator rule is applied by
handing the library one normal indicator per kind a galaxy indicator stands for.  Hands must
not let an assignment make a fifth copy of a kind (the library's ids cannot express it).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.meld import Meld as LibraryMeld

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.scoring_reference import LibraryIds, library_config

#: (points, yakuman, han, fu) of a win with yaku.
Best = tuple[int, bool, int, int]
Reading = tuple[list[int], int, list[list[int]]]
OPTIONS = ScoringOptions()


def acting_limit_ok(full: Hand) -> bool:
    """No assignment can give any kind more than four tiles."""
    tiles = full.all_tiles
    return all(sum(1 for t in tiles if kind in t.acts_as) <= 4 for kind in range(34))


def readings(hand: Hand, win: Tile) -> Iterator[Reading]:
    """Every assignment: (concealed acting kinds, winning kind, meld acting kinds)."""
    concealed = [t.acts_as for t in hand.tiles]
    for kinds, win_kind in product(product(*concealed), win.acts_as):
        for melds in product(*(m.interpretations() for m in hand.melds)):
            yield list(kinds), win_kind, [list(m) for m in melds]


def library_best(
    hand: Hand, win: Tile, s: Situation, reading: Reading, options: ScoringOptions = OPTIONS
) -> Best | None:
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
        config=library_config(s, options),
    )
    if response.error or response.cost is None:
        return None
    yakuman = any(y.is_yakuman for y in response.yaku or ())
    return response.cost["total"], yakuman, response.han or 0, response.fu or 0


def brute_force_best(hand: Hand, win: Tile, s: Situation) -> Best | None:
    """The best (points, yakuman, han, fu) over every assignment, None when none has yaku."""
    found = [library_best(hand, win, s, r) for r in readings(hand, win)]
    return max((b for b in found if b is not None), default=None)
