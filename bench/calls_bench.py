"""Call advice speed: time of one :func:`advise_call` (ms) on offers met in seeded games.

Target: median <= 50 ms, max <= 300 ms per offer.  The offers are every discard on which a
computer seat of a seeded 4-player game (strong computer players) had a legal pon, chi or kan;
each is advised once with that seat's table (winds, dora indicators, visible tiles, wall).
Wall time and CPU time are printed side by side (on a busy machine the CPU time is the figure
that does not depend on the other processes).
"""

from __future__ import annotations

import statistics
import time

from mahjong_galaxy.core.decision.calls import advise_call
from mahjong_galaxy.core.decision.hand_value import Table
from mahjong_galaxy.core.practice.game.actions import PASS
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.call_player import view_table
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view

GAMES = 3
TARGET_MEDIAN_MS = 50.0
TARGET_MAX_MS = 300.0
SOURCES = {1: "left", 2: "across", 3: "right"}


def table_of(view: PlayerView, discarder: int) -> tuple[Table, str]:
    """The seat's table and where the discard came from."""
    return view_table(view), SOURCES[(view.seat - discarder) % view.players]


def run() -> None:
    times: list[float] = []
    cpu: list[float] = []
    for seed in range(GAMES):
        game = Game(GameConfig(players=4), seed)
        agents = [ComputerPlayer(3, seed * 10 + p) for p in range(4)]
        while not game.over:
            rnd = game.round
            while not rnd.over:
                player = rnd.pending[0]
                legal = rnd.legal(player)
                view = player_view(rnd, player)
                if rnd.phase == "claim" and any(a.type != PASS for a in legal):
                    assert view.last_discard is not None
                    table, source = table_of(view, rnd.current)
                    start, start_cpu = time.perf_counter(), time.process_time()
                    advise_call(view.hand, view.last_discard, source, table, rnd.setup.rules)
                    times.append((time.perf_counter() - start) * 1000)
                    cpu.append((time.process_time() - start_cpu) * 1000)
                rnd.apply(agents[player].act(view, legal))
            game.next_round()
    print(f"call advice over {len(times)} offers from {GAMES} seeded games (wall / CPU):")
    print(
        f"  median {statistics.median(times):.1f} / {statistics.median(cpu):.1f} ms"
        f" (target <= {TARGET_MEDIAN_MS:.0f})"
    )
    print(f"  max    {max(times):.1f} / {max(cpu):.1f} ms (target <= {TARGET_MAX_MS:.0f})")


if __name__ == "__main__":
    run()
