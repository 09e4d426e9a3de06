"""The app's look: Fusion style, a calm light palette and a few style-sheet touches."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette, QPixmapCache
from PySide6.QtWidgets import QApplication

_SHEET = """
QTabWidget::pane { border-top: 1px solid #c9d3e3; }
QTabBar::tab { padding: 6px 16px; margin-right: 2px; border: 1px solid #c9d3e3;
               border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px;
               background: #e9eef6; }
QTabBar::tab:selected { background: #ffffff; font-weight: 600; }
QToolButton:checked { background: #1f5fbf; color: white; border-radius: 4px; }
QToolButton { padding: 3px 8px; }
QHeaderView::section { padding: 4px; background: #e9eef6; border: none;
                       border-right: 1px solid #c9d3e3; font-weight: 600; }
"""


def apply_style(app: QApplication) -> None:
    """Fusion style with a light palette (same look on every platform and offscreen)."""
    app.setStyle("Fusion")
    QPixmapCache.setCacheLimit(64 * 1024)  # KiB: rendered tiles are reused from this cache
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#f3f5f9",
        QPalette.ColorRole.Base: "#ffffff",
        QPalette.ColorRole.AlternateBase: "#f5f8fc",
        QPalette.ColorRole.Button: "#e9eef6",
        QPalette.ColorRole.Highlight: "#1f5fbf",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Text: "#1c2541",
        QPalette.ColorRole.WindowText: "#1c2541",
        QPalette.ColorRole.ButtonText: "#1c2541",
        QPalette.ColorRole.ToolTipBase: "#ffffe8",
        QPalette.ColorRole.ToolTipText: "#1c2541",
        QPalette.ColorRole.PlaceholderText: "#8a94a6",
        QPalette.ColorRole.Mid: "#b8c2d3",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    app.setPalette(palette)
    app.setStyleSheet(_SHEET)
