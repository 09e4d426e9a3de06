"""PyInstaller runtime hook: runs in the bundle before the app is imported.

A missing system library (e.g. libxcb-cursor0 for Qt's X11 plugin) would otherwise end in a bare
Qt abort; this prints which libraries and Debian packages are missing and exits with status 3.
"""

import sys

from mahjong_galaxy.app.syslibs import ensure_libraries

ensure_libraries(sys.argv[1:])
