"""What the analyzer computes for a hand, as one plain function run in a worker thread.

:func:`analyse` needs no Qt: it calls the core solvers and packs their results in an
:class:`Analysis`.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.assignments import assignment_view
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import Tile, kind_name

DECOMPOSITION_LIMIT = 300  # decompositions listed for one winning tile


@dataclass(frozen=True)
class Analysis:
    """Results for one hand.

    Attributes:
        hand: the hand analysed; visible: the visible tiles used for the counts.
        size: tiles in the hand (calls counted as 3).
        waits: the core ``WaitResult`` for a 13-tile hand, else None.
        agari: for a 14-tile hand, whether it is complete; else None.
        shanten: shanten number (-1 agari, 0 tenpai) for 13 or 14 tiles, else None.
        assignments: the core ``AssignmentView`` for a 13-tile hand with galaxy tiles, else None.
        error: a message when the hand could not be analysed.
        elapsed_ms: time spent in the solvers (ms).
    """

    hand: Hand
    visible: tuple[Tile, ...]
    size: int
    waits: Any = None
    agari: bool | None = None
    shanten: int | None = None
    assignments: Any = None
    error: str = ""
    elapsed_ms: float = 0.0


def analyse(hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES) -> Analysis:
    """Analyse ``hand``: waits and assignments at 13 tiles, agari at 14, shanten when known.

    Never raises for a bad hand: solver errors (HandError) come back in ``Analysis.error``.
    """
    start = time.perf_counter()
    fields: dict[str, Any] = {}
    try:
        fields = _solve(hand, tuple(visible), rules)
    except HandError as error:
        fields = {"error": error.message}
    elapsed = (time.perf_counter() - start) * 1000.0
    return Analysis(hand, tuple(visible), hand.size, elapsed_ms=elapsed, **fields)


def _solve(hand: Hand, visible: tuple[Tile, ...], rules: Rules) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    if hand.size == 13:
        fields["waits"] = solve_waits(hand, visible, rules)
        if hand.galaxy_counts and any(hand.galaxy_counts):
            fields["assignments"] = assignment_view(hand, rules)
    elif hand.size == 14:
        fields["agari"] = is_agari(hand, rules)
    if hand.size in (13, 14):
        fields["shanten"] = calculate_shanten(hand, rules).shanten
    return fields


def decomposition_list(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, limit: int = DECOMPOSITION_LIMIT
) -> tuple[list[Any], bool]:
    """The first ``limit`` decompositions of ``hand`` + ``win`` and whether there are more."""
    from mahjong_galaxy.core.solver.decomposition import decompositions

    found: list[Any] = []
    iterator: Iterator[Any] = decompositions(hand, win, rules)
    for item in iterator:
        if len(found) == limit:
            return found, True
        found.append(item)
    return found, False


# -- decomposition rows, drawn by the Waits tab -------------------------------------------------
Placed = tuple[Tile, int | None]  # physical tile, acting kind when it is a galaxy tile
Summary = tuple[str, int, frozenset[str]]  # shape, acting kind of the winning tile, wait forms
DecompositionRow = tuple[Summary, list[list[Placed]]]


def place_tiles(decomposition: Any, hand: Hand, win: Tile) -> list[list[Placed]]:
    """The physical tiles of each group of ``decomposition`` of ``hand`` + ``win``.

    Normal tiles fill the groups first; each remaining slot takes a galaxy tile assigned to that
    kind (``decomposition.assignment``).  Called melds show their own tiles.
    """
    full = hand.with_tile(win)
    normals: dict[int, list[Tile]] = defaultdict(list)
    for tile in full.tiles:
        if not tile.galaxy:
            normals[tile.kind].append(tile)
    galaxies: dict[int, list[Tile]] = defaultdict(list)
    for tile, kind in decomposition.assignment:
        galaxies[kind].append(tile)
    melds = iter(hand.melds)
    groups: list[list[Placed]] = []
    for group in decomposition.groups:
        if group.called:
            meld = next(melds)
            groups.append(
                [
                    (t, k if t.galaxy else None)
                    for t, k in zip(meld.tiles, group.kinds, strict=False)
                ]
            )
            continue
        placed: list[Placed] = []
        for kind in group.kinds:
            if normals[kind]:
                placed.append((normals[kind].pop(), None))
            elif galaxies[kind]:
                placed.append((galaxies[kind].pop(), kind))
        groups.append(placed)
    if decomposition.shape == "milky_way":
        groups.insert(0, [(t, None) for t in full.tiles])
    return groups


def decomposition_table(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, limit: int = DECOMPOSITION_LIMIT
) -> tuple[list[DecompositionRow], bool]:
    """Ready-to-draw rows for the first ``limit`` decompositions, and whether there are more."""
    found, more = decomposition_list(hand, win, rules, limit)
    rows = [((d.shape, d.win_kind, d.forms), place_tiles(d, hand, win)) for d in found]
    return rows, more


# -- rows of the assignment tables (built where the solver runs) ----------------------------
class Row(NamedTuple):
    """One table row: what each column shows (a frozenset is a wait set, shown as tiles text),
    how each column sorts, and the wait set."""

    display: tuple[Any, ...]
    keys: tuple[Any, ...]
    waits: frozenset[int]


def assignment_rows(hand: Hand, items: Iterator[tuple[Any, frozenset[int]]]) -> Iterator[Row]:
    """Table rows for ``(Assignment, waits)`` pairs (built in the solver process; the waits
    column holds the wait set, shown translated by the model)."""
    for assignment, waits in items:
        text = "  ".join(f"{t.text}→{kind_name(k)}" for t, k in assignment.pairs(hand))
        yield Row((text, waits, len(waits)), (text, waits_key(waits), len(waits)), waits)


def view_rows(hand: Hand, view: Any) -> Iterator[Row]:
    """Rows of every tenpai assignment of ``view`` (an ``AssignmentView`` of ``hand``), lazily."""
    return assignment_rows(hand, view.iter_assignments())


def group_row(waits: frozenset[int], count: int) -> Row:
    """Row of the wait-set table: waits, number of kinds, number of assignments."""
    return Row((waits, len(waits), count), (waits_key(waits), len(waits), count), waits)


def waits_key(waits: frozenset[int]) -> str:
    """A string that sorts wait sets by their kinds."""
    return "".join(f"{k:02d}" for k in sorted(waits))
