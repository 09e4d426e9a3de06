"""Shuugi (純正祝儀): the bonus for galaxy tiles used as what they are printed.

Rule (the variant's published descriptions): +1 for each galaxy tile inside a *natural* group, a
group (mentsu or jantou) whose galaxy tiles all act as their printed kind.  A galaxy tile whose
printed suit is unknown (``g`` notation) never counts as acting as printed, and kokushi singles
and tiles outside any group (Milky Way shapes) are in no group.

A declaration fixes the groups as acting kinds and how many galaxy tiles act as each kind; which
physical galaxy tile acts as which kind of its class, and which group it sits in, is still the
player's choice, so the shuugi of a declaration is the best over those choices.

Option ``Rules.shuugi="tile"`` (the per-tile reading of one online implementation): +1 for each
galaxy tile acting as its printed kind, whatever its group (7m 8M 9P read as 789m: 1, the 8M);
win.py counts it on the declaration's assignment, which acts as printed wherever it can.

Chips (:class:`Chips`, the table's shuugi payments, docs/rules.md): the galaxy shuugi plus one
chip per red five, per ura dora and for ippatsu, and :data:`YAKUMAN_CHIPS` per yakuman.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from mahjong_galaxy.core.hand import Meld
from mahjong_galaxy.core.tiles import NUM_KINDS, ActingPairs, Tile, match_acting

YAKUMAN_CHIPS = 5


@dataclass(frozen=True)
class Chips:
    """The chips a win is paid, by source: ``galaxy`` shuugi, ``red`` fives, ``ura`` dora,
    ``ippatsu`` and ``yakuman`` (:data:`YAKUMAN_CHIPS` per yakuman, a double counts twice)."""

    galaxy: int
    red: int
    ura: int
    ippatsu: int
    yakuman: int

    @property
    def total(self) -> int:
        """All the chips together."""
        return self.galaxy + self.red + self.ura + self.ippatsu + self.yakuman

    def to_json(self) -> dict[str, int]:
        """Each source and the ``total``."""
        return {**vars(self), "total": self.total}


def concealed_shuugi(
    groups: Sequence[tuple[int, ...]],
    loose: Sequence[int],
    tiles: Sequence[Tile],
    win: Tile,
    win_kind: int,
) -> tuple[int, ActingPairs]:
    """Best shuugi of the concealed part of a declaration, with an assignment reaching it.

    Args:
        groups: the concealed mentsu and jantou as acting kinds.
        loose: acting kinds of the concealed tiles in no group (kokushi singles).
        tiles: every concealed tile, the winning tile included.
        win: the winning tile (its acting kind is fixed by the declaration).
        win_kind: the kind the winning tile acts as.

    Returns:
        ``(shuugi, ((galaxy tile, acting kind), ...))`` covering every concealed galaxy tile.
    """
    counter = ConcealedShuugi(tiles, win)
    return counter.shuugi(groups, loose, win_kind)[0], counter.assignment(groups, loose, win_kind)


#: Concealed tiles per kind: ``(normal tiles, galaxy tiles of a known suit by printed kind)``.
ConcealedCounts = tuple[tuple[int, ...], tuple[int, ...]]


def concealed_counts(tiles: Sequence[Tile]) -> ConcealedCounts:
    """What :class:`ConcealedShuugi` counts of the concealed tiles (34 ints each)."""
    normal, printed = [0] * NUM_KINDS, [0] * NUM_KINDS
    for tile in tiles:
        if not tile.galaxy:
            normal[tile.kind] += 1
        elif tile.suit_known:
            printed[tile.kind] += 1
    return tuple(normal), tuple(printed)


#: Kinds of each block (m, p, s, honours) as ``range`` bounds.
_BLOCK_RANGES = ((0, 9), (9, 18), (18, 27), (27, 34))
#: Memo of :meth:`ConcealedShuugi.shuugi` per block (see there); cleared past this size.
BLOCK_SHUUGI_LIMIT = 1 << 16
_BLOCK_SHUUGI: dict[
    tuple[tuple[tuple[int, ...], ...], int, bool, bool, tuple[tuple[int, ...], tuple[int, ...]]],
    tuple[int, int],
] = {}


def clear_shuugi_memo() -> None:
    """Forget the memoised shuugi of blocks (:meth:`ConcealedShuugi.shuugi`)."""
    _BLOCK_SHUUGI.clear()


#: Groups (as acting kinds) by block: m, p, s, honours.
BlockGroups = tuple[tuple[tuple[int, ...], ...], ...]


def block_groups(groups: Sequence[tuple[int, ...]]) -> BlockGroups:
    """``groups`` split by block (m, p, s, honours: a group never leaves its block), each in
    the given order."""
    blocks: tuple[list[tuple[int, ...]], ...] = ([], [], [], [])
    for group in groups:
        blocks[group[0] // 9 if group[0] < 27 else 3].append(group)
    return tuple(map(tuple, blocks))


class ConcealedShuugi:
    """The shuugi of many declarations of one concealed hand (:func:`concealed_shuugi`), the
    tiles counted once.

    Acting as printed wherever the declaration's counts allow is never worse: it only lowers
    the bent counts that have to fit into spoiled groups.  So per acting kind the galaxy tiles
    printed as it (of a known suit) act as it as far as the kind's slots left by the normal
    tiles go (*straight*), and the others are *bent*; the winning tile acts as ``win_kind``.

    Args:
        tiles: every concealed tile, the winning tile included.
        win: the winning tile.
        counts: :func:`concealed_counts` of ``tiles`` when the caller has them (one complete
            hand won on several tiles).
    """

    def __init__(
        self, tiles: Sequence[Tile], win: Tile, counts: ConcealedCounts | None = None
    ) -> None:
        self.win = win
        self.tiles = tiles
        normal, printed = concealed_counts(tiles) if counts is None else counts
        if win.galaxy and win.suit_known:  # the winning tile's kind is the declaration's
            printed = (*printed[: win.kind], printed[win.kind] - 1, *printed[win.kind + 1 :])
        # what a block's shuugi depends on besides its groups: its normal and printed counts
        self._counts = normal, printed
        self._block_tiles = [
            (normal[first:last], printed[first:last]) for first, last in _BLOCK_RANGES
        ]
        #: the blocks without a galaxy tile of a known suit printed in them (the winning one aside)
        self._blank = {b for b, (_, block) in enumerate(self._block_tiles) if not any(block)}

    @cached_property
    def galaxy(self) -> list[Tile]:
        """The concealed galaxy tiles but the winning one."""
        galaxy = [t for t in self.tiles if t.galaxy]
        if self.win.galaxy:
            galaxy.remove(self.win)
        return galaxy

    @cached_property
    def normal(self) -> Counter[int]:
        """Normal tiles per kind (the winning tile included)."""
        return Counter({k: n for k, n in enumerate(self._counts[0]) if n})

    @cached_property
    def printed(self) -> Counter[int]:
        """Galaxy tiles of a known suit per printed kind, the winning tile not counted."""
        return Counter({k: n for k, n in enumerate(self._counts[1]) if n})

    def shuugi(
        self, groups: Sequence[tuple[int, ...]], loose: Sequence[int], win_kind: int
    ) -> tuple[int, int]:
        """``(shuugi, straight)``: the best shuugi of a declaration with these concealed
        groups and loose tiles, and how many galaxy tiles act as printed (shuugi by tile).

        Both add up over the blocks (each suit, the honours): a group never leaves its block,
        and a kind's straight tiles depend on that kind's count alone.  So without loose tiles
        each block's groups are counted once, however many declarations and hands share them: a
        block's shuugi depends only on its groups, its tiles' normal and printed counts and,
        when the winning tile acts in it, the winning kind and whether the winning tile is a
        galaxy tile acting as printed (memoised process-wide on those, bounded).
        """
        if loose:
            return self._shuugi(groups, loose, win_kind)
        return self.block_shuugi(block_groups(groups), win_kind)

    def block_shuugi(self, blocks: BlockGroups, win_kind: int) -> tuple[int, int]:
        """:meth:`shuugi` of a declaration without loose tiles, its groups split by
        :func:`block_groups` (a caller scoring one grouping on several winning tiles splits
        them once)."""
        pinned = win_kind // 9 if win_kind < 27 else 3
        win = self.win
        straight_win = win.galaxy and win.suit_known and win.kind == win_kind
        by_group = by_tile = 0
        for block, members in enumerate(blocks):
            if not members or (block in self._blank and not (block == pinned and straight_win)):
                continue  # no galaxy tile of the block can act as printed: no shuugi
            if block == pinned:
                key = (members, win_kind, win.galaxy, straight_win, self._block_tiles[block])
            else:
                key = (members, -1, False, False, self._block_tiles[block])
            found = _BLOCK_SHUUGI.get(key)
            if found is None:
                if len(_BLOCK_SHUUGI) > BLOCK_SHUUGI_LIMIT:
                    _BLOCK_SHUUGI.clear()
                found = _BLOCK_SHUUGI[key] = self._shuugi(members, (), key[1])
            by_group += found[0]
            by_tile += found[1]
        return by_group, by_tile

    def _shuugi(
        self, groups: Sequence[tuple[int, ...]], loose: Sequence[int], win_kind: int
    ) -> tuple[int, int]:
        """:meth:`shuugi` of some groups, the winning tile among them when ``win_kind`` is
        one of their kinds (-1: elsewhere)."""
        acting = Counter(k for group in groups for k in group)
        acting.update(loose)
        left = self._left(acting, win_kind)
        straight: Counter[int] = Counter()
        for kind, count in self.printed.items():
            if left[kind] > 0:
                straight[kind] = min(count, left[kind])
        win = self.win
        if win.galaxy and win.suit_known and win.kind == win_kind and win_kind in acting:
            straight[win_kind] += 1
        if not straight:
            return 0, 0
        bent = Counter({k: n - self.normal[k] - straight[k] for k, n in acting.items()})
        return _natural(groups, loose, acting, straight, bent), sum(straight.values())

    def assignment(
        self, groups: Sequence[tuple[int, ...]], loose: Sequence[int], win_kind: int
    ) -> ActingPairs:
        """``((galaxy tile, acting kind), ...)`` for every concealed galaxy tile (the winning
        tile first), as printed where :meth:`shuugi` counts it so."""
        acting = Counter(k for group in groups for k in group)
        acting.update(loose)
        left = self._left(acting, win_kind)
        pairs = ((self.win, win_kind),) if self.win.galaxy else ()
        return (*pairs, *match_acting(self.galaxy, left))

    def _left(self, acting: Counter[int], win_kind: int) -> Counter[int]:
        """Per kind, the acting tiles left to the galaxy tiles other than the winning one."""
        left = acting - self.normal
        if self.win.galaxy and win_kind in acting:
            left[win_kind] -= 1
        return left


def _natural(
    groups: Sequence[tuple[int, ...]],
    loose: Sequence[int],
    acting: Counter[int],
    straight: Counter[int],
    bent: Counter[int],
) -> int:
    """The best shuugi of ``groups`` given the straight and bent galaxy tiles per kind."""
    shuugi = 0
    for kinds, part in _independent_parts(groups):
        if not any(straight[k] for k in kinds):
            continue
        if any(bent[k] for k in kinds):
            if len(part) == 1 and not loose:
                continue  # its bent tiles spoil the group
            order = sorted(kinds)
            shuugi += _spoiled_shuugi(
                tuple(part),
                tuple(acting[k] for k in order),
                tuple(bent[k] for k in order),
                tuple(straight[k] for k in order),
                tuple(loose.count(k) for k in order),
            )
        else:  # no group needs spoiling: every straight tile in a group is natural
            shuugi += sum(min(straight[k], acting[k] - loose.count(k)) for k in kinds)
    return shuugi


def _independent_parts(
    groups: Sequence[tuple[int, ...]],
) -> list[tuple[set[int], list[tuple[int, ...]]]]:
    """The groups split into parts that share no kind (their choices are independent), each
    with its kinds."""
    parts: list[tuple[set[int], list[tuple[int, ...]]]] = []
    for group in groups:
        kinds, members = set(group), [group]
        for part in [p for p in parts if p[0] & kinds]:
            parts.remove(part)
            kinds |= part[0]
            members += part[1]
        parts.append((kinds, members))
    return parts


def meld_shuugi(meld: Meld, reading: tuple[int, ...]) -> tuple[int, ActingPairs]:
    """Shuugi of a called meld read as ``reading`` (sorted acting kinds), with its assignment."""
    left = Counter(reading)
    for tile in meld.tiles:
        if not tile.galaxy:
            left[tile.kind] -= 1
    galaxy = sorted((t for t in meld.tiles if t.galaxy), key=lambda t: not t.suit_known)
    matched = list(match_acting(galaxy, left))
    # keep the galaxy tiles' order (known suits first) in the assignment shown to the player
    pairs = tuple(matched.pop(next(i for i, p in enumerate(matched) if p[0] == t)) for t in galaxy)
    natural = all(t.suit_known and k == t.kind for t, k in pairs)
    return (len(pairs) if natural else 0), pairs


@lru_cache(maxsize=1 << 14)
def _spoiled_shuugi(
    groups: tuple[tuple[int, ...], ...],
    acting: tuple[int, ...],
    bent: tuple[int, ...],
    straight: tuple[int, ...],
    loose: tuple[int, ...],
) -> int:
    """:class:`_SpoilSearch` of ``groups`` memoised (the vectors are per kind of the groups,
    sorted): many declarations share a part."""
    return _SpoilSearch(groups, acting, bent, straight, loose).best


class _SpoilSearch:
    """Best shuugi of some groups over the sets of *spoiled* groups (those taking bent tiles).

    A set of spoiled groups works when the bent tiles of every kind fit in its slots (plus the
    loose tiles' slots); the straight tiles then fill the other groups first.  Adding a group
    to a working set never helps, so only minimal working sets are visited; each of those holds
    at most one group per bent tile.

    Args: the groups, then per kind of the groups (sorted): the tiles acting as it, the bent
    and straight galaxy tiles among them and the loose ones.
    """

    def __init__(
        self,
        groups: Sequence[tuple[int, ...]],
        acting: tuple[int, ...],
        bent: tuple[int, ...],
        straight: tuple[int, ...],
        loose: tuple[int, ...],
    ) -> None:
        kinds = sorted({k for group in groups for k in group})
        self.acting = acting
        self.bent = bent
        self.straight = straight
        vectors = [tuple(group.count(k) for k in kinds) for group in groups]
        self.candidates = [
            v for v in vectors if any(b and n for b, n in zip(self.bent, v, strict=True))
        ]
        self.limit = sum(self.bent)
        self.best = 0
        self._visit(0, list(loose), 0)

    def _visit(self, start: int, inside: list[int], size: int) -> None:
        if all(b <= n for b, n in zip(self.bent, inside, strict=True)):
            kept = sum(
                min(s, a - n) for s, a, n in zip(self.straight, self.acting, inside, strict=True)
            )
            self.best = max(self.best, kept)
            return
        if size == self.limit:
            return
        for j in range(start, len(self.candidates)):
            vector = self.candidates[j]
            self._visit(j + 1, [n + v for n, v in zip(inside, vector, strict=True)], size + 1)
