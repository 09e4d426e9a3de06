"""`mahjong-galaxy-cli waits` benchmark: ms per hand as the CLI computes it (parse, waits, the
tenpai assignment count, JSON), with ``--values``, and batch mode on small open hands.

Hands: the 600 seeded solver-benchmark hands (0-13 galaxy tiles, no calls; 172 with 8-13) plus
200 seeded hands with 1-4 calls (bench/hands.py).  "Cold" clears every memo table of the core
and the commands before each hand (the first hand a fresh process solves: only the tables built
at import stay, whose cost the import time line shows); "warm" keeps the process-wide tables
of the rank DP (pure functions of a suit's counts) and clears the memos keyed by a whole hand,
so that no hand is answered from an earlier run of itself.  Batch mode is timed as a user gets
it: a fresh ``--batch`` process over 1,500 distinct hands with <= 7 concealed tiles, each
solved once (its memos fill as the batch goes, as in any real batch).  Every figure is on
every hand (``--values`` included), with the slowest 5 by name, and the held-out heavy hand
alone.  Targets (the
project's speed goals, docs/README): waits median <= 1 ms and max <= 20 ms cold, the assignment
view no slower than the waits, ``--values`` median <= 30 ms and max <= 300 ms, batch mode hands
with <= 7 concealed tiles median <= 0.1 ms.  The run ends with those four targets, each with its
CPU figure, met or missed, and the load average.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence

from mahjong_galaxy.cli import COMMANDS, load_command
from mahjong_galaxy.cli import waits as waits_command
from mahjong_galaxy.cli.common import Command, build_parser, run_one
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.solver import agari, blocks, rank_dp, waits
from mahjong_galaxy.core.solver.assignments import assignment_view, count_assignments

from .hands import batch_hands, cli_hands

SLOWEST = 5
#: The heavy hand held out by the speed goal (docs/ARCHITECTURE.md, "Speed"): its waits take
#: 2.7 ms and its assignment view 6.5 ms on a quiet machine before the view was reworked.
HELD_OUT = "14m1M1P2M2P3M3P3S4M4P5M6M"
#: Hands in the batch-mode figure's batch.
BATCH_HANDS = 1500
#: Runs per hand of the waits, count and view figures (the best is kept).
REPEATS = 3


def clear_core_caches() -> None:
    """Clear every memo table in the loaded ``mahjong_galaxy.core`` and ``mahjong_galaxy.cli``
    modules: the functools caches and the memo objects with a ``cache_clear`` method (not
    their classes)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith(("mahjong_galaxy.core", "mahjong_galaxy.cli")) or module is None:
            continue
        for value in vars(module).values():
            clear = None if isinstance(value, type) else getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def clear_hand_memos() -> None:
    """Clear the memos keyed by a whole hand (a hand seen before would be answered from them),
    keeping the process-wide tables of the rank DP (pure functions of one rank's counts)."""
    for memo in (
        waits._kind_forms,
        rank_dp.regular_dp,
        agari.regular_complete,
        blocks.hand_blocks,
        waits_command.SHAPES,
    ):
        memo.cache_clear()


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
            clear_hand_memos()  # each hand is really solved; the transition tables stay
        times.append(_ms(func(hand)))
    return times


def _load() -> str:
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def _verdict(label: str, figure: str, target: str, met: bool) -> None:
    print(f"  {'met   ' if met else 'MISSED'} {label:<40} {figure:<34} target {target}")


def run() -> None:
    """Print the waits / assignment view / --values / batch figures and the slowest hands,
    then the four targets with their figures (CPU ms), met or missed, and the load."""
    hands = cli_hands()
    heavy = sum(h.galaxy_total >= 8 for h in hands)
    called = sum(bool(h.melds) for h in hands)
    print(f"waits CLI: {len(hands)} hands, {heavy} with 8-13 galaxy tiles, {called} with calls")
    print(f"  start: {_load()}")
    _import_time()
    command = load_command("waits")
    plain = _args(command)
    for hand in hands:  # warm-up: process-wide tables
        _cli(command, plain, hand)()
    warm = _timed(hands, lambda h: _cli(command, plain, h), cold=False)
    cold = _timed(hands, lambda h: _cli(command, plain, h), cold=True)
    _line("waits --json (warm)", warm)
    _line("waits --json (every core cache cleared per hand)", cold)
    _slowest("waits --json, cold", hands, cold)
    solve, view, groups = _waits_and_view(hands)
    _line("  of which solve_waits (cold)", solve)
    _line("  of which the tenpai assignment count (after it)", view)
    _slowest("assignment count", hands, view)
    _line("the app's assignment view with its groups (after the waits)", groups)
    _slowest("assignment view with groups", hands, groups)
    slower = {}
    for label, times in (("assignment count", view), ("assignment view with groups", groups)):
        named = sorted(
            (
                (v[1] / max(w[1], 0.01), v[1] > w[1], h)
                for w, v, h in zip(solve, times, hands, strict=True)
            ),
            key=lambda p: -p[0],
        )
        slower[label] = [ratio for ratio, is_slower, _ in named if is_slower]
        print(
            f"  {label} slower than the waits (CPU) on {len(slower[label])} of {len(hands)} hands"
            + (f", at most {max(slower[label]):.1f}x" if slower[label] else "")
        )
        closest = ", ".join(f"{h.text} {ratio:.2f}x" for ratio, _, h in named[:SLOWEST])
        print(f"  closest {SLOWEST} to the waits ({label} / waits, CPU): {closest}")
    print("  targets: waits --json median <= 1 ms, max <= 20 ms; assignment view <= waits")
    _held_out(command, plain)
    # batch mode before --values: a batch of plain waits never holds the scoring library's
    # memos, whose size slows the garbage collector on every later hand
    batch = _batch([h for h in hands if len(h.tiles) <= 7])
    values = _values(command, hands)
    _summary(len(hands), cold, slower, values, batch)


def _summary(
    n: int, cold: Times, slower: dict[str, list[float]], values: Times, batch: list[float]
) -> None:
    """The four targets of the waits command, each with its CPU figure, met or missed."""
    print(f"  targets (CPU ms; {_load()}):")
    for label, times, median, most in (
        ("waits --json, cold", cold, 1.0, 20.0),
        ("waits --json --values", values, 30.0, 300.0),
    ):
        cpu = [c for _, c in times]
        mid, top = statistics.median(cpu), max(cpu)
        figure = f"median {mid:.2f}, max {top:.1f}"
        _verdict(
            label, figure, f"median <= {median:g}, max <= {most:g}", mid <= median and top <= most
        )
    for label, ratios in slower.items():
        figure = f"slower on {len(ratios)} of {n}" + (f", {max(ratios):.1f}x" if ratios else "")
        _verdict(f"{label} vs the waits", figure, "never slower", not ratios)
    mid = statistics.median(batch)
    _verdict("batch, <= 7 concealed tiles", f"median {mid:.3f}", "median <= 0.1", mid <= 0.1)


def _child_cpu_ms(code: str) -> float:
    """CPU ms (user + system) of a fresh interpreter running ``code``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", code], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000


def _import_time() -> None:
    """The import of the waits command in a fresh process (its tables built at import
    included), beyond the interpreter's own start; median of 5."""
    bare = statistics.median(_child_cpu_ms("pass") for _ in range(5))
    full = statistics.median(_child_cpu_ms("import mahjong_galaxy.cli.waits") for _ in range(5))
    print(f"  import of the waits command: {full - bare:.0f} ms CPU (interpreter start {bare:.0f})")


def _waits_and_view(hands: Sequence[Hand]) -> tuple[Times, Times, Times]:
    """Per hand, cold: ``solve_waits``, then the tenpai assignment count as the CLI follows it
    (sharing the hand's rank DP, as ``analyze`` does); and, cold again, the waits then the
    app's assignment view with its wait-set groups.  Each figure is the best of
    :data:`REPEATS` runs, each after a garbage collection: a single run's ratio is as much where
    a collection of the process's memos lands (up to a few ms) as the work compared."""
    solve: Times = []
    count: Times = []
    groups: Times = []
    for hand in hands:
        runs = [_waits_then_view(hand) for _ in range(REPEATS)]
        for times, found in zip((solve, count, groups), zip(*runs, strict=True), strict=True):
            times.append(min(found, key=lambda t: t[1]))
    return solve, count, groups


def _waits_then_view(hand: Hand) -> tuple[tuple[float, float], ...]:
    """One cold run of the three figures of :func:`_waits_and_view`."""
    clear_core_caches()
    gc.collect()
    solve = _ms(lambda: waits.solve_waits(hand))
    count = _ms(lambda: count_assignments(hand).tenpai)
    clear_core_caches()
    waits.solve_waits(hand)
    gc.collect()
    return solve, count, _ms(lambda: assignment_view(hand).groups)


def _held_out(command: Command, args: argparse.Namespace) -> None:
    hand = parse_hand(HELD_OUT)
    clear_core_caches()
    elapsed = run_one(command, HELD_OUT, args)["elapsed_ms"]
    (solve,), (count,), (groups,) = _waits_and_view([hand])
    print(
        f"  held-out {HELD_OUT}: elapsed_ms {elapsed:.2f} cold, waits {solve[1]:.2f} ms, "
        f"assignment count {count[1]:.2f} ms, view with groups {groups[1]:.2f} ms (CPU)"
    )


def _values(command: Command, hands: Sequence[Hand]) -> Times:
    args = _args(command, "--values")
    _cli(command, args, hands[0])()  # loads the scoring library
    times = _timed(hands, lambda h: _cli(command, args, h), cold=False)
    _line("waits --json --values", times, 1)
    _slowest("--values", hands, times)
    print("  targets: --values median <= 30 ms, max <= 300 ms")
    return times


#: A fresh ``waits --batch -`` process, as a user runs one: the command imported first (its
#: import is timed apart), then per line the CPU time from reading it to the flush of its
#: answer (the batch flushes once per line); the times go to stderr as JSON.
_BATCH_CHILD = """
import io, json, sys, time
import mahjong_galaxy.cli.waits
from mahjong_galaxy.cli import main

clock = time.process_time
reads, flushes = [], []
out = sys.stdout


class Lines(io.BytesIO):
    def __next__(self):
        reads.append(clock())
        return super().__next__()


class Flushes:
    def write(self, text):
        return out.write(text)

    def flush(self):
        out.flush()
        flushes.append(clock())


sys.stdin = io.TextIOWrapper(Lines(sys.stdin.buffer.read()))
sys.stdout = Flushes()
main(["waits", "--batch", "-"])
sys.stderr.write(json.dumps([(f - r) * 1000 for r, f in zip(reads, flushes)]))
"""


def _batch(small: Sequence[Hand]) -> list[float]:
    """Batch mode on small open hands as a user gets it: one fresh ``waits --batch`` process
    over :data:`BATCH_HANDS` distinct hands (the bench's hands with <= 7 concealed tiles
    first, then seeded ones with 2-4 calls), each solved once, nothing warmed or cleared
    beforehand; CPU ms per hand."""
    hands = batch_hands(small, BATCH_HANDS)
    lines = "".join(f"{hand.text}\n" for hand in hands).encode()
    child = subprocess.run(
        [sys.executable, "-c", _BATCH_CHILD],
        input=lines,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=True,
    )
    times: list[float] = json.loads(child.stderr)
    ranked = sorted(zip(times, hands, strict=True), key=lambda p: -p[0])[:SLOWEST]
    print(
        f"  batch mode, a fresh process over {len(hands)} distinct hands with <= 7 concealed "
        f"tiles: CPU median {statistics.median(times):.3f} ms, mean "
        f"{statistics.mean(times):.3f}, max {max(times):.2f}; its first {len(small)} lines "
        f"(the bench's own) median {statistics.median(times[: len(small)]):.3f}"
    )
    print(
        f"  slowest {SLOWEST} (batch mode, CPU ms): "
        + ", ".join(f"{h.text} {t:.1f}" for t, h in ranked)
    )
    print("  target: median <= 0.1 ms")
    return times
