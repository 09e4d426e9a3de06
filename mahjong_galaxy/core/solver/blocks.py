"""Waits and tenpai assignment counts of a hand with calls, one block of ranks at a time.

The ranks holding number tiles (a normal tile of any suit or a galaxy tile of that number) fall
into *blocks*: runs of such ranks with gaps of at most one empty rank.  A mentsu spans three
consecutive ranks with a tile on each, and the winning tile fills at most one of them, so no
group (with or without the winning tile) spans two blocks: under any galaxy assignment the
number tiles complete when every block does, with at most one jantou over the blocks and the
honours together.  The winning tile joins a block at its ranks or the rank just outside either
end; elsewhere it completes nothing.

A block's *summary* depends only on its own ranks and tiles, so it is memoised process-wide
(:func:`block_summary`): a batch of small hands meets the same blocks again and again, where the
whole-hand rank DP (:mod:`.rank_dp`) walks all nine ranks per hand.  It is found with the rank
DP's transitions over the block's ranks: the wait forms over all galaxy splits at once
(:func:`.rank_dp.step`), the splits per profile by following the splits (each way the block's
galaxy tiles spread over the suits) rank by rank, merged while their states agree
(:func:`.rank_dp.moves`).  Past :data:`SPLIT_LIMIT` splits in one block the callers use the
whole-hand DP instead.

Pair sets are 2-bit masks: bit ``e`` set when the part completes with ``e`` jantou (0 or 1).
Only hands with calls come here: without calls seven pairs and kokushi count too.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mahjong_galaxy.core.solver.rank_dp import (
    SPLITS,
    START,
    State,
    distributions,
    honor_joker,
    honor_joker_masks,
    honor_pairs,
    moves,
    step,
)
from mahjong_galaxy.core.tiles import DRAGON_CLASS, EAST, WHITE, WIND_CLASS

#: Most galaxy splits one block may have for this path (its summary follows them).
SPLIT_LIMIT = 81


def _plus(a: int, b: int) -> int:
    none = a & b & 1
    one = (a & 1 and b & 2) or (a & 2 and b & 1)
    return none | (2 if one else 0)


#: ``PLUS[a][b]``: the pair mask of two independent parts with pair masks ``a`` and ``b``.
PLUS = tuple(tuple(_plus(a, b) for b in range(4)) for a in range(4))

# A part's profile under one assignment: (pair mask complete as it is, pair mask complete with
# the winning tile among its kinds); a histogram counts assignments per profile.
Profile = tuple[int, int]
Histogram = dict[Profile, int]
# A block's key: its first rank and per rank (normal m, p, s, galaxy tiles of the number).
BlockKey = tuple[int, tuple[tuple[int, int, int, int], ...]]
# Per winning kind, its wait-form masks with 0 / 1 jantou in the block.
KindMasks = dict[int, tuple[int, int]]
# A block's summary (:func:`block_summary`).
Summary = tuple[int, KindMasks, Histogram]


def _ends(states: set[State] | frozenset[State]) -> int:
    """The pair mask of the states with no shuntsu pending."""
    mask = 0
    for s in states:
        if not (s[0] or s[1] or s[2] or s[3] or s[4] or s[5]):
            mask |= 1 << s[6]
    return mask


def _union(first: int, ranks: Sequence[tuple[int, int, int, int]]) -> tuple[int, KindMasks]:
    """A block over all its galaxy splits at once (:func:`.rank_dp.step` joins the splits of a
    rank): its pair mask and, per kind whose extra tile completes it, the wait-form masks with
    0 and 1 jantou."""
    columns = [((m, p, s), g) for m, p, s, g in ranks]
    forward: list[set[State]] = [{START}]
    for offset, (column, galaxy) in enumerate(columns):
        rank = first + offset
        forward.append({n for s in forward[-1] for n, _ in step(s, column, galaxy, rank)})
    placements = []
    placed: list[set[State]] = [set()]
    for offset, (column, galaxy) in enumerate(columns):
        rank = first + offset
        here = [
            (suit * 9 + rank - 1, n, roles)
            for s in forward[offset]
            for suit in range(3)
            for n, roles in step(s, column, galaxy, rank, suit)
        ]
        placements.append(here)
        layer = {n for _, n, _ in here}
        layer.update(n for s in placed[-1] for n, _ in step(s, column, galaxy, rank))
        placed.append(layer)
    reach = {s: 1 << s[6] for s in placed[-1] if not any(s[:6])}  # the jantou each can end with
    masks: KindMasks = {}
    for offset in range(len(columns) - 1, -1, -1):
        for kind, n, roles in placements[offset]:
            ends = reach.get(n, 0)
            if ends:
                m0, m1 = masks.get(kind, (0, 0))
                masks[kind] = (m0 | roles if ends & 1 else m0, m1 | roles if ends & 2 else m1)
        (column, galaxy), rank = columns[offset], first + offset
        ahead, reach = reach, {}
        for s in placed[offset]:
            ends = 0
            for n, _ in step(s, column, galaxy, rank):
                ends |= ahead.get(n, 0)
            if ends:
                reach[s] = ends
    return _ends(forward[-1]), masks


# Splits of a block merged while they agree: the states without and with the winning tile.
_Config = tuple[frozenset[State], frozenset[State]]


def _histogram(first: int, ranks: Sequence[tuple[int, int, int, int]]) -> Histogram:
    """How many galaxy splits of a block give each :data:`Profile` (the splits that leave no
    state at all are left out: they are tenpai under no assignment).  Splits are followed rank
    by rank and merged while their states agree, as in :func:`.assignments.count_assignments`."""
    layer: dict[_Config, int] = {(frozenset([START]), frozenset()): 1}
    for offset, (m, p, s, galaxy) in enumerate(ranks):
        rank = first + offset
        columns = [(m + a, p + b, s + c) for a, b, c in SPLITS[galaxy]]
        plain_memo: dict[tuple[frozenset[State], tuple[int, int, int]], _Config] = {}
        grown: dict[_Config, int] = {}
        for (plain, placed), count in layer.items():
            for column in columns:
                key = (plain, column)
                moved = plain_memo.get(key)
                if moved is None:
                    moved = plain_memo[key] = (
                        frozenset(n for st in plain for n, _ in moves(st, column, rank)),
                        frozenset(
                            n
                            for st in plain
                            for suit in range(3)
                            for n, _ in moves(st, column, rank, suit)
                        ),
                    )
                new_plain, new_placed = moved
                if placed:
                    new_placed = new_placed.union(
                        n for st in placed for n, _ in moves(st, column, rank)
                    )
                if new_plain or new_placed:
                    config = (new_plain, new_placed)
                    grown[config] = grown.get(config, 0) + count
        layer = grown
    histogram: Histogram = {}
    for (plain, placed), count in layer.items():
        profile = (_ends(plain), _ends(placed))
        histogram[profile] = histogram.get(profile, 0) + count
    return histogram


@lru_cache(maxsize=1 << 14)
def block_summary(key: BlockKey) -> Summary:
    """The summary of one block over its galaxy splits.

    Args:
        key: the block's first rank (one before its first tile, or 1) and per rank from there to
            one past its last tile (or 9) the normal tiles of m, p, s and the galaxy tiles of the
            number.

    Returns:
        ``(pairs, masks, histogram)``: the pair mask over every split; per number kind the
        winning tile completes (in some split), its wait-form masks with 0 and 1 jantou in the
        block; how many splits give each :data:`Profile`.
    """
    first, ranks = key
    pairs, masks = _union(first, ranks)
    return pairs, masks, _histogram(first, ranks)


def block_keys(normal: Sequence[int], galaxy: Sequence[int]) -> list[BlockKey] | None:
    """The blocks of the number tiles (34 normal counts, 11 galaxy counts), or None when one
    has more than :data:`SPLIT_LIMIT` galaxy splits."""
    keys: list[BlockKey] = []
    group: list[int] = []
    for r in range(9):
        if normal[r] or normal[r + 9] or normal[r + 18] or galaxy[r]:
            if group and r - group[-1] > 2:
                if not _add_block(keys, group, normal, galaxy):
                    return None
                group = []
            group.append(r)
    if group and not _add_block(keys, group, normal, galaxy):
        return None
    return keys


def _add_block(
    keys: list[BlockKey], group: list[int], normal: Sequence[int], galaxy: Sequence[int]
) -> bool:
    """Append the key of the block holding the ranks ``group`` (0-based); False when it has
    more than :data:`SPLIT_LIMIT` galaxy splits."""
    splits = 1
    for r in group:
        if galaxy[r]:
            splits *= len(SPLITS[galaxy[r]])
    if splits > SPLIT_LIMIT:
        return False
    lo, hi = max(0, group[0] - 1), min(8, group[-1] + 1)
    ranks = tuple((normal[r], normal[r + 9], normal[r + 18], galaxy[r]) for r in range(lo, hi + 1))
    keys.append((lo + 1, ranks))
    return True


@lru_cache(maxsize=64)
def hand_blocks(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> tuple[Summary, ...] | None:
    """The :func:`block_summary` of each block of one concealed multiset, shared by its waits
    and its tenpai count (as :func:`.rank_dp.regular_dp` is); None past :data:`SPLIT_LIMIT`."""
    keys = block_keys(normal, galaxy)
    return None if keys is None else tuple(block_summary(key) for key in keys)


def block_forms(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> dict[int, int] | None:
    """:meth:`.RegularDP.joker_forms` of a concealed multiset, block by block: each kind whose
    one extra copy completes the tiles (regular shape), with its wait-form mask; None when a
    block has more than :data:`SPLIT_LIMIT` splits."""
    summaries = hand_blocks(normal, galaxy)
    if summaries is None:
        return None
    winds, dragons = tuple(normal[EAST:WHITE]), tuple(normal[WHITE:])
    gw, gd = galaxy[WIND_CLASS], galaxy[DRAGON_CLASS]
    honors = 0
    for a in honor_pairs(winds, gw):
        for b in honor_pairs(dragons, gd):
            if a + b <= 1:
                honors |= 1 << (a + b)
    found: dict[int, int] = {}
    ends = 1  # the number tiles' pair mask: no blocks complete with no jantou
    for index, (_, masks, _) in enumerate(summaries):
        rest = honors
        for other, (pairs, _, _) in enumerate(summaries):
            if other != index:
                rest = PLUS[rest][pairs]
        for kind, (m0, m1) in masks.items():
            mask = (m0 if rest & 2 else 0) | (m1 if rest & 1 else 0)
            if mask:
                found[kind] = mask
        ends = PLUS[ends][summaries[index][0]]
    number_ends = {e for e in (0, 1) if ends >> e & 1}
    found.update(honor_joker_masks(winds, gw, dragons, gd, frozenset(number_ends)))
    return dict(sorted(found.items()))


@lru_cache(maxsize=1 << 12)
def _class_histogram(counts: tuple[int, ...], galaxy: int) -> Histogram:
    """The profiles of one honour class over the spreads of its galaxy tiles."""
    histogram: Histogram = {}
    for spread in distributions(galaxy, len(counts)):
        acting = tuple(c + g for c, g in zip(counts, spread, strict=True))
        complete = 0
        for p in honor_pairs(acting, 0):
            complete |= 1 << p
        joker = 0
        for index in range(len(acting)):
            for p, _ in honor_joker(acting, 0, index):
                joker |= 1 << p
        profile = (complete, joker)
        histogram[profile] = histogram.get(profile, 0) + 1
    return histogram


def _join(first: Histogram, second: Histogram) -> Histogram:
    """The histogram of two independent parts."""
    joined: Histogram = {}
    for (a1, j1), n1 in first.items():
        for (a2, j2), n2 in second.items():
            profile = (PLUS[a1][a2], PLUS[j1][a2] | PLUS[a1][j2])
            joined[profile] = joined.get(profile, 0) + n1 * n2
    return joined


def block_tenpai(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> int | None:
    """The number of galaxy assignments under which a hand with calls is tenpai (regular shape),
    block by block; None when a block has more than :data:`SPLIT_LIMIT` splits."""
    summaries = hand_blocks(normal, galaxy)
    if summaries is None:
        return None
    histogram: Histogram = {(1, 0): 1}
    for _, _, block in summaries:
        histogram = _join(histogram, block)
    histogram = _join(histogram, _class_histogram(tuple(normal[EAST:WHITE]), galaxy[WIND_CLASS]))
    histogram = _join(histogram, _class_histogram(tuple(normal[WHITE:]), galaxy[DRAGON_CLASS]))
    return sum(n for (_, joker), n in histogram.items() if joker & 2)


__all__ = [
    "SPLIT_LIMIT",
    "block_forms",
    "block_keys",
    "block_summary",
    "block_tenpai",
    "hand_blocks",
]
