"""The 何切る drill: a seeded random 14-tile hand; the player's discard against the ranked table.

The table is :func:`~core.efficiency.discard.discard_options` (shanten, then ukeire, then live
waits).  Verdicts: ``best`` (ranked first or tied with the first), ``good`` (0 stars: same
shanten, ukeire within 90 % of the best), ``slower`` (same shanten, fewer ukeire) and ``worse``
(the shanten goes up).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mahjong_galaxy.core.efficiency.discard import DiscardOption, discard_options
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.generate import HandSettings, generate_hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile

DEFAULT_SWAPS = 3


@dataclass(frozen=True)
class DrillQuestion:
    """One drill hand: ``seed``, ``settings``, ``swaps`` (roughness) and the 14-tile ``hand``."""

    seed: int
    settings: HandSettings
    swaps: int
    hand: Hand


@dataclass(frozen=True)
class DrillResult:
    """The player's discard judged.

    Attributes:
        table: the ranked 何切る table.
        chosen: the row of the player's discard.
        rank: 1 + the rows strictly better than it.
        verdict: ``best``, ``good``, ``slower`` or ``worse``.
    """

    table: tuple[DiscardOption, ...]
    chosen: DiscardOption
    rank: int
    verdict: str

    @property
    def correct(self) -> bool:
        """True for a best discard."""
        return self.verdict == "best"


def make_drill(seed: int, settings: HandSettings, swaps: int = DEFAULT_SWAPS) -> DrillQuestion:
    """The drill hand for ``seed`` (a complete hand roughened by ``swaps`` random tiles).

    Raises:
        ValueError: settings out of range.
    """
    hand = generate_hand(random.Random(seed), settings, 14, swaps)
    return DrillQuestion(seed, settings, swaps, hand)


def judge(
    question: DrillQuestion,
    tile: Tile,
    visible: tuple[Tile, ...] = (),
    rules: Rules = DEFAULT_RULES,
) -> DrillResult:
    """Judge discarding ``tile`` from the drill hand.

    Raises:
        ValueError: ``tile`` is not in the hand.
    """
    table = discard_options(question.hand, visible, rules)
    chosen = next((o for o in table if o.tile == tile), None)
    if chosen is None:
        raise ValueError(f"{tile.text} is not in the hand {question.hand.text}")
    key = chosen.rank_key()
    rank = 1 + sum(1 for o in table if o.rank_key() < key)
    if rank == 1:
        verdict = "best"
    elif chosen.shanten > table[0].shanten:
        verdict = "worse"
    else:
        verdict = "good" if chosen.stars == 0 else "slower"
    return DrillResult(table, chosen, rank, verdict)
