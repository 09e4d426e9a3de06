"""Computer player speed: time of one computer decision (ms), per level, over seeded games.

Target (docs/ARCHITECTURE.md, "Speed"): median <= 100 ms.
Every decision of every seat is timed, turn choices and
claim answers alike; the engine's own work between decisions is not included.  Discard
decisions (a turn with more than one legal discard) are also reported on their own, since claim
passes and forced discards are nearly free.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

from mahjong_galaxy.core.practice.game.actions import DISCARD, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view

GAMES_PER_LEVEL = 3
TARGET_MS = 100.0


class _Timed:
    def __init__(self, player: ComputerPlayer, times: list[tuple[bool, float]]) -> None:
        self.player = player
        self.times = times

    def act(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        action = self.player.act(view, legal)
        choice = sum(a.type == DISCARD for a in legal) > 1
        self.times.append((choice, (time.perf_counter() - start) * 1000))
        return action


def _level_times(level: int) -> list[tuple[bool, float]]:
    times: list[tuple[bool, float]] = []
    for seed in range(GAMES_PER_LEVEL):
        game = Game(GameConfig(players=4), 1000 + seed)
        agents = [_Timed(ComputerPlayer(level, seed * 4 + p), times) for p in range(4)]
        while not game.over:
            rnd = game.round
            while not rnd.over:
                p = rnd.pending[0]
                rnd.apply(agents[p].act(player_view(rnd, p), rnd.legal(p)))
            game.next_round()
    return times


def run() -> None:
    """Print median / 90th percentile / max decision time per level and overall."""
    print("Computer players (4-player East games, ms per decision)")
    every: list[float] = []
    for level in (1, 2, 3):
        timed = _level_times(level)
        times = [t for _, t in timed]
        every.extend(times)
        choices = [t for choice, t in timed if choice]
        print(f"  level {level}: all {_figures(times)}; discard choices {_figures(choices)}")
    median = statistics.median(every)
    verdict = "ok" if median <= TARGET_MS else "SLOW"
    print(f"  median computer move: {median:.2f} ms (target <= {TARGET_MS:.0f} ms: {verdict})")


def _figures(times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return (
        f"{len(times)} decisions, median {statistics.median(times):.2f}, p90 {p90:.2f}, "
        f"max {ordered[-1]:.1f}"
    )


if __name__ == "__main__":
    run()
