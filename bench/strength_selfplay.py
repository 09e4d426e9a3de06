"""Strength of computer levels against three ``baseline`` players, in resumable chunks.

``python -m bench.strength_selfplay [report] LEVELS [GAMES [FIRST_SEED [CHUNK [DIR [WORKERS]]]]]``

Each level named in ``LEVELS`` (comma-separated, e.g. ``5`` or ``calls,calls_off``) plays GAMES
seeded, refereed 4-player games (seeds FIRST_SEED .. FIRST_SEED + GAMES - 1, seats rotating:
:func:`~mahjong_galaxy.core.practice.game.selfplay.self_play`, the self-play command's games)
against three ``baseline`` players; every level plays the same seeds, so the walls are paired.
The games run in chunks of CHUNK seeds (default 100) over WORKERS processes (default 1); each
finished chunk is written to DIR (default ``bench-results/strength``) as
``<level>-<first seed>-<games>.json`` and found there again on the next run, so an interrupted run
resumes and partial results count (``report`` first: play nothing, only combine the chunks
found, e.g. while a run is still going).  Printed per level, from the chunks of the seeds asked
for that every level has played (the same games for all): games and rounds, then for the
tested seat and for the baseline seats (the three together): win rate and deal-in rate per
round, calls per round, riichi per round, mean place (1-4), average final points; referee
violations (must be 0).  Then the targets
(docs/ARCHITECTURE.md, "Strength"): the tested level's deal-in rate at most 2/3 of the baseline
seats' and its mean place at most 2.40; a level ``L`` measured with ``L_off`` is compared with it
by mean place (``calls`` must beat ``calls_off``; of two other levels, the first with the second:
``5,calls_off`` measures both targets at once, ``calls`` being level 5).
"""

from __future__ import annotations

import json
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_galaxy.core.practice.game.selfplay import self_play

OPPONENT = "baseline"
DIR = Path("bench-results/strength")
DEAL_IN_RATIO = 2 / 3
MEAN_PLACE = 2.40
_KEYS = ("wins", "deal_ins", "calls", "riichi", "places", "points")


@dataclass
class Totals:
    """Summed figures of one group of seats (the tested one, or the three baselines)."""

    seats: int = 0
    rounds: int = 0
    wins: int = 0
    deal_ins: int = 0
    calls: int = 0
    riichi: int = 0
    places: int = 0
    points: int = 0

    def add(self, record: dict[str, float], games: int, rounds: int) -> None:
        self.seats += games
        self.rounds += rounds
        self.wins += int(record["wins"])
        self.deal_ins += int(record["deal_ins"])
        self.calls += int(record["calls"])
        self.riichi += int(record["riichi"])
        self.places += round(float(record["mean_place"]) * games)
        self.points += round(float(record["avg_points"]) * games)

    @property
    def deal_in_rate(self) -> float:
        return self.deal_ins / max(1, self.rounds)

    @property
    def mean_place(self) -> float:
        return self.places / max(1, self.seats)

    def line(self, name: str) -> str:
        rounds = max(1, self.rounds)
        return (
            f"{name:<12} win {self.wins / rounds:6.1%}  deal-in {self.deal_in_rate:6.1%}  "
            f"calls/round {self.calls / rounds:.2f}  riichi/round {self.riichi / rounds:.2f}  "
            f"mean place {self.mean_place:.3f}  avg points {self.points / max(1, self.seats):7.0f}"
        )


def _chunk(job: tuple[str, int, int, str]) -> Path:
    level, seed, games, folder = job
    path = Path(folder) / f"{level}-{seed}-{games}.json"
    if not path.exists():
        report = self_play([level, OPPONENT, OPPONENT, OPPONENT], games, seed)
        record = {**report.to_json(), "seed": seed, "level": level}
        path.write_text(json.dumps(record))
    return path


def measure(
    levels: list[str], games: int, first: int, chunk: int, folder: Path, workers: int
) -> None:
    """Play (or find) every chunk of every level's seeds, chunk by chunk across the levels (so
    that a run stopped early still compares the levels on the same seeds)."""
    folder.mkdir(parents=True, exist_ok=True)
    jobs = [
        (level, seed, min(chunk, first + games - seed), str(folder))
        for seed in range(first, first + games, chunk)
        for level in levels
    ]
    if workers <= 1:
        for job in jobs:
            print(f"  {_chunk(job).name} done", flush=True)
        return
    with ProcessPoolExecutor(workers) as pool:
        for path in pool.map(_chunk, jobs):
            print(f"  {path.name} done", flush=True)


def _records(level: str, games: int, first: int, folder: Path) -> dict[int, dict[str, Any]]:
    """``level``'s chunks in ``folder`` with seeds in ``first .. first + games - 1``, by seed."""
    found = {}
    for path in sorted(folder.glob(f"{level}-*.json")):
        record = json.loads(path.read_text())
        if record["level"] == level and first <= record["seed"] < first + games:
            found[record["seed"]] = record
    return found


def combine(
    level: str, games: int, first: int, folder: Path, seeds: set[int] | None = None
) -> tuple[Totals, Totals, int, int]:
    """``(tested seat, baseline seats, games, violations)`` over the chunks found in ``folder``
    whose seeds lie in ``first .. first + games - 1`` (and start at one of ``seeds``)."""
    tested, others = Totals(), Totals()
    played = violations = 0
    for seed, record in _records(level, games, first, folder).items():
        if seeds is not None and seed not in seeds:
            continue
        seats, count, rounds = record["seats"], record["games"], record["hands"]
        tested.add(seats[0], count, rounds)
        for seat in seats[1:]:
            others.add(seat, count, rounds)
        played += count
        violations += record["violations"]
    return tested, others, played, violations


def report(levels: list[str], games: int, first: int, folder: Path) -> None:
    """Print every level's figures and the targets, on the chunks every level has played (the
    same seeds for all)."""
    common = set.intersection(*(set(_records(lv, games, first, folder)) for lv in levels))
    places = {}
    for level in levels:
        tested, others, played, violations = combine(level, games, first, folder, common)
        print(
            f"{level} vs three {OPPONENT}: {played} games, {tested.rounds} rounds, "
            f"{violations} violations"
        )
        print("  " + tested.line(level))
        print("  " + others.line(f"{OPPONENT} x3"))
        ratio = tested.deal_in_rate / max(others.deal_in_rate, 1e-9)
        met = ratio <= DEAL_IN_RATIO and tested.mean_place <= MEAN_PLACE
        print(
            f"  deal-in ratio {ratio:.2f} (target <= {DEAL_IN_RATIO:.2f}), mean place "
            f"{tested.mean_place:.3f} (target <= {MEAN_PLACE:.2f}): {'met' if met else 'not met'}"
        )
        places[level] = tested.mean_place
    for level, other in _pairs(levels):
        better = places[level] < places[other]
        print(
            f"{level} mean place {places[level]:.3f} vs {other} {places[other]:.3f}: "
            f"{level} {'beats' if better else 'does NOT beat'} {other}"
        )


def _pairs(levels: list[str]) -> list[tuple[str, str]]:
    """The levels compared by mean place: each ``L`` with ``L_off`` when both are measured
    (``calls`` with ``calls_off``), else the first of two with the second."""
    pairs = [(lv, f"{lv}_off") for lv in levels if f"{lv}_off" in levels]
    if not pairs and len(levels) == 2:
        pairs = [(levels[0], levels[1])]
    return pairs


def run(argv: list[str]) -> None:
    """Parse the arguments (module docstring), play what is missing, print the figures."""
    only_report = bool(argv) and argv[0] == "report"
    argv = argv[1:] if only_report else argv
    levels = argv[0].split(",") if argv else ["5"]
    games = int(argv[1]) if len(argv) > 1 else 2000
    first = int(argv[2]) if len(argv) > 2 else 0
    chunk = int(argv[3]) if len(argv) > 3 else 100
    folder = Path(argv[4]) if len(argv) > 4 else DIR
    workers = int(argv[5]) if len(argv) > 5 else 1
    if not only_report:
        measure(levels, games, first, chunk, folder, workers)
    report(levels, games, first, folder)


if __name__ == "__main__":
    run(sys.argv[1:])
