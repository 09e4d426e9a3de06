"""Draw the Galaxy Mahjong app icon (our own artwork) and write every format the bundles need.

Run from the repository root:  .venv/bin/python packaging/make_icons.py

Writes into ``mahjong_galaxy/resources/icons/`` (shipped as package data, so the installed app and
the bundle both find it):

- ``mahjong-galaxy.svg``           scalable icon (QSvgGenerator), used by the .desktop file
- ``mahjong-galaxy-<N>.png``       N x N pixels for N in :data:`PNG_SIZES` (hicolor theme sizes)
- ``mahjong-galaxy.ico``           Windows icon (PNG entries 16..256 px)
- ``mahjong-galaxy.icns``          macOS icon (PNG entries 16..1024 px)

The picture: a night-sky rounded square with a few stars, and a standing mahjong tile whose face is
the blue galaxy face with a one-pin circle and a four-pointed star.  All geometry is relative to a
256-unit canvas, so every size is drawn directly (no bitmap scaling).
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgGenerator

ICON_DIR = Path(__file__).resolve().parent.parent / "mahjong_galaxy" / "resources" / "icons"
NAME = "mahjong-galaxy"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns entry type -> pixel size (PNG-compressed entries, macOS 10.7+).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)
CANVAS = 256.0

#: Star positions (x, y, radius) on the 256-unit canvas; a fixed set so the output is stable.
STARS = (
    (34, 40, 2.6),
    (66, 22, 1.6),
    (214, 34, 2.2),
    (232, 78, 1.4),
    (28, 120, 1.5),
    (42, 206, 2.0),
    (222, 214, 2.6),
    (196, 236, 1.4),
    (120, 18, 1.2),
)


def _star_path(center: QPointF, outer: float, inner: float) -> QPainterPath:
    """A four-pointed sparkle centred on ``center``."""
    path = QPainterPath()
    for i in range(8):
        radius = outer if i % 2 == 0 else inner
        dx, dy = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))[i]
        scale = radius if i % 2 == 0 else radius / 1.4142
        point = QPointF(center.x() + dx * scale, center.y() + dy * scale)
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _paint_sky(painter: QPainter, detailed: bool) -> None:
    sky = QRadialGradient(QPointF(150, 90), 220)
    sky.setColorAt(0.0, QColor("#2b3a7a"))
    sky.setColorAt(1.0, QColor("#0b1030"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(sky))
    painter.drawRoundedRect(QRectF(8, 8, 240, 240), 52, 52)
    if not detailed:
        return
    painter.setBrush(QColor("#fff6d8"))
    for x, y, r in STARS:
        painter.drawEllipse(QPointF(x, y), r, r)


def _paint_tile(painter: QPainter) -> None:
    painter.save()
    painter.translate(128, 134)
    painter.rotate(-8)
    body = QRectF(-62, -84, 124, 168)
    # Green back layer peeking out below/right: the tile's thickness.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2e7d5b"))
    painter.drawRoundedRect(body.translated(7, 9), 18, 18)
    _shaded_rect(painter, body, 18, ("#fffdf6", "#e9dfc8", "#b9a77f"), body.bottomRight())
    face = body.adjusted(10, 10, -10, -10)
    _shaded_rect(painter, face, 12, ("#e6f0ff", "#8db4f2", "#173f8a"), face.bottomLeft())
    _paint_pin(painter, QPointF(0, 8))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(_star_path(QPointF(30, -50), 17, 5))
    painter.setBrush(QColor("#1f5fbf"))
    painter.drawPath(_star_path(QPointF(30, -50), 9, 3))
    painter.restore()


def _shaded_rect(
    painter: QPainter, rect: QRectF, radius: float, colors: tuple[str, str, str], end: QPointF
) -> None:
    """A rounded rectangle filled with a gradient from its top-left corner to ``end``;
    ``colors`` = (gradient start, gradient end, 3-unit outline)."""
    gradient = QLinearGradient(rect.topLeft(), end)
    gradient.setColorAt(0.0, QColor(colors[0]))
    gradient.setColorAt(1.0, QColor(colors[1]))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(QColor(colors[2]), 3))
    painter.drawRoundedRect(rect, radius, radius)


def _paint_pin(painter: QPainter, center: QPointF) -> None:
    """The one-pin circle: blue rim, white ring, red core (as on the tile faces)."""
    painter.setPen(Qt.PenStyle.NoPen)
    for radius, color in ((38, "#1f5fbf"), (30, "#ffffff"), (24, "#1b7a3d"), (17, "#ffffff")):
        painter.setBrush(QColor(color))
        painter.drawEllipse(center, radius, radius)
    painter.setBrush(QColor("#c62828"))
    painter.drawEllipse(center, 11, 11)


def paint_icon(painter: QPainter, size: float) -> None:
    """Draw the icon into a ``size`` x ``size`` square at the painter's origin."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / CANVAS, size / CANVAS)
    _paint_sky(painter, detailed=size >= 32)
    _paint_tile(painter)
    painter.restore()


def render_png(size: int) -> bytes:
    """The icon as PNG bytes, ``size`` x ``size`` pixels, transparent outside the rounded square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    return bytes(data.data())


def write_svg(path: Path) -> None:
    """Write the scalable icon (256 x 256 user units) with QSvgGenerator."""
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSize(256, 256))
    generator.setViewBox(QRectF(0, 0, 256, 256))
    generator.setTitle("Mahjong Galaxy")
    generator.setDescription("Galaxy Mahjong analyzer app icon")
    painter = QPainter(generator)
    paint_icon(painter, 256)
    painter.end()


def ico_bytes(pngs: Sequence[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG-compressed images (``(size, png)`` pairs, size <= 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = [], []
    for size, png in pngs:
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(entries: Sequence[tuple[bytes, bytes]]) -> bytes:
    """A macOS .icns holding PNG entries (``(type code, png)`` pairs)."""
    body = b"".join(struct.pack(">4sI", kind, len(png) + 8) + png for kind, png in entries)
    return struct.pack(">4sI", b"icns", len(body) + 8) + body


def main(out_dir: Path = ICON_DIR) -> int:
    """Write all icon files into ``out_dir``; prints what was written."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(px for _, px in ICNS_TYPES)})
    png = {size: render_png(size) for size in sizes}
    write_svg(out_dir / f"{NAME}.svg")
    for size in PNG_SIZES:
        (out_dir / f"{NAME}-{size}.png").write_bytes(png[size])
    (out_dir / f"{NAME}.ico").write_bytes(ico_bytes([(s, png[s]) for s in ICO_SIZES]))
    (out_dir / f"{NAME}.icns").write_bytes(icns_bytes([(k, png[s]) for k, s in ICNS_TYPES]))
    print(f"icons written to {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
