"""A table cell drawn as a row of tiles (each with its look: badge, dimmed), for any model.

The model gives the tiles of a cell under :data:`TilesRole` as ``[(Tile, TileLook), ...]``; the
delegate paints them with the tile painter (cached pixmaps, so 10,000-row tables scroll
smoothly) and falls back to the display text when a cell has no tiles.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, paint_tile

Index = QModelIndex | QPersistentModelIndex
#: Item data role holding a cell's ``[(Tile, TileLook), ...]``.
TilesRole = Qt.ItemDataRole.UserRole + 7


class TilesDelegate(QStyledItemDelegate):
    """Paints the :data:`TilesRole` tiles of a cell, ``height`` pixels tall, left to right."""

    GAP = 2

    def __init__(self, height: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.height = height

    def tile_width(self) -> float:
        """Width of one tile in pixels."""
        return self.height / TILE_RATIO

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        tiles = index.data(TilesRole)
        if not tiles:
            return super().sizeHint(option, index)
        width = len(tiles) * (self.tile_width() + self.GAP) + 8
        return QSize(int(width), self.height + 6)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        tiles = index.data(TilesRole)
        if not tiles:
            super().paint(painter, option, index)
            return
        painter.save()
        rect = option.rect  # type: ignore[attr-defined]
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.fillRect(rect, option.palette.highlight())  # type: ignore[attr-defined]
        x = rect.left() + 4
        y = rect.top() + (rect.height() - self.height) / 2
        for tile, look in tiles:
            if x + self.tile_width() > rect.right():
                break
            paint_tile(painter, QRectF(x, y, self.tile_width(), self.height), tile, look)
            x += self.tile_width() + self.GAP
        painter.restore()
