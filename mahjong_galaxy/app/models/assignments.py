"""Table models of the "By galaxy assignment" tab: wait sets and the tenpai assignments.

:class:`RowsModel` holds :class:`.jobs.Row` objects and sorts them itself (fast for 10,000+ rows);
:class:`WaitGroupModel` lists ``AssignmentView.groups``; :class:`AssignmentModel` pulls the
assignment rows lazily from a batch source (in the app: the iterator job
:func:`.jobs.view_rows` kept open in the solver child); :class:`WaitFilter` narrows either to a
winning kind or a wait set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QWidget

from mahjong_galaxy.app.i18n import kind_label
from mahjong_galaxy.app.jobs import Row, acts_as_printed, group_row
from mahjong_galaxy.app.solver_process import Batches
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tiles_delegate import TilesRole
from mahjong_galaxy.app.workers import BatchFetcher, TaskRunner
from mahjong_galaxy.core.decision.values import HandValues
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.solver.waits import WaitResult
from mahjong_galaxy.core.tiles import Tile, normal_tile

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

    def tiles(self, row: Row, column: int) -> list[tuple[Tile, TileLook]] | None:
        """The tiles drawn in a cell (:data:`.tiles_delegate.TilesRole`), or None for text."""
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == TilesRole:
            return self.tiles(row, index.column())
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
    """Rows: the wait sets of ``AssignmentView.groups``: the winning kinds (drawn as tiles),
    the number of assignments giving them, their unseen winning copies, and once the values
    are known the best and the expected points of a win (the chosen way)."""

    COLUMNS = 5

    def headers(self) -> tuple[str, ...]:
        return (
            self.tr("Waits"),
            self.tr("Assignments"),
            self.tr("Live"),
            self.tr("Best"),
            self.tr("Expected"),
        )

    def set_groups(
        self,
        groups: Sequence[tuple[frozenset[int], int]],
        waits: WaitResult | None = None,
        values: HandValues | None = None,
        way: str = "ron",
    ) -> None:
        """Replace the rows; ``waits`` gives the live copies, ``values`` the points."""
        self.set_rows([group_row(w, n, waits, values, way) for w, n in groups])

    def tiles(self, row: Row, column: int) -> list[tuple[Tile, TileLook]] | None:
        if column != 0:
            return None
        return [(normal_tile(k), TileLook()) for k in sorted(row.waits)]


class AssignmentModel(RowsModel):
    """Rows: tenpai assignments ``(galaxy tiles -> acting kinds, waits)``, fetched lazily."""

    def __init__(
        self, runner: TaskRunner, parent: QWidget | None = None, batch_size: int = 250
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self._batch = batch_size
        self._fetcher: BatchFetcher | None = None

    #: draw the galaxy tiles that act as printed (dimmed, after the others); off: fold them
    show_printed = True

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Assignment"), self.tr("Waits"), self.tr("Kinds"))

    def tiles(self, row: Row, column: int) -> list[tuple[Tile, TileLook]] | None:
        if column == 1:
            return [(normal_tile(k), TileLook()) for k in sorted(row.waits)]
        if column != 0:
            return None
        drawn = []
        for tile, kind in row.pairs:
            if not acts_as_printed(tile, kind):
                drawn.append((tile, TileLook(acting=kind)))
            elif self.show_printed:
                drawn.append((tile, TileLook(dim=True)))
        return drawn

    def set_show_printed(self, show: bool) -> None:
        """Draw (True) or fold away the galaxy tiles that act as printed."""
        self.show_printed = show
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 0))

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
