"""Wait-solver benchmark: ms per 13-tile hand for full waits with details (targets in
docs/ARCHITECTURE.md, "Speed").

The speed-up is measured against a plain brute force that shares no code with the solver: every
galaxy assignment (each galaxy tile as each kind of its class) times every one of the 34 kinds,
each 14-tile vector tested by the ``mahjong`` library's ``Agari`` (regular, seven pairs, kokushi).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from itertools import product

from mahjong.agari import Agari

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.solver import rank_dp, waits

from .hands import benchmark_hands

REFERENCE_MAX_GALAXY = 4  # plain brute force above this takes minutes per hand


def brute_force_waits(hand: Hand) -> set[int]:
    """Winning kinds of a concealed 13-tile hand, by trying every assignment and every kind."""
    agari = Agari()
    base = list(hand.normal_counts)
    choices = [t.acts_as for t in hand.tiles if t.galaxy]
    found: set[int] = set()
    for acting in product(*choices):
        counts = list(base)
        for kind in acting:
            counts[kind] += 1
        for kind in range(34):
            if kind not in found:
                counts[kind] += 1
                if agari.is_agari(counts):
                    found.add(kind)
                counts[kind] -= 1
    return found


def _clear_all() -> None:
    for cached in (
        waits._kind_forms,
        rank_dp.step,
        rank_dp.MOVES,
        rank_dp.honor_joker,
        rank_dp.honor_pairs,
    ):
        cached.cache_clear()


def _time_ms(func: Callable[[], object]) -> float:
    start = time.perf_counter()
    func()
    return (time.perf_counter() - start) * 1000


def _summary(label: str, times: list[float]) -> None:
    print(
        f"  {label:<44} median {statistics.median(times):7.3f} ms   "
        f"max {max(times):8.3f} ms   (n={len(times)})"
    )


def run() -> None:
    """Print median/max solve times and the speed-up over the brute-force reference."""
    hands = benchmark_hands()
    heavy = [h for h in hands if h.galaxy_total >= 8]
    print(
        f"wait solver: {len(hands)} hands, {len(heavy)} with 8-13 galaxy tiles, "
        f"{sum(waits.solve_waits(h).tenpai for h in hands)} tenpai"
    )
    for hand in hands:  # warm-up: build the process-wide transition tables once
        waits.solve_waits(hand)
    warm = []
    for hand in hands:
        waits._kind_forms.cache_clear()  # each hand is really solved; transition tables stay
        warm.append(_time_ms(lambda h=hand: waits.solve_waits(h)))
    cold = []
    for hand in hands:
        _clear_all()
        cold.append(_time_ms(lambda h=hand: waits.solve_waits(h)))
    _summary("solve_waits (after a warm-up pass)", warm)
    _summary(
        "solve_waits, 8-13 galaxy (after warm-up)",
        [t for t, h in zip(warm, hands, strict=True) if h.galaxy_total >= 8],
    )
    _summary("solve_waits (every cache cleared per hand)", cold)
    print("  targets: median <= 1 ms, max <= 20 ms")
    _reference_speedup(hands, warm)


def _reference_speedup(hands: list[Hand], ours: list[float]) -> None:
    pairs = [
        (h, t) for h, t in zip(hands, ours, strict=True) if h.galaxy_total <= REFERENCE_MAX_GALAXY
    ]
    ref_total = sum(_time_ms(lambda h=h: brute_force_waits(h)) for h, _ in pairs)
    our_total = sum(t for _, t in pairs)
    print(
        f"  brute-force reference on the {len(pairs)} hands with <= {REFERENCE_MAX_GALAXY} "
        f"galaxy tiles: {ref_total / 1000:.1f} s vs {our_total / 1000:.3f} s "
        f"-> {ref_total / our_total:.0f}x faster"
    )
