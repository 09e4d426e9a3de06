"""Self-play: computer levels play seeded games against each other, refereed, with statistics.

Game ``i`` (0-based) of a run with seed ``S`` uses the game seed ``S + i``; the player in seat
``q`` gets the noise seed ``(S + i) * 10 + q``, so a run is reproducible.  The entries of
``levels`` rotate through the seats: in game ``i`` entry ``j`` sits in seat ``(j + i) % players``
(each entry is dealer first equally often over ``players`` games).  Statistics are per entry.

Every action is checked by the :class:`~.referee.Referee`; ``violations`` counts its findings.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mahjong_galaxy.core.practice.game.ai import Player, new_player
from mahjong_galaxy.core.practice.game.game import DEFAULT_CONFIG, Game, GameConfig
from mahjong_galaxy.core.practice.game.log import save_log
from mahjong_galaxy.core.practice.game.referee import Referee
from mahjong_galaxy.core.practice.game.round import Event
from mahjong_galaxy.core.practice.game.view import player_view


@dataclass
class SeatStats:
    """Totals of one ``levels`` entry over a run.

    Attributes:
        level: the level name.
        wins: rounds won; ``deal_ins`` rons paid as the discarder; ``tenpai_at_draw`` exhaustive
            draws ended tenpai; ``calls`` pon / chi / open kan calls; ``riichi`` riichi
            declarations (deposit paid).
        places: sum of final places (1 = first); ``points`` sum of final points;
        chips: net chips (shuugi) won, summed over the games.
    """

    level: str
    wins: int = 0
    deal_ins: int = 0
    tenpai_at_draw: int = 0
    calls: int = 0
    riichi: int = 0
    places: int = 0
    points: int = 0
    chips: int = 0

    def to_json(self, games: int) -> dict[str, object]:
        """The JSON record: counts, ``mean_place`` and ``avg_points`` per game, net ``chips``."""
        return {
            "level": self.level,
            "wins": self.wins,
            "deal_ins": self.deal_ins,
            "tenpai_at_draw": self.tenpai_at_draw,
            "calls": self.calls,
            "riichi": self.riichi,
            "mean_place": round(self.places / games, 3) if games else 0.0,
            "avg_points": round(self.points / games, 1) if games else 0.0,
            "chips": self.chips,
        }


@dataclass
class SelfPlayReport:
    """Result of a run: per-entry statistics, games and rounds played, time, referee findings."""

    seats: list[SeatStats]
    games: int = 0
    hands: int = 0
    elapsed_s: float = 0.0
    violations: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        """The self-play command's JSON (docs/cli.md): ``seats``, ``games``, ``hands``,
        ``elapsed_s``, ``violations`` (a count)."""
        return {
            "seats": [s.to_json(self.games) for s in self.seats],
            "games": self.games,
            "hands": self.hands,
            "elapsed_s": round(self.elapsed_s, 3),
            "violations": len(self.violations),
        }


def self_play(
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    config: GameConfig = DEFAULT_CONFIG,
    log_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> SelfPlayReport:
    """Play ``games`` refereed games between ``levels`` (one entry per seat).

    Args:
        levels: registered level names (:func:`~.ai.level_names`), ``config.players`` of them.
        games: number of games; ``seed``: seed of the first game (see the module docstring).
        config: players and rules of every game.
        log_dir: when given, each game's log is written there as ``game-<seed>.json``.
        progress: called with the number of games finished after each game.

    Raises:
        ValueError: the number of levels is not ``config.players``, or an unknown level.
    """
    players = config.players
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} levels, got {len(levels)}")
    report = SelfPlayReport([SeatStats(level) for level in levels])
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        seating = [(j + i) % players for j in range(players)]  # entry -> seat
        by_seat = {seat: j for j, seat in enumerate(seating)}
        agents = [
            new_player(levels[by_seat[q]], game_seed * 10 + q, config.rules) for q in range(players)
        ]
        game = Game(config, game_seed)
        report.hands += _play(game, agents, report.violations)
        _count(game, [report.seats[by_seat[q]] for q in range(players)])
        report.games += 1
        if log_dir is not None:
            save_log(game.events, log_dir / f"game-{game_seed}.json")
        if progress is not None:
            progress(report.games)
    report.elapsed_s = time.perf_counter() - start
    return report


def _play(game: Game, agents: Sequence[Player], violations: list[str]) -> int:
    """Play ``game`` to the end under a referee; returns the rounds played."""
    referee = Referee(game.config.players * game.config.start_points, game.config.rules)
    rounds = 0
    while not game.over:
        rnd = game.round
        while not rnd.over:
            player = rnd.pending[0]
            legal = rnd.legal(player)
            action = agents[player].act(player_view(rnd, player), legal)
            if action not in legal:
                violations.append(f"game {game.seed}: seat {player} chose illegal {action.text}")
                action = legal[0]
            referee.before(rnd, action)
            rnd.apply(action)
            referee.after(rnd)
        rounds += 1
        game.next_round()
    referee.after_game(game.scores)
    violations.extend(f"game {game.seed}: {v}" for v in referee.violations)
    return rounds


def _count(game: Game, seats: Sequence[SeatStats]) -> None:
    """Add ``game``'s statistics to ``seats`` (indexed by seat)."""
    for event in game.events:
        _count_event(event, seats)
    for standing in game.standings():
        stats = seats[standing.seat]
        stats.places += standing.place
        stats.points += standing.score


def _count_event(event: Event, seats: Sequence[SeatStats]) -> None:
    kind = event["e"]
    if kind == "riichi":
        seats[event["p"]].riichi += 1
    elif kind == "call" and event.get("src") is not None:
        seats[event["p"]].calls += 1
    elif kind == "end":
        for p, chips in enumerate(event["chips"]):
            seats[p].chips += chips
        for win in event["wins"]:
            seats[win["p"]].wins += 1
        for src in {w["src"] for w in event["wins"] if w["src"] is not None}:
            seats[src].deal_ins += 1  # once per round, also for a multiple ron
        for p, ready in enumerate(event.get("tenpai", ())):
            seats[p].tenpai_at_draw += ready
