"""Shanten (-1 = agari, 0 = tenpai) of Galaxy Mahjong hands with galaxy tiles and calls.

Shapes: regular (4 - calls mentsu + jantou), chiitoitsu (seven pairs of seven distinct kinds, or
any pairs with ``Rules.identical_pairs``), kokushi musou, and Milky Way (every tile galaxy, any
shape, ``Rules.milky_way``); chiitoitsu and kokushi only without calls.  Galaxy tiles make each
shape's shanten the minimum over every assignment of them; this is computed exactly without
enumerating assignments (see :mod:`.galaxy_split`).  For hands without galaxy tiles the numbers
are the standard ones (equal to the ``mahjong`` library's ``Shanten.calculate_shanten``).

Counting convention for regular shapes with ``slots`` mentsu to form from ``tiles`` concealed
tiles: ``max(2*slots - value, 3*slots + 1 - tiles)`` where ``value`` is the best block value;
the second term only matters when tiles were set aside (per-yaku shanten) and the hand is short
of the tiles every missing block needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from operator import itemgetter, rshift

from mahjong_galaxy.core.efficiency.block_tables import Table, conv, group_table, pack
from mahjong_galaxy.core.efficiency.galaxy_split import RegularParts
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    DRAGON_CLASS,
    EAST,
    KIND_CLASS,
    KOKUSHI_CLASSES,
    NUM_CLASSES,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    WHITE,
    WIND_CLASS,
)

Counts = Sequence[int]


@dataclass(frozen=True)
class ShantenResult:
    """Shanten of a hand per shape.

    Attributes:
        shanten: the minimum over every shape (-1 agari, 0 tenpai).
        regular: 4 mentsu + jantou shape.
        chiitoitsu: seven pairs, or None when the hand has calls or fewer than 13 tiles.
        kokushi: kokushi musou, or None when the hand has calls or fewer than 13 tiles.
        milky_way: Milky Way (places of the 13 not held by a galaxy tile, a call one place), or
            None when the rule is off or a call holds a normal tile.
    """

    shanten: int
    regular: int
    chiitoitsu: int | None
    kokushi: int | None
    milky_way: int | None


def calculate_shanten(hand: Hand, rules: Rules = DEFAULT_RULES) -> ShantenResult:
    """Shanten of a hand of any size 3n+1 or 3n+2 (calls counted as 3 tiles).

    Args:
        hand: concealed tiles and calls.
        rules: rule options (seven pairs with identical pairs, Milky Way).

    Returns:
        A :class:`ShantenResult`.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> calculate_shanten(parse_hand("123m456p789s1M247z"))
    ShantenResult(shanten=2, regular=2, chiitoitsu=5, kokushi=7, milky_way=12)
    """
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    tiles = len(hand.tiles)
    slots = slots_for(tiles)
    regular = regular_shanten(regular_parts(normal, galaxy, slots).value(), slots, tiles)
    closed = not hand.melds and tiles >= 13
    milky = milky_way_shanten(sum(galaxy), hand.melds, rules)
    return shapes_shanten(regular, normal, galaxy, closed, milky, rules)


def milky_way_shanten(concealed_galaxy: int, melds: Sequence[Meld], rules: Rules) -> int | None:
    """Milky Way shanten (docs/rules.md): the places of the 13 not yet held by a galaxy tile.

    Each call fills one place of the hand's 13 (a kan with four tiles, so a kan of the four
    galaxy winds counts once, not four times); a concealed galaxy tile fills one more.

    Args:
        concealed_galaxy: galaxy tiles among the concealed tiles.
        melds: the calls (closed kans included).
        rules: rule options (``milky_way``).

    Returns:
        ``13 - 3 * calls - concealed_galaxy`` (-1 complete for a 3n+2 hand), or None when the
        rule is off or a call holds a normal tile (it can never leave the hand).
    """
    if not rules.milky_way or any(not t.galaxy for m in melds for t in m.tiles):
        return None
    return 13 - 3 * len(melds) - concealed_galaxy


def shapes_shanten(
    regular: int, normal: Counts, galaxy: Counts, closed: bool, milky: int | None, rules: Rules
) -> ShantenResult:
    """Combine a regular shanten with the other shapes of the same concealed tiles.

    Args:
        regular: regular-shape shanten.
        normal, galaxy: concealed counts (34 normal, 11 galaxy classes).
        closed: no calls and at least 13 tiles (chiitoitsu and kokushi allowed).
        milky: Milky Way shanten (:func:`milky_way_shanten`), None when impossible.
        rules: rule options.
    """
    chiitoitsu = chiitoitsu_shanten(normal, galaxy, rules) if closed else None
    kokushi = kokushi_shanten(normal, galaxy) if closed else None
    shapes = [s for s in (regular, chiitoitsu, kokushi, milky) if s is not None]
    return ShantenResult(min(shapes), regular, chiitoitsu, kokushi, milky)


def slots_for(tiles: int) -> int:
    """Mentsu to form from ``tiles`` concealed tiles (the rest of 4 are calls)."""
    return 4 - (14 - tiles) // 3


def regular_shanten(value: int, slots: int, tiles: int) -> int:
    """Regular shanten from a block value (see the module docstring for the convention)."""
    return max(2 * slots - value, 3 * slots + 1 - tiles)


def regular_parts(normal: Counts, galaxy: Counts, slots: int) -> RegularParts:
    """The :class:`RegularParts` of concealed tiles given as 34 normal and 11 galaxy counts."""
    suits = (pack(normal[0:9]), pack(normal[9:18]), pack(normal[18:27]))
    return RegularParts(suits, pack(galaxy[0:9]), honor_table(normal, galaxy), slots)


def honor_table(normal: Counts, galaxy: Counts) -> Table:
    """Block table of the honour tiles, galaxy winds and dragons placed the best way."""
    return _honor_table(tuple(normal[EAST:]), galaxy[WIND_CLASS], galaxy[DRAGON_CLASS])


@lru_cache(maxsize=1 << 16)
def _honor_table(honors: tuple[int, ...], winds: int, dragons: int) -> Table:
    """:func:`honor_table` of the 7 honour counts and the galaxy winds and dragons, memoised
    (the honours alone fix it)."""
    split = WHITE - EAST
    wind_table = group_table(tuple(sorted(honors[:split])), winds)
    return conv(wind_table, group_table(tuple(sorted(honors[split:])), dragons))


#: Seven-pairs shanten of galaxy hands by counts; cleared when it passes :data:`MEMO_LIMIT`.
_CHIITOITSU: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
MEMO_LIMIT = 1 << 20


def clear_chiitoitsu_memo() -> None:
    """Forget the memoised seven-pairs shanten of galaxy hands."""
    _CHIITOITSU.clear()


def chiitoitsu_shanten(normal: Counts, galaxy: Counts, rules: Rules = DEFAULT_RULES) -> int:
    """Seven-pairs shanten of concealed tiles (34 normal and 11 galaxy counts), exact.

    Distinct kinds (default): ``6 - pairs + max(0, 7 - kinds)`` minimised over galaxy
    assignments; with :attr:`.Rules.pair_copies` 4 (``identical_pairs``) a kind held four times
    is two pairs.  Hands with galaxy tiles are memoised by counts (process-wide, bounded).
    """
    if not any(galaxy) and rules.pair_copies != 4:
        empty, single = normal.count(0), normal.count(1)
        return 6 - (NUM_KINDS - empty - single) + max(0, 7 - (NUM_KINDS - empty))
    key = (tuple(normal), tuple(galaxy), rules.pair_copies)
    found = _CHIITOITSU.get(key)
    if found is None:
        if len(_CHIITOITSU) > MEMO_LIMIT:
            _CHIITOITSU.clear()
        found = _CHIITOITSU[key] = _chiitoitsu(normal, galaxy, rules)
    return found


def _chiitoitsu(normal: Counts, galaxy: Counts, rules: Rules) -> int:
    if rules.pair_copies == 4:
        pairs = sum(
            _class_pairs(tuple(normal[k] for k in CLASS_KINDS[c]), galaxy[c])
            for c in range(NUM_CLASSES)
        )
        return 6 - min(pairs, 7)
    kinds = NUM_KINDS - normal.count(0)
    parts = (_class_parts(_class_counts(normal, c), g) for c, g in enumerate(galaxy) if g)
    return _distinct_pairs_shanten(kinds, kinds - normal.count(1), _sum_parts(parts))


def chiitoitsu_after_draws(
    normal: Counts, galaxy: Counts, rules: Rules = DEFAULT_RULES
) -> list[int]:
    """Seven-pairs shanten of the concealed tiles plus one normal tile of each kind (34 ints),
    equal to :func:`chiitoitsu_shanten` of each, exact.

    With distinct kinds the galaxy classes' :func:`_class_parts` are summed once, a draw
    changing only its own class's part and the counts of pairs and kinds, instead of one
    search per kind.
    """
    if rules.pair_copies == 4 or not any(galaxy):
        after = []
        drawn = list(normal)
        for k in range(NUM_KINDS):
            drawn[k] += 1
            after.append(chiitoitsu_shanten(drawn, galaxy, rules))
            drawn[k] -= 1
        return after
    parts = {c: _class_parts(_class_counts(normal, c), g) for c, g in enumerate(galaxy) if g}
    total = _sum_parts(parts.values())
    others = {c: _sum_parts(v for o, v in parts.items() if o != c) for c in parts}
    kinds = NUM_KINDS - normal.count(0)
    pairs = kinds - normal.count(1)
    after = []
    for k in range(NUM_KINDS):
        count, cls = normal[k], KIND_CLASS[k]
        with_draw = total
        if cls in parts:
            counts = list(_class_counts(normal, cls))
            counts[CLASS_KINDS[cls].index(k)] += 1
            with_draw = _sum_parts((others[cls], _class_parts(tuple(counts), galaxy[cls])))
        after.append(_distinct_pairs_shanten(kinds + (count == 0), pairs + (count == 1), with_draw))
    return after


def _class_counts(normal: Counts, cls: int) -> tuple[int, ...]:
    counts: tuple[int, ...] = _CLASS_COUNTS[cls](normal)
    return counts


#: Per galaxy class, the getter of its kinds' counts (every class has 3 kinds or more: a tuple).
_CLASS_COUNTS = tuple(itemgetter(*kinds) for kinds in CLASS_KINDS)


#: What a class's galaxy tiles add to seven distinct pairs (:func:`_class_parts`).
Parts = tuple[int, int, int, int]


@cache
def _class_parts(counts: tuple[int, ...], galaxy: int) -> Parts:
    """``(paired, free, costly, new)``: what ``galaxy`` tiles of a class with normal ``counts``
    add to seven distinct pairs, placed the best way.

    A galaxy tile pairing a single is worth a pair, as much as any other use of one tile, so
    the singles are paired first (``paired``).  The ``rest`` go to empty kinds, one each (a new
    kind) or two each (a new pair too): at most ``new = min(empty, rest)`` new kinds; the
    first ``free`` doubles leave that many (tiles to spare), each of the ``costly`` others
    takes one new kind away.
    """
    singles, empty = counts.count(1), counts.count(0)
    paired = min(singles, galaxy)
    rest = galaxy - paired
    doubles = min(empty, rest // 2)
    free = min(doubles, max(0, rest - empty))
    return paired, free, doubles - free, min(empty, rest)


def _sum_parts(parts: Iterable[Parts]) -> Parts:
    """The :data:`Parts` of several classes together."""
    paired = free = costly = new = 0
    for p, f, c, n in parts:
        paired, free, costly, new = paired + p, free + f, costly + c, new + n
    return paired, free, costly, new


def _distinct_pairs_shanten(kinds: int, pairs: int, parts: Parts) -> int:
    """Seven distinct pairs' shanten, ``13 - pairs - min(kinds, 7)`` at best over the galaxy
    placements, with ``kinds`` and ``pairs`` of the normal tiles and the classes' ``parts``.

    Each costly double is a pair for a new kind: worth it while the kinds beyond the 7 needed
    cover it, so the new kinds and the costly doubles add ``min(costly + need, new)`` (``need``
    the kinds short of 7).
    """
    paired, free, costly, new = parts
    need = max(0, 7 - kinds)
    return 13 - pairs - min(kinds, 7) - paired - free - min(costly + need, new)


def _class_pairs(counts: tuple[int, ...], galaxy: int) -> int:
    """Most pairs (repeats allowed) from a class's normal counts plus its galaxy tiles."""
    odd = sum(c % 2 for c in counts)
    used = min(odd, galaxy)
    return sum(c // 2 for c in counts) + used + (galaxy - used) // 2


_ONES = (1,) * NUM_KINDS  # map(rshift, normal, _ONES): the pairs of each kind
#: The counts of the kokushi kinds (terminals and honours) among 34 normal counts.
ORPHAN_COUNTS = itemgetter(*TERMINALS_AND_HONORS)
_KOKUSHI_GALAXY = itemgetter(*KOKUSHI_CLASSES)  # the galaxy classes of kokushi kinds


def chiitoitsu_floor(normal: Counts, galaxy: Counts) -> int:
    """A lower bound of :func:`chiitoitsu_shanten` (34 normal and 11 galaxy counts) from counts
    alone: a galaxy tile adds one pair at most, so at least ``6 - (pairs + galaxy tiles)``."""
    pairs: int = sum(map(rshift, normal, _ONES))
    return 6 - min(7, pairs + sum(galaxy))


def kokushi_floor(normal: Counts, galaxy: Counts) -> int:
    """A lower bound of :func:`kokushi_shanten`: kokushi needs a terminal or honour tile per
    kind and one more for its pair, so at least ``13 - (such tiles, galaxy ones included)``."""
    orphans: int = sum(ORPHAN_COUNTS(normal)) + sum(_KOKUSHI_GALAXY(galaxy))
    return 13 - orphans


def kokushi_shanten(normal: Counts, galaxy: Counts) -> int:
    """Kokushi musou shanten of concealed tiles (34 normal and 11 galaxy counts), exact.

    Galaxy 1s, 9s, winds and dragons first fill missing kinds of their class; one left over (or a
    held duplicate) is the pair.  Using a galaxy tile as the pair instead of a missing kind gains
    the same, so this greedy choice is optimal.
    """
    kinds = sum(1 for k in TERMINALS_AND_HONORS if normal[k])
    pair = any(normal[k] >= 2 for k in TERMINALS_AND_HONORS)
    for cls in KOKUSHI_CLASSES:
        missing = sum(1 for k in CLASS_KINDS[cls] if not normal[k])
        filled = min(missing, galaxy[cls])
        kinds += filled
        pair = pair or galaxy[cls] > filled
    return 13 - kinds - (1 if pair else 0)
