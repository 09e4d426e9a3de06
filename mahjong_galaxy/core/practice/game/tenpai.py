"""Which discards leave a hand tenpai: the riichi check, asked on every closed turn.

Same answer as ``calculate_shanten(hand.without_tile(t)).shanten == 0`` for each tile ``t``
(:mod:`~mahjong_galaxy.core.efficiency.shanten`, the rules of docs/rules.md), computed from the
14 tiles' counts with one tile taken away instead of a new :class:`~core.hand.Hand` per discard;
the cheap shapes (Milky Way, kokushi, seven pairs) are tried before the regular shape, and tiles
leaving the same counts (a red five and a plain five, galaxy tiles of one class printed
differently) are judged once.  Milky Way is judged as the solver does
(:func:`~core.solver.agari.milky_way`: every tile of the hand galaxy, kans included).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_galaxy.core.efficiency.shanten import (
    chiitoitsu_shanten,
    kokushi_shanten,
    regular_parts,
    regular_shanten,
    slots_for,
)
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import KIND_CLASS, Tile


def tenpai_discards(hand: Hand, tiles: Sequence[Tile], rules: Rules) -> list[Tile]:
    """The tiles of ``tiles`` whose discard leaves ``hand`` tenpai, in the given order.

    Args:
        hand: a 3n+2-tile hand (calls counted as 3 tiles).
        tiles: candidate discards, each one of the concealed tiles.
        rules: galaxy rule options (seven pairs with identical pairs, Milky Way).

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> from mahjong_galaxy.core.rules import DEFAULT_RULES
    >>> hand = parse_hand("123m456p789s111z59m")
    >>> [t.text for t in tenpai_discards(hand, hand.tiles, DEFAULT_RULES)]
    ['5m', '9m']
    """
    normal, galaxy = list(hand.normal_counts), list(hand.galaxy_counts)
    size = len(hand.tiles) - 1
    closed = not hand.melds and size >= 13
    galaxy_melds = all(t.galaxy for m in hand.melds for t in m.tiles)
    judged: dict[tuple[bool, int], bool] = {}
    found = []
    for tile in tiles:
        key = (tile.galaxy, KIND_CLASS[tile.kind] if tile.galaxy else tile.kind)
        if key not in judged:
            counts, index = (galaxy, key[1]) if tile.galaxy else (normal, key[1])
            counts[index] -= 1
            milky = rules.milky_way and galaxy_melds and not any(normal)
            judged[key] = milky or _tenpai(normal, galaxy, size, closed, rules)
            counts[index] += 1
        if judged[key]:
            found.append(tile)
    return found


def _tenpai(normal: list[int], galaxy: list[int], size: int, closed: bool, rules: Rules) -> bool:
    """Tenpai in a regular shape, seven pairs or kokushi (shanten 0 of the concealed counts)."""
    kinds, classes = tuple(normal), tuple(galaxy)
    if closed and (
        kokushi_shanten(kinds, classes) <= 0 or chiitoitsu_shanten(kinds, classes, rules) <= 0
    ):
        return True
    slots = slots_for(size)
    return regular_shanten(regular_parts(kinds, classes, slots).value(), slots, size) <= 0
