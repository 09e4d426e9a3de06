"""Wait sets per galaxy assignment of a hand with calls, block by block (the assignment view's
groups without its configuration graph).

The blocks of :mod:`.blocks` (no group, with or without the winning tile, spans two) and the
two honour classes are independent parts: under an assignment each part completes with some
jantou, and with the winning tile on one of its kinds with others.  A part's *profile* under one
split of its galaxy tiles is its pair mask (bit ``e``: it completes with ``e`` jantou) and each
of its kinds' pair masks with the winning tile there; its histogram counts its splits per
profile.  Parts join like independent histograms (:func:`_join`), and a kind of the joined
profile wins when its pair mask holds one jantou.  A light block's splits are listed one by one:
under a split its suits are independent parts too, each profiled by its counts, tails shared
process-wide (:mod:`.suit_profile`); a heavier block's are followed rank by rank, merged while
their states agree.  Only hands with calls come here (seven pairs and kokushi need the whole
hand).
"""

from __future__ import annotations

from functools import lru_cache
from math import prod

from mahjong_galaxy.core.solver.blocks import (
    PLUS,
    BlockKey,
    Ranks,
    _ends,
    canonical_block,
    hand_blocks,
    honor_profile,
)
from mahjong_galaxy.core.solver.rank_dp import (
    NO_JOKER,
    SPLITS,
    START,
    State,
    distributions,
    moves,
)
from mahjong_galaxy.core.solver.suit_profile import suit_profile
from mahjong_galaxy.core.tiles import DRAGON_CLASS, EAST, WHITE, WIND_CLASS

# A part's profile: its pair mask and ``((kind, pair mask with the winning tile there), ...)``
# for the kinds with a non-empty mask, each part's by kind (the parts joined in turn).
Profile = tuple[int, tuple[tuple[int, int], ...]]
Histogram = dict[Profile, int]
# A block's splits merged while they agree: its states without the winning tile, and per kind
# the states with the winning tile placed as it.
_Config = tuple[frozenset[State], tuple[tuple[int, frozenset[State]], ...]]
#: A block is profiled split by split, its suits apart, when it holds at most ``LIGHT_TILES``
#: normal tiles or has at most ``FEW_SPLITS`` splits; else its splits are merged while their
#: states agree, which drops the dead ones rank by rank.  Over the 179 distinct blocks of the
#: bench's tenpai hands with galaxy tiles (closed ones too; cold, min of 5): split by split is
#: faster on all 79 blocks with <= 5 normal tiles (25.0 -> 6.7 ms) and on every one with <= 6
#: splits, but up to 3.8x slower on long blocks with 6+ normal tiles and 9+ splits.
LIGHT_TILES = 5
FEW_SPLITS = 6
#: The histogram of no tiles: complete with no jantou, no kind won on.
_NOTHING: Histogram = {(1, ()): 1}


def block_wait_sets(
    normal: tuple[int, ...], galaxy: tuple[int, ...]
) -> dict[frozenset[int], int] | None:
    """How many galaxy assignments give each non-empty wait set to the concealed tiles of a
    hand with calls (34 normal counts, 11 galaxy counts; regular shape only), or None when a
    block has more than :data:`.blocks.SPLIT_LIMIT` splits.  The blocks are the waits' own
    (:func:`.blocks.hand_blocks`)."""
    keys = hand_blocks(normal, galaxy)
    if keys is None:
        return None
    honors = (
        _class_profiles(normal[EAST:WHITE], galaxy[WIND_CLASS], EAST),
        _class_profiles(normal[WHITE:], galaxy[DRAGON_CLASS], WHITE),
    )
    joined = _NOTHING
    for part in (*map(_block_profiles, keys), *honors):
        if part != _NOTHING:  # an honour class without tiles leaves the histogram as it is
            joined = _join(joined, part)
    counts: dict[frozenset[int], int] = {}
    for (_, kinds), n in joined.items():
        waits = frozenset(kind for kind, mask in kinds if mask & 2)
        if waits:
            counts[waits] = counts.get(waits, 0) + n
    return counts


def _join(first: Histogram, second: Histogram) -> Histogram:
    """The histogram of two independent parts (profiles that can complete nothing dropped)."""
    joined: Histogram = {}
    for (pairs_1, kinds_1), n_1 in first.items():
        for (pairs_2, kinds_2), n_2 in second.items():
            kinds = [(k, PLUS[m][pairs_2]) for k, m in kinds_1 if PLUS[m][pairs_2]]
            kinds += [(k, PLUS[pairs_1][m]) for k, m in kinds_2 if PLUS[pairs_1][m]]
            pairs = PLUS[pairs_1][pairs_2]
            if pairs or kinds:
                profile = (pairs, tuple(kinds))
                joined[profile] = joined.get(profile, 0) + n_1 * n_2
    return joined


def _block_profiles(key: BlockKey) -> Histogram:
    """The histogram of one block (key as :func:`.blocks.block_summary`): its canonical
    block's (:func:`.blocks.canonical_block`) with the kinds renamed back."""
    ranks, kinds = canonical_block(key)
    return {
        (pairs, tuple(sorted((kinds[kind], mask) for kind, mask in placed))): n
        for (pairs, placed), n in _canonical_profiles(ranks).items()
    }


@lru_cache(maxsize=1 << 12)
def _canonical_profiles(ranks: Ranks) -> Histogram:
    """The histogram of a canonical block standing from rank 1: split by split
    (:func:`_split_profiles`) when the block holds at most :data:`LIGHT_TILES` normal tiles or
    has at most :data:`FEW_SPLITS` splits, else its splits merged while their states agree
    (:func:`_merged_profiles`)."""
    normal = sum(m + p + s for m, p, s, _ in ranks)
    if normal <= LIGHT_TILES or prod(len(SPLITS[galaxy]) for *_, galaxy in ranks) <= FEW_SPLITS:
        return _split_profiles(ranks)
    return _merged_profiles(ranks)


def _split_profiles(ranks: Ranks) -> Histogram:
    """The histogram of a canonical block over its splits listed one by one: under a split the
    suits are independent parts, so its profile joins their :func:`.suit_profile.suit_profile`
    (each suit's kinds beside the other two suits' pair mask)."""
    layer: list[tuple[tuple[int, ...], ...]] = [((), (), ())]
    for m, p, s, galaxy in ranks:
        shares = [((m + a,), (p + b,), (s + c,)) for a, b, c in SPLITS[galaxy]]
        layer = [(tm + a, tp + b, ts + c) for tm, tp, ts in layer for a, b, c in shares]
    histogram: Histogram = {}
    beside: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}
    # each suit's distinct counts profiled once
    profile = {counts: suit_profile(counts) for counts in {t for suits in layer for t in suits}}
    for tm, tp, ts in layer:
        (pairs_m, placed_m), (pairs_p, placed_p), (pairs_s, placed_s) = (
            profile[tm],
            profile[tp],
            profile[ts],
        )
        if (not pairs_m) + (not pairs_p) + (not pairs_s) > 1:
            continue  # two suits that cannot complete: neither can the block, whatever it wins
        kinds: tuple[tuple[int, int], ...] = ()
        for suit, placed, rest in (
            (0, placed_m, PLUS[pairs_p][pairs_s]),
            (1, placed_p, PLUS[pairs_m][pairs_s]),
            (2, placed_s, PLUS[pairs_m][pairs_p]),
        ):
            found = beside.get((suit, placed, rest))
            if found is None:
                found = beside[suit, placed, rest] = tuple(
                    (suit * 9 + offset, PLUS[placed >> 2 * offset & 3][rest])
                    for offset in range(len(ranks))
                    if PLUS[placed >> 2 * offset & 3][rest]
                )
            kinds += found
        pairs = PLUS[PLUS[pairs_m][pairs_p]][pairs_s]
        if pairs or kinds:
            histogram[pairs, kinds] = histogram.get((pairs, kinds), 0) + 1
    return histogram


def _merged_profiles(ranks: Ranks) -> Histogram:
    """The histogram of a canonical block standing from rank 1: its splits followed rank by
    rank (:func:`.rank_dp.moves`), merged while their states agree; a set of states' moves
    found once for every split of the rank, and the last rank's configurations counted
    straight into their profiles."""
    layer: dict[_Config, int] = {(frozenset([START]), ()): 1}
    histogram: Histogram = {}
    ends: dict[frozenset[State], int] = {}  # the pair mask (_ends) of each final set of states
    for rank, (m, p, s, galaxy) in enumerate(ranks, 1):
        kinds = (rank - 1, rank + 8, rank + 17)
        columns = [(m + a, p + b, s + c) for a, b, c in SPLITS[galaxy]]
        splits = range(len(columns))
        # per set of states before the rank, per split: the configuration of the states after
        # it (:func:`_place`), and the placed states carried past it
        placing: dict[frozenset[State], list[_Config]] = {}
        carrying: dict[frozenset[State], list[frozenset[State]]] = {}
        grown: dict[_Config, int] = {}
        final = rank == len(ranks)
        for (plain, placed), count in layer.items():
            moved = placing.get(plain)
            if moved is None:
                moved = placing[plain] = [_place(plain, c, rank, kinds) for c in columns]
            rows = []
            for kind, states in placed:
                row = carrying.get(states)
                if row is None:
                    row = carrying[states] = [_after(states, c, rank) for c in columns]
                rows.append((kind, row))
            for index in splits:
                new_plain, here = moved[index]
                carried = [(kind, row[index]) for kind, row in rows if row[index]]
                if not (new_plain or carried or here):
                    continue
                if not final:
                    config = (new_plain, (*carried, *here))
                    grown[config] = grown.get(config, 0) + count
                    continue
                masks = []
                for kind, states in (*carried, *here):
                    mask = ends.get(states)
                    if mask is None:
                        mask = ends[states] = _ends(states)
                    if mask:
                        masks.append((kind, mask))
                mask = ends.get(new_plain)
                if mask is None:
                    mask = ends[new_plain] = _ends(new_plain)
                profile = (mask, tuple(masks))
                if profile != (0, ()):
                    histogram[profile] = histogram.get(profile, 0) + count
        layer = grown
    return histogram


def _place(
    plain: frozenset[State], column: tuple[int, int, int], rank: int, kinds: tuple[int, int, int]
) -> _Config:
    """The states after ``rank`` without the winning tile, and per kind of the rank those with
    it placed there."""
    after = _after(plain, column, rank)
    here = []
    for suit, kind in enumerate(kinds):
        placed = _after(plain, column, rank, suit)
        if placed:
            here.append((kind, placed))
    return after, tuple(here)


def _after(
    states: frozenset[State], column: tuple[int, int, int], rank: int, joker: int = NO_JOKER
) -> frozenset[State]:
    """The states after ``rank`` from ``states`` with the acting counts ``column`` (and one
    extra tile in suit ``joker``, or NO_JOKER): the successors of :func:`.rank_dp.moves`."""
    if len(states) == 1:
        (state,) = states
        return frozenset(dict(moves(state, column, rank, joker)))
    found: set[State] = set()
    for state in states:
        found.update(dict(moves(state, column, rank, joker)))
    return frozenset(found)


@lru_cache(maxsize=1 << 10)
def _class_profiles(counts: tuple[int, ...], galaxy: int, base: int) -> Histogram:
    """The histogram of one honour class (normal tiles per kind, galaxy tiles, first kind) over
    the spreads of its galaxy tiles."""
    histogram: Histogram = {}
    for spread in distributions(galaxy, len(counts)):
        pairs, masks = honor_profile([c + g for c, g in zip(counts, spread, strict=True)])
        kinds = tuple((base + index, mask) for index, mask in enumerate(masks) if mask)
        profile = (pairs, kinds)
        histogram[profile] = histogram.get(profile, 0) + 1
    return histogram


__all__ = ["block_wait_sets"]
