"""Scenarios for the solo game's fixed bugs (the temporary-furiten one is in test_referee)."""

from __future__ import annotations

from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, RIICHI, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.game import Game, GameConfig, play_game
from mahjong_galaxy.core.practice.game.hints import hint_lines
from mahjong_galaxy.core.practice.game.log import position_at, turns
from mahjong_galaxy.core.practice.game.round import Round, RoundSetup
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import EAST, NORTH, SOUTH, WEST
from tests.helpers.practice_checks import FAR, new_round, stacked_wall, tiles, two_player_view


def test_opened_turn_carries_the_seat_wind() -> None:
    setup = RoundSetup(dealer=1, honba=0, sticks=0, scores=(25000,) * 4)
    hands = [FAR, "248m248p248s2467z", "367m367p567s1234z", "159m159p159s2356z"]
    rnd = Round(setup, stacked_wall(hands, ""))
    while len(rnd.seats[0].discards) < 2:  # everyone throws the drawn tile and passes
        p = rnd.pending[0]
        rnd.apply(Action(DISCARD, p, rnd.drawn) if rnd.phase == "turn" else Action(PASS, p))
    winds = {}
    for player in range(4):
        index = turns(rnd.events, player)[0]
        position = position_at(rnd.events, index, player)
        winds[player] = position.seat_wind
        assert position.round_wind == EAST and position.hand.size == 14
    assert winds == {1: EAST, 2: SOUTH, 3: WEST, 0: NORTH}


def test_hint_furiten_follows_the_rules_options() -> None:
    # tenpai on 7s only when seven pairs may hold two identical pairs (111m + 1M as 11m 11m)
    rules = Rules(identical_pairs=True)
    view = two_player_view("111m1M3355p7s2244z9m")
    seen = PlayerView(**{**vars(view), "discards": (tiles("7s"), ())})
    table = discard_options(seen.hand, rules=rules)
    legal = [Action(DISCARD, 0, t) for t in seen.hand.tiles]
    lines = hint_lines(seen, legal, table, rules)
    assert lines[0].startswith("tenpai: discard 9m to wait on 7s")
    assert lines[0].endswith("furiten: no ron (a winning tile is in your discards)")


def test_two_player_riichi_needs_as_many_tiles_left_as_players() -> None:
    # both seats stay tenpai by throwing every draw and passing every claim
    rnd = new_round(["234m456p678s22p55s", "345m567p234s77m99s"], "")
    offered: dict[int, set[int]] = {0: set(), 1: set()}
    while not rnd.over:
        p = rnd.pending[0]
        types = {a.type for a in rnd.legal(p)}
        if RIICHI in types:
            offered[p].add(rnd.wall.remaining)
        rnd.apply(Action(DISCARD, p, rnd.drawn) if DISCARD in types else Action(PASS, p))
    assert min(offered[0]) == 3 and min(offered[1]) == 2  # seat 0 draws at 3 and 1 left


def test_game_log_ends_with_the_final_scores() -> None:
    game = Game(GameConfig(players=2), 9)
    play_game(game, [ComputerPlayer(1, 1), ComputerPlayer(1, 2)])
    final = game.events[-1]
    assert final["e"] == "final" and final["scores"] == game.scores
