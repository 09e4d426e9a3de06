"""Packaging pieces that run without a PyInstaller build: the missing-library report, the app
icon files, the .desktop entry and the About box (the bundle is checked by `make dist-test`)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from mahjong_galaxy.app import about, syslibs

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "mahjong_galaxy" / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _load_bundle_filters() -> Any:
    # packaging/ is not a Python package (that name would shadow the PyPI `packaging`).
    spec = importlib.util.spec_from_file_location(
        "bundle_filters", ROOT / "packaging" / "bundle_filters.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


filters = _load_bundle_filters()


# --- missing system libraries -------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "plugin"),
    [
        ({"QT_QPA_PLATFORM": "xcb"}, "xcb"),
        ({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, "wayland"),
        ({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "offscreen"),
        ({"QT_QPA_PLATFORM": "xcb:dpi=96"}, "xcb"),
        ({"DISPLAY": ":0"}, "xcb"),
        (
            {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"},
            "wayland",
        ),
        ({}, ""),
    ],
)
def test_platform_plugin_follows_qt_qpa_platform_and_session(
    environ: dict[str, str], plugin: str
) -> None:
    assert syslibs.platform_plugin(environ) == plugin


def test_xcb_needs_xcb_cursor_and_offscreen_does_not() -> None:
    assert syslibs.required_libraries("xcb")["libxcb-cursor.so.0"] == "libxcb-cursor0"
    offscreen = syslibs.required_libraries("offscreen")
    assert "libxcb-cursor.so.0" not in offscreen
    assert offscreen["libfontconfig.so.1"] == "libfontconfig1"


def test_missing_library_named_with_its_debian_package(tmp_path: Path) -> None:
    needed = {"libxcb-cursor.so.0": "libxcb-cursor0", "libbundled.so.1": "bundled1"}
    (tmp_path / "libbundled.so.1").write_bytes(b"")
    tried: list[str] = []

    def load(soname: str) -> str | None:
        tried.append(soname)
        return f"{soname}: cannot open shared object file"

    missing = syslibs.missing_libraries(needed, [tmp_path], load)
    assert tried == ["libxcb-cursor.so.0"]  # the bundled one is not looked up
    assert [(m.soname, m.package) for m in missing] == [("libxcb-cursor.so.0", "libxcb-cursor0")]
    report = syslibs.format_report(missing, "xcb")
    assert "libxcb-cursor.so.0" in report
    assert "sudo apt install libxcb-cursor0" in report


def test_present_libraries_give_no_report() -> None:
    assert syslibs.missing_libraries({"libc.so.6": "libc6"}) == []


def test_self_test_and_screenshot_run_offscreen_without_x11_libraries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked: list[set[str]] = []

    def fake_missing(needed: dict[str, str], *_: object) -> list[syslibs.MissingLibrary]:
        checked.append(set(needed))
        return []

    monkeypatch.setattr(syslibs, "missing_libraries", fake_missing)
    monkeypatch.setattr(sys, "platform", "linux")
    assert syslibs.check({"DISPLAY": ":0"}, argv=["--self-test"]) is None
    assert syslibs.check({"DISPLAY": ":0"}, argv=["--screenshot", "a.png"]) is None
    assert syslibs.check({"DISPLAY": ":0"}) is None
    assert [("libxcb-cursor.so.0" in names) for names in checked] == [False, False, True]


def test_ensure_libraries_exits_with_readable_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(syslibs, "check", lambda argv=(): "needs libxcb-cursor0")
    monkeypatch.setattr(syslibs, "show_dialog", shown.append)
    monkeypatch.setenv("DISPLAY", ":0")
    with pytest.raises(SystemExit) as stop:
        syslibs.ensure_libraries([])
    assert stop.value.code == syslibs.EXIT_MISSING_LIBRARY
    assert "needs libxcb-cursor0" in capsys.readouterr().err
    assert shown == ["needs libxcb-cursor0"]  # no terminal here: also shown in a dialog


def test_dialog_uses_the_first_installed_tool() -> None:
    ran: list[list[str]] = []
    installed = {"kdialog", "xmessage"}
    assert syslibs.show_dialog("report", lambda n: n if n in installed else None, ran.append)
    assert ran == [["kdialog", "--title", "Mahjong Galaxy", "--error", "report"]]
    assert not syslibs.show_dialog("report", lambda n: None, ran.append)


def test_no_report_means_no_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(syslibs, "check", lambda argv=(): None)
    syslibs.ensure_libraries(["--self-test"])


# --- what the bundle leaves out ------------------------------------------------------------


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", False),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("PySide6/Qt/translations/qtbase_ja.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_ja.qm", False),
        ("PySide6\\translations\\qt_ja.qm", True),  # Windows wheel layout
        ("mahjong_galaxy/resources/translations/mahjong_galaxy_ja.qm", True),
    ],
)
def test_bundle_keeps_only_what_the_app_loads(dest: str, kept: bool) -> None:
    assert filters.keep(dest) is kept


def test_orphan_libraries_are_those_no_kept_binary_links_against() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libfreetype.so.6", "/src/libfreetype.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("libxcb-cursor.so.0", "/src/libxcb-cursor.so.0", "BINARY"),
        ("libcairo.so.2", "/src/libcairo.so.2", "BINARY"),  # only the dropped GTK theme used it
        ("libpixman-1.so.0", "/src/libpixman-1.so.0", "BINARY"),
    ]
    links = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libfreetype.so.6", "libc.so.6"],
        "/src/libqxcb.so": ["/usr/lib/libxcb-cursor.so.0"],
        "/src/libcairo.so.2": ["libpixman-1.so.0"],
    }
    needed = lambda path: links.get(path, [])  # noqa: E731
    assert filters.orphans(binaries, needed, "linux") == {"libcairo.so.2", "libpixman-1.so.0"}
    assert filters.orphans(binaries, needed, "win32") == set()


def test_dev_tools_and_unused_qt_bindings_are_excluded() -> None:
    excluded = set(filters.EXCLUDED_MODULES)
    assert {"pytest", "PyInstaller", "PySide6.QtNetwork", "PySide6.QtQml"} <= excluded
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & excluded


# --- icon files ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_icons_have_their_size_and_a_drawing(size: int) -> None:
    image = QImage(str(ICONS / f"mahjong-galaxy-{size}.png"))
    assert (image.width(), image.height()) == (size, size)
    centre = image.pixelColor(size // 2, size // 2)
    corner = image.pixelColor(0, 0)
    assert centre.alpha() == 255  # the tile
    assert corner.alpha() < 128  # rounded corner stays transparent


def test_svg_icon_is_valid_and_square(qapp: object) -> None:
    renderer = QSvgRenderer(str(ICONS / "mahjong-galaxy.svg"))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert (box.width(), box.height()) == (256, 256)


def test_ico_and_icns_list_png_entries() -> None:
    ico = (ICONS / "mahjong-galaxy.ico").read_bytes()
    _, kind, count = struct.unpack_from("<HHH", ico)
    assert (kind, count) == (1, 7)
    first_offset = struct.unpack_from("<I", ico, 6 + 12)[0]
    assert ico[first_offset : first_offset + 8] == b"\x89PNG\r\n\x1a\n"
    icns = (ICONS / "mahjong-galaxy.icns").read_bytes()
    magic, length = struct.unpack_from(">4sI", icns)
    assert (magic, length) == (b"icns", len(icns))
    assert icns[8:12] == b"icp4"


# --- desktop entry -------------------------------------------------------------------------


def test_desktop_entry_launches_the_app_with_our_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(ROOT / "packaging" / "mahjong-galaxy.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "mahjong-galaxy"
    assert (ICONS / f"{section['Icon']}.svg").exists()
    assert "Game" in section["Categories"].split(";")


# --- About box -----------------------------------------------------------------------------


def test_about_box_shows_name_and_version_from_pyproject(qapp: object) -> None:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    info = about.app_info()
    assert (info.name, info.version) == (project["name"], project["version"])
    box = about.about_box()
    assert f"{about.display_name()} {project['version']}" in box.text()
    assert "About" in box.windowTitle()
    assert not box.iconPixmap().isNull()


def test_desktop_entry_installer_points_at_the_bundle_and_uninstalls(tmp_path: Path) -> None:
    bundle = tmp_path / "mahjong-galaxy"
    icons = bundle / "_internal" / "mahjong_galaxy" / "resources" / "icons"
    shutil.copytree(ICONS, icons)
    for name in ("mahjong-galaxy.desktop", "install-desktop-entry.sh"):
        shutil.copy2(ROOT / "packaging" / name, bundle / name)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    script = str(bundle / "install-desktop-entry.sh")
    subprocess.run(["sh", script], env=env, check=True, capture_output=True)
    entry = (tmp_path / "data" / "applications" / "mahjong-galaxy.desktop").read_text("utf-8")
    assert f'Exec="{bundle}/mahjong-galaxy"' in entry.splitlines()
    hicolor = tmp_path / "data" / "icons" / "hicolor"
    assert QImage(str(hicolor / "48x48" / "apps" / "mahjong-galaxy.png")).width() == 48
    assert (hicolor / "scalable" / "apps" / "mahjong-galaxy.svg").exists()
    subprocess.run(["sh", script, "--uninstall"], env=env, check=True, capture_output=True)
    assert [p for p in (tmp_path / "data").rglob("*") if p.is_file()] == []
