"""Expected-value table benchmark: ms per 14-tile hand for the full ``--ev`` table.

The figures docs/ARCHITECTURE.md's speed table asks for: per shanten (0-3) and galaxy-count
bucket (0, 1-2, 3+) the median and max time of :func:`~mahjong_galaxy.core.decision.ev.evaluate`
(the table ``discard --ev`` prints) on 204 seeded hands (17 per bucket), with both options off
and with hand changes and shanten-back on.  Hands are built from a complete reading with some
tiles swapped for random ones, then measured.  Each hand is timed once from cold memos
(:func:`~mahjong_galaxy.core.decision.ev.clear_memos`), in CPU time of this process
(``time.process_time``: the machine is shared, so wall time would measure the other users; the
load average is printed).  A search still running after ``LIMIT_S`` CPU seconds, or past
``MAX_NODES`` states (the interactive budget of the app and ``discard --ev``), stops: it is
counted as the labelled fallback (what the app shows instead), with the time it took to give
up; the median and max include those times.

Environment: ``EV_BENCH_HANDS=N`` times only the first N hands of each bucket (a quick look
while iterating; the full run takes long on a busy machine), ``EV_BENCH_LIMIT_S`` changes the
time limit, ``EV_BENCH_OPTIONS=off`` or ``on`` runs one half only (two processes can then share
two cores).
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections import Counter

from mahjong_galaxy.core.decision.ev import (
    INTERACTIVE_MAX_NODES,
    Budget,
    EvSettings,
    clear_memos,
    evaluate,
)
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.tiles import Tile, galaxy_tile, normal_tile

from .hands import tenpai_hand

SEED = 11_2026_12_01
PER_BUCKET = 17
MAX_NODES = INTERACTIVE_MAX_NODES
LIMIT_S = 10.0
BUCKETS = ("0", "1-2", "3+")


class _TimeUp(Exception):
    pass


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


def time_hand(hand: Hand, settings: EvSettings, limit_s: float = LIMIT_S) -> tuple[float, int]:
    """(CPU ms, states) of one cold evaluation; states -1 when it gave up (node budget or
    time)."""
    clear_memos()
    start = time.process_time()
    deadline = start + limit_s

    def check(stage: str, done: int, total: int) -> None:
        if time.process_time() > deadline:
            raise _TimeUp

    try:
        table = evaluate(hand, settings, budget=Budget(max_nodes=MAX_NODES, progress=check))
    except (SearchTooLarge, _TimeUp):
        return (time.process_time() - start) * 1000, -1
    return (time.process_time() - start) * 1000, table.nodes


def run() -> None:
    """Print median and max ms per (shanten, galaxy bucket), options off and on."""
    wanted = int(os.environ.get("EV_BENCH_HANDS", PER_BUCKET))
    limit_s = float(os.environ.get("EV_BENCH_LIMIT_S", LIMIT_S))
    hands = bench_hands(PER_BUCKET)
    timed = sum(len(group[:wanted]) for group in hands.values())
    halves = (("options off", False), ("tegawari + shanten-back", True))
    chosen = os.environ.get("EV_BENCH_OPTIONS", "both")
    print(
        f"expected-value table (--ev), {timed} of {sum(map(len, hands.values()))} hands, "
        f"CPU ms per hand (fallback: past {MAX_NODES} states or {limit_s:g} s; "
        f"load average {os.getloadavg()[0]:.1f})"
    )
    for label, on in halves:
        if chosen != "both" and chosen != ("on" if on else "off"):
            continue
        print(f"  {label}:  shanten  galaxy  hands  median      max  states  fallback")
        settings = EvSettings(tegawari=on, shanten_back=on)
        for (shanten, bucket), group in hands.items():
            times = [time_hand(hand, settings, limit_s) for hand in group[:wanted]]
            ms = [t for t, _ in times]
            states = [n for _, n in times if n >= 0]
            fallback = len(times) - len(states)
            median_states = f"{statistics.median(states):7.0f}" if states else "      -"
            print(
                f"  {'':{len(label)}}   {shanten:>7}  {bucket:>6}  {len(ms):>5}  "
                f"{statistics.median(ms):8.1f} {max(ms):8.1f} {median_states}  {fallback:>8}",
                flush=True,
            )
        print(f"  (load average at the end: {os.getloadavg()[0]:.1f})")
