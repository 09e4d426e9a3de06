"""Self-play figures of the call advice: ``python -m bench.calls_selfplay [GAMES] [WORKERS]``.

The ``calls`` level (level 5, whose calls and kans follow the call advice) and the same player
with calls off (``calls_off``) each play GAMES seeded, refereed games (default 2,000; seeds
0 .. GAMES - 1, seats rotating, :func:`~mahjong_galaxy.core.practice.game.selfplay.self_play`)
against three ``baseline`` players (today's strongest level); the same seeds for both, so the
walls are paired.  The games are split over WORKERS processes (default 2).  Printed per player:
win rate and deal-in rate per round, calls per round, mean place (1-4), referee violations.
Equivalent to ``mahjong-galaxy-cli selfplay --levels calls,baseline,baseline,baseline --games N``.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor

from mahjong_galaxy.core.practice.game.selfplay import SeatStats, SelfPlayReport, self_play

GAMES = 2000
WORKERS = 2
CHUNK = 20
OPPONENTS = ("baseline", "baseline", "baseline")


def _chunk(args: tuple[str, int, int]) -> SelfPlayReport:
    level, seed, games = args
    return self_play([level, *OPPONENTS], games, seed)


def measure(
    level: str, games: int, workers: int, progress: bool = False
) -> tuple[SeatStats, int, int, int]:
    """``(stats of the tested entry, games, rounds, violations)`` over seeds 0 .. games - 1
    (with ``progress``, the figures so far after every chunk of games)."""
    total = SeatStats(level)
    played = rounds = violations = 0
    jobs = [(level, start, min(CHUNK, games - start)) for start in range(0, games, CHUNK)]
    with ProcessPoolExecutor(workers) as pool:
        for report in pool.map(_chunk, jobs):
            seat = report.seats[0]
            for name in ("wins", "deal_ins", "calls", "places", "points"):
                setattr(total, name, getattr(total, name) + getattr(seat, name))
            played += report.games
            rounds += report.hands
            violations += len(report.violations)
            if progress and played < games:
                print(line(total, played, rounds, violations), flush=True)
    return total, played, rounds, violations


def line(stats: SeatStats, games: int, rounds: int, violations: int) -> str:
    """One player's figures."""
    return (
        f"  {stats.level:<9} mean place {stats.places / games:.3f}  "
        f"win {stats.wins / rounds:.1%}  deal-in {stats.deal_ins / rounds:.1%}  "
        f"calls/round {stats.calls / rounds:.2f}  ({games} games, {rounds} rounds, "
        f"{violations} violations)"
    )


def run(games: int = GAMES, workers: int = WORKERS, levels: str = "calls,calls_off") -> None:
    print(f"call advice self-play: the tested level vs three baseline players, {games} games")
    for level in levels.split(","):
        print(line(*measure(level, games, workers, progress=True)), flush=True)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    run(*(int(a) for a in arguments[:2]), *arguments[2:3])
