"""PySide6 desktop app of the Galaxy Mahjong analyzer.

Importing this package applies :func:`mahjong_galaxy.app.qt_compat.protect_none` first, so every
app module (and every feature tab) runs safely on the PySide6 build in use.
"""

from .qt_compat import protect_none

protect_none()
