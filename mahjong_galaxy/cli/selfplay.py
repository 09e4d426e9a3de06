"""``mahjong-galaxy-cli selfplay``: computer levels play seeded, refereed games; figures per seat.

``selfplay --players 2|4 --levels L1,L2[,L3,L4] --games N --seed S [--rules ...] [--log-dir DIR]
[--json]``.  Levels are the registered computer levels (``1`` to ``5``, ``baseline``, ``calls``,
``calls_off``);
``--rules`` takes galaxy rule options and the solo game's table rules (docs/rules.md).  Seats and
seeds as in :mod:`mahjong_galaxy.core.practice.game.selfplay`.

JSON keys (a stable contract, see docs/cli.md): ``seats`` (one per ``--levels`` entry: ``level``,
``wins``, ``deal_ins``, ``tenpai_at_draw``, ``calls``, ``riichi``, ``mean_place``,
``avg_points``, ``chips``), ``games``, ``hands``, ``elapsed_s``, ``violations`` (rule-invariant
breaks found by the referee: must be 0); or ``error``.  The text output also lists the first
violations found.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mahjong_galaxy.cli.common import Command, Result
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.practice.game.ai import level_names
from mahjong_galaxy.core.practice.game.game import GameConfig
from mahjong_galaxy.core.practice.game.selfplay import self_play
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules

_SHOWN_VIOLATIONS = 5


def game_config(players: int, options: list[str]) -> GameConfig:
    """The game options from ``--rules`` (galaxy rules and table rules, told apart by name).

    Raises:
        HandError: unknown option or bad value.
    """
    galaxy_names = Rules.option_names()
    known = galaxy_names | TableRules.option_names()
    names = [o.partition("=")[0].strip().replace("-", "_") for o in options]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise HandError(f"unknown rule option '{unknown[0]}' (known: {', '.join(sorted(known))})")
    galaxy = [o for o, n in zip(options, names, strict=True) if n in galaxy_names]
    table = [o for o, n in zip(options, names, strict=True) if n not in galaxy_names]
    return GameConfig(
        players=players,
        rules=DEFAULT_RULES.with_options(galaxy),
        table=DEFAULT_TABLE.with_options(table),
    )


def analyze_selfplay(_: str, args: argparse.Namespace) -> Result:
    """Run the games; HandError for bad options."""
    levels = [name.strip() for name in args.levels.split(",")]
    unknown = [name for name in levels if name not in level_names()]
    if unknown:
        raise HandError(f"unknown level '{unknown[0]}' (known: {', '.join(level_names())})")
    if len(levels) != args.players:
        raise HandError(f"--players {args.players} needs {args.players} levels, got {len(levels)}")
    if args.games < 1:
        raise HandError("--games must be at least 1")
    config = game_config(args.players, args.rules or [])
    report = self_play(levels, args.games, args.seed, config, _log_dir(args.log_dir))
    for violation in report.violations[:_SHOWN_VIOLATIONS]:
        print(f"violation: {violation}", file=sys.stderr)
    return report.to_json()


def _log_dir(text: str | None) -> Path | None:
    """The ``--log-dir`` directory, created now so that a bad one fails before any game."""
    if not text:
        return None
    path = Path(text)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HandError(f"--log-dir: cannot create {text}: {error.strerror}") from None
    return path


def render_selfplay(result: Result, _args: argparse.Namespace) -> str:
    """Readable text: one line per seat entry, then the totals."""
    lines = [
        f"{'level':>9} {'wins':>6} {'deal-in':>7} {'tenpai':>6} {'calls':>6} {'riichi':>6} "
        f"{'place':>6} {'points':>8} {'chips':>6}"
    ]
    for s in result["seats"]:
        lines.append(
            f"{s['level']:>9} {s['wins']:>6} {s['deal_ins']:>7} {s['tenpai_at_draw']:>6} "
            f"{s['calls']:>6} {s['riichi']:>6} {s['mean_place']:>6.2f} {s['avg_points']:>8.0f} "
            f"{s['chips']:>6}"
        )
    games, seconds = result["games"], result["elapsed_s"]
    rate = games / seconds if seconds else 0.0
    lines.append(
        f"{games} games, {result['hands']} hands in {seconds:.1f} s ({rate:.1f} games/s); "
        f"violations: {result['violations']}"
    )
    return "\n".join(lines)


def add_selfplay_arguments(parser: argparse.ArgumentParser) -> None:
    """``--players``, ``--levels``, ``--games``, ``--seed``, ``--log-dir``."""
    parser.add_argument("--players", type=int, choices=(2, 4), default=4, help="2 or 4")
    parser.add_argument(
        "--levels",
        required=True,
        help=f"comma-separated level per seat ({', '.join(level_names())})",
    )
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--log-dir", metavar="DIR", help="write each game's log here")


COMMAND = Command(
    analyze_selfplay,
    render_selfplay,
    add_selfplay_arguments,
    takes_hand=False,
    rules_help="galaxy rules and table rules",
)
