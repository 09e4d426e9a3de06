"""``mahjong-galaxy-cli score``: yaku, han, fu, points, shuugi and furiten of a win.

``score HAND --win TILE`` where HAND is the 13-tile hand without the winning tile (melds after
commas).  Defaults: ron, non-dealer (seat South), East round, no dora.

JSON keys: ``hand``, ``win``, ``has_yaku`` (False: a complete shape without yaku, no score),
``han``, ``fu``, ``points`` (everything the winner receives; honba and riichi sticks included
when given), ``payment`` (``main``, ``additional``, ``honba_main``, ``honba_additional``,
``sticks``, ``total``, ``level``, ``text``), ``yaku`` (``[{name, han}]``), ``yakuman``,
``fu_details`` (``[{reason, fu}]``), ``shuugi`` (by ``--rules shuugi=group|tile``),
``shuugi_max``, ``chips`` (``galaxy``, ``red``, ``ura``, ``ippatsu``, ``yakuman``, ``total``:
the chips the win is paid, docs/rules.md), ``assignment``
(``[{tile, acts_as}]`` for every galaxy tile), ``furiten`` (bool; False without ``--discards``),
``furiten_discards``, ``furiten_reason``, ``elapsed_ms``; or ``error`` (a stable contract, see
docs/cli.md).
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.common import (
    Command,
    Result,
    add_table_arguments,
    option_tiles,
    option_wind,
    rules_from,
)
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.scoring.furiten import furiten_text
from mahjong_galaxy.core.scoring.names import (
    LANGUAGES,
    fu_reason,
    payment_text,
    score_words,
    yaku_name,
)
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ScoreResult, score_win
from mahjong_galaxy.core.tiles import Tile, kind_name

YAKUMAN_HAN = 13  # the scorer counts each yakuman as 13 han


def analyze(text: str, args: argparse.Namespace) -> Result:
    """Score one hand text; HandError for bad input."""
    hand = parse_hand(text, sizes=(13,))
    situation = Situation(
        tsumo=args.tsumo,
        riichi=args.riichi,
        double_riichi=args.double_riichi,
        ippatsu=args.ippatsu,
        rinshan=args.rinshan,
        chankan=args.chankan,
        haitei=args.haitei,
        houtei=args.houtei,
        tenhou=args.tenhou,
        chiihou=args.chiihou,
        seat_wind=option_wind(args.seat_wind, "--seat-wind"),
        round_wind=option_wind(args.round_wind, "--round-wind"),
        dora_indicators=option_tiles(args.dora, "--dora"),
        ura_indicators=option_tiles(args.ura, "--ura"),
        honba=args.honba,
        riichi_sticks=args.riichi_sticks,
    )
    options = ScoringOptions(
        red_fives=not args.no_red_fives,
        open_tanyao=not args.no_open_tanyao,
        kiriage=args.kiriage,
        kazoe_yakuman=not args.no_kazoe_yakuman,
        double_yakuman=not args.no_double_yakuman,
    )
    discards = None if args.discards is None else option_tiles(args.discards, "--discards")
    result = score_win(hand, _win(args.win), situation, options, rules_from(args), discards)
    return to_json(result, args.lang)


def to_json(result: ScoreResult, language: str = "en") -> Result:
    """The JSON object of a score (keys in the module docstring, except ``elapsed_ms``); yaku
    names and the payment text in ``language`` (``"en"``: the ``mahjong`` library's names,
    ``"ja"``: Japanese)."""
    payment = result.payment
    furiten = result.furiten
    return {
        "hand": result.hand.text,
        "win": result.win.text,
        "has_yaku": result.has_yaku,
        "han": result.han,
        "fu": result.fu,
        "points": result.points,
        "payment": None
        if payment is None
        else {**vars(payment), "text": payment_text(result.payment_split, language)},
        "yaku": [{"name": yaku_name(y.name, language), "han": y.han} for y in result.yaku],
        "yakuman": result.yakuman,
        "fu_details": [{"reason": p.reason, "fu": p.fu} for p in result.fu_details],
        "shuugi": result.shuugi,
        "shuugi_max": result.shuugi_max,
        "chips": result.chips.to_json(),
        "assignment": [{"tile": t.text, "acts_as": kind_name(k)} for t, k in result.assignment],
        "furiten": bool(furiten and furiten.furiten),
        "furiten_discards": [t.text for t in furiten.discards] if furiten else [],
        "furiten_reason": furiten.reason if furiten else "",
    }


def render(result: Result, args: argparse.Namespace) -> str:
    """Readable text in ``--lang``: yaku, han/fu (or yakuman), points, fu items, shuugi,
    assignment, furiten."""
    language = args.lang
    lines = [f"{result['hand']} + {result['win']}"]
    if not result["has_yaku"]:
        lines.append("  " + score_words("no_yaku", language))
    else:
        lines.extend(_score_lines(result, language))
    if result["assignment"]:
        pairs = " ".join(f"{a['tile']}={a['acts_as']}" for a in result["assignment"])
        lines.append("  " + score_words("galaxy", language).format(pairs))
    if result["furiten"]:
        discards = option_tiles("".join(result["furiten_discards"]), "--discards")
        lines.append("  " + furiten_text(discards, language))
    return "\n".join(lines)


def _score_lines(result: Result, language: str) -> list[str]:
    """Yaku, value and points, fu items (not for a yakuman) and shuugi of a win with yaku."""
    payment = f"({result['payment']['text']})"
    if result["yakuman"]:
        yaku = ", ".join(
            f"{y['name']} ({yakuman_words(y['han'], language)})" for y in result["yaku"]
        )
        head = score_words("yakuman", language).format(
            yakuman_words(result["han"], language), result["points"]
        )
        lines = [f"  {yaku}", f"  {head} {payment}"]
    else:
        yaku = ", ".join(f"{y['name']} {y['han']}" for y in result["yaku"])
        head = score_words("han_fu", language).format(result["han"], result["fu"], result["points"])
        lines = [f"  {yaku}", f"  {head} {payment}"]
        if result["fu_details"]:
            items = ", ".join(
                f"{fu_reason(d['reason'], d['fu'], language)} {d['fu']}"
                for d in result["fu_details"]
            )
            lines.append("  " + score_words("fu", language).format(items))
    shuugi = score_words("shuugi", language).format(result["shuugi"], result["shuugi_max"])
    lines.append(f"  {shuugi}")
    return lines


def yakuman_words(han: int, language: str = "en") -> str:
    """``"yakuman"``, ``"double yakuman"``, ... (役満, ダブル役満, ...) for ``han`` (13 per
    yakuman)."""
    count = max(1, han // YAKUMAN_HAN)
    if count <= 3:
        return score_words(f"yakuman_{count}", language)
    return score_words("yakuman_n", language).format(count)


def _win(text: str | None) -> Tile:
    tiles = option_tiles(text, "--win")
    if len(tiles) != 1:
        raise HandError(f"--win needs exactly one tile, got '{text or ''}'")
    return tiles[0]


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--win", metavar="TILE", help="the winning tile (required)")
    flags = {
        "--tsumo": "won by self-draw (default: ron)",
        "--riichi": "riichi declared",
        "--double-riichi": "double riichi declared",
        "--ippatsu": "ippatsu",
        "--rinshan": "rinshan kaihou (tsumo after a kan)",
        "--chankan": "chankan (ron on an added kan)",
        "--haitei": "haitei (tsumo on the last tile)",
        "--houtei": "houtei (ron on the last discard)",
        "--tenhou": "tenhou (dealer's first draw)",
        "--chiihou": "chiihou (non-dealer's first draw)",
        "--kiriage": "round 4 han 30 fu and 3 han 60 fu up to mangan",
        "--no-red-fives": "red fives are not dora",
        "--no-open-tanyao": "tanyao needs a closed hand",
        "--no-kazoe-yakuman": "13+ han from ordinary yaku is sanbaiman, not yakuman",
        "--no-double-yakuman": "no double yakuman",
    }
    for flag, text in flags.items():
        parser.add_argument(flag, action="store_true", help=text)
    add_table_arguments(parser)
    parser.add_argument("--ura", metavar="TILES", help="ura dora indicators (with riichi)")
    parser.add_argument("--honba", type=int, default=0, metavar="N", help="honba counters")
    parser.add_argument(
        "--riichi-sticks", type=int, default=0, metavar="N", help="riichi deposits on the table"
    )
    parser.add_argument("--discards", metavar="TILES", help="own discards, for furiten")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the yaku names, fu items and payment text: en (yaku: the mahjong "
        "library's names) or ja (JSON keys stay the same)",
    )


COMMAND = Command(analyze, render, _add_arguments)
