"""``mahjong-galaxy-cli call``: pass, chi, pon or kan on a discard, and with which tiles.

``call HAND --offer TILE --from left|across|right`` where HAND is the 13-tile hand (melds after
commas).  The table options are the shared ones (:func:`.common.add_table_situation_arguments`:
winds, turn, dora indicators, rivers, called tiles, melds; docs/cli.md): they give the tiles in
sight, the winds and, from the turn, the live wall.

JSON keys (a stable contract, see docs/cli.md): ``hand``, ``offer``, ``from``, ``options`` (pass
first; each ``call`` (``pass``/``chi``/``pon``/``kan``), ``tiles`` (hand tiles used), ``meld``
(notation or null), ``shanten`` and ``ukeire_count`` (of the 13 tiles kept), ``discard`` (the
best discard after the call, or null), ``yaku`` (yaku within reach; empty = no yaku),
``shuugi_delta``, ``value`` (estimated points), ``recommended``, ``reason``), ``agari`` (the
offered tile completes the hand: a ron to declare), ``elapsed_ms``; or ``error``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from mahjong_galaxy.cli.common import (
    RON_NOTE,
    Command,
    Result,
    add_table_situation_arguments,
    agari_lines,
    option_tiles,
    rules_from,
    table_from,
)
from mahjong_galaxy.core.decision.calls import SOURCES, CallAdvice, CallOption, advise_call
from mahjong_galaxy.core.decision.hand_value import Table
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.table import OPPONENT_SEATS
from mahjong_galaxy.core.texts import Text
from mahjong_galaxy.core.tiles import Tile


def analyze_call(text: str, args: argparse.Namespace) -> Result:
    """Call advice for one hand text; HandError for bad input."""
    offer = one_tile(args.offer, "--offer")
    if not offer.suit_known:
        number = offer.text[0]
        raise HandError(
            f"--offer: a discard lies face up, so its suit is known: write {number}M, "
            f"{number}P or {number}S, not {offer.text}"
        )
    hand = parse_hand(text, sizes=(13,))
    try:
        added, table = with_table(args, hand, offer, "--offer")  # the offer counts too
    except HandError as error:
        raise _offer_in_river(error, args, hand, offer) from None
    rules = rules_from(args)
    advice = advise_call(hand, offer, args.source, table, rules, args.kuikae)
    return {
        "hand": hand.text,
        "offer": offer.text,
        "from": args.source,
        **options_json(advice),
        "agari": is_agari(added, rules),
    }


def options_json(advice: CallAdvice) -> Result:
    """``{"options": [...]}`` with the keys of the module docstring."""
    return {"options": [_option(o) for o in advice.options]}


def _option(option: CallOption) -> Result:
    return {
        "call": option.call,
        "tiles": [t.text for t in option.uses],
        "meld": option.meld.text if option.meld else None,
        "shanten": option.shanten,
        "discard": option.discard.text if option.discard else None,
        "ukeire_count": option.ukeire,
        "yaku": [y.name for y in option.yaku],
        "shuugi_delta": option.shuugi_delta,
        "value": round(option.value, 1),
        "recommended": option.recommended,
        "reason": option.reason.en,
    }


def render_options(result: Result, title: str) -> str:
    """Readable text: one line per option (``>`` marks the recommendation: the call and the hand
    tiles it uses, a kakan its whole kan, since one galaxy tile may join several pons), then its
    reason."""
    lines = [title]
    for option in result["options"]:
        mark = ">" if option["recommended"] else " "
        used = option["meld"] if option["call"] == "kakan" else "".join(option["tiles"])
        tiles = f" {format_tiles(option_tiles(used, 'tiles'))}" if used else ""
        lines.append(
            f" {mark} {option['call']}{tiles}  shanten {option['shanten']}  "
            f"ukeire {option['ukeire_count']}  value {option['value']:,.0f}"
        )
        lines.append(f"      {option['reason']}")
    return "\n".join(lines)


def _render(result: Result, _args: argparse.Namespace) -> str:
    title = f"{result['hand']}: {result['offer']} offered from {_seat(result['from'])}"
    return render_options(result, "\n".join([title, *agari_lines(result, RON_NOTE)]))


def _seat(source: str) -> str:
    """``"across"``, ``"the left"``, ``"the right"``: how the title names the discarder."""
    return source if source == "across" else f"the {source}"


def _offer_in_river(
    error: HandError, args: argparse.Namespace, hand: Hand, offer: Tile
) -> HandError:
    """``error`` (a copy too many), saying so when the ``--from`` seat's river ends with the
    offer: the river is to end before it (docs/cli.md)."""
    opponents = table_from(args, hand).opponents
    river = opponents[OPPONENT_SEATS.index(args.source)].river
    if not (error.message.startswith("--offer") and river[-1:] == (offer,)):
        return error
    return HandError(
        f"{error.message} (the offer is counted once: end the --river of {args.source} before it)",
        error.position,
    )


def with_table(args: argparse.Namespace, hand: Hand, tile: Tile, option: str) -> tuple[Hand, Table]:
    """``hand`` with ``tile`` (given with ``option``) added, and the estimate's table from the
    shared table options.  The copy limits are checked over the hand and the table first, then
    with ``tile``: a copy too many because of it names ``option``."""
    situation = table_from(args, hand)
    added = tile_added(hand, tile, option, situation.visible)
    unmelded = [*situation.dora_indicators, *situation.river, *situation.called]
    unmelded += [t for o in situation.opponents for t in (*o.river, *o.called)]
    tile_added(Hand(hand.tiles), tile, option, unmelded)  # called tiles sit in some meld
    return added, Table.of(situation)


#: The command each one-tile option belongs to, for the message when it is left out.
COMMAND_OF = {"--offer": "call", "--draw": "kan"}


def one_tile(text: str | None, option: str) -> Tile:
    """The single tile given with ``option``; HandError otherwise (``"kan needs --draw
    TILE"`` when it is missing)."""
    if not text:
        raise HandError(f"{COMMAND_OF[option]} needs {option} TILE")
    tiles = option_tiles(text, option)
    if len(tiles) != 1:
        raise HandError(f"{option} needs exactly one tile, got '{text or ''}'")
    return tiles[0]


def tile_added(hand: Hand, tile: Tile, option: str, seen: Sequence[Tile] = ()) -> Hand:
    """``hand`` with ``tile`` (given with ``option``) among its concealed tiles; HandError
    naming ``option`` when the hand and ``seen`` (tiles in sight) already hold every copy of it
    (docs/rules.md)."""
    broken = Supply((*hand.all_tiles, *seen)).add(tile)
    if broken is not None:
        raise HandError(Text("{0}: {1}", (option, broken)))
    return hand.with_tile(tile)


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--offer",
        metavar="TILE",
        help="the discarded tile on offer (required; not also in the --from seat's --river)",
    )
    parser.add_argument(
        "--from",
        dest="source",
        choices=SOURCES,
        default="left",
        help="who discarded it (default left: chi allowed)",
    )
    parser.add_argument(
        "--kuikae", action="store_true", help="kuikae (swap-calling) allowed (docs/rules.md)"
    )
    add_table_situation_arguments(parser)


COMMAND = Command(analyze_call, _render, _add_arguments)
