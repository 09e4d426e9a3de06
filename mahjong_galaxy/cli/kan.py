"""``mahjong-galaxy-cli kan``: closed and added kans on your own draw, or no kan.

``kan HAND --draw TILE [--riichi]`` where HAND is the 13 tiles before the draw or the 14 with
it; the table options as for ``call``.  After riichi only a closed kan with the drawn tile that
keeps the waits is listed; ``--riichi`` needs a closed hand tenpai before the draw (else an
error).

JSON keys: ``hand`` (14 tiles), ``draw``, ``riichi``, ``options`` as for ``call`` (``call`` is
``pass`` (no kan: ``discard`` is the best discard), ``ankan`` or ``kakan``; a kan's
``shanten``/``ukeire_count`` are before its replacement draw), ``agari`` (the draw completes the
hand: a win to declare), ``elapsed_ms``; or ``error``.
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.call import one_tile, options_json, render_options, with_table
from mahjong_galaxy.cli.common import (
    Command,
    Result,
    add_table_situation_arguments,
    agari_lines,
    rules_from,
    table_from,
)
from mahjong_galaxy.core.decision.calls import advise_kan
from mahjong_galaxy.core.decision.hand_value import Table
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver.agari import is_agari


def analyze_kan(text: str, args: argparse.Namespace) -> Result:
    """Kan advice for one hand text; HandError for bad input."""
    drawn = one_tile(args.draw, "--draw")
    hand = parse_hand(text, sizes=(13, 14))
    if hand.size == 14 and drawn in hand.tiles:
        hand = hand.without_tile(drawn)
    if hand.size == 13:  # the drawn tile must fit the copy limits too
        hand, table = with_table(args, hand, drawn, "--draw")
    else:  # the drawn tile is not in the hand: advise_kan says so
        table = Table.of(table_from(args, hand))
    rules = rules_from(args)
    advice = advise_kan(hand, drawn, args.riichi, table, rules)
    return {
        "hand": hand.text,
        "draw": drawn.text,
        "riichi": args.riichi,
        **options_json(advice),
        "agari": is_agari(hand, rules),
    }


def _render(result: Result, _args: argparse.Namespace) -> str:
    riichi = " (riichi)" if result["riichi"] else ""
    title = [f"{result['hand']}: drew {result['draw']}{riichi}", *agari_lines(result)]
    return render_options(result, "\n".join(title))


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--draw", metavar="TILE", help="the tile just drawn (required)")
    parser.add_argument("--riichi", action="store_true", help="the hand is in riichi")
    add_table_situation_arguments(parser)


COMMAND = Command(analyze_kan, _render, _add_arguments)
