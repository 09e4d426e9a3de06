"""Solo game engine: wall, calls with galaxy tiles, furiten, riichi, payments, invariants, log."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.game.actions import (
    DISCARD,
    PASS,
    PON,
    RIICHI,
    RON,
    TSUMO,
    Action,
    IllegalAction,
)
from mahjong_galaxy.core.practice.game.ai import Player
from mahjong_galaxy.core.practice.game.calls import call_options, closed_kan_options
from mahjong_galaxy.core.practice.game.game import Game, GameConfig, play_game
from mahjong_galaxy.core.practice.game.log import load_log, position_at, save_log, turns
from mahjong_galaxy.core.practice.game.round import Round, RoundSetup
from mahjong_galaxy.core.practice.game.settle import (
    Transfer,
    noten_deltas,
    noten_transfers,
    win_deltas,
    win_transfers,
)
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view
from mahjong_galaxy.core.practice.game.wall import DEAD_WALL, WALL_SIZE, Wall, full_set
from mahjong_galaxy.core.scoring.library import Payment
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.practice_checks import FAR, act, new_round, play_checked


def tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


def tile(text: str) -> Tile:
    return tiles(text)[0]


TENPAI = "234m456p678s22p55s"  # tanyao, waits 2p / 5s


# ---------------------------------------------------------------------------- wall and calls
def test_full_set_has_136_tiles_with_34_galaxy_and_3_red() -> None:
    tiles_ = full_set()
    assert len(tiles_) == WALL_SIZE
    assert sum(t.galaxy for t in tiles_) == 34
    assert sum(t.red for t in tiles_) == 3
    assert all(n == 4 for n in Counter(t.kind for t in tiles_).values())


def test_wall_dead_wall_replacements_and_indicators() -> None:
    wall = Wall.shuffled(random.Random(5))
    assert wall.remaining == WALL_SIZE - DEAD_WALL == 122
    assert wall.dora_indicators == (wall.dead[4],)
    replacement = wall.draw_replacement()
    assert replacement == wall.dead[0]
    assert wall.dora_indicators == (wall.dead[4],)  # turned by the round, at once or later
    assert wall.flip_dora() == wall.dead[6]
    assert wall.dora_indicators == (wall.dead[4], wall.dead[6])
    assert wall.ura_indicators == (wall.dead[5], wall.dead[7])
    assert wall.remaining == 121


def test_same_seed_same_wall() -> None:
    a = Wall.shuffled(random.Random(42)).tiles
    b = Wall.shuffled(random.Random(42)).tiles
    assert a == b
    assert a != Wall.shuffled(random.Random(43)).tiles


def test_pon_and_chi_with_galaxy_tiles() -> None:
    assert call_options(tiles("5m5P19s"), tile("5m"), 2, "pon") == [tuple(tiles("5m5P"))]
    assert call_options(tiles("5p5s"), tile("5m"), 2, "pon") == []
    assert call_options(tiles("1M2P9s"), tile("3m"), 2, "chi") == [tuple(tiles("1M2P"))]
    assert call_options(tiles("12p"), tile("3m"), 2, "chi") == []
    chis = call_options(tiles("4m6m7m"), tile("5m"), 2, "chi")
    assert chis == [tuple(tiles("46m")), tuple(tiles("67m"))]
    assert closed_kan_options(tiles("555m5P1z")) == [tuple(tiles("555m5P"))]


# ---------------------------------------------------------------------------- scripted rounds
def test_ron_tanyao_pays_discarder() -> None:
    rnd = new_round([FAR, TENPAI], "2p")
    act(rnd, 0, DISCARD, "2p")
    assert {a.type for a in rnd.legal(1)} == {RON, PON, PASS}
    act(rnd, 1, RON, "2p")
    assert rnd.result is not None and rnd.result.outcome == "ron"
    win = rnd.result.win
    assert win is not None
    expected = score_win(parse_hand(TENPAI), tile("2p"), win.score.situation)
    assert rnd.result.deltas == (-expected.points, expected.points)
    assert any(y.name.lower() == "tanyao" for y in win.score.yaku)


def test_own_discard_furiten_blocks_ron() -> None:
    rnd = new_round([FAR, TENPAI], "3z0s2p")
    act(rnd, 0, DISCARD, "3z")
    assert any(a.type == TSUMO for a in rnd.legal(1))  # drew a red 5s: tsumo possible
    act(rnd, 1, DISCARD, "0s")  # declines and throws a winning tile away
    act(rnd, 0, DISCARD, "2p")
    types = {a.type for a in rnd.legal(1)}
    assert RON not in types and PON in types  # furiten: 5s in own discards


def test_passed_ron_blocks_next_ron_until_own_discard() -> None:
    far2 = "268m268p268s2467z"
    other = "347m347p347s1356z"
    rnd = new_round([FAR, far2, TENPAI, other], "2P0s")
    act(rnd, 0, DISCARD, "2P")
    assert RON in {a.type for a in rnd.legal(2)}  # the galaxy 2P acts as 2p
    act(rnd, 2, PASS)
    act(rnd, 1, DISCARD, "0s")
    assert RON not in {a.type for a in rnd.legal(2)}


def test_riichi_deposit_and_only_drawn_tile_afterwards() -> None:
    rnd = new_round([FAR, "234m456p678s22p5s9m"], "1z5s2z9p")
    act(rnd, 0, DISCARD, "1z")
    assert Action(RIICHI, 1, tile("9m")) in rnd.legal(1)
    act(rnd, 1, RIICHI, "9m")
    assert rnd.scores == [25000, 24000] and rnd.sticks == 1
    act(rnd, 0, DISCARD, "2z")
    assert [a.type for a in rnd.legal(1)] == [DISCARD]  # 9p drawn: tsumogiri only
    with pytest.raises(IllegalAction):
        rnd.apply(Action(DISCARD, 1, tile("2m")))


def test_exhaustive_draw_tenpai_payment() -> None:
    rnd = new_round([FAR, TENPAI], "")
    while not rnd.over:
        player = rnd.pending[0]
        legal = rnd.legal(player)
        passing = [a for a in legal if a.type == PASS]
        drawn = player_view(rnd, player).drawn
        rnd.apply(passing[0] if passing else Action(DISCARD, player, drawn))
    assert rnd.result is not None and rnd.result.outcome == "exhaustive"
    assert rnd.result.tenpai == (False, True)
    assert rnd.result.deltas == (-3000, 3000)
    assert not rnd.result.dealer_stays


# ---------------------------------------------------------------------------- random games
class RandomPlayer:
    """Picks uniformly among legal actions, winning whenever it can."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for kind in (TSUMO, RON):
            for action in legal:
                if action.type == kind:
                    return action
        return self.rng.choice(list(legal))


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_keep_invariants(players: int) -> None:
    endings: Counter[str] = Counter()
    for seed in range(6):
        game = Game(GameConfig(players=players), seed)
        agents: list[Player] = [RandomPlayer(seed * 10 + p) for p in range(players)]
        endings += play_checked(game, agents)
        assert [s.place for s in game.standings()] == list(range(1, players + 1))
    assert endings["ron"] + endings["tsumo"] > 0


def test_seeded_game_replays_identically() -> None:
    def run() -> list[dict[str, object]]:
        game = Game(GameConfig(players=4), 7)
        play_game(game, [RandomPlayer(p) for p in range(4)])
        return game.events

    assert run() == run()


def test_illegal_action_is_refused() -> None:
    rnd = Round(RoundSetup(0, 0, 0, (25000, 25000)), Wall.shuffled(random.Random(1)))
    with pytest.raises(IllegalAction):
        rnd.apply(Action(DISCARD, 1, rnd.seats[1].tiles[0]))  # not player 1's turn
    with pytest.raises(IllegalAction):
        rnd.apply(Action(TSUMO, 0, rnd.seats[0].tiles[0]))


def test_view_hides_other_hands() -> None:
    rnd = Round(RoundSetup(0, 0, 0, (25000,) * 4), Wall.shuffled(random.Random(3)))
    view = player_view(rnd, 1)
    assert view.hand == rnd.seats[1].hand
    assert view.drawn is None  # it is the dealer's turn
    fields = {f for f in vars(view)}
    assert not {"wall", "seats", "tiles"} & fields


# ---------------------------------------------------------------------------- log
def test_log_rebuilds_every_turn(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = Game(GameConfig(players=4), 11)
    play_game(game, [RandomPlayer(p) for p in range(4)])
    path = tmp_path / "game.json"
    save_log(game.events, path)
    events = load_log(path)
    assert events == game.events
    for player in range(4):
        for index in turns(events, player):
            position = position_at(events, index, player)
            assert position.hand.size == 14
    first = turns(events, 0)[0]
    start = next(e for e in events if e["e"] == "start")
    assert (
        position_at(events, first, 0).hand.tiles
        == parse_hand(start["hands"][0] + events[first]["tile"], sizes=(14,)).tiles
    )


def test_game_win_with_three_galaxy_calls_scores() -> None:
    """A tsumo seen in computer games: three chi (one all galaxy) and a pon, 3s tanki won with
    the galaxy 3M acting as 3s.  Every group is simples, so open tanyao is its yaku."""
    hand = parse_hand("3s,24m3P,345p,6M8P7S,88m8M", sizes=(13,))
    result = score_win(hand, tile("3M"), Situation(tsumo=True))
    assert result.has_yaku
    assert [y.name.lower() for y in result.yaku] == ["tanyao"]


def pay(main: int, additional: int = 0, honba: int = 0, sticks: int = 0) -> Payment:
    return Payment(main, additional, honba, honba if additional else 0, sticks, 0, "")


@pytest.mark.parametrize(
    ("payment", "winner", "discarder", "dealer", "players", "expected"),
    [
        (pay(3900), 1, 2, 0, 4, [0, 3900, -3900, 0]),  # ron
        (pay(3900, honba=300, sticks=1000), 1, 0, 0, 2, [-4200, 5200]),
        (pay(2000, 1000), 1, None, 0, 4, [-2000, 4000, -1000, -1000]),  # non-dealer tsumo
        (pay(2000, 1000), 1, None, 0, 2, [-4000, 4000]),  # the one opponent pays it all
        (pay(2000, 2000), 0, None, 0, 4, [6000, -2000, -2000, -2000]),  # dealer tsumo
        (pay(2000, 2000), 0, None, 0, 2, [6000, -6000]),
        (pay(1000, 500, honba=100, sticks=2000), 2, None, 0, 4, [-1100, -600, 4300, -600]),
    ],
)
def test_win_payments(
    payment: Payment,
    winner: int,
    discarder: int | None,
    dealer: int,
    players: int,
    expected: list[int],
) -> None:
    assert win_deltas(payment, winner, discarder, dealer, players) == expected


def test_win_transfers_name_each_payer_with_honba_and_deposits() -> None:
    tsumo = win_transfers(pay(1000, 500, honba=100, sticks=2000), 2, None, 0, 4)
    assert tsumo == [
        Transfer(3, 2, 600, 100),
        Transfer(0, 2, 1100, 100),
        Transfer(1, 2, 600, 100),
        Transfer(None, 2, 2000),
    ]
    two = win_transfers(pay(1000, 500, honba=100), 1, None, 0, 2)
    assert two == [Transfer(0, 1, 2300, 300)]  # what the three payers would pay
    pao_ron = win_transfers(pay(32000, honba=300), 0, 2, 1, 4, liable=3)
    assert pao_ron == [Transfer(3, 0, 16000), Transfer(2, 0, 16300, 300)]


def test_noten_transfers_pair_every_noten_with_every_tenpai_seat() -> None:
    assert noten_transfers((True, True, False, False)) == [
        Transfer(2, 0, 750),
        Transfer(2, 1, 750),
        Transfer(3, 0, 750),
        Transfer(3, 1, 750),
    ]
    assert noten_transfers((True, True)) == []


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ((True, False, False, False), [3000, -1000, -1000, -1000]),
        ((True, True, False, False), [1500, 1500, -1500, -1500]),
        ((False, True, True, True), [-3000, 1000, 1000, 1000]),
        ((True, False), [3000, -3000]),
        ((True, True, True, True), [0, 0, 0, 0]),
        ((False, False), [0, 0]),
    ],
)
def test_noten_payments(tenpai: tuple[bool, ...], expected: list[int]) -> None:
    assert noten_deltas(tenpai) == expected
