"""``mahjong-galaxy-cli waits``: every winning tile of a 13-tile hand.

JSON keys (a stable contract, see docs/cli.md): ``hand`` (canonical), ``tenpai``, ``waits``
(normal kinds like ``"4m"``, sorted m, p, s, z then number), ``galaxy_waits`` (``"4M"``),
``details`` (per winning tile: ``tile``, ``remaining``, ``live``, ``dead``, ``forms``),
``assignments`` (tenpai assignments), ``assignments_total`` (all assignments), ``elapsed_ms``; or
``error``.

With ``--values`` (and ``--round-wind``, ``--seat-wind``, ``--dora``) each ``details`` entry also
has ``value``: ``{ron, tsumo, ron_riichi, tsumo_riichi}`` (the riichi keys only for a closed
hand), each ``{han, fu, points, yaku, dora, shuugi, assignment}`` or null when that win has no
yaku; ``value`` is null when the tile cannot be the winning tile (every copy held or an
indicator).  The ``--dora`` indicators are in sight: ``remaining`` and ``live`` do not count
them.  Top level ``expected``: the same keys, points averaged over the unseen winning copies
(:mod:`mahjong_galaxy.core.decision.values`).  Only ``--values`` loads the ``mahjong`` scoring
library.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong_galaxy.cli.common import (
    Command,
    Result,
    add_table_arguments,
    add_visible_argument,
    option_tiles,
    option_wind,
    parse_with_seen,
    refuse_ignored,
    rules_from,
)
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.solver.agari import milky_way
from mahjong_galaxy.core.solver.assignments import count_assignments
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits, winning_tiles
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.tiles import Tile, kind_name

if TYPE_CHECKING:
    from mahjong_galaxy.core.decision.values import WinValue

#: The options that only the values (``--values``) read.
VALUE_OPTIONS = ("--round-wind", "--seat-wind", "--dora")


def _parse_13(text: str, args: argparse.Namespace) -> tuple[Hand, tuple[Tile, ...], Supply]:
    """The 13-tile hand of ``text`` (:func:`parse_with_seen`); a valid 14-tile hand's error says
    which commands take 14 tiles.

    Raises:
        HandError: as :func:`parse_with_seen`.
    """
    try:
        return parse_with_seen(text, args, sizes=(13,))
    except HandError as error:
        try:
            parse_with_seen(text, args, sizes=(14,))
        except HandError:
            raise error from None
        hint = "; with 14 tiles try `discard` (what to cut) or `score` (a complete hand)"
        raise HandError(error.message + hint, error.position) from None


def analyze(text: str, args: argparse.Namespace) -> Result:
    """Solve the waits of one hand text; HandError for bad input."""
    rules = rules_from(args)
    if not args.values:
        given = [o for o in VALUE_OPTIONS if getattr(args, o[2:].replace("-", "_")) is not None]
        refuse_ignored(given, "--values")
    hand, visible, seen = _parse_13(text, args)
    shape = SHAPES.shape(hand, rules)
    output = {
        "hand": hand.text,
        "tenpai": shape.tenpai,
        "waits": list(shape.waits),
        "galaxy_waits": list(shape.galaxy_waits),
        "details": [
            {
                "tile": text,
                "remaining": remaining,
                "live": live,
                "dead": live == 0,
                "forms": list(forms),
            }
            for text, forms, (remaining, live) in zip(
                shape.texts, shape.forms, seen.wait_counts(shape.tiles), strict=True
            )
        ],
        "assignments": shape.assignments,
        "assignments_total": shape.assignments_total,
    }
    if args.values:
        _add_values(output, solve_waits(hand, visible, rules), args)
    return output


@dataclass(frozen=True)
class Shape:
    """What the output of every hand with the same concealed tiles shares (the tiles in sight
    give the rest: each winning tile's ``remaining`` and ``live``).

    Attributes:
        tenpai, waits, galaxy_waits, assignments, assignments_total: as in the JSON.
        tiles: the winning tiles (normal first), as the ``details`` list them.
        texts: their texts.
        forms: their sorted wait-form names.
    """

    tenpai: bool
    waits: tuple[str, ...]
    galaxy_waits: tuple[str, ...]
    tiles: tuple[Tile, ...]
    texts: tuple[str, ...]
    forms: tuple[tuple[str, ...], ...]
    assignments: int
    assignments_total: int


class ShapeMemo:
    """The :class:`Shape` of each concealed part met (a batch meets the same small parts
    again), keyed by what the waits and the assignment count read of a hand: its concealed
    tiles, whether it has calls, whether Milky Way applies, and the rules.

    Args:
        limit: most shapes kept; the memo starts afresh past it.
    """

    def __init__(self, limit: int = 1 << 14) -> None:
        self.limit = limit
        self._shapes: dict[tuple[object, ...], Shape] = {}

    def shape(self, hand: Hand, rules: Rules) -> Shape:
        """The shape of a 13-tile hand (solved on the first meeting)."""
        key = (hand.concealed_text, bool(hand.melds), milky_way(hand, rules), rules)
        found = self._shapes.get(key)
        if found is None:
            if len(self._shapes) >= self.limit:
                self._shapes.clear()
            found = self._shapes[key] = _solve_shape(hand, rules)
        return found

    def cache_clear(self) -> None:
        """Forget every shape (the benchmarks' cold runs)."""
        self._shapes.clear()


def _solve_shape(hand: Hand, rules: Rules) -> Shape:
    normal, galaxy = winning_tiles(hand, rules)
    count = count_assignments(hand, rules)
    tiles = tuple(tile for tile, _ in (*normal, *galaxy))
    return Shape(
        bool(tiles),
        tuple(tile.text for tile, _ in normal),
        tuple(tile.text for tile, _ in galaxy),
        tiles,
        tuple(tile.text for tile in tiles),
        tuple(tuple(sorted(forms)) for _, forms in (*normal, *galaxy)),
        count.tenpai,
        count.total,
    )


#: The waits command's shapes, shared by every hand of a process.
SHAPES = ShapeMemo()


def _add_values(output: Result, result: WaitResult, args: argparse.Namespace) -> None:
    """Each detail's ``value`` and the top-level ``expected`` (imports the scoring library)."""
    from mahjong_galaxy.core.decision.values import tile_values  # only with --values

    values = tile_values(
        result.hand,
        round_wind=option_wind(args.round_wind or "1z", "--round-wind"),
        seat_wind=option_wind(args.seat_wind or "2z", "--seat-wind"),
        dora_indicators=option_tiles(args.dora, "--dora"),
        rules=rules_from(args),
        waits=result,
    )
    for detail, tile in zip(output["details"], values.tiles, strict=True):
        detail["value"] = (
            {way: _value_json(v) for way, v in tile.values.items()} if tile.values else None
        )
        if tile.red is not None:  # a five whose red copy may come: its value apart
            detail["value_red"] = {way: _value_json(v) for way, v in tile.red.items()}
    output["expected"] = {way: round(p, 1) for way, p in values.expected.items()}


def _value_json(value: WinValue | None) -> Result | None:
    if value is None:
        return None
    return {
        "han": value.han,
        "fu": value.fu,
        "points": value.points,
        "yaku": list(value.yaku),
        "dora": value.dora,
        "shuugi": value.shuugi,
        "assignment": [{"tile": t.text, "acts_as": kind_name(k)} for t, k in value.assignment],
    }


def render(result: Result, _args: argparse.Namespace) -> str:
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
        if "value" in detail:
            lines.append(f"       {_value_text(detail['value'])}")
        if "value_red" in detail:
            red = detail["tile"].replace("5", "0")
            lines.append(f"       on the red {red}: {_value_text(detail['value_red'])}")
    if result["assignments_total"] > 1:  # one assignment: no concealed galaxy tiles to assign
        lines.append(
            f"tenpai under {result['assignments']} of {result['assignments_total']} "
            "galaxy assignments"
        )
    if "expected" in result:
        expected = ", ".join(f"{way} {p:.0f}" for way, p in result["expected"].items())
        lines.append(f"expected points per win: {expected}")
    return "\n".join(lines)


def _value_text(value: Result | None) -> str:
    """One line: points per way, ``no yaku`` where that win has none."""
    if value is None:
        return "cannot come (every copy in sight)"
    parts = []
    for way, v in value.items():
        if v is None:
            parts.append(f"{way} no yaku")
        else:
            yaku = [*v["yaku"], *([f"dora {v['dora']}"] if v["dora"] else [])]
            parts.append(f"{way} {v['points']} ({v['han']} han {v['fu']} fu: {', '.join(yaku)})")
    return "; ".join(parts)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    add_visible_argument(parser)
    parser.add_argument(
        "--values",
        action="store_true",
        help="score every winning tile (ron/tsumo, riichi/dama) and the expected points",
    )
    add_table_arguments(parser)
    parser.set_defaults(round_wind=None, seat_wind=None)  # given without --values: an error


COMMAND = Command(analyze, render, _add_arguments)
