"""The object every analyzer tab receives: current hand, latest analysis, background jobs.

A feature tab is built as ``factory(context)`` (see ``main_window.TABS``) and typically::

    context.analysisReady.connect(self.show_analysis)      # hand + solver results
    context.submit("discard", lambda: discard_table(context.hand), self.show_table)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from mahjong_galaxy.app import solver_process
from mahjong_galaxy.app.analysis import Analysis, analyse
from mahjong_galaxy.app.editor import EditorState
from mahjong_galaxy.app.workers import TaskRunner
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile


class AnalyzerContext(QObject):
    """Shared state of the analyzer window.

    Signals:
        handChanged(object): the edited :class:`Hand` changed (every accepted edit).
        analysisReady(object): the :class:`Analysis` of the current hand arrived; results of
            hands that are no longer current are never emitted.
        busyChanged(bool): a job has been running for more than 100 ms / all jobs are done.
    """

    handChanged = Signal(object)
    analysisReady = Signal(object)
    busyChanged = Signal(bool)

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
        self._show_tab: Callable[[str], None] = lambda key: None
        runner.busyChanged.connect(self.busyChanged)
        editor.changed.connect(self._on_edit)

    @property
    def hand(self) -> Hand:
        """The hand being edited (canonical order)."""
        return self.editor.snapshot.hand

    @property
    def visible(self) -> tuple[Tile, ...]:
        """Tiles seen elsewhere (discards, dora indicators)."""
        return self.editor.snapshot.visible

    def open_hand(self, text: str, visible: str = "") -> None:
        """Load a hand into the analyzer (e.g. from a practice tab) and analyse it.

        Raises:
            HandError: invalid hand text; nothing changes.
        """
        self.editor.set_visible_text(visible)
        self.editor.set_hand_text(text)

    def submit(
        self,
        key: str,
        fn: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None = None,
    ) -> int:
        """Run ``fn`` in the thread pool; ``on_done(result)`` runs in the UI thread unless a
        later job was submitted under the same ``key`` (then the result is dropped)."""
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
        hand, visible, rules = self.hand, self.visible, self.rules
        self.submit(
            "analysis",
            lambda: solver_process.call(analyse, hand, visible, rules),
            self._on_analysis,
            self._on_failure,
        )

    def _on_edit(self) -> None:
        self.handChanged.emit(self.hand)
        self.reanalyse()

    def _on_analysis(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.analysisReady.emit(analysis)

    def _on_failure(self, message: str) -> None:
        failed = Analysis(self.hand, self.visible, self.hand.size, error=message)
        self._on_analysis(failed)
