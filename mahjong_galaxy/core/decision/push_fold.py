"""Push or fold: what each discard is worth against what it risks, and a recommendation.

For each discard of a 14-tile hand (the 何切る table of :func:`~core.efficiency.discard.
discard_options`, with the table's visible tiles counted):

* **gain** = P(win) x the hand's value.  P(win) is an estimate from shanten and ukeire (no value
  engine in the loop): with ``d`` own draws left (:data:`WALL_DRAWS` minus the turn) and ``u``
  unseen tiles, the call advice's chance (:func:`.hand_value.win_chance`) for every shanten: a
  tenpai hand with ``L`` live winning tiles wins each turn with ``2 L/u`` (the own draw and
  others' discards), a hand short of tenpai takes its next step with its ukeire ``U`` (``U/u``
  a turn) and the later ones with typical ukeire, all while the round goes on with
  ``1 - RACE``, the measured hazard of another player's win.  So a wider wait is worth more
  however many draws are left, and a discard that breaks tenpai pays the race for the step it
  gives back.  Value: :data:`BASE_VALUE` (x1.5 as dealer) plus :data:`DORA_VALUE` per dora
  held.
* **loss** = sum over opponents of deal_in x their likely value (:mod:`.danger`), times
  ``1 + shanten`` (the discards still to come before tenpai are about as risky).

Recommendation, when some opponent threatens (in riichi, or P(tenpai) >= :data:`THREAT`):
``keep_tenpai`` with the best discard that keeps tenpai and is certainly safe against every
threatening opponent, when one exists; else
``push`` with the discard of the highest gain - loss, when the hand is within one step of tenpai
(:data:`FAR_SHANTEN`) and that beats folding (- the loss of the safest tile); else ``fold`` with
the safest tile (lowest deal-in, then the better shape).  With
no threat: ``push`` with the table's best discard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.decision.danger import Threat, TileDanger, opponent_threats, tile_danger
from mahjong_galaxy.core.decision.hand_value import win_chance as steps_win_chance
from mahjong_galaxy.core.efficiency.discard import DiscardOption, discard_options
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import EAST, Tile

PUSH, FOLD, KEEP_TENPAI = "push", "fold", "keep_tenpai"
WALL_DRAWS = 18
BASE_VALUE = 3000
DORA_VALUE = 1300
DEALER_FACTOR = 1.5
THREAT = 0.3
FAR_SHANTEN = 2
TOTAL_TILES = 136


@dataclass(frozen=True)
class DiscardValue:
    """One discard weighed.

    Attributes:
        option: the 何切る row (tile, shanten, ukeire, waits).
        danger: the tile's danger.
        win: estimated P(the hand then wins), in [0, 1].
        gain: ``win`` x the hand's value (points).
        loss: expected points lost to deal-ins (see the module docstring).
    """

    option: DiscardOption
    danger: TileDanger
    win: float
    gain: float
    loss: float

    @property
    def net(self) -> float:
        """gain - loss (points)."""
        return self.gain - self.loss


@dataclass(frozen=True)
class Advice:
    """The recommendation: ``action`` (``push``, ``fold`` or ``keep_tenpai``) and ``tile``."""

    action: str
    tile: Tile


@dataclass(frozen=True)
class Defence:
    """Everything the danger command shows.

    Attributes:
        dangers: one per distinct tile of the hand, in hand order.
        values: one per discard, in the 何切る table's order (best shape first).
        threats: the opponents (right, across, left).
        safest: the safest tile (lowest deal-in; among equals certainly safe against every
            threatening opponent, then the better shape).
        advice: the recommendation.
    """

    dangers: tuple[TileDanger, ...]
    values: tuple[DiscardValue, ...]
    threats: tuple[Threat, ...]
    safest: TileDanger
    advice: Advice


def defence(
    hand: Hand,
    table: TableSituation,
    rules: Rules = DEFAULT_RULES,
    visible: Sequence[Tile] = (),
) -> Defence:
    """Danger of each tile, what each discard is worth, and push / fold advice.

    Args:
        hand: a 14-tile hand (calls count as 3).
        table: the table around it.
        rules: rule options.
        visible: tiles in sight besides the table's (counted as seen everywhere).

    Raises:
        HandError: the hand does not have 14 tiles.
    """
    seen = (*table.visible, *visible)
    options = discard_options(hand, seen, rules)
    threats = opponent_threats(hand, table, rules, visible)
    dangers = {t: tile_danger(t, threats) for t in dict.fromkeys(hand.tiles)}
    unseen = TOTAL_TILES - len(hand.all_tiles) - len(seen)
    draws = max(0, WALL_DRAWS - table.turn_number)
    value = _hand_value(hand, table)
    values = tuple(_weigh(o, dangers[o.tile], threats, unseen, draws, value) for o in options)
    threatening = tuple(i for i, t in enumerate(threats) if t.riichi or t.tenpai >= THREAT)
    safest = min(values, key=lambda v: _safety_key(v.danger, threatening))
    advice = _advise(values, threatening, safest)
    return Defence(tuple(dangers.values()), values, threats, safest.danger, advice)


def _safe_against(danger: TileDanger, seats: Sequence[int]) -> bool:
    return all(danger.against[i].safe for i in seats)


def _safety_key(danger: TileDanger, threatening: Sequence[int]) -> tuple[float, bool]:
    """Lowest deal-in first; among equals, certainly safe against the threats first."""
    return (danger.deal_in_any, not _safe_against(danger, threatening))


def _hand_value(hand: Hand, table: TableSituation) -> float:
    dora = dora_counts(table.dora_indicators)
    count = sum(max(dora[k] for k in t.acts_as) + t.red for t in hand.all_tiles)
    return (BASE_VALUE + DORA_VALUE * count) * (DEALER_FACTOR if table.seat_wind == EAST else 1)


def win_chance(option: DiscardOption, unseen: int, draws: int) -> float:
    """Estimated P(win) after this discard (see the module docstring), in [0, 1]."""
    if unseen <= 0 or draws <= 0:
        return 0.0
    useful = option.live_waits if option.shanten == 0 else option.ukeire.total
    return steps_win_chance(option.shanten, min(useful, unseen), unseen, draws)


def _weigh(
    option: DiscardOption,
    danger: TileDanger,
    threats: Sequence[Threat],
    unseen: int,
    draws: int,
    value: float,
) -> DiscardValue:
    win = win_chance(option, unseen, draws)
    risk = sum(d.deal_in * t.value for d, t in zip(danger.against, threats, strict=True))
    return DiscardValue(option, danger, win, win * value, risk * (1 + option.shanten))


def _advise(
    values: Sequence[DiscardValue], threatening: Sequence[int], safest: DiscardValue
) -> Advice:
    best = values[0]
    if not threatening:
        return Advice(PUSH, best.option.tile)
    safe_tenpai = [
        v for v in values if v.option.shanten == 0 and _safe_against(v.danger, threatening)
    ]
    if safe_tenpai:
        return Advice(KEEP_TENPAI, safe_tenpai[0].option.tile)
    push = max(values, key=lambda v: v.net)
    if best.option.shanten < FAR_SHANTEN and push.net > -safest.loss:
        return Advice(PUSH, push.option.tile)
    return Advice(FOLD, safest.option.tile)
