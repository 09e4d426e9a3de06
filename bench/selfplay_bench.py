"""Self-play speed and referee findings: games/s and violations per rule combination.

Rule combinations: the defaults; each table rule
(:class:`~mahjong_galaxy.core.practice.game.table.TableRules` boolean) flipped alone; each galaxy
rule (:class:`~mahjong_galaxy.core.rules.Rules`: ``identical_pairs``, ``milky_way``, ``shuugi``)
changed alone; all of them changed together; and ``target=0``.  Each plays ``SELFPLAY_GAMES``
games (environment variable; default 1 per combination and player count, to keep ``make bench``
quick; combination ``i`` from seed ``1000 + 100000 i``, so each deals other walls): 2 players
level 1 against baseline, 4 players levels 1, 2, 3 and baseline.  Printed per combination and in
total: games, hands, games/s (wall clock) and the referee's violations, which
must be 0.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace

from mahjong_galaxy.core.practice.game.game import GameConfig
from mahjong_galaxy.core.practice.game.selfplay import self_play
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules

DEFAULT_GAMES = 1
LEVELS = {2: ["1", "baseline"], 4: ["1", "2", "3", "baseline"]}
SEED, SEED_STEP = 1000, 100_000
GALAXY_CHANGES = {"identical_pairs": True, "milky_way": False, "shuugi": "tile"}


@dataclass(frozen=True)
class Combination:
    """One rule combination: galaxy ``rules`` and ``table`` rules."""

    rules: Rules = DEFAULT_RULES
    table: TableRules = DEFAULT_TABLE

    @property
    def label(self) -> str:
        """The options that differ from the defaults (``defaults`` when none)."""
        changed = {**_changed(self.rules, DEFAULT_RULES), **_changed(self.table, DEFAULT_TABLE)}
        return " ".join(f"{k}={v}" for k, v in changed.items()) or "defaults"


def _changed(options: Rules | TableRules, defaults: Rules | TableRules) -> dict[str, object]:
    return {k: v for k, v in options.to_json().items() if v != defaults.to_json()[k]}


def combinations() -> list[Combination]:
    """Defaults, each table and galaxy rule changed alone, all changed, and ``target=0``."""
    names = [f.name for f in fields(TableRules) if isinstance(getattr(DEFAULT_TABLE, f.name), bool)]
    flipped = {n: not getattr(DEFAULT_TABLE, n) for n in names}
    tables = [Combination(table=replace(DEFAULT_TABLE, **{n: v})) for n, v in flipped.items()]
    galaxy = [
        Combination(rules=replace(DEFAULT_RULES, **{n: v})) for n, v in GALAXY_CHANGES.items()
    ]
    every = Combination(replace(DEFAULT_RULES, **GALAXY_CHANGES), replace(DEFAULT_TABLE, **flipped))
    no_target = Combination(table=replace(DEFAULT_TABLE, target=0))  # no South extension
    return list(dict.fromkeys([Combination(), *tables, *galaxy, every, no_target]))


def run() -> None:
    """Print games, hands, games/s and violations for every combination and player count."""
    games = int(os.environ.get("SELFPLAY_GAMES", DEFAULT_GAMES))
    combos = combinations()
    print(
        f"Self-play ({games} games per combination and player count, {len(combos)} combinations;"
        " SELFPLAY_GAMES=N for more)"
    )
    total_games = total_hands = total_violations = 0
    seconds = 0.0
    for index, combo in enumerate(combos):
        for players, levels in LEVELS.items():
            config = GameConfig(players=players, rules=combo.rules, table=combo.table)
            seed = SEED + SEED_STEP * index  # other deals in every combination
            report = self_play(levels, games, seed=seed, config=config)
            total_games += report.games
            total_hands += report.hands
            total_violations += len(report.violations)
            seconds += report.elapsed_s
            for violation in report.violations[:3]:
                print(f"    {violation}")
            print(
                f"  {players}p {combo.label}: {report.games} games, {report.hands} hands, "
                f"{report.games / report.elapsed_s:.2f} games/s, "
                f"violations {len(report.violations)}",
                flush=True,
            )
    print(
        f"  total: {total_games} games, {total_hands} hands in {seconds:.0f} s "
        f"({total_games / seconds:.2f} games/s), violations {total_violations} (must be 0)"
    )


if __name__ == "__main__":
    run()
