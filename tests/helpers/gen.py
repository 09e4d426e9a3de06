"""Seeded generators of random Galaxy Mahjong hands for the differential and library tests.

Every hand is drawn from one physical set (per kind 3 normal copies, the five's being 2 plain +
1 red, and 1 galaxy copy), so it always respects the copy limits; galaxy number tiles are
sometimes written as ``g`` (printed suit unknown).  Hands come back as notation text (concealed
tiles, then melds after commas, closed kans in parentheses) plus the text of some visible tiles,
so every sample also goes through ``parse_hand``.

Kinds of samples:

* :func:`tenpai_hand` builds a complete hand (4 - k mentsu + jantou, sometimes seven pairs or
  kokushi, sometimes all galaxy) and removes one concealed tile: mostly tenpai;
* :func:`random_hand` draws the concealed tiles at random: mostly not tenpai;
* :func:`complete_hand` returns the 14-tile complete hand itself, optionally perturbed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.tiles import Tile

RED_FIVES = (4, 13, 22)
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _class_members(kind: int) -> tuple[int, ...]:
    if kind < 27:
        n = kind % 9
        return (n, n + 9, n + 18)
    return (27, 28, 29, 30) if kind < 31 else (31, 32, 33)


@dataclass(frozen=True)
class Sample:
    """A generated hand: ``text`` for ``parse_hand``, ``visible`` for its ``visible`` argument."""

    text: str
    visible: str
    galaxy: int  # galaxy tiles in hand and melds
    melds: int


class Pool:
    """The physical tiles not yet drawn."""

    def __init__(self, rng: random.Random, red: bool = True) -> None:
        self.rng = rng
        self.normal = {k: 3 for k in range(34)}
        self.red = {k: red for k in RED_FIVES}
        self.galaxy = set(range(34))

    def take_normal(self, kind: int) -> Tile | None:
        if not self.normal[kind]:
            return None
        self.normal[kind] -= 1
        if self.red.get(kind) and self.rng.random() < 0.4:
            self.red[kind] = False
            return Tile(kind, red=True)
        if kind in self.red and self.red[kind] and self.normal[kind] < 1:
            self.red[kind] = False  # the last copy left is the red one
            return Tile(kind, red=True)
        return Tile(kind)

    def take_galaxy(self, printed: int) -> Tile | None:
        if printed not in self.galaxy:
            return None
        self.galaxy.discard(printed)
        return Tile(printed, galaxy=True)

    def take_acting(self, kind: int, galaxy_rate: float) -> Tile | None:
        """A tile able to act as ``kind``: galaxy with probability ``galaxy_rate``."""
        if self.rng.random() < galaxy_rate:
            printed = [k for k in _class_members(kind) if k in self.galaxy]
            if printed:
                return self.take_galaxy(self.rng.choice(printed))
        return self.take_normal(kind) or (
            self.take_galaxy(self.rng.choice(_class_members(kind))) if galaxy_rate else None
        )

    def take_random(self, galaxy: bool) -> Tile | None:
        if galaxy:
            if not self.galaxy:
                return None
            return self.take_galaxy(self.rng.choice(sorted(self.galaxy)))
        kinds = [k for k, n in self.normal.items() for _ in range(n)]
        return self.take_normal(self.rng.choice(kinds)) if kinds else None


def _blur(tile: Tile, rng: random.Random, g_rate: float) -> Tile:
    """Sometimes write a galaxy number tile as ``g`` (printed suit unknown)."""
    if tile.galaxy and tile.kind < 27 and rng.random() < g_rate:
        return Tile(tile.kind % 9, galaxy=True, suit_known=False)
    return tile


def _group_kinds(rng: random.Random, kind: str) -> tuple[int, ...]:
    if kind == "chi":
        suit = rng.randrange(3)
        start = suit * 9 + rng.randrange(7)
        return (start, start + 1, start + 2)
    k = rng.randrange(34)
    return (k,) * {"pon": 3, "kan": 4, "pair": 2}[kind]


def _take_group(pool: Pool, kinds: tuple[int, ...], galaxy_rate: float) -> list[Tile] | None:
    tiles = []
    for k in kinds:
        tile = pool.take_acting(k, galaxy_rate)
        if tile is None:
            return None
        tiles.append(tile)
    return tiles


@dataclass
class _Draft:
    concealed: list[Tile]
    melds: list[tuple[list[Tile], bool]]  # (tiles, closed kan)


def _melds(rng: random.Random, pool: Pool, count: int, galaxy_rate: float) -> list:
    melds = []
    while len(melds) < count:
        kind = rng.choice(("chi", "chi", "pon", "pon", "kan"))
        tiles = _take_group(pool, _group_kinds(rng, kind), galaxy_rate)
        if tiles is not None:
            melds.append((tiles, kind == "kan" and rng.random() < 0.4))
    return melds


def _complete_draft(rng: random.Random, galaxy_rate: float, melds: int) -> _Draft | None:
    pool = Pool(rng)
    drafted = _melds(rng, pool, melds, galaxy_rate)
    shape = rng.random()
    concealed: list[Tile] = []
    if melds == 0 and shape < 0.08:
        for k in rng.sample(range(34), 7):
            concealed += _take_group(pool, (k, k), galaxy_rate) or []
    elif melds == 0 and shape < 0.12:
        pair = rng.choice(ORPHANS)
        for k in (*ORPHANS, pair):
            concealed += _take_group(pool, (k,), galaxy_rate) or []
    else:
        kinds = [_group_kinds(rng, "pair")]
        kinds += [_group_kinds(rng, rng.choice(("chi", "chi", "pon"))) for _ in range(4 - melds)]
        for group in kinds:
            concealed += _take_group(pool, group, galaxy_rate) or []
    if len(concealed) != 14 - 3 * melds:
        return None
    return _Draft(concealed, drafted)


def _all_galaxy_draft(rng: random.Random, melds: int) -> _Draft:
    """14 galaxy tiles (Milky Way material), melds all galaxy too."""
    pool = Pool(rng)
    drafted: list[tuple[list[Tile], bool]] = []
    while len(drafted) < melds:
        kind = rng.choice(("chi", "pon"))
        kinds = _group_kinds(rng, kind)
        if kind == "pon" and kinds[0] >= 27:
            continue
        printed = (
            [kinds[0] % 9 + 9 * s for s in range(3)]
            if kind == "pon"
            else [k % 9 + 9 * rng.randrange(3) for k in kinds]
        )
        tiles = [pool.take_galaxy(p) for p in printed]
        if all(tiles):
            drafted.append(([t for t in tiles if t], False))
        else:
            pool.galaxy.update(p for p, t in zip(printed, tiles, strict=True) if t)
    concealed = [pool.take_galaxy(k) for k in rng.sample(sorted(pool.galaxy), 14 - 3 * melds)]
    return _Draft([t for t in concealed if t], drafted)


def _text(rng: random.Random, draft: _Draft, g_rate: float) -> str:
    parts = [format_tiles(_blur(t, rng, g_rate) for t in draft.concealed)]
    for tiles, closed in draft.melds:
        body = format_tiles(tiles)
        parts.append(f"({body})" if closed else body)
    return ",".join(parts)


def _pool_without(rng: random.Random, draft: _Draft) -> Pool:
    """The physical tiles left once the draft's concealed and called tiles are taken."""
    pool = Pool(rng, red=False)
    for tile in [*draft.concealed, *(t for m, _ in draft.melds for t in m)]:
        if tile.galaxy:
            pool.galaxy.discard(tile.kind)
        else:
            pool.normal[tile.kind] -= 1
    return pool


def _visible(rng: random.Random, draft: _Draft, count: int) -> str:
    pool = _pool_without(rng, draft)
    seen = [pool.take_random(rng.random() < 0.2) for _ in range(count)]
    return format_tiles(t for t in seen if t is not None)


def _sample(rng: random.Random, draft: _Draft, g_rate: float, visible: int) -> Sample:
    galaxy = sum(t.galaxy for t in draft.concealed) + sum(
        t.galaxy for m, _ in draft.melds for t in m
    )
    return Sample(
        _text(rng, draft, g_rate), _visible(rng, draft, visible), galaxy, len(draft.melds)
    )


def _meld_count(rng: random.Random) -> int:
    return rng.choice((0, 0, 0, 0, 1, 1, 2, 2, 3, 4))


def _galaxy_rate(rng: random.Random) -> float:
    return rng.choice((0.0, 0.05, 0.15, 0.3, 0.5, 0.8, 1.0))


def complete_draft(
    rng: random.Random, galaxy_rate: float | None = None, melds: int | None = None
) -> _Draft:
    """A complete 14-tile hand (tiles + melds), possibly all galaxy."""
    while True:
        n_melds = _meld_count(rng) if melds is None else melds
        if galaxy_rate is None and rng.random() < 0.05:
            return _all_galaxy_draft(rng, n_melds)
        rate = _galaxy_rate(rng) if galaxy_rate is None else galaxy_rate
        draft = _complete_draft(rng, rate, n_melds)
        if draft is not None:
            return draft


def tenpai_hand(
    rng: random.Random,
    galaxy_rate: float | None = None,
    melds: int | None = None,
    g_rate: float = 0.15,
) -> Sample:
    """A complete hand minus one random concealed tile (13 tiles, melds counted as 3)."""
    draft = complete_draft(rng, galaxy_rate, melds)
    draft.concealed.pop(rng.randrange(len(draft.concealed)))
    return _sample(rng, draft, g_rate, rng.choice((0, 0, 3, 8)))


def complete_hand(
    rng: random.Random,
    galaxy_rate: float | None = None,
    melds: int | None = None,
    perturb: float = 0.0,
    g_rate: float = 0.15,
) -> Sample:
    """A complete 14-tile hand; with probability ``perturb`` one concealed tile is swapped for a
    random tile (usually breaking it)."""
    draft = complete_draft(rng, galaxy_rate, melds)
    if rng.random() < perturb:
        pool = _pool_without(rng, draft)
        new = pool.take_random(galaxy_rate != 0.0 and rng.random() < 0.3)
        if new is not None:
            draft.concealed[rng.randrange(len(draft.concealed))] = new
    return _sample(rng, draft, g_rate, 0)


def random_hand(
    rng: random.Random,
    galaxy: int | None = None,
    melds: int | None = None,
    g_rate: float = 0.15,
    size: int = 13,
    meld_galaxy: float | None = None,
) -> Sample:
    """Concealed tiles drawn at random (``galaxy`` of them galaxy tiles), melds built as in
    complete hands (galaxy tiles in them with probability ``meld_galaxy``)."""
    n_melds = _meld_count(rng) if melds is None else melds
    pool = Pool(rng)
    rate = rng.choice((0.0, 0.2, 0.5)) if meld_galaxy is None else meld_galaxy
    drafted = _melds(rng, pool, n_melds, rate)
    need = size - 3 * n_melds
    n_galaxy = min(need, rng.randrange(14) if galaxy is None else galaxy)
    concealed = [pool.take_random(True) for _ in range(n_galaxy)]
    concealed += [pool.take_random(False) for _ in range(need - n_galaxy)]
    draft = _Draft([t for t in concealed if t is not None], drafted)
    return _sample(rng, draft, g_rate, rng.choice((0, 0, 4)))


def mixed_hand(rng: random.Random) -> Sample:
    """The differential test's mix: 60% tenpai-biased, 40% random, 0-13 galaxy tiles."""
    if rng.random() < 0.6:
        return tenpai_hand(rng)
    return random_hand(rng)
