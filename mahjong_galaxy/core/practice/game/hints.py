"""The assist hint line of the solo game: best discard and waits, riichi, yaku within reach.

Built from the 何切る table (:func:`~core.efficiency.discard.discard_options`) and per-yaku
shanten (:func:`~core.efficiency.yaku_shanten.yaku_shanten`) of the player's own hand and
what the player can see; nothing hidden is used.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_galaxy.core.efficiency.discard import DiscardOption
from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_shanten
from mahjong_galaxy.core.practice.game.actions import RIICHI, RON, TSUMO, Action
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.furiten import check_furiten
from mahjong_galaxy.core.tiles import kind_name

_YAKU_SHOWN = 3


def hint_lines(
    view: PlayerView,
    legal: Sequence[Action],
    table: Sequence[DiscardOption] = (),
    rules: Rules = DEFAULT_RULES,
) -> list[str]:
    """Hints for the player's decision.

    Args:
        view: the player's view.
        legal: the player's legal actions now.
        table: the 何切る table of the player's 14-tile hand on their turn (empty otherwise).
        rules: the game's galaxy rule options (seven pairs, Milky Way) for the furiten check.

    Returns:
        Short lines, most urgent first.
    """
    kinds = {a.kind for a in legal}
    lines = []
    if TSUMO in kinds:
        lines.append("tsumo: this tile completes your hand")
    if RON in kinds:
        lines.append("ron: the discard completes your hand")
    if table:
        lines.append(_discard_line(table[0], view, rules))
    if RIICHI in kinds:
        lines.append("riichi possible")
    reach = _yaku_line(view, rules)
    if reach:
        lines.append(reach)
    return lines


def _discard_line(best: DiscardOption, view: PlayerView, rules: Rules) -> str:
    if best.waits is not None and best.waits.tenpai:
        waits = " ".join(kind_name(w.tile.kind) for w in best.waits.normal_waits)
        line = f"tenpai: discard {best.tile.text} to wait on {waits} ({best.live_waits} left)"
        own = (*view.discards[view.seat], best.tile)
        if check_furiten(best.hand, own, rules).furiten:
            line += " — furiten: no ron (a winning tile is in your discards)"
        return line
    steps = f"{best.shanten}-shanten" if best.shanten > 0 else "tenpai"
    return f"best discard: {best.tile.text} ({steps}, {best.ukeire.total} tiles improve)"


def _yaku_line(view: PlayerView, rules: Rules) -> str:
    found = [
        y
        for y in yaku_shanten(view.hand, view.seat_winds[view.seat], view.round_wind, rules)
        if y.shanten is not None
    ]
    if not found:
        return ""
    found.sort(key=lambda y: y.shanten if y.shanten is not None else 99)
    shown = [
        f"{y.yaku}{' ' + y.detail if y.detail else ''} ({max(y.shanten, 0)})"
        for y in found[:_YAKU_SHOWN]
        if y.shanten is not None
    ]
    return "yaku within reach (shanten): " + ", ".join(shown)
