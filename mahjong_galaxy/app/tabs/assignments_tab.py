"""The "By galaxy assignment" tab: which galaxy assignments make the hand tenpai, and on what.

Left: the wait sets with exact counts (``AssignmentView.groups``).  Right: the tenpai assignments
themselves, listed lazily: rows are pulled from ``AssignmentView.iter_assignments`` in the
solver's child process, a batch per ``fetchMore`` (Qt asks when the view scrolls near the end),
so a hand with tens of thousands of assignments stays smooth.  Both tables sort by any column;
the winning-tile filter and a selected wait set narrow the assignment list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
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
from mahjong_galaxy.app.jobs import Analysis, Row, group_row
from mahjong_galaxy.app.solver_process import Batches
from mahjong_galaxy.app.workers import BatchFetcher, TaskRunner
from mahjong_galaxy.core.hand import Hand

Index = QModelIndex | QPersistentModelIndex
WaitsRole = Qt.ItemDataRole.UserRole + 1


def waits_text(waits: frozenset[int]) -> str:
    """Wait kinds in m p s z order, e.g. ``"4m 7m 1p"``."""
    return " ".join(kind_label(k) for k in sorted(waits))


class RowsModel(QAbstractTableModel):
    """A table of :class:`Row` objects that sorts itself in Python (fast for 10,000+ rows)."""

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def headers(self) -> tuple[str, ...]:
        """Column titles in the current language."""
        raise NotImplementedError

    def set_rows(self, rows: Sequence[Row]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = list(rows)
        self._sort_rows()
        self.endResetModel()

    def add_rows(self, rows: Sequence[Row]) -> None:
        """Append rows (re-sorting when a sort order is set)."""
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()
        if self._sort is not None:
            self.sort(*self._sort)

    def waits_at(self, row: int) -> frozenset[int]:
        """Wait set of source row ``row`` (used by :class:`WaitFilter`)."""
        return self._rows[row].waits

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        tagged = [(self._rows[i.row()], i.column()) for i in old]
        self._sort_rows()
        where = {id(row): n for n, row in enumerate(self._rows)}
        self.changePersistentIndexList(
            old, [self.index(where[id(row)], column) for row, column in tagged]
        )
        self.layoutChanged.emit()

    def _sort_rows(self) -> None:
        if self._sort is not None:
            column, order = self._sort
            self._rows.sort(
                key=lambda row: row.keys[column], reverse=order == Qt.SortOrder.DescendingOrder
            )

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return self.headers()[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = row.display[index.column()]
            return waits_text(value) if isinstance(value, frozenset) else value
        if role == WaitsRole:
            return row.waits
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(row.display[index.column()], str):
            return row.display[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(
            row.display[index.column()], int
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class WaitGroupModel(RowsModel):
    """Rows: ``(wait set, number of assignments)`` from ``AssignmentView.groups``."""

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Waits"), self.tr("Kinds"), self.tr("Assignments"))

    def set_groups(self, groups: Sequence[tuple[frozenset[int], int]]) -> None:
        """Replace the rows."""
        self.set_rows([group_row(waits, count) for waits, count in groups])


class AssignmentModel(RowsModel):
    """Rows: tenpai assignments ``(galaxy tiles -> acting kinds, waits)``, fetched lazily."""

    def __init__(
        self, runner: TaskRunner, parent: QWidget | None = None, batch_size: int = 250
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self._batch = batch_size
        self._fetcher: BatchFetcher | None = None

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Galaxy tiles act as"), self.tr("Waits"), self.tr("Kinds"))

    def set_source(
        self,
        hand: Hand | None,
        pull: Batches | None,
        close: Callable[[], None] | None = None,
    ) -> None:
        """List ``(Assignment, waits)`` pairs from batch source ``pull`` lazily (see
        :func:`.workers.iterator_batches`); rows are formatted in the worker thread."""
        if self._fetcher is not None:
            self._fetcher.stop()
            self._fetcher.batch.disconnect(self._add_batch)
        self._fetcher = None
        if hand is not None and pull is not None:
            key = f"assignments-{id(self)}"
            self._fetcher = BatchFetcher(
                self._runner,
                key,
                pull,
                self._batch,
                close=close,
                parent=self,
            )
            self._fetcher.batch.connect(self._add_batch)
        self.set_rows([])

    @property
    def complete(self) -> bool:
        """True when every assignment has been fetched."""
        return self._fetcher is None or self._fetcher.exhausted

    @property
    def loading(self) -> bool:
        """True while a batch is being fetched."""
        return self._fetcher is not None and self._fetcher.running

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and not self.complete

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if self._fetcher is not None and not parent.isValid():
            self._fetcher.request()

    def _add_batch(self, rows: list[Row], done: bool) -> None:
        self.add_rows(rows)


class WaitFilter(QSortFilterProxyModel):
    """Keeps rows whose waits contain a kind / equal a wait set; sorting is done by the source
    model (a :class:`RowsModel`), so the proxy keeps its order and never calls back per row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind: int | None = None
        self.wait_set: frozenset[int] | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def set_kind(self, kind: int | None) -> None:
        """Keep only rows whose waits include ``kind`` (None: all)."""
        self.kind = kind
        self._refilter()

    def set_wait_set(self, waits: frozenset[int] | None) -> None:
        """Keep only rows with exactly these waits (None: all)."""
        self.wait_set = waits
        self._refilter()

    def _refilter(self) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt >= 6.10
            self.beginFilterChange()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        if self.kind is None and self.wait_set is None:
            return True
        waits = self.sourceModel().waits_at(row)
        if self.kind is not None and self.kind not in waits:
            return False
        return self.wait_set is None or waits == self.wait_set


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
        self.view: Any = None
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
