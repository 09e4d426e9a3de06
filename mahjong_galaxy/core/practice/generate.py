"""Seeded random hands for the practice modes: complete hands, tenpai hands, galaxy tiles.

A hand is drawn from the physical set (3 normal copies and 1 galaxy copy per kind): groups
(shuntsu, koutsu) and a jantou are laid out within the chosen suits, some groups may be turned
into called melds, and then tiles are swapped for galaxy tiles of their class.  A galaxy tile
acting as the kind it replaced keeps every group intact, so a complete hand stays complete and a
tenpai hand stays tenpai (it may gain waits).  The same seed and settings give the same hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.hand import Hand, Meld, make_meld
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    HONORS,
    KIND_CLASS,
    Tile,
    galaxy_tile,
    normal_tile,
)

SUIT_CHOICES = ("flush", "two", "any")
MAX_GALAXY = 8
_ATTEMPTS = 200


@dataclass(frozen=True)
class HandSettings:
    """What kind of hand to generate.

    Attributes:
        galaxy: galaxy tiles in the hand, 0-8.
        suits: ``"flush"`` (one number suit), ``"two"`` (two number suits) or ``"any"``
            (all suits and honours).
        calls: 0-2 called melds.
    """

    galaxy: int = 2
    suits: str = "any"
    calls: int = 0

    def check(self) -> None:
        """Raise ValueError for settings outside the ranges above."""
        if not 0 <= self.galaxy <= MAX_GALAXY:
            raise ValueError(f"galaxy tiles must be 0-{MAX_GALAXY}, not {self.galaxy}")
        if self.suits not in SUIT_CHOICES:
            raise ValueError(f"suits must be one of {', '.join(SUIT_CHOICES)}")
        if not 0 <= self.calls <= 2:
            raise ValueError(f"calls must be 0-2, not {self.calls}")


def _kinds(rng: random.Random, suits: str) -> list[int]:
    numbers = rng.sample(range(3), {"flush": 1, "two": 2, "any": 3}[suits])
    kinds = [s * 9 + n for s in sorted(numbers) for n in range(9)]
    return kinds + list(HONORS) if suits == "any" else kinds


def _groups(rng: random.Random, kinds: Sequence[int]) -> list[tuple[int, ...]] | None:
    used: Counter[int] = Counter()
    groups: list[tuple[int, ...]] = []
    runs = [k for k in kinds if k < EAST and k % 9 <= 6]
    while len(groups) < 5:
        if len(groups) == 4:
            group: tuple[int, ...] = (rng.choice(kinds),) * 2
        elif runs and rng.random() < 0.6:
            start = rng.choice(runs)
            group = (start, start + 1, start + 2)
        else:
            group = (rng.choice(kinds),) * 3
        if any(used[k] + group.count(k) > 3 for k in group):
            if sum(used.values()) and rng.random() < 0.02:
                return None
            continue
        used.update(group)
        groups.append(group)
    return groups


def _to_galaxy(rng: random.Random, tiles: list[Tile], count: int) -> list[Tile] | None:
    """Swap ``count`` normal tiles for unused galaxy tiles of their class (None if impossible)."""
    taken = {t.kind for t in tiles if t.galaxy}
    order = [i for i, t in enumerate(tiles) if not t.galaxy]
    rng.shuffle(order)
    out = list(tiles)
    for index in order:
        if count == 0:
            break
        free = [k for k in CLASS_KINDS[KIND_CLASS[tiles[index].kind]] if k not in taken]
        if free:
            printed = rng.choice(free)
            taken.add(printed)
            out[index] = galaxy_tile(printed)
            count -= 1
    return out if count == 0 else None


def generate_hand(rng: random.Random, settings: HandSettings, size: int, swaps: int = 0) -> Hand:
    """A random hand of ``size`` tiles (14 complete, or 13 = a complete hand less one tile).

    Args:
        rng: the random source (seed it for a reproducible hand).
        settings: galaxy tile count, suits and calls.
        size: 13 (tenpai) or 14 (complete).
        swaps: concealed tiles then replaced by random tiles of the same suits (a rougher,
            usually incomplete hand, for the 何切る drill).

    Raises:
        ValueError: bad settings.
    """
    settings.check()
    for _ in range(_ATTEMPTS):
        hand = _attempt(rng, settings, size, swaps)
        if hand is not None:
            return hand
    raise RuntimeError(f"no hand found for {settings}")  # not reached for valid settings


def _attempt(rng: random.Random, settings: HandSettings, size: int, swaps: int) -> Hand | None:
    kinds = _kinds(rng, settings.suits)
    groups = _groups(rng, kinds)
    if groups is None:
        return None
    called = groups[: settings.calls]
    concealed = [normal_tile(k) for g in groups[settings.calls :] for k in g]
    if size == 13:
        concealed.pop(rng.randrange(len(concealed)))
    for _ in range(swaps):
        counts = Counter(t.kind for t in concealed) + Counter(k for g in called for k in g)
        index = rng.randrange(len(concealed))
        concealed[index] = normal_tile(rng.choice([k for k in kinds if counts[k] < 3]))
    meld_tiles = [normal_tile(k) for g in called for k in g]
    converted = _to_galaxy(rng, concealed + meld_tiles, settings.galaxy)
    if converted is None:
        return None
    concealed, meld_tiles = converted[: len(concealed)], converted[len(concealed) :]
    melds: list[Meld] = [
        make_meld([(t, 0) for t in meld_tiles[3 * i : 3 * i + 3]], False, 0)
        for i in range(len(called))
    ]
    return Hand(tuple(sort_tiles(concealed)), tuple(melds))
