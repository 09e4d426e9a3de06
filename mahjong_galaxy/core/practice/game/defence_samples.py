"""Defence samples from self-play: at each turn, what the player sees and which tiles deal in.

Used to check the danger engine against the truth (no tile reported certainly safe may deal in)
and to calibrate its estimates (predicted deal-in probability against the observed frequency).
The truth comes from the round itself: a tile deals in to an opponent when the round would let
them ron it were it discarded now (:meth:`~.round.Round.could_ron`: it completes their hand,
with a yaku, and no furiten applies).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.practice.game.actions import DISCARD
from mahjong_galaxy.core.practice.game.ai import Player
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.round import Round
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import Tile

FOUR_PLAYERS = GameConfig()


@dataclass(frozen=True)
class DefenceSample:
    """One turn of one player (14 tiles, before the discard).

    Attributes:
        view: the player's view.
        table: the table situation seen from their seat.
        deals_in: per distinct concealed tile, whether it deals in to right, across, left
            (False for an empty seat).
    """

    view: PlayerView
    table: TableSituation
    deals_in: dict[Tile, tuple[bool, bool, bool]]


def _sample(rnd: Round, seat: int) -> DefenceSample:
    view = player_view(rnd, seat)
    opponents = [(seat + step) % rnd.players for step in (1, 2, 3)]
    if rnd.players == 2:
        opponents = [-1, (seat + 1) % 2, -1]
    right, across, left = opponents
    truth = {
        tile: (
            _deals_in(rnd, right, tile),
            _deals_in(rnd, across, tile),
            _deals_in(rnd, left, tile),
        )
        for tile in dict.fromkeys(view.hand.tiles)
    }
    return DefenceSample(view, table_of(view), truth)


def _deals_in(rnd: Round, p: int, tile: Tile) -> bool:
    return p >= 0 and rnd.could_ron(p, tile)


def defence_samples(
    seeds: Sequence[int],
    agents: Callable[[int], Sequence[Player]],
    keep: Callable[[PlayerView], bool] = lambda view: True,
    config: GameConfig = FOUR_PLAYERS,
) -> Iterator[DefenceSample]:
    """Play one game per seed and yield a sample at every turn with a choice of discard.

    Args:
        seeds: game seeds.
        agents: seed -> the agents, one per seat.
        keep: which views to sample (e.g. only with an opponent in riichi).
        config: the game options.
    """
    for seed in seeds:
        game = Game(config, seed)
        players = agents(seed)
        while not game.over:
            rnd = game.round
            while not rnd.over:
                p = rnd.pending[0]
                legal = rnd.legal(p)
                view = player_view(rnd, p)
                if sum(a.type == DISCARD for a in legal) > 1 and keep(view):
                    yield _sample(rnd, p)
                rnd.apply(players[p].act(view, legal))
            game.next_round()
