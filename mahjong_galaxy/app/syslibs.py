"""Readable start-up errors for missing system libraries (Linux), checked before Qt loads.

Without this, a missing library makes Qt abort with "Could not load the Qt platform plugin
"xcb"" (or Python fails with an ImportError naming a ``.so`` file).  :func:`missing_libraries`
lists what is absent together with the Debian/Ubuntu package that provides it, and
:func:`ensure_libraries` prints that list (and shows it in a dialog when started from a desktop
menu) and exits.  The bundle's runtime hook
(``packaging/rthook_platform_check.py``) calls :func:`ensure_libraries` before the app is
imported; ``python -m mahjong_galaxy.app.syslibs`` prints the same report for a dev install.

Pure Python: imports no Qt (it must run before Qt's libraries are loaded).  The soname lists
come from the ``DT_NEEDED`` entries of PySide6 6.x's ``libQt6Core/Gui/Widgets/Svg``,
``libqxcb.so`` and ``libQt6XcbQpa.so`` (``readelf -d``).
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

#: Exit status used when a required system library is missing.
EXIT_MISSING_LIBRARY = 3

#: Command-line flags with which the app renders offscreen (no X11/Wayland libraries needed).
OFFSCREEN_FLAGS = ("--self-test", "--screenshot")

#: System libraries QtCore/QtGui/QtWidgets need on every platform plugin -> Debian package.
GUI_LIBRARIES: Mapping[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11.so.6": "libx11-6",
    "libdbus-1.so.3": "libdbus-1-3",
}

#: Extra libraries of the X11 platform plugin (libqxcb.so, libQt6XcbQpa.so) -> Debian package.
XCB_LIBRARIES: Mapping[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}

#: Extra libraries of the Wayland platform plugin (not bundled: they must match the compositor).
WAYLAND_LIBRARIES: Mapping[str, str] = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
}

PLUGIN_LIBRARIES: Mapping[str, Mapping[str, str]] = {
    "xcb": XCB_LIBRARIES,
    "wayland": WAYLAND_LIBRARIES,
}


@dataclass(frozen=True)
class MissingLibrary:
    """A shared library (``soname``) that cannot be loaded and the package providing it."""

    soname: str
    package: str
    reason: str


def platform_plugin(environ: Mapping[str, str]) -> str:
    """The Qt platform plugin Qt will try first on Linux: ``QT_QPA_PLATFORM``'s first entry,
    else ``wayland`` in a Wayland session, else ``xcb`` when an X11 ``DISPLAY`` is set, else ""
    (no display: only the libraries every plugin needs are checked)."""
    requested = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if requested:
        return requested
    if environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb" if environ.get("DISPLAY") else ""


def required_libraries(plugin: str) -> dict[str, str]:
    """Sonames (-> Debian package) needed to start Qt with the given platform plugin."""
    return {**GUI_LIBRARIES, **PLUGIN_LIBRARIES.get(plugin, {})}


def bundled_library_dirs() -> list[Path]:
    """Folders holding shared libraries shipped with the app (PyInstaller bundle or wheel)."""
    if getattr(sys, "frozen", False):
        base = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
        return [base, base / "PySide6" / "Qt" / "lib"]
    return [Path(entry) / "PySide6" / "Qt" / "lib" for entry in sys.path if entry]


def _dlopen(soname: str) -> str | None:
    """None when the dynamic loader can load ``soname``, else the loader's error text."""
    try:
        ctypes.CDLL(soname)
    except OSError as error:
        return str(error)
    return None


def missing_libraries(
    needed: Mapping[str, str],
    search_dirs: Iterable[Path] = (),
    load: Callable[[str], str | None] = _dlopen,
) -> list[MissingLibrary]:
    """The libraries of ``needed`` found neither in ``search_dirs`` nor by the system loader.

    ``load(soname)`` returns None on success or an error text (default: ``dlopen``).
    """
    dirs = [Path(d) for d in search_dirs]
    missing = []
    for soname, package in needed.items():
        if any((d / soname).exists() for d in dirs):
            continue
        error = load(soname)
        if error is not None:
            missing.append(MissingLibrary(soname, package, error))
    return missing


def format_report(missing: Sequence[MissingLibrary], plugin: str) -> str:
    """A readable message naming the missing libraries and the packages to install."""
    packages = " ".join(sorted({m.package for m in missing}))
    lines = [
        f"Mahjong Galaxy cannot start: the Qt '{plugin}' platform needs system libraries "
        "that are not installed:",
        *(f"  - {m.soname} (package {m.package})" for m in missing),
        "",
        "On Debian/Ubuntu install them with:",
        f"  sudo apt install {packages}",
        "(other distributions: install the packages providing the files above).",
    ]
    if plugin == "xcb":
        lines.append("On a Wayland desktop you can also try: QT_QPA_PLATFORM=wayland")
    elif plugin == "wayland":
        lines.append("On an X11 desktop you can also try: QT_QPA_PLATFORM=xcb")
    return "\n".join(lines)


def check(environ: Mapping[str, str] | None = None, argv: Sequence[str] = ()) -> str | None:
    """The report for this machine, or None when everything needed is loadable (or not Linux).

    ``argv`` containing one of :data:`OFFSCREEN_FLAGS` means the app will run offscreen.
    """
    if not sys.platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    offscreen = any(arg.split("=")[0] in OFFSCREEN_FLAGS for arg in argv)
    plugin = "offscreen" if offscreen else platform_plugin(env)
    missing = missing_libraries(required_libraries(plugin), bundled_library_dirs())
    return format_report(missing, plugin) if missing else None


#: Desktop dialog tools tried, in order, to show the report when there is no terminal (the app was
#: started from a menu): each command gets the report as its last argument.
DIALOG_COMMANDS: tuple[tuple[str, ...], ...] = (
    ("zenity", "--error", "--no-markup", "--title", "Mahjong Galaxy", "--text"),
    ("kdialog", "--title", "Mahjong Galaxy", "--error"),
    ("xmessage", "-center"),
)


def show_dialog(
    report: str,
    which: Callable[[str], str | None] = shutil.which,
    run: Callable[[list[str]], object] = lambda command: subprocess.run(command, check=False),
) -> bool:
    """Show ``report`` with the first installed tool of :data:`DIALOG_COMMANDS`; False if none."""
    for command in DIALOG_COMMANDS:
        if which(command[0]):
            run([*command, report])
            return True
    return False


def ensure_libraries(argv: Sequence[str] = ()) -> None:
    """Print the report to stderr and exit with :data:`EXIT_MISSING_LIBRARY` if anything is
    missing (``argv``: the app's command line, see :func:`check`).  Without a terminal but with a
    display (started from the desktop menu) the report is also shown in a dialog."""
    report = check(argv=argv)
    if report is None:
        return
    if sys.stderr is not None:
        print(report, file=sys.stderr)
    terminal = sys.stderr is not None and sys.stderr.isatty()
    if not terminal and (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        show_dialog(report)
    raise SystemExit(EXIT_MISSING_LIBRARY)


if __name__ == "__main__":
    print(check() or "All system libraries Qt needs here are present.")
