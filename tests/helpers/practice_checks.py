"""Invariant checks shared by the practice game tests (not a test module)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.game.ai import Player
from mahjong_galaxy.core.practice.game.game import Game
from mahjong_galaxy.core.practice.game.referee import physical_tiles
from mahjong_galaxy.core.practice.game.round import Round, RoundSetup
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view
from mahjong_galaxy.core.practice.game.wall import Wall, full_set
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.tiles import Tile

FULL_SET = Counter(full_set())
FAR = "159m159p139s1357z"  # far from any win


def check_result(rnd: Round) -> None:
    """A finished round: the win is complete, has yaku, and pays what the scoring module says."""
    result = rnd.result
    assert result is not None
    if result.win is None:
        assert sum(result.deltas) == -1000 * (rnd.sticks - rnd.setup.sticks)
        return
    win = result.win
    hand = parse_hand(win.hand, sizes=(13,))
    assert is_agari(hand.with_tile(win.tile))
    again = score_win(hand, win.tile, win.score.situation)
    assert again.has_yaku and again.points == win.score.points
    own_deposit = 1000 * rnd.seats[win.player].riichi  # paid this round, taken back in points
    assert result.deltas[win.player] == win.score.points - own_deposit
    assert sum(result.deltas) == 1000 * rnd.setup.sticks  # the winner took the deposits


def play_checked(game: Game, agents: list[Player]) -> Counter[str]:
    """Play ``game`` to the end checking every invariant after every action.

    Returns:
        How the rounds ended (``tsumo``, ``ron``, ``exhaustive``) with counts.
    """
    players = game.config.players
    total = players * game.config.start_points
    endings: Counter[str] = Counter()
    while not game.over:
        rnd = game.round
        while not rnd.over:
            player = rnd.pending[0]
            legal = rnd.legal(player)
            action = agents[player].act(player_view(rnd, player), legal)
            assert action in legal, f"illegal {action.text}"
            rnd.apply(action)
            assert Counter(physical_tiles(rnd)) == FULL_SET
            assert sum(rnd.scores) + 1000 * rnd.sticks == total
        check_result(rnd)
        assert rnd.result is not None
        endings[rnd.result.outcome] += 1
        game.next_round()
    assert sum(game.scores) == total
    return endings


def tiles(text: str) -> tuple[Tile, ...]:
    """Tiles from notation."""
    return tuple(t for t, _ in parse_tiles(text))


def two_player_view(hand: str, riichi_discards: str = "", dora: str = "1m") -> PlayerView:
    """Seat 0 of a 2-player table (East) holding ``hand`` (13 or 14 tiles); seat 1 has
    discarded ``riichi_discards`` and is in riichi when there are any."""
    return PlayerView(
        seat=0,
        players=2,
        dealer=0,
        hand=parse_hand(hand),
        drawn=None,
        ponds=((), tiles(riichi_discards)),
        discards=((), tiles(riichi_discards)),
        melds=((), ()),
        riichi=(False, bool(riichi_discards)),
        riichi_index=(None, 0 if riichi_discards else None),
        dora_indicators=tiles(dora),
        scores=(25000, 25000),
        wall_remaining=50,
        seat_winds=(27, 28),
        round_wind=27,
        last_discard=None,
    )


def stacked_wall(hands: Sequence[str], draws: str) -> Wall:
    """A wall dealing ``hands`` (dealer first) and then drawing ``draws``; the rest in set order."""
    dealt = [tiles(h) for h in hands]
    order = [dealt[i % len(hands)][i // len(hands)] for i in range(13 * len(hands))]
    order += tiles(draws)
    rest = full_set()
    for t in order:
        rest.remove(t)
    return Wall(order + rest)


def new_round(
    hands: Sequence[str], draws: str, scores: int = 25000, table: TableRules = DEFAULT_TABLE
) -> Round:
    """A round dealing ``hands`` (dealer = seat 0) and then drawing ``draws``."""
    setup = RoundSetup(0, 0, 0, (scores,) * len(hands), table=table)
    return Round(setup, stacked_wall(hands, draws))


def act(rnd: Round, player: int, action_type: str, text: str | None = None) -> None:
    """Apply ``player``'s first legal ``action_type`` action (on tile ``text`` when given)."""
    wanted = [a for a in rnd.legal(player) if a.type == action_type]
    if text is not None:
        wanted = [a for a in wanted if a.tile == tiles(text)[0]]
    assert wanted, f"{action_type} {text} not legal for {player}: {rnd.legal(player)}"
    rnd.apply(wanted[0])
