"""``mahjong-galaxy-cli shanten``: shanten of a hand per shape.

JSON keys (a stable contract, see docs/cli.md): ``hand`` (canonical), ``shanten`` (-1 agari,
0 tenpai; minimum over every shape), ``regular``, ``chiitoitsu`` and ``kokushi`` (null with calls
or under 13 tiles), ``milky_way`` (null when the rule is off or a call holds a normal tile),
``elapsed_ms``; or ``error``.
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.common import Command, Result, rules_from
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import parse_hand

SHANTEN_SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)
#: The shapes the result gives one by one (its keys), in the order the text lists them.
SHAPES = ("regular", "chiitoitsu", "kokushi", "milky_way")


def analyze_shanten(text: str, args: argparse.Namespace) -> Result:
    """Shanten of one hand text (any 3n+1 or 3n+2 size, calls counted as 3); HandError for bad
    input."""
    calls = text.count(",")
    hand = parse_hand(text, sizes=[s for s in SHANTEN_SIZES if s > 3 * calls])
    result = calculate_shanten(hand, rules_from(args))
    return {
        "hand": hand.text,
        "shanten": result.shanten,
        "regular": result.regular,
        "chiitoitsu": result.chiitoitsu,
        "kokushi": result.kokushi,
        "milky_way": result.milky_way,
    }


def render_shanten(result: Result, _args: argparse.Namespace) -> str:
    """Readable text: overall shanten and each shape (``milky way 0``)."""
    shapes = ", ".join(
        f"{name.replace('_', ' ')} {result[name]}" for name in SHAPES if result[name] is not None
    )
    return f"{result['hand']}: shanten {result['shanten']} ({shapes})"


COMMAND = Command(analyze_shanten, render_shanten)
