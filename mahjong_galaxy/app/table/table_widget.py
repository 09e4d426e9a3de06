"""The square game table, painted: four rivers in rows of six, melds, winds, points, dora.

Each seat is drawn in its own frame (the painter rotated a quarter turn per seat counter-clockwise
from the viewer at the bottom), so every river reads from its owner's chair like at a real
table.  The riichi tile and the called tile of a meld lie sideways (:func:`meld_slots`: where the
called tile's seat puts it); rivers never reach the melds (:func:`river_slots`); the last discard
has an orange frame; the seat whose turn it is has a lit strip in the centre box.  Tiles come
from the shared vector renderer (:func:`~mahjong_galaxy.app.widgets.tile_painter.paint_tile`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mahjong_galaxy.app.table.model import MeldModel, SeatModel, TableModel
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, TileLook, paint_tile
from mahjong_galaxy.core.tiles import EAST, Tile

RIVER_COLUMNS = 6
RIVER_ROWS = 4  # rows of a 2-player river block before the second block
EDGE = 0.2  # the melds' line above the table's edge, in tile widths
MELD_SCALE = 0.85  # meld tiles against river tiles
UNITS = 21.0  # the table's side in tile widths
CENTRE = 3.4  # half the centre box in tile widths
FELT = QColor("#1f5f46")
LIGHT = QColor("#f2a900")
WINDS = (
    QT_TRANSLATE_NOOP("Table", "E"),
    QT_TRANSLATE_NOOP("Table", "S"),
    QT_TRANSLATE_NOOP("Table", "W"),
    QT_TRANSLATE_NOOP("Table", "N"),
)


def place_of(seat: int, viewer: int, players: int) -> int:
    """Where ``seat`` sits from ``viewer``: 0 bottom, 1 right, 2 top, 3 left (2 players: top)."""
    step = (seat - viewer) % players
    return 2 if players == 2 and step else step


class TableWidget(QWidget):
    """Paints a :class:`TableModel` (none: an empty felt); ``model`` is public for tests."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("game-table")
        self.model: TableModel | None = None
        self.setMinimumSize(300, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 520)

    def set_model(self, model: TableModel | None) -> None:
        """Show ``model`` (repaints only when it changed)."""
        if model != self.model:
            self.model = model
            self.update()

    # -- painting ----------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        side = float(min(self.width(), self.height()))
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.width() / 2, self.height() / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FELT)
        painter.drawRoundedRect(QRectF(-side / 2, -side / 2, side, side), side / 40, side / 40)
        model = self.model
        if model is None:
            painter.end()
            return
        tw = side / UNITS
        players = len(model.seats)
        for seat, state in enumerate(model.seats):
            painter.save()
            painter.rotate(-90 * place_of(seat, model.viewer, players))
            self._paint_seat(painter, model, seat, state, tw, side)
            painter.restore()
        self._paint_centre(painter, model, tw)
        painter.end()

    def _paint_seat(
        self,
        painter: QPainter,
        model: TableModel,
        seat: int,
        state: SeatModel,
        tw: float,
        side: float,
    ) -> None:
        last = model.last_discard[1] if model.last_discard and model.last_discard[0] == seat else -1
        depth = melds_top(state.melds, side, tw) - river_top(tw)
        slots = river_slots(len(state.river), state.riichi_index, len(model.seats), tw, depth)
        for i, (tile, rect) in enumerate(zip(state.river, slots, strict=True)):
            sideways = i == state.riichi_index
            at = QPointF(rect.x(), rect.bottom() - rect.height() * (TILE_RATIO if sideways else 1))
            _paint(
                painter, at, tile, rect.height() if sideways else rect.width(), sideways, TileLook()
            )
            if i == last:
                painter.setPen(QPen(LIGHT, max(2.0, tw * 0.12)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), tw * 0.15, tw * 0.15)
        edge = side / 2 - tw * EDGE
        corner = tw * TILE_RATIO  # the neighbours' rows run along the corners
        x = edge - corner
        small = tw * MELD_SCALE
        for meld in reversed(state.melds):
            x -= meld_width(meld, small)
            paint_meld(painter, meld, x, edge, small)
            x -= small * 0.3
        if seat != model.viewer:
            back = tw * 0.55
            bx = -side / 2 + corner
            for _ in range(state.concealed):
                paint_tile(
                    painter,
                    QRectF(bx, edge - back * TILE_RATIO, back, back * TILE_RATIO),
                    Tile(0),
                    TileLook(face_down=True),
                )
                bx += back

    def _paint_centre(self, painter: QPainter, model: TableModel, tw: float) -> None:
        half = CENTRE * tw
        painter.setPen(QPen(QColor("#0b2a1f"), 1))
        painter.setBrush(QColor("#163f30"))
        painter.drawRoundedRect(QRectF(-half, -half, 2 * half, 2 * half), tw * 0.3, tw * 0.3)
        font = QFont(self.font())
        players = len(model.seats)
        for seat, state in enumerate(model.seats):
            painter.save()
            painter.rotate(-90 * place_of(seat, model.viewer, players))
            strip = QRectF(-half + tw * 1.1, half - tw * 1.0, 2 * half - tw * 2.2, tw * 0.9)
            lit = seat == model.turn
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(LIGHT if lit else QColor("#0f3326"))
            painter.drawRoundedRect(strip, tw * 0.2, tw * 0.2)
            font.setPixelSize(max(8, int(tw * 0.55)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#10231b") if lit else QColor("#ffffff"))
            wind = QCoreApplication.translate("Table", WINDS[state.wind - EAST])
            painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, f"{wind}  {state.score}")
            if state.riichi:  # the 1,000-point stick: white with a red dot
                stick = QRectF(-tw * 1.2, half + tw * 0.04, tw * 2.4, tw * 0.19)
                painter.setBrush(QColor("#ffffff"))
                painter.setPen(QPen(QColor("#444444"), 0.5))
                painter.drawRoundedRect(stick, tw * 0.08, tw * 0.08)
                painter.setBrush(QColor("#d0021b"))
                painter.drawEllipse(stick.center(), tw * 0.08, tw * 0.08)
            painter.restore()
        inner = QRectF(-half + tw, -half + tw, 2 * half - 2 * tw, 2 * half - 2 * tw)
        font.setPixelSize(max(8, int(tw * 0.5)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        top = QRectF(inner.left(), inner.top(), inner.width(), tw * 0.7)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, model.title)
        font.setBold(False)
        painter.setFont(font)
        counters = QCoreApplication.translate("Table", "{0} left").format(model.wall_remaining)
        if model.sticks:
            counters += " · " + QCoreApplication.translate("Table", "riichi ×{0}").format(
                model.sticks
            )
        bottom = QRectF(inner.left(), inner.bottom() - tw * 0.7, inner.width(), tw * 0.7)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, counters)
        dw = min(tw * 0.8, inner.width() / max(5, len(model.dora_indicators)))
        x = -dw * len(model.dora_indicators) / 2
        for tile in model.dora_indicators:
            paint_tile(painter, QRectF(x, -dw * TILE_RATIO / 2, dw, dw * TILE_RATIO), tile)
            x += dw


def river_top(tw: float) -> float:
    """Where the rivers begin, below the centre box and the riichi stick (owner's frame)."""
    return CENTRE * tw + tw * 0.3


def melds_top(melds: Sequence[MeldModel], side: float, tw: float) -> float:
    """The top of a seat's meld row at the table's edge (an added kan's tile reaches higher)."""
    small = tw * MELD_SCALE
    return (
        side / 2 - tw * EDGE - small * TILE_RATIO - (small if any(m.stacked for m in melds) else 0)
    )


def river_slots(
    count: int, riichi_index: int | None, players: int, tw: float, depth: float
) -> list[QRectF]:
    """Where the ``count`` tiles of a river lie, in the owner's frame (the table's centre at the
    origin, the owner's edge below): rows of six from :func:`river_top`, the riichi tile
    sideways.  A 2-player table, whose sides are free, puts a second block of rows beside the
    first once :data:`RIVER_ROWS` rows are full; rows that would reach deeper than ``depth``
    (the room above the melds) shrink the tiles so that they never overlap."""
    blocks = 2 if players == 2 else 1
    rows = -(-count // RIVER_COLUMNS)
    per_block = max(RIVER_ROWS if blocks > 1 else 1, -(-rows // blocks))
    used = max(1, min(rows, per_block))
    scale = min(1.0, depth / (used * tw * TILE_RATIO))
    w = tw * scale
    h = w * TILE_RATIO
    x0, y0 = -CENTRE * tw, river_top(tw)
    block_width = RIVER_COLUMNS * w + (h - w) + tw * 0.3  # a riichi tile widens a row
    rects = []
    x, row = x0, -1
    for i in range(count):
        if i % RIVER_COLUMNS == 0:
            row += 1
            x = x0 + block_width * (row // per_block)
        y = y0 + h * (row % per_block)
        if i == riichi_index:
            rects.append(QRectF(x, y + h - w, h, w))
            x += h
        else:
            rects.append(QRectF(x, y, w, h))
            x += w
    return rects


def _paint(
    painter: QPainter, at: QPointF, tile: Tile, tw: float, sideways: bool, look: TileLook
) -> QRectF:
    """Paint ``tile`` with its top left at ``at`` (upright, or lying sideways on the row's
    bottom line); returns the covered rectangle."""
    th = tw * TILE_RATIO
    if not sideways:
        rect = QRectF(at.x(), at.y(), tw, th)
        paint_tile(painter, rect, tile, look)
        return rect
    rect = QRectF(at.x(), at.y() + th - tw, th, tw)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(90)
    paint_tile(painter, QRectF(-tw / 2, -th / 2, tw, th), tile, look)
    painter.restore()
    return rect


def meld_width(meld: MeldModel, tw: float) -> float:
    """Width of ``meld`` drawn with tiles ``tw`` wide (a stacked added tile takes no room)."""
    count = len(meld.tiles) - meld.stacked
    return tw * count + (tw * (TILE_RATIO - 1) if meld.called is not None else 0.0)


def meld_slots(meld: MeldModel, left: float, bottom: float, tw: float) -> list[QRectF]:
    """Where each tile of ``meld`` lies when drawn from ``left`` on the line ``bottom`` with
    tiles ``tw`` wide: upright tiles taller than wide, the called tile (and an added kan's tile,
    on top of it) sideways."""
    th = tw * TILE_RATIO
    rects, x = [], left
    for i in range(len(meld.tiles)):
        if meld.stacked and i == len(meld.tiles) - 1:
            below = rects[meld.called if meld.called is not None else 0]
            rects.append(below.translated(0, -tw))
        elif i == meld.called:
            rects.append(QRectF(x, bottom - tw, th, tw))
            x += th
        else:
            rects.append(QRectF(x, bottom - th, tw, th))
            x += tw
    return rects


def paint_meld(painter: QPainter, meld: MeldModel, left: float, bottom: float, tw: float) -> None:
    """Paint ``meld`` from ``left`` standing on the line ``bottom`` (see :func:`meld_slots`)."""
    th = tw * TILE_RATIO
    for i, (tile, rect) in enumerate(
        zip(meld.tiles, meld_slots(meld, left, bottom, tw), strict=True)
    ):
        face_down = meld.closed and i in (0, len(meld.tiles) - 1)
        look = TileLook(acting=meld.acting[i], face_down=face_down)
        sideways = rect.width() > rect.height()
        _paint(painter, QPointF(rect.x(), rect.bottom() - th), tile, tw, sideways, look)
