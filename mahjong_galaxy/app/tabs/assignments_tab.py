"""The "By galaxy assignment" tab: which galaxy assignments make the hand tenpai, and on what.

Left: the wait sets with exact counts (``AssignmentView.groups``).  Right: the tenpai assignments
themselves, listed lazily: rows are pulled from ``AssignmentView.iter_assignments`` in the
solver's child process, a batch per ``fetchMore`` (Qt asks when the view scrolls near the end),
so a hand with tens of thousands of assignments stays smooth.  Both tables sort by any column;
the winning-tile filter and a selected wait set narrow the assignment list.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import kind_label
from mahjong_galaxy.app.jobs import Analysis
from mahjong_galaxy.app.models.assignments import (
    AssignmentModel,
    WaitFilter,
    WaitGroupModel,
    WaitsRole,
)
from mahjong_galaxy.core.solver.assignments import AssignmentView


def _table(model: QSortFilterProxyModel, stretch: int) -> QTableView:
    """A sortable row table; column ``stretch`` takes the spare width, the others fit."""
    view = QTableView()
    view.setModel(model)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setResizeContentsPrecision(60)  # size columns from 60 rows, not from 10,000
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class AssignmentsTab(QWidget):
    """Wait sets and the tenpai assignments behind them."""

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.view: AssignmentView | None = None
        self.group_model = WaitGroupModel(self)
        self.group_proxy = WaitFilter(self)
        self.group_proxy.setSourceModel(self.group_model)
        self.model = AssignmentModel(context.runner, self)
        self.proxy = WaitFilter(self)
        self.proxy.setSourceModel(self.model)
        self._build()
        context.analysisReady.connect(self.show_analysis)
        self.retranslate()

    def _build(self) -> None:
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.filter_label = QLabel()
        self.filter = QComboBox()
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.show_all = QPushButton()
        self.show_all.clicked.connect(self.clear_group)
        self.groups = _table(self.group_proxy, stretch=0)
        self.groups.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.groups.selectionModel().currentRowChanged.connect(self._group_selected)
        self.table = _table(self.proxy, stretch=0)
        self.status = QLabel()
        bar = QHBoxLayout()
        bar.addWidget(self.filter_label)
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.show_all)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.groups)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([300, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        self.model.rowsInserted.connect(self._update_status)
        self.model.modelReset.connect(self._update_status)

    def show_analysis(self, analysis: Analysis) -> None:
        """Show the assignment view of ``analysis`` (none for hands without galaxy tiles)."""
        self.view = analysis.assignments
        view = self.view
        self.group_model.set_groups(view.groups if view is not None else [])
        self.proxy.set_wait_set(None)
        if view is None:
            self.model.set_source(None, None)
        else:
            pull, close = self.context.batches(jobs.view_rows, analysis.hand, view)
            self.model.set_source(analysis.hand, pull, close)
        self._fill_filter()
        self._update_summary()
        if view is not None:
            self.model.fetchMore()

    def _fill_filter(self) -> None:
        current = self.filter.currentData()
        kinds = sorted({k for waits, _ in (self.view.groups if self.view else []) for k in waits})
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("any winning tile"), None)
        for kind in kinds:
            self.filter.addItem(kind_label(kind), kind)
        position = self.filter.findData(current)
        self.filter.setCurrentIndex(max(0, position))
        self.filter.blockSignals(False)
        self._filter_changed()

    def set_filter_kind(self, kind: int | None) -> None:
        """Show only assignments (and wait sets) that win on ``kind``."""
        position = self.filter.findData(kind)
        self.filter.setCurrentIndex(max(0, position))

    def _filter_changed(self) -> None:
        kind = self.filter.currentData()
        self.proxy.set_kind(kind)
        self.group_proxy.set_kind(kind)
        self._update_status()

    def _group_selected(self, current: QModelIndex, previous: QModelIndex) -> None:
        self.proxy.set_wait_set(current.data(WaitsRole) if current.isValid() else None)
        self._update_status()

    def clear_group(self) -> None:
        """Show the assignments of every wait set again."""
        self.groups.clearSelection()
        self.groups.setCurrentIndex(QModelIndex())
        self.proxy.set_wait_set(None)
        self._update_status()

    def _update_summary(self) -> None:
        view = self.view
        if view is None:
            self.summary.setText(
                self.tr("Galaxy assignments apply to 13-tile hands with concealed galaxy tiles.")
            )
            return
        self.summary.setText(
            self.tr(
                "{0} galaxy assignments, {1} of them tenpai, in {2} wait sets. "
                "Select a wait set to list its assignments."
            ).format(view.total, view.tenpai, len(view.groups))
        )

    def _update_status(self) -> None:
        if self.view is None:
            self.status.setText("")
            return
        shown = self.proxy.rowCount()
        loaded = self.model.rowCount()
        text = self.tr("{0} shown, {1} of {2} loaded").format(shown, loaded, self.view.tenpai)
        if not self.model.complete:
            text += " " + self.tr("(scroll for more)")
        self.status.setText(text)

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.filter_label.setText(self.tr("Winning tile:"))
        self.show_all.setText(self.tr("All wait sets"))
        if self.filter.count():
            self.filter.setItemText(0, self.tr("any winning tile"))
        self._update_summary()
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
