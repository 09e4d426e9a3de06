"""Fixed, seeded benchmark hands drawn from the physical Galaxy Mahjong set."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, make_meld
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.tiles import CLASS_KINDS, KIND_CLASS, Tile, galaxy_tile, normal_tile


def _pool() -> tuple[list[Tile], list[Tile]]:
    normals = [normal_tile(k) for k in range(34) for _ in range(3)]
    return normals, [galaxy_tile(k) for k in range(34)]


def random_hand(rng: random.Random, galaxy_count: int, size: int = 13) -> Hand:
    """``size`` random tiles with exactly ``galaxy_count`` galaxy tiles."""
    normals, galaxies = _pool()
    tiles = rng.sample(galaxies, galaxy_count) + rng.sample(normals, size - galaxy_count)
    return Hand(tuple(sort_tiles(tiles)))


def tenpai_hand(rng: random.Random, galaxy_count: int) -> Hand:
    """A complete 14-tile reading with about ``galaxy_count`` galaxy tiles, minus one tile."""
    while True:
        kinds = _complete_kinds(rng)
        tiles = _physical(rng, kinds, galaxy_count)
        if tiles is not None:
            tiles.remove(rng.choice(tiles))
            return Hand(tuple(sort_tiles(tiles)))


def complete_hand(rng: random.Random, galaxy_count: int) -> Hand:
    """A complete 14-tile concealed hand (four mentsu and a jantou as dealt) with about
    ``galaxy_count`` galaxy tiles."""
    while True:
        tiles = _physical(rng, _complete_kinds(rng), galaxy_count)
        if tiles is not None:
            return Hand(tuple(sort_tiles(tiles)))


def _complete_kinds(rng: random.Random) -> list[int]:
    kinds = [rng.randrange(34)] * 2
    for _ in range(4):
        if rng.random() < 0.6:
            start = rng.randrange(3) * 9 + rng.randrange(7)
            kinds += [start, start + 1, start + 2]
        else:
            kinds += [rng.randrange(34)] * 3
    return kinds


def _physical(rng: random.Random, kinds: list[int], galaxy_count: int) -> list[Tile] | None:
    rng.shuffle(kinds)
    used_normal = [0] * 34
    free_galaxy = {c: list(CLASS_KINDS[c]) for c in range(11)}
    tiles: list[Tile] = []
    for kind in kinds:
        printed = free_galaxy[KIND_CLASS[kind]]
        want_galaxy = sum(t.galaxy for t in tiles) < galaxy_count
        if (want_galaxy or used_normal[kind] == 3) and printed:
            tiles.append(galaxy_tile(printed.pop(rng.randrange(len(printed)))))
        elif used_normal[kind] < 3:
            used_normal[kind] += 1
            tiles.append(normal_tile(kind))
        else:
            return None
    return tiles


def benchmark_hands(seed: int = 20261130) -> list[Hand]:
    """600 hands: for each galaxy count 0-13, tenpai-biased and random ones (43 per count)."""
    rng = random.Random(seed)
    hands = []
    for count in range(14):
        hands += [tenpai_hand(rng, count) for _ in range(22)]
        hands += [random_hand(rng, count) for _ in range(21)]
    return hands[:600]


def _meld(rng: random.Random, pool: list[Tile]) -> Meld | None:
    """A pon or chi drawn from ``pool`` (tiles removed), or None when the draw fails."""
    first = rng.choice(pool)
    kind = first.kind
    if rng.random() < 0.5 or kind >= 27 or kind % 9 > 6:
        wanted = [kind] * 3
    else:
        wanted = [kind, kind + 1, kind + 2]
    tiles = []
    for want in wanted:
        match = [t for t in pool if t.kind == want and t not in tiles]
        if not match:
            return None
        tiles.append(rng.choice(match))
    for tile in tiles:
        pool.remove(tile)
    try:
        return make_meld([(t, 0) for t in tiles], closed=False, position=0)
    except HandError:
        return None


def called_hand(rng: random.Random, calls: int, galaxy_count: int) -> Hand:
    """A 13-tile hand with ``calls`` open melds and about ``galaxy_count`` concealed galaxy
    tiles (fewer when the concealed part is smaller)."""
    while True:
        normals, galaxies = _pool()
        pool = normals + galaxies
        melds = [_meld(rng, pool) for _ in range(calls)]
        if any(m is None for m in melds):
            continue
        size = 13 - 3 * calls
        free_galaxy = [t for t in pool if t.galaxy]
        free_normal = [t for t in pool if not t.galaxy]
        count = min(galaxy_count, size)
        tiles = rng.sample(free_galaxy, count) + rng.sample(free_normal, size - count)
        return Hand(tuple(sort_tiles(tiles)), tuple(m for m in melds if m is not None))


def cli_hands(seed: int = 20261201) -> list[Hand]:
    """The benchmark hands plus 200 hands with 1-4 calls (0-10 concealed galaxy tiles)."""
    rng = random.Random(seed)
    called = [called_hand(rng, 1 + i % 4, rng.randrange(11)) for i in range(200)]
    return benchmark_hands() + called


def batch_hands(first: Sequence[Hand], size: int = 1500, seed: int = 20261202) -> list[Hand]:
    """A batch of small open hands, every text distinct: ``first`` (duplicates dropped), then
    seeded hands with 2, 3 and 4 calls in turn (0-10 concealed galaxy tiles, as
    :func:`cli_hands`), ``size`` hands in all."""
    rng = random.Random(seed)
    hands: dict[str, Hand] = {hand.text: hand for hand in first}
    calls = 2
    while len(hands) < size:
        hand = called_hand(rng, calls, rng.randrange(11))
        hands.setdefault(hand.text, hand)
        calls = 2 + (calls - 1) % 3
    return list(hands.values())[:size]
