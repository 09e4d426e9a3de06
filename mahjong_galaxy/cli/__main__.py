"""``python -m mahjong_galaxy.cli``: the same as ``mahjong-galaxy-cli``."""

import sys

from mahjong_galaxy.cli import main

sys.exit(main())
