"""The solo game's own top-level window: the table gets all the room it needs, and the analyzer
window stays beside it (turns opened from the game land there, next to the table).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from mahjong_galaxy.app.tabs.practice.game_page import GamePage

TITLE = QT_TRANSLATE_NOOP("Table", "Galaxy Mahjong table")
DEFAULT_SIZE = (1100, 760)


class GameWindow(QWidget):
    """A window around the :class:`GamePage`; closing it only hides it (the game goes on)."""

    def __init__(self, page: GamePage, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("game-window")
        self.page = page
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(page)
        self.resize(*DEFAULT_SIZE)
        self._retitle()

    def _retitle(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Table", TITLE))

    def open(self) -> None:
        """Show the window in front."""
        self.show()
        self.raise_()
        self.activateWindow()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retitle()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        event.accept()
        self.hide()
