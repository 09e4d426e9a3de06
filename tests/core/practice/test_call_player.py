"""The call advice in the solo game: hint line, advice -> legal action, the advised player;
discards by hand value (open hands keep their yaku, dora kept among equals)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from mahjong_galaxy.core.practice.game.actions import ANKAN, CHI, DISCARD, PASS, PON, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer, Player, new_player
from mahjong_galaxy.core.practice.game.analysis import rank_discards
from mahjong_galaxy.core.practice.game.call_player import action_for, claim_advice, kan_advice
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.hints import CALL, LANGUAGE, hint_lines, hints
from mahjong_galaxy.core.practice.game.value_play import most_valuable, open_discard
from tests.helpers.practice_checks import play_checked, tiles, two_player_view


def test_claim_hint_and_action() -> None:
    view = replace(two_player_view("234m456p78s77z1z99m"), last_discard=tiles("7z")[0])
    legal = [Action(PON, 0, tiles("7z")[0], tiles("77z")), Action(PASS, 0)]
    advice = claim_advice(view, legal)
    assert advice is not None and advice.best.call == "pon"
    assert action_for(advice.best, legal) == legal[0]
    lines = hint_lines(view, legal)
    assert any(line.startswith("call advice: pon 77z — recommended") for line in lines)
    words = {LANGUAGE: "ja", CALL: "鳴き判断: {0}{1} — {2}", "pon": "ポン"}
    japanese = [h.text(lambda t: words.get(t, t)) for h in hints(view, legal)]
    assert any(line.startswith("鳴き判断: ポン 77z — 推奨") for line in japanese)
    assert claim_advice(view, [Action(PASS, 0)]) is None


def test_kan_advice_on_own_draw() -> None:
    view = replace(two_player_view("111m234p567s99s22z1P"), drawn=tiles("1P")[0])
    kan = Action(ANKAN, 0, None, tiles("111m1P"))
    legal = [Action(DISCARD, 0, t) for t in dict.fromkeys(view.hand.tiles)] + [kan]
    advice = kan_advice(view, legal)
    assert advice is not None and advice.best.call == "ankan"
    assert action_for(advice.best, legal) == kan
    assert any(
        line.startswith("call advice: closed kan 111m1P") for line in hint_lines(view, legal)
    )


def test_advised_player_keeps_every_invariant_and_calls() -> None:
    calls: Counter[str] = Counter()
    for seed in range(1, 9):  # until the advised player has called (it calls sparingly)
        game = Game(GameConfig(players=4), seed)
        agents: list[Player] = [ComputerPlayer(3, seed * 10 + p) for p in range(4)]
        agents[seed % 4] = new_player("calls", seed)
        play_checked(game, agents)
        calls.update(e["type"] for e in game.events if e["e"] == "call" and e["p"] == seed % 4)
        if calls:
            break
    assert sum(calls.values()) > 0, calls


def test_calls_off_never_calls() -> None:
    game = Game(GameConfig(players=4), 3)
    agents = [new_player("calls_off", 3 * 10 + p) for p in range(4)]
    play_checked(game, agents)
    assert not any(e["e"] == "call" for e in game.events)


def test_open_hand_keeps_its_yaku() -> None:
    # open tanyao (chi 234m): 3s is the fastest discard but leaves 123p, no yaku; 1p keeps tanyao
    view = two_player_view("456p78s55m123p3s,234m")
    legal = [Action(DISCARD, 0, t) for t in dict.fromkeys(view.hand.tiles)]
    assert open_discard(view, set(view.hand.tiles)) == tiles("1p")[0]
    assert new_player("calls").act(view, legal) == Action(DISCARD, 0, tiles("1p")[0])
    assert ComputerPlayer(3).act(view, legal) == Action(DISCARD, 0, tiles("3s")[0])


def test_open_discard_without_any_yaku_is_none() -> None:
    view = two_player_view("19p19s1p9s5z6z7z8p9p,234m")  # open, no yaku within reach
    assert open_discard(view, set(view.hand.tiles)) is None


def test_most_valuable_keeps_the_dora() -> None:
    view = two_player_view("123m456p789s22m5z6z9m", dora="7z")  # 5z is dora
    options = rank_discards(view.hand, view.visible, best_only=True)
    assert options[0].tile == tiles("5z")[0]  # by ukeire alone the dora goes
    assert most_valuable(view, options).tile != tiles("5z")[0]
    legal = [Action(DISCARD, 0, t) for t in dict.fromkeys(view.hand.tiles)]
    assert ComputerPlayer(5).act(view, legal).tile != tiles("5z")[0]


def test_advice_follows_the_table_kuikae_rule() -> None:
    # chi 4p with 56p: the tenpai discards after it (4p, 7p) are kuikae, allowed only by the rule
    hand = "56p4p7p123m456s789s"
    offered = tiles("4p")[0]
    strict = replace(two_player_view(hand), last_discard=offered)
    free = replace(strict, kuikae=True)
    chi = Action(CHI, 0, offered, tiles("56p"))
    legal = [chi, Action(PASS, 0)]
    strict_advice, free_advice = claim_advice(strict, legal), claim_advice(free, legal)
    assert strict_advice is not None and free_advice is not None
    strict_chi = [o for o in strict_advice.options if o.call == "chi"]
    free_chi = [o for o in free_advice.options if o.call == "chi"]
    assert all(not o.kuikae for o in strict_chi)
    assert any(o.kuikae for o in free_chi)


def test_advised_player_skips_the_advice_only_when_no_call_could_follow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Asking the call advice at every offer gives the same games as the player's pre-check."""
    logs = []
    for ask_always in (False, True):
        if ask_always:
            monkeypatch.setattr(ComputerPlayer, "_call_may_pay", lambda *_: True)
        games = []
        game = Game(GameConfig(players=4), 5)
        play_checked(game, [new_player("calls", 50 + p) for p in range(4)])
        games.append(game.events)
        logs.append(games)
    assert logs[0] == logs[1]
    assert any(e["e"] == "call" for events in logs[0] for e in events)  # calls were made
