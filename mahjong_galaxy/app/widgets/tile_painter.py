"""Vector tile faces drawn with QPainter: our own artwork, crisp at any size and DPI.

Everything is drawn from geometry relative to the tile rectangle (no bitmaps), so a tile looks
sharp at any size and device pixel ratio.  Faces: man (numeral + 萬), pin circles, sou sticks,
honours 東南西北 白 發 中, red fives, the blue galaxy face, and the ``g`` face (a galaxy number of
any suit).  Without a CJK font the faces use a legible Latin label instead of empty boxes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QRawFont,
)

from mahjong_galaxy.core.tiles import Tile, kind_name, kind_number

#: Height / width of a tile face (standard tiles are about 26 x 35 mm).
TILE_RATIO = 1.34

_CJK_PROBE = "萬東發中"
_MAN_NUMERALS = "一二三四五六七八九"
_HONOR_CJK = "東南西北白發中"
_HONOR_LATIN = ("E", "S", "W", "N", "", "G", "R")

NAVY = QColor("#1c2541")
RED = QColor("#c62828")
GREEN = QColor("#1b7a3d")
BLUE = QColor("#1f5fbf")
GALAXY_EDGE = QColor("#173f8a")
GALAXY_TOP = QColor("#e6f0ff")
GALAXY_BOTTOM = QColor("#8db4f2")
IVORY_TOP = QColor("#fffdf6")
IVORY_BOTTOM = QColor("#efe6d2")
IVORY_EDGE = QColor("#b9a77f")
BACK_COLOR = QColor("#2e7d5b")


@dataclass
class _FontChoice:
    cjk: str | None = None
    probed: bool = False


_FONTS = _FontChoice()


def cjk_family() -> str | None:
    """The installed font family able to draw 萬東發中, or None (Latin fallback faces)."""
    if not _FONTS.probed:
        _FONTS.cjk = _find_cjk_family()
        _FONTS.probed = True
    return _FONTS.cjk


def set_cjk_family(family: str | None) -> None:
    """Force the CJK family (None = Latin faces); used by tests and the fallback check."""
    _FONTS.cjk = family
    _FONTS.probed = True
    _font.cache_clear()
    QPixmapCache.clear()


def _find_cjk_family() -> str | None:
    systems = (
        QFontDatabase.WritingSystem.Japanese,
        QFontDatabase.WritingSystem.SimplifiedChinese,
        QFontDatabase.WritingSystem.TraditionalChinese,
    )
    preferred = (
        "Noto Sans CJK JP",
        "Hiragino Sans",
        "Yu Gothic",
        "Meiryo",
        "IPAGothic",
        "IPAPGothic",
        "Source Han Sans JP",
        "MS Gothic",
    )
    candidates: list[str] = []
    for system in systems:
        candidates.extend(QFontDatabase.families(system))
    ordered = [f for f in preferred if f in candidates] + candidates
    for family in ordered:
        raw = QRawFont.fromFont(QFont(family))
        if raw.isValid() and all(raw.supportsCharacter(ord(c)) for c in _CJK_PROBE):
            return family
    return None


@lru_cache(maxsize=64)
def _font(family: str | None, pixel_size: int, bold: bool) -> QFont:
    font = QFont(family) if family else QFont()
    if not family:
        font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font


@dataclass(frozen=True)
class TileLook:
    """How to draw one tile beyond its face.

    Attributes:
        acting: kind (0..33) a galaxy tile acts as, drawn as a badge; None for no badge.
        dim: draw faded (disabled or unavailable).
        dead: mark as a dead wait (no live copies): faded with a red strike.
        selected: draw a focus ring.
        face_down: draw the back (closed kan outer tiles).
    """

    acting: int | None = None
    dim: bool = False
    dead: bool = False
    selected: bool = False
    face_down: bool = False


PLAIN = TileLook()


def tile_size(height: float) -> tuple[float, float]:
    """(width, height) in pixels of a tile drawn ``height`` pixels tall, thickness included."""
    return height / TILE_RATIO, height


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile, look: TileLook = PLAIN) -> None:
    """Draw ``tile`` filling ``rect`` (keep about 1 : 1.34 width : height).

    On screen, each face and each set of marks (badge, strike, focus ring) is rendered once per
    size and device pixel ratio and reused from QPixmapCache, so painting a tile is one or two
    blits; a painter that scales or rotates (printing, zoomed export) gets the vector drawing.
    """
    if painter.transform().isScaling() or painter.transform().isRotating():
        paint_vector(painter, rect, tile, look)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    width, height = max(1, round(rect.width())), max(1, round(rect.height()))
    at = QPointF(round(rect.left()), round(rect.top()))
    painter.save()
    if look.dim or look.dead:
        painter.setOpacity(0.38)
    face = TileLook(face_down=look.face_down)
    painter.drawPixmap(at, _cached(tile, face, width, height, ratio))
    painter.setOpacity(1.0)
    if look.dead or look.acting is not None or look.selected:
        marks = TileLook(acting=look.acting, dead=look.dead, selected=look.selected)
        painter.drawPixmap(at, _cached(None, marks, width, height, ratio))
    painter.restore()


def warm_up_jobs(
    heights: Sequence[int], badge_heights: Sequence[int], ratio: float
) -> list[Callable[[], object]]:
    """Small jobs that pre-render every face (and the marks) into the cache.

    Run them a few at a time when the UI is idle: a hand with many new tiles then paints from
    the cache instead of rendering dozens of faces in one go.
    """
    faces = [
        *(Tile(k) for k in range(34)),
        *(Tile(k, red=True) for k in (4, 13, 22)),
        *(Tile(k, galaxy=True) for k in range(34)),
        *(Tile(n, galaxy=True, suit_known=False) for n in range(9)),
    ]
    jobs: list[Callable[[], object]] = []
    for height in heights:
        width = round(height / TILE_RATIO)
        for tile in faces:
            jobs.append(partial(_cached, tile, PLAIN, width, height, ratio))
        for look in (TileLook(dead=True), TileLook(selected=True)):
            jobs.append(partial(_cached, None, look, width, height, ratio))
    for height in badge_heights:
        width = round(height / TILE_RATIO)
        for kind in range(34):
            jobs.append(partial(_cached, None, TileLook(acting=kind), width, height, ratio))
    return jobs


def _cached(tile: Tile | None, look: TileLook, width: int, height: int, ratio: float) -> QPixmap:
    """The face of ``tile`` (or only the marks of ``look`` when None), from the cache."""
    name = tile.text if tile is not None else "marks"
    key = f"tile:{name}:{look}:{width}x{height}@{ratio}:{cjk_family()}"
    pixmap = QPixmapCache.find(key)
    if pixmap is None:
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        target = QPainter(pixmap)
        target.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        target.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        rect = QRectF(0, 0, width, height)
        if tile is None:
            _paint_marks(target, rect, look)
        else:
            paint_vector(target, rect, tile, look)
        target.end()
        QPixmapCache.insert(key, pixmap)
    return pixmap


def paint_vector(painter: QPainter, rect: QRectF, tile: Tile, look: TileLook = PLAIN) -> None:
    """Draw ``tile`` as vector shapes and text into ``rect`` (no caching)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    if look.dim or look.dead:
        painter.setOpacity(0.38)
    face = _paint_body(painter, rect, tile.galaxy and not look.face_down, look.face_down)
    if not look.face_down:
        _paint_face(painter, face, tile)
    painter.setOpacity(1.0)
    _paint_marks(painter, rect, look)
    painter.restore()


def _face_rect(rect: QRectF) -> QRectF:
    """The face of a tile drawn in ``rect`` (the body minus its bottom edge)."""
    depth = max(1.5, rect.height() * 0.06)
    body = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    return QRectF(body.left(), body.top(), body.width(), body.height() - depth)


def _paint_marks(painter: QPainter, rect: QRectF, look: TileLook) -> None:
    """Dead-wait strike, acting-kind badge and focus ring of ``look``."""
    face = _face_rect(rect)
    if look.dead:
        _paint_strike(painter, face)
    if look.acting is not None:
        paint_badge(painter, face, kind_name(look.acting))
    if look.selected:
        painter.setPen(QPen(QColor("#f2a900"), max(2.0, rect.width() * 0.07)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = rect.width() * 0.14
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)


def _paint_body(painter: QPainter, rect: QRectF, galaxy: bool, back: bool) -> QRectF:
    """Draw the tile body with a bottom edge for depth; return the face rectangle."""
    w = rect.width()
    radius = w * 0.13
    body = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    face = _face_rect(rect)
    edge = GALAXY_EDGE if galaxy else (BACK_COLOR if back else IVORY_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge.darker(115))
    painter.drawRoundedRect(body, radius, radius)
    gradient = QLinearGradient(face.topLeft(), face.bottomLeft())
    if back:
        gradient.setColorAt(0, BACK_COLOR.lighter(125))
        gradient.setColorAt(1, BACK_COLOR)
    elif galaxy:
        gradient.setColorAt(0, GALAXY_TOP)
        gradient.setColorAt(1, GALAXY_BOTTOM)
    else:
        gradient.setColorAt(0, IVORY_TOP)
        gradient.setColorAt(1, IVORY_BOTTOM)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(edge, max(0.8, w * 0.025)))
    painter.drawRoundedRect(face, radius, radius)
    if galaxy:
        _paint_stars(painter, face)
    return face


_STARS = (
    (0.16, 0.10, 1.0),
    (0.84, 0.14, 0.7),
    (0.12, 0.88, 0.8),
    (0.88, 0.86, 1.0),
    (0.50, 0.05, 0.6),
    (0.90, 0.50, 0.6),
    (0.08, 0.50, 0.5),
)


def _paint_stars(painter: QPainter, face: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 230))
    unit = face.width() * 0.035
    for fx, fy, scale in _STARS:
        centre = QPointF(face.left() + fx * face.width(), face.top() + fy * face.height())
        _star(painter, centre, unit * 1.6 * scale)


def _star(painter: QPainter, centre: QPointF, r: float) -> None:
    path = QPainterPath()
    inner = r * 0.32
    points = [
        (0, -r),
        (inner, -inner),
        (r, 0),
        (inner, inner),
        (0, r),
        (-inner, inner),
        (-r, 0),
        (-inner, -inner),
    ]
    path.moveTo(centre + QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(centre + QPointF(*p))
    path.closeSubpath()
    painter.drawPath(path)


def _inner(face: QRectF, margin: float = 0.14) -> QRectF:
    m = face.width() * margin
    return face.adjusted(m, m * 1.05, -m, -m * 1.05)


def _paint_face(painter: QPainter, face: QRectF, tile: Tile) -> None:
    inner = _inner(face)
    number = kind_number(tile.kind)
    if tile.galaxy and not tile.suit_known:
        _paint_any_suit(painter, inner, number)
    elif tile.kind < 9:
        _paint_man(painter, inner, number, tile.red)
    elif tile.kind < 18:
        _paint_pin(painter, inner, number, tile.red)
    elif tile.kind < 27:
        _paint_sou(painter, inner, number, tile.red)
    else:
        _paint_honor(painter, inner, number - 1)


def _text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    color: QColor,
    size: float,
    bold: bool = True,
    family: str | None = None,
) -> None:
    painter.setPen(color)
    painter.setFont(_font(family, round(size), bold))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _paint_man(painter: QPainter, r: QRectF, number: int, red: bool) -> None:
    family = cjk_family()
    top = QRectF(r.left(), r.top(), r.width(), r.height() * 0.5)
    bottom = QRectF(r.left(), r.top() + r.height() * 0.5, r.width(), r.height() * 0.5)
    ink = RED if red else NAVY
    if family:
        _text(painter, top, _MAN_NUMERALS[number - 1], ink, r.height() * 0.42, True, family)
        _text(painter, bottom, "萬", RED, r.height() * 0.44, True, family)
    else:
        _text(painter, top, str(number), ink, r.height() * 0.5)
        _text(painter, bottom, "m", RED, r.height() * 0.42)


# Pin layouts: (x, y, radius, colour) in a unit square.
_B, _G, _R = "b", "g", "r"
_PIN_LAYOUTS: dict[int, tuple[tuple[float, float, float, str], ...]] = {
    1: ((0.5, 0.5, 0.46, _R),),
    2: ((0.5, 0.25, 0.22, _G), (0.5, 0.75, 0.22, _B)),
    3: ((0.2, 0.16, 0.18, _B), (0.5, 0.5, 0.18, _R), (0.8, 0.84, 0.18, _G)),
    4: tuple(
        (x, y, 0.2, c)
        for x, y, c in ((0.27, 0.24, _B), (0.73, 0.24, _G), (0.27, 0.76, _G), (0.73, 0.76, _B))
    ),
    5: tuple(
        (x, y, 0.17, c)
        for x, y, c in (
            (0.22, 0.17, _B),
            (0.78, 0.17, _G),
            (0.5, 0.5, _R),
            (0.22, 0.83, _G),
            (0.78, 0.83, _B),
        )
    ),
    6: tuple((x, y, 0.16, _G if y < 0.3 else _R) for y in (0.15, 0.52, 0.85) for x in (0.28, 0.72)),
    7: (
        (0.18, 0.1, 0.13, _G),
        (0.5, 0.2, 0.13, _G),
        (0.82, 0.3, 0.13, _G),
        *((x, y, 0.14, _R) for y in (0.6, 0.88) for x in (0.28, 0.72)),
    ),
    8: tuple((x, y, 0.13, _B) for y in (0.11, 0.37, 0.63, 0.89) for x in (0.28, 0.72)),
    9: tuple(
        (x, y, 0.14, (_B, _R, _G)[i])
        for i, y in enumerate((0.15, 0.5, 0.85))
        for x in (0.18, 0.5, 0.82)
    ),
}
_COLORS = {_B: BLUE, _G: GREEN, _R: RED}


def _paint_pin(painter: QPainter, r: QRectF, number: int, red: bool) -> None:
    side = min(r.width(), r.height())
    for x, y, radius, colour in _PIN_LAYOUTS[number]:
        centre = QPointF(r.left() + x * r.width(), r.top() + y * r.height())
        ink = RED if red else _COLORS[colour]
        _circle(painter, centre, radius * side, ink)


def _circle(painter: QPainter, c: QPointF, radius: float, ink: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(c, radius, radius)
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(c, radius * 0.72, radius * 0.72)
    painter.setBrush(ink)
    painter.drawEllipse(c, radius * 0.48, radius * 0.48)
    if radius > 6:
        painter.setBrush(QColor("#fffaf0"))
        painter.drawEllipse(c, radius * 0.16, radius * 0.16)


# Sou layouts: (x, y, colour) of stick centres in a unit square; sticks are 0.42 tall
# (0.3 when there are three rows).
_SOU_LAYOUTS: dict[int, tuple[tuple[float, float, str], ...]] = {
    2: ((0.5, 0.25, _G), (0.5, 0.75, _B)),
    3: ((0.5, 0.25, _G), (0.3, 0.75, _G), (0.7, 0.75, _G)),
    4: ((0.3, 0.25, _G), (0.7, 0.25, _B), (0.3, 0.75, _B), (0.7, 0.75, _G)),
    5: ((0.22, 0.25, _G), (0.78, 0.25, _B), (0.5, 0.5, _R), (0.22, 0.75, _B), (0.78, 0.75, _G)),
    6: tuple((x, y, _G if y < 0.5 else _B) for y in (0.25, 0.75) for x in (0.2, 0.5, 0.8)),
    7: ((0.5, 0.16, _R), *((x, y, _G) for y in (0.5, 0.84) for x in (0.2, 0.5, 0.8))),
    8: tuple(
        (x, y, _G if x in (0.14, 0.86) else _B)
        for y in (0.25, 0.75)
        for x in (0.14, 0.38, 0.62, 0.86)
    ),
    9: tuple((x, y, _R if x == 0.5 else _G) for y in (0.16, 0.5, 0.84) for x in (0.2, 0.5, 0.8)),
}


def _paint_sou(painter: QPainter, r: QRectF, number: int, red: bool) -> None:
    if number == 1:
        _paint_one_sou(painter, r, red)
        return
    layout = _SOU_LAYOUTS[number]
    rows = len({y for _, y, _ in layout})
    height = r.height() * (0.42 if rows == 2 else 0.29)
    width = r.width() * (0.18 if number < 6 else 0.16 if number < 8 else 0.14)
    for x, y, colour in layout:
        centre = QPointF(r.left() + x * r.width(), r.top() + y * r.height())
        ink = RED if red else _COLORS[colour]
        _stick(painter, centre, width, height, ink)


def _stick(painter: QPainter, c: QPointF, w: float, h: float, ink: QColor) -> None:
    rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawRoundedRect(rect, w * 0.45, w * 0.45)
    painter.setPen(QPen(QColor("#fffaf0"), max(0.6, w * 0.18)))
    for frac in (0.5,):
        y = rect.top() + rect.height() * frac
        painter.drawLine(QPointF(rect.left() + w * 0.15, y), QPointF(rect.right() - w * 0.15, y))
    painter.drawLine(QPointF(c.x(), rect.top() + h * 0.14), QPointF(c.x(), rect.top() + h * 0.36))
    painter.drawLine(QPointF(c.x(), rect.top() + h * 0.64), QPointF(c.x(), rect.top() + h * 0.86))


def _paint_one_sou(painter: QPainter, r: QRectF, red: bool) -> None:
    """1s: a stylised bird (body, wing, tail feathers) drawn from simple shapes."""
    ink = RED if red else GREEN
    cx, w, h = r.center().x(), r.width(), r.height()
    painter.setPen(Qt.PenStyle.NoPen)
    for i, dx in enumerate((-0.28, 0.0, 0.28)):
        tail = QRectF(cx + dx * w - w * 0.09, r.top() + h * 0.52, w * 0.18, h * 0.44)
        painter.setBrush(BLUE if i == 1 else ink)
        painter.drawEllipse(tail)
    painter.setBrush(ink)
    painter.drawEllipse(QRectF(cx - w * 0.3, r.top() + h * 0.22, w * 0.6, h * 0.42))
    painter.setBrush(RED)
    painter.drawEllipse(QPointF(cx + w * 0.14, r.top() + h * 0.16), w * 0.14, w * 0.14)
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(QPointF(cx + w * 0.17, r.top() + h * 0.15), w * 0.04, w * 0.04)
    painter.setBrush(QColor("#f2a900"))
    beak = QPainterPath()
    beak.moveTo(cx + w * 0.27, r.top() + h * 0.13)
    beak.lineTo(cx + w * 0.42, r.top() + h * 0.18)
    beak.lineTo(cx + w * 0.26, r.top() + h * 0.21)
    painter.drawPath(beak)


def _paint_honor(painter: QPainter, r: QRectF, index: int) -> None:
    if index == 4:
        _paint_white_dragon(painter, r)
        return
    ink = GREEN if index == 5 else RED if index == 6 else NAVY
    family = cjk_family()
    if family:
        _text(painter, r, _HONOR_CJK[index], ink, r.height() * 0.62, True, family)
    else:
        _text(painter, r, _HONOR_LATIN[index], ink, r.height() * 0.62)


def _paint_white_dragon(painter: QPainter, r: QRectF) -> None:
    frame = r.adjusted(r.width() * 0.06, r.height() * 0.1, -r.width() * 0.06, -r.height() * 0.1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(BLUE, max(1.0, r.width() * 0.09)))
    painter.drawRect(frame)
    painter.setPen(QPen(BLUE, max(0.6, r.width() * 0.035)))
    painter.drawRect(
        frame.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12)
    )


def _paint_any_suit(painter: QPainter, r: QRectF, number: int) -> None:
    """``g`` face: the number large, with a small pin circle, sou stick and man mark below."""
    top = QRectF(r.left(), r.top(), r.width(), r.height() * 0.66)
    _text(painter, top, str(number), NAVY, r.height() * 0.6)
    y = r.top() + r.height() * 0.84
    unit = r.width() * 0.15
    _circle(painter, QPointF(r.left() + r.width() * 0.17, y), unit, BLUE)
    _stick(painter, QPointF(r.center().x(), y), unit * 0.8, unit * 2.2, GREEN)
    family = cjk_family()
    mark = QRectF(r.left() + r.width() * 0.66, y - unit * 1.3, r.width() * 0.36, unit * 2.6)
    _text(painter, mark, "萬" if family else "m", RED, unit * 2.0, True, family)


def _paint_strike(painter: QPainter, face: QRectF) -> None:
    painter.setPen(
        QPen(RED, max(1.5, face.width() * 0.08), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    m = face.width() * 0.12
    painter.drawLine(
        QPointF(face.left() + m, face.bottom() - m), QPointF(face.right() - m, face.top() + m)
    )


def paint_badge(painter: QPainter, face: QRectF, text: str) -> None:
    """Small dark label in the lower right corner of a tile (what a galaxy tile acts as)."""
    h = max(9.0, face.height() * 0.3)
    w = max(h * 1.25, face.width() * 0.62)
    box = QRectF(face.right() - w + face.width() * 0.08, face.bottom() - h * 0.72, w, h)
    painter.setPen(QPen(QColor("#ffffff"), max(0.8, h * 0.07)))
    painter.setBrush(QColor("#0d1b3e"))
    painter.drawRoundedRect(box, h * 0.3, h * 0.3)
    _text(painter, box, text, QColor("#ffffff"), h * 0.72)


def latin_label(tile: Tile) -> str:
    """Plain-text label of a tile face, as used in accessibility names (e.g. "5m", "galaxy 5p")."""
    if tile.galaxy:
        return f"galaxy {tile.text[0]}" if not tile.suit_known else f"galaxy {kind_name(tile.kind)}"
    return ("red " if tile.red else "") + kind_name(tile.kind)
