"""The About box: app name and summary in the UI language, version from the package metadata.

The metadata comes from ``pyproject.toml`` (``[project] name / version``) through
``importlib.metadata``; the PyInstaller bundle ships the same ``*.dist-info`` (see
``packaging/mahjong_galaxy.spec``), so a bundled app shows the version it was built from.

Wiring (main window): ``menu.addAction(tr("About…"), lambda: show_about(self))``.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from html import escape
from importlib import metadata
from importlib.resources import files

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

DISTRIBUTION = "mahjong-galaxy"
ICON_RESOURCE = "mahjong-galaxy-128.png"
SVG_ICON_RESOURCE = "mahjong-galaxy.svg"


@dataclass(frozen=True)
class AppInfo:
    """Name (distribution name) and version of the installed app."""

    name: str
    version: str


def app_info() -> AppInfo:
    """Read :class:`AppInfo` from the package metadata; version ``"unknown"`` when the package
    is imported from a source tree that was never installed."""
    try:
        meta = metadata.metadata(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return AppInfo(DISTRIBUTION, "unknown")
    return AppInfo(meta["Name"], meta["Version"])


def icon_path(resource: str = ICON_RESOURCE) -> str:
    """File path of an app icon shipped in ``mahjong_galaxy/resources/icons``."""
    return str(files("mahjong_galaxy") / "resources" / "icons" / resource)


def app_icon() -> QIcon:
    """The app icon (scalable SVG plus the 128 px PNG) for windows and dialogs."""
    icon = QIcon(icon_path(SVG_ICON_RESOURCE))
    icon.addFile(icon_path(ICON_RESOURCE))
    return icon


def display_name() -> str:
    """The app's name as the window title shows it, in the UI language."""
    return QCoreApplication.translate("About", "Galaxy Mahjong Analyzer")


def about_text(info: AppInfo) -> str:
    """Rich text of the About box: name, version, summary (in the UI language), licence and the
    Qt/Python versions."""

    summary = QCoreApplication.translate(
        "About",
        "Exact waits, discard advice, scoring and practice for Galaxy Mahjong (銀河麻雀): "
        "galaxy tiles act as their number in any suit, any wind or any dragon.",
    )
    package = QCoreApplication.translate("About", "Package")
    licence = QCoreApplication.translate("About", "License")
    return (
        f"<h3>{escape(display_name())} {escape(info.version)}</h3>"
        f"<p>{escape(summary)}</p>"
        f"<p>{escape(package)}: {escape(info.name)} {escape(info.version)}<br>"
        f"{escape(licence)}: MIT</p>"
        f"<p><small>Qt {escape(qVersion())} · PySide6 {escape(pyside_version)} · "
        f"Python {escape(platform.python_version())}</small></p>"
    )


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, built but not shown (call ``.exec()`` or use :func:`show_about`)."""
    info = app_info()
    box = QMessageBox(parent)
    box.setWindowTitle(
        QCoreApplication.translate("About", "About %1").replace("%1", display_name())
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text(info))
    box.setIconPixmap(QPixmap(icon_path()))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


def show_about(parent: QWidget | None = None) -> None:
    """Show the About box modally."""
    about_box(parent).exec()
