"""A line of notation bound to a text property of the editor, with its error shown inline."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget


class NotationField(QWidget):
    """A line edit bound to a text property of the editor; errors show inline.

    Signals:
        edited(str): the user changed the text (the owner applies it).
    """

    edited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit()
        self.line.setClearButtonEnabled(True)
        self.line.textEdited.connect(self.edited)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.line)
        layout.addWidget(self.error)

    def show_text(self, text: str) -> None:
        """Show ``text`` unless the user is typing an equivalent text right now; a message
        about the text replaced goes with it."""
        replaced = self.line.text() != text and not (
            self.line.hasFocus() and not self.error.isVisible() and self._equivalent(text)
        )
        if replaced:
            self.line.setText(text)
        if replaced or not self.line.hasFocus():
            self.show_error("")

    def showing_message(self) -> bool:
        """True while an error or a note about the typed text shows under the field."""
        return not self.error.isHidden()

    def _equivalent(self, text: str) -> bool:
        return self.line.text().replace(" ", "") == text

    def show_error(self, message: str) -> None:
        """Show ``message`` under the field in red (empty hides it)."""
        self._show(message, "#c62828")
        self.line.setStyleSheet("border: 1px solid #c62828;" if message else "")

    def show_note(self, message: str) -> None:
        """Show ``message`` under the field in grey: nothing is wrong, the text is unfinished."""
        self._show(message, "gray")
        self.line.setStyleSheet("")

    def _show(self, message: str, color: str) -> None:
        self.error.setStyleSheet(f"color: {color};")
        self.error.setText(message)
        self.error.setVisible(bool(message))
