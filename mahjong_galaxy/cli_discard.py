"""``mahjong-galaxy-cli shanten`` and ``discard`` (issue 5 contract).

``shanten`` JSON keys: ``hand`` (canonical), ``shanten`` (-1 agari, 0 tenpai; minimum over every
shape), ``regular``, ``chiitoitsu`` and ``kokushi`` (null with calls or under 13 tiles),
``elapsed_ms``; or ``error``.

``discard`` JSON keys: ``hand``, ``discards`` (ranked best first; each ``tile``, ``shanten``,
``ukeire`` (tiles like ``"4m"`` / ``"4M"``), ``ukeire_count``, ``waits`` and ``galaxy_waits``
(empty unless tenpai), ``stars`` 0-3), ``elapsed_ms``; or ``error``.
"""

from __future__ import annotations

import argparse

from .cli import Command, Result, rules_from
from .core.discard import DiscardOption, discard_options
from .core.hand import parse_hand
from .core.notation import parse_tiles
from .core.shanten import calculate_shanten

SHANTEN_SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


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
    }


def render_shanten(result: Result) -> str:
    """Readable text: overall shanten and each shape."""
    shapes = ", ".join(
        f"{name} {result[name]}"
        for name in ("regular", "chiitoitsu", "kokushi")
        if result[name] is not None
    )
    return f"{result['hand']}: shanten {result['shanten']} ({shapes})"


def analyze_discard(text: str, args: argparse.Namespace) -> Result:
    """The ranked 何切る table of one 14-tile hand text; HandError for bad input."""
    visible = args.visible or ""
    hand = parse_hand(text, sizes=(14,), visible=visible)
    options = discard_options(hand, [t for t, _ in parse_tiles(visible)], rules_from(args))
    return {"hand": hand.text, "discards": [_option(o) for o in options]}


def _option(option: DiscardOption) -> Result:
    waits = option.waits
    return {
        "tile": option.tile.text,
        "shanten": option.shanten,
        "ukeire": [u.tile.text for u in option.ukeire.tiles],
        "ukeire_count": option.ukeire.total,
        "waits": [w.tile.text for w in waits.waits] if waits else [],
        "galaxy_waits": [w.tile.text for w in waits.galaxy_waits] if waits else [],
        "stars": option.stars,
    }


def render_discard(result: Result) -> str:
    """Readable text: one line per discard, best first."""
    lines = [f"{result['hand']}:"]
    for option in result["discards"]:
        stars = "*" * option["stars"]
        tail = (
            f"waits {' '.join(option['waits'] + option['galaxy_waits'])}"
            if option["shanten"] == 0
            else f"ukeire {' '.join(option['ukeire'])}"
        )
        lines.append(
            f"  discard {option['tile']:>3}  shanten {option['shanten']:>2}  "
            f"ukeire {option['ukeire_count']:>3}  {stars:<3}  {tail}"
        )
    return "\n".join(lines)


def _add_discard_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--visible", metavar="TILES", help="tiles seen elsewhere (discards, dora indicators)"
    )


SHANTEN = Command(
    "shanten", "shanten of a hand (3n+1 or 3n+2 tiles) per shape", analyze_shanten, render_shanten
)
DISCARD = Command(
    "discard",
    "what to discard from a 14-tile hand: ranked table with ukeire and waits",
    analyze_discard,
    render_discard,
    _add_discard_arguments,
)
