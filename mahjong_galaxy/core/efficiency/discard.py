"""何切る (what to discard): every distinct discard of a 14-tile hand, ranked, with tile stars.

For each distinct discard (normal tiles by kind, red fives apart, galaxy tiles by printed kind)
the 13 tiles left get their shanten, ukeire (:mod:`.ukeire`) and, when tenpai, the waits from
the exact wait solver (:func:`.waits.solve_waits`); a tenpai hand's ukeire are its unseen
winning tiles, taken from those waits.  The discarded tile counts as seen.
Ranking: lower shanten, then more ukeire, then more live waits.

Stars (0-3) rate how much discarding a tile worsens the best outcome: 3 when the shanten gets
worse, 2 when ukeire falls below 60 % of the best, 1 below 90 %, else 0.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from mahjong_galaxy.core.efficiency.ukeire import (
    DrawShanten,
    Ukeire,
    live_total,
    ukeire_from_waits,
    ukeire_of,
)
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.tiles import Tile

STAR_THRESHOLDS = ((0.6, 2), (0.9, 1))


@dataclass(frozen=True)
class DiscardOption:
    """One discard of a 14-tile hand.

    Attributes:
        tile: the discarded tile.
        hand: the 13 tiles left (calls included).
        shanten: shanten after the discard.
        ukeire: ukeire of the 13 tiles left.
        waits: the wait solver's result when tenpai, else None.
        stars: importance of the discarded tile, 0-3.
    """

    tile: Tile
    hand: Hand
    shanten: int
    ukeire: Ukeire
    waits: WaitResult | None
    stars: int = 0

    @property
    def live_waits(self) -> int:
        """Unseen winning tiles (galaxy tiles capped per class by the unseen ones of the class),
        0 when not tenpai."""
        return 0 if self.waits is None else live_total(self.waits)

    def rank_key(self) -> tuple[int, int, int]:
        """Sort key: shanten, then ukeire count, then live waits (best first)."""
        return (self.shanten, -self.ukeire.total, -self.live_waits)


def discard_options(
    hand: Hand,
    visible: Sequence[Tile] = (),
    rules: Rules = DEFAULT_RULES,
    among: Collection[Tile] | None = None,
) -> tuple[DiscardOption, ...]:
    """The ranked 何切る table of a 14-tile hand.

    Args:
        hand: 14 tiles (14 - 3k concealed for k calls).
        visible: tiles seen elsewhere (discards, dora indicators).
        rules: rule options.
        among: only the rows of these tiles (same figures and order as in the whole table;
            stars against the best of them); None: every distinct tile.

    Returns:
        One :class:`DiscardOption` per distinct discard, best first, with stars set.

    Raises:
        HandError: the hand does not have 14 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> table = discard_options(parse_hand("123m456p789s11z5M67m"))
    >>> [(o.tile.text, o.shanten, o.ukeire.total, o.stars) for o in table[:2]]
    [('5p', 0, 13, 0), ('1m', 0, 11, 1)]
    """
    hand.require_size(14, "what-to-discard")
    return _table(hand, visible, rules, best_only=False, among=among)


def best_discard_options(
    hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES
) -> tuple[DiscardOption, ...]:
    """The rows of :func:`discard_options` with the lowest shanten, in the same order and with
    the same figures (stars 0 or more, as there), the other rows left out: their ukeire is never
    counted, which saves most of the work when only the best discards matter (computer players).

    Raises:
        HandError: the hand does not have 14 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> hand = parse_hand("123m456p789s11z67m9p")
    >>> len(discard_options(hand)), [o.tile.text for o in best_discard_options(hand)]
    (13, ['9p'])
    """
    hand.require_size(14, "what-to-discard")
    return _table(hand, visible, rules, best_only=True)


_Shapes = dict[tuple[tuple[int, ...], tuple[int, ...]], DrawShanten]


def _table(
    hand: Hand,
    visible: Sequence[Tile],
    rules: Rules,
    best_only: bool,
    among: Collection[Tile] | None = None,
) -> tuple[DiscardOption, ...]:
    shapes: _Shapes = {}
    tiles = [t for t in dict.fromkeys(hand.tiles) if among is None or t in among]
    draws = {t: _draws(hand.without_tile(t), rules, shapes) for t in tiles}
    if best_only:
        low = min(d.shanten for d in draws.values())
        tiles = [t for t in tiles if draws[t].shanten == low]
    options = sorted(
        (_option(hand, tile, visible, rules, draws[tile]) for tile in tiles),
        key=DiscardOption.rank_key,
    )
    best = options[0]
    return tuple(replace(o, stars=_stars(o, best)) for o in options)


def _draws(rest: Hand, rules: Rules, shapes: _Shapes) -> DrawShanten:
    """The draw analysis of ``rest``, shared between discards leaving the same counts (galaxy
    tiles of one class printed differently)."""
    key = (rest.normal_counts, rest.galaxy_counts)
    draws = shapes.get(key)
    if draws is None:
        draws = shapes[key] = DrawShanten(rest, rules)
    return draws


def _option(
    hand: Hand, tile: Tile, visible: Sequence[Tile], rules: Rules, draws: DrawShanten
) -> DiscardOption:
    """One discard, from the draw analysis of the 13 tiles it leaves."""
    rest = hand.without_tile(tile)
    seen_visible = (*visible, tile)
    if draws.shanten == 0:
        waits = solve_waits(rest, seen_visible, rules)
        return DiscardOption(tile, rest, 0, ukeire_from_waits(waits), waits)
    ukeire = ukeire_of(draws, Supply((*rest.all_tiles, *seen_visible)))
    return DiscardOption(tile, rest, draws.shanten, ukeire, None)


def _stars(option: DiscardOption, best: DiscardOption) -> int:
    return ukeire_stars(option.shanten, option.ukeire.total, best.shanten, best.ukeire.total)


def ukeire_stars(shanten: int, count: int, best_shanten: int, best_count: int) -> int:
    """Stars (0-3) of a discard in a table ranked by ukeire: 3 when its shanten is worse than
    the best discard's, else 2 below 60 % of the best one's ukeire count, 1 below 90 %, 0
    otherwise (:data:`STAR_THRESHOLDS`)."""
    if shanten > best_shanten:
        return 3
    if best_count == 0:
        return 0
    ratio = count / best_count
    return next((stars for limit, stars in STAR_THRESHOLDS if ratio < limit), 0)


def tile_stars(options: Sequence[DiscardOption]) -> dict[Tile, int]:
    """Stars per distinct tile of the hand, from a :func:`discard_options` table."""
    return {o.tile: o.stars for o in options}
