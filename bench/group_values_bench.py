"""Values per wait set (the Assignments tab's best and expected points): CPU ms of
:func:`~mahjong_galaxy.core.decision.group_values.group_values` per hand, beside
:func:`~mahjong_galaxy.core.decision.values.tile_values` (the whole-hand values the Waits tab
shows) on the same hand.

Hands: the tenpai hands with galaxy tiles among the seeded CLI-benchmark hands (bench/hands.py:
0-13 galaxy tiles, 200 with 1-4 calls), plus the heavy hands by name.  CPU time of this process
(``time.process_time``), so a crowded machine stretches it less than wall time; the tile values
first and then the group values, as the app's solver child runs them (its memos stay warm).
No target yet: the figures go in docs/ARCHITECTURE.md ("Speed").
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from mahjong_galaxy.core.decision.group_values import group_values
from mahjong_galaxy.core.decision.values import tile_values
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.solver.assignments import assignment_view
from mahjong_galaxy.core.solver.waits import solve_waits

from .hands import cli_hands

SLOWEST = 5
#: Heavy hands: 314,928 assignments (855 tenpai, every tile galaxy) and 38 wait sets.
HEAVY = ("1M2M3M4M5M6M7M8M9M1P2P3P4P", "14m1M1P2M2P3M3P3S4M4P5M6M")


def _cpu_ms(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return (time.process_time() - start) * 1000.0


def _measure(hand: Hand) -> tuple[float, float, int]:
    """CPU ms of the group values and of the tile values of ``hand``, and its wait sets."""
    waits = solve_waits(hand)
    sets = [w for w, _ in assignment_view(hand).groups]
    whole = _cpu_ms(lambda: tile_values(hand, waits=waits))  # first, as the app runs them
    grouped = _cpu_ms(lambda: group_values(hand, waits=waits, wait_sets=sets))
    return grouped, whole, len(sets)


def _hands() -> list[Hand]:
    return [h for h in cli_hands() if h.galaxy_total and solve_waits(h).tenpai]


def run() -> None:
    """Print median/max CPU ms over the bench hands, the slowest by name and the heavy hands."""
    hands = _hands()
    rows = [(hand, *_measure(hand)) for hand in hands]
    grouped = [r[1] for r in rows]
    whole = [r[2] for r in rows]
    print(f"values per wait set: {len(rows)} tenpai hands with galaxy tiles (CPU ms)")
    print(
        f"  group_values   median {statistics.median(grouped):7.1f} ms   max {max(grouped):8.1f} ms"
    )
    print(
        f"  tile_values    median {statistics.median(whole):7.1f} ms   max {max(whole):8.1f} ms"
        "   (the whole-hand values, for comparison)"
    )
    print("  slowest:")
    for hand, ms, _, sets in sorted(rows, key=lambda r: -r[1])[:SLOWEST]:
        print(f"    {hand.text:<40} {ms:8.1f} ms   {sets} wait sets")
    for text in HEAVY:
        ms, whole_ms, sets = _measure(parse_hand(text))
        print(f"  {text:<40} {ms:8.1f} ms   tile_values {whole_ms:7.1f} ms   {sets} wait sets")


if __name__ == "__main__":
    run()
