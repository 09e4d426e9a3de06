"""The tile palette: every normal and galaxy tile with how many copies are still available.

The tiles scale with the palette's width (between :data:`MIN_TILE_HEIGHT` and the height given),
so the window's splitter can make the palette narrow on a small screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mahjong_galaxy.app.i18n import acts_as_text
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO
from mahjong_galaxy.app.widgets.tile_widgets import PaletteTile
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.tiles import HONORS, Tile, g_tile, galaxy_tile, normal_tile

MIN_TILE_HEIGHT = 22  # px: the narrowest palette still shows readable tiles
_COLUMNS = 10  # the widest row: 1-9 and the red five
_MARGIN = 4
_SPACING = 1


def available(tile: Tile, held: Sequence[Tile]) -> int:
    """How many more copies of ``tile`` fit the physical supply given the ``held`` tiles.

    Asks the core's :class:`~mahjong_galaxy.core.supply.Supply`, which the parser's copy limits
    and the waits' counts use too, so the palette and the analysis never disagree.
    """
    return Supply(held).copies_left(tile)


def _normal_rows() -> list[list[Tile]]:
    rows = [
        [normal_tile(s * 9 + n) for n in range(9)] + [normal_tile(s * 9 + 4, red=True)]
        for s in range(3)
    ]
    return [*rows, [normal_tile(k) for k in HONORS]]


def _galaxy_rows() -> list[list[Tile]]:
    rows = [[galaxy_tile(s * 9 + n) for n in range(9)] for s in range(3)]
    return [*rows, [galaxy_tile(k) for k in HONORS], [g_tile(n) for n in range(1, 10)]]


class Palette(QWidget):
    """34 normal kinds (plus red fives), 34 galaxy tiles and the 9 ``g`` tiles.

    Signals:
        tileChosen(object): a tile was clicked (the window adds it to the current target).
    """

    tileChosen = Signal(object)

    def __init__(self, tile_height: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[Tile, PaletteTile] = {}
        self.max_tile_height = tile_height
        layout = QVBoxLayout(self)
        layout.setContentsMargins(_MARGIN, _MARGIN, _MARGIN, _MARGIN)
        layout.setSpacing(4)
        self._normal_label = QLabel()
        self._galaxy_label = QLabel()
        for label in (self._normal_label, self._galaxy_label):
            label.setStyleSheet("font-weight: 600;")
        layout.addWidget(self._normal_label)
        layout.addLayout(self._grid(_normal_rows(), tile_height))
        layout.addSpacing(6)
        layout.addWidget(self._galaxy_label)
        layout.addLayout(self._grid(_galaxy_rows(), tile_height))
        layout.addSpacing(10)
        self._hint = QLabel()
        self._hint.setWordWrap(True)
        self._hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._hint.setStyleSheet("color: #5a6478;")
        layout.addWidget(self._hint)
        layout.addStretch(1)
        self.retranslate()

    def _grid(self, rows: list[list[Tile]], tile_height: int) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(_SPACING)
        grid.setVerticalSpacing(3)
        for r, row in enumerate(rows):
            for c, tile in enumerate(row):
                button = PaletteTile(tile, tile_height, self)
                button.clicked.connect(lambda _=False, t=tile: self.tileChosen.emit(t))
                grid.addWidget(button, r, c)
                self.buttons[tile] = button
        return grid

    def tile_height_for(self, width: int) -> int:
        """The tile height that fits ``width`` pixels (``_COLUMNS`` tiles side by side)."""
        column = (width - 2 * _MARGIN - (_COLUMNS - 1) * _SPACING) / _COLUMNS - 4
        return max(MIN_TILE_HEIGHT, min(self.max_tile_height, int(column * TILE_RATIO)))

    def width_for(self, tile_height: int) -> int:
        """The palette width at which tiles are ``tile_height`` pixels tall."""
        column = round(tile_height / TILE_RATIO) + 5
        return 2 * _MARGIN + _COLUMNS * column + (_COLUMNS - 1) * _SPACING

    def minimumSizeHint(self) -> QSize:
        return QSize(self.width_for(MIN_TILE_HEIGHT), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        height = self.tile_height_for(event.size().width())
        for button in self.buttons.values():
            button.set_tile_height(height)
        super().resizeEvent(event)

    def update_counts(self, held: Sequence[Tile]) -> None:
        """Recount availability given every tile in hand, calls and visible tiles."""
        supply = Supply(held)
        changed = []
        for tile, button in self.buttons.items():
            count = supply.copies_left(tile)
            if count != button.count:
                button.set_count(count)
                changed.append(tile)
        self._update_tooltips(changed)

    def _update_tooltips(self, tiles: Sequence[Tile] | None = None) -> None:
        left = self.tr("{0} available")
        for tile in self.buttons if tiles is None else tiles:
            button = self.buttons[tile]
            button.setToolTip(f"{acts_as_text(tile)}\n{left.format(button.count)}")

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self._normal_label.setText(self.tr("Tiles"))
        self._galaxy_label.setText(self.tr("Galaxy tiles (blue)"))
        self._hint.setText(
            self.tr(
                "Click a tile to add it where the amber frame is (the rack, the call, or a river, "
                "melds or indicators of the table), or drag it there. Right-click or drag a tile "
                "out of the rack to remove it. Keyboard: type 123m, 5P (galaxy 5p) or 8g (galaxy 8 "
                "of any suit); Backspace removes; Ctrl+Z / Ctrl+Y undo and redo."
            )
        )
        self._update_tooltips()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
