"""Expected-value table benchmark (issue 11): ms per 14-tile hand for the full ``--ev`` table.

Hands: seeded, by shanten (0-3) and galaxy-count bucket (0, 1-2, 3+), built from a complete
reading with some tiles swapped for random ones (then measured).  Each hand is timed once, from a
cold shanten memo, with both options off and with hand changes and shanten-back on.  A search
that passes ``MAX_NODES`` states stops: it is counted as the labelled fallback (what the app
shows instead), with the time it took to give up.  204 hands are drawn (17 per bucket); by
default every 0-2-shanten hand is timed with options off and 4 per bucket otherwise (3-shanten
with options off, 0-2-shanten with them on; 3-shanten with them on is left to the fallback), so
the run takes a few minutes; ``EV_BENCH_FULL=1`` times all 17 per bucket both ways.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections import Counter

from mahjong_galaxy.core.decision import ev_wall
from mahjong_galaxy.core.decision.ev import Budget, EvSettings, evaluate
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.tiles import Tile, galaxy_tile, normal_tile

from .hands import tenpai_hand

SEED = 11_2026_12_01
PER_BUCKET = 17
QUICK_PER_BUCKET = 4
MAX_NODES = 60_000
BUCKETS = ("0", "1-2", "3+")


def _bucket(galaxy: int) -> str:
    return "0" if galaxy == 0 else "1-2" if galaxy <= 2 else "3+"


def _supply() -> Counter[Tile]:
    tiles = [normal_tile(k) for k in range(34) for _ in range(3)]
    return Counter(tiles + [galaxy_tile(k) for k in range(34)])


def bench_hands(per_bucket: int, seed: int = SEED) -> dict[tuple[int, str], list[Hand]]:
    """``per_bucket`` 14-tile hands per (shanten 0-3, galaxy bucket), seeded."""
    rng = random.Random(seed)
    found: dict[tuple[int, str], list[Hand]] = {(s, b): [] for s in range(4) for b in BUCKETS}
    while any(len(v) < per_bucket for v in found.values()):
        base = list(tenpai_hand(rng, rng.choice((0, 0, 1, 2, 3, 4))).tiles)
        pool = list((_supply() - Counter(base)).elements())
        base.append(pool.pop(rng.randrange(len(pool))))
        for _ in range(rng.randrange(6)):
            index = rng.randrange(14)
            pool.append(base[index])
            base[index] = pool.pop(rng.randrange(len(pool)))
        hand = Hand(tuple(sort_tiles(base)))
        shanten = calculate_shanten(hand).shanten
        key = (shanten, _bucket(sum(t.galaxy for t in hand.tiles)))
        if key in found and len(found[key]) < per_bucket:
            found[key].append(hand)
    return found


def _time(hand: Hand, settings: EvSettings) -> tuple[float, bool]:
    """(ms, searched) of one cold evaluation; searched False when it hit the node budget."""
    ev_wall._MEMOS.clear()
    for half in ev_wall._HALVES:
        half.clear()
    start = time.perf_counter()
    try:
        evaluate(hand, settings, budget=Budget(max_nodes=MAX_NODES))
    except SearchTooLarge:
        return (time.perf_counter() - start) * 1000, False
    return (time.perf_counter() - start) * 1000, True


def run() -> None:
    """Print median and max ms per (shanten, galaxy bucket), options off and on."""
    full = os.environ.get("EV_BENCH_FULL") == "1"
    hands = bench_hands(PER_BUCKET)
    print(f"expected-value table (--ev), {sum(map(len, hands.values()))} hands, ms per hand")
    for label, on in (("options off", False), ("tegawari + shanten-back", True)):
        print(f"  {label}:  shanten  galaxy  hands  median      max  fallback")
        settings = EvSettings(tegawari=on, shanten_back=on)
        for (shanten, bucket), group in hands.items():
            if on and shanten == 3 and not full:
                continue
            quick = on or shanten == 3
            per_bucket = QUICK_PER_BUCKET if quick and not full else PER_BUCKET
            times = [_time(hand, settings) for hand in group[:per_bucket]]
            ms = [t for t, _ in times]
            fallback = sum(1 for _, searched in times if not searched)
            print(
                f"  {'':{len(label)}}   {shanten:>7}  {bucket:>6}  {len(ms):>5}  "
                f"{statistics.median(ms):8.1f} {max(ms):8.1f}  {fallback:>8}"
            )
