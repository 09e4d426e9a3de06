"""East-only game end rules (docs/rules.md): agari-yame, the 30,000 extension, uma and oka."""

from __future__ import annotations

from dataclasses import replace

from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.round import RoundResult
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE
from mahjong_galaxy.core.tiles import EAST, SOUTH


def end_round(game: Game, scores: list[int], dealer_stays: bool) -> None:
    """Finish the round in play with ``scores`` (as a draw that moves those points)."""
    rnd = game.round
    players = game.config.players
    deltas = tuple(s - b for s, b in zip(scores, rnd.setup.scores, strict=True))
    rnd.scores = list(scores)
    rnd.sticks = 0
    rnd.result = RoundResult(
        "exhaustive", (), deltas, (True,) * players, dealer_stays, (0,) * players
    )
    game.next_round()


def game(**table: object) -> Game:
    return Game(GameConfig(players=2, table=replace(DEFAULT_TABLE, **table)), seed=1)  # type: ignore[arg-type]


def test_agari_yame_stops_the_last_round_when_the_dealer_leads() -> None:
    g = game()
    end_round(g, [25000, 25000], dealer_stays=False)  # East 2: seat 1 deals the last round
    assert g.dealer == 1 and g.round_name == "East 2, 1 honba"
    end_round(g, [19000, 31000], dealer_stays=True)
    assert g.over and g.events[-1]["e"] == "final"


def test_without_agari_yame_the_dealer_plays_on() -> None:
    g = game(agari_yame=False)
    end_round(g, [25000, 25000], dealer_stays=False)
    end_round(g, [19000, 31000], dealer_stays=True)
    assert not g.over and g.dealer == 1


def test_nobody_at_30000_extends_into_south_until_someone_is() -> None:
    g = game()
    end_round(g, [25000, 25000], dealer_stays=False)
    end_round(g, [26000, 24000], dealer_stays=False)
    assert not g.over and g.wind == SOUTH and g.round_name.startswith("South 1")
    assert g.round.setup.round_wind == SOUTH
    end_round(g, [30000, 20000], dealer_stays=False)
    assert g.over


def test_the_extension_ends_with_south() -> None:
    g = game()
    for _ in range(4):
        end_round(g, [25000, 25000], dealer_stays=False)
    assert g.over and g.wind == SOUTH


def test_no_extension_with_target_zero() -> None:
    g = game(target=0)
    end_round(g, [25000, 25000], dealer_stays=False)
    end_round(g, [26000, 24000], dealer_stays=False)
    assert g.over and g.wind == EAST


def test_uma_and_oka_in_the_standings() -> None:
    g = Game(GameConfig(players=4), seed=1)
    g.scores = [10000, 40000, 20000, 30000]
    results = {s.seat: s.result for s in g.standings()}
    assert results == {1: 50.0, 3: 10.0, 2: -20.0, 0: -40.0}
    plain = Game(GameConfig(players=4, table=replace(DEFAULT_TABLE, uma=False)), seed=1)
    assert all(s.result is None for s in plain.standings())
