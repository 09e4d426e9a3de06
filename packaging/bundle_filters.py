"""What the PyInstaller bundle leaves out (used by ``packaging/mahjong_galaxy.spec``).

The app uses only QtCore, QtGui and QtWidgets (plus the SVG icon/image plugins); PyInstaller's
Qt hooks would also collect every plugin of those modules and their dependencies.  The spec
filters the analysis with :func:`keep` (Qt modules, plugins and translations never loaded),
then drops the :func:`orphans` (shared libraries only the dropped files linked against).
Pure Python, no PyInstaller import, so the filters are unit-tested (tests/test_packaging.py).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable

# Python packages that are installed in the venv but never used by the app at run time.
EXCLUDED_MODULES = [
    "tkinter",
    "unittest",
    "pydoc",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "ruff",
    "PyInstaller",
    "setuptools",
    "pip",
    # No networking or TLS: keeps libssl/libcrypto (5 MB) out; hashlib falls back to built-ins.
    "ssl",
    "_ssl",
    "_hashlib",
    # Every PySide6 binding except QtCore, QtGui and QtWidgets.
    "PySide6.QtConcurrent",
    "PySide6.QtDBus",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtLabsStyleKit",
    "PySide6.QtNetwork",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtQml",
    "PySide6.QtQmlFeatures",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtSql",
    "PySide6.QtSvgWidgets",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtXml",
]

# Qt shared libraries, plugins and translations that the analysis drags in but the app never
# loads (file name patterns matched against the destination path inside the bundle).
DROPPED_BINARIES = re.compile(
    r"("
    r"Qt6(Quick|Qml|VirtualKeyboard|Network|OpenGL|Pdf|Labs|Designer|Help|Sql|Test|Wayland"
    r"Compositor|Egl|Concurrent|PrintSupport|UiTools|Xml)"
    r"|plugins[/\\](platforminputcontexts[/\\]libqtvirtualkeyboard|platformthemes[/\\]libqgtk3"
    r"|imageformats[/\\](libqpdf|libqtiff|libqwebp|libqtga|libqwbmp|libqicns|libqgif|libqjpeg)"
    r"|platforms[/\\](libqeglfs|libqlinuxfb|libqvnc|libqvkkhrdisplay|libqminimalegl)"
    r"|egldeviceintegrations|generic|networkinformation|tls|sqldrivers|printsupport|qmltooling"
    r"|wayland-graphics-integration-server)"
    r")"
)
KEPT_TRANSLATIONS = re.compile(r"translations[/\\]qt(base)?_(ja|en)\.qm$")


def keep(dest: str) -> bool:
    """False for Qt files the app never uses (see DROPPED_BINARIES / KEPT_TRANSLATIONS)."""
    if DROPPED_BINARIES.search(dest):
        return False
    # Qt's catalogues: PySide6/Qt/translations (Linux, macOS) or PySide6/translations (Windows).
    if re.search(r"PySide6[/\\](Qt[/\\])?translations[/\\]", dest):
        return bool(KEPT_TRANSLATIONS.search(dest))
    return True


def is_root(dest: str) -> bool:
    """Linux binaries loaded directly (Python extensions, Qt plugins, libpython) rather than
    through another binary's DT_NEEDED entries."""
    name = os.path.basename(dest)
    return (
        name.endswith(".abi3.so")
        or ".cpython-" in name
        or re.search(r"[/\\]plugins[/\\]", dest) is not None
        or name.startswith("libpython")
    )


def orphans(
    binaries: Iterable[tuple[str, str, str]],
    needed: Callable[[str], Iterable[str]],
    platform: str = sys.platform,
) -> set[str]:
    """Base names of the shared libraries no kept binary links against (e.g. GTK libraries that
    only the dropped platform-theme plugin used).

    ``binaries``: PyInstaller TOC entries (destination, source path, type code);
    ``needed(source path)``: the library names that file links against (DT_NEEDED).
    Linux only: on other platforms returns an empty set (nothing is dropped).
    """
    if not platform.startswith("linux"):
        return set()
    entries = list(binaries)
    by_name = {os.path.basename(dest): src for dest, src, _ in entries}
    reached: set[str] = set()
    todo = [os.path.basename(dest) for dest, _, _ in entries if is_root(dest)]
    while todo:
        name = todo.pop()
        if name in reached or name not in by_name:
            continue
        reached.add(name)
        todo.extend(os.path.basename(lib) for lib in needed(by_name[name]))
    return set(by_name) - reached
