"""An East-only Galaxy Mahjong game for two or four players: rounds, dealer rotation, standings.

Rules (docs/rules.md): every player starts with the same points; the dealer keeps the seat after
winning, being tenpai at an exhaustive draw, or an abortive draw (a honba counter is added, also
after any exhaustive draw; a non-dealer win resets it).  The game ends when the dealer seat has
passed every player once, or as soon as a player is below zero.  Table options
(:class:`~.table.TableRules`): ``agari_yame`` — in the last round the dealer stops the game by
winning or being tenpai while first (with at least ``target`` points); ``target`` (30,000) — if
nobody has it when East ends, the game goes on into South as sudden death: it ends after the
first round at whose end someone has ``target`` (at the latest when South ends); ``uma`` — the
final standings add uma and oka.  Deposits left on the table go to the first-placed player.
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
from mahjong_galaxy.core.tiles import EAST, HONOR_NAMES, SOUTH

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


#: Uma by place (in thousands of points), per number of players.
UMA = {4: (20, 10, -10, -20), 2: (10, -10)}


@dataclass(frozen=True)
class Standing:
    """Place of one seat: ``place`` 1 = first; ``result`` the points in thousands after return
    points, uma and oka (None when the table plays no uma); ``chips`` the net chips."""

    seat: int
    score: int
    place: int
    result: float | None = None
    chips: int = 0


class Game:
    """A whole game; :attr:`round` is the round in play.

    Args:
        config: players and rules.
        seed: seed of the walls (the same seed and the same decisions replay the same game).

    Raises:
        ValueError: ``config.players`` is not 2 or 4.
    """

    def __init__(self, config: GameConfig = DEFAULT_CONFIG, seed: int = 0) -> None:
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
        self.chips = [0] * config.players
        self.finished = False
        self.south = False  # the game went on into South (sudden death)
        self.results: list[RoundResult] = []
        self.events: list[Event] = [{"e": "game", "seed": seed, "config": config.to_json()}]
        self.round = self._new_round()

    @property
    def over(self) -> bool:
        """True when the game has ended (see the module docstring)."""
        return self.finished

    @property
    def wind(self) -> int:
        """The round wind kind: East, or South in the extension."""
        return SOUTH if self.south else EAST

    @property
    def round_name(self) -> str:
        """E.g. ``"East 2, 1 honba"`` (``"South 1"`` in the extension)."""
        players = self.config.players
        wind = HONOR_NAMES[self.wind - EAST]
        number = min(self.dealers_passed - players * self.south, players - 1) + 1
        name = f"{wind} {number}"
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
            self.wind,
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
        self.chips = [a + b for a, b in zip(self.chips, result.chips, strict=True)]
        last = self.dealers_passed >= self.config.players - 1  # all-last or the extension
        if result.dealer_stays:
            self.honba += 1
            self.finished = min(self.scores) < 0 or (last and self._dealer_stops())
        else:
            self.dealer = (self.dealer + 1) % self.config.players
            self.dealers_passed += 1
            self.honba = self.honba + 1 if result.outcome in ("exhaustive", "abortive") else 0
            self.finished = min(self.scores) < 0 or self._ends_after_passing()
        if self.finished:
            self._finish()
        else:
            self.round = self._new_round()

    def _dealer_stops(self) -> bool:
        """Agari-yame: the dealer of the last round is first (and has reached the target)."""
        table = self.config.table
        reached = table.target == 0 or self.scores[self.dealer] >= table.target
        return table.agari_yame and self.standings()[0].seat == self.dealer and reached

    def _ends_after_passing(self) -> bool:
        players, target = self.config.players, self.config.table.target
        reached = target == 0 or max(self.scores) >= target
        if self.dealers_passed < players:  # still in East
            return False
        if self.dealers_passed == players:  # East is over: extend into South unless reached
            self.south = not reached
            return reached
        return reached or self.dealers_passed >= 2 * players

    def _finish(self) -> None:
        top = self.standings()[0].seat
        self.scores[top] += RIICHI_STICK * self.sticks
        self.sticks = 0
        standings = self.standings()
        self.events.append(
            {
                "e": "final",
                "scores": list(self.scores),
                "places": [s.place for s in sorted(standings, key=lambda s: s.seat)],
                "results": [s.result for s in sorted(standings, key=lambda s: s.seat)],
                "chips": list(self.chips),
            }
        )

    def standings(self) -> list[Standing]:
        """Seats ordered by points (ties: lower seat first), with places 1..n, the result with
        uma and oka (when the table plays them) and chips."""
        players, table = self.config.players, self.config.table
        order = sorted(range(players), key=lambda p: (-self.scores[p], p))
        back = table.target or self.config.start_points  # the return (kaeshi) points
        oka = (back - self.config.start_points) * players / 1000
        found = []
        for i, p in enumerate(order):
            result = None
            if table.uma:
                result = (self.scores[p] - back) / 1000 + UMA[players][i] + (oka if i == 0 else 0)
                result = round(result, 1)
            found.append(Standing(p, self.scores[p], i + 1, result, self.chips[p]))
        return found


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
