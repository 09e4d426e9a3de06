"""Ukeire of a 13-tile hand: every drawable tile that lowers its shanten, with counts.

A galaxy tile drawn acts as some kind of its class, so the shanten after drawing it is the best
of the shanten after drawing each kind of its class (and one step closer to Milky Way); the
regular shape reuses the galaxy split of the untouched suits (:class:`.galaxy_split.RegularParts`).
Counts come from the one supply (:class:`~mahjong_galaxy.core.supply.Supply`): a normal kind has 3
copies minus those in hand, calls and visible tiles; a galaxy tile by printed kind is 0 or 1, and
a class never counts more galaxy tiles than are unseen.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.efficiency.block_tables import RANKS
from mahjong_galaxy.core.efficiency.shanten import (
    chiitoitsu_after_draws,
    chiitoitsu_floor,
    chiitoitsu_shanten,
    honor_table,
    kokushi_floor,
    kokushi_shanten,
    milky_way_shanten,
    regular_parts,
    regular_shanten,
    shapes_shanten,
    slots_for,
)
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.waits import WaitResult
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    KIND_CLASS,
    NUM_CLASSES,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    Tile,
    galaxy_tile,
    normal_tile,
)

ORPHANS = frozenset(TERMINALS_AND_HONORS)
#: Per galaxy class, its kinds as a bit mask (bit k: kind k).
_CLASS_MASKS = tuple(sum(1 << k for k in CLASS_KINDS[cls]) for cls in range(NUM_CLASSES))


@dataclass(frozen=True)
class UkeireTile:
    """A tile that lowers shanten when drawn.

    Attributes:
        tile: a normal tile of the kind, or a galaxy tile by printed kind.
        remaining: unseen copies of exactly this tile (normal 0..3, galaxy 0..1).
    """

    tile: Tile
    remaining: int


@dataclass(frozen=True)
class Ukeire:
    """Ukeire of a 13-tile hand.

    Attributes:
        shanten: shanten of the hand (-1 is impossible for 13 tiles; 0 = tenpai).
        tiles: drawable tiles that lower the shanten (remaining > 0), normal kinds in m p s z
            order, then galaxy tiles by printed kind.
        total: unseen tiles that lower the shanten (galaxy tiles capped per class by how many
            of the class are unseen).
    """

    shanten: int
    tiles: tuple[UkeireTile, ...]
    total: int


class DrawShanten:
    """Which draws lower the shanten of a 13-tile hand.

    Only shapes already at the hand's shanten can drop (one tile lowers a shape by at most 1);
    for the regular shape the improving ranks of a suit come from one pass over its galaxy
    splits (:meth:`.galaxy_split.RegularParts.draw_ranks`), at tenpai with the complete value as
    the target.

    Args:
        hand: the hand (any 3n+1 size: 13 - 3 per call).
        rules: rule options.
    """

    def __init__(self, hand: Hand, rules: Rules = DEFAULT_RULES) -> None:
        self._setup(hand.normal_counts, hand.galaxy_counts, hand.melds, rules)

    @classmethod
    def of_counts(
        cls,
        normal: Sequence[int],
        galaxy: Sequence[int],
        melds: Sequence[Meld],
        rules: Rules,
        shanten: int | None = None,
    ) -> DrawShanten:
        """The same for concealed counts (34 normal, 11 galaxy classes) and the calls, without
        building a :class:`~mahjong_galaxy.core.hand.Hand`.

        ``shanten``: the shanten, when the caller knows it; the regular shape's value is then
        not searched (its improving kinds are those bringing its value to that of one shanten
        less: none when the regular shape is above ``shanten``, as a tile raises the value by
        one at most).
        """
        draws = cls.__new__(cls)
        draws._setup(normal, galaxy, melds, rules, shanten)
        return draws

    def _setup(
        self,
        normal: Sequence[int],
        galaxy: Sequence[int],
        melds: Sequence[Meld],
        rules: Rules,
        shanten: int | None = None,
    ) -> None:
        self.normal = list(normal)
        self.galaxy = tuple(galaxy)
        tiles = sum(normal) + sum(galaxy)
        slots = slots_for(tiles)
        self.rules = rules
        closed = not melds and tiles >= 13
        milky = milky_way_shanten(sum(self.galaxy), melds, rules)
        self._kinds: int | None = None  # improving_kinds, once asked
        self._parts = parts = regular_parts(self.normal, self.galaxy, slots)
        if shanten is not None:
            self.shanten = shanten
            # the other shapes matter only at the shanten (_special_kinds): one whose floor is
            # above it is not computed
            self._chiitoitsu = (
                chiitoitsu_shanten(self.normal, self.galaxy, rules)
                if closed and chiitoitsu_floor(self.normal, self.galaxy) <= shanten
                else None
            )
            self._kokushi = (
                kokushi_shanten(self.normal, self.galaxy)
                if closed and kokushi_floor(self.normal, self.galaxy) <= shanten
                else None
            )
            self._milky_way = milky
            self._target: int | None = 2 * slots - shanten + 1  # out of reach unless at it
            return
        result = shapes_shanten(
            regular_shanten(parts.value(), slots, tiles),
            self.normal,
            self.galaxy,
            closed,
            milky,
            rules,
        )
        self.shanten = result.shanten
        self._chiitoitsu, self._kokushi = result.chiitoitsu, result.kokushi
        self._milky_way = result.milky_way
        regular_can_drop = result.regular == self.shanten and 3 * slots - tiles < self.shanten
        self._target = 2 * slots - self.shanten + 1 if regular_can_drop else None

    def improves_normal(self, kind: int) -> bool:
        """True when drawing a normal tile of ``kind`` (0..33) lowers the shanten."""
        return bool(self.improving_kinds() >> kind & 1)

    def improves_galaxy(self, cls: int) -> bool:
        """True when drawing a galaxy tile of class ``cls`` (0..10) lowers the shanten."""
        milky = self._milky_way
        if milky is not None and milky - 1 < self.shanten:
            return True
        return bool(self.improving_kinds() & _CLASS_MASKS[cls])

    def improving_kinds(self) -> int:
        """The normal kinds (bit k, 0..33) whose draw lowers the shanten, found once: the number
        kinds a suit at a time, the honours and the other shapes' kinds after them."""
        if self._kinds is None:
            self._kinds = self._regular_kinds() | self._special_kinds()
        return self._kinds

    def _regular_kinds(self) -> int:
        target = self._target
        if target is None:
            return 0
        parts = self._parts
        found = 0
        for suit in range(3):
            found |= parts.draw_ranks(suit, target) << (RANKS * suit)
        for kind in range(EAST, NUM_KINDS):
            if self._honor_improves(kind, target):
                found |= 1 << kind
        return found

    def _honor_improves(self, kind: int, target: int) -> bool:
        """True when one more honour tile of ``kind`` brings the regular value to ``target``."""
        if not self.normal[kind] and not self.galaxy[KIND_CLASS[kind]]:
            return False
        self.normal[kind] += 1
        honors = honor_table(self.normal, self.galaxy)
        self.normal[kind] -= 1
        return self._parts.value_with_honors(honors) >= target

    def _special_kinds(self) -> int:
        """The kinds whose draw lowers seven pairs or kokushi, when that shape is at the
        shanten (seven distinct pairs: a kind already paired by normal tiles gains nothing)."""
        found = 0
        if self._chiitoitsu == self.shanten:
            after = chiitoitsu_after_draws(self.normal, self.galaxy, self.rules)
            copies = self.rules.pair_copies
            for kind in range(NUM_KINDS):
                if self.normal[kind] < copies and after[kind] < self.shanten:
                    found |= 1 << kind
        kokushi = self._kokushi
        if kokushi == self.shanten:
            for kind in ORPHANS:
                self.normal[kind] += 1
                if kokushi_shanten(self.normal, self.galaxy) < kokushi:
                    found |= 1 << kind
                self.normal[kind] -= 1
        return found


def calculate_ukeire(
    hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES
) -> Ukeire:
    """Ukeire of a 13-tile hand.

    Args:
        hand: 13 tiles (13 - 3k concealed for k calls).
        visible: tiles seen elsewhere (discards, dora indicators).
        rules: rule options.

    Returns:
        An :class:`Ukeire`.

    Raises:
        HandError: the hand does not have 13 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> result = calculate_ukeire(parse_hand("12m456p789s11z1M2P3S"))
    >>> result.shanten, result.total, [t.tile.text for t in result.tiles]
    (0, 11, ['3m', '3p', '3s', '3M', '3P'])
    """
    hand.require_size(13, "ukeire")
    return ukeire_of(DrawShanten(hand, rules), Supply((*hand.all_tiles, *visible)))


def ukeire_of(draws: DrawShanten, seen: Supply) -> Ukeire:
    """Ukeire from a prepared :class:`DrawShanten` and the tiles in sight."""
    target = draws.shanten
    tiles = [
        UkeireTile(normal_tile(k), seen.normal_remaining(k))
        for k in range(NUM_KINDS)
        if seen.normal_remaining(k) and draws.improves_normal(k)
    ]
    total = sum(t.remaining for t in tiles)
    for cls in range(NUM_CLASSES):
        if not draws.improves_galaxy(cls):
            continue
        printed = [k for k in CLASS_KINDS[cls] if seen.galaxy_remaining(k)]
        if printed:
            tiles.extend(UkeireTile(galaxy_tile(k), 1) for k in printed)
            total += min(len(printed), seen.galaxy_unseen(cls))
    return Ukeire(target, tuple(tiles), total)


def ukeire_from_waits(result: WaitResult) -> Ukeire:
    """Ukeire of a tenpai hand from its waits: drawing a winning tile is agari, nothing else
    lowers a tenpai hand.  Same counting as :func:`ukeire_of`."""
    winners = result.winners
    tiles = tuple(UkeireTile(w.tile, w.remaining) for w in winners if w.remaining)
    return Ukeire(0, tiles, live_total(result))


def live_total(result: WaitResult, kinds: Collection[int] | None = None) -> int:
    """Unseen winning tiles of a wait result: remaining normal copies plus galaxy tiles, the
    galaxy tiles of a class capped by how many of the class are unseen (``g`` tiles in sight
    leave fewer unseen than the printed galaxy tiles that may still come).

    ``kinds``: only these winning kinds and the galaxy tiles of their classes (a wait set of
    the galaxy assignments); None: every winning tile.
    """
    classes = None if kinds is None else {KIND_CLASS[k] for k in kinds}
    galaxy_classes: dict[int, tuple[int, int]] = {}
    for wait in result.galaxy_waits:
        cls = KIND_CLASS[wait.tile.kind]
        if classes is not None and cls not in classes:
            continue
        remaining, live = galaxy_classes.get(cls, (0, wait.live))
        galaxy_classes[cls] = (remaining + wait.remaining, live)
    normal = (w for w in result.normal_waits if kinds is None or w.tile.kind in kinds)
    return sum(w.remaining for w in normal) + sum(
        min(remaining, live) for remaining, live in galaxy_classes.values()
    )
