"""Scenarios for the solo game's fixed bugs (the temporary-furiten one is in test_referee)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_galaxy.core.decision.danger import DEALER_FACTOR
from mahjong_galaxy.core.decision.push_fold import defence
from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, PON, RIICHI, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.game import Game, GameConfig, play_game
from mahjong_galaxy.core.practice.game.hints import defence_hint, hint_lines
from mahjong_galaxy.core.practice.game.log import position_at, turns
from mahjong_galaxy.core.practice.game.replay import table_at
from mahjong_galaxy.core.practice.game.round import Round, RoundSetup
from mahjong_galaxy.core.practice.game.table_view import replayed_table, table_of
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.table import Opponent
from mahjong_galaxy.core.tiles import EAST, NORTH, SOUTH, WEST
from tests.helpers.practice_checks import (
    FAR,
    act,
    new_round,
    stacked_wall,
    tiles,
    two_player_view,
)


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


def test_a_riichi_whose_declaration_tile_was_called_still_threatens() -> None:
    # seat 0 declares riichi with 3z, seat 2 pons it; until seat 0 discards again the others'
    # table had no riichi for seat 0, so seat 3's hint pushed and called 5z "safe"
    hands = ["123m456p789s11z44z", "159m159p139s1257z", "248m248p248s33z67z", "169m169p169s2567z"]
    rnd = new_round(hands, "3z")
    act(rnd, 0, RIICHI, "3z")
    act(rnd, 2, PON)
    act(rnd, 2, DISCARD, "2m")
    while rnd.phase != "turn":
        act(rnd, rnd.pending[0], PASS)
    view = player_view(rnd, 3)
    assert view.hand.size == 14 and view.riichi[0] and view.ponds[0] == ()
    table = table_of(view)
    assert table.opponent("right").riichi and table.opponent("right").called == tiles("3z")
    assert "--called right=3z*" in table.text
    replayed = replayed_table(table_at(rnd.events, len(rnd.events) - 1), 3)
    assert replayed == table
    hint = defence_hint(view).text()
    assert hint.startswith("riichi out: fold with") and not hint.endswith("(safe)")


def test_the_two_player_opponent_sits_where_turn_order_puts_them() -> None:
    # seated across, the dealing opponent of a non-dealer was not the table's dealer (the
    # viewer's South names the seat on their left), so the danger engine valued their riichi
    # as a non-dealer's and ordered their discards after the viewer's
    rnd = new_round(["123m456p789s11z44z", "159m159p139s1257z"], "3z")
    act(rnd, 0, RIICHI, "3z")
    while rnd.phase != "turn":
        act(rnd, rnd.pending[0], PASS)
    riichi_view = player_view(rnd, 1)  # seat 1 to discard, facing the dealer's riichi
    rnd.apply(Action(DISCARD, 1, rnd.drawn))
    while rnd.phase != "turn":
        act(rnd, rnd.pending[0], PASS)
    for player in (0, 1):
        view = player_view(rnd, player)
        table = table_of(view)
        other = 1 - player
        seat = next(s for s in ("right", "across", "left") if table.opponent(s).river)
        assert table.opponent(seat).river == view.ponds[other]
        assert (table.dealer_seat == seat) == (other == view.dealer)
        assert seat == ("right" if player == view.dealer else "left")
    replayed = replayed_table(table_at(rnd.events, len(rnd.events) - 1), 1)
    assert replayed == table_of(player_view(rnd, 1))
    table = table_of(riichi_view)
    threats = defence(riichi_view.hand, table).threats
    across = replace(table, opponents=(Opponent(), table.opponent("left"), Opponent()))
    seated_across = defence(riichi_view.hand, across).threats[1]
    assert threats[2].riichi and seated_across.riichi  # the dealer's threat weighs more
    assert threats[2].value == pytest.approx(DEALER_FACTOR * seated_across.value)
