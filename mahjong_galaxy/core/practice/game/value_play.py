"""Discards by hand value: what a computer player keeps when points, not only speed, count.

Both use the quick estimate of :func:`~core.decision.hand_value.hand_value` (win chance x points
of the yaku within reach, dora counted) on the 13 tiles a discard keeps, seen from a
:class:`~.view.PlayerView` (nothing hidden):

* :func:`open_discard`: once the hand is open, the discard keeping the most value among every
  allowed one, so the calls' yaku is not thrown away for a faster shape without a yaku;
* :func:`most_valuable`: among discards of the lowest shanten, the one whose kept hand is worth
  most (its ukeire already counted), so dora and yaku tiles are kept when speed is equal.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from mahjong_galaxy.core.decision.hand_value import hand_value
from mahjong_galaxy.core.practice.game.analysis import Choice
from mahjong_galaxy.core.practice.game.call_player import view_table
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile


def open_discard(
    view: PlayerView, allowed: Collection[Tile | None], rules: Rules = DEFAULT_RULES
) -> Tile | None:
    """The allowed discard of the seat's 14 tiles leaving the most hand value (ties: lower
    shanten, then more ukeire, then hand order), or None when no discard leaves a yaku within
    reach (the value is 0 for every one)."""
    table = view_table(view)
    best: tuple[float, int, int] | None = None
    chosen = None
    for tile in dict.fromkeys(view.hand.tiles):
        if tile not in allowed:
            continue
        value = hand_value(view.hand.without_tile(tile), table.seeing(tile), rules)
        key = (value.value, -value.shanten, value.ukeire)
        if value.value > 0 and (best is None or key > best):
            best, chosen = key, tile
    return chosen


def most_valuable(
    view: PlayerView, choices: Sequence[Choice], rules: Rules = DEFAULT_RULES
) -> Choice:
    """Among ``choices`` of the lowest shanten (best first), the one worth most; the first when
    none is worth anything (ties keep the order).

    Raises:
        ValueError: ``choices`` is empty.
    """
    if not choices:
        raise ValueError("no discard to choose from")
    low = min(c.shanten for c in choices)
    table = view_table(view)
    best, best_value = choices[0], -1.0
    for choice in choices:
        if choice.shanten != low:
            continue
        kept = view.hand.without_tile(choice.tile)
        value = hand_value(kept, table.seeing(choice.tile), rules, choice.ukeire_count).value
        if value > best_value:
            best, best_value = choice, value
    return best
