"""Tree model of the "By galaxy assignment" tab: wait sets, each expanding into its assignments.

:class:`WaitTreeModel` has one top-level row per wait set of ``AssignmentView.groups`` (its
winning tiles drawn as tiles, its number of assignments, live copies, best and expected
points) and, under it, the tenpai assignments giving that wait set (their galaxy tiles drawn
with the acting kind as a badge).  The children are pulled lazily, a batch per ``fetchMore``,
from a batch source per wait set (in the app: the iterator job :func:`.jobs.view_rows` kept
open in the solver child), so a hand of 300,000+ assignments opens at once and a wait set of
10,000+ assignments scrolls smoothly.  The model sorts the wait sets itself and filters them
by a winning kind; children keep the order the solver lists them in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from mahjong_galaxy.app.i18n import kind_label
from mahjong_galaxy.app.jobs import Row, acts_as_printed, group_row
from mahjong_galaxy.app.models.values import NO_YAKU_COLOUR
from mahjong_galaxy.app.solver_process import Batches
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tiles_delegate import TilesRole
from mahjong_galaxy.app.workers import BatchFetcher, TaskRunner
from mahjong_galaxy.core.decision.group_values import GroupValues
from mahjong_galaxy.core.solver.waits import WaitResult
from mahjong_galaxy.core.tiles import Tile, normal_tile

Index = QModelIndex | QPersistentModelIndex
WaitsRole = Qt.ItemDataRole.UserRole + 1
# ``waits -> (batch source of its (Assignment, waits) rows, close or None)``
ChildSource = Callable[[frozenset[int]], tuple[Batches, Callable[[], None] | None]]
GroupCounts = Sequence[tuple[frozenset[int], int]]
WAITS, COUNT, LIVE, BEST, EXPECTED = range(5)


def waits_text(waits: frozenset[int]) -> str:
    """Wait kinds in m p s z order, e.g. ``"4m 7m 1p"``."""
    return " ".join(kind_label(k) for k in sorted(waits))


class _Group:
    """One wait set: its row and the assignments fetched so far."""

    __slots__ = ("children", "count", "done", "fetcher", "row")

    def __init__(self, row: Row, count: int) -> None:
        self.row = row
        self.count = count
        self.children: list[Row] = []
        self.fetcher: BatchFetcher | None = None
        self.done = False


class WaitTreeModel(QAbstractItemModel):
    """Wait sets (top level, sortable, filtered by a winning kind) and their assignments
    (children, fetched lazily).

    A child index carries its group's id plus one as ``internalId`` (0 marks a wait set), so
    sorting or filtering the wait sets never invalidates a child index.
    """

    COLUMNS = 5
    # draw the galaxy tiles that act as printed (dimmed, after the others); off: fold them
    show_printed = True

    def __init__(
        self, runner: TaskRunner, parent: QObject | None = None, batch_size: int = 250
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self._batch = batch_size
        self._groups: list[_Group] = []
        self._order: list[int] = []  # group ids shown, top to bottom
        self._pos: dict[int, int] = {}  # group id -> its row
        self._source: ChildSource | None = None
        self._generation = 0
        self.kind: int | None = None
        self._sort: tuple[int, Qt.SortOrder] = (EXPECTED, Qt.SortOrder.DescendingOrder)

    # -- filling ---------------------------------------------------------------------------
    def set_groups(
        self,
        groups: GroupCounts,
        source: ChildSource | None,
        waits: WaitResult | None = None,
        values: GroupValues | None = None,
        way: str = "ron",
    ) -> None:
        """Show the wait sets ``groups`` (``(waits, assignments)``), their children coming
        from ``source``; ``waits`` gives the live copies, ``values`` the points of each set."""
        self._stop_fetchers()
        self.beginResetModel()
        self._generation += 1
        self._source = source
        self._groups = [_Group(group_row(w, n, waits, values, way), n) for w, n in groups]
        self._arrange()
        self.endResetModel()

    def set_values(self, waits: WaitResult | None, values: GroupValues | None, way: str) -> None:
        """Recompute the live copies and points of every wait set (children and expanded
        groups stay) and sort again."""
        for group in self._groups:
            group.row = group_row(group.row.waits, group.count, waits, values, way)
        if self._order:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._order) - 1, EXPECTED))
        self.sort(*self._sort)

    def set_kind(self, kind: int | None) -> None:
        """Show only the wait sets that win on ``kind`` (None: all).  A layout change: the
        wait sets still shown keep their expansion, selection and fetched assignments; those
        hidden keep their fetched assignments for later."""
        self.kind = kind
        self._relayout()

    def set_show_printed(self, show: bool) -> None:
        """Draw (True) or fold away the galaxy tiles that act as printed."""
        self.show_printed = show
        for row, gid in enumerate(self._order):
            children = len(self._groups[gid].children)
            if children:
                parent = self.index(row, 0)
                self.dataChanged.emit(self.index(0, 0, parent), self.index(children - 1, 0, parent))

    def _stop_fetchers(self) -> None:
        for group in self._groups:
            if group.fetcher is not None:
                group.fetcher.stop()
                group.fetcher.deleteLater()
                group.fetcher = None

    def _arrange(self) -> None:
        """Order (and filter) the wait sets by the current sort and kind."""
        column, order = self._sort
        ids = [
            gid
            for gid, group in enumerate(self._groups)
            if self.kind is None or self.kind in group.row.waits
        ]
        ids.sort(  # stable: equal keys keep the view's order (most assignments first)
            key=lambda gid: self._groups[gid].row.keys[column],
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        self._order = ids
        self._pos = {gid: row for row, gid in enumerate(ids)}

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the wait sets by ``column`` (children keep their order)."""
        self._sort = (column, order)
        self._relayout()

    def _relayout(self) -> None:
        """Arrange the wait sets again as a layout change: every persistent index (a view's
        expanded wait sets, its selection and current index) follows its wait set or
        assignment to its new row, or becomes invalid when its wait set is filtered away."""
        self.layoutAboutToBeChanged.emit()
        old = [i for i in self.persistentIndexList() if i.isValid()]
        tagged = [  # (group id, child row or -1, column)
            (self._order[i.row()], -1, i.column())
            if i.internalId() == 0
            else (i.internalId() - 1, i.row(), i.column())
            for i in old
        ]
        self._arrange()
        new = []
        for gid, child, column in tagged:
            row = self._pos.get(gid)
            if row is None:
                new.append(QModelIndex())
            elif child < 0:
                new.append(self.createIndex(row, column, 0))
            else:
                new.append(self.createIndex(child, column, gid + 1))
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    # -- what a view asks ------------------------------------------------------------------
    def group_count(self) -> int:
        """Wait sets shown (after the filter)."""
        return len(self._order)

    def group(self, row: int) -> tuple[frozenset[int], int, int]:
        """``(waits, assignments, fetched)`` of the wait set shown in ``row``."""
        group = self._groups[self._order[row]]
        return group.row.waits, group.count, len(group.children)

    def child_row(self, index: Index) -> Row:
        """The assignment row at child ``index``."""
        return self._groups[index.internalId() - 1].children[index.row()]

    def loading(self) -> bool:
        """True while a batch of some wait set is being fetched."""
        return any(g.fetcher is not None and g.fetcher.running for g in self._groups)

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not 0 <= column < self.COLUMNS or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0) if row < len(self._order) else QModelIndex()
        if parent.internalId() != 0 or parent.column() != 0:
            return QModelIndex()
        gid = self._order[parent.row()]
        if row >= len(self._groups[gid].children):
            return QModelIndex()
        return self.createIndex(row, column, gid + 1)

    def parent(self, index: Index | None = None) -> Any:  # type: ignore[override]
        if index is None:  # QObject.parent()
            return super().parent()
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        row = self._pos.get(index.internalId() - 1)
        return QModelIndex() if row is None else self.createIndex(row, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._order)
        if parent.internalId() != 0 or parent.column() != 0:
            return 0
        return len(self._groups[self._order[parent.row()]].children)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return self.COLUMNS

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if not parent.isValid():
            return bool(self._order)
        return parent.internalId() == 0 and parent.column() == 0

    def canFetchMore(self, parent: Index) -> bool:
        group = self._top(parent)
        return group is not None and not group.done

    def fetchMore(self, parent: Index) -> None:
        group = self._top(parent)
        if group is None or group.done or self._source is None:
            return
        if group.fetcher is None:
            pull, close = self._source(group.row.waits)
            gid = self._order[parent.row()]
            key = f"assignments-{id(self)}-{gid}"
            group.fetcher = BatchFetcher(self._runner, key, pull, self._batch, close=close)
            group.fetcher.batch.connect(partial(self._add_children, self._generation, gid))
        group.fetcher.request()

    def _top(self, parent: Index) -> _Group | None:
        if not parent.isValid() or parent.internalId() != 0:
            return None
        return self._groups[self._order[parent.row()]]

    def _add_children(self, generation: int, gid: int, rows: list[Row], done: bool) -> None:
        if generation != self._generation:
            return  # a batch of an earlier hand
        group = self._groups[gid]
        group.done = done
        row = self._pos.get(gid)
        if not rows:
            return
        if row is None:  # filtered away meanwhile: keep the rows for later
            group.children.extend(rows)
            return
        first = len(group.children)
        self.beginInsertRows(self.index(row, 0), first, first + len(rows) - 1)
        group.children.extend(rows)
        self.endInsertRows()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (
            self.tr("Waits · galaxy tiles act as"),
            self.tr("Assignments"),
            self.tr("Live"),
            self.tr("Best"),
            self.tr("Expected"),
        )[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == 0:
            return self._group_data(self._groups[self._order[index.row()]].row, index, role)
        row = self.child_row(index)
        if role == WaitsRole:
            return row.waits
        if index.column() != 0:
            return None
        if role == TilesRole:
            return self.assignment_tiles(row)
        if role == Qt.ItemDataRole.DisplayRole:
            return row.display[0] if self.assignment_tiles(row) else self.tr("all as printed")
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.display[0]
        return None

    def _group_data(self, row: Row, index: Index, role: int) -> Any:
        column = index.column()
        if role == WaitsRole:
            return row.waits
        if role == TilesRole:
            return [(normal_tile(k), TileLook()) for k in sorted(row.waits)] if not column else None
        value = row.display[column]
        if column in (BEST, EXPECTED) and value is None:  # no winning tile has a yaku
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("no yaku")
            if role == Qt.ItemDataRole.ForegroundRole:
                return NO_YAKU_COLOUR
        if role == Qt.ItemDataRole.DisplayRole:
            return waits_text(value) if isinstance(value, frozenset) else value
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            return waits_text(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def assignment_tiles(self, row: Row) -> list[tuple[Tile, TileLook]]:
        """The galaxy tiles of an assignment row as drawn: those changing suit (or honour
        kind) first with their acting kind as a badge, then those acting as printed, dimmed
        (none when folded away)."""
        drawn = []
        for tile, kind in row.pairs:
            if not acts_as_printed(tile, kind):
                drawn.append((tile, TileLook(acting=kind)))
            elif self.show_printed:
                drawn.append((tile, TileLook(dim=True)))
        return drawn
