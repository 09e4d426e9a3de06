"""Computer players: 200 computer-only games with invariants, level behaviour, hidden tiles."""

from __future__ import annotations

import multiprocessing
import os
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

import pytest

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.practice.game.actions import CHI, DISCARD, PASS, PON, RIICHI, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer, Player, new_player
from mahjong_galaxy.core.practice.game.analysis import random_best
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.view import PlayerView
from tests.helpers.practice_checks import play_checked, tiles, two_player_view

GAMES = 200


def levels_for(seed: int, players: int) -> list[int]:
    """Mostly beginners (fast); every eighth game seats all three levels."""
    if seed % 8 == 0:
        return [(seed // 8 + p) % 3 + 1 for p in range(players)]
    return [1] * players


def play_seeds(seeds: list[int]) -> Counter[str]:
    endings: Counter[str] = Counter()
    for seed in seeds:
        players = 4 if seed % 2 == 0 else 2
        game = Game(GameConfig(players=players), seed)
        levels = levels_for(seed, players)
        agents: list[Player] = [ComputerPlayer(lv, seed * 10 + p) for p, lv in enumerate(levels)]
        endings += play_checked(game, agents)
        endings["games"] += 1
    return endings


def test_200_computer_games_keep_every_invariant() -> None:
    workers = max(1, min(4, os.cpu_count() or 1))
    chunks = [list(range(i, GAMES, workers)) for i in range(workers)]
    context = multiprocessing.get_context("spawn")  # no fork: Qt threads may exist
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        endings = sum(pool.map(play_seeds, chunks), Counter())
    assert endings["games"] == GAMES
    assert endings["tsumo"] > 50 and endings["ron"] > 50 and endings["exhaustive"] > 0


def view(hand: str, riichi_discards: str = "") -> PlayerView:
    return two_player_view(hand, riichi_discards)


def discards_of(hand: str) -> list[Action]:
    return [Action(DISCARD, 0, t) for t in dict.fromkeys(parse_hand(hand, sizes=(14,)).tiles)]


def test_strong_player_takes_the_tenpai_discard() -> None:
    hand = "123m456p789s1122z3z"
    choice = ComputerPlayer(3).act(view(hand), discards_of(hand))
    assert choice == Action(DISCARD, 0, tiles("3z")[0])


def test_strong_player_folds_against_riichi_when_far() -> None:
    hand = "19m23p58s1234567z9p"  # far from tenpai: seven single honours
    legal = discards_of(hand)
    fold = ComputerPlayer(3).act(view(hand, "5s9p"), legal)
    assert fold.tile in tiles("5s9p")  # genbutsu: the riichi player discarded it
    push = ComputerPlayer(2).act(view(hand, "5s9p"), legal)
    assert push.type == DISCARD


@pytest.mark.parametrize(
    ("level", "calls"), [(1, False), (2, True), (3, True), (4, True), (5, False)]
)
def test_yakuhai_pon_by_level(level: int, calls: bool) -> None:
    # the hand is tenpai (2p kanchan) already: level 5 follows the call advice, which opens a
    # hand only when the call makes it faster
    hand = parse_hand("55z123m456p789s13p", sizes=(13,))
    pon = Action(PON, 0, tiles("5z")[0], tiles("55z"))
    legal = [pon, Action(PASS, 0)]
    seen = view("55z123m456p789s13p9m")
    claim = PlayerView(**{**vars(seen), "hand": hand, "last_discard": tiles("5z")[0]})
    assert (ComputerPlayer(level).act(claim, legal) == pon) is calls


def test_levels_are_reproducible_by_seed() -> None:
    hand = "2468m13579p2468s1z"
    legal = discards_of(hand)
    for level in (1, 2, 3, 4, 5):
        first = [ComputerPlayer(level, s).act(view(hand), legal) for s in range(5)]
        again = [ComputerPlayer(level, s).act(view(hand), legal) for s in range(5)]
        assert first == again


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        ComputerPlayer(6)


@pytest.mark.parametrize("level", [4, 5])
def test_defending_player_folds_with_a_galaxy_covered_tile_and_no_riichi(level: int) -> None:
    hand = "19m23p58s1234567z9s"  # far from tenpai; the riichi player discarded galaxy 5M
    legal = discards_of(hand)
    fold = ComputerPlayer(level).act(view(hand, "1p5M"), legal)
    assert fold.type == DISCARD and fold.tile in tiles("5s")  # covered by 5M: 5m, 5p, 5s


@pytest.mark.parametrize("level", [4, 5])
def test_defending_player_keeps_tenpai_with_a_safe_tile(level: int) -> None:
    hand = "123m456p789s11z22z9m"
    legal = [*discards_of(hand), Action(RIICHI, 0, tiles("9m")[0])]
    keep = ComputerPlayer(level).act(view(hand, "5s9m"), legal)
    assert keep.tile == tiles("9m")[0]


def test_beginner_discard_is_random_among_the_lowest_shanten() -> None:
    hand = parse_hand("2468m13579p2468s1z")
    by_tile = {t: calculate_shanten(hand.without_tile(t)).shanten for t in set(hand.tiles)}
    lowest = min(by_tile.values())
    best = {t for t, s in by_tile.items() if s == lowest}
    picked = {random_best(hand, random.Random(seed)).tile for seed in range(40)}
    assert picked <= best and len(picked) > 1


@pytest.mark.parametrize("level", [4, 5])
def test_defending_player_pushes_a_good_tenpai(level: int) -> None:
    # tenpai on 14m / 69s-free ryanmen after 9p; the riichi player's river makes nothing safe
    hand = "23m456p789s11z456s9p"
    legal = [*discards_of(hand), Action(RIICHI, 0, tiles("9p")[0])]
    push = ComputerPlayer(level).act(view(hand, "8m2s"), legal)
    assert push.tile == tiles("9p")[0]


def test_cautious_player_folds_an_open_one_shanten_hand_against_riichi() -> None:
    # open tanyao 1-shanten with three dora (chi 234m; 567p 22s 34s 78s 68m; dora 2s 2s 7p);
    # the riichi player discarded 4s: level 4 pushes the shape (the advice's push of 2s, worth
    # it for the dora: without them the advice folds too), level 5 folds with the genbutsu 4s
    hand = "567p22s34s78s68m,234m"
    legal = [Action(DISCARD, 0, t) for t in dict.fromkeys(view(hand).hand.tiles)]
    riichi = two_player_view(hand, "4s", dora="1s4m6p")
    assert ComputerPlayer(4).act(riichi, legal).tile == tiles("2s")[0]
    assert ComputerPlayer(5).act(riichi, legal) == Action(DISCARD, 0, tiles("4s")[0])
    assert ComputerPlayer(4).act(view(hand, "4s"), legal).tile == tiles("4s")[0]  # no dora
    closed = "234m567p22s34s78s68m"  # the same shape closed: riichi is within reach, it pushes
    closed_view = two_player_view(closed, "4s", dora="1s4m6p")
    assert ComputerPlayer(5).act(closed_view, discards_of(closed)).tile == tiles("2s")[0]


def test_cautious_player_does_not_chase_a_riichi_on_a_poor_wait() -> None:
    # tenpai on the 2m kanchan after the genbutsu 9m: fewer than CHASE_WAITS live tiles
    hand = "13m456p789s11z567s9m"
    legal = [*discards_of(hand), Action(RIICHI, 0, tiles("9m")[0])]
    assert ComputerPlayer(4).act(view(hand, "5s9m"), legal) == legal[-1]
    assert ComputerPlayer(5).act(view(hand, "5s9m"), legal) == Action(DISCARD, 0, tiles("9m")[0])


def claim_view(hand: str, offered: str) -> PlayerView:
    return replace(two_player_view(hand), last_discard=tiles(offered)[0])


def test_top_player_pons_a_yakuhai_that_speeds_up_the_hand() -> None:
    pon = Action(PON, 0, tiles("7z")[0], tiles("77z"))
    legal = [pon, Action(PASS, 0)]
    assert ComputerPlayer(5).act(claim_view("234m456p78s77z1z99m", "7z"), legal) == pon
    assert new_player("calls_off").act(claim_view("234m456p78s77z1z99m", "7z"), legal) != pon


def test_top_player_declines_a_call_that_loses_the_yaku() -> None:
    # open tanyao (chi 234m): chi 1p with 23p reaches tenpai but 123p leaves no yaku; levels 3
    # and 4 take any call lowering shanten, level 5 follows the call advice and passes
    hand = "23p456p78s55m3s,234m"
    chi = Action(CHI, 0, tiles("1p")[0], tiles("23p"))
    legal = [chi, Action(PASS, 0)]
    assert ComputerPlayer(4).act(claim_view(hand, "1p"), legal) == chi
    assert ComputerPlayer(5).act(claim_view(hand, "1p"), legal) == Action(PASS, 0)
