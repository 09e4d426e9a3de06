"""Entry script of the PyInstaller bundle: runs the desktop app exactly like the
``mahjong-galaxy`` console script does (``mahjong_galaxy.app.main:main``)."""

import sys

from mahjong_galaxy.app.main import main

if __name__ == "__main__":
    sys.exit(main())
