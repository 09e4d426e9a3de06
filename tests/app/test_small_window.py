"""The window at 1000x650 (the smallest size the README promises): the palette narrows with
scaled tiles, the calls and visible rows fold into one line, every tab fits without scrolling
either way (the Waits values, the Win tab's yaku, the discard table with a 14-tile hand), the
galaxy winning tiles and the assignment table with whole headers are in view; the palette can be
collapsed (View menu)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QScrollArea,
    QStyle,
    QTableView,
    QWidget,
)

from mahjong_galaxy.app.i18n import Translators
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.style import apply_style
from mahjong_galaxy.app.tabs.assignments_tab import AssignmentsTab
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from mahjong_galaxy.app.tabs.win_tab import WinTab
from tests.helpers.app_fixtures import WAIT_MS, open_window, private_settings, tab_of, wait_analysis

MIN_SIZE = (1000, 650)  # the smallest window the README promises


@pytest.fixture
def small(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    """The window at 1000x650 in the app's own look (style sheet paddings widen some parts)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    saved = (app.style().name(), app.palette(), app.styleSheet())
    apply_style(app)
    try:
        for window in open_window(qtbot, tmp_path):
            window.resize(*MIN_SIZE)
            qtbot.waitUntil(lambda w=window: w.width() == MIN_SIZE[0], timeout=WAIT_MS)  # type: ignore[attr-defined]
            yield window
    finally:
        app.setStyle(saved[0])
        app.setPalette(saved[1])
        app.setStyleSheet(saved[2])


def _tab_scroll(window: MainWindow, key: str) -> QScrollArea:
    scroll = window.tabs.widget(window.tab_index(key))
    assert isinstance(scroll, QScrollArea)
    return scroll


def _fully_visible(widget: object) -> bool:
    region = widget.visibleRegion().boundingRect()  # type: ignore[attr-defined]
    return region.size() == widget.size()  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("language", "hand"), [("en", None), ("ja", None), ("en", "77m67p234p3s5s8g5g6g2g4g")]
)
def test_every_tab_fits_without_scrolling(
    small: MainWindow, qtbot: object, language: str, hand: str | None
) -> None:
    small.set_language(language)
    if hand:
        small.open_hand(hand)
        wait_analysis(qtbot, small)
    practice = tab_of(small, PracticeTab)
    pages = [(spec.key, None) for spec in small.tab_specs]
    pages += [("practice", i) for i in range(practice.count())]
    for key, page in pages:
        small.show_tab(key)
        if page is not None:
            practice.setCurrentIndex(page)
        scroll = _tab_scroll(small, key)
        qtbot.waitUntil(lambda s=scroll: s.widget().isVisible(), timeout=WAIT_MS)  # type: ignore[attr-defined]
        where = f"{key} {page if page is not None else ''} ({language}, {hand or 'example'})"
        for bar in (scroll.horizontalScrollBar(), scroll.verticalScrollBar()):
            qtbot.waitUntil(lambda b=bar: b.maximum() == 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
            assert bar.maximum() == 0, f"{where} scrolls {bar.maximum()} px"


def test_small_windows_fold_the_calls_and_visible_rows(small: MainWindow, qtbot: object) -> None:
    """Folded into a summary line at 1000x650; a click unfolds them and the choice holds at any
    size; a big window shows them."""
    panel = small.hand_panel
    assert panel.compact and panel.summary.isVisible() and not panel.melds.isVisible()
    assert "Calls: none" in panel.summary.full_text
    assert not small.actions["calls_rows"].isChecked()
    qtbot.mouseClick(panel.summary, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not panel.compact and panel.melds.isVisible() and panel.table.text.isVisible()
    assert small.actions["calls_rows"].isChecked()
    small.resize(1001, 651)
    qtbot.waitUntil(lambda: small.width() == 1001, timeout=WAIT_MS)
    assert not panel.compact  # the user's choice, not the height, decides now
    small.actions["calls_rows"].trigger()
    assert panel.compact


def test_a_big_window_shows_the_calls_and_visible_rows(small: MainWindow, qtbot: object) -> None:
    small.resize(1600, 1000)
    qtbot.waitUntil(lambda: not small.hand_panel.compact, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert small.hand_panel.melds.isVisible() and not small.hand_panel.summary.isVisible()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_results_in_view(small: MainWindow, qtbot: object, language: str) -> None:
    """The Waits values table and the Win tab's yaku table are on screen, not below it; the
    values table shows several rows under whole column titles."""
    small.set_language(language)
    small.show_tab("waits")
    waits = tab_of(small, WaitsTab)
    table = waits.values_table
    qtbot.waitUntil(lambda: waits.values_model.rowCount() > 4, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: _fully_visible(table), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert table.viewport().height() >= 4 * table.rowHeight(0)  # four rows at least
    assert table.horizontalScrollBar().maximum() == 0
    _headers_whole(table)
    small.show_tab("win")
    win = tab_of(small, WinTab)
    qtbot.waitUntil(lambda: win.yaku.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: _fully_visible(win.yaku), timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_the_discard_rack_keeps_one_row_for_14_tiles(small: MainWindow, qtbot: object) -> None:
    small.open_hand("77m67p234p3s5s8g5g6g2g4g")
    small.show_tab("discard")
    rack = tab_of(small, DiscardTab).rack
    qtbot.waitUntil(lambda: len(rack.items) == 14, timeout=WAIT_MS)  # type: ignore[attr-defined]
    tops = {rack.tile_rect(i).top() for i in range(14)}
    assert len(tops) == 1  # one row of smaller tiles, not two rows
    assert not tab_of(small, DiscardTab).ev_column.isVisible()  # ranked by ukeire: whole width


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
    pane = tab_of(small, WaitsTab)
    strips = [strip for _, strip in pane.galaxy.groups]
    assert strips
    qtbot.waitUntil(lambda: all(_fully_visible(s) for s in strips), timeout=WAIT_MS)  # type: ignore[attr-defined]


def _headers_whole(view: QAbstractItemView) -> None:
    """Every header section of ``view`` is as wide as its title (plus the sort arrow)."""
    header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
    metrics = header.fontMetrics()
    model = view.model()
    style = header.style()
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
    for section in range(header.count()):
        title = model.headerData(section, Qt.Orientation.Horizontal)
        needed = metrics.horizontalAdvance(title) + margin
        if section == header.sortIndicatorSection():
            needed += arrow
        assert header.sectionSize(section) >= needed, f"{title!r} is cut"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_assignment_tree_shows_every_column(
    small: MainWindow, qtbot: object, language: str
) -> None:
    small.set_language(language)
    small.open_hand("14m1M1P2M2P3M3P3S4M4P5M6M")
    wait_analysis(qtbot, small)
    text = small.context.hand.text
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: (
            small.context.group_values is not None and small.context.group_values.hand.text == text
        ),
        timeout=WAIT_MS,
    )  # the values sort the wait sets: open one after that
    small.show_tab("assignments")
    tab = tab_of(small, AssignmentsTab)
    tree = tab.tree
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount() > 0 and tree.isVisible(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    tree.expand(model.index(0, 0))
    qtbot.waitUntil(lambda: model.rowCount(model.index(0, 0)) > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert isinstance(tree, QAbstractScrollArea)
    qtbot.waitUntil(lambda: tree.horizontalScrollBar().maximum() == 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert _fully_visible(tree)
    _headers_whole(tree)
    # several wait sets and the assignments of the opened one are in view at once
    assert tree.viewport().height() >= 8 * tree.rowHeight(model.index(0, 0))


def _scrolls(window: MainWindow, key: str) -> int:
    scroll = _tab_scroll(window, key)
    return scroll.horizontalScrollBar().maximum() + scroll.verticalScrollBar().maximum()


def _overlapping(tab: QWidget, widgets: list[QWidget]) -> list[tuple[str, str]]:
    """Pairs of the visible ``widgets`` whose rectangles (in ``tab``) intersect."""
    shown = [w for w in widgets if w.isVisible()]
    rects = [QRect(w.mapTo(tab, QPoint(0, 0)), w.size()) for w in shown]
    return [
        (shown[i].objectName() or type(shown[i]).__name__, shown[j].objectName() or str(j))
        for i in range(len(shown))
        for j in range(i + 1, len(shown))
        if rects[i].intersects(rects[j])
    ]


@pytest.mark.parametrize(
    ("language", "hand"),
    [
        ("en", "577m23467p3s24568g"),
        ("ja", "577m23467p3s24568g"),
        ("en", "1389m47p368s1567Z9g"),  # 3-shanten: a discard keeps 40-odd kinds of ukeire
    ],
)
def test_the_expected_value_ranking_fits_without_overlap(
    small: MainWindow, qtbot: object, language: str, hand: str
) -> None:
    """Ranked by expected value (status, chart and three more columns) the Discard tab still
    fits 1000x650: no scrolling, and the status, the chart and the table do not overlap."""
    small.set_language(language)
    small.open_hand(hand)
    small.show_tab("discard")
    tab = tab_of(small, DiscardTab)
    qtbot.waitUntil(lambda: tab.report is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    tab.ranking.setCurrentIndex(tab.ranking.findData("points"))
    qtbot.waitUntil(lambda: tab.ev is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: tab.chart.isVisible(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    parts = [tab.status, tab.rack, tab.legend, tab.ev_status, tab.chart, tab.table, tab.lower]
    qtbot.waitUntil(
        lambda: _scrolls(small, "discard") == 0 and not _overlapping(tab, parts), timeout=WAIT_MS
    )
    assert tab.table.height() >= tab.table.minimumHeight()  # its rows are not cut
    row = tab.table.verticalHeader().defaultSectionSize()
    assert tab.table.viewport().height() >= 6 * row  # the ranked discards get the room
    assert tab.yaku.viewport().height() >= 2 * tab.yaku.verticalHeader().defaultSectionSize()
    metrics = tab.ranking.fontMetrics()
    assert tab.ranking.width() > metrics.horizontalAdvance(tab.ranking.currentText())  # whole
    waits = tab.table.item(0, 4)
    assert waits.toolTip() == waits.text() and waits.text().count(" ") >= 10  # all, if elided


def test_a_window_opened_on_a_hand_fits_its_rack(qtbot: object, tmp_path: Path) -> None:
    """A window made with a hand (as ``--screenshot``) sizes its editing area at its final
    width: the rack is one row, the Discard tab of a 14-tile hand does not scroll (Japanese:
    the longer rack counter)."""
    translators = Translators()
    translators.install("ja")
    window = MainWindow(private_settings(tmp_path / "s.ini"), translators, "577m23467p3s24568g")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        window.show_tab("discard")
        window.resize(*MIN_SIZE)
        window.show()
        wait_analysis(qtbot, window)
        panel = window.hand_panel

        def fitted() -> bool:
            width = window.splitter.sizes()[1]
            return window.analysis_area.sizes()[0] == panel.heightForWidth(width)

        qtbot.waitUntil(fitted, timeout=WAIT_MS)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: _scrolls(window, "discard") == 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    finally:
        translators.install("en")
        window.runner.pool.clear()
        window.runner.pool.waitForDone(WAIT_MS)


@pytest.mark.parametrize(
    ("language", "hand"),
    [
        ("en", None),
        ("ja", None),  # its longer texts leave the list narrower
        ("en", "19m19p19s1234567z"),  # kokushi: thirteen groups
        ("ja", "1z,(111m1M),(222p2P),(333s3S),(444z4Z)"),  # four kans: 17 tiles
    ],
)
def test_decompositions_are_seen_whole(
    small: MainWindow, qtbot: object, language: str, hand: str | None
) -> None:
    """At 1000x650 a decomposition is drawn whole in the Waits tab's list (the label above
    smaller tiles, wrapped onto a second line where even the smallest do not fit), without
    scrolling sideways; a wide list keeps the label beside full-size tiles on one line."""
    small.set_language(language)
    if hand:
        small.open_hand(hand)
    small.show_tab("waits")
    wait_analysis(qtbot, small)
    listing = tab_of(small, WaitsTab).decompositions
    qtbot.waitUntil(lambda: listing.list_model.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: listing.delegate.stacked, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: listing.horizontalScrollBar().maximum() == 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert listing.delegate.tile_height < listing.delegate.TILE_HEIGHT
    listing.resize(1200, listing.height())  # as wide as a roomy window gives it
    assert not listing.delegate.stacked and listing.delegate.lines == 1
    assert listing.delegate.tile_height == listing.delegate.TILE_HEIGHT
