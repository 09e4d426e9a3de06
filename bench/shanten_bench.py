"""Shanten and 何切る benchmark: ms per hand over a fixed seeded set (targets:
docs/ARCHITECTURE.md, "Speed").

Hands: 240 drawn like a real deal (14 tiles from the 136-tile set, a quarter of which are galaxy
tiles; half of them one tile away from a complete shape) plus 60 many-galaxy hands (6-14 galaxy
tiles).  Timing follows the wait-solver benchmark: one warm-up pass builds the process-wide
suit tables (pure functions of a suit's counts), then every hand is solved again with every
per-hand cache cleared (better of three runs per hand, wall and CPU time); a last pass clears
the suit tables too.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable, Sequence

from mahjong_galaxy.core.efficiency import block_tables, galaxy_split
from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.solver import waits
from mahjong_galaxy.core.tiles import Tile

from .hands import random_hand, tenpai_hand

SEED = 5_2026_11_30
NATURAL = 240
HEAVY = 60
REPEAT = 3


def _wall() -> list[Tile]:
    return [Tile(k) for k in range(34) for _ in range(3)] + [Tile(k, True) for k in range(34)]


def _natural(rng: random.Random) -> Hand:
    return Hand(tuple(sort_tiles(rng.sample(_wall(), 14))))


def _near_complete(rng: random.Random, galaxy_count: int) -> Hand:
    """A complete reading minus one tile, plus one more tile the set still holds."""
    while True:
        hand = tenpai_hand(rng, galaxy_count)
        left = _wall()
        for tile in hand.tiles:
            left.remove(tile)
        extra = rng.choice(left)
        if not extra.galaxy or extra not in hand.tiles:
            return hand.with_tile(extra)


def benchmark_hands(seed: int = SEED) -> list[Hand]:
    """The fixed 300-hand set: 240 natural deals (half near complete), 60 with 6-14 galaxy."""
    rng = random.Random(seed)
    hands = []
    for i in range(NATURAL):
        if i % 2:
            hands.append(_natural(rng))
        else:
            galaxy_count = sum(t.galaxy for t in rng.sample(_wall(), 13))
            hands.append(_near_complete(rng, galaxy_count))
    for i in range(HEAVY):
        count = 6 + i % 9
        hands.append(random_hand(rng, count, 14) if i % 2 else _near_complete(rng, count))
    return hands


def _clear_hand_caches() -> None:
    galaxy_split.clear_caches()
    waits._kind_forms.cache_clear()


def _clear_all() -> None:
    _clear_hand_caches()
    block_tables._SUIT_CACHE.clear()
    block_tables._SUIT_CACHE[0] = block_tables.ZERO
    block_tables.group_table.cache_clear()


Timing = tuple[float, float]  # (wall ms, CPU ms of this process)


def _time_ms(func: Callable[[], object]) -> Timing:
    wall, cpu = time.perf_counter(), time.process_time()
    func()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def _measure(
    hands: Sequence[Hand], func: Callable[[Hand], object], clear: Callable[[], None]
) -> list[Timing]:
    """Per hand the better of ``REPEAT`` runs, each after ``clear()`` (shared machines are
    noisy); wall and CPU time are kept apart."""
    times = []
    for hand in hands:
        runs = []
        for _ in range(REPEAT):
            clear()
            runs.append(_time_ms(lambda h=hand: func(h)))
        times.append((min(r[0] for r in runs), min(r[1] for r in runs)))
    return times


def _summary(label: str, times: Sequence[Timing]) -> None:
    wall = [t[0] for t in times]
    cpu = [t[1] for t in times]
    median_wall, median_cpu = statistics.median(wall), statistics.median(cpu)
    print(
        f"  {label:<44} median {median_wall:7.3f} ms (CPU {median_cpu:7.3f})"
        f"   max {max(wall):7.2f} ms (CPU {max(cpu):7.2f})   n={len(times)}"
    )


def _shanten_13(hand: Hand) -> object:
    return calculate_shanten(hand.without_tile(hand.tiles[-1]))


def run() -> None:
    """Print median/max times of shanten and of the full 何切る table with ukeire and waits."""
    hands = benchmark_hands()
    heavy = [h for h in hands if h.galaxy_total >= 6]
    galaxy = [h.galaxy_total for h in hands]
    print(
        f"shanten / what-to-discard: {len(hands)} hands of 14 tiles, galaxy tiles per hand "
        f"median {statistics.median(galaxy):.0f}, max {max(galaxy)}; {len(heavy)} with >= 6"
    )
    for hand in hands:  # warm-up: suit tables are process-wide and pure
        discard_options(hand)
    shanten_14 = _measure(hands, calculate_shanten, _clear_hand_caches)
    shanten_13 = _measure(hands, _shanten_13, _clear_hand_caches)
    table = _measure(hands, discard_options, _clear_hand_caches)
    _summary("shanten, 14 tiles (after warm-up)", shanten_14)
    _summary("shanten, 13 tiles (after warm-up)", shanten_13)
    _summary("何切る table with ukeire and waits (after warm-up)", table)
    _summary(
        "  of which >= 6 galaxy tiles",
        [t for t, h in zip(table, hands, strict=True) if h.galaxy_total >= 6],
    )
    _summary(
        "  of which <= 5 galaxy tiles",
        [t for t, h in zip(table, hands, strict=True) if h.galaxy_total <= 5],
    )
    cold = _measure(hands[::5], discard_options, _clear_all)
    _summary("何切る table, every cache cleared per hand (1 in 5)", cold)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"  (each figure: better of {REPEAT} runs per hand; load average {load})")
    print("  targets: shanten median <= 0.5 ms; 何切る median <= 20 ms, max <= 200 ms")
