"""The app's process boundary: every function the analyzer runs in its solver child.

Nothing here imports Qt.  Each job is a module-level function taking picklable arguments and
returning a picklable, typed result; the window starts one with
``context.run(key, jobs.<job>, *args, on_done=...)`` (see :class:`.context.AnalyzerContext`),
which runs it in the solver child (forked on Linux, :mod:`.solver_process`) or, where there is
no child, in a worker thread of the app.  :data:`JOBS` and :data:`ITERATORS` are the whole list.

Jobs (started by -> job -> result):

- every edit, rules change (``AnalyzerContext``) -> :func:`analyse` -> :class:`Analysis`
  (waits, galaxy assignments, agari, shanten of the current hand: the one analysis job of an
  edit, whose result every analyzer tab reads from ``context.analysisReady``)
- Waits tab, a winning tile selected -> :func:`decomposition_table` ->
  ``(list[DecompositionRow], more)``
- Discard tab, an edit or the table changed -> :func:`discard_report` -> :class:`DiscardReport`
  (the 何切る table with each tile's danger and the push / fold advice)
- Discard tab, an expected-value objective chosen -> :func:`ev_report` -> :class:`EvReport`
  (progress and cancellation through :mod:`.job_control`)
- 何切る drill graded by expected value, a discard chosen -> :func:`drill_by_value` ->
  ``DrillResult``
- Win tab, a winning tile or the situation changed -> :func:`score` -> ``ScoreResult | str``
- Calls tab, an edit, the offered tile or its seat changed -> :func:`call_report` ->
  :class:`CallReport`
- Assignments tab, a wait set expanded or scrolled to its end -> :func:`view_rows` (an
  iterator kept open in the child, pulled a batch at a time: ``context.batches``) ->
  :class:`Row` items
- every tenpai analysis (``AnalyzerContext``, read by the Waits tab from
  ``context.valuesReady``) -> :func:`hand_values` -> ``HandValues | str``
- after those values, a hand with galaxy tiles (``AnalyzerContext``, read by the Assignments
  tab from ``context.groupValuesReady``) -> :func:`wait_set_values` -> ``GroupValues | str``
- Assignments tab, a 14-tile hand, one job per distinct discard in turn -> :func:`aim_discard`
  -> ``tuple[AimOption, ...] | str`` (the readings that discard keeps open, valued)
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, NamedTuple

from mahjong_galaxy.app import job_control
from mahjong_galaxy.core.decision.calls import CallAdvice, advise_call, advise_kan
from mahjong_galaxy.core.decision.ev import (
    INTERACTIVE_MAX_NODES,
    Budget,
    EvSettings,
    EvTable,
    evaluate,
)
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
from mahjong_galaxy.core.decision.group_values import GroupValue, GroupValues, group_values
from mahjong_galaxy.core.decision.hand_value import Table
from mahjong_galaxy.core.decision.push_fold import Defence, defence
from mahjong_galaxy.core.decision.values import HandValues, tile_values
from mahjong_galaxy.core.efficiency.discard import DiscardOption
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.efficiency.ukeire import Ukeire, calculate_ukeire, live_total
from mahjong_galaxy.core.efficiency.yaku_shanten import YakuShanten, yaku_shanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.drill import DrillQuestion, DrillResult, judge_by_value
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import ScoreResult, score_win
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.assignments import Assignment, AssignmentView, assignment_view
from mahjong_galaxy.core.solver.decomposition import Decomposition, Shape, decompositions
from mahjong_galaxy.core.solver.rank_dp import WaitForm
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import Tile, kind_name

DECOMPOSITION_LIMIT = 300  # decompositions listed for one winning tile


# -- the analysis of an edit ----------------------------------------------------------------
@dataclass(frozen=True)
class Analysis:
    """Results for one hand.

    Attributes:
        hand: the hand analysed; visible: the visible tiles used for the counts.
        size: tiles in the hand (calls counted as 3).
        waits: the winning tiles of a 13-tile hand, else None.
        agari: for a 14-tile hand, whether it is complete; else None.
        shanten: shanten number (-1 agari, 0 tenpai) for 13 or 14 tiles, else None.
        assignments: the galaxy assignments of a 13-tile hand with galaxy tiles, else None.
        error: a message when the hand could not be analysed.
        elapsed_ms: time spent in the solvers (ms).
    """

    hand: Hand
    visible: tuple[Tile, ...]
    size: int
    waits: WaitResult | None = None
    agari: bool | None = None
    shanten: int | None = None
    assignments: AssignmentView | None = None
    error: str = ""
    elapsed_ms: float = 0.0


def analyse(hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES) -> Analysis:
    """Analyse ``hand``: waits and assignments at 13 tiles, agari at 14, shanten when known.

    Never raises for a bad hand: solver errors (HandError) come back in ``Analysis.error``.
    """
    start = time.perf_counter()
    seen = tuple(visible)
    try:
        analysis = _solve(hand, seen, rules)
    except HandError as error:
        analysis = Analysis(hand, seen, hand.size, error=error.message)
    return replace(analysis, elapsed_ms=(time.perf_counter() - start) * 1000.0)


def _solve(hand: Hand, visible: tuple[Tile, ...], rules: Rules) -> Analysis:
    waits, assignments, agari, shanten = None, None, None, None
    if hand.size == 13:
        waits = solve_waits(hand, visible, rules)
        if any(hand.galaxy_counts):
            assignments = assignment_view(hand, rules)
    elif hand.size == 14:
        agari = is_agari(hand, rules)
    if hand.size in (13, 14):
        shanten = calculate_shanten(hand, rules).shanten
    return Analysis(hand, visible, hand.size, waits, agari, shanten, assignments)


# -- decompositions of one winning tile (Waits tab) ---------------------------------------
Placed = tuple[Tile, int | None]  # physical tile, acting kind when it is a galaxy tile
Summary = tuple[Shape, int, frozenset[WaitForm]]  # shape, acting kind of the win, wait forms
DecompositionRow = tuple[Summary, list[list[Placed]]]


def decomposition_list(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, limit: int = DECOMPOSITION_LIMIT
) -> tuple[list[Decomposition], bool]:
    """The first ``limit`` decompositions of ``hand`` + ``win`` and whether there are more."""
    found: list[Decomposition] = []
    for item in decompositions(hand, win, rules):
        if len(found) == limit:
            return found, True
        found.append(item)
    return found, False


def place_tiles(decomposition: Decomposition, hand: Hand, win: Tile) -> list[list[Placed]]:
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
    """Job: ready-to-draw rows for the first ``limit`` decompositions of ``hand`` + ``win``,
    and whether there are more."""
    found, more = decomposition_list(hand, win, rules, limit)
    rows = [((d.shape, d.win_kind, d.forms), place_tiles(d, hand, win)) for d in found]
    return rows, more


# -- rows of the assignment tables (Assignments tab) ---------------------------------------
class Row(NamedTuple):
    """One row of the assignment tree: what each column shows (a frozenset is a wait set,
    shown as tiles), how each column sorts, the wait set, and for an assignment its galaxy
    tiles with their acting kinds (those changing suit or honour kind first)."""

    display: tuple[Any, ...]
    keys: tuple[Any, ...]
    waits: frozenset[int]
    pairs: tuple[tuple[Tile, int], ...] = ()


def assignment_rows(
    hand: Hand, items: Iterator[tuple[Assignment, frozenset[int]]]
) -> Iterator[Row]:
    """Rows for ``(Assignment, waits)`` pairs: the text ``"7S→7s  1M→1s"`` (galaxy tile ->
    acting kind, those not acting as printed first), the wait set and the pairs."""
    for assignment, waits in items:
        pairs = changed_first(assignment.pairs(hand))
        text = "  ".join(f"{t.text}→{kind_name(k)}" for t, k in pairs)
        yield Row((text,), (text,), waits, pairs)


def acts_as_printed(tile: Tile, kind: int) -> bool:
    """True when a galaxy tile acts as the kind printed on it (a ``g`` tile never does)."""
    return tile.suit_known and tile.kind == kind


def changed_first(pairs: Sequence[tuple[Tile, int]]) -> tuple[tuple[Tile, int], ...]:
    """``(galaxy tile, acting kind)`` pairs, those not acting as printed first (order kept)."""
    return tuple(sorted(pairs, key=lambda pair: acts_as_printed(*pair)))


def view_rows(
    hand: Hand, view: AssignmentView, waits: frozenset[int] | None = None
) -> Iterator[Row]:
    """Iterator job: rows of the tenpai assignments of ``view`` (the ``AssignmentView`` of
    ``hand``) whose wait set is ``waits`` (None: every tenpai assignment), lazily."""
    return assignment_rows(hand, view.iter_assignments(waits))


def group_row(
    waits: frozenset[int],
    count: int,
    result: WaitResult | None = None,
    values: GroupValues | None = None,
    way: str = "ron",
) -> Row:
    """Row of the wait-set table: waits, number of assignments, live copies, best and expected
    points of a win ``way`` (blank until ``values`` are known; None when no winning tile of the
    set has a yaku that way, e.g. a closed hand's dama ron without yaku).

    Live copies: the unseen normal copies of the winning kinds plus the unseen galaxy tiles of
    their classes, each tile once (:func:`group_live`); once ``values`` are known, the set's
    own count (:attr:`.group_values.GroupValue.live`, which in a Milky Way hand also counts the
    galaxy tiles of other classes).  Best and expected: the set's own
    (:class:`.group_values.GroupValue`: each winning tile valued over the assignments of this
    wait set only, expected weighted by the unseen copies).
    """
    live = group_live(waits, result) if result is not None else 0
    best: int | str | None = ""
    expected: int | str | None = ""
    group = values.groups.get(waits) if values is not None else None
    if group is not None:
        live = group.live
        best = group.best_points(way)
        expected = round(group.expected.get(way, 0.0))
        if not group.has_yaku(way):
            best = expected = None
    display = (waits, count, live, best, expected)
    keys = (waits_key(waits), count, live, best or 0, expected or 0)
    return Row(display, keys, waits)


def group_live(waits: frozenset[int], result: WaitResult) -> int:
    """Unseen tiles that win for the wait set ``waits``: normal copies of its kinds plus the
    unseen galaxy tiles of their classes, each counted once (:func:`.ukeire.live_total`)."""
    return live_total(result, waits)


def waits_key(waits: frozenset[int]) -> str:
    """A string that sorts wait sets by their kinds."""
    return "".join(f"{k:02d}" for k in sorted(waits))


# -- what to discard (Discard tab) ---------------------------------------------------------
@dataclass(frozen=True)
class DiscardReport:
    """What the Discard tab shows for one hand: the 何切る table (14 tiles), the ukeire
    (13 tiles), the per-yaku shanten (any size) and, at 14 tiles, the danger of each tile with
    the push / fold advice for the table around the hand; ``after_yaku`` is the per-yaku
    shanten of the 13 tiles each discard keeps, in the order of ``options``; ``agari``: the 14
    tiles are already a complete hand (a win to declare before any discard)."""

    hand: Hand
    options: tuple[DiscardOption, ...]
    yaku: tuple[YakuShanten, ...]
    ukeire: Ukeire | None = None
    defence: Defence | None = None
    after_yaku: tuple[tuple[YakuShanten, ...], ...] = ()
    agari: bool = False

    def yaku_after(self, option: DiscardOption) -> tuple[YakuShanten, ...]:
        """The per-yaku shanten after discarding ``option`` (one of :attr:`options`)."""
        return self.after_yaku[self.options.index(option)]


def discard_report(
    hand: Hand,
    visible: tuple[Tile, ...],
    rules: Rules,
    table: TableSituation,
) -> DiscardReport:
    """Job: the table (with danger and advice) at 14 tiles or the ukeire at 13, and the
    per-yaku shanten for the table's seat and round winds; ``visible`` counts besides the
    table's own tiles."""
    yaku = yaku_shanten(hand, table.seat_wind, table.round_wind, rules)
    if hand.size == 14:
        result = defence(hand, table, rules, visible)
        options = tuple(v.option for v in result.values)
        winds = (table.seat_wind, table.round_wind)
        after = tuple(yaku_shanten(o.hand, *winds, rules) for o in options)  # < 1 ms each
        agari = is_agari(hand, rules)
        return DiscardReport(hand, options, yaku, defence=result, after_yaku=after, agari=agari)
    seen = (*visible, *table.visible)
    ukeire = calculate_ukeire(hand, seen, rules) if hand.size == 13 else None
    return DiscardReport(hand, (), yaku, ukeire)


# -- call advice (Calls tab) ---------------------------------------------------------------
@dataclass(frozen=True)
class CallReport:
    """What the Calls tab shows: the advice on an offered tile (13 tiles) or on the tile just
    drawn (14 tiles: kans), or the message saying why there is none; ``agari``: the hand with
    that tile is complete (a ron on the offer, a tsumo on the draw: a win to declare first)."""

    hand: Hand
    tile: Tile | None
    advice: CallAdvice | None
    message: str = ""
    error: HandError | None = None
    agari: bool = False


def call_report(
    hand: Hand,
    tile: Tile | None,
    source: str,
    visible: tuple[Tile, ...],
    rules: Rules,
    situation: TableSituation,
) -> CallReport:
    """Job: :func:`~core.decision.calls.advise_call` for a 13-tile hand and an offered tile,
    :func:`~core.decision.calls.advise_kan` for a 14-tile hand and its drawn tile, at the table
    ``situation`` (winds, dora, tiles in sight, the live wall from the turn) with ``visible``
    tiles in sight besides the table's."""
    table = Table.of(situation)
    table = replace(table, seen=(*table.seen, *visible))
    try:
        if tile is None:
            return CallReport(hand, None, None, "no tile")
        if hand.size == 13:
            advice = advise_call(hand, tile, source, table, rules)
            return CallReport(hand, tile, advice, agari=is_agari(hand.with_tile(tile), rules))
        if hand.size == 14:
            advice = advise_kan(hand, tile, False, table, rules)
            return CallReport(hand, tile, advice, agari=is_agari(hand, rules))
        return CallReport(hand, tile, None, "size")
    except HandError as error:
        return CallReport(hand, tile, None, error.message, error)


#: States the app's expected-value search may build before it gives up with the labelled
#: ukeire fallback: the interactive budget (at most about 15 s of CPU, see its definition).
EV_MAX_NODES = INTERACTIVE_MAX_NODES


@dataclass(frozen=True)
class EvReport:
    """The Discard tab's expected-value table of one hand.

    Attributes:
        hand: the hand evaluated.
        table: the table, or None when the search passed :data:`EV_MAX_NODES` states (the hand
            is too far from tenpai: the tab keeps the ukeire ranking and says so) or was
            cancelled.
        objective: the ranking used.
        cancelled: True when a newer job superseded this one before it finished.
    """

    hand: Hand
    table: EvTable | None
    objective: str
    cancelled: bool = False


def ev_report(
    hand: Hand,
    visible: tuple[Tile, ...],
    rules: Rules,
    seat: int,
    round_wind: int,
    objective: str,
    max_nodes: int = EV_MAX_NODES,
    token: int = 0,
    dora: tuple[Tile, ...] = (),
    turn: int = 1,
) -> EvReport:
    """Job: the expected-value table of a 14-tile hand (clean model, options off, red fives
    aka dora as the table's scores count them), or a report without a table when the search
    passes ``max_nodes`` states.

    ``dora``: the table's dora indicators (they make dora, as ``discard --ev --dora``, and are
    tiles in sight); ``visible``: the other tiles in sight; ``turn``: the table's turn (as
    ``--turn``; past the last turn of the model, its last turn).

    With a ``token`` from :func:`.job_control.begin` the search reports its progress there and
    stops (a report with ``cancelled`` True) as soon as the token is stale."""
    settings = EvSettings(
        objective=objective,
        seat_wind=seat,
        round_wind=round_wind,
        dora=dora,
        visible=visible,
        turn=max(1, min(turn, EvSettings.t_max)),
        red_fives=True,
    )
    progress = None
    if token:
        progress = partial(job_control.report, token)
        if not job_control.is_current(token):  # superseded while it waited in the queue
            return EvReport(hand, None, objective, cancelled=True)
    try:
        table = evaluate(hand, settings, rules, Budget(max_nodes=max_nodes, progress=progress))
    except SearchTooLarge:
        table = None
    except job_control.Cancelled:
        return EvReport(hand, None, objective, cancelled=True)
    return EvReport(hand, table, objective)


def drill_by_value(question: DrillQuestion, tile: Tile, rules: Rules) -> DrillResult:
    """Job: the 何切る drill's judgement of discarding ``tile`` by expected points (ukeire when
    the hand is too far from tenpai for the search)."""
    return judge_by_value(question, tile, "points", (), rules)


# -- the score of a win (Win tab) ----------------------------------------------------------
def score(
    hand: Hand,
    win: Tile,
    situation: Situation,
    rules: Rules,
    discards: tuple[Tile, ...] | None,
) -> ScoreResult | HandError:
    """Job: the score of ``hand`` (13 tiles) winning on ``win``, or the HandError of an
    impossible situation (the app shows it in the UI language)."""
    try:
        return score_win(hand, win, situation, rules=rules, discards=discards)
    except HandError as error:
        return error


# -- values of the winning tiles (Waits and Assignments tabs) -------------------------------
def hand_values(
    hand: Hand, rules: Rules, waits: WaitResult, table: TableSituation
) -> HandValues | str:
    """Job: what each winning tile of ``hand`` (13 tiles) is worth on ron and tsumo, with
    riichi and dama, at the table's round and seat wind and dora indicators (as the CLI's
    ``--round-wind``, ``--seat-wind`` and ``--dora``), or a HandError message (e.g. the
    indicators and the hand use more copies than exist)."""
    try:
        return tile_values(hand, *_at_table(table), rules=rules, waits=waits)
    except HandError as error:
        return error.message


def _at_table(table: TableSituation) -> tuple[int, int, tuple[Tile, ...]]:
    """The round wind, seat wind and dora indicators of ``table``."""
    return table.round_wind, table.seat_wind, tuple(table.dora_indicators)


def wait_set_values(
    hand: Hand,
    rules: Rules,
    waits: WaitResult,
    wait_sets: tuple[frozenset[int], ...],
    table: TableSituation,
) -> GroupValues | str:
    """Job: what the winning tiles of each wait set of ``hand`` (13 tiles; ``wait_sets`` from
    its assignment view) are worth over that set's galaxy assignments only, on ron and tsumo,
    with riichi and dama, at the table's winds and dora indicators
    (:func:`~core.decision.group_values.group_values`), or a HandError message."""
    try:
        return group_values(hand, *_at_table(table), rules=rules, waits=waits, wait_sets=wait_sets)
    except HandError as error:
        return error.message


@dataclass(frozen=True)
class AimOption:
    """A reading a discard from 14 tiles keeps open: one wait set of the 13 tiles left.

    Attributes:
        discard: the tile to discard.
        value: the reading valued over its own galaxy assignments
            (:class:`~core.decision.group_values.GroupValue`: its winning tiles, live copies,
            expected points per win way; the riichi ways only when the 13 tiles are closed).
        assignments: the galaxy assignments of the 13 tiles giving this wait set (1 without
            galaxy tiles).
    """

    discard: Tile
    value: GroupValue
    assignments: int


def aim_discard(
    hand: Hand, discard: Tile, visible: tuple[Tile, ...], rules: Rules, table: TableSituation
) -> tuple[AimOption, ...] | str:
    """Job: the readings discarding ``discard`` from a 14-tile hand keeps open (the wait sets
    of the 13 tiles left, :func:`~core.solver.assignments.assignment_view`; without galaxy
    tiles its one wait), each valued over its own assignments on ron and tsumo, with riichi and
    dama, at the table's winds and dora indicators
    (:func:`~core.decision.group_values.group_values`); empty when the 13 tiles are not
    tenpai; or a HandError message (e.g. the indicators and the hand use more copies than
    exist).  One discard per job, so a heavy hand's discards (about a second each) never hold
    the next edit's analysis up behind all of them in the solver child."""
    rest = hand.without_tile(discard)
    try:
        waits = solve_waits(rest, visible, rules)
        if not waits.tenpai:
            return ()
        counts = dict(assignment_view(rest, rules).groups)
        # tenpai only as a Milky Way (under no assignment): its winning kinds are the reading
        sets = tuple(counts) or (waits.wait_kinds,)
        values = group_values(rest, *_at_table(table), rules=rules, waits=waits, wait_sets=sets)
    except HandError as error:
        return error.message
    return tuple(AimOption(discard, g, counts.get(w, 0)) for w, g in values.groups.items())


#: Every job that runs in the solver child (``context.run``).
JOBS: frozenset[Callable[..., object]] = frozenset(
    {
        analyse,
        aim_discard,
        call_report,
        decomposition_table,
        discard_report,
        drill_by_value,
        ev_report,
        hand_values,
        score,
        wait_set_values,
    }
)
#: Every iterator the solver child keeps open and hands out in batches (``context.batches``).
ITERATORS: frozenset[Callable[..., Iterator[object]]] = frozenset({view_rows})
