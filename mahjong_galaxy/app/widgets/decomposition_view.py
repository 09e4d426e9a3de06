"""A list of decompositions drawn as tiles, galaxy tiles badged with the kind they act as
(the rows come from :class:`.models.decompositions.DecompositionModel`).

The tiles fit the list's width: a wide list draws the label beside 42 px tiles, a narrow one
(a 1000x650 window) the label above smaller tiles, down to :data:`MIN_TILE_HEIGHT`, and groups
that still do not fit (kokushi's thirteen, four kans) wrap onto more lines of tiles, so a
decomposition is seen whole without scrolling sideways."""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mahjong_galaxy.app.models.decompositions import DecompositionModel
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, TileLook, paint_tile
from mahjong_galaxy.core.tiles import Tile

Index = QModelIndex | QPersistentModelIndex
MIN_TILE_HEIGHT = 26  # px: the smallest tiles of a narrow list (badges still readable)
LABEL_LINE = 16  # px of the label's line above the tiles in a narrow list
LINE_GAP = 4  # px between two lines of tiles of one decomposition
Groups = list[list[object]]


class DecompositionDelegate(QStyledItemDelegate):
    """Paints one decomposition: its label, then each group as tiles with acting-kind badges
    (beside the label, or below it when :attr:`stacked`)."""

    TILE_HEIGHT = 42
    LABEL_WIDTH = 150
    GROUP_GAP = 11

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the winning tile, ringed where it first appears in each decomposition (None: none)
        self.win: Tile | None = None
        self.tile_height = self.TILE_HEIGHT
        self.stacked = False  # the label above the tiles (a narrow list)
        self.room = 0.0  # px the tiles may take on one line of a stacked row
        self.wrap = False  # even the smallest tiles do not fit: groups wrap onto more lines
        self.lines = 1  # lines of tiles per row (the most any row needs)

    def tiles_width(self, groups: Groups, tile_height: float) -> float:
        """Width (px) of ``groups`` drawn as tiles ``tile_height`` px tall."""
        return sum(len(g) * (tile_height / TILE_RATIO + 1) + self.GROUP_GAP for g in groups)

    def tile_lines(self, groups: Groups) -> list[Groups]:
        """``groups`` in lines of tiles: one line, or (wrapping) as many groups on each line as
        fit :attr:`room` (a group is never split)."""
        if not self.wrap:
            return [groups]
        lines: list[Groups] = [[]]
        for group in groups:
            if lines[-1] and self.tiles_width([*lines[-1], group], self.tile_height) > self.room:
                lines.append([])
            lines[-1].append(group)
        return lines

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        groups = index.data(DecompositionModel.GroupsRole) or []
        tiles = self.tiles_width(groups, self.tile_height)
        if self.stacked:
            width = int(self.room) if self.wrap else int(tiles)
            height = self.lines * (self.tile_height + LINE_GAP) - LINE_GAP
            return QSize(width + 8, LABEL_LINE + height + 14)
        return QSize(int(self.LABEL_WIDTH + tiles), self.tile_height + 14)

    def fit(self, width: int, rows: list[Groups]) -> None:
        """Choose the layout and tile size for ``rows`` (each a list of groups) in ``width`` px:
        beside the label at full size if every row fits, else below it, tiles as large as fit
        (at least :data:`MIN_TILE_HEIGHT`), wrapped onto more lines if they still do not."""

        def widest(height: float) -> float:
            return max((self.tiles_width(groups, height) for groups in rows), default=0.0)

        self.stacked = self.LABEL_WIDTH + widest(self.TILE_HEIGHT) > width
        room = width - 8 if self.stacked else width
        height = self.TILE_HEIGHT
        while height > MIN_TILE_HEIGHT and widest(height) > room:
            height -= 1
        self.tile_height, self.room = height, room
        self.wrap = self.stacked and widest(height) > room
        self.lines = max((len(self.tile_lines(groups)) for groups in rows), default=1)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        rect = option.rect  # type: ignore[attr-defined]
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.fillRect(rect, option.palette.highlight())  # type: ignore[attr-defined]
        elif index.row() % 2:
            painter.fillRect(rect, option.palette.alternateBase())  # type: ignore[attr-defined]
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))  # type: ignore[attr-defined]
        label = index.data(Qt.ItemDataRole.DisplayRole)
        if self.stacked:  # one line above the tiles
            label_rect = QRectF(rect.left() + 8, rect.top() + 2, rect.width() - 8, LABEL_LINE)
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignVCenter, label.replace("\n", " "))
            x, y = rect.left() + 8, rect.top() + LABEL_LINE + 7
        else:
            label_rect = QRectF(rect.left() + 8, rect.top(), self.LABEL_WIDTH - 12, rect.height())
            painter.drawText(
                label_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, label
            )
            x, y = rect.left() + self.LABEL_WIDTH, rect.top() + 7
        width = self.tile_height / TILE_RATIO
        ringed = self.win is None
        left = x
        for line in self.tile_lines(index.data(DecompositionModel.GroupsRole) or []):
            for group in line:
                for tile, acting in group:
                    face = QRectF(x, y, width, self.tile_height)
                    mark = not ringed and tile == self.win
                    ringed = ringed or mark
                    paint_tile(painter, face, tile, TileLook(acting=acting, selected=mark))
                    x += width + 1
                x += self.GROUP_GAP
            x, y = left, y + self.tile_height + LINE_GAP
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
        self.list_model.modelReset.connect(self.refit)
        self.list_model.rowsInserted.connect(self.refit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        """Fit the delegate's layout and tiles to the width and the widest decomposition."""
        model = self.list_model
        role = DecompositionModel.GroupsRole
        rows = [model.index(r, 0).data(role) or [] for r in range(model.rowCount())]
        if not rows:
            return
        delegate = self.delegate

        def layout() -> tuple[object, ...]:  # what the items' sizes follow
            wrapped = delegate.room if delegate.wrap else 0.0
            return (delegate.stacked, delegate.tile_height, delegate.lines, wrapped)

        before = layout()
        delegate.fit(self.viewport().width() - 2, rows)
        if layout() != before:
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def set_win(self, tile: Tile | None) -> None:
        """Ring ``tile``, the winning tile, in every decomposition shown."""
        self.delegate.win = tile
        self.viewport().update()
