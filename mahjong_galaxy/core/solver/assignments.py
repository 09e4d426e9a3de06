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
same configuration graph, following only edges that can still reach the wanted wait set.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from math import prod

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.rank_dp import (
    SPLITS,
    START,
    State,
    distributions,
    regular_dp,
    step,
)
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    HONORS,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    ActingPairs,
    match_acting,
)

# Chiitoitsu progress: (pairs, single kind or -1); kokushi progress: (kinds present mask, pair).
Chiitoi = tuple[int, int] | None
Kokushi = tuple[int, int] | None
Config = tuple[frozenset[State], frozenset[tuple[State, int]], Chiitoi, Kokushi]
Split = tuple[int, ...]
WaitSet = frozenset[int]


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
        self.total = prod(len(distributions(g, len(CLASS_KINDS[c]))) for c, g in enumerate(galaxy))
        self._graph = _ConfigGraph(hand, rules)
        counts = self._graph.wait_set_counts()
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
        yield from self._graph.paths(waits)


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


class _ConfigGraph:
    """Configurations after each rank, the split edges between them, and the honour closings."""

    def __init__(self, hand: Hand, rules: Rules) -> None:
        self.rules = rules
        normal, galaxy = hand.normal_counts, hand.galaxy_counts
        self.columns = [(normal[r], normal[r + 9], normal[r + 18]) for r in range(9)]
        self.galaxy = galaxy
        self.pending, self.placed = regular_dp(normal, galaxy).viability()
        closed = not hand.melds
        start: Config = (
            frozenset([START]),
            frozenset(),
            (0, -1) if closed else None,
            (0, 0) if closed else None,
        )
        self.layers: list[Counter[Config]] = [Counter({start: 1})]
        self.edges: list[dict[Config, list[tuple[Split, Config]]]] = []
        for rank in range(1, 10):
            self._grow(rank)
        self.honors = [
            (w, d) for w in distributions(galaxy[9], 4) for d in distributions(galaxy[10], 3)
        ]
        self.honor_base = tuple(normal[EAST:])
        self._closings: dict[Config, list[tuple[tuple[Split, Split], WaitSet]]] = {}
        self._reach: list[dict[Config, frozenset[WaitSet]]] | None = None

    def _grow(self, rank: int) -> None:
        layer: Counter[Config] = Counter()
        edges: dict[Config, list[tuple[Split, Config]]] = {}
        column = self.columns[rank - 1]
        for config, count in self.layers[-1].items():
            out = edges.setdefault(config, [])
            for split in SPLITS[self.galaxy[rank - 1]]:
                counts = (column[0] + split[0], column[1] + split[1], column[2] + split[2])
                new = self._advance(config, counts, rank)
                if new is not None:
                    layer[new] += count
                    out.append((split, new))
        self.layers.append(layer)
        self.edges.append(edges)

    def _advance(self, config: Config, counts: tuple[int, int, int], rank: int) -> Config | None:
        regular, joker, chiitoi, kokushi = config
        pending, placed = self.pending[rank], self.placed[rank]
        new_regular = frozenset(
            s for state in regular for s, _ in step(state, counts, 0, rank) if s in pending
        )
        new_joker = {
            (s, kind)
            for state, kind in joker
            for s, _ in step(state, counts, 0, rank)
            if s in placed
        }
        for suit in range(3):
            kind = suit * 9 + rank - 1
            new_joker.update(
                (s, kind)
                for state in regular
                for s, _ in step(state, counts, 0, rank, suit)
                if s in placed
            )
        kinds = [suit * 9 + rank - 1 for suit in range(3)]
        chiitoi = _chiitoi_add(chiitoi, kinds, counts, self.rules)
        kokushi = _kokushi_add(kokushi, kinds, counts)
        if not new_regular and not new_joker and chiitoi is None and kokushi is None:
            return None
        return new_regular, frozenset(new_joker), chiitoi, kokushi

    def closings(self, config: Config) -> list[tuple[tuple[Split, Split], WaitSet]]:
        """Each honour split (winds, dragons) with the wait set it gives ``config``."""
        if config not in self._closings:
            self._closings[config] = [
                (split, _final_waits(config, self._honor_counts(split), self.rules))
                for split in self.honors
            ]
        return self._closings[config]

    def _honor_counts(self, split: tuple[Split, Split]) -> tuple[int, ...]:
        extra = split[0] + split[1]
        return tuple(c + e for c, e in zip(self.honor_base, extra, strict=True))

    def wait_set_counts(self) -> Counter[WaitSet]:
        """How many assignments give each wait set (the empty set = not tenpai)."""
        result: Counter[WaitSet] = Counter()
        for config, count in self.layers[-1].items():
            for _, waits in self.closings(config):
                result[waits] += count
        return result

    def _reachable(self) -> list[dict[Config, frozenset[WaitSet]]]:
        if self._reach is None:
            last = {c: frozenset(w for _, w in self.closings(c) if w) for c in self.layers[-1]}
            reach = [last]
            for edges in reversed(self.edges):
                ahead = reach[0]
                reach.insert(
                    0,
                    {c: frozenset().union(*(ahead[n] for _, n in out)) for c, out in edges.items()},
                )
            self._reach = reach
        return self._reach

    def paths(self, waits: WaitSet | None) -> Iterator[tuple[Assignment, WaitSet]]:
        """Assignments (depth first) whose wait set is ``waits`` (or any non-empty one)."""
        reach = self._reachable()

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
            for split, nxt in self.edges[depth].get(config, []):
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


def _chiitoi_add(
    progress: Chiitoi, kinds: list[int], counts: tuple[int, ...] | list[int], rules: Rules
) -> Chiitoi:
    if progress is None:
        return None
    pairs, single = progress
    for kind, count in zip(kinds, counts, strict=True):
        if count > rules.pair_copies:
            return None
        pairs += count // 2
        if count % 2:
            if single != -1:
                return None
            single = kind
    return pairs, single


_TERMINAL_BIT = {kind: 1 << i for i, kind in enumerate(TERMINALS_AND_HONORS)}


def _kokushi_add(
    progress: Kokushi, kinds: list[int], counts: tuple[int, ...] | list[int]
) -> Kokushi:
    if progress is None:
        return None
    present, pair = progress
    for kind, count in zip(kinds, counts, strict=True):
        if count == 0:
            continue
        if kind not in _TERMINAL_BIT or count > 2 or (count == 2 and pair):
            return None
        present |= _TERMINAL_BIT[kind]
        pair |= count == 2
    return present, pair


def _final_waits(config: Config, honors: tuple[int, ...], rules: Rules) -> frozenset[int]:
    regular, joker, chiitoi, kokushi = config
    kinds = list(HONORS)
    ends = {s[6] for s in regular}
    found = {kind for s, kind in joker if s[6] + _honor_pairs(honors, -1) == 1}
    for index, kind in enumerate(kinds):
        pairs = _honor_pairs(honors, index)
        if any(e + pairs == 1 for e in ends):
            found.add(kind)
    chiitoi = _chiitoi_add(chiitoi, kinds, honors, rules)
    if chiitoi is not None and chiitoi[0] == 6 and chiitoi[1] != -1:
        found.add(chiitoi[1])
    kokushi = _kokushi_add(kokushi, kinds, honors)
    if kokushi is not None:
        found.update(_kokushi_waits(*kokushi))
    return frozenset(found)


def _honor_pairs(honors: tuple[int, ...], joker: int) -> int:
    """Jantou used by concrete honour counts (+1 tile at index ``joker``); 9 when impossible."""
    pairs = 0
    for index, count in enumerate(honors):
        count += index == joker
        if count % 3 == 1:
            return 9
        pairs += count % 3 == 2
    return pairs


def _kokushi_waits(present: int, pair: int) -> list[int]:
    missing = [k for k, bit in _TERMINAL_BIT.items() if not present & bit]
    if pair and len(missing) == 1:
        return missing
    if not pair and not missing:
        return list(TERMINALS_AND_HONORS)
    return []
