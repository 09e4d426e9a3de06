"""Table model of the winning tiles' values (Waits tab): each tile's best points on ron and
tsumo, dama or with riichi, sortable by value, "no yaku" marked.

Rows come from :func:`.jobs.hand_values` (``core.decision.values.HandValues``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from mahjong_galaxy.app.i18n import acts_as_text, kind_label, ui_language
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tiles_delegate import TilesRole
from mahjong_galaxy.core.decision.values import HandValues, TileValue, WinValue, copies_apart
from mahjong_galaxy.core.scoring.names import yaku_name
from mahjong_galaxy.core.texts import join_words

Index = QModelIndex | QPersistentModelIndex
NO_YAKU_COLOUR = QColor("#b3261e")


class ValueModel(QAbstractTableModel):
    """Rows: winning tiles.  Columns: tile, remaining copies, ron points, tsumo points, yaku.

    ``riichi`` switches the two point columns between dama and riichi (closed hands only).
    """

    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[TileValue] = []
        self.values: HandValues | None = None
        self.riichi = False
        self._sort: tuple[int, Qt.SortOrder] = (2, Qt.SortOrder.DescendingOrder)

    def set_values(self, values: HandValues | None) -> None:
        """Show ``values`` (None: no rows)."""
        self.beginResetModel()
        self.values = values
        self._rows = copies_apart(values.tiles) if values is not None else []  # red copy apart
        self._sort_rows()
        self.endResetModel()

    def set_riichi(self, riichi: bool) -> None:
        """Show the riichi values (True) or the dama ones."""
        self.beginResetModel()
        self.riichi = riichi
        self._sort_rows()
        self.endResetModel()

    def ways(self) -> tuple[str, str]:
        """The two ways shown: ron and tsumo, with riichi when chosen and the hand is closed."""
        closed = self.values is not None and "ron_riichi" in self.values.ways
        if self.riichi and closed:
            return "ron_riichi", "tsumo_riichi"
        return "ron", "tsumo"

    def tile_at(self, row: int) -> TileValue:
        """The winning tile (with its values) shown in ``row``."""
        return self._rows[row]

    def value_at(self, row: int, column: int) -> WinValue | None:
        """The value shown in point column ``column`` (2 or 3) of ``row``."""
        return self._rows[row].values.get(self.ways()[column - 2])

    def headers(self) -> tuple[str, ...]:
        return (
            self.tr("Tile"),
            self.tr("Left"),
            self.tr("Ron"),
            self.tr("Tsumo"),
            self.tr("Yaku (ron)"),
        )

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self._rows[index.row()], index.column()
        if column == 0:
            if role == TilesRole:
                return [(row.winner.tile, TileLook(dim=row.winner.remaining == 0))]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return acts_as_text(row.winner.tile)
            return None
        if column == 1:
            if role == Qt.ItemDataRole.DisplayRole:
                return row.winner.remaining
            return _right(role)
        if column in (2, 3):
            value = self.value_at(index.row(), column)
            if role == Qt.ItemDataRole.DisplayRole:
                return self._points_text(row, value)
            if role == Qt.ItemDataRole.ForegroundRole and row.values and value is None:
                return NO_YAKU_COLOUR
            if role == Qt.ItemDataRole.ToolTipRole and value is not None:
                return self._detail(value)
            return _right(role)
        value = self.value_at(index.row(), 2)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) and value:
            language = ui_language()
            return join_words((yaku_name(name, language) for name in value.yaku), language)
        return None

    def _points_text(self, row: TileValue, value: WinValue | None) -> str:
        if not row.values:
            return self.tr("cannot come")
        if value is None:
            return self.tr("no yaku")
        return str(value.points)

    def _detail(self, value: WinValue) -> str:
        text = self.tr("{0} han {1} fu").format(value.han, value.fu)
        if value.dora:
            text += " · " + self.tr("dora {0}").format(value.dora)
        if value.assignment:
            text += "\n" + "  ".join(f"{t.text}→{kind_label(k)}" for t, k in value.assignment)
        return text

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._sort_rows()
        self.layoutChanged.emit()

    def _sort_rows(self) -> None:
        column, order = self._sort
        ways = self.ways()

        def key(row: TileValue) -> tuple[int, str]:
            if column in (2, 3):
                return row.best_points(ways[column - 2]), row.winner.tile.text
            if column == 1:
                return row.winner.remaining, row.winner.tile.text
            return 0, f"{row.winner.tile.galaxy:d}{row.winner.tile.kind:02d}"

        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)


def _right(role: int) -> Any:
    if role == Qt.ItemDataRole.TextAlignmentRole:
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return None
