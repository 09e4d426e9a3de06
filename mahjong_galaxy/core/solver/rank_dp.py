"""Rank-by-rank dynamic programme for regular (4 mentsu + jantou) shapes with galaxy tiles.

The three number suits are processed together, one rank (1..9) at a time, because a galaxy
number tile can act in any suit: at each rank the galaxy tiles of that number are split over the
suits.  Galaxy tiles of one class are interchangeable, so only how many go to each suit matters;
this avoids the 3^g blow-up of enumerating assignments.

A state before rank ``n`` is ``(m1, m2, p1, p2, s1, s2, pair)``: per suit the shuntsu started at
rank n-1 (they still need ranks n and n+1) and at rank n-2 (they still need rank n), and whether
the jantou is already used.  Honours have no shuntsu; winds and dragons are solved apart by
distributing the galaxy winds / dragons over their kinds.

Wait forms are tracked as bit masks (``FORM_BITS``) for an extra "joker" tile placed at one rank
of one suit: the group it lands in gives ryanmen, kanchan, penchan, shanpon or tanki.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

from mahjong_galaxy.core.tiles import DRAGON_CLASS, EAST, WHITE, WIND_CLASS

#: A wait form: the shape of the group the winning tile completes (``milky_way`` for a galaxy tile
#: winning through Milky Way, which needs no shape).
WaitForm = Literal["ryanmen", "kanchan", "penchan", "shanpon", "tanki", "milky_way"]

RYANMEN, KANCHAN, PENCHAN, SHANPON, TANKI = 1, 2, 4, 8, 16
FORM_BITS: tuple[tuple[WaitForm, int], ...] = (
    ("ryanmen", RYANMEN),
    ("kanchan", KANCHAN),
    ("penchan", PENCHAN),
    ("shanpon", SHANPON),
    ("tanki", TANKI),
)

State = tuple[int, int, int, int, int, int, int]
#: ``((honour kind, wait-form mask), ...)``, honour kinds in order (:func:`honor_joker_masks`).
HonorMasks = tuple[tuple[int, int], ...]
START: State = (0, 0, 0, 0, 0, 0, 0)
NO_JOKER = -1
# One suit's choice at a rank: (shuntsu started here, shuntsu started at the previous rank,
# jantou taken here 0/1, forms the joker would have if it sits at this rank).
SuitOption = tuple[int, int, int, int]


def form_names(mask: int) -> frozenset[WaitForm]:
    """The wait-form names in a form bit mask."""
    return _FORM_NAMES[mask] if 0 <= mask < len(_FORM_NAMES) else _names(mask)


def _names(mask: int) -> frozenset[WaitForm]:
    return frozenset(name for name, bit in FORM_BITS if mask & bit)


_FORM_NAMES = tuple(_names(mask) for mask in range(1 << len(FORM_BITS)))


def _suit_options(p1: int, p2: int, count: int, rank: int) -> tuple[SuitOption, ...]:
    free = count - p1 - p2
    if free < 0:
        return ()
    options = []
    for started in range(min(free, 4) + 1 if rank <= 7 else 1):
        for pair in (0, 1):
            rest = free - started - 2 * pair
            if rest < 0 or rest % 3:
                continue
            roles = (RYANMEN if rank != 3 else PENCHAN) if p2 else 0
            roles |= KANCHAN if p1 else 0
            roles |= (PENCHAN if rank == 7 else RYANMEN) if started else 0
            roles |= SHANPON if rest else 0
            roles |= TANKI if pair else 0
            options.append((started, p1, pair, roles))
    return tuple(options)


#: Most tiles of one rank the table covers: a hand's 14 tiles (a suit holds at most 3 normal
#: copies, the 3 galaxy tiles of the number and the extra tile; the plain set 4 normal copies).
MAX_COUNT = 14


def _options_table(rank: int) -> tuple[tuple[tuple[tuple[SuitOption, ...], ...], ...], ...]:
    return tuple(
        tuple(
            tuple(_suit_options(p1, p2, c, rank) for c in range(MAX_COUNT + 1)) for p2 in range(5)
        )
        for p1 in range(5)
    )


# The options depend on the rank only through: shuntsu may start (1-7), a pending shuntsu from
# two ranks back is penchan (3), a new one is penchan (7); so four tables serve ranks 1-9.
_TABLES = {rank: _options_table(rank) for rank in (1, 3, 7, 8)}
#: ``OPTIONS[rank][p1][p2][count]``: :func:`suit_options`, built once at import (a few ms) so that
#: no hand, not even the first one a process solves, pays for it.
OPTIONS = (
    _TABLES[1],
    _TABLES[1],
    _TABLES[1],
    _TABLES[3],
    *[_TABLES[1]] * 3,
    _TABLES[7],
    *[_TABLES[8]] * 2,
)


def suit_options(p1: int, p2: int, count: int, rank: int) -> tuple[SuitOption, ...]:
    """Ways one suit can use ``count`` tiles of ``rank`` given pending shuntsu ``p1``, ``p2``.

    Every pending shuntsu takes one tile; the rest become new shuntsu (ranks 1..7 only),
    koutsu and at most one jantou.  A table look-up (:data:`OPTIONS`) up to
    :data:`MAX_COUNT` tiles.
    """
    if count <= MAX_COUNT:
        return OPTIONS[rank][p1][p2][count]
    return _suit_options(p1, p2, count, rank)


def _splits(galaxy: int) -> list[tuple[int, int, int]]:
    return [(a, b, galaxy - a - b) for a in range(galaxy + 1) for b in range(galaxy - a + 1)]


SPLITS = tuple(_splits(g) for g in range(8))


Moves = tuple[tuple[State, int], ...]
MovesKey = tuple[State, tuple[int, int, int], int, int]


class MovesMemo(dict[MovesKey, Moves]):
    """The process-wide memo of :func:`moves`, also filled by :func:`step` with each galaxy
    split it follows (so the assignment count and view, which follow one split at a time, find
    the transitions the waits made); bounded, and cleared like a functools cache."""

    LIMIT = 1 << 20

    def cache_clear(self) -> None:
        """Forget every memoised transition."""
        self.clear()

    def keep(self, key: MovesKey, found: Moves) -> Moves:
        """Store ``found`` under ``key`` (clearing a full memo first); returns ``found``."""
        if len(self) >= self.LIMIT:
            self.clear()
        self[key] = found
        return found


MOVES = MovesMemo()


@lru_cache(maxsize=1 << 20)
def step(
    state: State, counts: tuple[int, int, int], galaxy: int, rank: int, joker: int = NO_JOKER
) -> Moves:
    """Successor states after ``rank`` with each successor's joker forms.

    The union of :func:`moves` over the galaxy splits (each split's result memoised in
    :data:`MOVES`).

    Args:
        state: state before ``rank``.
        counts: normal tiles of ``rank`` in m, p, s.
        galaxy: galaxy tiles of this number to split over the suits.
        rank: 1..9.
        joker: suit 0..2 that gets one extra tile of this rank, or NO_JOKER.

    Returns:
        ``((next_state, form_mask), ...)``; the mask is 0 without a joker.
    """
    if not galaxy:
        return moves(state, counts, rank, joker)
    cm, cp, cs = counts
    jm, jp, js = (joker == 0), (joker == 1), (joker == 2)
    table = OPTIONS[rank]
    om_by, op_by, os_by = (
        table[state[0]][state[1]],
        table[state[2]][state[3]],
        table[state[4]][state[5]],
    )
    result: dict[State, int] = {}
    get = MOVES.get
    for a, b, c in SPLITS[galaxy]:
        if not (om_by[cm + a + jm] and op_by[cp + b + jp] and os_by[cs + c + js]):
            continue  # some suit cannot use its tiles: no successor
        key = (state, (cm + a, cp + b, cs + c), rank, joker)
        found = get(key)
        if found is None:
            found = MOVES.keep(key, _moves(state, key[1], rank, joker))
        for nxt, roles in found:
            result[nxt] = result.get(nxt, 0) | roles
    return tuple(result.items())


def moves(state: State, counts: tuple[int, int, int], rank: int, joker: int = NO_JOKER) -> Moves:
    """Successor states after ``rank`` with these acting counts (no galaxy tiles to split), and
    each successor's joker forms (0 without a joker; ``joker`` as for :func:`step`); memoised
    in :data:`MOVES` (a suit that cannot use its tiles ends it at once)."""
    table = OPTIONS[rank]
    cm, cp, cs = counts
    if not (
        table[state[0]][state[1]][cm + (joker == 0)]
        and table[state[2]][state[3]][cp + (joker == 1)]
        and table[state[4]][state[5]][cs + (joker == 2)]
    ):
        return ()
    key = (state, counts, rank, joker)
    found = MOVES.get(key)
    if found is None:
        found = MOVES.keep(key, _moves(state, counts, rank, joker))
    return found


def packed_moves(
    state: State,
    acting: Sequence[tuple[int, int, int]],
    rank: int,
    joker: int,
    index: dict[State, int],
    width: int,
) -> tuple[int, int]:
    """The successors of ``state`` after ``rank`` (with one extra tile in suit ``joker``, or
    NO_JOKER) under each of the acting counts ``acting`` (one per galaxy split), packed into
    one int: the bits ``index`` gives them (others dropped), the i-th counts' shifted by i
    times ``width``; and the counts under which there are any (bit i: the i-th).  :func:`moves`
    per counts, the state's rows of :data:`OPTIONS` looked up once (counts under which a suit
    cannot use its tiles have no successor)."""
    table = OPTIONS[rank]
    rows_m, rows_p, rows_s = (
        table[state[0]][state[1]],
        table[state[2]][state[3]],
        table[state[4]][state[5]],
    )
    jm, jp, js = joker == 0, joker == 1, joker == 2
    get, bit_of = MOVES.get, index.get
    found = shift = live = 0
    split = 1  # the bit of the counts in ``live``
    for counts in acting:
        if rows_m[counts[0] + jm] and rows_p[counts[1] + jp] and rows_s[counts[2] + js]:
            key = (state, counts, rank, joker)
            moved = get(key)
            if moved is None:
                moved = MOVES.keep(key, _moves(state, counts, rank, joker))
            bits = 0
            for nxt, _ in moved:
                bit = bit_of(nxt)
                if bit:
                    bits |= bit
            if bits:
                found |= bits << shift
                live |= split
        shift += width
        split <<= 1
    return found, live


def _moves(state: State, counts: tuple[int, int, int], rank: int, joker: int) -> Moves:
    m1, m2, p1, p2, s1, s2, pair = state
    cm, cp, cs = counts
    if joker != NO_JOKER:
        cm, cp, cs = cm + (joker == 0), cp + (joker == 1), cs + (joker == 2)
    table = OPTIONS[rank]
    oms, ops, oss = table[m1][m2][cm], table[p1][p2][cp], table[s1][s2][cs]
    result: dict[State, int] = {}
    for om in oms:
        after_m = pair + om[2]
        if after_m > 1:
            continue
        for op in ops:
            after_p = after_m + op[2]
            if after_p > 1:
                continue
            for os in oss:
                pairs = after_p + os[2]
                if pairs <= 1:
                    nxt = (om[0], m1, op[0], p1, os[0], s1, pairs)
                    roles = (om, op, os)[joker][3] if joker != NO_JOKER else 0
                    result[nxt] = result.get(nxt, 0) | roles
    return tuple(result.items())


@lru_cache(maxsize=1 << 16)
def honor_pairs(counts: tuple[int, ...], galaxy: int) -> frozenset[int]:
    """Jantou counts (0 or 1) with which honour kinds of one class form koutsu + jantou.

    Args:
        counts: normal tiles per kind of the class (4 winds or 3 dragons).
        galaxy: galaxy tiles of the class, each acting as any of its kinds.
    """
    return frozenset(p for p, _ in honor_joker(counts, galaxy, NO_JOKER))


@lru_cache(maxsize=1 << 16)
def honor_joker(counts: tuple[int, ...], galaxy: int, joker: int) -> frozenset[tuple[int, int]]:
    """Like :func:`honor_pairs` with one extra tile of kind index ``joker`` (or NO_JOKER).

    Every kind must end with 0 or 2 tiles modulo 3, at most one with 2 (the jantou).  So for
    each choice of the jantou kind (or none) the galaxy tiles first top every kind up to its
    residue; what is left must be a multiple of 3, and those triples may go to any kind.

    Returns:
        ``{(jantou_count, form_mask), ...}``; the mask says whether the joker sits in a koutsu
        (shanpon) or the jantou (tanki).
    """
    acting = [c + (i == joker) for i, c in enumerate(counts)]
    out: set[tuple[int, int]] = set()
    for pair in (NO_JOKER, *range(len(acting))):
        needed = [(2 - a) % 3 if i == pair else -a % 3 for i, a in enumerate(acting)]
        left = galaxy - sum(needed)
        if left < 0 or left % 3:
            continue
        pairs = int(pair != NO_JOKER)
        if joker == NO_JOKER:
            out.add((pairs, 0))
            continue
        tanki = TANKI if pair == joker else 0
        mine = acting[joker] + needed[joker]
        out.add((pairs, tanki | (SHANPON if mine >= 3 else 0)))
        if left:  # a triple of galaxy tiles may join the joker's kind
            out.add((pairs, tanki | SHANPON))
    return frozenset(out)


@lru_cache(maxsize=256)
def distributions(total: int, slots: int) -> tuple[tuple[int, ...], ...]:
    """Every way to split ``total`` identical galaxy tiles over ``slots`` kinds (over three, the
    :data:`SPLITS` built at import)."""
    if slots == 1:
        return ((total,),)
    if slots == 3 and total < len(SPLITS):
        return tuple(SPLITS[total])
    return tuple(
        (first, *rest)
        for first in range(total + 1)
        for rest in distributions(total - first, slots - 1)
    )


#: Memo of :meth:`RegularDP._tail` across hands, by a suit's tiles from a rank on; cleared
#: past :data:`TAILS_LIMIT` entries.
_TAILS: dict[int, int] = {}
TAILS_LIMIT = 1 << 18


def clear_tails_memo() -> None:
    """Forget the process-wide memo of :meth:`RegularDP._tail`."""
    _TAILS.clear()


@lru_cache(maxsize=64)
def regular_dp(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> RegularDP:
    """The :class:`RegularDP` of one concealed multiset, shared by the waits and the assignment
    view of a hand (both read its joker layers)."""
    return RegularDP(normal, galaxy)


class RegularDP:
    """Forward/backward reachability over ranks for one concealed tile multiset.

    Args:
        normal: normal tiles per kind, 34 ints.
        galaxy: galaxy tiles per class, 11 ints.
    """

    def __init__(self, normal: Sequence[int], galaxy: Sequence[int]) -> None:
        self.columns = [(normal[r], normal[r + 9], normal[r + 18]) for r in range(9)]
        self.galaxy = galaxy
        self.winds = tuple(normal[EAST:WHITE])
        self.dragons = tuple(normal[WHITE:])
        self.forward = self._forward()
        self._joker: tuple[list[list[tuple[int, State, int]]], list[frozenset[State]]] | None = None
        self._alive_layers: list[frozenset[State]] | None = None
        self.honors = _honor_total(
            honor_pairs(self.winds, galaxy[9]), honor_pairs(self.dragons, galaxy[10])
        )
        self._honor_mask = sum(1 << e for e in self.honors)
        self._tails: dict[int, int] = {}
        self._suffixes = self._suit_suffixes()
        self._suits: list[dict[State, int]] = [{} for _ in range(10)]

    def _suit_suffixes(self) -> list[list[int]]:
        """Per suit and rank (1-9), the suit's normal and the number's galaxy counts from that
        rank on, packed 8 bits a rank: all :meth:`_tail` reads of the tiles."""
        suffixes = []
        for suit in range(3):
            packed, by_rank = 0, [0] * 10
            for rank in range(9, 0, -1):
                packed = packed << 8 | self.columns[rank - 1][suit] << 4 | self.galaxy[rank - 1]
                by_rank[rank] = packed
            suffixes.append(by_rank)
        return suffixes

    def _forward(self) -> list[frozenset[State]]:
        layers = [frozenset([START])]
        for rank in range(1, 10):
            column, galaxy = self.columns[rank - 1], self.galaxy[rank - 1]
            reached = {nxt for state in layers[-1] for nxt, _ in step(state, column, galaxy, rank)}
            layers.append(self._room(reached, rank, 1))
        return layers

    def _room(self, states: set[State], rank: int, spare: int) -> frozenset[State]:
        """The ``states`` after ``rank`` whose shuntsu in progress the next two ranks' tiles
        (normal ones of the suit, the number's galaxy tiles, ``spare`` extra tiles) can still
        take: a necessary condition for finishing, so pruning the rest changes no result."""
        if rank == 9:
            return frozenset(states)
        (nm, np, ns), near_galaxy = self.columns[rank], self.galaxy[rank]
        (fm, fp, fs), far_galaxy = (
            (self.columns[rank + 1], self.galaxy[rank + 1]) if rank < 8 else _NO_TILES
        )
        kept = []
        for state in states:
            m1, m2, p1, p2, s1, s2, _ = state
            # tiles missing at the next rank (m2 + m1 there), then at the one after (m1)
            a, b, c = m1 + m2 - nm, p1 + p2 - np, s1 + s2 - ns
            short = (a if a > 0 else 0) + (b if b > 0 else 0) + (c if c > 0 else 0) - near_galaxy
            missing = short if short > 0 else 0
            a, b, c = m1 - fm, p1 - fp, s1 - fs
            short = (a if a > 0 else 0) + (b if b > 0 else 0) + (c if c > 0 else 0) - far_galaxy
            if missing + (short if short > 0 else 0) <= spare:
                kept.append(state)
        return frozenset(kept)

    @property
    def complete(self) -> bool:
        """True when the tiles form mentsu + exactly one jantou (any galaxy assignment)."""
        return any(1 - s[6] in self.honors for s in self.forward[9])

    def joker_forms(self) -> dict[int, int]:
        """Kinds whose one extra copy completes the tiles, each with its wait-form mask."""
        placements, layers = self._joker_layers()
        alive = self._alive(layers)
        found: dict[int, int] = {}
        for rank, moves in enumerate(placements, 1):
            for kind, nxt, roles in moves:
                if nxt in alive[rank]:
                    found[kind] = found.get(kind, 0) | roles
        found.update(self._honor_joker_masks({s[6] for s in self.forward[9]}))
        return found

    def viability(self) -> tuple[list[frozenset[State]], list[frozenset[State]]]:
        """States after each rank that can still end in agari with one extra tile.

        Returns:
            ``(pending, placed)``: index r holds the states after rank r (0 = before rank 1)
            without the extra tile yet / with it already placed, from which some way of
            finishing (any galaxy split of the later ranks) completes the hand.  Used to prune
            the per-assignment search, which follows one split at a time.
        """
        _, layers = self._joker_layers()
        placed = self._alive(layers)
        # asked only for the jantou counts the last states hold (as a single one, the waits'
        # own question, :meth:`joker_forms`)
        honor_ends = {e for e in {s[6] for s in self.forward[9]} if self._honor_joker_masks({e})}
        pending = [frozenset(s for s in self.forward[9] if s[6] in honor_ends)]
        for rank in range(9, 0, -1):
            pending.insert(0, self._pending_before(rank, pending[0], placed[rank]))
        return pending, placed

    def _pending_before(
        self, rank: int, ahead: frozenset[State], joker_ahead: frozenset[State]
    ) -> frozenset[State]:
        """The forward states before ``rank`` with a successor in ``ahead`` (no extra tile) or,
        with the extra tile placed at ``rank``, in ``joker_ahead``; a move's successors are
        read as the keys of a dict of it."""
        column, galaxy = self.columns[rank - 1], self.galaxy[rank - 1]
        suits = self._suits[rank]
        kept = []
        for state in self.forward[rank - 1]:
            if not ahead.isdisjoint(dict(step(state, column, galaxy, rank))) or (
                joker_ahead
                and any(
                    not joker_ahead.isdisjoint(dict(step(state, column, galaxy, rank, suit)))
                    for suit in _SUITS_IN[suits[state]]
                )
            ):
                kept.append(state)
        return frozenset(kept)

    def joker_suits(self, rank: int) -> dict[State, int]:
        """Per state before ``rank`` (of the forward layer), the suits (bit 0 m, 1 p, 2 s) in
        which an extra tile at ``rank`` may still complete the tiles (the others cannot:
        :meth:`_fits`); filled by the joker layers."""
        self._joker_layers()
        return self._suits[rank]

    def _joker_layers(self) -> tuple[list[list[tuple[int, State, int]]], list[frozenset[State]]]:
        """Per rank, the joker placements ``(kind, next state, forms)`` and the placed layer."""
        if self._joker is None:
            self._joker = self._build_joker_layers()
        return self._joker

    def _build_joker_layers(
        self,
    ) -> tuple[list[list[tuple[int, State, int]]], list[frozenset[State]]]:
        placements: list[list[tuple[int, State, int]]] = []
        layers: list[frozenset[State]] = [frozenset()]
        for rank in range(1, 10):
            column, galaxy = self.columns[rank - 1], self.galaxy[rank - 1]
            suits = self._suits[rank]
            for state in self.forward[rank - 1]:
                suits[state] = self._fits(state, rank)
            moves = [
                (suit * 9 + rank - 1, nxt, roles)
                for state, fits in suits.items()
                for suit in _SUITS_IN[fits]
                for nxt, roles in step(state, column, galaxy, rank, suit)
            ]
            placements.append(moves)
            placed = {nxt for _, nxt, _ in moves}
            placed.update(
                nxt for state in layers[-1] for nxt, _ in step(state, column, galaxy, rank)
            )
            layers.append(self._room(placed, rank, 0))
        return placements, layers

    def _fits(self, state: State, rank: int) -> int:
        """The suits (bit mask) in which one extra tile at ``rank`` may complete the tiles from
        ``state`` before it: each suit is asked apart (:meth:`_tail`, the extra tile's suit with
        it) and the jantou of the suits, the state and the honours must come to one.  A
        necessary condition, so the extra tile elsewhere completes nothing."""
        m1, m2, p1, p2, s1, s2, pair = state
        tail = self._tail
        plain = (tail(0, m1, m2, rank, 0), tail(1, p1, p2, rank, 0), tail(2, s1, s2, rank, 0))
        base = _JOIN[self._honor_mask][1 << pair]
        fits = 0
        for suit, (a, b) in enumerate(((m1, m2), (p1, p2), (s1, s2))):
            joined = _JOIN[base][tail(suit, a, b, rank, 1)]
            for other in range(3):
                if other != suit:
                    joined = _JOIN[joined][plain[other]]
            if joined & 2:
                fits |= 1 << suit
        return fits

    def _tail(self, suit: int, p1: int, p2: int, rank: int, extra: int) -> int:
        """The jantou (bit mask: bit e with e jantou) with which one suit's tiles from ``rank``
        on complete, given its shuntsu pending (``p1`` started at the rank before, ``p2`` two
        before) and ``extra`` more tiles at ``rank``, each rank taking any number of its
        galaxy tiles (the other suits none: a relaxation of the split); memoised per hand and
        process-wide by the suit's tiles from ``rank`` on (:meth:`_suit_suffixes`): the states of
        a search share most suits."""
        if rank == 10:
            return 0 if p1 or p2 else 1
        tails = self._tails
        key = (((suit * 5 + p1) * 5 + p2) * 10 + rank) * 2 + extra
        found = tails.get(key)
        if found is not None:
            return found
        shared = (((self._suffixes[suit][rank] * 5 + p1) * 5 + p2) * 10 + rank) * 2 + extra
        found = _TAILS.get(shared)
        if found is None:
            found = _TAILS[shared] = self._suit_tail(suit, p1, p2, rank, extra)
            if len(_TAILS) > TAILS_LIMIT:
                _TAILS.clear()
        tails[key] = found
        return found

    def _suit_tail(self, suit: int, p1: int, p2: int, rank: int, extra: int) -> int:
        """:meth:`_tail` computed from the next rank's."""
        tails = self._tails
        count = self.columns[rank - 1][suit] + extra
        row = OPTIONS[rank][p1][p2]
        found = 0
        base = ((suit * 5) * 5 + p1) * 10 + rank + 1  # the key of (suit, started, p1) at rank + 1
        for acting in range(count, count + self.galaxy[rank - 1] + 1):
            for started, _, pair, _ in (
                row[acting] if acting <= MAX_COUNT else suit_options(p1, p2, acting, rank)
            ):
                ahead = tails.get((base + started * 50) * 2)
                if ahead is None:
                    ahead = self._tail(suit, started, p1, rank + 1, 0)
                found |= (ahead & 1) << 1 if pair else ahead
            if found == 3:
                break
        return found

    def _alive(self, layers: list[frozenset[State]]) -> list[frozenset[State]]:
        """Per rank, the states (joker already placed) from which the rest can complete
        (``layers`` is always :meth:`_joker_layers`' placed layer, so it is computed once)."""
        if self._alive_layers is None:
            self._alive_layers = self._build_alive(layers)
        return self._alive_layers

    def _build_alive(self, layers: list[frozenset[State]]) -> list[frozenset[State]]:
        alive = [frozenset(s for s in layers[9] if 1 - s[6] in self.honors)]
        for rank in range(9, 0, -1):
            column, galaxy = self.columns[rank - 1], self.galaxy[rank - 1]
            ahead = alive[0]
            alive.insert(
                0,
                frozenset(
                    state
                    for state in layers[rank - 1]
                    if any(nxt in ahead for nxt, _ in step(state, column, galaxy, rank))
                ),
            )
        return alive

    def _honor_joker_masks(self, ends: set[int]) -> HonorMasks:
        """Honour kinds whose extra copy completes, given the number suits' jantou ``ends``."""
        return honor_joker_masks(
            self.winds,
            self.galaxy[WIND_CLASS],
            self.dragons,
            self.galaxy[DRAGON_CLASS],
            frozenset(ends),
        )


@lru_cache(maxsize=1 << 12)
def honor_joker_masks(
    winds: tuple[int, ...],
    galaxy_winds: int,
    dragons: tuple[int, ...],
    galaxy_dragons: int,
    ends: frozenset[int],
) -> HonorMasks:
    """Honour kinds whose one extra copy completes the hand, each with its wait-form mask.

    Args:
        winds, dragons: normal tiles per kind of the class (4 / 3 ints).
        galaxy_winds, galaxy_dragons: galaxy tiles of the class.
        ends: the jantou counts (0 or 1) the number suits can complete with.
    """
    found = []
    groups = (
        (EAST, winds, galaxy_winds, dragons, galaxy_dragons),
        (WHITE, dragons, galaxy_dragons, winds, galaxy_winds),
    )
    for base, counts, galaxy, other, other_galaxy in groups:
        other_pairs = honor_pairs(other, other_galaxy)
        for index in range(len(counts)):
            if not galaxy and counts[index] % 3 == 0:
                continue  # its extra copy leaves one tile over: no shape takes it
            mask = 0
            for pairs, roles in honor_joker(counts, galaxy, index):
                if any(e + pairs + o == 1 for e in ends for o in other_pairs):
                    mask |= roles
            if mask:
                found.append((base + index, mask))
    return tuple(found)


def _join(first: int, second: int) -> int:
    none = first & second & 1
    one = (first & 1 and second & 2) or (first & 2 and second & 1)
    return none | (2 if one else 0)


#: ``_JOIN[a][b]``: the jantou mask (bit e: completes with e jantou) of two independent parts.
_JOIN = tuple(tuple(_join(a, b) for b in range(4)) for a in range(4))
#: ``_SUITS_IN[mask]``: the suits (0 m, 1 p, 2 s) whose bits ``mask`` sets.
_SUITS_IN = tuple(tuple(suit for suit in range(3) if mask >> suit & 1) for mask in range(8))

#: The tiles of the rank past 9 (normal per suit, galaxy): none.
_NO_TILES = ((0, 0, 0), 0)


def _honor_total(winds: frozenset[int], dragons: frozenset[int]) -> frozenset[int]:
    return frozenset(a + b for a in winds for b in dragons if a + b <= 1)
