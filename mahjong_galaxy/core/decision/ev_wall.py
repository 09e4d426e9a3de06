"""Tile types, the starting wall and memoised shanten of the expected-value search.

A search state is a tuple of counts over *tile types*: the 34 normal kinds (0..33), then with
galaxy tiles the 11 galaxy classes (34 + class: numbers 1-9, winds, dragons), so galaxy tiles of
one class are one type; they are interchangeable for shanten and points (the printed kind only
matters for shuugi, see :mod:`.ev_score`).  Only concealed tiles are counted; calls stay fixed.

Supply (``tiles``): ``"galaxy"`` has 3 normal copies of each kind and one galaxy tile per kind
(so 3 galaxy tiles per number class, 4 winds, 3 dragons); ``"plain"`` is ordinary riichi,
4 normal copies per kind and no galaxy tiles.  The starting wall is every tile not in sight:
supply minus the hand, calls, dora indicators and visible tiles.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mahjong_galaxy.core.efficiency.block_tables import (
    RANKS,
    Table,
    best_value,
    conv,
    pack,
    suit_table,
    unit,
)
from mahjong_galaxy.core.efficiency.galaxy_split import RegularParts
from mahjong_galaxy.core.efficiency.shanten import (
    ORPHAN_COUNTS,
    chiitoitsu_floor,
    chiitoitsu_shanten,
    honor_table,
    kokushi_floor,
    kokushi_shanten,
    milky_way_shanten,
    regular_parts,
    regular_shanten,
    slots_for,
)
from mahjong_galaxy.core.efficiency.ukeire import DrawShanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    KIND_CLASS,
    NUM_CLASSES,
    NUM_KINDS,
    WIND_CLASS,
    Tile,
    kind_name,
    mask_kinds,
)

Counts = tuple[int, ...]
TILE_SUPPLIES = ("galaxy", "plain")
_NO_GALAXY = (0,) * NUM_CLASSES


def type_count(tiles: str) -> int:
    """Number of tile types: 34 for ``"plain"``, 45 (34 kinds + 11 classes) for ``"galaxy"``."""
    return NUM_KINDS if tiles == "plain" else NUM_KINDS + NUM_CLASSES


def tile_type(tile: Tile) -> int:
    """Type index of a tile: its kind, or 34 + galaxy class for a galaxy tile."""
    return NUM_KINDS + KIND_CLASS[tile.kind] if tile.galaxy else tile.kind


def type_counts(tiles: Iterable[Tile], size: int) -> list[int]:
    """Counts of ``tiles`` per type (``size`` = :func:`type_count`)."""
    counts = [0] * size
    for tile in tiles:
        counts[tile_type(tile)] += 1
    return counts


def supply(tiles: str) -> list[int]:
    """Physical copies per type: 4 per kind (plain) or 3 per kind plus each class's galaxy
    tiles (galaxy)."""
    if tiles == "plain":
        return [4] * NUM_KINDS
    return [3] * NUM_KINDS + [len(CLASS_KINDS[c]) for c in range(NUM_CLASSES)]


def starting_wall(hand: Hand, seen: Sequence[Tile], tiles: str) -> Counts:
    """Unseen tiles per type: supply minus the hand (calls included) and ``seen`` tiles.

    Raises:
        HandError: a galaxy tile with ``tiles="plain"``, or more copies in sight than exist.
    """
    size = type_count(tiles)
    in_sight = [*hand.all_tiles, *seen]
    if tiles == "plain":
        galaxy = next((t for t in in_sight if t.galaxy), None)
        if galaxy is not None:
            raise HandError(f"plain tiles have no galaxy tiles, got {galaxy.text}")
    wall = [
        total - used for total, used in zip(supply(tiles), type_counts(in_sight, size), strict=True)
    ]
    for kind in range(size):
        if wall[kind] < 0:
            name = kind_name(kind) if kind < NUM_KINDS else f"galaxy class {kind - NUM_KINDS}"
            raise HandError(f"too many {name} in sight: more copies than exist")
    return tuple(wall)


#: Memo entries kept per (calls, rules) across searches before the memo starts afresh.
MEMO_LIMIT = 1 << 21
_MEMOS: dict[tuple[bool, int, Rules], dict[Counts, int]] = {}
_HALVES: tuple[dict[Counts, Table], dict[Counts, Table]] = ({}, {})


def clear_memos() -> None:
    """Forget the process-wide shanten memos (the next search starts cold)."""
    _MEMOS.clear()
    for half in _HALVES:
        half.clear()


class ShantenMemo:
    """Shanten of concealed states (any size 3n+1 / 3n+2), memoised process-wide (per kind of
    calls and rules; bounded by :data:`MEMO_LIMIT`).

    Shapes as :func:`mahjong_galaxy.core.efficiency.shanten.calculate_shanten`: regular,
    chiitoitsu and kokushi (without calls), Milky Way (rules option, galaxy tiles of the calls
    counted); the minimum over them, a shape skipped where a bound shows it cannot be lower.
    """

    def __init__(self, hand: Hand, rules: Rules) -> None:
        self.closed = not hand.melds
        self.melds = hand.melds
        # the calls matter only by number (fixed by the concealed size) and for Milky Way
        galaxy_calls = all(t.galaxy for m in hand.melds for t in m.tiles)
        self.rules = rules
        key = (self.closed, galaxy_calls, rules)
        known = _MEMOS.get(key)
        if known is None or len(known) > MEMO_LIMIT:
            known = _MEMOS[key] = {}
        self.known = known
        self.draws: dict[Counts, tuple[int, frozenset[int]]] = {}
        self.halves = _HALVES
        for half in _HALVES:
            if len(half) > MEMO_LIMIT:
                half.clear()

    def improving(self, counts: Counts) -> tuple[int, frozenset[int]]:
        """``(shanten, types whose draw lowers it)`` of a 3n+1 state, memoised; the normal kinds
        come a suit at a time (:meth:`~mahjong_galaxy.core.efficiency.ukeire.DrawShanten.
        improving_kinds`, told the shanten when it is known: the regular value then needs no
        search).
        """
        found = self.draws.get(counts)
        if found is None:
            normal, galaxy = counts[:NUM_KINDS], counts[NUM_KINDS:] or _NO_GALAXY
            known = self.known.get(counts)
            draws = DrawShanten.of_counts(normal, galaxy, self.melds, self.rules, known)
            kinds = draws.improving_kinds()
            better = mask_kinds(kinds)
            better += [
                NUM_KINDS + c for c in range(len(counts) - NUM_KINDS) if draws.improves_galaxy(c)
            ]
            found = self.draws[counts] = (draws.shanten, frozenset(better))
            self.known[counts] = draws.shanten
        return found

    def __call__(self, counts: Counts) -> int:
        """Shanten of ``counts`` (-1 agari, 0 tenpai)."""
        found = self.known.get(counts)
        if found is None:
            found = self.known[counts] = self._compute(counts)
        return found

    def _compute(self, counts: Counts) -> int:
        normal = counts[:NUM_KINDS]
        galaxy = counts[NUM_KINDS:]
        if not any(galaxy):
            return self._plain(normal)
        tiles = sum(counts)
        slots = slots_for(tiles)
        value = regular_parts(normal, galaxy, slots).value()
        return self._shapes(regular_shanten(value, slots, tiles), normal, galaxy, tiles)

    def _shapes(self, best: int, normal: Counts, galaxy: Counts, tiles: int) -> int:
        """The shanten of a state with galaxy tiles from its regular shanten ``best``: the
        minimum with Milky Way, chiitoitsu and kokushi, each skipped where a bound shows it
        cannot be lower."""
        milky = milky_way_shanten(sum(galaxy), self.melds, self.rules)
        if milky is not None:
            best = min(best, milky)
        if not (self.closed and tiles >= 13) or best == (-1 if tiles % 3 == 2 else 0):
            return best
        if best > chiitoitsu_floor(normal, galaxy):
            best = min(best, chiitoitsu_shanten(normal, galaxy, self.rules))
        if best > kokushi_floor(normal, galaxy):
            best = min(best, kokushi_shanten(normal, galaxy))
        return best

    def after_discards(self, counts: Counts, shanten: int | None = None) -> list[int | None]:
        """Shanten of ``counts`` (a 3n+2 state) less one tile of each type (None for a type not
        held), all memoised; ``shanten``: that of ``counts`` when the caller knows it (else
        asked of the memo).

        A discard raises the shanten ``s`` by at most one, and only shapes already at ``s``
        can keep it: when the regular shape is still at ``s`` no other shape is looked at, and
        when no other shape of ``counts`` is at ``s`` a discard that raises the regular shape
        is at ``s + 1``, so for a normal tile the question is only whether the regular value
        still reaches that of ``s``.  With galaxy tiles, the discards of a suit's normal tiles
        are answered together in one pass over its splits (``RegularParts.discard_ranks`` of
        :mod:`~mahjong_galaxy.core.efficiency.galaxy_split`), a galaxy tile's from those of the
        normal tiles of its class when one of them raises the shanten (types are in that
        order: :func:`_galaxy_discard_reaches`).
        """
        known = self.known
        normal, galaxy = counts[:NUM_KINDS], counts[NUM_KINDS:]
        if not any(galaxy):
            return [None if not held else self(_less(counts, k)) for k, held in enumerate(counts)]
        s = self(counts) if shanten is None else shanten
        tiles = sum(counts) - 1
        slots = slots_for(tiles)
        special = None  # another shape of counts at s (asked at the first discard raising it)
        # the block value of a regular shanten s (regular_shanten); past 13 tiles' best value
        # 2 * slots for a complete state (s = -1), whose discards are all at 0
        target = 2 * slots - s
        parts = None
        kept: list[int | None] = [None, None, None]  # per suit, the ranks whose discard keeps s
        after: list[int | None] = [None] * len(counts)
        for k, held in enumerate(counts):
            if not held:
                continue
            left = (*counts[:k], held - 1, *counts[k + 1 :])
            found = known.get(left)
            if found is None:
                if parts is None:
                    parts = regular_parts(normal, galaxy, slots)
                if k < NUM_KINDS:
                    keeps = _discard_reaches(parts, kept, left, k, target)
                else:
                    keeps = _galaxy_discard_reaches(parts, after, s, left, k, target)
                if keeps:
                    found = s
                else:  # the regular shape is at s + 1 or above, the state at most s + 1
                    if special is None:
                        special = self._shapes(s + 1, normal, galaxy, tiles + 1) <= s
                    found = s + 1
                    if special:
                        found = self._shapes(found, left[:NUM_KINDS], left[NUM_KINDS:], tiles)
                known[left] = found
            after[k] = found
        return after

    def _plain(self, normal: Counts) -> int:
        """Shanten without galaxy tiles: the regular value from two memoised halves (a draw
        changes one of them), chiitoitsu and kokushi from counts."""
        tiles = sum(normal)
        slots = slots_for(tiles)
        numbers = self._half(normal[0:18], 0)
        rest = self._half(normal[18:34], 1)
        best = regular_shanten(best_value(numbers, rest, slots), slots, tiles)
        lowest = -1 if tiles % 3 == 2 else 0
        if not (self.closed and tiles >= 13) or best == lowest:
            return best
        zeros, ones = normal.count(0), normal.count(1)
        pairs = NUM_KINDS - zeros - ones
        if self.rules.identical_pairs:
            pairs += sum(1 for c in normal if c == 4)
            chiitoitsu = 6 - min(pairs, 7)
        else:
            chiitoitsu = 6 - pairs + max(0, 7 - (NUM_KINDS - zeros))
        orphans: tuple[int, ...] = ORPHAN_COUNTS(normal)
        missing = orphans.count(0)
        paired = len(orphans) - missing - orphans.count(1) > 0
        kokushi = missing - paired
        return min(best, chiitoitsu, kokushi)

    def _half(self, counts: Counts, which: int) -> Table:
        """Block table of m+p (``which`` 0, 18 counts) or s+honours (1, 16 counts), memoised."""
        cache = self.halves[which]
        table = cache.get(counts)
        if table is None:
            if which == 0:
                table = conv(suit_table(pack(counts[0:9])), suit_table(pack(counts[9:18])))
            else:
                honors = honor_table((0,) * EAST + counts[9:16], _NO_GALAXY)
                table = conv(suit_table(pack(counts[0:9])), honors)
            cache[counts] = table
        return table


def _less(counts: Counts, kind: int) -> Counts:
    """``counts`` less one tile of type ``kind``."""
    return (*counts[:kind], counts[kind] - 1, *counts[kind + 1 :])


def _discard_reaches(
    parts: RegularParts, kept: list[int | None], left: Counts, kind: int, target: int
) -> bool:
    """Whether ``parts`` less one normal tile of ``kind`` (``left`` its counts) keeps a block
    value of ``target``; ``kept`` holds per suit the ranks that do (None until a discard of
    the suit asks: :meth:`RegularParts.discard_ranks`, one pass for the whole suit)."""
    if kind >= EAST:
        return _honors_reach(parts, left, target)
    suit, rank = divmod(kind, RANKS)
    ranks = kept[suit]
    if ranks is None:
        ranks = kept[suit] = parts.discard_ranks(suit, target)
    return bool(ranks >> rank & 1)


def _galaxy_discard_reaches(
    parts: RegularParts, after: list[int | None], s: int, left: Counts, kind: int, target: int
) -> bool:
    """Whether ``parts`` less one galaxy tile of type ``kind`` (``left`` its counts) keeps a
    block value of ``target``, the shanten ``s`` of ``parts``.

    A discard of a normal tile of the galaxy tile's class does at least as well (the galaxy
    tile then kept can stand for it), so when ``after`` (the shanten after each discard, the
    normal kinds already filled in) shows such a discard above ``s``, neither is this one at
    ``s`` by the regular shape; else the value is searched with the same other suits and
    honours (:meth:`RegularParts.value_with_galaxy`, :meth:`RegularParts.value_with_honors`).
    """
    cls = kind - NUM_KINDS
    if any((a := after[k]) is not None and a > s for k in CLASS_KINDS[cls]):
        return False
    if cls >= WIND_CLASS:
        return _honors_reach(parts, left, target)
    return parts.value_with_galaxy(parts.galaxy - unit(cls)) >= target


def _honors_reach(parts: RegularParts, left: Counts, target: int) -> bool:
    """Whether ``parts`` with the honour tiles of ``left`` reaches a block value of ``target``."""
    return parts.value_with_honors(honor_table(left[:NUM_KINDS], left[NUM_KINDS:])) >= target
