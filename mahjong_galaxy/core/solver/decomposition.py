"""Every way a hand wins on a tile: groups, wait forms and the galaxy assignment used.

Enumeration is lazy (a generator) and output-sensitive: each block (m, p, s, honours: a shuntsu
never leaves its suit) is read on its own, every kind taking some galaxy tiles of its class, and
these readings (memoised process-wide by the block's counts and galaxy tiles) are combined only
where every galaxy tile is used once and there is one jantou, so only real decompositions are
built.  They come in the order of a depth-first search over the kinds 0..33, the order that
breaks ties between equal declarations.

Identity (no duplicates): the same shape, the same groups as acting kinds, the same multiset of
acting kinds for the held galaxy tiles and the same acting kind for the winning tile.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product
from typing import Literal

from mahjong_galaxy.core.hand import Hand, Meld, MeldType
from mahjong_galaxy.core.lazy import cached_property
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.agari import (
    chiitoitsu_complete,
    kokushi_complete,
    milky_way,
)
from mahjong_galaxy.core.solver.rank_dp import WaitForm, distributions, regular_dp, suit_options
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    KIND_CLASS,
    NUM_CLASSES,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    ActingPairs,
    Tile,
    match_acting,
)

Counts = tuple[int, ...]
#: A group of a decomposition: a mentsu (shuntsu, koutsu, kantsu), the jantou, or a kokushi single.
GroupType = Literal["shuntsu", "koutsu", "kantsu", "jantou", "single"]
#: The shape of a complete hand.
Shape = Literal["regular", "chiitoitsu", "kokushi", "milky_way"]


@dataclass(frozen=True, order=True)
class Group:
    """One group of a decomposition.

    Attributes:
        type: a :data:`GroupType` (``"single"`` only in kokushi).
        kinds: acting kinds of its tiles, sorted.
        called: True for a called meld (its tiles as called).
    """

    type: GroupType
    kinds: tuple[int, ...]
    called: bool = False


@dataclass(frozen=True)
class Decomposition:
    """A complete reading of hand + winning tile.

    Attributes:
        shape: a :data:`Shape`: ``"regular"``, ``"chiitoitsu"``, ``"kokushi"`` or ``"milky_way"``.
        groups: concealed groups (sorted), then the called melds (one reading each; a galaxy
            meld with several readings gives one decomposition per reading).
        win_kind: the kind the winning tile acts as.
        forms: wait forms of the groups the winning tile can complete (ryanmen, kanchan,
            penchan, shanpon, tanki; empty for Milky Way).
        assignment: ``((galaxy tile, acting kind), ...)`` for each galaxy tile (the winning
            tile first, then concealed, then called); tiles take their printed kind where the
            multiset allows.
    """

    shape: Shape
    groups: tuple[Group, ...]
    win_kind: int
    forms: frozenset[WaitForm]
    assignment: ActingPairs


#: Group types in :class:`Group`'s order (by name), and their sizes.
_GROUP_TYPES: tuple[GroupType, ...] = ("jantou", "kantsu", "koutsu", "shuntsu", "single")
_GROUP_SIZES = {"jantou": 2, "kantsu": 4, "koutsu": 3, "shuntsu": 3, "single": 1}
_JANTOU, _KOUTSU, _SHUNTSU, _SINGLE = (
    _GROUP_TYPES.index(t) * NUM_KINDS for t in ("jantou", "koutsu", "shuntsu", "single")
)
#: A concealed group as the memos hold it: its type's index in :data:`_GROUP_TYPES` times
#: :data:`NUM_KINDS` plus its first kind.  Codes sort as their groups do, and the memos hold
#: only ints, which the garbage collector does not have to scan.
GroupCode = int
#: The :class:`Group` of each :data:`GroupCode`.
_GROUP_OF = tuple(
    Group(t, (k, k + 1, k + 2) if t == "shuntsu" else (k,) * _GROUP_SIZES[t])
    for t in _GROUP_TYPES
    for k in range(NUM_KINDS)
)


def decompositions(hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES) -> Iterator[Decomposition]:
    """Lazily yield every distinct decomposition of a 13-tile ``hand`` plus ``win``.

    Args:
        hand: 13 tiles (calls counted as 3).
        win: the winning tile (normal or galaxy).
        rules: rule options (identical pairs, Milky Way).

    Yields:
        :class:`Decomposition` objects, regular shapes first.

    Raises:
        HandError: the hand does not have 13 tiles (calls counted as 3).

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> from mahjong_galaxy.core.tiles import normal_tile
    >>> found = list(decompositions(parse_hand("123m456p789s5M6m11z"), normal_tile(6)))
    >>> [(d.shape, sorted(d.forms), [(t.text, k) for t, k in d.assignment]) for d in found]
    [('regular', ['ryanmen'], [('5M', 4)])]
    """
    hand.require_size(13, "decompositions")
    full = hand.with_tile(win)
    context = _Context(full, win, _meld_readings(hand.melds), _wins_regular(hand, win))
    yield from context.regular()
    if not hand.melds:
        yield from context.special(rules)
    if milky_way(full, rules):
        yield _milky_way(win.kind)


def _milky_way(win_kind: int) -> Decomposition:
    """The decomposition of a shape complete only through Milky Way (no groups)."""
    return Decomposition("milky_way", (), win_kind, frozenset(), ())


#: Memo of :class:`Groupings`: the shapes of a full hand's concealed counts.
_SHAPES: dict[
    tuple[Counts, Counts, bool, Rules], tuple[tuple[Shape, tuple[GroupCode, ...], Counts], ...]
]
_SHAPES = {}
SHAPES_LIMIT = 1 << 16


def clear_shapes_memo() -> None:
    """Forget the memoised groupings of :func:`all_outlines` and of the blocks."""
    _SHAPES.clear()
    _BLOCK_SHAPES.clear()


class Outline:
    """A decomposition before its wait forms and galaxy assignment: what scoring reads of each
    of many decompositions, the rest built only for the one declared (:meth:`decomposition`).

    Attributes:
        shape, groups, win_kind: as :class:`Decomposition`'s.
        acting: concealed tiles per acting kind (34 ints, the winning tile included; empty for
            a Milky Way shape).
    """

    __slots__ = ("_context", "_meld", "acting", "groups", "shape", "win_kind")

    def __init__(
        self,
        shape: Shape,
        groups: tuple[Group, ...],
        win_kind: int,
        acting: Counts,
        meld: int,
        context: _Context,
    ) -> None:
        self.shape = shape
        self.groups = groups
        self.win_kind = win_kind
        self.acting = acting
        self._meld = meld  # index of the called melds' reading in the context
        self._context = context

    def decomposition(self) -> Decomposition:
        """The whole :class:`Decomposition` (its wait forms and assignment computed now)."""
        return self._context.build(self.shape, self.groups, self.win_kind, self.acting, self._meld)


def all_outlines(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, full: Hand | None = None
) -> list[Outline]:
    """The :class:`Outline` of every decomposition of ``list(decompositions(hand, win, rules))``,
    in that order (:meth:`Groupings.outlines`).  ``full`` is ``hand.with_tile(win)`` when the
    caller has it already.

    Raises:
        HandError: as :func:`decompositions`.
    """
    hand.require_size(13, "decompositions")
    return Groupings(hand.with_tile(win) if full is None else full, rules).outlines(win)


#: One grouping of a complete hand's concealed tiles: ``(shape, its groups per reading of the
#: called melds (the concealed groups, then the called ones), acting counts)``.
Grouped = tuple[Shape, list[tuple[Group, ...]], Counts]


class Groupings:
    """The groupings of one complete hand's concealed tiles, outlined for any of its tiles as
    the winning tile.

    The groupings are memoised process-wide by the concealed counts (bounded): every winning
    tile of one complete hand shares them, so scoring the many wins of a search enumerates
    each complete hand once; one instance also keeps them for the several winning tiles a
    caller outlines (no memo look-up again).

    Args:
        full: the complete hand (14 tiles, calls counted as 3; the winning tile among the
            concealed ones); not checked here.
        rules: rule options (identical pairs, Milky Way).
    """

    def __init__(self, full: Hand, rules: Rules) -> None:
        self.full = full
        self.rules = rules
        self.melds = _meld_readings(full.melds)
        self.key = (full.normal_counts, full.galaxy_counts, not full.melds, rules)
        self.shapes = _SHAPES.get(self.key)
        #: per shape, its groups with each reading of the called melds (:meth:`_Context.grouped`),
        #: built once for every winning tile: their outlines share these tuples
        self.grouped: list[Grouped] | None = None
        #: the hand is complete through Milky Way (a shape of its own, last)
        self.milky = milky_way(full, rules)

    def outlines(self, win: Tile) -> list[Outline]:
        """The :class:`Outline` of every decomposition with ``win`` (one of the concealed
        tiles) as the winning tile, in the order :func:`decompositions` yields them."""
        # the enumeration tests the regular shape itself (its feasibility DP at the root), so
        # the rank DP's pre-check of decompositions() would be done twice for a complete hand
        context = _Context(self.full, win, self.melds, self.shapes is None)
        if self.grouped is None:
            shapes = self.shapes
            if shapes is None:
                if len(_SHAPES) > SHAPES_LIMIT:
                    _SHAPES.clear()
                shapes = tuple(context.shapes(self.rules, not self.full.melds))
                self.shapes = _SHAPES[self.key] = shapes
            self.grouped = [
                context.grouped(shape, codes, acting) for shape, codes, acting in shapes
            ]
        found = [o for grouped in self.grouped for o in context.outlines(grouped)]
        if self.milky:
            found.append(Outline("milky_way", (), win.kind, (), -1, context))
        return found


MeldReading = tuple[tuple[Group, ...], ActingPairs]
_MELD_GROUP: dict[MeldType, GroupType] = {"chi": "shuntsu", "pon": "koutsu", "kan": "kantsu"}


@lru_cache(maxsize=1 << 8)
def _meld_readings(melds: tuple[Meld, ...]) -> tuple[MeldReading, ...]:
    """Every distinct combination of meld readings: called groups and their galaxy tiles' kinds.

    Combinations giving the same groups (two galaxy chi read as 123m+123p or 123p+123m) use
    the same multiset of acting kinds, so only the first is kept.  Groups stay in the order of
    ``melds``.  Memoised (a search scores many hands with the same calls).
    """
    per_meld = [
        [
            (Group(_MELD_GROUP[m.type], kinds, called=True), _meld_assignment(m, kinds))
            for kinds in m.interpretations()
        ]
        for m in melds
    ]
    readings: dict[tuple[Group, ...], MeldReading] = {}
    for combo in product(*per_meld):
        groups = tuple(g for g, _ in combo)
        readings.setdefault(tuple(sorted(groups)), (groups, tuple(p for _, a in combo for p in a)))
    return tuple(readings.values())


def _meld_assignment(meld: Meld, kinds: tuple[int, ...]) -> ActingPairs:
    left = Counter(kinds)
    left.subtract(t.kind for t in meld.tiles if not t.galaxy)
    return match_acting(tuple(t for t in meld.tiles if t.galaxy), left)


def _wins_regular(hand: Hand, win: Tile) -> bool:
    """True when ``win`` completes the 13-tile ``hand`` in the regular shape: read from the
    hand's rank DP (the one its waits were solved with), not from a new one for 14 tiles."""
    joker = regular_dp(hand.normal_counts, hand.galaxy_counts).joker_forms()
    return any(kind in joker for kind in win.acts_as)


class _Context:
    def __init__(
        self, full: Hand, win: Tile, melds: tuple[MeldReading, ...], regular: bool
    ) -> None:
        self.full = full
        self.wins_regular = regular
        self.win = win
        self.melds = melds
        self.normal = full.normal_counts
        self.galaxy = full.galaxy_counts

    @cached_property
    def galaxy_tiles(self) -> list[Tile]:
        """The concealed galaxy tiles (the winning one among them): built only for an
        assignment."""
        return [t for t in self.full.tiles if t.galaxy]

    def regular(self) -> Iterator[Decomposition]:
        for shape, codes, acting in self._regular_shapes():
            yield from self.emit(shape, codes, acting)

    def special(self, rules: Rules) -> Iterator[Decomposition]:
        for shape, codes, acting in self._special_shapes(rules):
            yield from self.emit(shape, codes, acting)

    def shapes(
        self, rules: Rules, closed: bool
    ) -> Iterator[tuple[Shape, tuple[GroupCode, ...], Counts]]:
        """Every ``(shape, group codes, acting counts)`` of the concealed tiles, in the order
        :func:`decompositions` yields them."""
        yield from self._regular_shapes()
        if closed:
            yield from self._special_shapes(rules)

    def _regular_shapes(self) -> Iterator[tuple[Shape, tuple[GroupCode, ...], Counts]]:
        if not self.wins_regular:
            return
        for acting, codes in _regular(self.normal, self.galaxy):
            yield "regular", tuple(sorted(codes)), acting

    def _special_shapes(
        self, rules: Rules
    ) -> Iterator[tuple[Shape, tuple[GroupCode, ...], Counts]]:
        if chiitoitsu_complete(self.normal, self.galaxy, rules):
            for acting in _class_fills(self.normal, self.galaxy, _pairs_ok(rules)):
                pairs = (_JANTOU + k for k in range(NUM_KINDS) for _ in range(acting[k] // 2))
                yield "chiitoitsu", tuple(pairs), acting
        if kokushi_complete(self.normal, self.galaxy):
            for acting in _class_fills(self.normal, self.galaxy, _kokushi_ok):
                groups = (
                    (_JANTOU if acting[k] == 2 else _SINGLE) + k for k in TERMINALS_AND_HONORS
                )
                yield "kokushi", tuple(groups), acting

    def emit(
        self, shape: Shape, codes: tuple[GroupCode, ...], acting: Counts
    ) -> Iterator[Decomposition]:
        for outline in self.outlines(self.grouped(shape, codes, acting)):
            yield outline.decomposition()

    def outlines(self, grouped: Grouped) -> list[Outline]:
        """The outlines of one grouping of the concealed tiles (:meth:`grouped`): per winning
        kind, per reading of the called melds."""
        shape, per_meld, acting = grouped
        return [
            Outline(shape, groups, win_kind, acting, meld, self)
            for win_kind in self.win_kinds(acting)
            for meld, groups in enumerate(per_meld)
        ]

    def grouped(self, shape: Shape, codes: tuple[GroupCode, ...], acting: Counts) -> Grouped:
        """One grouping of the concealed tiles (its groups' codes) as ``(shape, groups per
        reading of the called melds, acting counts)``: the concealed groups, then the called
        ones."""
        groups = tuple(map(_GROUP_OF.__getitem__, codes))
        return shape, [groups + meld_groups for meld_groups, _ in self.melds], acting

    def build(
        self, shape: Shape, groups: tuple[Group, ...], win_kind: int, acting: Counts, meld: int
    ) -> Decomposition:
        """The :class:`Decomposition` of an :class:`Outline` (``meld`` -1: a Milky Way shape)."""
        if shape == "milky_way":
            return _milky_way(win_kind)
        if shape == "regular":  # a called group gives no form
            forms = frozenset(f for g in groups for f in _forms(g, win_kind))
        else:
            forms = frozenset({"tanki"})
        used = [acting[k] - self.normal[k] for k in range(NUM_KINDS)]
        assignment = _assign(self.galaxy_tiles, used, self.win, win_kind)
        return Decomposition(shape, groups, win_kind, forms, assignment + self.melds[meld][1])

    def win_kinds(self, acting: Counts) -> list[int]:
        """The kinds the winning tile can act as in a grouping with these acting counts."""
        if not self.win.galaxy:
            return [self.win.kind]
        normal = self.normal
        return [k for k in CLASS_KINDS[KIND_CLASS[self.win.kind]] if acting[k] > normal[k]]


def _pairs_ok(rules: Rules) -> Callable[[int, int], bool]:
    return lambda kind, count: count % 2 == 0 and count <= rules.pair_copies


def _kokushi_ok(kind: int, count: int) -> bool:
    return (count >= 1 if kind in TERMINALS_AND_HONORS else count == 0) and count <= 2


def _class_fills(
    normal: Counts, galaxy: Counts, ok: Callable[[int, int], bool]
) -> Iterator[Counts]:
    """Acting counts where each class's galaxy tiles are spread so every kind passes ``ok``."""
    per_class: list[list[list[tuple[int, int]]]] = []
    for cls in range(NUM_CLASSES):
        kinds = CLASS_KINDS[cls]
        options = [
            [(k, normal[k] + s) for k, s in zip(kinds, split, strict=True)]
            for split in distributions(galaxy[cls], len(kinds))
            if all(ok(k, normal[k] + s) for k, s in zip(kinds, split, strict=True))
        ]
        if not options:
            return
        per_class.append(options)
    yield from _product_counts(per_class, 0, [0] * NUM_KINDS)


def _product_counts(
    per_class: list[list[list[tuple[int, int]]]], index: int, acting: list[int]
) -> Iterator[Counts]:
    if index == len(per_class):
        yield tuple(acting)
        return
    for option in per_class[index]:
        for kind, count in option:
            acting[kind] = count
        yield from _product_counts(per_class, index + 1, acting)


def _forms(group: Group, win_kind: int) -> list[WaitForm]:
    if group.called or win_kind not in group.kinds:
        return []
    if group.type == "jantou":
        return ["tanki"]
    if group.type == "koutsu":
        return ["shanpon"]
    low = group.kinds[0]
    if win_kind == low + 1:
        return ["kanchan"]
    edge = (win_kind == low and low % 9 == 6) or (win_kind == low + 2 and low % 9 == 0)
    return ["penchan" if edge else "ryanmen"]


def _assign(galaxy_tiles: list[Tile], used: list[int], win: Tile, win_kind: int) -> ActingPairs:
    """Give each galaxy tile an acting kind, the winning tile ``win_kind``."""
    left = {k: n for k, n in enumerate(used) if n > 0}
    if not win.galaxy:
        return match_acting(galaxy_tiles, left)
    tiles = list(galaxy_tiles)
    tiles.remove(win)
    left[win_kind] -= 1
    return ((win, win_kind), *match_acting(tiles, left))


#: The blocks the regular enumeration reads on their own (a shuntsu never leaves its suit):
#: ``(first kind, local galaxy class of each kind, rank of each kind)``.  A suit's rank ``r``
#: takes galaxy tiles of number ``r`` (its local class ``r - 1``); honours are rank 9 (no
#: shuntsu), a wind taking galaxy winds (local class 0), a dragon galaxy dragons (1).
_BLOCKS = (
    *((9 * suit, tuple(range(9)), tuple(range(1, 10))) for suit in range(3)),
    (EAST, (0,) * 4 + (1,) * 3, (9,) * 7),
)
#: One reading of a block: ``(galaxy tiles used per local class, packed 4 bits a class;
#: 1 when it holds the jantou; acting counts of its kinds; its groups' codes)``.
BlockShape = tuple[int, int, Counts, tuple[GroupCode, ...]]
#: Memo of :func:`_block_shapes` by (block, its normal counts, the galaxy tiles of its classes).
_BLOCK_SHAPES: dict[
    tuple[int, Counts, Counts],
    tuple[tuple[BlockShape, ...], dict[int, tuple[BlockShape, ...]]],
] = {}
_GUARD = sum(8 << (4 * i) for i in range(9))


def _pack(counts: Sequence[int]) -> int:
    return sum(c << (4 * i) for i, c in enumerate(counts))


def _fits(part: int, whole: int) -> bool:
    """Every packed count of ``part`` at most that of ``whole``."""
    return ((whole | _GUARD) - part) & _GUARD == _GUARD


def _regular(normal: Counts, galaxy: Counts) -> Iterator[tuple[Counts, list[GroupCode]]]:
    """Every regular reading as ``(acting counts, group codes)``: the readings of each block (m, p,
    s, honours; :func:`_block_shapes`) combined so that every galaxy tile is used once and
    there is one jantou, in the order of a depth-first search over the kinds 0..33 (each
    kind's galaxy tiles taken, then the rank DP's choices), the order that breaks ties
    between equal declarations."""
    numbers, specials = galaxy[0:9], galaxy[9:11]
    man, _ = _block_shapes(0, normal[0:9], numbers)
    pin, _ = _block_shapes(1, normal[9:18], numbers)
    _, sou = _block_shapes(2, normal[18:27], numbers)
    _, honours = _block_shapes(3, normal[27:34], specials)
    last = honours.get(_pack(specials))
    if not last:
        return
    budget = _pack(numbers)
    for m_used, m_jantou, m_acting, m_groups in man:
        after_m = budget - m_used  # the man block's budget is the whole one
        for p_used, p_jantou, p_acting, p_groups in pin:
            if (m_jantou and p_jantou) or not _fits(p_used, after_m):
                continue
            s_shapes = sou.get(after_m - p_used)
            if not s_shapes:
                continue
            jantou = m_jantou | p_jantou
            for _, s_jantou, s_acting, s_groups in s_shapes:
                if jantou and s_jantou:
                    continue
                wanted = 1 - (jantou | s_jantou)
                for _, z_jantou, z_acting, z_groups in last:
                    if z_jantou == wanted:
                        acting = m_acting + p_acting + s_acting + z_acting
                        yield acting, [*m_groups, *p_groups, *s_groups, *z_groups]


def _block_shapes(
    block: int, counts: Counts, budget: Counts
) -> tuple[tuple[BlockShape, ...], dict[int, tuple[BlockShape, ...]]]:
    """Every reading of one block's ``counts`` taking at most ``budget`` galaxy tiles per local
    class, in depth-first order over its kinds (each kind: galaxy tiles taken 0.., then the
    rank DP's choices, :func:`.rank_dp.suit_options`), and the same readings by galaxy tiles
    used; memoised process-wide (bounded).  A reading within a smaller budget, or without a
    jantou, keeps its place in that order, so callers filter these lists."""
    key = (block, counts, budget)
    found = _BLOCK_SHAPES.get(key)
    if found is not None:
        return found
    first, classes, ranks = _BLOCKS[block]
    shapes: list[BlockShape] = []
    left = list(budget)
    acting = [0] * len(counts)
    groups: list[GroupCode] = []

    def visit(i: int, p1: int, p2: int, pair: int) -> None:
        # a kind with no tile, no galaxy tile left for it and no pending shuntsu has one
        # reading, empty: pass over it
        while i < len(counts) and not (counts[i] or p1 or p2 or left[classes[i]]):
            acting[i] = 0
            i += 1
        if i == len(counts):
            used = _pack([b - n for b, n in zip(budget, left, strict=True)])
            shapes.append((used, pair, tuple(acting), tuple(groups)))
            return
        cls = classes[i]
        have = left[cls]
        for taken in range(have + 1):
            count = counts[i] + taken
            options = suit_options(p1, p2, count, ranks[i])
            if not options:
                continue
            left[cls] = have - taken
            acting[i] = count
            for started, _, jantou, _ in options:
                if pair and jantou:
                    continue
                made = _groups(first + i, count - p1 - p2, started, jantou)
                groups.extend(made)
                visit(i + 1, started, p1, pair | jantou)
                del groups[len(groups) - len(made) :]
            left[cls] = have

    visit(0, 0, 0, 0)
    by_used: dict[int, list[BlockShape]] = {}
    for shape in shapes:
        by_used.setdefault(shape[0], []).append(shape)
    if len(_BLOCK_SHAPES) > SHAPES_LIMIT:
        _BLOCK_SHAPES.clear()
    # tuples of ints only, which the garbage collector stops scanning
    found = _BLOCK_SHAPES[key] = (
        tuple(shapes),
        {used: tuple(members) for used, members in by_used.items()},
    )
    return found


@cache
def _groups(k: int, free: int, started: int, jantou: int) -> tuple[GroupCode, ...]:
    """The codes of the groups kind ``k`` starts with ``free`` tiles left after the pending
    shuntsu."""
    koutsu = (free - started - 2 * jantou) // 3
    return (_SHUNTSU + k,) * started + (_KOUTSU + k,) * koutsu + (_JANTOU + k,) * jantou
