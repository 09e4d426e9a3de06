"""The assist hint line of the solo game: defence against a riichi, the call advice on a call
offer or a possible kan, best discard and waits, riichi, yaku within reach.

Built from the 何切る table (:func:`~core.efficiency.discard.discard_options`) and per-yaku
shanten (:func:`~core.efficiency.yaku_shanten.yaku_shanten`) of the player's own hand and
what the player can see; nothing hidden is used.  With an opponent in riichi, the first hint is
the danger engine's push / fold advice and the safest tile
(:func:`~core.decision.push_fold.defence`).  On a call offer (or a possible kan) the call advice
(:mod:`.call_player`) says what to do and why; its reason comes in English and Japanese from the
core, and :data:`LANGUAGE` (translated as ``ja``) picks which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Union

from mahjong_galaxy.core.decision.calls import CallAdvice, Reason
from mahjong_galaxy.core.decision.push_fold import FOLD, KEEP_TENPAI, PUSH, defence
from mahjong_galaxy.core.efficiency.discard import DiscardOption
from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_shanten
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.practice.game.actions import PASS as PASS_ACTION
from mahjong_galaxy.core.practice.game.actions import RIICHI as RIICHI_ACTION
from mahjong_galaxy.core.practice.game.actions import RON as RON_ACTION
from mahjong_galaxy.core.practice.game.actions import TSUMO as TSUMO_ACTION
from mahjong_galaxy.core.practice.game.actions import Action
from mahjong_galaxy.core.practice.game.call_player import claim_advice, kan_advice
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.furiten import check_furiten
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, join_words
from mahjong_galaxy.core.tiles import kind_name

_YAKU_SHOWN = 3


TSUMO = QT_TRANSLATE_NOOP("Hints", "tsumo: this tile completes your hand")
RON = QT_TRANSLATE_NOOP("Hints", "ron: the discard completes your hand")
TENPAI = QT_TRANSLATE_NOOP("Hints", "tenpai: discard {0} to wait on {1} ({2} left)")
TENPAI_FURITEN = QT_TRANSLATE_NOOP(
    "Hints",
    "tenpai: discard {0} to wait on {1} ({2} left) — furiten: no ron (a winning tile is in "
    "your discards)",
)
BEST = QT_TRANSLATE_NOOP("Hints", "best discard: {0} ({1}-shanten, {2} tiles improve)")
BEST_TENPAI = QT_TRANSLATE_NOOP("Hints", "best discard: {0} (tenpai, {1} tiles improve)")
RIICHI = QT_TRANSLATE_NOOP("Hints", "riichi possible")
DEFENCE = QT_TRANSLATE_NOOP("Hints", "riichi out: {0} {1} · safest {2} ({3})")
SAFE = QT_TRANSLATE_NOOP("Hints", "safe")
DEAL_IN = QT_TRANSLATE_NOOP("Hints", "deal-in {0} %")
ADVICE_WORDS = {
    PUSH: QT_TRANSLATE_NOOP("Hints", "push with"),
    FOLD: QT_TRANSLATE_NOOP("Hints", "fold with"),
    KEEP_TENPAI: QT_TRANSLATE_NOOP("Hints", "keep tenpai with"),
}
CALL = QT_TRANSLATE_NOOP("Hints", "call advice: {0}{1} — {2}")
CALL_WORDS = {
    "pass": QT_TRANSLATE_NOOP("Hints", "pass"),
    "chi": QT_TRANSLATE_NOOP("Hints", "chi"),
    "pon": QT_TRANSLATE_NOOP("Hints", "pon"),
    "kan": QT_TRANSLATE_NOOP("Hints", "kan"),
    "ankan": QT_TRANSLATE_NOOP("Hints", "closed kan"),
    "kakan": QT_TRANSLATE_NOOP("Hints", "added kan"),
}
#: The language of the words: translated as ``ja`` in Japanese (picks a reason's language).
LANGUAGE = QT_TRANSLATE_NOOP("Hints", "en")
REACH = QT_TRANSLATE_NOOP("Hints", "yaku within reach (shanten): {0}")
REACH_ITEM = QT_TRANSLATE_NOOP("Hints", "{0} ({1})")
# yaku_shanten's yaku keys and the honour names of its yakuhai detail, as templates
WORDS = {
    "yakuhai": QT_TRANSLATE_NOOP("Hints", "yakuhai"),
    "tanyao": QT_TRANSLATE_NOOP("Hints", "tanyao"),
    "toitoi": QT_TRANSLATE_NOOP("Hints", "toitoi"),
    "honitsu": QT_TRANSLATE_NOOP("Hints", "honitsu"),
    "chinitsu": QT_TRANSLATE_NOOP("Hints", "chinitsu"),
    "chiitoitsu": QT_TRANSLATE_NOOP("Hints", "chiitoitsu"),
    "milky_way": QT_TRANSLATE_NOOP("Hints", "Milky Way"),
    "East": QT_TRANSLATE_NOOP("Hints", "East"),
    "South": QT_TRANSLATE_NOOP("Hints", "South"),
    "West": QT_TRANSLATE_NOOP("Hints", "West"),
    "North": QT_TRANSLATE_NOOP("Hints", "North"),
    "White": QT_TRANSLATE_NOOP("Hints", "White"),
    "Green": QT_TRANSLATE_NOOP("Hints", "Green"),
    "Red": QT_TRANSLATE_NOOP("Hints", "Red"),
}

Value = Union[str, int, "Hint", tuple["Hint", ...], Reason]


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class Hint:
    """One hint: an English ``template`` (one of this module's constants) and its ``values``.

    A value is a str or int, a nested :class:`Hint`, a tuple of hints (joined with ", ", in
    Japanese with 「、」; words joined with spaces when the template is a bare word), or a bilingual
    :class:`~core.decision.calls.Reason` (Japanese when :data:`LANGUAGE` translates to ``ja``).
    """

    template: str
    values: tuple[Value, ...] = ()

    def text(self, translate: Callable[[str], str] = _same) -> str:
        """The hint in words: ``translate`` maps each template (the app passes Qt's
        translation in context ``"Hints"``); English by default."""
        return translate(self.template).format(*(_value(v, translate) for v in self.values))


def _value(value: Value, translate: Callable[[str], str]) -> str:
    if isinstance(value, Hint):
        return value.text(translate)
    language = translate(LANGUAGE)
    if isinstance(value, tuple):
        return join_words((h.text(translate) for h in value), language)
    if isinstance(value, Reason):
        return value.ja if language == "ja" else value.en
    return str(value)


def hint_lines(
    view: PlayerView,
    legal: Sequence[Action],
    table: Sequence[DiscardOption] = (),
    rules: Rules = DEFAULT_RULES,
) -> list[str]:
    """:func:`hints` in English words."""
    return [hint.text() for hint in hints(view, legal, table, rules)]


def hints(
    view: PlayerView,
    legal: Sequence[Action],
    table: Sequence[DiscardOption] = (),
    rules: Rules = DEFAULT_RULES,
) -> list[Hint]:
    """Hints for the player's decision.

    Args:
        view: the player's view.
        legal: the player's legal actions now.
        table: the 何切る table of the player's 14-tile hand on their turn (empty otherwise).
        rules: the game's galaxy rule options (seven pairs, Milky Way) for the furiten check.

    Returns:
        Short hints, most urgent first (:meth:`Hint.text` gives the words).
    """
    types = {a.type for a in legal}
    found = []
    if TSUMO_ACTION in types:
        found.append(Hint(TSUMO))
    if RON_ACTION in types:
        found.append(Hint(RON))
    advice = _advice(view, tuple(legal), rules)
    if advice is not None:
        found.append(call_hint(advice))
    if table and any(r for p, r in enumerate(view.riichi) if p != view.seat):
        found.append(defence_hint(view, rules))
    if table:
        found.append(_discard_hint(table[0], view, rules))
    if RIICHI_ACTION in types:
        found.append(Hint(RIICHI))
    reach = _yaku_hint(view, rules)
    if reach is not None:
        found.append(reach)
    return found


def defence_hint(view: PlayerView, rules: Rules = DEFAULT_RULES) -> Hint:
    """Push / fold advice and the safest tile of the viewer's 14-tile hand, e.g.
    ``riichi out: fold with 1z · safest 1z (safe)``."""
    result = defence(view.hand, table_of(view), rules)
    safest, advice = result.safest, result.advice
    riichi = [i for i, t in enumerate(result.threats) if t.riichi]
    if all(safest.against[i].safe for i in riichi):
        how = Hint(SAFE)
    else:
        how = Hint(DEAL_IN, (round(100 * safest.deal_in_any),))
    words = Hint(ADVICE_WORDS[advice.action])
    return Hint(DEFENCE, (words, advice.tile.text, safest.tile.text, how))


@lru_cache(maxsize=8)
def _advice(view: PlayerView, legal: tuple[Action, ...], rules: Rules) -> CallAdvice | None:
    """The call (or kan) advice of a decision, remembered: the hint is redrawn often."""
    if any(a.type == PASS_ACTION for a in legal):
        return claim_advice(view, legal, rules)
    return kan_advice(view, legal, rules)


def call_hint(advice: CallAdvice) -> Hint:
    """What the call advice recommends and why, e.g. ``call advice: pon 77z — recommended; ...``."""
    best = advice.best
    tiles = f" {format_tiles(best.uses)}" if best.uses else ""
    return Hint(CALL, (Hint(CALL_WORDS[best.call]), tiles, best.reason))


def _discard_hint(best: DiscardOption, view: PlayerView, rules: Rules) -> Hint:
    tile = best.tile.text
    if best.waits is not None and best.waits.tenpai:
        waits = " ".join(kind_name(w.tile.kind) for w in best.waits.normal_waits)
        own = (*view.discards[view.seat], best.tile)
        furiten = check_furiten(best.hand, own, rules).furiten
        return Hint(TENPAI_FURITEN if furiten else TENPAI, (tile, waits, best.live_waits))
    if best.shanten > 0:
        return Hint(BEST, (tile, best.shanten, best.ukeire.total))
    return Hint(BEST_TENPAI, (tile, best.ukeire.total))


def _yaku_hint(view: PlayerView, rules: Rules) -> Hint | None:
    found = [
        y
        for y in yaku_shanten(view.hand, view.seat_winds[view.seat], view.round_wind, rules)
        if y.shanten is not None
    ]
    if not found:
        return None
    found.sort(key=lambda y: y.shanten if y.shanten is not None else 99)
    items = tuple(
        Hint(REACH_ITEM, (_yaku_words(y.yaku, y.detail), max(y.shanten, 0)))
        for y in found[:_YAKU_SHOWN]
        if y.shanten is not None
    )
    return Hint(REACH, (items,))


def _yaku_words(yaku: str, detail: str) -> Hint:
    """``yakuhai 1z East`` / ``honitsu m`` as a hint whose words translate one by one."""
    words = [yaku, *detail.split()]
    parts = tuple(Hint(WORDS[w]) if w in WORDS else w for w in words)
    return Hint(" ".join(f"{{{i}}}" for i in range(len(parts))), parts)
