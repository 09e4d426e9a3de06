"""The table situation a player sees: what the danger engine needs from a game in play
(:func:`table_of`), and what the analyzer gets from a logged turn (:func:`replayed_table`)."""

from __future__ import annotations

from collections import Counter

from mahjong_galaxy.core.practice.game.replay import RiverTile, TableState
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.table import Opponent, TableSituation
from mahjong_galaxy.core.tiles import EAST, Tile


def table_of(view: PlayerView) -> TableSituation:
    """The :class:`~core.table.TableSituation` seen from ``view.seat``.

    Four players: the next seat in turn order sits right, then across, then left.  Two players:
    the opponent sits where turn order puts them (:func:`_places`) and the other seats stay
    empty.
    """
    opponents = [Opponent(), Opponent(), Opponent()]
    for step, place in _places(view.players, view.seat == view.dealer).items():
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


def replayed_table(state: TableState, player: int) -> TableSituation:
    """The :class:`~core.table.TableSituation` ``player`` sees in a replayed table (a logged
    turn), seated as in :func:`table_of`: winds, dora indicators, every river without the tiles
    called from it (those listed as called), the riichi tile (or, when it was called, the first
    river tile after it: the end of the river until there is one), the opponents' melds.  The
    turn is left to be counted from the rivers.
    """
    players = len(state.seats)
    opponents = [Opponent(), Opponent(), Opponent()]
    dealing = state.seats[player].seat_wind == EAST
    for step, place in _places(players, dealing).items():
        seat = state.seats[(player + step) % players]
        river, riichi, called = _river(seat.river)
        opponents[place] = Opponent(river, riichi, called, seat.hand.melds)
    river, _, called = _river(state.seats[player].river)
    return TableSituation(
        round_wind=state.round_wind,
        seat_wind=state.seats[player].seat_wind,
        dora_indicators=state.dora_indicators,
        river=river,
        called=called,
        opponents=(opponents[0], opponents[1], opponents[2]),
    )


def _places(players: int, dealing: bool) -> dict[int, int]:
    """Seats after the viewer in turn order -> index in ``TableSituation.opponents``: four
    players sit right, across, left.  Of two, the opponent plays both after and before the
    viewer; they sit where the table's turn order (counted from the dealer, whom the viewer's
    seat wind names) has them: right (after you) when you deal, left (before you, the dealer)
    when they do.  So the danger engine values their threat as the dealer's when it is, and
    orders the discards exactly (across was neither: a dealer opponent was valued as a
    non-dealer and their discards ordered after yours)."""
    if players == 4:
        return {1: 0, 2: 1, 3: 2}
    return {1: 0} if dealing else {1: 2}


def _river(tiles: tuple[RiverTile, ...]) -> tuple[tuple[Tile, ...], int | None, tuple[Tile, ...]]:
    """(river without called tiles, riichi index in it, called tiles) of a replayed river."""
    river = tuple(r.tile for r in tiles if not r.called)
    called = tuple(r.tile for r in tiles if r.called)
    declared = next((i for i, r in enumerate(tiles) if r.riichi), None)
    if declared is None:
        return river, None, called
    return river, sum(1 for r in tiles[:declared] if not r.called), called
