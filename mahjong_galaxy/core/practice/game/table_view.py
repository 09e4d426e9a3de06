"""The table situation of a player's view: what the danger engine needs from a game in play."""

from __future__ import annotations

from collections import Counter

from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.table import Opponent, TableSituation
from mahjong_galaxy.core.tiles import Tile


def table_of(view: PlayerView) -> TableSituation:
    """The :class:`~core.table.TableSituation` seen from ``view.seat``.

    Four players: the next seat in turn order sits right, then across, then left.  Two players:
    the opponent sits across and the other seats stay empty.
    """
    places = {1: 0, 2: 1, 3: 2} if view.players == 4 else {1: 1}
    opponents = [Opponent(), Opponent(), Opponent()]
    for step, place in places.items():
        p = (view.seat + step) % view.players
        opponents[place] = Opponent(
            river=view.ponds[p],
            riichi_index=view.riichi_index[p],
            called=_called(view, p),
            melds=view.melds[p],
        )
    return TableSituation(
        round_wind=view.round_wind,
        seat_wind=view.seat_winds[view.seat],
        dora_indicators=view.dora_indicators,
        river=view.ponds[view.seat],
        called=_called(view, view.seat),
        opponents=(opponents[0], opponents[1], opponents[2]),
    )


def _called(view: PlayerView, p: int) -> tuple[Tile, ...]:
    """Tiles discarded by ``p`` that are no longer in their pond (called by someone)."""
    left = Counter(view.discards[p])
    left.subtract(view.ponds[p])
    return tuple(t for t, n in left.items() for _ in range(n))
