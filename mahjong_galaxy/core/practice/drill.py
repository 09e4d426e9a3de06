"""The 何切る drill: a seeded random 14-tile hand; the player's discard against the ranked table.

The table is :func:`~core.efficiency.discard.discard_options` (shanten, then ukeire, then live
waits).  Verdicts: ``best`` (ranked first or tied with the first), ``good`` (0 stars: same
shanten, ukeire within 90 % of the best), ``slower`` (same shanten, fewer ukeire) and ``worse``
(the shanten goes up).

Grading by expected value (:func:`judge_by_value`): the same verdicts on the table re-ranked by
an objective of :mod:`mahjong_galaxy.core.decision.ev` (expected points, win or tenpai
probability), with its stars; a hand too far from tenpai for the search is graded by ukeire, and
the result says so (``ranked_by``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace

from mahjong_galaxy.core.decision.ev import Budget, EvSettings, ev_stars, evaluate
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
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
        best: the discards ranked first (ties included).
        ranked_by: ``"ukeire"`` or the expected-value objective the table is ranked by.
    """

    table: tuple[DiscardOption, ...]
    chosen: DiscardOption
    rank: int
    verdict: str
    best: tuple[Tile, ...] = ()
    ranked_by: str = "ukeire"

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
    keys = {o.tile: tuple(map(float, o.rank_key())) for o in table}
    return _verdict(table, tile, question.hand, keys, "ukeire")


#: States the expected-value grading may search before it falls back to ukeire.
DRILL_MAX_NODES = 60_000


def judge_by_value(
    question: DrillQuestion,
    tile: Tile,
    objective: str = "points",
    visible: tuple[Tile, ...] = (),
    rules: Rules = DEFAULT_RULES,
    max_nodes: int = DRILL_MAX_NODES,
) -> DrillResult:
    """Judge discarding ``tile`` by expected value (clean model, options off, turn 1).

    Raises:
        ValueError: ``tile`` is not in the hand.
    """
    settings = EvSettings(objective=objective, visible=visible)
    try:
        ev = evaluate(question.hand, settings, rules, Budget(max_nodes=max_nodes))
    except SearchTooLarge:
        return judge(question, tile, visible, rules)
    stars = ev_stars(ev.options, objective)
    order = {o.tile: i for i, o in enumerate(ev.options)}
    table = sorted(
        (replace(o, stars=stars[o.tile]) for o in discard_options(question.hand, visible, rules)),
        key=lambda o: order[o.tile],
    )
    keys = {o.tile: tuple(o.rank_key(objective)[:3]) for o in ev.options if o.tile is not None}
    return _verdict(tuple(table), tile, question.hand, keys, objective)


def _verdict(
    table: tuple[DiscardOption, ...],
    tile: Tile,
    hand: Hand,
    keys: Mapping[Tile, tuple[float, ...]],
    ranked_by: str,
) -> DrillResult:
    chosen = next((o for o in table if o.tile == tile), None)
    if chosen is None:
        raise ValueError(f"{tile.text} is not in the hand {hand.text}")
    rank = 1 + sum(1 for o in table if keys[o.tile] < keys[tile])
    if rank == 1:
        verdict = "best"
    elif chosen.shanten > table[0].shanten:
        verdict = "worse"
    else:
        verdict = "good" if chosen.stars == 0 else "slower"
    best = tuple(o.tile for o in table if keys[o.tile] == keys[table[0].tile])
    return DrillResult(table, chosen, rank, verdict, best, ranked_by)
