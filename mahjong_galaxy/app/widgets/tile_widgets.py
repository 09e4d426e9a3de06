"""Widgets that show tiles: a row of tiles with drag and drop, and a palette button.

Drag data travels as MIME type :data:`TILE_MIME`: ``"<tile>|<source>|<index>"``, e.g.
``"5P|palette|-1"`` or ``"3m|hand|4"``.  Tests deliver drop events directly with
:func:`tile_mime` because offscreen ``QDrag.exec`` returns at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QApplication, QSizePolicy, QToolTip, QWidget

from mahjong_galaxy.app.widgets.tile_painter import PLAIN, TILE_RATIO, TileLook, paint_tile
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.tiles import Tile

TILE_MIME = "application/x-mahjong-galaxy-tile"
#: px a caption keeps clear of its tile's edges on each side, so the captions of neighbours stay
#: apart (three stars under each tile of a narrow rack); a wider caption is drawn in a smaller font.
CAPTION_INSET = 3
MIN_CAPTION_POINTS = 5.0  # the smallest caption font (pt)


def tile_mime(tile: Tile, source: str, index: int = -1) -> QMimeData:
    """Drag data for ``tile`` taken from ``source`` (``"palette"`` or a strip name)."""
    data = QMimeData()
    data.setData(TILE_MIME, f"{tile.text}|{source}|{index}".encode())
    data.setText(tile.text)
    return data


def read_tile_mime(data: QMimeData) -> tuple[Tile, str, int] | None:
    """``(tile, source, index)`` from drag data, or None when it holds no tile."""
    if not data.hasFormat(TILE_MIME):
        return None
    try:
        text, source, index = bytes(data.data(TILE_MIME).data()).decode().split("|")
        return parse_tiles(text)[0][0], source, int(index)
    except (ValueError, IndexError, HandError):
        return None


def tile_pixmap(tile: Tile, height: int, ratio: float = 1.0, look: TileLook = PLAIN) -> QPixmap:
    """A tile rendered into a pixmap (drag cursors, icons), sharp at ``ratio`` device pixels."""
    width = round(height / TILE_RATIO)
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, width, height), tile, look)
    painter.end()
    return pixmap


def _start_drag(widget: QWidget, tile: Tile, source: str, index: int, height: int) -> Qt.DropAction:
    drag = QDrag(widget)
    drag.setMimeData(tile_mime(tile, source, index))
    pixmap = tile_pixmap(tile, height, widget.devicePixelRatioF())
    drag.setPixmap(pixmap)
    drag.setHotSpot(
        QPoint(pixmap.width() // 2, pixmap.height() // 2) / max(1.0, widget.devicePixelRatioF())
    )
    return drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction)


@dataclass(frozen=True)
class TileItem:
    """One tile in a :class:`TileStrip`.

    Attributes:
        tile: the tile; look: badge/dim/dead marks; caption: text under the tile;
        tooltip: hover text; gap_before: extra space before it (separates calls);
        sideways: lying on its side (a riichi declaration tile), as wide as a tile is tall.
    """

    tile: Tile
    look: TileLook = PLAIN
    caption: str = ""
    tooltip: str = ""
    gap_before: bool = False
    sideways: bool = False


class TileStrip(QWidget):
    """A wrapping row of tiles; optionally editable by drag and drop, clicks and keys.

    With ``fit_slots`` the tiles shrink (down to ``MIN_FIT_HEIGHT``) so that
    ``max(len(items), fit_slots)`` of them fit on one row instead of wrapping.  With ``columns``
    the rows hold that many tiles (a river's rows of six) and the tiles shrink (down to
    ``MIN_COLUMN_HEIGHT``) so that a full row, one tile lying sideways, fits the width.

    Signals:
        clicked(int): a tile was clicked (index).
        removeRequested(int): right-click, Delete/Backspace, or dragged out of the window.
        dropped(object, int, str, int): a tile was dropped: tile, insertion index, source name,
            source index (-1 from the palette).
        activated(): the strip was clicked or focused (it becomes the palette's target).
    """

    clicked = Signal(int)
    removeRequested = Signal(int)
    dropped = Signal(object, int, str, int)
    activated = Signal()

    SPACING = 3
    GAP = 12
    MIN_FIT_HEIGHT = 26
    MIN_COLUMN_HEIGHT = 22

    def __init__(
        self,
        name: str,
        tile_height: int = 56,
        editable: bool = False,
        captions: bool = False,
        parent: QWidget | None = None,
        fit_slots: int = 0,
        columns: int = 0,
    ) -> None:
        super().__init__(parent)
        self.name = name
        self.columns = columns
        self.tile_height = tile_height
        self.editable = editable
        self.captions = captions
        self.placeholder = ""
        self.fit_slots = fit_slots
        self.active = False
        self._items: list[TileItem] = []
        self._selected = -1
        self._press: tuple[int, QPointF] | None = None
        self._drop_index = -1
        self._layouts: dict[int, list[QRect]] = {}  # width -> tile rectangles
        self._caption_h: int | None = None
        self.setAcceptDrops(editable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if editable else Qt.FocusPolicy.ClickFocus)
        self.setMouseTracking(True)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # -- content -------------------------------------------------------------------------
    @property
    def items(self) -> list[TileItem]:
        """The items shown, in order."""
        return list(self._items)

    def tiles(self) -> list[Tile]:
        """The tiles shown, in order."""
        return [item.tile for item in self._items]

    def set_items(self, items: Sequence[TileItem]) -> None:
        """Show ``items`` (keeps the selection index when still valid)."""
        if list(items) == self._items:
            return
        self._items = list(items)
        self._layouts.clear()
        if self._selected >= len(self._items):
            self._selected = len(self._items) - 1
        self.updateGeometry()
        self.update()

    def set_tiles(self, tiles: Sequence[Tile]) -> None:
        """Show plain tiles."""
        self.set_items([TileItem(t) for t in tiles])

    def set_active(self, active: bool) -> None:
        """Highlight as the target of palette clicks and typing."""
        self.active = active
        self.update()

    @property
    def selected(self) -> int:
        """Index of the keyboard-selected tile, or -1."""
        return self._selected

    # -- geometry ------------------------------------------------------------------------
    def caption_font(self, text: str, width: float) -> QFont:
        """The strip's font, made smaller when ``text`` is wider than ``width`` px, so that
        captions of neighbouring tiles (three stars each in a narrow rack) never run together."""
        font = QFont(self.font())
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide > width:
            font.setPointSizeF(max(MIN_CAPTION_POINTS, font.pointSizeF() * width / wide))
        return font

    def _caption_height(self) -> int:
        if self._caption_h is None:
            self._caption_h = self.fontMetrics().height() + 2 if self.captions else 0
        return self._caption_h

    def _cell(self, width: int | None = None) -> QSize:
        """Size of one tile with its caption; in a ``fit`` strip, shrunk to fit ``width``."""
        height = self.tile_height
        if self.fit_slots and width:
            slots = max(len(self._items), self.fit_slots)
            gaps = self.GAP * sum(1 for item in self._items[1:] if item.gap_before)
            fitting = ((width - 12 - gaps) / slots - self.SPACING) * TILE_RATIO
            height = max(self.MIN_FIT_HEIGHT, min(height, int(fitting)))
        elif self.columns and width:
            slots = self.columns + TILE_RATIO - 1  # one of the row's tiles may lie sideways
            fitting = ((width - 12) / slots - self.SPACING) * TILE_RATIO
            height = max(self.MIN_COLUMN_HEIGHT, min(height, int(fitting)))
        return QSize(round(height / TILE_RATIO), height + self._caption_height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._caption_h = None
            self._layouts.clear()
        super().changeEvent(event)

    def _layout(self, width: int) -> list[QRect]:
        if width not in self._layouts:
            if len(self._layouts) > 8:
                self._layouts.clear()
            self._layouts[width] = self._compute_layout(width)
        return self._layouts[width]

    def _compute_layout(self, width: int) -> list[QRect]:
        cell = self._cell(width)
        rects: list[QRect] = []
        x = y = 6
        in_row = 0
        for item in self._items:
            size = cell.transposed() if item.sideways else cell
            step = size.width() + (self.GAP if item.gap_before and rects else 0)
            full = self.columns and in_row == self.columns
            if rects and (full or x + step > width - 6):
                x, y, in_row = 6, y + cell.height() + self.SPACING, 0
                step = size.width()
            x += step - size.width()
            rects.append(QRect(x, y + cell.height() - size.height(), size.width(), size.height()))
            x += size.width() + self.SPACING
            in_row += 1
        return rects

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self._layout(width)
        cell = self._cell(width).height()  # a fit strip is as tall as its shrunk tiles
        bottom = rects[-1].bottom() if rects else cell
        return max(bottom, cell) + 8

    def sizeHint(self) -> QSize:
        cell = self._cell()
        count = max(len(self._items), 14 if self.editable else 1)
        return QSize(count * (cell.width() + self.SPACING) + 12, cell.height() + 12)

    def minimumSizeHint(self) -> QSize:
        cell = self._cell()
        if self.columns:
            small = round(self.MIN_COLUMN_HEIGHT / TILE_RATIO)
            width = round((small + self.SPACING) * (self.columns + TILE_RATIO - 1)) + 12
            return QSize(width, self.heightForWidth(width))
        if self.fit_slots:
            small = round(self.MIN_FIT_HEIGHT / TILE_RATIO) + self.SPACING
            width = small * self.fit_slots + 12  # one row of the smallest tiles
            return QSize(width, self.heightForWidth(width))
        return QSize(cell.width() * 4, self.heightForWidth(max(self.width(), cell.width() * 4)))

    def index_at(self, pos: QPointF | QPoint) -> int:
        """Index of the tile under ``pos``, or -1."""
        point = QPointF(pos).toPoint()
        for i, rect in enumerate(self._layout(self.width())):
            if rect.contains(point):
                return i
        return -1

    def insert_index_at(self, pos: QPointF | QPoint) -> int:
        """Where a tile dropped at ``pos`` goes (0..len)."""
        point = QPointF(pos)
        for i, rect in enumerate(self._layout(self.width())):
            if point.y() <= rect.bottom() + self.SPACING and point.x() < rect.center().x():
                return i
            if point.y() < rect.top() - self.SPACING:
                return i
        return len(self._items)

    def tile_rect(self, index: int) -> QRect:
        """Rectangle of the tile at ``index`` (for tests and tooltips)."""
        return self._layout(self.width())[index]

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.editable:
            self._paint_frame(painter)
        rects = self._layout(self.width())
        for i, (item, rect) in enumerate(zip(self._items, rects, strict=True)):
            look = item.look
            if i == self._selected and self.hasFocus():
                look = TileLook(look.acting, look.dim, look.dead, True, look.face_down)
            height = rect.height() - self._caption_height()
            face = QRectF(rect.x(), rect.y(), rect.width(), height)
            if item.sideways:
                _paint_sideways(painter, face, item.tile, look)
            else:
                paint_tile(painter, face, item.tile, look)
            if item.caption:
                caption = QRectF(
                    rect.x() + CAPTION_INSET,
                    rect.y() + height,
                    rect.width() - 2 * CAPTION_INSET,
                    self._caption_height(),
                )
                painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
                painter.setFont(self.caption_font(item.caption, caption.width()))
                painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, item.caption)
        if not self._items and self.placeholder:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.placeholder)
        if self._drop_index >= 0:
            self._paint_drop_marker(painter, rects)
        painter.end()

    def _paint_frame(self, painter: QPainter) -> None:
        colour = QColor("#f2a900") if self.active else self.palette().color(QPalette.ColorRole.Mid)
        painter.setPen(
            QPen(
                colour,
                2 if self.active else 1,
                Qt.PenStyle.DashLine if not self.active else Qt.PenStyle.SolidLine,
            )
        )
        base = self.palette().color(QPalette.ColorRole.Base)
        painter.setBrush(base if not self.active else QColor(base).darker(103))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)

    def _paint_drop_marker(self, painter: QPainter, rects: list[QRect]) -> None:
        if rects and self._drop_index < len(rects):
            rect = rects[self._drop_index]
            x = rect.left() - 2
        elif rects:
            rect = rects[-1]
            x = rect.right() + 2
        else:
            rect = QRect(6, 6, 1, self.tile_height)
            x = 6
        painter.setPen(QPen(QColor("#f2a900"), 3))
        painter.drawLine(x, rect.top(), x, rect.top() + self.tile_height)

    # -- mouse and keys ------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.activated.emit()
        index = self.index_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and index >= 0:
            self._press = (index, event.position())
            self._selected = index
            self.update()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and self.editable:
            index, start = self._press
            moved = (event.position() - start).manhattanLength()
            if moved >= QApplication.startDragDistance():
                self._press = None
                action = _start_drag(
                    self, self._items[index].tile, self.name, index, self.tile_height
                )
                if action == Qt.DropAction.IgnoreAction and not self.rect().contains(
                    self.mapFromGlobal(self.cursor().pos())
                ):
                    self.removeRequested.emit(index)  # dragged out: remove
                return
        index = self.index_at(event.position())
        if index >= 0 and self._items[index].tooltip:
            QToolTip.showText(event.globalPosition().toPoint(), self._items[index].tooltip, self)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            index = self._press[0]
            self._press = None
            if self.index_at(event.position()) == index:
                self.clicked.emit(index)
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: object) -> None:
        pos = event.pos()  # type: ignore[attr-defined]
        index = self.index_at(pos)
        if self.editable and index >= 0:
            self.removeRequested.emit(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.editable and key == Qt.Key.Key_Delete and self._selected >= 0:
            self.removeRequested.emit(self._selected)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self._items:
            step = -1 if key == Qt.Key.Key_Left else 1
            self._selected = max(0, min(len(self._items) - 1, self._selected + step))
            self.update()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and (
            self._selected >= 0
        ):
            self.clicked.emit(self._selected)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: object) -> None:
        self.activated.emit()
        super().focusInEvent(event)  # type: ignore[arg-type]

    # -- drops ---------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if read_tile_mime(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if read_tile_mime(event.mimeData()) is None:
            return
        self._drop_index = self.insert_index_at(event.position())
        self.update()
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self._drop_index = -1
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._drop_index = -1
        self.update()
        found = read_tile_mime(event.mimeData())
        if found is None:
            return
        tile, source, index = found
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.dropped.emit(tile, self.insert_index_at(event.position()), source, index)


def _paint_sideways(painter: QPainter, rect: QRectF, tile: Tile, look: TileLook) -> None:
    """Paint ``tile`` lying on its side (turned a quarter to the left) filling ``rect``."""
    painter.save()
    painter.translate(rect.center())
    painter.rotate(-90)
    upright = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
    paint_tile(painter, upright, tile, look)
    painter.restore()


class PaletteTile(QAbstractButton):
    """A palette button: the tile, its available count, disabled at zero; drag to place it.

    Signals:
        clicked(): inherited; the palette adds the tile to the current target.
    """

    def __init__(self, tile: Tile, tile_height: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.tile_height = tile_height
        self.count = -1  # unknown until the palette counts
        self._press: QPointF | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(tile.text)

    def set_count(self, count: int) -> None:
        """Copies still available; 0 disables the button."""
        self.count = count
        self.setEnabled(count > 0)
        self.update()

    def set_tile_height(self, height: int) -> None:
        """Draw the tile ``height`` pixels tall (the palette scales its tiles to its width)."""
        if height != self.tile_height:
            self.tile_height = height
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(self.tile_height / TILE_RATIO) + 4, self.tile_height + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        width = self.tile_height / TILE_RATIO
        rect = QRectF(2, 2, width, self.tile_height)
        if self.underMouse() and self.isEnabled():
            rect.translate(0, -1.5)
        paint_tile(painter, rect, self.tile, TileLook(dim=not self.isEnabled()))
        self._paint_count(painter, rect)
        painter.end()

    def _paint_count(self, painter: QPainter, rect: QRectF) -> None:
        size = max(11.0, rect.width() * 0.42)
        badge = QRectF(rect.right() - size * 0.8, rect.top() - 1, size, size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#b0b7c3") if self.count == 0 else QColor("#37474f"))
        painter.drawEllipse(badge)
        painter.setPen(QColor("#ffffff"))
        font = painter.font()
        font.setPixelSize(round(size * 0.68))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and self.isEnabled()
            and (
                (event.position() - self._press).manhattanLength()
                >= QApplication.startDragDistance()
            )
        ):
            self._press = None
            self.setDown(False)
            _start_drag(self, self.tile, "palette", -1, 56)
            return
        super().mouseMoveEvent(event)

    def enterEvent(self, event: object) -> None:
        self.update()
        super().enterEvent(event)  # type: ignore[arg-type]

    def leaveEvent(self, event: object) -> None:
        self.update()
        super().leaveEvent(event)  # type: ignore[arg-type]
