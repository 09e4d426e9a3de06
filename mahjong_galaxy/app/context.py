"""The object every analyzer tab receives: current hand, latest analysis, background jobs.

A feature tab is built as ``factory(context)`` (see ``main_window.TABS``) and typically::

    context.analysisReady.connect(self.show_analysis)      # hand + solver results
    context.run("discard", jobs.discard_report, hand, visible, rules, table,
                on_done=self.show_report)

Solver work crosses the process boundary only as ``job, *args``: a function listed in
:mod:`.jobs` and picklable arguments (:meth:`AnalyzerContext.run`, :meth:`AnalyzerContext.batches`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from mahjong_galaxy.app import jobs, solver_process
from mahjong_galaxy.app.editor import EditorState
from mahjong_galaxy.app.jobs import Analysis
from mahjong_galaxy.app.solver_process import Batches
from mahjong_galaxy.app.workers import TaskRunner
from mahjong_galaxy.core.decision.group_values import GroupValues
from mahjong_galaxy.core.decision.values import HandValues
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.table import TableSituation, parse_table
from mahjong_galaxy.core.tiles import Tile

Result = TypeVar("Result")


class AnalyzerContext(QObject):
    """Shared state of the analyzer window.

    Signals:
        handChanged(object): the edited :class:`Hand` changed (every accepted edit).
        analysisReady(object): the :class:`Analysis` of the current hand arrived; results of
            hands that are no longer current are never emitted.
        busyChanged(bool): a job has been running for more than 100 ms / all jobs are done.
        tableChanged(object): the table around the hand (:attr:`table`, a
            ``TableSituation``) changed: an edit with tiles or text, undo, or a position opened
            from a game.
        windsChanged(int, int): the seat and round wind kinds (27..30) of the table changed,
            or a hand was opened with its winds; the tabs with wind choices follow.
        offerChosen(object, str): a river tile was chosen as the tile on offer (tile, the seat
            that discarded it: ``right``, ``across`` or ``left``) for the Calls tab.
        valuesReady(object): the ``HandValues`` of the current tenpai hand arrived (after its
            analysis; :func:`.jobs.hand_values`), or None when the hand has none.
        groupValuesReady(object): the ``GroupValues`` of the wait sets of the current hand's
            galaxy assignments arrived (after its values; :func:`.jobs.wait_set_values`), or
            None when the hand has none (no galaxy tiles, not tenpai, or a new analysis).
    """

    handChanged = Signal(object)
    analysisReady = Signal(object)
    busyChanged = Signal(bool)
    windsChanged = Signal(int, int)
    tableChanged = Signal(object)
    offerChosen = Signal(object, str)
    valuesReady = Signal(object)
    groupValuesReady = Signal(object)

    def __init__(
        self,
        editor: EditorState,
        runner: TaskRunner,
        rules: Rules = DEFAULT_RULES,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.editor = editor
        self.runner = runner
        self.rules = rules
        self.analysis: Analysis | None = None
        self.values: HandValues | None = None
        self.group_values: GroupValues | None = None
        self._show_tab: Callable[[str], None] = lambda key: None
        self._table = editor.snapshot.table
        runner.busyChanged.connect(self.busyChanged)
        editor.changed.connect(self._on_edit)

    @property
    def hand(self) -> Hand:
        """The hand being edited (canonical order)."""
        return self.editor.snapshot.hand

    @property
    def visible(self) -> tuple[Tile, ...]:
        """Every tile in sight outside the hand: the table's, then the other tiles seen."""
        return self.editor.snapshot.seen

    @property
    def other_visible(self) -> tuple[Tile, ...]:
        """Tiles in sight that the table does not show (entered as "also seen")."""
        return self.editor.snapshot.visible

    @property
    def table(self) -> TableSituation:
        """The table around the hand (winds, turn, dora, rivers, riichi, calls, melds)."""
        return self.editor.snapshot.table

    def open_hand(
        self,
        text: str,
        visible: str = "",
        winds: tuple[int, int] | None = None,
        table: str | None = None,
    ) -> None:
        """Load a position into the analyzer (e.g. from a practice tab or a game) and analyse
        it, in one undoable step: the hand, ``table`` (rivers, riichi, calls, melds, dora in the
        text form of ``core/table.py``; none: an empty table), ``winds`` (seat wind, round wind)
        and ``visible`` (tiles in sight; those the table shows are not counted twice).

        Raises:
            HandError: invalid hand or table text, or too many copies; nothing changes.
        """
        situation = parse_table(table) if table else TableSituation()
        if winds is not None:
            situation = replace(situation, seat_wind=winds[0], round_wind=winds[1])
        seen = [t for t, _ in parse_tiles(visible)]
        self.editor.load(text, situation, besides(seen, situation.visible))
        if winds is not None:
            self.windsChanged.emit(*winds)

    def set_winds(self, seat_wind: int, round_wind: int) -> None:
        """Set the table's seat and round wind kinds (27..30), e.g. from a tab's wind choice."""
        self.editor.set_table(replace(self.table, seat_wind=seat_wind, round_wind=round_wind))

    def choose_offer(self, tile: Tile, seat: str) -> None:
        """Make ``tile`` discarded by ``seat`` the tile on offer (emits ``offerChosen``)."""
        self.offerChosen.emit(tile, seat)

    def run(
        self,
        key: str,
        job: Callable[..., Result],
        *args: object,
        on_done: Callable[[Result], None],
        on_error: Callable[[str], None] | None = None,
    ) -> int:
        """Run ``job(*args)`` in the solver child (a worker thread where there is none).

        ``job`` is one of :data:`.jobs.JOBS`; ``args`` are picklable.  ``on_done(result)`` runs
        in the UI thread unless a later job was started under the same ``key`` (then the result
        is dropped); ``on_error(message)`` if the job raised.

        Raises:
            ValueError: ``job`` is not listed in :mod:`.jobs`.
        """
        if job not in jobs.JOBS:
            raise ValueError(f"{job!r} is not a job of mahjong_galaxy.app.jobs")
        return self.runner.submit(key, partial(solver_process.call, job, *args), on_done, on_error)

    def batches(
        self, job: Callable[..., object], *args: object
    ) -> tuple[Batches, Callable[[], None]]:
        """A batch source over the iterator ``job(*args)`` kept open in the solver child, and
        the function closing it (for :class:`.workers.BatchFetcher`).

        Raises:
            ValueError: ``job`` is not one of :data:`.jobs.ITERATORS`.
        """
        if job not in jobs.ITERATORS:
            raise ValueError(f"{job!r} is not an iterator job of mahjong_galaxy.app.jobs")
        return solver_process.remote_batches(job, *args)

    def submit(
        self,
        key: str,
        fn: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None = None,
    ) -> int:
        """Run ``fn()`` in a worker thread of this process, for work on objects that live here
        (the practice game's computer players); solver work goes through :meth:`run`.
        ``on_done(result)`` runs in the UI thread unless a later job was submitted under the
        same ``key`` (then the result is dropped)."""
        return self.runner.submit(key, fn, on_done, on_error)

    def show_tab(self, key: str) -> None:
        """Bring the tab registered as ``key`` to the front."""
        self._show_tab(key)

    def set_tab_switcher(self, switcher: Callable[[str], None]) -> None:
        """Used by the main window to implement :meth:`show_tab`."""
        self._show_tab = switcher

    def set_rules(self, rules: Rules) -> None:
        """Use ``rules`` from now on; every tab re-analyses the current hand (``handChanged``
        and a new analysis are emitted, as after an edit)."""
        if rules == self.rules:
            return
        self.rules = rules
        self._on_edit()

    def reanalyse(self) -> None:
        """Start a job for the current hand; its result is emitted by ``analysisReady``."""
        self.run(
            "analysis",
            jobs.analyse,
            self.hand,
            self.visible,
            self.rules,
            on_done=self._on_analysis,
            on_error=self._on_failure,
        )

    def _on_edit(self) -> None:
        table, before = self.table, self._table
        self._table = table
        if table != before:
            self.tableChanged.emit(table)
        if (table.seat_wind, table.round_wind) != (before.seat_wind, before.round_wind):
            self.windsChanged.emit(table.seat_wind, table.round_wind)
        self.handChanged.emit(self.hand)
        self.reanalyse()

    def _on_analysis(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.values = None
        self.group_values = None
        self.analysisReady.emit(analysis)
        self.runner.cancel("group values")
        self.groupValuesReady.emit(None)
        waits = analysis.waits
        if waits is None or not waits.tenpai:
            self.runner.cancel("values")
            self.valuesReady.emit(None)
            return
        self.run(
            "values",
            jobs.hand_values,
            analysis.hand,
            self.rules,
            waits,
            self.table,  # its winds and dora: an edit of the table is an edit, valued again
            on_done=self._on_values,
        )

    def _on_values(self, values: HandValues | str) -> None:
        self.values = values if not isinstance(values, str) else None
        self.valuesReady.emit(self.values)
        analysis = self.analysis
        if self.values is None or analysis is None or analysis.assignments is None:
            return
        # after the whole-hand values, so the Waits tab never waits for the wait sets
        self.run(
            "group values",
            jobs.wait_set_values,
            analysis.hand,
            self.rules,
            analysis.waits,
            tuple(w for w, _ in analysis.assignments.groups),
            self.table,
            on_done=self._on_group_values,
        )

    def _on_group_values(self, values: GroupValues | str) -> None:
        self.group_values = values if not isinstance(values, str) else None
        self.groupValuesReady.emit(self.group_values)

    def _on_failure(self, message: str) -> None:
        failed = Analysis(self.hand, self.visible, self.hand.size, error=message)
        self._on_analysis(failed)


def besides(tiles: Iterable[Tile], shown: Iterable[Tile]) -> tuple[Tile, ...]:
    """``tiles`` without those ``shown`` already (each shown tile takes one copy away), e.g.
    a game's visible tiles besides the table's."""
    left = Counter(shown)
    kept = []
    for tile in tiles:
        if left[tile]:
            left[tile] -= 1
        else:
            kept.append(tile)
    return tuple(kept)
