"""Per-assignment view: which galaxy assignments make a 13-tile hand tenpai, and on what.

An *assignment* gives every concealed galaxy tile the kind it acts as.  Galaxy tiles of one class
are interchangeable, so an assignment is counted once per multiset of acting kinds per class.

Counting is exact without visiting every assignment: the ranks 1..9 (then winds, then dragons)
are processed in order; at each rank the assignment chooses how that number's galaxy tiles split
over the suits, and a *configuration* records everything the rest of the hand needs to know
(reachable regular states with and without the extra winning tile, and the chiitoitsu / kokushi
progress).  Assignments reaching the same configuration are merged with a count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product
from math import prod

from .hand import Hand
from .rank_dp import SPLITS, START, State, distributions, step
from .rules import DEFAULT_RULES, Rules
from .tiles import CLASS_KINDS, NUM_KINDS, TERMINALS_AND_HONORS, normal
from .waits import winning_kinds

Acting = tuple[int, ...]
# Chiitoitsu progress: (pairs, single kind or -1); kokushi progress: (kinds present mask, pair).
Chiitoi = tuple[int, int] | None
Kokushi = tuple[int, int] | None
Config = tuple[frozenset[State], frozenset[tuple[State, int]], Chiitoi, Kokushi]
_BROKEN = None


@dataclass(frozen=True)
class Assignment:
    """One galaxy assignment: the acting kinds of the concealed galaxy tiles.

    Attributes:
        acting: per kind (34 ints), how many concealed galaxy tiles act as it.
    """

    acting: Acting

    def kinds(self) -> list[int]:
        """Acting kinds as a sorted list with repeats (one entry per galaxy tile)."""
        return [k for k in range(NUM_KINDS) for _ in range(self.acting[k])]


class AssignmentView:
    """Tenpai assignments of a 13-tile hand grouped by wait set.

    Attributes:
        total: number of distinct assignments (multisets per class).
        tenpai: number of assignments under which the hand is tenpai.
        groups: ``[(wait kinds, number of assignments), ...]``, most assignments first.
    """

    def __init__(self, hand: Hand, rules: Rules = DEFAULT_RULES) -> None:
        self.hand = hand
        self.rules = rules
        galaxy = hand.galaxy_counts
        self.total = prod(
            len(distributions(galaxy[c], len(CLASS_KINDS[c]))) for c in range(len(galaxy))
        )
        counts = _count_wait_sets(hand, rules)
        self.groups = sorted(
            ((w, n) for w, n in counts.items() if w), key=lambda item: (-item[1], sorted(item[0]))
        )
        self.tenpai = sum(n for _, n in self.groups)

    def iter_assignments(
        self, waits: frozenset[int] | None = None
    ) -> Iterator[tuple[Assignment, frozenset[int]]]:
        """Lazily yield ``(assignment, wait kinds)`` for each tenpai assignment.

        Args:
            waits: only assignments with exactly this wait set, or None for all tenpai ones.
        """
        per_class = [
            [(CLASS_KINDS[c], split) for split in distributions(g, len(CLASS_KINDS[c]))]
            for c, g in enumerate(self.hand.galaxy_counts)
        ]
        for choice in product(*per_class):
            acting = [0] * NUM_KINDS
            for kinds, split in choice:
                for kind, n in zip(kinds, split, strict=True):
                    acting[kind] = n
            found = winning_kinds(_concrete(self.hand, acting), self.rules)
            if found and (waits is None or found == waits):
                yield Assignment(tuple(acting)), found


def assignment_view(hand: Hand, rules: Rules = DEFAULT_RULES) -> AssignmentView:
    """Build the :class:`AssignmentView` of a 13-tile hand (exact counts, lazy listing)."""
    return AssignmentView(hand, rules)


def _concrete(hand: Hand, acting: list[int]) -> Hand:
    tiles = [t for t in hand.tiles if not t.galaxy]
    tiles += [normal(k) for k in range(NUM_KINDS) for _ in range(acting[k])]
    return Hand(tuple(tiles), hand.melds)


def _count_wait_sets(hand: Hand, rules: Rules) -> Counter[frozenset[int]]:
    closed = not hand.melds
    configs: Counter[Config] = Counter()
    configs[
        (
            frozenset([START]),
            frozenset(),
            (0, -1) if closed else _BROKEN,
            (0, 0) if closed else _BROKEN,
        )
    ] = 1
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    for rank in range(1, 10):
        column = (normal[rank - 1], normal[rank + 8], normal[rank + 17])
        nxt: Counter[Config] = Counter()
        for config, count in configs.items():
            for split in SPLITS[galaxy[rank - 1]]:
                counts = (column[0] + split[0], column[1] + split[1], column[2] + split[2])
                new = _advance(config, counts, rank, rules)
                if new is not None:
                    nxt[new] += count
        configs = nxt
    return _finish_honors(configs, hand, rules)


def _advance(
    config: Config, counts: tuple[int, int, int], rank: int, rules: Rules
) -> Config | None:
    regular, joker, chiitoi, kokushi = config
    new_regular = frozenset(s for state in regular for s, _ in step(state, counts, 0, rank))
    new_joker = {(s, kind) for state, kind in joker for s, _ in step(state, counts, 0, rank)}
    for suit in range(3):
        kind = suit * 9 + rank - 1
        new_joker.update(
            (s, kind) for state in regular for s, _ in step(state, counts, 0, rank, suit)
        )
    kinds = [suit * 9 + rank - 1 for suit in range(3)]
    chiitoi = _chiitoi_add(chiitoi, kinds, counts, rules)
    kokushi = _kokushi_add(kokushi, kinds, counts)
    if not new_regular and not new_joker and chiitoi is None and kokushi is None:
        return None
    return new_regular, frozenset(new_joker), chiitoi, kokushi


def _chiitoi_add(
    progress: Chiitoi, kinds: list[int], counts: tuple[int, ...] | list[int], rules: Rules
) -> Chiitoi:
    if progress is None:
        return None
    pairs, single = progress
    for kind, count in zip(kinds, counts, strict=True):
        if count > 2 and not rules.identical_pairs:
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


def _finish_honors(configs: Counter[Config], hand: Hand, rules: Rules) -> Counter[frozenset[int]]:
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    winds = [(tuple(normal[27 + i] + s[i] for i in range(4))) for s in distributions(galaxy[9], 4)]
    dragons = [
        (tuple(normal[31 + i] + s[i] for i in range(3))) for s in distributions(galaxy[10], 3)
    ]
    result: Counter[frozenset[int]] = Counter()
    for config, count in configs.items():
        for wind_counts in winds:
            for dragon_counts in dragons:
                honors = wind_counts + dragon_counts
                result[_final_waits(config, honors, rules)] += count
    return result


def _final_waits(config: Config, honors: tuple[int, ...], rules: Rules) -> frozenset[int]:
    regular, joker, chiitoi, kokushi = config
    kinds = list(range(27, 34))
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
