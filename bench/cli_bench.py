"""`mahjong-galaxy-cli waits` benchmark: ms per hand as the CLI computes it (parse, waits, the
tenpai assignment count, JSON), with ``--values``, and batch mode on small open hands.

Hands: the 600 seeded solver-benchmark hands (0-13 galaxy tiles, no calls; 172 with 8-13) plus
200 seeded hands with 1-4 calls (bench/hands.py).  "Cold" clears every memo table of the core
before each hand (the first hand a fresh process solves); "warm" keeps the process-wide tables
of the rank DP (pure functions of a suit's counts) and clears the per-hand ones.  Targets (the
project's speed goals, docs/README): waits median <= 1 ms and max <= 20 ms cold, the assignment
view no slower than the waits, ``--values`` median <= 30 ms and max <= 300 ms, batch mode hands
with <= 7 concealed tiles median <= 0.1 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from mahjong_galaxy.cli import COMMANDS, load_command
from mahjong_galaxy.cli.common import Command, build_parser, run_one
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.solver import waits
from mahjong_galaxy.core.solver.assignments import assignment_view

from .hands import cli_hands

SLOWEST = 5
VALUES_EVERY = 2  # --values is timed on every second hand (it scores each win four ways)


def clear_core_caches() -> None:
    """Clear every functools memo table in the loaded ``mahjong_galaxy.core`` modules."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("mahjong_galaxy.core") or module is None:
            continue
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


Times = list[tuple[float, float]]  # (wall ms, CPU ms) per hand


def _ms(func: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU time of one call, in ms (CPU time hardly grows on a crowded machine)."""
    wall, cpu = time.perf_counter(), time.process_time()
    func()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def _args(command: Command, *flags: str) -> argparse.Namespace:
    parser = build_parser({"waits": (COMMANDS["waits"][0], command)})
    return parser.parse_args(["waits", "--batch", "-", "--json", *flags])


def _cli(command: Command, args: argparse.Namespace, hand: Hand) -> Callable[[], object]:
    return lambda: json.dumps(run_one(command, hand.text, args), ensure_ascii=False)


def _line(label: str, times: Times, digits: int = 3) -> None:
    for kind, values in (("wall", [w for w, _ in times]), ("CPU ", [c for _, c in times])):
        print(
            f"  {label:<46} {kind} median {statistics.median(values):8.{digits}f} ms   "
            f"max {max(values):9.{digits}f} ms   (n={len(values)})"
        )


def _slowest(label: str, hands: Sequence[Hand], times: Times) -> None:
    ranked = sorted(zip(times, hands, strict=True), key=lambda p: -p[0][1])[:SLOWEST]
    items = ", ".join(f"{h.text} {c:.1f}" for (_, c), h in ranked)
    print(f"  slowest {SLOWEST} ({label}, CPU ms): {items}")


def _timed(
    hands: Sequence[Hand], func: Callable[[Hand], Callable[[], object]], cold: bool
) -> Times:
    times = []
    for hand in hands:
        if cold:
            clear_core_caches()
        else:
            waits._kind_forms.cache_clear()  # per-hand memo: each hand is really solved
        times.append(_ms(func(hand)))
    return times


def run() -> None:
    """Print the waits / assignment view / --values / batch figures and the slowest hands."""
    hands = cli_hands()
    heavy = sum(h.galaxy_total >= 8 for h in hands)
    called = sum(bool(h.melds) for h in hands)
    print(f"waits CLI: {len(hands)} hands, {heavy} with 8-13 galaxy tiles, {called} with calls")
    command = load_command("waits")
    plain = _args(command)
    for hand in hands:  # warm-up: process-wide tables
        _cli(command, plain, hand)()
    warm = _timed(hands, lambda h: _cli(command, plain, h), cold=False)
    cold = _timed(hands, lambda h: _cli(command, plain, h), cold=True)
    _line("waits --json (warm)", warm)
    _line("waits --json (every core cache cleared per hand)", cold)
    _slowest("waits --json, cold", hands, cold)
    solve = _timed(hands, lambda h: lambda: waits.solve_waits(h), cold=True)
    view = _timed(hands, lambda h: lambda: assignment_view(h).tenpai, cold=True)
    _line("  of which solve_waits (cold)", solve)
    _line("  of which the assignment view count (cold)", view)
    _slowest("assignment view, cold", hands, view)
    print("  targets: waits --json median <= 1 ms, max <= 20 ms; assignment view <= waits")
    _values(command, hands[::VALUES_EVERY])
    _batch(command, [h for h in hands if len(h.tiles) <= 7])


def _values(command: Command, hands: Sequence[Hand]) -> None:
    args = _args(command, "--values")
    _cli(command, args, hands[0])()  # loads the scoring library
    times = _timed(hands, lambda h: _cli(command, args, h), cold=False)
    _line(f"waits --json --values (every {VALUES_EVERY}nd hand)", times, 1)
    _slowest("--values", hands, times)
    print("  targets: --values median <= 30 ms, max <= 300 ms")


def _batch(command: Command, hands: Sequence[Hand]) -> None:
    args = _args(command)
    for hand in hands:
        _cli(command, args, hand)()
    times = [_ms(_cli(command, args, h)) for h in hands]  # a batch keeps its tables warm
    _line("batch mode, hands with <= 7 concealed tiles", times)
    print("  target: median <= 0.1 ms")
