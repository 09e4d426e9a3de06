"""What each wait set of the galaxy assignments is worth: its winning tiles valued over its own
assignments only.

The per-assignment view (:mod:`~mahjong_galaxy.core.solver.assignments`) groups the tenpai
galaxy assignments of a 13-tile hand by wait set.  For a group G and a winning tile w, the best
value is the best declaration of hand + w among those whose assignment of the 13 tiles lies in
G, scored as :func:`~mahjong_galaxy.core.scoring.win.score_win` scores every declaration (the
``mahjong`` library underneath, the same situations as :func:`.values.tile_values`: ron and
tsumo, riichi and dama, at the round/seat wind and dora indicators given).  A Milky Way shape
does not depend on the assignment: it counts in every group.

A declaration's assignment is read off its concealed groups (their kinds less the normal tiles
and the winning tile's acting kind); its wait set is the winning kinds of the hand with each
galaxy tile replaced by a normal tile of its acting kind (:func:`.solver.waits.winning_kinds`,
one call per distinct assignment).  The declarations of hand + w are enumerated once for all
groups, each distinct reading is bounded and valued at most once (a normal winning tile and
the galaxy tiles acting as it share readings), and a reading whose :mod:`.scoring.bound` cannot
reach its group's best so far is not valued (:func:`.scoring.win.score_groups`).

The winning tiles of G: the normal kinds of G, and every galaxy tile that wins under an
assignment of G (the galaxy tiles of the classes of G's kinds; in a Milky Way hand every galaxy
winning tile).  Expected value, as for the whole hand (:func:`.values.expected_points`): the
points of a win averaged over the unseen winning copies with yaku, each physical tile once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.decision.values import (
    TileValue,
    WinValue,
    copies_apart,
    copy_weights,
    expected_points,
    interchangeable,
    red_copy_values,
    way_situations,
    way_values,
    ways_scored,
)
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions
from mahjong_galaxy.core.scoring.win import ReadingMemo, score_groups
from mahjong_galaxy.core.solver.assignments import assignment_view
from mahjong_galaxy.core.solver.decomposition import Outline
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits, winning_kinds
from mahjong_galaxy.core.tiles import EAST, NUM_KINDS, SOUTH, Tile, normal_tile

WaitSet = frozenset[int]


@dataclass(frozen=True)
class GroupValue:
    """What one wait set is worth.

    Attributes:
        waits: the wait set (normal kinds 0..33).
        tiles: its winning tiles, each valued over the group's assignments only
            (:class:`.values.TileValue`; normal kinds then galaxy tiles, the order of
            :attr:`.solver.waits.WaitResult.winners`).
        live: unseen winning tiles of the group (:func:`.values.copy_weights` of its tiles:
            normal copies by kind, each unseen galaxy tile once).
        expected: ``{way: points}`` averaged over the group's unseen winning copies with yaku.
    """

    waits: WaitSet
    tiles: tuple[TileValue, ...]
    live: int
    expected: dict[str, float]

    def best_points(self, way: str) -> int:
        """The most points one winning tile of the group gives on a win ``way`` (0: none); a
        five's red copy that may come counts as a winning tile of its own
        (:func:`.values.copies_apart`), as in :attr:`expected`."""
        return max((t.best_points(way) for t in copies_apart(self.tiles)), default=0)

    def has_yaku(self, way: str) -> bool:
        """True when some winning tile of the group has a yaku on a win ``way``."""
        return any(t.values.get(way) for t in self.tiles)


@dataclass(frozen=True)
class GroupValues:
    """The values of every wait set of a hand's tenpai assignments.

    Attributes:
        hand: the 13-tile hand.
        ways: the ways valued (:data:`.values.WAYS`, the riichi ones only for a closed hand).
        groups: ``{wait set: GroupValue}`` for every wait set of the hand's assignment view.
    """

    hand: Hand
    ways: tuple[str, ...]
    groups: dict[WaitSet, GroupValue]


def group_values(
    hand: Hand,
    round_wind: int = EAST,
    seat_wind: int = SOUTH,
    dora_indicators: Sequence[Tile] = (),
    rules: Rules = DEFAULT_RULES,
    options: ScoringOptions = DEFAULT_OPTIONS,
    waits: WaitResult | None = None,
    wait_sets: Sequence[WaitSet] | None = None,
) -> GroupValues:
    """Value the winning tiles of each wait set of a 13-tile hand over that set's assignments.

    Args:
        hand: 13 tiles (13 - 3k concealed with k calls).
        round_wind, seat_wind: wind kinds 27 (East) .. 30 (North); seat East is the dealer.
        dora_indicators: dora indicator tiles (the galaxy dora rule applies).
        rules: galaxy rule options; options: scoring options (as :func:`.values.tile_values`).
        waits: the hand's :func:`~.solver.waits.solve_waits` result when already known (its
            remaining counts weight the expected values).
        wait_sets: the wait sets of the hand's :func:`~.solver.assignments.assignment_view`
            when already known (None: built here).

    Returns:
        A :class:`GroupValues` with a group for every wait set of the assignment view (a hand
        without galaxy tiles has its one wait set; a group none of whose winning tiles can
        come has no tiles).

    Raises:
        HandError: the hand does not have 13 tiles, a wind is not 27..30, or the dora
            indicators and the hand use more copies of a tile than exist.
    """
    result = waits if waits is not None else solve_waits(hand, (), rules)
    if wait_sets is None:
        wait_sets = [w for w, _ in assignment_view(hand, rules).groups]
    ways, situations = way_situations(hand, round_wind, seat_wind, dora_indicators)
    memo = ReadingMemo(suit_blind=True)  # fu items are not shown
    sets = _WaitSets(hand, rules)
    values: dict[WaitSet, dict[Tile, dict[str, WinValue | None]]] = {}
    for possible in interchangeable(hand, result, dora_indicators, options):
        scored_ways = ways_scored(hand, possible[0], ways, rules)
        scored = score_groups(
            hand,
            possible,
            situations[: len(scored_ways)],
            sets.of,
            wait_sets,
            options,
            rules,
            memo,
            True,
        )
        for wait_set, rows in scored.items():
            assert isinstance(wait_set, frozenset)
            found = values.setdefault(wait_set, {})
            for tile, row in zip(possible, rows, strict=True):
                found[tile] = way_values(ways, scored_ways, row)
    groups = {}
    for wait_set in wait_sets:
        found = values.get(wait_set, {})
        tiles = tuple(
            TileValue(w, found[w.tile], red_copy_values(found, w.tile))
            for w in result.winners
            if w.tile in found
        )
        expected = {way: expected_points(tiles, way) for way in ways}
        live = round(sum(copy_weights(tiles)))
        groups[wait_set] = GroupValue(wait_set, tiles, live, expected)
    return GroupValues(hand, ways, groups)


class _WaitSets:
    """The wait set of the 13-tile assignment behind each decomposition, memoised by
    assignment."""

    def __init__(self, hand: Hand, rules: Rules) -> None:
        self.hand = hand
        self.rules = rules
        self.normal = hand.normal_counts
        self.normals = tuple(t for t in hand.tiles if not t.galaxy)
        self.melds = len(hand.melds)
        self.memo: dict[tuple[int, ...], WaitSet] = {}

    def of(self, outline: Outline) -> WaitSet:
        """The wait set of the assignment of the concealed galaxy tiles that the decomposition
        of ``outline`` uses (not a Milky Way shape, which has none)."""
        groups = outline.groups
        acting = [-n for n in self.normal]
        for group in groups[: len(groups) - self.melds]:
            for kind in group.kinds:
                acting[kind] += 1
        acting[outline.win_kind] -= 1
        key = tuple(acting)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._waits(key)
        return found

    def _waits(self, acting: tuple[int, ...]) -> WaitSet:
        added = [normal_tile(k) for k in range(NUM_KINDS) for _ in range(acting[k])]
        concrete = Hand(tuple(sort_tiles((*self.normals, *added))), self.hand.melds)
        return winning_kinds(concrete, self.rules)


__all__ = ["GroupValue", "GroupValues", "group_values"]
