"""Small edges of the analyzer tabs found by a first-time user (issue: fresh-user findings)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.game_texts import TURN_TEXT_CHARS
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab, duration_text
from mahjong_galaxy.app.tabs.win_tab import WinTab, choice_text
from mahjong_galaxy.core.tiles import galaxy_tile, normal_tile
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of, wait_analysis


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_fourteen_tiles_point_to_the_discard_tab(window: MainWindow, qtbot: object) -> None:
    window.open_hand("77m67p234p3s5s8g5g6g2g4g")  # 14 tiles, not complete, tenpai after a discard
    wait_analysis(qtbot, window)
    assert "see the Discard tab" in tab_of(window, WaitsTab).headline.text()


def test_win_tile_choices_do_not_repeat_the_notation(window: MainWindow, qtbot: object) -> None:
    assert choice_text(normal_tile(3)) == "4m"
    assert choice_text(normal_tile(27)) == "1z   East"
    assert choice_text(galaxy_tile(3)).startswith("4M   Galaxy 4m")
    window.open_hand("234m456p678s2345s")
    wait_analysis(qtbot, window)
    combo = tab_of(window, WinTab).win_choice
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "2s" in texts and "5s" in texts
    for text in texts:
        notation, _, description = text.partition("   ")
        assert description != notation  # "2s", never "2s   2s"


def test_win_yaku_table_shows_every_row(window: MainWindow, qtbot: object) -> None:
    panel = tab_of(window, WinTab)
    window.show_tab("win")
    window.open_hand("234m456p678s2345s")
    wait_analysis(qtbot, window)
    panel.checks["tsumo"].setChecked(True)
    panel.checks["riichi"].setChecked(True)
    qtbot.waitUntil(lambda: panel.yaku.rowCount() >= 3, timeout=WAIT_MS)  # type: ignore[attr-defined]
    rows = panel.yaku.rowCount()
    row_height = panel.yaku.verticalHeader().defaultSectionSize()
    assert panel.yaku.viewport().height() >= rows * row_height


def test_discard_tab_winds_default_like_the_win_tab(window: MainWindow) -> None:
    discard, win = tab_of(window, DiscardTab), tab_of(window, WinTab)
    assert discard.seat.currentData() == win.seat.currentData() == 28  # South: non-dealer
    assert discard.round.currentData() == win.round.currentData() == 27  # East round


def test_turn_selector_fits_a_turn_text(window: MainWindow) -> None:
    combo = tab_of(window, PracticeTab).game.log.turn_list
    text = "Turn 12: discard 5P"
    assert len(text) <= TURN_TEXT_CHARS
    assert combo.minimumSizeHint().width() > combo.fontMetrics().horizontalAdvance(text)


def test_fast_analysis_time_is_not_zero_ms() -> None:
    assert duration_text(0.2) == "< 1 ms"
    assert duration_text(0.0) == "< 1 ms"
    assert duration_text(12.4) == "12 ms"
