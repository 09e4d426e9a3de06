"""Help > Notation, Galaxy rules, Keyboard shortcuts: one dialog with a page each, in the UI
language.  The rules page draws the tiles it talks about (the painter of the rack).

The rules follow README.md ("Rules followed", "Notation"); the shortcuts are read from the
window's actions, so the page lists the keys that really work.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, paint_tile
from mahjong_galaxy.core.notation import parse_tiles

PAGES = ("notation", "rules", "keys")
TILE_PICTURE_HEIGHT = 40  # px


def _table(rows: Iterable[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td style='padding: 3px 14px 3px 0'><code>{escape(left)}</code></td>"
        f"<td style='padding: 3px 0'>{escape(right)}</td></tr>"
        for left, right in rows
    )
    return f"<table>{cells}</table>"


def _heading(text: str) -> str:
    return f"<h3>{escape(text)}</h3>"


def _para(text: str, tiles: str = "") -> str:
    """A paragraph, after pictures of the tiles in notation ``tiles``."""
    pictures = f"{_tiles(tiles)}<br>" if tiles else ""
    return f"<p>{pictures}{escape(text)}</p>"


def _tiles(text: str) -> str:
    """``<img>`` tags of the tiles in notation ``text`` (resources added by :func:`add_tiles`)."""
    return "".join(
        f"<img src='tile:{tile.text}' height='{TILE_PICTURE_HEIGHT}'> "
        for tile, _ in parse_tiles(text)
    )


def add_tiles(document: QTextDocument, html: str, ratio: float = 1.0) -> None:
    """Register a picture of every ``tile:<notation>`` image that ``html`` shows."""
    height = round(TILE_PICTURE_HEIGHT * ratio)
    width = round(height / TILE_RATIO)
    for text in sorted(set(re.findall(r"src='tile:(\w+)'", html))):
        ((tile, _),) = parse_tiles(text)
        image = QImage(QSize(width + 2, height + 2), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_tile(painter, QRectF(1, 1, width, height), tile)
        painter.end()
        image.setDevicePixelRatio(ratio)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{text}"), image)


def _shortcut(action: QAction) -> str:
    """The action's keys (at most two; media keys such as "Redo" left out)."""
    keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
    return " / ".join([k for k in keys if "+" in k or re.fullmatch(r"F\d+", k)][:2])


class HelpDialog(QDialog):
    """The help pages as tabs: notation, galaxy rules, keyboard shortcuts."""

    def __init__(self, actions: Sequence[QAction], parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.actions = list(actions)
        self.resize(640, 560)
        self.tabs = QTabWidget()
        self.browsers = {page: QTextBrowser() for page in PAGES}
        for browser in self.browsers.values():
            browser.setOpenLinks(False)
            self.tabs.addTab(browser, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Write the pages in the current language (also when it changes while open)."""
        self.setWindowTitle(self.tr("Help"))
        titles = {
            "notation": self.tr("Notation"),
            "rules": self.tr("Galaxy rules"),
            "keys": self.tr("Keys"),
        }
        pages = {
            "notation": self.notation_page,
            "rules": self.rules_page,
            "keys": lambda: self.keys_page(self.actions),
        }
        for index, page in enumerate(PAGES):
            html = pages[page]()
            browser = self.browsers[page]
            add_tiles(browser.document(), html, self.devicePixelRatioF())
            browser.setHtml(html)
            self.tabs.setTabText(index, titles[page])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def notation_page(self) -> str:
        """The notation cheat sheet (rich text)."""
        rows = [
            ("123m456p789s", self.tr("number tiles: manzu (m), pinzu (p), souzu (s)")),
            ("1234567z", self.tr("honours: 1-4z East South West North, 5-7z White Green Red")),
            ("0m 0p 0s", self.tr("red fives")),
            (
                "5P 1Z 5Z",
                self.tr("galaxy tiles by printed kind (uppercase suit): galaxy 5p, East, White"),
            ),
            ("56g", self.tr("galaxy numbers whose printed suit is unknown")),
            (
                "123m456p11z,777z,5P67p",
                self.tr("called melds after commas (chi, pon or kan is inferred)"),
            ),
            ("…,(555s5S)", self.tr("a closed kan in parentheses")),
        ]
        notes = [
            self.tr("Spaces are ignored; the order of tiles does not matter."),
            self.tr(
                "Anywhere in the window, type digits and a suit letter (123m, 5P, 8g) to add "
                "tiles where the amber frame is: the rack, the call, or a river, melds or the dora "
                "indicators of the table."
            ),
            self.tr("A hand has 13 tiles to wait (each call counts as 3) or 14 to discard or win."),
        ]
        return _heading(self.tr("Notation")) + _table(rows) + "".join(_para(n) for n in notes)

    def rules_page(self) -> str:
        """The galaxy rules with pictures of the tiles (rich text; see :func:`add_tiles`)."""
        parts = [
            _heading(self.tr("Galaxy tiles")),
            _para(self.tr("One of the four copies of every kind is a blue galaxy tile.")),
            _para(
                self.tr(
                    "A galaxy number acts as that number in any suit: galaxy 5p can be 5m, 5p "
                    "or 5s."
                ),
                "5m5P",
            ),
            _para(self.tr("A galaxy wind acts as any wind."), "1Z"),
            _para(self.tr("A galaxy dragon acts as any dragon."), "5Z"),
            _para(
                self.tr(
                    "So a kind can have a 5th copy or more; waits are found over every way the "
                    "galaxy tiles can act."
                )
            ),
            _heading(self.tr("Milky Way")),
            _para(
                self.tr(
                    "A hand of 14 galaxy tiles is a yakuman in any shape, open or closed "
                    "(Rules menu)."
                )
            ),
            _heading(self.tr("Shuugi")),
            _para(
                self.tr(
                    "+1 for each galaxy tile in a group where it is what it is printed as: 7m "
                    "with galaxy 8m and 9m as 789m is 2 shuugi."
                ),
                "7m8M9M",
            ),
            _heading(self.tr("Galaxy dora")),
            _para(
                self.tr(
                    "A galaxy indicator makes the next number dora in all three suits (galaxy "
                    "4s: 5m, 5p and 5s); a galaxy wind or dragon indicator makes all winds or "
                    "all dragons dora. A galaxy tile is dora by the kind it acts as."
                ),
                "4S",
            ),
            _heading(self.tr("Other rules")),
            _para(
                self.tr(
                    "Seven pairs need seven different kinds (Rules menu); seven pairs and "
                    "kokushi only with a closed hand. Furiten: a hand is furiten when any of its "
                    "own discards would complete it; a galaxy discard counts as every kind it "
                    "could act as."
                )
            ),
        ]
        return "".join(parts)

    def keys_page(self, actions: Iterable[QAction]) -> str:
        """Keyboard shortcuts: the menu actions that have keys, then typing and editing keys."""
        rows = [(_shortcut(a), a.text().replace("&", "")) for a in actions if _shortcut(a)]
        rows += [
            ("123m 5P 8g", self.tr("type tiles into the framed area (digits, then the suit)")),
            (
                "Backspace",
                self.tr("remove the last typed digit, else the last tile of the framed area"),
            ),
            ("Esc", self.tr("forget the digits typed so far")),
            ("← →", self.tr("in a tile row: select a tile")),
            ("Delete", self.tr("in the rack: remove the selected tile")),
            ("Enter / Space", self.tr("in a tile row: click the selected tile")),
        ]
        return _heading(self.tr("Keyboard shortcuts")) + _table(rows)

    def show_page(self, page: str) -> None:
        """Bring page ``page`` (one of :data:`PAGES`) to the front."""
        self.tabs.setCurrentIndex(PAGES.index(page))
