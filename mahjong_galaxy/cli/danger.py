"""``mahjong-galaxy-cli danger``: how dangerous each tile of a 14-tile hand is, and push or fold.

``danger HAND [table options]`` (the table options of docs/cli.md: winds, turn, dora, rivers with
``*`` after a riichi tile, called tiles, melds).

JSON keys (a stable contract, see docs/cli.md): ``tiles`` (one per distinct tile of the hand:
``tile``, ``against`` (``[{seat, safe, reason, deal_in}]`` for right, across, left; ``reason``
``"genbutsu"``, ``"passed after riichi"`` or ``"passed since their last discard"`` when
``safe``, else ``""``; ``deal_in`` a probability
in [0, 1]), ``deal_in_any``), ``advice`` (``{action, tile}``, action ``push``, ``fold`` or
``keep_tenpai``), ``agari`` (the 14 tiles are a complete hand: a win to declare), ``elapsed_ms``;
or ``error``.
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.common import (
    Command,
    Result,
    add_table_situation_arguments,
    agari_lines,
    rules_from,
    table_from,
)
from mahjong_galaxy.core.decision.danger import TileDanger
from mahjong_galaxy.core.decision.push_fold import defence
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver.agari import is_agari

DIGITS = 4


def analyze(text: str, args: argparse.Namespace) -> Result:
    """Danger and advice for one 14-tile hand text; HandError for bad input."""
    hand = parse_hand(text, sizes=(14,))
    rules = rules_from(args)
    result = defence(hand, table_from(args, hand), rules)
    return {
        "tiles": [_tile(d) for d in result.dangers],
        "advice": {"action": result.advice.action, "tile": result.advice.tile.text},
        "agari": is_agari(hand, rules),
    }


def _tile(danger: TileDanger) -> Result:
    return {
        "tile": danger.tile.text,
        "against": [
            {
                "seat": a.seat,
                "safe": a.safe,
                "reason": a.reason,
                "deal_in": round(a.deal_in, DIGITS),
            }
            for a in danger.against
        ],
        "deal_in_any": round(danger.deal_in_any, DIGITS),
    }


def render(result: Result, _args: argparse.Namespace) -> str:
    """Readable text: a complete hand said first, a head line, one line per tile (safest
    first), then the advice."""
    lines = [*agari_lines(result), "deal-in chance of each discard: to any opponent, then to each"]
    for tile in sorted(result["tiles"], key=lambda t: t["deal_in_any"]):
        parts = [
            f"{a['seat']} {'safe (' + a['reason'] + ')' if a['safe'] else _percent(a['deal_in'])}"
            for a in tile["against"]
        ]
        every = all(a["safe"] for a in tile["against"])
        anyone = "safe" if every else _percent(tile["deal_in_any"])
        lines.append(f"  {tile['tile']:>3}  any {anyone:>6}  " + ", ".join(parts))
    advice = result["advice"]
    words = {"push": "push", "fold": "fold", "keep_tenpai": "keep tenpai"}[advice["action"]]
    lines.append(f"advice: {words}, discard {advice['tile']}")
    return "\n".join(lines)


def _percent(p: float) -> str:
    """An estimated probability in per cent; below 0.1 % ``"<0.1 %"``, never ``"0.0 %"``: an
    estimate of nil is not a certainty (only a certainly safe tile says "safe"), as the app's
    Discard tab writes it."""
    if p < 0.001:
        return "<0.1 %"
    return f"{100 * p:.1f} %"


COMMAND = Command(analyze, render, add_table_situation_arguments)
