"""A solo game session: one human seat against computer players, as the Practice tab drives it.

The session owns the :class:`~.engine.Game` and the computer players.  A front end loops:
while :meth:`GameSession.computer_seat` names a seat, ask that player (possibly in a worker
thread: :meth:`computer_request` returns the view and legal actions, the player only reads
them) and :meth:`apply` its answer; when :attr:`human_to_act` is true, offer
:meth:`human_legal` to the user; when the round is over, show :attr:`last_result` and call
:meth:`next_round`.  Computer claims are asked before the human's, and a claim takes effect
only once every claimant has answered, so nothing the computers chose is shown early.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mahjong_galaxy.core.practice.game.actions import Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.game import Game, GameConfig, Standing
from mahjong_galaxy.core.practice.game.log import save_log
from mahjong_galaxy.core.practice.game.round import Round, RoundResult
from mahjong_galaxy.core.practice.game.view import PlayerView, player_view
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules

HUMAN = 0


class GameSession:
    """One game with the human at seat 0.

    Args:
        players: 2 or 4.
        level: computer level 1-4 for every computer seat.
        seed: game seed (walls and computer noise).
        rules: galaxy rule options.

    Raises:
        ValueError: bad player count or level.
    """

    def __init__(
        self, players: int = 4, level: int = 2, seed: int = 0, rules: Rules = DEFAULT_RULES
    ) -> None:
        self.game = Game(GameConfig(players=players, rules=rules), seed)
        self.level = level
        self.computers = {p: ComputerPlayer(level, seed * 10 + p, rules) for p in range(1, players)}

    @property
    def round(self) -> Round:
        """The round in play (or just finished)."""
        return self.game.round

    @property
    def last_result(self) -> RoundResult | None:
        """Result of the round in play once it is over."""
        return self.round.result

    @property
    def over(self) -> bool:
        """True when the game has ended."""
        return self.game.over

    def computer_seat(self) -> int | None:
        """A computer seat that must act now, or None."""
        return next((p for p in self.round.pending if p != HUMAN), None)

    @property
    def human_to_act(self) -> bool:
        """True when only the human's decision is awaited."""
        return self.round.pending == [HUMAN]

    def human_view(self) -> PlayerView:
        """What the human sees."""
        return player_view(self.round, HUMAN)

    def human_legal(self) -> list[Action]:
        """The human's legal actions now (empty when it is not their decision)."""
        return self.round.legal(HUMAN) if self.human_to_act else []

    def computer_request(self, seat: int) -> tuple[ComputerPlayer, PlayerView, list[Action]]:
        """The player, its view and its legal actions (hand these to a worker if slow)."""
        return self.computers[seat], player_view(self.round, seat), self.round.legal(seat)

    def computer_move(self, seat: int) -> Action:
        """Ask computer ``seat`` for its action in this thread and apply it."""
        player, view, legal = self.computer_request(seat)
        action = player.act(view, legal)
        self.apply(action)
        return action

    def apply(self, action: Action) -> None:
        """Apply an action (human or computer).

        Raises:
            IllegalAction: not legal now.
        """
        self.round.apply(action)

    def next_round(self) -> None:
        """Start the next round after a finished one (the game may end instead)."""
        self.game.next_round()

    def standings(self) -> list[Standing]:
        """Current places by points."""
        return self.game.standings()

    def save_log(self, path: Path) -> None:
        """Write the game log (JSON) to ``path``."""
        save_log(self.game.events, path)

    @property
    def events(self) -> Sequence[dict[str, object]]:
        """The log events so far."""
        return self.game.events
