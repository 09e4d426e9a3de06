"""The call advice at the table: advice from what a seat sees, as a legal action.

:func:`claim_advice` and :func:`kan_advice` run :mod:`~core.decision.calls` on a
:class:`~.view.PlayerView` (own hand, winds, dora indicators, visible tiles, live wall: nothing
hidden); :func:`action_for` turns the recommended option into the legal :class:`~.actions.Action`.
The assist hint line (:mod:`.hints`) and the computer player that calls by the advice
(level 5, :data:`~.ai.ADVISED`) use them.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_galaxy.core.decision.calls import PASS as ADVICE_PASS
from mahjong_galaxy.core.decision.calls import CallAdvice, CallOption, advise_call, advise_kan
from mahjong_galaxy.core.decision.hand_value import Table
from mahjong_galaxy.core.practice.game.actions import ANKAN, CHI, KAKAN, PASS, RON, Action
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules


def view_table(view: PlayerView) -> Table:
    """The table the advice uses: the view's table situation and its live wall."""
    return Table.of(table_of(view), view.wall_remaining)


def claim_advice(
    view: PlayerView, legal: Sequence[Action], rules: Rules = DEFAULT_RULES
) -> CallAdvice | None:
    """Advice on the discard on offer, or None when ``legal`` holds no pon, chi or kan.

    The discarder's seat only matters for chi, so a chi among ``legal`` means "left".
    """
    offered = view.last_discard
    if offered is None or not any(a.type not in (PASS, RON) for a in legal):
        return None
    source = "left" if any(a.type == CHI for a in legal) else "across"
    return advise_call(view.hand, offered, source, view_table(view), rules, kuikae=view.kuikae)


def kan_advice(
    view: PlayerView, legal: Sequence[Action], rules: Rules = DEFAULT_RULES
) -> CallAdvice | None:
    """Advice on a kan on the seat's own draw, or None when ``legal`` holds no kan."""
    if view.drawn is None or not any(a.type in (ANKAN, KAKAN) for a in legal):
        return None
    riichi = view.riichi[view.seat]
    return advise_kan(view.hand, view.drawn, riichi, view_table(view), rules)


def action_for(option: CallOption, legal: Sequence[Action]) -> Action | None:
    """The legal action carrying out a call option (None for pass and for a missing call)."""
    if option.call == ADVICE_PASS:
        return None
    for action in legal:
        if action.type != option.call:
            continue
        if option.call == KAKAN and action.tile == option.uses[0]:
            return action
        if option.call != KAKAN and action.uses == option.uses:
            return action
    return None
