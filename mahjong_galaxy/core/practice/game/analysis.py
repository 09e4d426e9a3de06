"""The discard analysis as the computer players use it: the 何切る table in a short form.

Two depths: the full table (:func:`mahjong_galaxy.core.efficiency.discard.discard_options`: shanten,
ukeire, waits, ranked) and, for players that do not weigh ukeire, a random discard among those
of the lowest shanten (:func:`mahjong_galaxy.core.efficiency.shanten.calculate_shanten`).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong_galaxy.core.efficiency.discard import (
    DiscardOption,
    best_discard_options,
    discard_options,
)
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.efficiency.ukeire import UkeireTile
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile


@dataclass(frozen=True)
class Choice:
    """One discard of a 14-tile hand.

    Attributes:
        tile: the discard; ``shanten`` of the 13 tiles kept.
        ukeire: the tiles whose draw lowers that shanten as ``(kind, galaxy)``: normal kinds
            and galaxy tiles by printed kind (None from the shanten-only choice).
        ukeire_count: how many unseen tiles do (0 from the shanten-only choice).
    """

    tile: Tile
    shanten: int
    ukeire: frozenset[tuple[int, bool]] | None
    ukeire_count: int


def rank_discards(
    hand: Hand,
    visible: Sequence[Tile] = (),
    rules: Rules = DEFAULT_RULES,
    best_only: bool = False,
    among: Collection[Tile] | None = None,
) -> list[Choice]:
    """Every distinct discard of ``hand`` (3n+2 tiles), best first (the table's ranking);
    ``best_only``: only those of the lowest shanten (the head of the same list, faster);
    ``among``: only these tiles (the same list without the others)."""
    if best_only:
        return [choice_of(o) for o in best_discard_options(hand, visible, rules)]
    return [choice_of(o) for o in discard_options(hand, visible, rules, among)]


def choice_of(option: DiscardOption) -> Choice:
    """The short form of one 何切る row."""
    return Choice(option.tile, option.shanten, _keys(option.ukeire.tiles), option.ukeire.total)


def _keys(tiles: Sequence[UkeireTile]) -> frozenset[tuple[int, bool]]:
    return frozenset((u.tile.kind, u.tile.galaxy) for u in tiles)


@lru_cache(maxsize=1 << 16)
def shanten_of(hand: Hand, rules: Rules = DEFAULT_RULES) -> int:
    """Shanten of ``hand`` (memoised: the table and the players ask about the same hands)."""
    return calculate_shanten(hand, rules).shanten


def random_best(hand: Hand, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Choice:
    """A discard drawn uniformly among those of the lowest shanten, found lazily.

    The lowest shanten after a discard is the shanten of the 3n+2 hand itself, so the distinct
    tiles are tried in random order and the first one reaching it is taken (the same
    distribution as ranking every discard and choosing among the best, with fewer shanten
    evaluations).
    """
    target = shanten_of(hand, rules)
    tiles = list(dict.fromkeys(hand.tiles))
    rng.shuffle(tiles)
    best: Choice | None = None
    for tile in tiles:
        choice = Choice(tile, shanten_of(hand.without_tile(tile), rules), None, 0)
        if choice.shanten <= target:
            return choice
        if best is None or choice.shanten < best.shanten:
            best = choice
    assert best is not None
    return best
