"""An East-only Galaxy Mahjong game for two or four players: rounds, dealer rotation, standings.

Rules: every player starts with the same points; the dealer keeps the seat after winning or being
tenpai at an exhaustive draw (a honba counter is added, also after any exhaustive draw; a
non-dealer win resets it).  The game ends when the dealer seat has passed every player once, or
as soon as a player is below zero; deposits left on the table go to the first-placed player.
Places are by points, ties broken by seat order (seat 0 first).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_galaxy.core.practice.game.ai import Player
from mahjong_galaxy.core.practice.game.round import Event, Round, RoundResult, RoundSetup
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.practice.game.view import player_view
from mahjong_galaxy.core.practice.game.wall import Wall
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions

RIICHI_STICK = 1000


@dataclass(frozen=True)
class GameConfig:
    """Options of one game.

    Attributes:
        players: 2 or 4.
        start_points: points each player starts with.
        red_fives: one normal five per suit is red (aka dora).
        rules: galaxy rule options; ``options``: scoring options; ``table``: table rules.
    """

    players: int = 4
    start_points: int = 25000
    red_fives: bool = True
    rules: Rules = DEFAULT_RULES
    options: ScoringOptions = DEFAULT_OPTIONS
    table: TableRules = DEFAULT_TABLE

    def to_json(self) -> dict[str, Any]:
        """The options as a JSON-ready dict (galaxy and table rules by option name)."""
        return {
            "players": self.players,
            "start_points": self.start_points,
            "red_fives": self.red_fives,
            **self.rules.to_json(),
            **self.table.to_json(),
        }


DEFAULT_CONFIG = GameConfig()


@dataclass(frozen=True)
class Standing:
    """Final place of one seat: ``place`` 1 = first."""

    seat: int
    score: int
    place: int


class Game:
    """A whole game; :attr:`round` is the round in play.

    Args:
        config: players and rules.
        seed: seed of the walls (the same seed and the same decisions replay the same game).

    Raises:
        ValueError: ``config.players`` is not 2 or 4.
    """

    def __init__(self, config: GameConfig = GameConfig(), seed: int = 0) -> None:
        if config.players not in (2, 4):
            raise ValueError(f"a game has 2 or 4 players, not {config.players}")
        self.config = config
        self.seed = seed
        self.rng = random.Random(seed)
        self.scores = [config.start_points] * config.players
        self.dealer = 0
        self.dealers_passed = 0
        self.honba = 0
        self.sticks = 0
        self.results: list[RoundResult] = []
        self.events: list[Event] = [{"e": "game", "seed": seed, "config": config.to_json()}]
        self.round = self._new_round()

    @property
    def over(self) -> bool:
        """True when the game has ended (see the module docstring)."""
        return self.dealers_passed >= self.config.players or min(self.scores) < 0

    @property
    def round_name(self) -> str:
        """E.g. ``"East 2, 1 honba"``."""
        name = f"East {self.dealers_passed + 1}"
        return f"{name}, {self.honba} honba" if self.honba else name

    def _new_round(self) -> Round:
        setup = RoundSetup(
            self.dealer,
            self.honba,
            self.sticks,
            tuple(self.scores),
            self.config.rules,
            self.config.options,
            self.config.table,
        )
        wall = Wall.shuffled(self.rng, self.config.red_fives)
        return Round(setup, wall, self.events)

    def next_round(self) -> None:
        """Record the finished round and start the next one (or end the game).

        Raises:
            RuntimeError: the current round is not over, or the game is over.
        """
        result = self.round.result
        if result is None or self.over:
            raise RuntimeError("the round is still in play or the game is over")
        self.results.append(result)
        self.scores = list(self.round.scores)
        self.sticks = self.round.sticks
        if result.dealer_stays:
            self.honba += 1
        else:
            self.dealer = (self.dealer + 1) % self.config.players
            self.dealers_passed += 1
            self.honba = self.honba + 1 if result.kind == "exhaustive" else 0
        if self.over:
            self._finish()
        else:
            self.round = self._new_round()

    def _finish(self) -> None:
        top = self.standings()[0].seat
        self.scores[top] += RIICHI_STICK * self.sticks
        self.sticks = 0
        self.events.append({"e": "final", "scores": list(self.scores)})

    def standings(self) -> list[Standing]:
        """Seats ordered by points (ties: lower seat first), with places 1..n."""
        order = sorted(range(self.config.players), key=lambda p: (-self.scores[p], p))
        return [Standing(p, self.scores[p], i + 1) for i, p in enumerate(order)]


def play_round(rnd: Round, agents: Sequence[Player]) -> None:
    """Let ``agents`` (one per seat) play ``rnd`` to its end."""
    while not rnd.over:
        player = rnd.pending[0]
        rnd.apply(agents[player].act(player_view(rnd, player), rnd.legal(player)))


def play_game(game: Game, agents: Sequence[Player]) -> None:
    """Let ``agents`` play every remaining round of ``game``."""
    while True:
        play_round(game.round, agents)
        game.next_round()
        if game.over:
            return
