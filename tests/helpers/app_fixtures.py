"""Fixtures shared by the app tests (tests/app/): a window with private settings, and the bound
of every wait."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget

from mahjong_galaxy.app.i18n import Translators
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from mahjong_galaxy.app.widgets.tile_widgets import TileStrip, tile_mime
from mahjong_galaxy.core.tiles import Tile

TabT = TypeVar("TabT", bound=QWidget)

#: Bound (ms) of every condition wait in the app tests: generous, so a crowded 2-core machine (CI,
#: other processes on both cores) still passes; a wait that is met returns at once.  The heaviest
#: wait (the values of a 314,928-assignment hand, ~3 s of CPU) once took over 120 s at load 20.
WAIT_MS = 300_000


def private_settings(path: object) -> QSettings:
    """Settings stored in an ini file under the test's tmp_path."""
    return QSettings(str(path), QSettings.Format.IniFormat)


def wait_analysis(qtbot: object, window: MainWindow, timeout: int = WAIT_MS) -> None:
    """Wait until the analysis shown is the current hand's and no analysis job is running."""

    def settled() -> bool:
        analysis = window.context.analysis
        return (
            analysis is not None
            and analysis.hand == window.context.hand
            and not window.runner.pending("analysis")
        )

    qtbot.waitUntil(settled, timeout=timeout)  # type: ignore[attr-defined]


def tab_of(window: MainWindow, kind: type[TabT]) -> TabT:
    """The window's one tab of class ``kind`` (e.g. ``tab_of(window, DiscardTab)``), typed."""
    found = [tab for tab in window.tab_widgets.values() if isinstance(tab, kind)]
    assert len(found) == 1, f"{len(found)} tabs are a {kind.__name__}"
    return found[0]


def shown_waits(window: MainWindow) -> list[str]:
    """Texts of the winning tiles drawn in the Waits tab."""
    return [t.text for t in tab_of(window, WaitsTab).waits.tiles()]


def shown_galaxy_groups(window: MainWindow) -> dict[int, list[str]]:
    """Galaxy winning tiles drawn per "any galaxy n" group: {class: [tile texts]}."""
    pane = tab_of(window, WaitsTab)
    return {cls: [t.text for t in strip.tiles()] for cls, strip in pane.galaxy.groups}


def rack(window: MainWindow) -> list[str]:
    """Texts of the tiles in the rack, in rack order."""
    return [t.text for t in window.hand_panel.rack.tiles()]


def open_window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    """Body of the ``window`` fixtures: a shown analyzer window (English, example hand
    analysed) with private settings, cleaned up afterwards."""
    translators = Translators()
    translators.install("en")
    settings = private_settings(tmp_path / "settings.ini")  # type: ignore[operator]
    win = MainWindow(settings, translators)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1320, 860)
    win.show()
    wait_analysis(qtbot, win)
    yield win
    translators.install("en")
    win.runner.pool.clear()
    win.runner.pool.waitForDone(WAIT_MS)


def tiles(text: str) -> list[Tile]:
    """Tiles from notation."""
    from mahjong_galaxy.core.notation import parse_tiles

    return [t for t, _ in parse_tiles(text)]


def drop(strip: TileStrip, tile: Tile, source: str, source_index: int, point: QPointF) -> None:
    """Deliver a drop event directly (offscreen QDrag.exec returns at once)."""
    mime = tile_mime(tile, source, source_index)  # the event does not own it: keep it alive
    event = QDropEvent(
        point,
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    strip.dropEvent(event)
    del event, mime
