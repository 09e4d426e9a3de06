"""The call advice in the solo game: hint line, advice -> legal action, the advised player."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from mahjong_galaxy.core.practice.game.actions import ANKAN, DISCARD, PASS, PON, Action
from mahjong_galaxy.core.practice.game.ai import CallAdviser, ComputerPlayer, Player
from mahjong_galaxy.core.practice.game.call_player import action_for, claim_advice, kan_advice
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.hints import CALL, LANGUAGE, hint_lines, hints
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
    for seed in (1, 2):
        game = Game(GameConfig(players=4), seed)
        agents: list[Player] = [ComputerPlayer(3, seed * 10 + p) for p in range(4)]
        agents[seed % 4] = CallAdviser(seed)
        play_checked(game, agents)
        calls.update(e["type"] for e in game.events if e["e"] == "call" and e["p"] == seed % 4)
    assert sum(calls.values()) > 0, calls


def test_calls_off_never_calls() -> None:
    game = Game(GameConfig(players=4), 3)
    agents: list[Player] = [CallAdviser(3 * 10 + p, calls=False) for p in range(4)]
    play_checked(game, agents)
    assert not any(e["e"] == "call" for e in game.events)
