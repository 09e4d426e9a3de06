"""Galaxy Mahjong (銀河麻雀) analyzer."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mahjong-galaxy")
except PackageNotFoundError:  # running from a source tree without an install
    __version__ = "0.0.0"
