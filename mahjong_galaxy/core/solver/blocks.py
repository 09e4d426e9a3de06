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
whole-hand rank DP (:mod:`.rank_dp`) walks all nine ranks per hand.  Blocks that differ only by
where they stand, a renaming of the suits or reversed ranks share one canonical summary
(:func:`canonical_block`).  It is found with the rank DP's transitions over the block's ranks:
the wait forms over all galaxy splits at once (:func:`.rank_dp.step`); for the tenpai count
only (:func:`block_histogram`), the splits per profile by following the splits (each way the
block's galaxy tiles spread over the suits) rank by rank, merged while their states agree
(:func:`.rank_dp.moves`).  Past :data:`SPLIT_LIMIT` splits in one block the callers use the
whole-hand DP instead.  Before any summary, :func:`may_complete` rules out by tile counts
alone most hands that no tile completes.

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
# A block's ranks: per rank (normal m, p, s, galaxy tiles of the number).
Ranks = tuple[tuple[int, int, int, int], ...]
# A block's key: its first rank and its ranks.
BlockKey = tuple[int, Ranks]
# Per winning kind, its wait-form masks with 0 / 1 jantou in the block.
KindMasks = dict[int, tuple[int, int]]
# A block's summary (:func:`block_summary`).
Summary = tuple[int, KindMasks]


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
    """The summary of one block for the waits, over its galaxy splits.

    Args:
        key: the block's first rank (one before its first tile, or 1) and per rank from there to
            one past its last tile (or 9) the normal tiles of m, p, s and the galaxy tiles of the
            number.

    Returns:
        ``(pairs, masks)``: the pair mask over every split; per number kind the winning tile
        completes (in some split), its wait-form masks with 0 and 1 jantou in the block.
    """
    ranks, kinds = canonical_block(key)
    pairs, masks = _canonical_summary(ranks)
    return pairs, {kinds[kind]: forms for kind, forms in masks.items()}


@lru_cache(maxsize=1 << 14)
def block_histogram(key: BlockKey) -> Histogram:
    """How many galaxy splits of a block (:func:`block_summary`'s key) give each
    :data:`Profile`, for the tenpai count (the waits need no histogram)."""
    return _canonical_histogram(canonical_block(key)[0])


@lru_cache(maxsize=1 << 14)
def _canonical_summary(ranks: Ranks) -> Summary:
    return _union(1, ranks)


@lru_cache(maxsize=1 << 14)
def _canonical_histogram(ranks: Ranks) -> Histogram:
    return _histogram(1, ranks)


def canonical_block(key: BlockKey) -> tuple[Ranks, dict[int, int]]:
    """A block's ranks in canonical form, shared by the blocks that differ only by where they
    stand, by a renaming of the suits or by reversing the ranks (rank r as 10 - r), and the
    kind in the block of each kind of the canonical block (which stands from rank 1).

    Those blocks have the same summary and histogram up to that renaming of kinds: the rank
    DP treats the suits alike and reversing keeps every wait form (penchan 12 waiting 3 is
    89 waiting 7); a block moves freely unless it holds tiles at rank 1 or 9 (there shuntsu
    end: such a block stays at its edge, reversed to stand at rank 1), since its first and
    last ranks are empty and no group reaches beyond them.
    """
    first, ranks = key
    size = len(ranks)
    left = first == 1 and any(ranks[0])
    right = first + size == 10 and any(ranks[-1])
    canon, suits, reverse = max(
        (*_suits_sorted(ranks[::-1] if reverse else ranks), reverse)
        for reverse in ((False, True) if left == right else (right,))
    )
    kinds = {}
    for index, suit in enumerate(suits):
        for offset in range(size):
            rank = first + (size - 1 - offset if reverse else offset)
            kinds[index * 9 + offset] = suit * 9 + rank - 1
    return canon, kinds


def _suits_sorted(ranks: Ranks) -> tuple[Ranks, tuple[int, ...]]:
    """``ranks`` with the suits in canonical order (by their tiles rank by rank, most first),
    and the suit each canonical suit is."""
    suits = tuple(sorted(range(3), key=lambda suit: [r[suit] for r in ranks], reverse=True))
    a, b, c = suits
    return tuple((r[a], r[b], r[c], r[3]) for r in ranks), suits


def block_keys(normal: Sequence[int], galaxy: Sequence[int]) -> list[BlockKey] | None:
    """The blocks of the number tiles (34 normal counts, 11 galaxy counts), or None when one
    has more than :data:`SPLIT_LIMIT` galaxy splits."""
    keys: list[BlockKey] = []
    for group in _rank_groups(normal, galaxy):
        if not _add_block(keys, group, normal, galaxy):
            return None
    return keys


def _rank_groups(normal: Sequence[int], galaxy: Sequence[int]) -> list[list[int]]:
    """The ranks (0-based) of each block: the ranks holding number tiles, in runs with gaps
    of at most one empty rank."""
    groups: list[list[int]] = []
    for r in range(9):
        if normal[r] or normal[r + 9] or normal[r + 18] or galaxy[r]:
            if groups and r - groups[-1][-1] <= 2:
                groups[-1].append(r)
            else:
                groups.append([r])
    return groups


def may_complete(normal: Sequence[int], galaxy: Sequence[int]) -> bool:
    """False when no extra tile can complete the tiles in the regular shape, by tile counts
    alone (a quick test before the block summaries; True says nothing).

    Each part (a block, the winds, the dragons; each honour kind alone when its class has no
    galaxy tile) completes on its own as mentsu with at most one jantou among all parts, so
    it holds 0 or 2 tiles mod 3, but for the part the winning tile joins, which holds 1
    (and then has the jantou) or 2 (and then has none) before it.
    """
    parts = [0, 0, 0]  # how many parts hold 0, 1, 2 tiles mod 3
    for group in _rank_groups(normal, galaxy):
        parts[sum(normal[r] + normal[r + 9] + normal[r + 18] + galaxy[r] for r in group) % 3] += 1
    for kinds, cls in ((range(EAST, WHITE), WIND_CLASS), (range(WHITE, WHITE + 3), DRAGON_CLASS)):
        if galaxy[cls]:
            parts[(sum(normal[k] for k in kinds) + galaxy[cls]) % 3] += 1
        else:
            for k in kinds:
                parts[normal[k] % 3] += 1
    _, ones, twos = parts
    return (ones == 1 and not twos) or (not ones and 1 <= twos <= 2)


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
def hand_blocks(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> tuple[BlockKey, ...] | None:
    """The :func:`block_keys` of one concealed multiset, shared by its waits and its tenpai
    count (as :func:`.rank_dp.regular_dp` is); None past :data:`SPLIT_LIMIT`."""
    keys = block_keys(normal, galaxy)
    return None if keys is None else tuple(keys)


def block_forms(normal: tuple[int, ...], galaxy: tuple[int, ...]) -> dict[int, int] | None:
    """:meth:`.RegularDP.joker_forms` of a concealed multiset, block by block: each kind whose
    one extra copy completes the tiles (regular shape), with its wait-form mask; None when a
    block has more than :data:`SPLIT_LIMIT` splits."""
    if not may_complete(normal, galaxy):
        return {}
    keys = hand_blocks(normal, galaxy)
    if keys is None:
        return None
    summaries = [block_summary(key) for key in keys]
    winds, dragons = tuple(normal[EAST:WHITE]), tuple(normal[WHITE:])
    gw, gd = galaxy[WIND_CLASS], galaxy[DRAGON_CLASS]
    honors = 0
    for a in honor_pairs(winds, gw):
        for b in honor_pairs(dragons, gd):
            if a + b <= 1:
                honors |= 1 << (a + b)
    found: dict[int, int] = {}
    ends = 1  # the number tiles' pair mask: no blocks complete with no jantou
    for index, (_, masks) in enumerate(summaries):
        rest = honors
        for other, (pairs, _) in enumerate(summaries):
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
        complete, kinds = honor_profile([c + g for c, g in zip(counts, spread, strict=True)])
        joker = 0
        for mask in kinds:
            joker |= mask
        profile = (complete, joker)
        histogram[profile] = histogram.get(profile, 0) + 1
    return histogram


def honor_jantou(acting: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The jantou of one honour class's acting counts (no galaxy tile left to spread; 9 when
    they form no shape): as they are, and per kind with one more tile of it.  Every kind must
    hold 0 or 2 tiles mod 3, and each 2 is a jantou."""
    residues = [a % 3 for a in acting]
    ones, twos = residues.count(1), residues.count(2)
    if ones > 1:  # two singles: no shape, with one more tile or without
        return 9, (9,) * len(residues)
    # one more tile: residue 0 -> 1 (a single), 1 -> 2 (a jantou more), 2 -> 0 (a jantou less)
    after = (9, twos + 1 if ones == 1 else 9, 9 if ones else twos - 1)
    return 9 if ones else twos, tuple(map(after.__getitem__, residues))


def honor_profile(acting: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The pair masks (bit ``e``: complete with ``e`` jantou) of :func:`honor_jantou`: as the
    counts are, and per kind with one more tile of it (:func:`.rank_dp.honor_joker` with no
    galaxy tile)."""
    alone, per_kind = honor_jantou(acting)
    return _PAIR_MASK[alone], tuple(_PAIR_MASK[jantou] for jantou in per_kind)


#: ``_PAIR_MASK[j]``: the pair mask of parts using ``j`` jantou (9: no shape).
_PAIR_MASK = (1, 2, *[0] * 8)


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
    keys = hand_blocks(normal, galaxy)
    if keys is None:
        return None
    histogram: Histogram = {(1, 0): 1}
    for key in keys:
        histogram = _join(histogram, block_histogram(key))
    histogram = _join(histogram, _class_histogram(tuple(normal[EAST:WHITE]), galaxy[WIND_CLASS]))
    histogram = _join(histogram, _class_histogram(tuple(normal[WHITE:]), galaxy[DRAGON_CLASS]))
    return sum(n for (_, joker), n in histogram.items() if joker & 2)


__all__ = [
    "SPLIT_LIMIT",
    "block_forms",
    "block_histogram",
    "block_keys",
    "block_summary",
    "block_tenpai",
    "canonical_block",
    "hand_blocks",
    "honor_jantou",
    "honor_profile",
    "may_complete",
]
