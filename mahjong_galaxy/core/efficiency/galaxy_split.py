"""Best regular block value of concealed tiles with galaxy number tiles split over the suits.

A galaxy number tile acts in any of the three suits, so the block value (see
:mod:`.block_tables`) is a maximum over how many galaxy tiles of each number go to each suit.
Galaxy tiles of a number are interchangeable, so only counts matter, and exact reductions
keep the search small without enumerating the 3^g assignments:

* a group made of galaxy tiles only fits any suit, so those tiles go to a virtual fourth
  "galaxy suit" scored by the same suit table; a suit then only takes galaxy tiles that share
  a group with one of its normal tiles, i.e. within two ranks of one;
* such a group holds at most two galaxy tiles per normal tile of the suit (a mentsu has one
  normal tile at least, a taatsu or jantou too and one galaxy tile at most), which bounds how
  many galaxy tiles a suit takes;
* a suit never takes a galaxy vector when one tile less scores the same table (that tile does
  at least as well in the galaxy suit), so each suit keeps only its *useful* vectors.

:class:`RegularParts` also answers "what if one more tile were here" for ukeire without redoing
the split of the other suits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from operator import add, ge

from mahjong_galaxy.core.efficiency.block_tables import (
    ALL_RANKS,
    FIELD,
    RANKS,
    Table,
    best_of,
    best_value,
    conv,
    discard_keeps,
    draw_gains,
    fits,
    lowest_unit,
    sub_vectors,
    suit_table,
    unit,
    unpack,
)

Useful = tuple[tuple[int, Table], ...]

_NEAR_MASKS = tuple(
    sum(FIELD << (4 * r) for r in range(max(0, rank - 2), min(RANKS, rank + 3)))
    for rank in range(RANKS)
)


@lru_cache(maxsize=1 << 16)
def useful_vectors(suit: int, galaxy: int) -> Useful:
    """Galaxy vectors worth giving to a suit, each with the suit's table when it takes them.

    Args:
        suit: packed normal counts of the suit.
        galaxy: packed galaxy number counts available.

    Returns:
        ``((vector, table), ...)``, always starting with the empty vector; memoised.
    """
    return _useful(suit, galaxy & near_mask(suit))


@lru_cache(maxsize=1 << 16)
def draw_vectors(suit: int, galaxy: int) -> tuple[int, ...]:
    """Galaxy vectors enough for the best split of ``suit`` with one more tile at any rank: every
    vector of ``galaxy`` the larger suit may take (:func:`useful_vectors`: at most two galaxy
    tiles per normal tile)."""
    return _within(galaxy, 2 * (sum(unpack(suit)) + 1))


@lru_cache(maxsize=1 << 16)
def discard_vectors(suit: int, galaxy: int) -> tuple[int, ...]:
    """The same for ``suit`` with one tile less at any rank: galaxy tiles near its tiles."""
    return _within(galaxy & near_mask(suit), 2 * (sum(unpack(suit)) - 1))


#: Per table size (``2 * slots + 2``), the suit tables' first entries reversed by packed suit
#: (:func:`reversed_table`); like the suit tables they depend on the suit only.
_REVERSED: dict[int, dict[int, Table]] = {}


def reversed_table(packed: int, size: int) -> Table:
    """The first ``size`` entries of the suit's table reversed, memoised process-wide: so that
    ``map(add, reversed_table(suit, size), rest)`` pairs entry ``i`` with the rest's entry
    ``size - 1 - i`` (:func:`~.block_tables.best_value`) without slicing the rest."""
    tables = _REVERSED.get(size)
    if tables is None:
        tables = _REVERSED[size] = {}
    table = tables.get(packed)
    if table is None:
        table = tables[packed] = suit_table(packed)[size - 1 :: -1]
    return table


def _within(galaxy: int, most: int) -> tuple[int, ...]:
    """The vectors of ``galaxy`` with at most ``most`` tiles."""
    return tuple(v for v in sub_vectors(galaxy) if sum(unpack(v)) <= most)


@lru_cache(maxsize=1 << 16)
def tile_count(packed: int) -> int:
    """Number of tiles of a packed vector."""
    return sum(unpack(packed))


@lru_cache(maxsize=1 << 16)
def near_mask(packed: int) -> int:
    """Packed mask (all bits of a rank's field) of the ranks within two of a tile of ``packed``."""
    near = 0
    for rank, count in enumerate(unpack(packed)):
        if count:
            near |= _NEAR_MASKS[rank]
    return near


@lru_cache(maxsize=1 << 16)
def _useful(suit: int, galaxy: int) -> Useful:
    most = 2 * sum(unpack(suit))
    return _undominated(
        {v: suit_table(suit + v) for v in sub_vectors(galaxy) if sum(unpack(v)) <= most}
    )


def _undominated(entries: dict[int, Table]) -> Useful:
    """Entries whose galaxy tiles all earn their place.

    ``(vector, table)`` is dropped when some of its galaxy tiles do at least as well in the
    galaxy suit: the vector minus one tile already reaches ``table``, or minus a whole mentsu
    (koutsu, shuntsu) reaches it once that mentsu is counted apart.
    """
    kept = []
    for vector, table in entries.items():
        if not any(entries.get(vector - one) == table for one in _moves(vector, 1)) and not any(
            _covers(entries.get(vector - mentsu), table) for mentsu in _moves(vector, 3)
        ):
            kept.append((vector, table))
    return tuple(kept)


def _covers(rest: Table | None, table: Table) -> bool:
    """True when ``rest`` plus one separate mentsu scores at least ``table`` everywhere."""
    if rest is None:
        return False
    with_mentsu = rest[:2] + tuple(max(a, b + 2) for a, b in zip(rest[2:], rest, strict=False))
    return all(map(ge, with_mentsu, table))


@lru_cache(maxsize=1 << 16)
def _moves(vector: int, size: int) -> tuple[int, ...]:
    """Packed groups of ``size`` tiles inside ``vector``: single tiles (size 1) or mentsu
    (size 3: koutsu and shuntsu)."""
    counts = unpack(vector)
    if size == 1:
        return tuple(unit(r) for r, c in enumerate(counts) if c)
    koutsu = [3 * unit(r) for r, c in enumerate(counts) if c >= 3]
    shuntsu = [
        unit(r) + unit(r + 1) + unit(r + 2)
        for r in range(RANKS - 2)
        if counts[r] and counts[r + 1] and counts[r + 2]
    ]
    return tuple(koutsu + shuntsu)


_WITH_GALAXY: dict[tuple[int, int], Table] = {}
_OTHERS: dict[tuple[int, int, int], Table] = {}
#: Per (two other suits, honours table), the others-with-honours table by galaxy budget.
_OTHERS_HONORS: dict[tuple[int, int, Table], dict[int, Table]] = {}
#: Rank masks of :meth:`RegularParts.draw_ranks` / ``discard_ranks`` by (suit, the other two
#: suits in order of value, honours table, galaxy numbers, slots, target, draw or discard).
_RANK_MASKS: dict[tuple[int, int, int, Table, int, int, int, bool], int] = {}
#: The tables of three suits with galaxy numbers by (suits in order, galaxy numbers).
_NUMBERS: dict[tuple[int, ...], Table] = {}
MEMO_LIMIT = 1 << 18  # entries per memo before it is emptied (bounds memory in long sessions)
#: Keys of :data:`_OTHERS_HONORS` before it is emptied (a key holds about 16 budgets).
REST_LIMIT = MEMO_LIMIT >> 4


def clear_caches() -> None:
    """Forget every memoised split (suit tables stay: they depend on a suit's counts only)."""
    cached_functions = (useful_vectors, _useful, near_mask, tile_count, _moves, draw_vectors)
    for cached in (*cached_functions, discard_vectors):
        cached.cache_clear()
    _WITH_GALAXY.clear()
    _OTHERS.clear()
    _OTHERS_HONORS.clear()
    _RANK_MASKS.clear()
    _NUMBERS.clear()


def with_galaxy_suit(suit: int, budget: int, galaxy: int) -> Table:
    """Best table of one suit plus the galaxy suit sharing the galaxy tiles ``budget``.

    Args:
        suit: packed normal counts of the suit.
        budget: packed galaxy number counts the two may use.
        galaxy: any packed galaxy vector containing ``budget`` (its useful vectors are filtered;
            the result depends on ``suit`` and ``budget`` only and is memoised on them).
    """
    key = (suit, budget)
    table = _WITH_GALAXY.get(key)
    if table is None:
        table = best_of(
            [
                conv(part, suit_table(budget - used))
                for used, part in useful_vectors(suit, galaxy)
                if fits(used, budget)
            ]
        )
        if len(_WITH_GALAXY) > MEMO_LIMIT:
            _WITH_GALAXY.clear()
        _WITH_GALAXY[key] = table
    return table


def others_table(first: int, second: int, budget: int, galaxy: int) -> Table:
    """Best table of two suits plus the galaxy suit sharing the galaxy tiles ``budget``.

    Args:
        first, second: packed normal counts of the two suits.
        budget: packed galaxy number counts the three may use.
        galaxy: any packed galaxy vector containing ``budget`` (as in :func:`with_galaxy_suit`).
    """
    key = (first, second, budget)
    table = _OTHERS.get(key)
    if table is None:
        table = best_of(
            [
                conv(part, with_galaxy_suit(second, budget - used, galaxy))
                for used, part in useful_vectors(first, galaxy)
                if fits(used, budget)
            ]
        )
        if len(_OTHERS) > MEMO_LIMIT:
            _OTHERS.clear()
        _OTHERS[key] = table
    return table


class RegularParts:
    """Concealed tiles of a hand for regular shapes: three suits, galaxy numbers, honours.

    Args:
        suits: packed normal counts of m, p, s.
        galaxy: packed galaxy number counts (rank n = galaxy tiles of number n + 1).
        honors: block table of the honour tiles (galaxy winds/dragons included).
        slots: mentsu still to be formed from concealed tiles (4 minus calls).
    """

    def __init__(self, suits: tuple[int, int, int], galaxy: int, honors: Table, slots: int) -> None:
        self.suits = suits
        self.galaxy = galaxy
        self.honors = honors
        self.slots = slots
        self._rests: list[dict[int, Table] | None] = [None, None, None]
        self._numbers: Table | None = None
        self._pairs: list[tuple[int, int] | None] = [None, None, None]

    def value(self) -> int:
        """Best block value of the concealed tiles."""
        return self.value_with_suit(0, self.suits[0])

    def value_with_suit(self, index: int, suit: int) -> int:
        """Best block value when suit ``index`` (0 m, 1 p, 2 s) holds packed counts ``suit``."""
        return self._value(index, suit, self.galaxy)

    def value_with_galaxy(self, galaxy: int) -> int:
        """Best block value when the galaxy numbers are ``galaxy`` (packed, within
        :attr:`galaxy`: some of them discarded)."""
        return self._value(0, self.suits[0], galaxy)

    def _value(self, index: int, suit: int, galaxy: int) -> int:
        """Best block value with suit ``index`` holding ``suit`` and galaxy numbers ``galaxy``.

        The first split (no galaxy tile to the suit) gives the rest every galaxy tile, a bound
        of every other split's rest: a split whose rest is not memoised is searched only when
        that bound beats the best value found so far."""
        slots, rests = self.slots, self._rest_tables(index)
        vectors = iter(useful_vectors(suit, galaxy))
        _, table = next(vectors)  # the empty vector
        widest = self._others_with_honors(index, galaxy)
        best = best_value(table, widest, slots)
        for vector, table in vectors:
            rest = rests.get(galaxy - vector)
            if rest is None:
                if best_value(table, widest, slots) <= best:
                    continue
                rest = self._others_with_honors(index, galaxy - vector)
            value = best_value(table, rest, slots)
            if value > best:
                best = value
        return best

    def draw_ranks(self, index: int, target: int) -> int:
        """The ranks (bit r, 0 = number 1) of suit ``index`` (0 m, 1 p, 2 s) where one more
        normal tile brings the best block value to ``target``, found in one pass over the
        splits of the suit (:func:`draw_vectors`) instead of one search per rank; memoised
        process-wide (:meth:`_ranks`)."""
        return self._ranks(index, target, True)

    def discard_ranks(self, index: int, target: int) -> int:
        """The held ranks of suit ``index`` where one normal tile less keeps a best block value
        of ``target``, in one pass (:func:`discard_vectors`); memoised (:meth:`_ranks`)."""
        return self._ranks(index, target, False)

    def _ranks(self, index: int, target: int, draw: bool) -> int:
        """:meth:`draw_ranks` (``draw``) or :meth:`discard_ranks` of suit ``index``, memoised
        on what fixes them: the suit, the other two (the suits are alike: in either order),
        the honours, the galaxy numbers, the slots and the target."""
        suit, (first, second) = self.suits[index], self._pair(index)
        others = (first, second) if first <= second else (second, first)
        key = (suit, *others, self.honors, self.galaxy, self.slots, target, draw)
        found = _RANK_MASKS.get(key)
        if found is None:
            if draw:
                vectors = draw_vectors(suit, self.galaxy)
                found = self._rank_mask(index, target, vectors, draw_gains, 1, ALL_RANKS)
            else:
                vectors = discard_vectors(suit, self.galaxy)
                found = self._rank_mask(index, target, vectors, discard_keeps, 0, _held(suit))
            if len(_RANK_MASKS) > MEMO_LIMIT:
                _RANK_MASKS.clear()
            _RANK_MASKS[key] = found
        return found

    def _rank_mask(
        self,
        index: int,
        target: int,
        vectors: tuple[int, ...],
        marks: Callable[[int], tuple[int, ...]],
        lift: int,
        ranks: int,
    ) -> int:
        """The ranks among ``ranks`` of suit ``index`` where one tile changed reaches ``target``.

        ``marks(suit)`` gives per table entry the ranks where the changed suit's entry is the
        old one plus ``lift`` (a draw's gain: 1; a discard's keep: 0), one less at every other
        rank.  A split ``vector`` reaches ``target`` through entry ``i`` at every rank when
        the lower sum does, at the marked ranks when only the higher one does.  The rest of
        a split not yet memoised is computed only when a bound shows it may reach a rank not
        found yet: the rest of the split with one galaxy tile less, or that split's bound (a
        smaller budget scores no more), from :meth:`_rest_bound` for the first split (every
        galaxy tile to the rest) when its rest is not memoised.
        """
        galaxy, size, base = self.galaxy, 2 * self.slots + 2, self.suits[index]
        rests = self._rest_tables(index)
        widest = rests.get(galaxy)
        need = target - lift
        found = 0
        # per split seen, its rest or a bound of it (the empty split's parent: the bound of -1)
        above = {-1: self._rest_bound(index) if widest is None else widest}
        for vector in vectors:  # each after the split with one tile less (sub_vectors order)
            suit = base + vector
            table = reversed_table(suit, size)
            rest = rests.get(galaxy - vector)
            if rest is None:
                bound = above[vector - lowest_unit(vector) if vector else -1]
                top = max(map(add, table, bound))
                if top < need or (
                    top == need
                    and not _marked(marks(suit)[size - 1 :: -1], map(add, table, bound), need)
                    & ranks
                    & ~found
                ):
                    above[vector] = bound
                    continue
                rest = self._others_with_honors(index, galaxy - vector)
            above[vector] = rest
            high = max(map(add, table, rest))
            if high > need:
                return ranks
            if high == need:
                sums = map(add, table, rest)
                found = (found | _marked(marks(suit)[size - 1 :: -1], sums, need)) & ranks
                if found == ranks:
                    break
        return found

    def _rest_bound(self, index: int) -> Table:
        """A bound of :meth:`_others_with_honors` at the whole galaxy budget, cheap: each of
        the other suits and the galaxy suit given every galaxy tile (a suit takes only those
        near its tiles: :func:`useful_vectors`), as if there were three of each."""
        first, second = self._pair(index)
        galaxy = self.galaxy
        both = conv(
            suit_table(first + (galaxy & near_mask(first))),
            suit_table(second + (galaxy & near_mask(second))),
        )
        return conv(conv(both, suit_table(galaxy)), self.honors)

    def value_with_honors(self, honors: Table) -> int:
        """Best block value when the honour tiles score ``honors`` instead."""
        if self._numbers is None:
            self._numbers = self._number_table()
        return best_value(self._numbers, honors, self.slots)

    def _number_table(self) -> Table:
        """The table of the three suits and the galaxy numbers, memoised process-wide on them
        (the suits in either order: the galaxy numbers act in any suit), so states that differ
        in honours only share it."""
        key = (*sorted(self.suits), self.galaxy)
        table = _NUMBERS.get(key)
        if table is None:
            table = best_of(
                [
                    conv(part, self._others(0, self.galaxy - vector))
                    for vector, part in useful_vectors(self.suits[0], self.galaxy)
                ]
            )
            if len(_NUMBERS) > MEMO_LIMIT:
                _NUMBERS.clear()
            _NUMBERS[key] = table
        return table

    def _others(self, index: int, budget: int) -> Table:
        """The other two suits and the galaxy suit; the suit with fewer tiles (so fewer useful
        vectors) is iterated, the other one's tables are shared through :func:`with_galaxy_suit`."""
        first, second = self._pair(index)
        return others_table(first, second, budget, self.galaxy)

    def _pair(self, index: int) -> tuple[int, int]:
        """The two suits other than ``index``, the one with fewer tiles first (memoised)."""
        pair = self._pairs[index]
        if pair is None:
            first, second = (self.suits[s] for s in range(3) if s != index)
            if tile_count(second) < tile_count(first):
                first, second = second, first
            pair = self._pairs[index] = (first, second)
        return pair

    def _others_with_honors(self, index: int, budget: int) -> Table:
        """:meth:`_others` with the honours, memoised process-wide (:meth:`_rest_tables`)."""
        rests = self._rest_tables(index)
        table = rests.get(budget)
        if table is None:
            first, second = self._pair(index)
            table = conv(others_table(first, second, budget, self.galaxy), self.honors)
            rests[budget] = table
        return table

    def _rest_tables(self, index: int) -> dict[int, Table]:
        """The memo of :meth:`_others_with_honors` for suit ``index`` by galaxy budget, shared
        process-wide by the other two suits and the honours: states of one search share most
        of them (a draw or a discard changes one block)."""
        rests = self._rests[index]
        if rests is None:
            first, second = self._pair(index)
            key = (first, second, self.honors)
            rests = _OTHERS_HONORS.get(key)
            if rests is None:
                if len(_OTHERS_HONORS) > REST_LIMIT:
                    _OTHERS_HONORS.clear()
                rests = _OTHERS_HONORS[key] = {}
            self._rests[index] = rests
        return rests


def _marked(masks: tuple[int, ...], sums: Iterable[int], need: int) -> int:
    """The union of ``masks[i]`` over the entries ``i`` where ``sums[i]`` is ``need``."""
    found = 0
    for mask, total in zip(masks, sums, strict=True):
        if total == need:
            found |= mask
    return found


@lru_cache(maxsize=1 << 16)
def _held(packed: int) -> int:
    """The ranks (bit r) where ``packed`` has a tile, memoised (asked once per discard search)."""
    return sum(1 << rank for rank, count in enumerate(unpack(packed)) if count)
