"""Waits of a 13-tile Galaxy Mahjong hand: every winning tile, normal and galaxy, exactly.

A normal kind is a wait when one more normal copy completes the hand; a galaxy tile (by printed
kind) is a wait when acting as some kind of its class completes it, or through Milky Way.  Waits
are shape-based: a wait whose copies are all held or visible stays listed with ``remaining = 0``
(a kind's fifth copy can still come as a galaxy tile).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.agari import milky_way, special_waits
from mahjong_galaxy.core.solver.blocks import block_forms
from mahjong_galaxy.core.solver.rank_dp import WaitForm, form_names, regular_dp
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    KIND_CLASS,
    Tile,
    galaxy_tile,
    normal_tile,
)

MILKY_WAY_FORM: WaitForm = "milky_way"
#: Winning tiles with their wait forms, without counts (:func:`winning_tiles`).
Winners = tuple[tuple[Tile, frozenset[WaitForm]], ...]


@dataclass(frozen=True)
class WinningTile:
    """One winning tile with its counts and wait forms.

    Attributes:
        tile: a normal tile of the winning kind, or the galaxy tile by printed kind.
        remaining: unseen copies of exactly this tile: for a normal kind 3 minus the normal copies
            in hand, melds and visible tiles; for a galaxy tile 1 unless it is held or visible by
            its printed kind or every galaxy tile of its class is in sight (a ``g`` tile is "one
            of 4M/4P/4S": see :mod:`~mahjong_galaxy.core.supply`).
        live: unseen tiles able to act as it: for a normal kind its remaining normal copies plus
            the unseen galaxy tiles of its class; for a galaxy tile the unseen galaxy tiles of
            its class.
        forms: wait forms, a subset of ryanmen, kanchan, penchan, shanpon, tanki (plus
            ``milky_way`` for a galaxy tile that wins through Milky Way).
    """

    tile: Tile
    remaining: int
    live: int
    forms: frozenset[WaitForm]

    @property
    def dead(self) -> bool:
        """True when no unseen tile can come as this winning tile."""
        return self.live == 0


@dataclass(frozen=True)
class WaitResult:
    """Waits of a 13-tile hand.

    Attributes:
        hand: the hand solved.
        tenpai: True when at least one tile (normal or galaxy) completes it.
        normal_waits: winning normal kinds (as normal tiles), sorted m, p, s, z then number.
        galaxy_waits: winning galaxy tiles by printed kind, same order.
        visible: the tiles seen elsewhere that the counts leave out (besides the hand).
    """

    hand: Hand
    tenpai: bool
    normal_waits: tuple[WinningTile, ...]
    galaxy_waits: tuple[WinningTile, ...]
    visible: tuple[Tile, ...] = ()

    @property
    def winners(self) -> tuple[WinningTile, ...]:
        """Every winning tile: the normal waits, then the galaxy waits."""
        return self.normal_waits + self.galaxy_waits

    @property
    def wait_kinds(self) -> frozenset[int]:
        """The winning normal kinds (0..33)."""
        return frozenset(w.tile.kind for w in self.normal_waits)


@lru_cache(maxsize=1 << 14)
def _kind_forms(
    normal: tuple[int, ...], galaxy_counts: tuple[int, ...], closed_14: bool, rules: Rules
) -> dict[int, int]:
    found = None if closed_14 else block_forms(normal, galaxy_counts)
    if found is None:
        found = regular_dp(normal, galaxy_counts).joker_forms()
    if closed_14:
        for kind, mask in special_waits(normal, galaxy_counts, rules).items():
            found[kind] = found.get(kind, 0) | mask
    return found


def wait_forms(hand: Hand, rules: Rules = DEFAULT_RULES) -> dict[int, frozenset[WaitForm]]:
    """Winning normal kinds of a 13-tile hand, each with its wait forms.

    Returns:
        ``{kind: frozenset(form names)}``; kinds 0..33.

    Raises:
        HandError: the hand does not have 13 tiles (calls counted as 3).
    """
    return {kind: form_names(mask) for kind, mask in _form_masks(hand, rules).items()}


def _form_masks(hand: Hand, rules: Rules) -> dict[int, int]:
    """Per winning normal kind of a 13-tile hand, its wait-form bit mask (memoised)."""
    hand.require_size(13, "waits")
    return _kind_forms(hand.normal_counts, hand.galaxy_counts, not hand.melds, rules)


def winning_kinds(hand: Hand, rules: Rules = DEFAULT_RULES) -> frozenset[int]:
    """Normal kinds (0..33) whose one more copy completes a 13-tile hand.

    Raises:
        HandError: the hand does not have 13 tiles.
    """
    return frozenset(_form_masks(hand, rules))


def solve_waits(
    hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES
) -> WaitResult:
    """Every winning tile of a 13-tile hand, with remaining/live counts and wait forms.

    Args:
        hand: 13 tiles (13 - 3k concealed for k calls).
        visible: tiles seen elsewhere (discards, dora indicators) for the counts.
        rules: rule options (seven pairs with identical pairs, Milky Way).

    Returns:
        A :class:`WaitResult`.

    Raises:
        HandError: the hand does not have 13 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> result = solve_waits(parse_hand("123m456p789s11z5M6m"))
    >>> [(w.tile.text, w.remaining, w.live) for w in result.winners][:3]
    [('4m', 3, 6), ('7m', 3, 6), ('4M', 1, 3)]
    """
    seen = Supply((*hand.all_tiles, *visible))
    normal, galaxy = winning_tiles(hand, rules)
    waits = tuple(_with_counts(normal, seen))
    galaxy_waits = tuple(_with_counts(galaxy, seen))
    return WaitResult(hand, bool(waits or galaxy_waits), waits, galaxy_waits, tuple(visible))


def _with_counts(winners: Winners, seen: Supply) -> list[WinningTile]:
    counts = seen.wait_counts(tile for tile, _ in winners)
    return [WinningTile(t, *c, forms) for (t, forms), c in zip(winners, counts, strict=True)]


def winning_tiles(hand: Hand, rules: Rules = DEFAULT_RULES) -> tuple[Winners, Winners]:
    """The winning tiles of a 13-tile hand with their wait forms, without the counts of
    :func:`solve_waits` (which depend on the tiles in sight).

    Returns:
        ``(normal, galaxy)``, each ``((tile, frozenset(form names)), ...)``: the winning normal
        kinds as normal tiles, then the winning galaxy tiles by printed kind, both sorted m, p,
        s, z then number.

    Raises:
        HandError: the hand does not have 13 tiles.
    """
    forms = wait_forms(hand, rules)
    normal = tuple((normal_tile(kind), names) for kind, names in sorted(forms.items()))
    extra: frozenset[WaitForm] = (
        frozenset({MILKY_WAY_FORM}) if milky_way(hand, rules) else frozenset()
    )
    winning = {KIND_CLASS[kind] for kind in forms}
    galaxy: list[tuple[Tile, frozenset[WaitForm]]] = []
    for cls, kinds in enumerate(CLASS_KINDS):
        if cls not in winning and not extra:
            continue
        names = extra.union(*(forms[k] for k in kinds if k in forms))
        galaxy.extend((galaxy_tile(printed), names) for printed in kinds)
    return normal, tuple(galaxy)


__all__ = [
    "WaitResult",
    "WinningTile",
    "solve_waits",
    "wait_forms",
    "winning_kinds",
    "winning_tiles",
]
