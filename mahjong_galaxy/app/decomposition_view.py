"""A list of decompositions drawn as tiles, galaxy tiles badged with the kind they act as."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.tiles import Tile, kind_name

from .i18n import forms_text, shape_name
from .tile_painter import TILE_RATIO, TileLook, paint_tile

Placed = tuple[Tile, int | None]  # physical tile, acting kind when it is a galaxy tile
Index = QModelIndex | QPersistentModelIndex


def place_tiles(decomposition: Any, hand: Hand, win: Tile) -> list[list[Placed]]:
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


class DecompositionModel(QAbstractListModel):
    """Rows: decompositions of one hand + winning tile (already computed in a worker)."""

    GroupsRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, list[list[Placed]]]] = []

    def set_rows(self, decompositions: Sequence[Any], hand: Hand, win: Tile) -> None:
        """Replace the rows with ``decompositions`` of ``hand`` + ``win``."""
        self.beginResetModel()
        self._rows = [(self._label(d), place_tiles(d, hand, win)) for d in decompositions]
        self.endResetModel()

    @staticmethod
    def _label(decomposition: Any) -> str:
        forms = forms_text(decomposition.forms)
        shape = shape_name(decomposition.shape)
        win = kind_name(decomposition.win_kind)
        return f"{shape}\n+{win}  {forms}" if forms else f"{shape}\n+{win}"

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        label, groups = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return label
        if role == self.GroupsRole:
            return groups
        if role == Qt.ItemDataRole.ToolTipRole:
            return label.replace("\n", " ")
        return None


class DecompositionDelegate(QStyledItemDelegate):
    """Paints one decomposition: its label, then each group as tiles with acting-kind badges."""

    TILE_HEIGHT = 42
    LABEL_WIDTH = 150

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
        for group in index.data(DecompositionModel.GroupsRole) or []:
            for tile, acting in group:
                face = QRectF(x, y, self._tile_width(), self.TILE_HEIGHT)
                paint_tile(painter, face, tile, TileLook(acting=acting))
                x += self._tile_width() + 1
            x += 11
        painter.restore()


class DecompositionList(QListView):
    """The decomposition list with its model and delegate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list_model = DecompositionModel(self)
        self.setModel(self.list_model)
        self.setItemDelegate(DecompositionDelegate(self))
        self.setUniformItemSizes(True)
        self.setAlternatingRowColors(True)
        self.setHorizontalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
