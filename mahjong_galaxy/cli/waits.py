"""``mahjong-galaxy-cli waits``: every winning tile of a 13-tile hand (issue 2 contract).

JSON keys: ``hand`` (canonical), ``tenpai``, ``waits`` (normal kinds like ``"4m"``, sorted m, p,
s, z then number), ``galaxy_waits`` (``"4M"``), ``details`` (per winning tile: ``tile``,
``remaining``, ``live``, ``dead``, ``forms``), ``assignments`` (tenpai assignments),
``assignments_total`` (all assignments), ``elapsed_ms``; or ``error``.
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.common import Command, Result, rules_from
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.solver.assignments import assignment_view
from mahjong_galaxy.core.solver.waits import WinningTile, solve_waits


def analyze(text: str, args: argparse.Namespace) -> Result:
    """Solve the waits of one hand text; HandError for bad input."""
    rules = rules_from(args)
    visible = args.visible or ""
    hand = parse_hand(text, sizes=(13,), visible=visible)
    result = solve_waits(hand, [t for t, _ in parse_tiles(visible)], rules)
    view = assignment_view(hand, rules)
    winners = result.winners
    return {
        "hand": hand.text,
        "tenpai": result.tenpai,
        "waits": [w.tile.text for w in result.normal_waits],
        "galaxy_waits": [w.tile.text for w in result.galaxy_waits],
        "details": [_detail(w) for w in winners],
        "assignments": view.tenpai,
        "assignments_total": view.total,
    }


def _detail(winner: WinningTile) -> Result:
    return {
        "tile": winner.tile.text,
        "remaining": winner.remaining,
        "live": winner.live,
        "dead": winner.dead,
        "forms": sorted(winner.forms),
    }


def render(result: Result) -> str:
    """Readable text: each winning tile with its counts and wait forms."""
    if not result["tenpai"]:
        return f"{result['hand']}: not tenpai"
    lines = [
        f"{result['hand']}: tenpai on {_count(len(result['waits']), 'kind')}, "
        f"{_count(len(result['galaxy_waits']), 'galaxy tile')}"
    ]
    for detail in result["details"]:
        dead = "  (dead)" if detail["dead"] else ""
        lines.append(
            f"  {detail['tile']:>3}  remaining {detail['remaining']}  "
            f"live {detail['live']}  {', '.join(detail['forms'])}{dead}"
        )
    lines.append(
        f"tenpai under {result['assignments']} of {result['assignments_total']} galaxy assignments"
    )
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--visible", metavar="TILES", help="tiles seen elsewhere (discards, dora indicators)"
    )


COMMAND = Command(analyze, render, _add_arguments)
