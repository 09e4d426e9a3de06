"""Over self-play turns, no tile the danger engine calls certainly safe ever deals in.

Players: level-1 computers that also call pon/chi/kan at random (so calls shift the order of
discards) and declare riichi whenever they can; every turn with a choice of discard is checked
against the round's own ron rule.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong_galaxy.core.decision.danger import danger_table
from mahjong_galaxy.core.practice.game.actions import CHI, KAN, PASS, PON, RIICHI, Action
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer
from mahjong_galaxy.core.practice.game.defence_samples import defence_samples
from mahjong_galaxy.core.practice.game.view import PlayerView

SITUATIONS = 2000


class _Caller:
    """Level 1, riichi whenever possible, and a random call on 40 % of the offers."""

    def __init__(self, seed: int) -> None:
        self.player = ComputerPlayer(1, seed)
        self.rng = random.Random(seed)

    def act(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        calls = [a for a in legal if a.type in (PON, CHI, KAN)]
        passing = [a for a in legal if a.type == PASS]
        if passing:
            wins = [a for a in legal if a.type not in (PON, CHI, KAN, PASS)]
            if wins:
                return wins[0]
            return self.rng.choice(calls) if calls and self.rng.random() < 0.4 else passing[0]
        action = self.player.act(view, legal)
        riichi = Action(RIICHI, view.seat, action.tile)
        return riichi if riichi in legal else action


def test_no_certainly_safe_tile_deals_in() -> None:
    checked = safe_claims = riichi_passed = 0
    seeds = range(1, 10_000)
    agents = lambda seed: [_Caller(seed * 4 + p) for p in range(4)]  # noqa: E731
    for sample in defence_samples(seeds, agents):
        for danger in danger_table(sample.view.hand, sample.table):
            truth = sample.deals_in[danger.tile]
            for seat, deals_in in zip(danger.against, truth, strict=True):
                if seat.safe:
                    safe_claims += 1
                    riichi_passed += seat.reason == "passed after riichi"
                    assert not deals_in, (sample.table.text, sample.view.hand.text, danger.tile)
        checked += 1
        if checked >= SITUATIONS:
            break
    assert checked == SITUATIONS
    assert safe_claims > SITUATIONS and riichi_passed > 0
