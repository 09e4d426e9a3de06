"""A list of decompositions drawn as tiles, galaxy tiles badged with the kind they act as
(the rows come from :class:`.models.decompositions.DecompositionModel`)."""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mahjong_galaxy.app.models.decompositions import DecompositionModel
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, TileLook, paint_tile
from mahjong_galaxy.core.tiles import Tile

Index = QModelIndex | QPersistentModelIndex


class DecompositionDelegate(QStyledItemDelegate):
    """Paints one decomposition: its label, then each group as tiles with acting-kind badges."""

    TILE_HEIGHT = 42
    LABEL_WIDTH = 150

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the winning tile, ringed where it first appears in each decomposition (None: none)
        self.win: Tile | None = None

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        groups = index.data(DecompositionModel.GroupsRole) or []
        width = self.LABEL_WIDTH + sum(len(g) * self._tile_width() + 12 for g in groups)
        return QSize(width, self.TILE_HEIGHT + 14)

    def _tile_width(self) -> float:
        return self.TILE_HEIGHT / TILE_RATIO

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        rect = option.rect  # type: ignore[attr-defined]
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.fillRect(rect, option.palette.highlight())  # type: ignore[attr-defined]
        elif index.row() % 2:
            painter.fillRect(rect, option.palette.alternateBase())  # type: ignore[attr-defined]
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))  # type: ignore[attr-defined]
        label_rect = QRectF(rect.left() + 8, rect.top(), self.LABEL_WIDTH - 12, rect.height())
        painter.drawText(
            label_rect,
            Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            index.data(Qt.ItemDataRole.DisplayRole),
        )
        x = rect.left() + self.LABEL_WIDTH
        y = rect.top() + 7
        ringed = self.win is None
        for group in index.data(DecompositionModel.GroupsRole) or []:
            for tile, acting in group:
                face = QRectF(x, y, self._tile_width(), self.TILE_HEIGHT)
                mark = not ringed and tile == self.win
                ringed = ringed or mark
                paint_tile(painter, face, tile, TileLook(acting=acting, selected=mark))
                x += self._tile_width() + 1
            x += 11
        painter.restore()


class DecompositionList(QListView):
    """The decomposition list with its model and delegate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list_model = DecompositionModel(self)
        self.setModel(self.list_model)
        self.delegate = DecompositionDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setUniformItemSizes(True)
        self.setAlternatingRowColors(True)
        self.setHorizontalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)

    def set_win(self, tile: Tile | None) -> None:
        """Ring ``tile``, the winning tile, in every decomposition shown."""
        self.delegate.win = tile
        self.viewport().update()
