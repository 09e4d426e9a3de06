"""Furiten from the player's own discards.

Rule (ordinary riichi, extended to galaxy tiles): a waiting hand is furiten, and may not win by
ron, when any tile the player has discarded would complete it.  A discarded galaxy tile counts
when it could act as a winning kind (or complete a Milky Way).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import KIND_CLASS, Tile


@dataclass(frozen=True)
class Furiten:
    """Furiten status of a waiting hand.

    Attributes:
        discards: the player's own discards that would complete the hand, in discard order.
    """

    discards: tuple[Tile, ...]

    @property
    def furiten(self) -> bool:
        """True when some own discard would complete the hand (no ron allowed)."""
        return bool(self.discards)

    @property
    def reason(self) -> str:
        """Why the hand is furiten, in English words; empty when it is not."""
        return furiten_text(self.discards)


#: Why a hand is furiten, by language (``score``'s text; ``{0}``: the discards).
FURITEN_TEXTS = {
    "en": "furiten: your discard(s) {0} would complete this hand, so it cannot win by ron",
    "ja": "フリテン：自分の捨て牌 {0} で和了形になるため、ロンできません",
}


def furiten_text(discards: Sequence[Tile], language: str = "en") -> str:
    """Why a hand whose own ``discards`` would complete it is furiten, in ``language``
    (``"en"`` or ``"ja"``); empty without such discards."""
    if not discards:
        return ""
    return FURITEN_TEXTS[language].format(format_tiles(discards, sort=False))


def check_furiten(hand: Hand, discards: Iterable[Tile], rules: Rules = DEFAULT_RULES) -> Furiten:
    """Which of ``discards`` would complete the 13-tile waiting ``hand``.

    Args:
        hand: the hand before the winning tile (13 tiles, calls counted as 3).
        discards: the player's own discards, normal or galaxy.
        rules: rule options (seven pairs, Milky Way).

    Raises:
        HandError: the hand does not have 13 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> from mahjong_galaxy.core.notation import parse_tiles
    >>> own = [t for t, _ in parse_tiles("9s4P")]  # galaxy 4P can act as the wait 4m
    >>> [t.text for t in check_furiten(parse_hand("123m456p789s5M6m11z"), own).discards]
    ['4P']
    """
    waits = solve_waits(hand, rules=rules)
    kinds = waits.wait_kinds
    classes = {KIND_CLASS[w.tile.kind] for w in waits.galaxy_waits}
    hits = tuple(
        t for t in discards if (KIND_CLASS[t.kind] in classes if t.galaxy else t.kind in kinds)
    )
    return Furiten(hits)
