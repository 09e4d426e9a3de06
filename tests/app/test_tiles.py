"""The vector tile renderer: every face draws, galaxy faces are blue, Latin fallback, any size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from mahjong_galaxy.app.widgets import tile_painter
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, TileLook, cjk_family, paint_tile
from mahjong_galaxy.core.tiles import Tile, g_tile, galaxy_tile, normal_tile

ALL_FACES = (
    [normal_tile(k) for k in range(34)]
    + [galaxy_tile(k) for k in range(34)]
    + [g_tile(n) for n in range(1, 10)]
    + [normal_tile(k, red=True) for k in (4, 13, 22)]
)


def render(tile: Tile, height: int = 80, look: TileLook = TileLook()) -> QImage:  # noqa: B008
    width = round(height / TILE_RATIO)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, width, height), tile, look)
    painter.end()
    return image


def signature(image: QImage) -> bytes:
    return bytes(image.constBits())


def mean_colour(image: QImage) -> tuple[float, float, float]:
    pixels = [
        image.pixelColor(x, y)
        for x in range(4, image.width() - 4, 2)
        for y in range(4, image.height() - 8, 2)
    ]
    n = len(pixels)
    return (
        sum(p.red() for p in pixels) / n,
        sum(p.green() for p in pixels) / n,
        sum(p.blue() for p in pixels) / n,
    )


@pytest.fixture(params=["cjk", "latin"])
def fonts(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    found = cjk_family()
    if request.param == "latin":
        tile_painter.set_cjk_family(None)
    yield request.param
    tile_painter.set_cjk_family(found)


def test_every_face_is_distinct(fonts: str) -> None:
    images = {signature(render(t)) for t in ALL_FACES}
    assert len(images) == len(ALL_FACES)


def test_galaxy_faces_are_blue(qapp: object) -> None:
    for kind in (0, 13, 22, 27, 33):
        r, _, b = mean_colour(render(galaxy_tile(kind)))
        nr, _, nb = mean_colour(render(normal_tile(kind)))
        assert b > r + 25, "galaxy face should be visibly blue"
        assert nb <= nr + 5, "normal face is ivory"


def test_red_five_differs_from_plain_five(qapp: object) -> None:
    for kind in (4, 13, 22):
        red = mean_colour(render(normal_tile(kind, red=True)))
        plain = mean_colour(render(normal_tile(kind)))
        assert red[0] - red[1] > plain[0] - plain[1]


def test_latin_fallback_labels_without_cjk_font(qapp: object) -> None:
    found = cjk_family()
    try:
        tile_painter.set_cjk_family(None)
        latin = signature(render(normal_tile(27)))
        tile_painter.set_cjk_family("no such font family")
        assert latin != signature(render(normal_tile(27)))
    finally:
        tile_painter.set_cjk_family(found)


def test_detected_cjk_family_draws_the_characters(qapp: object) -> None:
    from PySide6.QtGui import QFont, QRawFont

    family = tile_painter._find_cjk_family()
    if family is not None:  # on a machine without CJK fonts the Latin faces are used
        raw = QRawFont.fromFont(QFont(family))
        assert all(raw.supportsCharacter(ord(c)) for c in "萬東南西北發中")


@pytest.mark.parametrize("height", [24, 60, 200])
def test_faces_draw_at_any_size(qapp: object, height: int) -> None:
    for tile in (normal_tile(0), normal_tile(17), normal_tile(18), normal_tile(33), g_tile(5)):
        image = render(tile, height)
        r, g, b = mean_colour(image)
        assert (r, g, b) != (255.0, 255.0, 255.0)


def test_marks_change_the_drawing(qapp: object) -> None:
    plain = signature(render(galaxy_tile(3)))
    for look in (
        TileLook(acting=12),
        TileLook(dead=True),
        TileLook(dim=True),
        TileLook(selected=True),
        TileLook(face_down=True),
    ):
        assert signature(render(galaxy_tile(3), look=look)) != plain


def test_a_caption_wider_than_its_tile_gets_a_smaller_font(qapp: object) -> None:
    from PySide6.QtGui import QFontMetricsF

    from mahjong_galaxy.app.widgets.tile_widgets import TileStrip

    strip = TileStrip("rack", tile_height=44, captions=True)
    narrow = 20.0  # px: three stars in the strip's font are wider
    stars = "★★★"
    assert QFontMetricsF(strip.font()).horizontalAdvance(stars) > narrow
    fitted = strip.caption_font(stars, narrow)
    assert QFontMetricsF(fitted).horizontalAdvance(stars) <= narrow + 0.5
    assert strip.caption_font("3", narrow).pointSizeF() == strip.font().pointSizeF()
