"""Self-play speed and referee findings: games/s and violations per rule combination.

Rule combinations: the defaults, each table rule
(:class:`~mahjong_galaxy.core.practice.game.table.TableRules` boolean) flipped alone, all of
them flipped together, and ``target=0``.  Each plays ``SELFPLAY_GAMES`` games (environment
variable; default 1 per combination and player count, to keep ``make bench`` quick): 2 players
level 1 against baseline, 4 players levels 1, 2, 3 and baseline.  Printed: games/s and the
referee's violations, which must be 0.
"""

from __future__ import annotations

import os
from dataclasses import fields, replace

from mahjong_galaxy.core.practice.game.game import GameConfig
from mahjong_galaxy.core.practice.game.selfplay import self_play
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules

DEFAULT_GAMES = 1
LEVELS = {2: ["1", "baseline"], 4: ["1", "2", "3", "baseline"]}


def combinations() -> list[TableRules]:
    """The defaults, each boolean table rule flipped alone, and all of them flipped."""
    names = [f.name for f in fields(TableRules) if isinstance(getattr(DEFAULT_TABLE, f.name), bool)]
    flipped = [replace(DEFAULT_TABLE, **{n: not getattr(DEFAULT_TABLE, n)}) for n in names]
    every = replace(DEFAULT_TABLE, **{n: not getattr(DEFAULT_TABLE, n) for n in names})
    no_target = replace(DEFAULT_TABLE, target=0)  # the one number: no South extension
    return list(dict.fromkeys([DEFAULT_TABLE, *flipped, every, no_target]))


def run() -> None:
    """Print games/s and violations for every combination and player count."""
    games = int(os.environ.get("SELFPLAY_GAMES", DEFAULT_GAMES))
    print(f"Self-play ({games} games per combination; SELFPLAY_GAMES=N for more)")
    total_games = total_violations = 0
    seconds = 0.0
    for table in combinations():
        changed = [f"{k}={v}" for k, v in table.to_json().items() if v != getattr(DEFAULT_TABLE, k)]
        for players, levels in LEVELS.items():
            config = GameConfig(players=players, table=table)
            report = self_play(levels, games, seed=1000, config=config)
            total_games += report.games
            total_violations += len(report.violations)
            seconds += report.elapsed_s
            print(
                f"  {players}p {' '.join(changed) or 'defaults'}: {report.games} games, "
                f"{report.hands} hands, {report.games / report.elapsed_s:.2f} games/s, "
                f"violations {len(report.violations)}"
            )
    print(
        f"  total: {total_games} games in {seconds:.0f} s ({total_games / seconds:.2f} games/s), "
        f"violations {total_violations} (must be 0)"
    )


if __name__ == "__main__":
    run()
