"""Win-scoring benchmark: ms per ``score_win`` call by galaxy tiles in the hand (targets in
docs/ARCHITECTURE.md, "Speed")."""

from __future__ import annotations

import random
import statistics
import time

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import Tile

from .hands import complete_hand

BUCKETS = ((0, 0), (1, 4), (5, 9), (10, 18))
PER_BUCKET = 40


def _winning_hands(seed: int = 6) -> list[tuple[Hand, Tile]]:
    rng = random.Random(seed)
    found: dict[tuple[int, int], list[tuple[Hand, Tile]]] = {b: [] for b in BUCKETS}
    while any(len(v) < PER_BUCKET for v in found.values()):
        low, high = rng.choice([b for b in BUCKETS if len(found[b]) < PER_BUCKET])
        full = complete_hand(rng, rng.randint(low, min(high, 14)))
        bucket = next(b for b in BUCKETS if b[0] <= full.galaxy_total <= b[1])
        if len(found[bucket]) < PER_BUCKET:
            win = rng.choice(full.tiles)
            found[bucket].append((full.without_tile(win), win))
    return [pair for bucket in BUCKETS for pair in found[bucket]]


def run() -> None:
    """Print median/max ms of score_win per galaxy-count bucket."""
    hands = _winning_hands()
    print(f"win scoring: {len(hands)} winning hands, {PER_BUCKET} per galaxy-count bucket")
    for low, high in BUCKETS:
        times = []
        for hand, win in hands:
            count = hand.galaxy_total + win.galaxy
            if low <= count <= high:
                situation = Situation(tsumo=True, riichi=hand.is_closed)
                start = time.perf_counter()
                score_win(hand, win, situation)
                times.append((time.perf_counter() - start) * 1000)
        label = f"score_win, {low}-{high} galaxy tiles"
        print(
            f"  {label:<44} median {statistics.median(times):7.1f} ms   "
            f"max {max(times):8.1f} ms   (n={len(times)})"
        )
    print("  targets: median <= 50 ms without galaxy tiles, max <= 3000 ms with 10+")
