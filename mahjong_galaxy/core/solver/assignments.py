"""Per-assignment view: which galaxy assignments make a 13-tile hand tenpai, and on what.

An *assignment* gives every concealed galaxy tile the kind it acts as.  Galaxy tiles of one class
are interchangeable, so an assignment is counted once per multiset of acting kinds per class.
Milky Way does not depend on the assignment and is not counted here (see :mod:`.waits`).

Counting is exact without visiting every assignment: the ranks 1..9 are processed in order; at
each rank the assignment chooses how that number's galaxy tiles split over the suits, and a
*configuration* records everything the rest of the hand needs to know (reachable regular states
with and without the extra winning tile, and the chiitoitsu / kokushi progress).  Assignments
reaching the same configuration are merged with a count, and states that cannot finish under any
later split are dropped (:meth:`.RegularDP.viability`), so configurations stay few.  The honours
(galaxy winds and dragons spread over their kinds) close each configuration.  Listing walks the
same configuration graph, following only edges that can still reach the wanted wait set; the
grouping keeps each configuration's edges packed as a rank moved it (:data:`Record`) and the
listing unpacks them when first asked, so the groups alone pay for no per-edge tuples.

Configurations hold their states as bit masks over each rank's viable states, the winning
tile's placements as one int with a slot per placed state holding the kinds placed to reach it.
A rank moves each configuration's parts under every split at once: each state's successors under
all splits are found once and packed into one int, a field per split, so a mask's are the union
of its states' and the placements carried on are each slot's kinds times its state's packed
successors.  The waits command
needs only how many assignments are tenpai (:func:`count_assignments`): its configurations
keep whether the winning tile is placed in a state, not as which kinds, so more assignments
merge; a hand that no kind completes under any assignment (its waits are empty) is answered
without a graph.  Both follow the rank DP's per-split transitions
(:func:`.rank_dp.packed_moves`), mostly already made by the waits; a rank that moves nothing
(no tile of its number, no shuntsu pending, the same viable states before and after it: the
empty ranks past a hand's last tiles, mostly) passes the configurations on as they are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from math import comb, prod
from operator import add
from typing import TypeVar

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.block_groups import block_wait_sets
from mahjong_galaxy.core.solver.blocks import PLUS, block_tenpai, honor_profile
from mahjong_galaxy.core.solver.rank_dp import (
    NO_JOKER,
    SPLITS,
    START,
    State,
    distributions,
    packed_moves,
    regular_dp,
)
from mahjong_galaxy.core.solver.waits import winning_kinds
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    DRAGONS,
    EAST,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    WHITE,
    WINDS,
    ActingPairs,
    mask_kinds,
    match_acting,
)

# Chiitoitsu progress (or step): (pairs, single kind or -1); kokushi progress (or step): (kinds
# present mask over _TERMINAL_BIT, kinds with two); None: impossible.
Chiitoi = tuple[int, int] | None
Kokushi = tuple[int, int] | None
# The winning tile placed in a number suit: per viable placed state of the rank
# (RegularDP.viability, in order), a slot of bits at slot width times its index: the kinds
# placed to reach that state (a bit per number kind that wins under some assignment,
# :data:`Slots`), or in the count one bit, whether any.
Joker = int
# The regular states without the winning tile (bits over the rank's viable states), the winning
# tile's placements, the chiitoitsu and kokushi progress.
Config = tuple[int, Joker, Chiitoi, Kokushi]
# A :data:`Joker` slot: its width in bits and, per number kind (0..26), its bit in a slot (-1:
# never placed).
Slots = tuple[int, tuple[int, ...]]
#: The count's slot: one bit, whether the winning tile is placed, whatever its kind.
_ANY_KIND: Slots = (1, (0,) * EAST)
Split = tuple[int, ...]
WaitSet = frozenset[int]
# The configurations after a rank with their assignments.
Layer = dict[Config, int]
# One configuration's moves over a rank, kept packed for the listing to unpack
# (:meth:`_RankBits.unpacked`): its regular states and placements after the rank, packed over the
# splits (a field per split), the (split, regular field's first bit, joker field's first bit)
# of the splits it is followed under, and per such split the chiitoitsu and kokushi progress
# after the rank (None: no progress, the splits being those that leave its parts anything).
Record = tuple[int, int, list[tuple[Split, int, int]], list[tuple[Chiitoi, Kokushi]] | None]
# Per configuration before a rank, its :data:`Record` (none for a rank that moves nothing).
Edges = dict[Config, Record]


@dataclass(frozen=True)
class Assignment:
    """One galaxy assignment: the acting kinds of the concealed galaxy tiles.

    Attributes:
        acting: per kind (34 ints), how many concealed galaxy tiles act as it.
    """

    acting: tuple[int, ...]

    def pairs(self, hand: Hand) -> ActingPairs:
        """Each concealed galaxy tile of ``hand`` with the kind it acts as, printed kind first."""
        kinds = Counter({k: n for k, n in enumerate(self.acting) if n})
        return match_acting((t for t in hand.tiles if t.galaxy), kinds)


class AssignmentView:
    """Tenpai assignments of a 13-tile hand grouped by wait set.

    Attributes:
        total: number of distinct assignments (multisets per class).
        tenpai: number of assignments under which the hand is tenpai (regular, chiitoitsu or
            kokushi).
        groups: ``[(wait kinds, number of assignments), ...]``, most assignments first.

    Raises:
        HandError: the hand does not have 13 tiles (calls counted as 3).
    """

    def __init__(self, hand: Hand, rules: Rules = DEFAULT_RULES) -> None:
        hand.require_size(13, "galaxy assignments")
        galaxy = hand.galaxy_counts
        self.total = _total(galaxy)
        self._graph: _ConfigGraph | None = None
        # the graph to build for the listing
        self._unbuilt: tuple[Hand, Rules, frozenset[int]] | None = None
        winning = winning_kinds(hand, rules)  # every assignment's waits lie in it
        counts: dict[WaitSet, int] | None
        if any(galaxy) and winning:
            counts = block_wait_sets(hand.normal_counts, galaxy) if hand.melds else None
            if counts is None:
                self._graph = _ConfigGraph(hand, rules, winning)
                counts = self._graph.wait_set_counts()
            else:
                self._unbuilt = (hand, rules, winning)
        else:  # one assignment (the empty one), or none tenpai: no graph to build
            counts = {winning: 1}
        self.groups = sorted(
            ((w, n) for w, n in counts.items() if w), key=lambda item: (-item[1], sorted(item[0]))
        )
        self.tenpai = sum(n for _, n in self.groups)

    def iter_assignments(
        self, waits: WaitSet | None = None
    ) -> Iterator[tuple[Assignment, WaitSet]]:
        """Lazily yield ``(assignment, wait kinds)`` for each tenpai assignment.

        Only branches that can still reach a wanted wait set are followed, so the first items
        come at once even when the hand has 100,000+ assignments.

        Args:
            waits: only assignments with exactly this wait set, or None for all tenpai ones.
        """
        if self._unbuilt is not None:
            self._graph, self._unbuilt = _ConfigGraph(*self._unbuilt), None
        if self._graph is not None:
            yield from self._graph.paths(waits)
            return
        for wait_set, _ in self.groups:
            if waits is None or waits == wait_set:
                yield Assignment((0,) * NUM_KINDS), wait_set


def assignment_view(hand: Hand, rules: Rules = DEFAULT_RULES) -> AssignmentView:
    """Build the :class:`AssignmentView` of a 13-tile hand (exact counts, lazy listing).

    Raises:
        HandError: the hand does not have 13 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> view = assignment_view(parse_hand("123m456p789s5M6m11z"))
    >>> view.total, view.tenpai, [(sorted(w), n) for w, n in view.groups]  # 5M as 5m, 5p or 5s
    (3, 1, [([3, 6], 1)])
    """
    return AssignmentView(hand, rules)


@dataclass(frozen=True)
class AssignmentCount:
    """How many galaxy assignments a 13-tile hand has, and under how many it is tenpai.

    Attributes:
        total: distinct assignments (multisets of acting kinds per class; 1 without galaxy
            tiles).
        tenpai: assignments under which the hand is tenpai (regular, chiitoitsu or kokushi;
            Milky Way not counted), the :attr:`AssignmentView.tenpai` of the hand.
    """

    total: int
    tenpai: int


def count_assignments(hand: Hand, rules: Rules = DEFAULT_RULES) -> AssignmentCount:
    """Count the tenpai assignments of a 13-tile hand without grouping them by wait set.

    The same rank-by-rank merge of assignments as :class:`AssignmentView`, but a configuration
    keeps only *whether* the winning tile is placed in a reachable state, not which kinds it
    could be, so far fewer configurations are told apart; the ``waits`` command reports this.

    Raises:
        HandError: the hand does not have 13 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> count_assignments(parse_hand("123m456p789s5M6m11z"))  # 5M as 5m, 5p or 5s
    AssignmentCount(total=3, tenpai=1)
    """
    hand.require_size(13, "galaxy assignments")
    galaxy = hand.galaxy_counts
    total = _total(galaxy)
    if not winning_kinds(hand, rules):  # no kind completes under any assignment
        return AssignmentCount(total, 0)
    if not any(galaxy):
        return AssignmentCount(total, 1)
    tenpai = block_tenpai(hand.normal_counts, galaxy) if hand.melds else None
    return AssignmentCount(total, _count_tenpai(hand, rules) if tenpai is None else tenpai)


def _total(galaxy: tuple[int, ...]) -> int:
    """The distinct assignments: per class, the spreads of its ``g`` galaxy tiles over its
    ``k`` kinds (``len(distributions(g, k))``, counted without listing them)."""
    return prod(comb(g + len(CLASS_KINDS[c]) - 1, g) for c, g in enumerate(galaxy) if g)


def _count_tenpai(hand: Hand, rules: Rules) -> int:
    layer = {_start(hand, rules): 1}
    bits = None
    for bits in _ranks(hand, _ANY_KIND):
        layer = bits.successors(layer, rules.pair_copies)
    assert bits is not None
    return _close_count(layer, bits.after, hand, rules)


def _start(hand: Hand, rules: Rules) -> Config:
    """The configuration before rank 1: the start state alone, no winning tile placed, and in
    a closed hand chiitoitsu and kokushi progress, each unless no assignment can leave the hand
    one tile from that shape (:func:`_chiitoi_possible`; a tile of a number 2-8, normal or
    galaxy, rules kokushi out): progress that never closes would only keep configurations
    apart."""
    if hand.melds:
        return (1, 0, None, None)
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    chiitoi = (0, -1) if _chiitoi_possible(normal, galaxy, rules.pair_copies) else None
    middle = any(galaxy[1:8]) or any(normal[1:8]) or any(normal[10:17]) or any(normal[19:26])
    return (1, 0, chiitoi, None if middle else (0, 0))


def _chiitoi_possible(normal: tuple[int, ...], galaxy: tuple[int, ...], copies: int) -> bool:
    """Whether 13 concealed tiles (34 normal counts, 11 galaxy counts) may be one tile from
    seven pairs under some assignment (at most ``copies`` of a kind): a necessary condition.
    No kind holds more than ``copies`` normal tiles, and exactly one class holds an odd number
    of tiles (the single's: a class with an odd total has a kind with an odd count)."""
    if max(normal) > copies:
        return False
    odd = (sum(normal[EAST:WHITE]) + galaxy[9]) % 2 + (sum(normal[WHITE:]) + galaxy[10]) % 2
    for rank in range(9):
        odd += (normal[rank] + normal[rank + 9] + normal[rank + 18] + galaxy[rank]) % 2
    return odd == 1


def _ranks(hand: Hand, slots: Slots) -> Iterator[_RankBits | _IdleRank]:
    """The :class:`_RankBits` of ranks 1..9 of ``hand``'s concealed tiles, over the rank DP's
    viable states (:meth:`.RegularDP.viability`), with the placements' ``slots``; an
    :class:`_IdleRank` for a rank that moves nothing."""
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    dp = regular_dp(normal, galaxy)
    pending, placed = dp.viability()
    before: tuple[tuple[State, ...], tuple[State, ...]] = ((START,), ())
    for rank in range(1, 10):
        column = (normal[rank - 1], normal[rank + 8], normal[rank + 17])
        after = (tuple(pending[rank]), tuple(placed[rank]))
        if _idle(before, after, column, galaxy[rank - 1]):
            yield _IdleRank(after)
        else:
            yield _RankBits(
                before, after, column, galaxy[rank - 1], rank, dp.joker_suits(rank), slots
            )
        before = after


def _idle(
    before: tuple[tuple[State, ...], tuple[State, ...]],
    after: tuple[tuple[State, ...], tuple[State, ...]],
    column: tuple[int, int, int],
    galaxy: int,
) -> bool:
    """Whether a rank moves nothing: no tile of its number, and the same viable states (in the
    same order) before and after it, none with a shuntsu pending.  Each state then goes on as
    itself, the winning tile placed there would start a shuntsu (not viable), and the
    chiitoitsu and kokushi progress takes no step."""
    return (
        before == after
        and not galaxy
        and not any(column)
        and not any(state[:6] != _SETTLED for states in before for state in states)
    )


#: A state's shuntsu pending (its first six fields) when none is.
_SETTLED = (0,) * 6
#: The one split of a rank without galaxy tiles.
_NO_SPLIT: Split = SPLITS[0][0]


class _IdleRank:
    """A rank that moves nothing (:func:`_idle`): each configuration goes on unchanged under
    the rank's one split.

    Attributes:
        after: the regular and placed states after the rank (the same as before it).
    """

    def __init__(self, after: tuple[tuple[State, ...], tuple[State, ...]]) -> None:
        self.after = after

    def successors(self, layer: Layer, pair_copies: int, edges: Edges | None = None) -> Layer:
        """``layer`` as it is (:meth:`_RankBits.successors`' contract; ``pair_copies`` is
        not needed, nor is a record kept in ``edges``)."""
        return dict(layer)

    def unpacked(self, layer: Layer, records: Edges) -> dict[Config, list[tuple[Split, Config]]]:
        """Per configuration of ``layer`` (before the rank), its one successor: itself under
        the rank's one split (no records are kept)."""
        return {config: [(_NO_SPLIT, config)] for config in layer}


class _RankBits:
    """The moves of one rank between bit masks of states, for every galaxy split at once.

    ``before`` and ``after`` are the (regular, placed) states the bits index before and after
    the rank.  A regular mask holds bit i for regular state i; a :data:`Joker` a slot per
    placed state (``slots``: its width and each kind's bit in it; the kinds placed, or one
    bit).  A *packed* int holds one
    field per split, split i's at bit ``i`` times the field's width: a regular mask
    (:attr:`width` bits) or a joker (``slot`` times :attr:`height` bits).  Each state's moves
    under every split are found once (:func:`.rank_dp.packed_moves`), a mask's as the union of its
    states'.

    Attributes:
        rank: 1..9.
        acting: per split, the acting counts of the rank in m, p, s.
        after: the regular and placed states after the rank.
        width, height: the numbers of regular and placed states after the rank.
        fields: per split, ``(split, regular field's first bit, joker field's first bit)``.
        full: the masks of a regular field and of a joker field.
    """

    def __init__(
        self,
        before: tuple[tuple[State, ...], tuple[State, ...]],
        after: tuple[tuple[State, ...], tuple[State, ...]],
        column: tuple[int, int, int],
        galaxy: int,
        rank: int,
        suits: dict[State, int],
        slots: Slots,
    ) -> None:
        slot, positions = slots
        self.rank, self.after, self.slot = rank, after, slot
        self.width, self.height = width, height = len(after[0]), len(after[1])
        placed_width = slot * height
        self.acting: list[tuple[int, int, int]] = [column]
        self.fields: list[tuple[Split, int, int]] = [(_NO_SPLIT, 0, 0)]
        if galaxy:  # else the one split, its fields at bit 0
            m, p, s = column
            splits = SPLITS[galaxy]
            self.acting = [(m + a, p + b, s + c) for a, b, c in splits]
            self.fields = [(split, i * width, i * placed_width) for i, split in enumerate(splits)]
        self.full = ((1 << width) - 1, (1 << placed_width) - 1)
        self._before, self._suits = before, suits
        # the bit of each state after the rank: its own for a regular state, its slot's lowest
        # for a placed one; and the bits in a slot of the winning tile's kinds at the rank
        self._ahead = {state: 1 << i for i, state in enumerate(after[0])}
        self._here = {state: 1 << slot * i for i, state in enumerate(after[1])}
        self._kinds = (positions[rank - 1], positions[rank + 8], positions[rank + 17])
        self._placing: dict[int, tuple[int, int, int]] = {}
        self._choosing: dict[int, list[tuple[Split, int, int]]] = {}
        self._chiitoi_steps: list[Chiitoi] | None = None
        self._kokushi_steps: list[Kokushi] | None = None
        self._regular: list[tuple[int, int, int] | None] = [None] * len(before[0])
        self._placed: list[tuple[int, int] | None] = [None] * len(before[1])

    def successors(self, layer: Layer, pair_copies: int, edges: Edges | None = None) -> Layer:
        """The configurations after the rank with their assignments, from those of ``layer``
        before it.  Into ``edges`` (when given), per configuration of ``layer``, its
        :data:`Record` (:meth:`unpacked` unpacks its successors).  A configuration's parts are moved
        once for every split at once (:meth:`_place`, the placements carried on, the special
        progress; the placements and the progress memoised per part)."""
        fields, choosing = self.fields, self._choosing
        placing = self._placing
        regular_full, placed_full = self.full
        slot, placed_moves = self.slot, self._placed
        slot_full = (1 << slot) - 1
        special: dict[tuple[Chiitoi, Kokushi], list[tuple[Chiitoi, Kokushi]]] = {}
        grown: dict[Config, int] = {}
        tally = grown.get
        for config, count in layer.items():
            regular, joker, chiitoi, kokushi = config
            regulars, placed, live = placing.get(regular) or self._place(regular)
            while joker:  # each placed state's kinds carried on to its successors
                index = ((joker & -joker).bit_length() - 1) // slot
                kinds = joker >> index * slot & slot_full
                joker ^= kinds << index * slot
                carried = placed_moves[index] or self._carry(index)
                placed |= kinds * carried[0]
                live |= carried[1]
            new: Config
            if chiitoi is None and kokushi is None:  # alive only by the splits moving a part
                chosen = choosing.get(live)
                if chosen is None:
                    chosen = self._chosen(live)
                for _, regular_at, placed_at in chosen:
                    new = (
                        regulars >> regular_at & regular_full,
                        placed >> placed_at & placed_full,
                        None,
                        None,
                    )
                    grown[new] = tally(new, 0) + count
                if edges is not None:
                    edges[config] = (regulars, placed, chosen, None)
                continue
            progress = special.get((chiitoi, kokushi))
            if progress is None:
                progress = special[chiitoi, kokushi] = self._progress(chiitoi, kokushi, pair_copies)
            for (_, regular_at, placed_at), (new_chiitoi, new_kokushi) in zip(
                fields, progress, strict=True
            ):
                new_regular = regulars >> regular_at & regular_full
                new_joker = placed >> placed_at & placed_full
                if new_regular or new_joker or new_chiitoi or new_kokushi:
                    new = (new_regular, new_joker, new_chiitoi, new_kokushi)
                    grown[new] = tally(new, 0) + count
            if edges is not None:
                edges[config] = (regulars, placed, fields, progress)
        return grown

    def unpacked(self, layer: Layer, records: Edges) -> dict[Config, list[tuple[Split, Config]]]:
        """Per configuration of ``layer`` (before the rank), its successors from the
        :data:`Record` :meth:`successors` kept of it: per split that leaves it anything, in
        :data:`.rank_dp.SPLITS` order, ``(split, configuration)``."""
        regular_full, placed_full = self.full
        found: dict[Config, list[tuple[Split, Config]]] = {}
        for config, (regulars, placed, chosen, progress) in records.items():
            if progress is None:
                found[config] = [
                    (
                        split,
                        (
                            regulars >> at & regular_full,
                            placed >> joker_at & placed_full,
                            None,
                            None,
                        ),
                    )
                    for split, at, joker_at in chosen
                ]
                continue
            out = found[config] = []
            for (split, at, joker_at), (chiitoi, kokushi) in zip(chosen, progress, strict=True):
                new_regular = regulars >> at & regular_full
                new_joker = placed >> joker_at & placed_full
                if new_regular or new_joker or chiitoi or kokushi:
                    out.append((split, (new_regular, new_joker, chiitoi, kokushi)))
        return found

    def _place(self, mask: int) -> tuple[int, int, int]:
        """Packed over the splits: the regular states after the rank that can still finish from
        the regular states in ``mask``, the :data:`Joker` of the winning tile placed at the
        rank, and the splits (bit i: split i) under which either is not empty (memoised per
        mask, into :attr:`_placing`)."""
        regular = placed = live = 0
        states, rest = self._regular, mask
        while rest:
            low = rest & -rest
            rest ^= low
            index = low.bit_length() - 1
            moved = states[index]
            if moved is None:
                moved = states[index] = self._regular_one(self._before[0][index])
            regular |= moved[0]
            placed |= moved[1]
            live |= moved[2]
        found = self._placing[mask] = (regular, placed, live)
        return found

    def _carry(self, index: int) -> tuple[int, int]:
        """Packed over the splits: the successors of the ``index``-th placed state before the
        rank that can still finish, as the lowest bit of each one's slot (a slot's kinds times
        it copies them there), and the splits under which there are any (memoised, into
        :attr:`_placed`)."""
        moved = self._placed[index] = packed_moves(
            self._before[1][index],
            self.acting,
            self.rank,
            NO_JOKER,
            self._here,
            self.slot * self.height,
        )
        return moved

    def _progress(
        self, chiitoi: Chiitoi, kokushi: Kokushi, copies: int
    ) -> list[tuple[Chiitoi, Kokushi]]:
        """Per split, the chiitoitsu and kokushi progress after the rank from ``chiitoi`` and
        ``kokushi`` before it (at most ``copies`` of a kind in a chiitoitsu); each kind's steps
        of the rank built when first asked."""
        kinds = (self.rank - 1, self.rank + 8, self.rank + 17)
        chiitois: list[Chiitoi] = [None] * len(self.acting)
        if chiitoi is not None:
            if self._chiitoi_steps is None:
                self._chiitoi_steps = [_chiitoi_step(kinds, c, copies) for c in self.acting]
            chiitois = [_joined_chiitoi(chiitoi, step) for step in self._chiitoi_steps]
        kokushis: list[Kokushi] = [None] * len(self.acting)
        if kokushi is not None:
            if self._kokushi_steps is None:
                self._kokushi_steps = [_kokushi_step(kinds, c) for c in self.acting]
            kokushis = [_joined_kokushi(kokushi, step) for step in self._kokushi_steps]
        return list(zip(chiitois, kokushis, strict=True))

    def _chosen(self, live: int) -> list[tuple[Split, int, int]]:
        """The :attr:`fields` of the splits whose bits ``live`` sets (memoised per mask, into
        :attr:`_choosing`)."""
        found = self._choosing[live] = [f for i, f in enumerate(self.fields) if live >> i & 1]
        return found

    def _regular_one(self, state: State) -> tuple[int, int, int]:
        """Packed over the splits, a regular state's regular successors and the placements of
        the winning tile at the rank (in each suit where it may still complete the tiles), and
        the splits under which either is not empty."""
        acting, rank, here = self.acting, self.rank, self._here
        placed_width = self.slot * self.height
        placed = 0
        fits = self._suits[state]
        regular, live = packed_moves(state, acting, rank, NO_JOKER, self._ahead, self.width)
        for suit, kind in enumerate(self._kinds):
            # in another suit, or as a kind that wins under no assignment, it completes nothing
            if fits >> suit & 1 and kind >= 0:
                moved, moved_live = packed_moves(state, acting, rank, suit, here, placed_width)
                placed |= moved << kind
                live |= moved_live
        return regular, placed, live


def _close_count(
    layer: dict[Config, int],
    last: tuple[tuple[State, ...], tuple[State, ...]],
    hand: Hand,
    rules: Rules,
) -> int:
    """Assignments tenpai once the honours (galaxy winds and dragons spread over their kinds)
    close each configuration of the last rank (whose masks index the states ``last``).  The
    count asks only *whether* a closing has waits, which needs of the honours no kinds, only
    their pair masks and chiitoitsu / kokushi tallies (:func:`_honor_part`): by the pair masks
    alone where the configuration has no chiitoitsu or kokushi progress left, else by the
    whole :data:`_CountPart`."""
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    classes = (
        _class_parts(tuple(normal[EAST:WHITE]), galaxy[9], rules.pair_copies),
        _class_parts(tuple(normal[WHITE:]), galaxy[10], rules.pair_copies),
    )
    plain: Counter[tuple[int, int]] | None = None  # both built when a configuration needs them
    parts: Counter[_CountPart] | None = None
    # the masks of the states without / with the jantou taken, regular then placed
    by_jantou = [
        [sum(1 << i for i, s in enumerate(states) if s[6] == e) for e in (0, 1)] for states in last
    ]
    memo: dict[object, int] = {}
    tenpai = 0
    for (regular, joker, chiitoi, kokushi), count in layer.items():
        # the honours' pair masks that close: alone, with the winning tile in a suit whose
        # states take the other jantou count; with the winning tile, beside the suits' ends
        alone = (2 if joker & by_jantou[1][0] else 0) | (1 if joker & by_jantou[1][1] else 0)
        beside = (2 if regular & by_jantou[0][0] else 0) | (1 if regular & by_jantou[0][1] else 0)
        key = (alone, beside, chiitoi, kokushi)
        closing = memo.get(key)
        if closing is None and chiitoi is None and kokushi is None:
            if plain is None:
                plain = _joined_plain(*classes)
            closing = memo[key] = sum(n for (a, j), n in plain.items() if a & alone or j & beside)
        elif closing is None:
            if parts is None:
                parts = _joined_parts(*classes)
            closing = memo[key] = sum(
                n
                for part, n in parts.items()
                if _count_closes(part, alone, beside, chiitoi, kokushi)
            )
        tenpai += count * closing
    return tenpai


# What the count needs of the honours of one split: the pair masks (blocks.honor_profile) of
# the honours alone and with the winning tile on one of them, the chiitoitsu step (pairs, kinds
# with an odd count; None: impossible) and the kokushi step (kinds present, kinds with two;
# None: impossible).
_CountPart = tuple[int, int, tuple[int, int] | None, tuple[int, int] | None]


def _class_parts(counts: tuple[int, ...], galaxy: int, pair_copies: int) -> Counter[_CountPart]:
    """How many spreads of one honour class's ``galaxy`` tiles over its kinds (normal tiles
    ``counts``) give each :data:`_CountPart`: a function of the acting counts as a multiset."""
    tallies = Counter(
        tuple(sorted(map(add, counts, spread))) for spread in distributions(galaxy, len(counts))
    )
    parts: Counter[_CountPart] = Counter()
    for acting, n in tallies.items():
        parts[_honor_part(acting, pair_copies)] += n
    return parts


def _honor_part(acting: tuple[int, ...], pair_copies: int) -> _CountPart:
    """The :data:`_CountPart` of one honour class's acting counts (at most ``pair_copies``
    tiles of a kind in a chiitoitsu)."""
    complete, kinds = honor_profile(acting)
    joker = 0
    for mask in kinds:
        joker |= mask
    most = max(acting)
    odd = sum(a & 1 for a in acting)
    chiitoi = (sum(a // 2 for a in acting), odd) if odd <= 1 and most <= pair_copies else None
    kokushi = (sum(1 for a in acting if a), acting.count(2)) if most <= 2 else None
    return complete, joker, chiitoi, kokushi


def _joined_plain(
    winds: Counter[_CountPart], dragons: Counter[_CountPart]
) -> Counter[tuple[int, int]]:
    """How many honour splits give each pair of pair masks (alone, with the winning tile)."""
    first: Counter[tuple[int, int]] = Counter()
    second: Counter[tuple[int, int]] = Counter()
    for parts, plain in ((winds, first), (dragons, second)):
        for (complete, joker, _, _), n in parts.items():
            plain[complete, joker] += n
    joined: Counter[tuple[int, int]] = Counter()
    for (a1, j1), n1 in first.items():
        for (a2, j2), n2 in second.items():
            joined[PLUS[a1][a2], PLUS[j1][a2] | PLUS[a1][j2]] += n1 * n2
    return joined


def _joined_parts(winds: Counter[_CountPart], dragons: Counter[_CountPart]) -> Counter[_CountPart]:
    """How many honour splits give each :data:`_CountPart` of the honours together."""
    joined: Counter[_CountPart] = Counter()
    for (a1, j1, c1, k1), n1 in winds.items():
        for (a2, j2, c2, k2), n2 in dragons.items():
            chiitoi = None
            if c1 is not None and c2 is not None and c1[1] + c2[1] <= 1:
                chiitoi = (c1[0] + c2[0], c1[1] + c2[1])
            kokushi = None if k1 is None or k2 is None else (k1[0] + k2[0], k1[1] + k2[1])
            joined[PLUS[a1][a2], PLUS[j1][a2] | PLUS[a1][j2], chiitoi, kokushi] += n1 * n2
    return joined


def _count_closes(
    part: _CountPart, alone: int, beside: int, chiitoi: Chiitoi, kokushi: Kokushi
) -> bool:
    """Whether a closing has waits (:func:`_final_waits` not empty): the honours' ``part``,
    the pair masks ``alone`` and ``beside`` that close with the number suits, the chiitoitsu
    and kokushi progress."""
    complete, joker, chiitoi_step, kokushi_step = part
    if complete & alone or joker & beside:
        return True
    if chiitoi is not None and chiitoi_step is not None:
        pairs, single = chiitoi
        added, odd = chiitoi_step
        if pairs + added == 6 and (single != -1) != bool(odd):
            return True
    if kokushi is not None and kokushi_step is not None:
        present, pair = kokushi
        kinds, twos = kokushi_step
        pair += twos
        missing = len(TERMINALS_AND_HONORS) - bin(present).count("1") - kinds
        if (pair == 1 and missing == 1) or (pair == 0 and missing == 0):
            return True
    return False


class _ConfigGraph:
    """Configurations after each rank, the split edges between them, and the honour closings."""

    def __init__(self, hand: Hand, rules: Rules, winning: frozenset[int]) -> None:
        """The graph of ``hand``'s assignments; ``winning``: every kind that wins under some
        assignment (only those are placed)."""
        self.rules = rules
        self.pair_copies = rules.pair_copies
        self.layers: list[dict[Config, int]] = [{_start(hand, rules): 1}]
        # per rank, its moves and each configuration's record of them (unpacked when listed)
        self.ranks: list[_RankBits | _IdleRank] = []
        self.edges: list[Edges] = []
        # a slot bit per number kind that wins under some assignment: a placement that can
        # still finish makes its kind win under one, so no other kind is ever placed
        slot_kinds = sorted(kind for kind in winning if kind < EAST)
        positions = [-1] * EAST  # the number kinds come before the honours
        for bit, kind in enumerate(slot_kinds):
            positions[kind] = bit
        self._slot = max(len(slot_kinds), 1)
        self._kind_bits = [1 << kind for kind in slot_kinds]  # per slot bit, its kind's bit
        bits = None
        for bits in _ranks(hand, (self._slot, tuple(positions))):
            self._grow(bits)
        assert bits is not None
        # the masks of the last rank's states without / with the jantou: the regular states'
        # bits, the placed states' slots
        full = (1 << self._slot) - 1
        self._by_jantou = [
            [sum(unit << width * i for i, s in enumerate(states) if s[6] == e) for e in (0, 1)]
            for states, unit, width in ((bits.after[0], 1, 1), (bits.after[1], full, self._slot))
        ]
        self._honors = tuple(hand.normal_counts[EAST:])
        self._honor_galaxy = hand.galaxy_counts[9:]
        self._class_shapes: _ClassShapes | None = None
        self._shapes: dict[_HonorShape, int] | None = None
        self._split_shapes: list[tuple[tuple[Split, Split], _HonorShape]] | None = None
        self._closings: dict[Config, list[tuple[tuple[Split, Split], WaitSet]]] = {}
        self._shape_waits: dict[object, dict[_HonorShape, WaitSet]] = {}
        self._reach: list[dict[Config, frozenset[WaitSet]]] | None = None
        self._outs: list[dict[Config, list[tuple[Split, Config]]]] | None = None
        self._plain: dict[_PlainShape, int] | None = None
        self._kind_sets: dict[int, WaitSet] = {}  # a mask of kinds -> the kinds

    def _grow(self, bits: _RankBits | _IdleRank) -> None:
        """The configurations after the rank of ``bits`` and the records of the split edges
        to them."""
        edges: Edges = {}
        self.layers.append(bits.successors(self.layers[-1], self.pair_copies, edges))
        self.ranks.append(bits)
        self.edges.append(edges)

    def _unpacked(self) -> list[dict[Config, list[tuple[Split, Config]]]]:
        """Per rank, each configuration before it with its split edges (``(split,
        configuration)``, unpacked from the records when first asked, for the listing)."""
        if self._outs is None:
            self._outs = [
                bits.unpacked(layer, edges)
                for bits, layer, edges in zip(
                    self.ranks, self.layers, self.edges, strict=False
                )  # no rank after the last layer
            ]
        return self._outs

    def _slot_union(self, joker: Joker) -> int:
        """The kinds of every slot of ``joker`` together, as a mask of kinds (bit k: kind k)."""
        span = self._slot  # the first slot holds those of the slots below ``span`` together
        while joker >> span:
            joker |= joker >> span
            span *= 2
        bits = joker & (1 << self._slot) - 1
        kinds, kind_bits = 0, self._kind_bits
        while bits:
            low = bits & -bits
            kinds |= kind_bits[low.bit_length() - 1]
            bits ^= low
        return kinds

    def _kinds(self, mask: int) -> WaitSet:
        """The kinds ``mask`` sets (:func:`~.tiles.mask_kinds`), memoised for the graph."""
        kinds = self._kind_sets.get(mask)
        if kinds is None:
            kinds = self._kind_sets[mask] = frozenset(mask_kinds(mask))
        return kinds

    def closings(self, config: Config) -> list[tuple[tuple[Split, Split], WaitSet]]:
        """Each honour split (winds, dragons) with the wait set it gives ``config``."""
        if config not in self._closings:
            by_shape = self._closing_shapes(config)
            self._closings[config] = [
                (split, by_shape[shape]) for split, shape in self.honor_shapes()
            ]
        return self._closings[config]

    def honor_shapes(self) -> list[tuple[tuple[Split, Split], _HonorShape]]:
        """Each honour split (winds, dragons) with its honour shape (built for the listing)."""
        if self._split_shapes is None:
            winds, dragons = self.class_shapes()
            self._split_shapes = [
                ((w, d), _honor_shape(ws, ds)) for w, ws in winds for d, ds in dragons
            ]
        return self._split_shapes

    def shape_counts(self) -> dict[_HonorShape, int]:
        """How many honour splits give each honour shape (built when first asked)."""
        if self._shapes is None:
            winds, dragons = (_tally(shape for _, shape in c) for c in self.class_shapes())
            self._shapes = self._joined_classes(winds, dragons, _honor_shape)
        return self._shapes

    def _joined_classes(
        self,
        winds: dict[_Part, int],
        dragons: dict[_Part, int],
        join: Callable[[_Part, _Part], _Part],
    ) -> dict[_Part, int]:
        """How many honour splits give each part, the classes' parts joined
        (:func:`_joined_counts`); a class without tiles has one split whose part joins as
        nothing (no jantou, no kind, an empty chiitoitsu and kokushi step), so the other
        class's counts are the honours'."""
        if not any(self._honors[4:]) and not self._honor_galaxy[1]:
            return winds
        if not any(self._honors[:4]) and not self._honor_galaxy[0]:
            return dragons
        return _joined_counts(winds, dragons, join)

    def class_shapes(self) -> _ClassShapes:
        """Per honour class (winds, dragons), each split of its galaxy tiles with the
        :data:`_HonorShape` of the class's tiles (built when first asked)."""
        if self._class_shapes is None:
            last = self.layers[-1]
            # a step no configuration has progress for closes nothing: left out (None)
            copies = self.pair_copies if any(c[2] is not None for c in last) else None
            kokushi = any(c[3] is not None for c in last)
            honors, (winds, dragons) = self._honors, self._honor_galaxy
            self._class_shapes = (
                _split_shapes(honors[:4], winds, WINDS, copies, kokushi),
                _split_shapes(honors[4:], dragons, DRAGONS, copies, kokushi),
            )
        return self._class_shapes

    def _plain_counts(self) -> dict[_PlainShape, int]:
        """How many honour splits give each :data:`_PlainShape`: read off the honour shapes
        when they are built, else joined from the classes' own (fewer) plain shapes."""
        if self._plain is None:
            if self._shapes is not None:
                self._plain = _plain_of(self._shapes)
            else:
                honors, (winds, dragons) = self._honors, self._honor_galaxy
                self._plain = self._joined_classes(
                    _class_plains(honors[:4], winds, WINDS),
                    _class_plains(honors[4:], dragons, DRAGONS),
                    _joined_plain_shape,
                )
        return self._plain

    def _closing_key(self, config: Config) -> _ClosingKey:
        """What of ``config`` its wait sets depend on (:func:`_final_waits`' arguments)."""
        regular, joker, chiitoi, kokushi = config
        (ends_0, ends_1), (placed_0, placed_1) = self._by_jantou
        ends = (1 if regular & ends_0 else 0) | (2 if regular & ends_1 else 0)
        placed = (self._slot_union(joker & placed_0), self._slot_union(joker & placed_1))
        return ends, placed, chiitoi, kokushi

    def _closing_shapes(self, config: Config) -> dict[_HonorShape, WaitSet]:
        """The wait set ``config`` ends with for each distinct honour shape."""
        key = self._closing_key(config)
        found = self._shape_waits.get(key)
        if found is None:
            found = self._shape_waits[key] = {
                shape: self._kinds(_final_waits(*key, shape)) for shape in self.shape_counts()
            }
        return found

    def wait_set_counts(self) -> dict[WaitSet, int]:
        """How many assignments give each wait set (the empty set = not tenpai): each closing
        key's assignments before the honours times the honour splits of each shape, by the
        honours' :data:`_PlainShape` alone where the key has no chiitoitsu or kokushi
        progress."""
        totals: dict[_ClosingKey, int] = {}  # the assignments before the honours, per key
        for config, count in self.layers[-1].items():
            key = self._closing_key(config)
            totals[key] = totals.get(key, 0) + count
        if any(k[2] is not None or k[3] is not None for k in totals):
            self.shape_counts()  # built anyway: the plain shapes are read off them
        result: dict[int, int] = {}  # per wait set's mask
        get = result.get
        plains: Iterable[tuple[_PlainShape, int]] | None = None
        for (ends, joker, chiitoi, kokushi), total in totals.items():
            if chiitoi is None and kokushi is None:
                if plains is None:
                    plains = list(self._plain_counts().items())
                for plain, n in plains:
                    waits = _plain_waits(ends, joker, plain)
                    result[waits] = get(waits, 0) + total * n
                continue
            for shape, n in self.shape_counts().items():
                waits = _final_waits(ends, joker, chiitoi, kokushi, shape)
                result[waits] = get(waits, 0) + total * n
        return {self._kinds(waits): n for waits, n in result.items()}

    def _reachable(self) -> list[dict[Config, frozenset[WaitSet]]]:
        if self._reach is None:
            last = {c: frozenset(w for _, w in self.closings(c) if w) for c in self.layers[-1]}
            reach = [last]
            for edges in reversed(self._unpacked()):
                ahead = reach[0]
                reach.insert(
                    0,
                    {c: frozenset().union(*(ahead[n] for _, n in out)) for c, out in edges.items()},
                )
            self._reach = reach
        return self._reach

    def paths(self, waits: WaitSet | None) -> Iterator[tuple[Assignment, WaitSet]]:
        """Assignments (depth first) whose wait set is ``waits`` (or any non-empty one)."""
        reach, edges = self._reachable(), self._unpacked()

        def wanted(config: Config, depth: int) -> bool:
            found = reach[depth].get(config, frozenset())
            return waits in found if waits is not None else bool(found)

        def walk(
            config: Config, depth: int, splits: list[Split]
        ) -> Iterator[tuple[Assignment, WaitSet]]:
            if depth == 9:
                for honor_split, got in self.closings(config):
                    if got and (waits is None or got == waits):
                        yield _assignment(splits, honor_split), got
                return
            for split, nxt in edges[depth].get(config, []):
                if wanted(nxt, depth + 1):
                    yield from walk(nxt, depth + 1, [*splits, split])

        start = next(iter(self.layers[0]))
        if wanted(start, 0):
            yield from walk(start, 0, [])


def _assignment(splits: list[Split], honor_split: tuple[Split, Split]) -> Assignment:
    acting = [0] * NUM_KINDS
    for rank, split in enumerate(splits):
        for suit in range(3):
            acting[suit * 9 + rank] = split[suit]
    for index, n in enumerate(honor_split[0] + honor_split[1]):
        acting[EAST + index] = n
    return Assignment(tuple(acting))


def _chiitoi_step(kinds: Iterable[int], counts: Iterable[int], copies: int) -> Chiitoi:
    """The chiitoitsu step of ``counts`` tiles of ``kinds`` (at most ``copies`` a kind): pairs,
    the kind with an odd count or -1; None when impossible."""
    pairs, odd = 0, -1
    for kind, count in zip(kinds, counts, strict=True):
        if count:
            if count > copies or (count % 2 and odd != -1):
                return None
            pairs += count // 2
            if count % 2:
                odd = kind
    return pairs, odd


def _kokushi_step(kinds: Iterable[int], counts: Iterable[int]) -> Kokushi:
    """The kokushi step of ``counts`` tiles of ``kinds``: the kinds present (a mask over
    :data:`_TERMINAL_BIT`) and how many hold two; None when impossible."""
    present = twos = 0
    for kind, count in zip(kinds, counts, strict=True):
        if count:
            if kind not in _TERMINAL_BIT or count > 2:
                return None
            present |= _TERMINAL_BIT[kind]
            twos += count == 2
    return (present, twos) if twos <= 1 else None


def _joined_chiitoi(first: Chiitoi, second: Chiitoi) -> Chiitoi:
    """Chiitoitsu progress (or step) of two independent parts: at most one odd kind."""
    if first is None or second is None or (first[1] != -1 and second[1] != -1):
        return None
    return first[0] + second[0], max(first[1], second[1])


def _joined_kokushi(first: Kokushi, second: Kokushi) -> Kokushi:
    """Kokushi progress (or step) of two independent parts: at most one kind holding two."""
    if first is None or second is None or first[1] + second[1] > 1:
        return None
    return first[0] | second[0], first[1] + second[1]


_TERMINAL_BIT = {kind: 1 << i for i, kind in enumerate(TERMINALS_AND_HONORS)}


# What a closing's wait set depends on: the number suits' jantou ends (without the winning
# tile; bit e: with e jantou), the kinds masks of the winning tile placed in the suits
# (without / with the jantou taken), the chiitoitsu and kokushi progress.
_ClosingKey = tuple[int, tuple[int, int], Chiitoi, Kokushi]
# What the honours of one split (or one honour class's tiles) give a closing in the regular
# shape: the jantou they use alone (2: two or more, or no shape), the honour kinds (a mask, bit
# k: kind k) whose winning tile leaves them using no jantou, and those whose leaves them one.
_PlainShape = tuple[int, int, int]
# What the honours of one split contribute to a closing (and, alike, one honour class's tiles
# to its split): the :data:`_PlainShape`, the chiitoitsu and the kokushi step (as
# :data:`Chiitoi` and :data:`Kokushi`: :func:`_chiitoi_step`, :func:`_kokushi_step`).
_HonorShape = tuple[_PlainShape, Chiitoi, Kokushi]
_Part = TypeVar("_Part")
_Joined = TypeVar("_Joined")


def _tally(parts: Iterable[_Part]) -> dict[_Part, int]:
    """How many times each part comes."""
    tally: dict[_Part, int] = {}
    for part in parts:
        tally[part] = tally.get(part, 0) + 1
    return tally


def _joined_counts(
    first: dict[_Part, int], second: dict[_Part, int], join: Callable[[_Part, _Part], _Joined]
) -> dict[_Joined, int]:
    """How many honour splits give each joined part: the winds' parts (``first``, with how
    many of the class's splits give each) joined with the dragons' once a pair."""
    joined: dict[_Joined, int] = {}
    for wind, n_winds in first.items():
        for dragon, n_dragons in second.items():
            part = join(wind, dragon)
            joined[part] = joined.get(part, 0) + n_winds * n_dragons
    return joined


def _plain_of(shapes: dict[_HonorShape, int]) -> dict[_PlainShape, int]:
    """How many honour splits give each :data:`_PlainShape`, read off the honour shapes'."""
    plain: dict[_PlainShape, int] = {}
    for (part, _, _), n in shapes.items():
        plain[part] = plain.get(part, 0) + n
    return plain


# Per honour class (winds, dragons), each split of its galaxy tiles with the class's
# :data:`_HonorShape`.
_ClassShapes = tuple[list[tuple[Split, _HonorShape]], list[tuple[Split, _HonorShape]]]


def _class_plains(
    counts: tuple[int, ...], galaxy: int, kinds: tuple[int, ...]
) -> dict[_PlainShape, int]:
    """How many spreads of one honour class's ``galaxy`` tiles over its ``kinds`` (normal
    tiles ``counts``) give each :data:`_PlainShape`."""
    return _tally(
        _class_plain(tuple(map(add, counts, spread)), kinds)
        for spread in distributions(galaxy, len(counts))
    )


def _split_shapes(
    counts: tuple[int, ...], galaxy: int, kinds: tuple[int, ...], copies: int | None, kokushi: bool
) -> list[tuple[Split, _HonorShape]]:
    """Each spread of one honour class's ``galaxy`` tiles over its ``kinds`` (normal tiles
    ``counts``) with the class's :data:`_HonorShape` (:func:`_class_shape`'s ``copies`` and
    ``kokushi``)."""
    return [
        (spread, _class_shape(tuple(map(add, counts, spread)), kinds, copies, kokushi))
        for spread in distributions(galaxy, len(counts))
    ]


def _class_shape(
    acting: tuple[int, ...], kinds: tuple[int, ...], copies: int | None, kokushi: bool
) -> _HonorShape:
    """The :data:`_HonorShape` of one honour class's acting counts of its ``kinds``: the
    chiitoitsu step with at most ``copies`` of a kind (None: left out, None), the kokushi step
    when ``kokushi`` (else None)."""
    return (
        _class_plain(acting, kinds),
        None if copies is None else _chiitoi_step(kinds, acting, copies),
        _kokushi_step(kinds, acting) if kokushi else None,
    )


def _class_plain(acting: tuple[int, ...], kinds: tuple[int, ...]) -> _PlainShape:
    """The :data:`_PlainShape` of one honour class's acting counts of its ``kinds``.  Each kind
    must hold 0 or 2 tiles mod 3, and each 2 is a jantou; the winning tile on a kind holding 2
    mod 3 takes a jantou away, on one holding 1 makes it a jantou (the class's only one when no
    kind holds 2), on one holding 0 leaves a single."""
    singles = doubles = 0  # the kinds holding 1 and 2 tiles mod 3 (masks) and how many
    n_singles = n_doubles = 0
    for kind, count in zip(kinds, acting, strict=True):
        residue = count % 3
        if residue == 1:
            singles |= 1 << kind
            n_singles += 1
        elif residue == 2:
            doubles |= 1 << kind
            n_doubles += 1
    if n_singles:  # no shape alone
        return 2, 0, singles if n_singles + n_doubles == 1 else 0
    return min(n_doubles, 2), doubles if n_doubles == 1 else 0, doubles if n_doubles == 2 else 0


def _joined_plain_shape(winds: _PlainShape, dragons: _PlainShape) -> _PlainShape:
    """The :data:`_PlainShape` of the honours of one split, from their classes'."""
    w_alone, w_zero, w_one = winds
    d_alone, d_zero, d_one = dragons
    w_zero, w_one = _beside(w_zero, w_one, d_alone)
    d_zero, d_one = _beside(d_zero, d_one, w_alone)
    return min(w_alone + d_alone, 2), w_zero | d_zero, w_one | d_one


def _beside(zero: int, one: int, other: int) -> tuple[int, int]:
    """One class's kinds whose winning tile leaves the honours with no jantou and with one,
    from the class's own (``zero``, ``one``) beside the other class using ``other`` alone."""
    if other == 0:
        return zero, one
    return (0, zero) if other == 1 else (0, 0)


def _honor_shape(winds: _HonorShape, dragons: _HonorShape) -> _HonorShape:
    """The :data:`_HonorShape` of one honour split, joined from the winds' and the dragons'."""
    w_plain, w_chiitoi, w_kokushi = winds
    d_plain, d_chiitoi, d_kokushi = dragons
    return (
        _joined_plain_shape(w_plain, d_plain),
        _joined_chiitoi(w_chiitoi, d_chiitoi),
        _joined_kokushi(w_kokushi, d_kokushi),
    )


def _plain_waits(ends: int, joker: tuple[int, int], plain: _PlainShape) -> int:
    """The wait set (a mask of kinds) of a closing in the regular shape: the number suits'
    jantou ``ends`` (without the winning tile), the kinds masks ``joker`` of the winning tile
    placed in them without / with the jantou taken, closed by the honours' ``plain`` shape."""
    alone, zero, one = plain
    waits = joker[1 - alone] if alone <= 1 else 0
    if ends & 1:
        waits |= one
    if ends & 2:
        waits |= zero
    return waits


def _final_waits(
    ends: int, joker: tuple[int, int], chiitoi: Chiitoi, kokushi: Kokushi, shape: _HonorShape
) -> int:
    """The wait set (a mask of kinds) of a closing: :func:`_plain_waits` and the chiitoitsu and
    kokushi waits of the progress ``chiitoi`` and ``kokushi`` closed by the honours'
    ``shape``."""
    plain, chiitoi_step, kokushi_step = shape
    waits = _plain_waits(ends, joker, plain)
    chiitoi = _joined_chiitoi(chiitoi, chiitoi_step)
    if chiitoi is not None and chiitoi[0] == 6 and chiitoi[1] != -1:
        waits |= 1 << chiitoi[1]
    kokushi = _joined_kokushi(kokushi, kokushi_step)
    if kokushi is not None:
        waits |= _kokushi_waits(*kokushi)
    return waits


def _kokushi_waits(present: int, pair: int) -> int:
    """The kokushi waits (a mask of kinds) of the kokushi kinds ``present`` (a mask over
    :data:`_TERMINAL_BIT`) and ``pair`` (whether one is paired)."""
    missing = [k for k, bit in _TERMINAL_BIT.items() if not present & bit]
    if pair and len(missing) == 1:
        return 1 << missing[0]
    if not pair and not missing:
        return _KOKUSHI_KINDS
    return 0


_KOKUSHI_KINDS = sum(1 << kind for kind in TERMINALS_AND_HONORS)
