"""Test set-up shared by every test: Qt runs offscreen, settings never touch the user's files."""

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Keep QSettings / platformdirs data of test runs out of the user's real folders.
_SANDBOX = tempfile.mkdtemp(prefix="mahjong-galaxy-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SANDBOX, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_SANDBOX, "data")
