"""Shanten: the mahjong library on plain hands, an independent brute force on galaxy hands.

The brute force below shares no code with ``core.efficiency.shanten`` / ``galaxy_split`` /
``block_tables``: it enumerates every galaxy assignment (each galaxy tile -> each kind it may act
as, written out from the rules), and scores each resulting 34-count vector by choosing the jantou
explicitly and then recursing over mentsu/taatsu per suit.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest
from mahjong.shanten import Shanten

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand, make_meld
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import Tile

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


def acts_as(kind: int) -> tuple[int, ...]:
    """Kinds a galaxy tile printed as ``kind`` may act as (from the rules text)."""
    if kind < 27:
        return (kind % 9, kind % 9 + 9, kind % 9 + 18)
    return (27, 28, 29, 30) if kind < 31 else (31, 32, 33)


@cache
def block_options(counts: tuple[int, ...], sequences: bool) -> frozenset[tuple[int, int]]:
    """Every (mentsu, taatsu) count reachable from one suit's counts (tiles may stay unused)."""
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return frozenset({(0, 0)})

    def minus(*ranks: int) -> tuple[int, ...] | None:
        left = list(counts)
        for r in ranks:
            if r >= len(left) or left[r] == 0:
                return None
            left[r] -= 1
        return tuple(left)

    found: set[tuple[int, int]] = set()
    shapes = [((first,), 0, 0), ((first, first, first), 1, 0), ((first, first), 0, 1)]
    if sequences:
        shapes += [
            ((first, first + 1, first + 2), 1, 0),
            ((first, first + 1), 0, 1),
            ((first, first + 2), 0, 1),
        ]
    for ranks, mentsu, taatsu in shapes:
        rest = minus(*ranks)
        if rest is not None:
            found |= {(m + mentsu, t + taatsu) for m, t in block_options(rest, sequences)}
    return frozenset(found)


def plain_regular(counts: list[int], tiles: int) -> int:
    """Regular shanten of a 34-count vector by explicit jantou choice, any counts."""
    slots = 4 - (14 - tiles) // 3
    best = 8
    for jantou in [None, *(k for k in range(34) if counts[k] >= 2)]:
        left = list(counts)
        if jantou is not None:
            left[jantou] -= 2
        parts = [block_options(tuple(left[s * 9 : s * 9 + 9]), True) for s in range(3)]
        parts += [block_options((left[k],), False) for k in range(27, 34)]
        totals = {(0, 0)}
        for options in parts:
            totals = {(m + a, t + b) for m, t in totals for a, b in options if m + a <= slots}
        for mentsu, taatsu in totals:
            used = min(taatsu, slots - mentsu)
            shanten = 2 * slots - 2 * mentsu - used - (jantou is not None)
            best = min(best, shanten)
    return best


def plain_chiitoitsu(counts: list[int], identical: bool) -> int:
    if identical:
        return 6 - min(7, sum(c // 2 for c in counts))
    pairs = sum(c >= 2 for c in counts)
    kinds = sum(c >= 1 for c in counts)
    return 6 - pairs + max(0, 7 - kinds)


def plain_kokushi(counts: list[int]) -> int:
    kinds = sum(counts[k] >= 1 for k in ORPHANS)
    return 13 - kinds - any(counts[k] >= 2 for k in ORPHANS)


def brute_force(hand: Hand, rules: Rules) -> tuple[int, int, int | None, int | None]:
    """(overall, regular, chiitoitsu, kokushi) minimised over every galaxy assignment."""
    base = [0] * 34
    options = []
    for tile in hand.tiles:
        if tile.galaxy:
            options.append(acts_as(tile.kind))
        else:
            base[tile.kind] += 1
    vectors = set()
    for choice in product(*options):
        counts = list(base)
        for kind in choice:
            counts[kind] += 1
        vectors.add(tuple(counts))
    tiles = len(hand.tiles)
    closed = not hand.melds and tiles >= 13
    regular = min(plain_regular(list(v), tiles) for v in vectors)
    pairs = (
        min(plain_chiitoitsu(list(v), rules.identical_pairs) for v in vectors) if closed else None
    )
    kokushi = min(plain_kokushi(list(v)) for v in vectors) if closed else None
    galaxy_total = sum(t.galaxy for t in hand.all_tiles)
    shapes = [regular, pairs, kokushi, 13 - galaxy_total if rules.milky_way else None]
    return min(s for s in shapes if s is not None), regular, pairs, kokushi


def random_plain_counts(rng: random.Random) -> list[int]:
    size = rng.choice(SIZES + (13, 14, 13, 14))
    counts = [0] * 34
    for kind in rng.sample([k for k in range(34) for _ in range(3)], size):
        counts[kind] += 1
    return counts


def plain_hand(counts: list[int]) -> Hand:
    return Hand(tuple(Tile(k) for k in range(34) for _ in range(counts[k])))


def test_matches_mahjong_library_on_20000_plain_hands() -> None:
    rng = random.Random(20261130)
    for _ in range(20_000):
        counts = random_plain_counts(rng)
        ours = calculate_shanten(plain_hand(counts))
        assert ours.shanten == Shanten.calculate_shanten(counts), counts
        if sum(counts) >= 13:
            assert ours.chiitoitsu == Shanten.calculate_shanten_for_chiitoitsu_hand(counts)
            assert ours.kokushi == Shanten.calculate_shanten_for_kokushi_hand(counts)


def test_brute_force_engine_matches_mahjong_library() -> None:
    rng = random.Random(7)
    for _ in range(300):
        counts = random_plain_counts(rng)
        assert plain_regular(counts, sum(counts)) == Shanten.calculate_shanten_for_regular_hand(
            counts
        ), counts


def random_galaxy_hand(rng: random.Random) -> Hand:
    """13 or 14 tiles from the physical set with 1-6 galaxy tiles, sometimes with a called pon."""
    size = rng.choice((13, 14))
    melds = []
    normals = [k for k in range(34) for _ in range(3)]
    galaxies = list(range(34))
    if rng.random() < 0.25:
        kind = rng.randrange(34)
        for _ in range(3):
            normals.remove(kind)
        melds.append(make_meld([(Tile(kind), 0)] * 3, False, 0))
        size -= 3
    count = rng.randint(1, min(6, size))
    tiles = [Tile(k, galaxy=True) for k in rng.sample(galaxies, count)]
    tiles += [Tile(k) for k in rng.sample(normals, size - count)]
    return Hand(tuple(sort_tiles(tiles)), tuple(melds))


@pytest.mark.parametrize("rules", [Rules(), Rules(identical_pairs=True, milky_way=False)])
def test_galaxy_hands_match_brute_force(rules: Rules) -> None:
    rng = random.Random(1000 + rules.identical_pairs)
    for _ in range(1_100):
        hand = random_galaxy_hand(rng)
        ours = calculate_shanten(hand, rules)
        expected = brute_force(hand, rules)
        assert (ours.shanten, ours.regular, ours.chiitoitsu, ours.kokushi) == expected, hand.text


@pytest.mark.parametrize(
    ("text", "shanten", "regular", "chiitoitsu", "kokushi"),
    [
        # Galaxy 1, 4, 7 complete 123m 456p 789s in any suits: agari.
        ("23m56p89s1g4g7g11z555z", -1, -1, 4, 8),
        # Five tiles acting as 5m: 555m + galaxy 5M, 5P form a koutsu and a jantou.
        ("555m5M5P123p456p789s", -1, -1, 4, 11),
        # Seven distinct pairs with galaxy tiles filling the singles; regular: at most two
        # mentsu (123m, a dragon koutsu), two taatsu and a jantou.
        ("1m1M2p2P3s3S4z4Z5z6z7z5Z6Z7Z", -1, 1, -1, 5),
        # Kokushi with a galaxy 9 as 9p and a galaxy dragon as the pair; regular: two pairs only.
        ("19m1p9M19s1234567z7Z", -1, 6, 4, -1),
        # 13 galaxy tiles: Milky Way tenpai; also four koutsu + tanki, and kokushi tenpai.
        ("1M9M1P9P1S9S1Z2Z3Z4Z5Z6Z7Z", 0, 0, 1, 0),
    ],
)
def test_known_hands(text: str, shanten: int, regular: int, chiitoitsu: int, kokushi: int) -> None:
    from mahjong_galaxy.core.hand import parse_hand

    result = calculate_shanten(parse_hand(text))
    assert (result.shanten, result.regular, result.chiitoitsu, result.kokushi) == (
        shanten,
        regular,
        chiitoitsu,
        kokushi,
    )


def test_calls_rule_out_seven_pairs_and_kokushi() -> None:
    from mahjong_galaxy.core.hand import parse_hand

    result = calculate_shanten(parse_hand("1122334455z,666z"))
    assert result.chiitoitsu is None and result.kokushi is None
    # 11z 22z 33z 44z 55z with 3 mentsu to go: two pairs must become koutsu before tenpai.
    assert result.regular == 2
