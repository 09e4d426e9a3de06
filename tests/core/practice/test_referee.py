"""The self-play referee: quiet on legal play, and it catches an engine that breaks a rule."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, PON, RON
from mahjong_galaxy.core.practice.game.game import GameConfig
from mahjong_galaxy.core.practice.game.referee import Referee
from mahjong_galaxy.core.practice.game.round import Round
from mahjong_galaxy.core.practice.game.selfplay import self_play
from mahjong_galaxy.core.practice.game.settle import Transfer
from mahjong_galaxy.core.rules import DEFAULT_RULES
from tests.helpers.practice_checks import new_round, tiles

# Seat 3 waits on 5z (white pon: a yaku) and 6s (no yaku); seat 0 discards 6s, seat 1 then 5z.
PASSING_HANDS = (
    "159m159p1369s247z",
    "248m248p248s1345z",
    "367m367p2478s236z",
    "234m567m345p55z66s",
)


def step(
    rnd: Round, referee: Referee, player: int, action_type: str, text: str | None = None
) -> None:
    """Apply ``player``'s legal ``action_type`` action (on ``text``), between the referee checks."""
    legal = [a for a in rnd.legal(player) if a.type == action_type]
    if text is not None:
        legal = [a for a in legal if a.tile == tiles(text)[0]]
    assert legal, f"{action_type} {text} not legal for {player}: {rnd.legal(player)}"
    referee.before(rnd, legal[0])
    rnd.apply(legal[0])
    referee.after(rnd)


def test_yakuless_winning_tile_going_by_sets_temporary_furiten() -> None:
    rnd = new_round(PASSING_HANDS, "8m9m")
    referee = Referee(4 * 25000, DEFAULT_RULES)
    step(rnd, referee, 0, DISCARD, "6s")
    assert [a.type for a in rnd.legal(3)] == [PON, PASS]  # 6s wins but has no yaku: no ron
    step(rnd, referee, 3, PASS)
    step(rnd, referee, 1, DISCARD, "5z")
    assert RON not in {a.type for a in rnd.legal(3)}  # the same go-around: furiten
    assert rnd.seats[3].passed_ron
    assert referee.violations == []


def test_referee_catches_a_ron_in_temporary_furiten(monkeypatch: pytest.MonkeyPatch) -> None:
    def careless(self: Round, p: int, tile: object) -> bool:  # forgets every furiten rule
        return self._win_score(p, tile, tsumo=False) is not None  # type: ignore[arg-type]

    monkeypatch.setattr(Round, "_ron_allowed", careless)
    rnd = new_round(PASSING_HANDS, "8m9m")
    referee = Referee(4 * 25000, DEFAULT_RULES)
    step(rnd, referee, 0, DISCARD, "6s")
    step(rnd, referee, 3, PASS)
    step(rnd, referee, 1, DISCARD, "5z")
    step(rnd, referee, 3, RON)
    assert any("temporary furiten" in v for v in referee.violations)


def test_referee_catches_lost_points(monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_galaxy.core.practice.game import round as round_module

    honest = round_module.win_transfers

    def generous(*args: Any, **options: Any) -> list[Transfer]:  # 100 points from nowhere
        return [*honest(*args, **options), Transfer(None, args[1], 100)]

    monkeypatch.setattr(round_module, "win_transfers", generous)
    report = self_play(["1", "1"], 1, seed=2, config=GameConfig(players=2))
    assert any("points not conserved" in v for v in report.violations)


def test_computer_games_have_no_violations() -> None:
    report = self_play(["1", "2", "3", "baseline"], 2, seed=11)
    assert report.games == 2 and report.violations == []
