"""The window at 1000x650 (the smallest size the README promises): the palette narrows with
scaled tiles, every tab fits the width (no horizontal scrolling), the galaxy winning tiles and
the assignment table are in view; the palette can be collapsed (View menu)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QTableView

from mahjong_galaxy.app.main_window import MainWindow
from tests.helpers.app_fixtures import open_window, wait_analysis

MIN_SIZE = (1000, 650)  # the smallest window the README promises


@pytest.fixture
def small(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    for window in open_window(qtbot, tmp_path):
        window.resize(*MIN_SIZE)
        qtbot.waitUntil(lambda w=window: w.width() == MIN_SIZE[0], timeout=30000)  # type: ignore[attr-defined]
        yield window


def _tab_scroll(window: MainWindow, key: str) -> QScrollArea:
    scroll = window.tabs.widget(window.tab_index(key))
    assert isinstance(scroll, QScrollArea)
    return scroll


def _fully_visible(widget: object) -> bool:
    region = widget.visibleRegion().boundingRect()  # type: ignore[attr-defined]
    return region.size() == widget.size()  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_tab_fits_the_width(small: MainWindow, qtbot: object, language: str) -> None:
    small.set_language(language)
    for spec in small.tab_specs:
        small.show_tab(spec.key)
        scroll = _tab_scroll(small, spec.key)
        qtbot.waitUntil(lambda s=scroll: s.widget().isVisible(), timeout=30000)  # type: ignore[attr-defined]
        bar = scroll.horizontalScrollBar()
        assert bar.maximum() == 0, f"{spec.key} ({language}) scrolls {bar.maximum()} px sideways"


def test_palette_tiles_scale_and_the_palette_collapses(small: MainWindow) -> None:
    palette = small.palette_widget
    assert small.palette_area.width() <= 0.3 * MIN_SIZE[0]
    button = next(iter(palette.buttons.values()))
    assert button.tile_height < palette.max_tile_height  # smaller tiles, all of them shown
    assert all(_fully_visible(b) for b in palette.buttons.values())
    small.actions["palette"].trigger()
    assert not small.palette_area.isVisible()
    small.actions["palette"].trigger()
    assert small.palette_area.isVisible()


def test_galaxy_winning_tiles_in_view(small: MainWindow, qtbot: object) -> None:
    small.show_tab("waits")
    wait_analysis(qtbot, small)
    pane = small.tab("waits")
    strips = [strip for _, strip in pane.galaxy.groups]  # type: ignore[attr-defined]
    assert strips
    qtbot.waitUntil(lambda: all(_fully_visible(s) for s in strips), timeout=30000)  # type: ignore[attr-defined]


def test_assignment_tables_show_every_column(small: MainWindow, qtbot: object) -> None:
    small.show_tab("assignments")
    tab = small.tab("assignments")
    tables = tab.findChildren(QTableView)
    assert len(tables) == 2
    qtbot.waitUntil(lambda: tab.model.rowCount() > 0, timeout=30000)  # type: ignore[attr-defined]
    for table in tables:
        assert isinstance(table, QAbstractScrollArea)
        assert table.horizontalScrollBar().maximum() == 0
        assert _fully_visible(table)
