"""A word-wrapped label whose minimum height is that of its lines at its width.

A plain wrapped QLabel reports one line as its minimum height; a splitter (or a layout short of
room) then gives it one line and the lines below overlap the next widget.  ``WrappedLabel``
reports the height its text needs at its current width, and asks for a new layout when its
width changes that height.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrappedLabel(QLabel):
    """A QLabel with word wrap whose ``minimumSizeHint`` is as tall as its wrapped lines."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._lines_height = 0

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.width() > 0 and self.text():
            hint.setHeight(max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def setText(self, text: str) -> None:
        super().setText(text)
        self._refit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        height = self.heightForWidth(self.width()) if self.text() else 0
        if height != self._lines_height:
            self._lines_height = height
            self.updateGeometry()
