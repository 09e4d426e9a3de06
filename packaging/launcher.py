"""Entry script of the PyInstaller bundle: runs the desktop app exactly like the
``mahjong-galaxy`` console script does (``mahjong_galaxy.app.main:main``)."""

import multiprocessing
import sys

from mahjong_galaxy.app.main import main

if __name__ == "__main__":
    # The app may solve in a child process; a frozen child started with "spawn" (Windows, macOS)
    # must run the child's work here instead of a second copy of the app.
    multiprocessing.freeze_support()
    sys.exit(main())
