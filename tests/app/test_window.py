"""Widget-level tests of the analyzer window (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

from mahjong_galaxy.app.main_window import DEFAULT_HAND, MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from mahjong_galaxy.app.tabs.win_tab import WinTab
from mahjong_galaxy.app.widgets.tile_widgets import TileStrip
from mahjong_galaxy.core.tiles import galaxy_tile, normal_tile
from tests.helpers.app_fixtures import (
    WAIT_MS,
    drop,
    open_window,
    private_settings,
    rack,
    shown_waits,
    tab_of,
    tiles,
    wait_analysis,
)

NINE_GATES = "1112345678999m"  # the classic nine-sided wait: any manzu completes it


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def end_of(strip: TileStrip) -> QPointF:
    return QPointF(strip.width() - 4, 20)


def test_palette_drop_into_rack_and_reorder(window: MainWindow) -> None:
    window.editor.clear()
    strip = window.hand_panel.rack
    drop(strip, normal_tile(4), "palette", -1, end_of(strip))
    drop(strip, galaxy_tile(13), "palette", -1, end_of(strip))
    assert rack(window) == ["5m", "5P"]
    first = QPointF(strip.tile_rect(0).topLeft()) + QPointF(2, 10)
    drop(strip, normal_tile(0), "palette", -1, first)  # dropped before the first tile
    window.editor.set_auto_sort(False)
    drop(strip, normal_tile(0), "hand", 0, end_of(strip))  # reorder: first tile to the end
    assert rack(window) == ["5m", "5P", "1m"]
    assert not window.editor.auto_sort
    assert window.hand_panel.notation.line.text() == "15m5P"


def test_click_adds_and_counts_drop(window: MainWindow, qtbot: object) -> None:
    window.editor.clear()
    button = window.palette_widget.buttons[normal_tile(31)]
    assert button.count == 3
    for _ in range(3):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert rack(window) == ["5z", "5z", "5z"]
    assert button.count == 0 and not button.isEnabled()
    assert window.palette_widget.buttons[galaxy_tile(31)].isEnabled()
    tip = window.palette_widget.buttons[galaxy_tile(31)].toolTip()
    assert "any dragon" in tip


def test_remove_by_right_click_delete_and_undo_redo(window: MainWindow, qtbot: object) -> None:
    window.editor.set_hand_text("123m")
    strip = window.hand_panel.rack
    centre = strip.tile_rect(0).center()
    QApplication.sendEvent(
        strip, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, strip.mapToGlobal(centre))
    )
    assert rack(window) == ["2m", "3m"]
    strip.setFocus()
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=strip.tile_rect(1).center())  # type: ignore[attr-defined]
    qtbot.keyClick(strip, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
    assert rack(window) == ["2m"]
    window.activateWindow()
    qtbot.keyClick(strip, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert rack(window) == ["2m", "3m"]
    window.actions["undo"].trigger()
    assert rack(window) == ["1m", "2m", "3m"]
    qtbot.keyClick(strip, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert rack(window) == ["2m", "3m"]


def test_text_and_rack_stay_in_sync(window: MainWindow, qtbot: object) -> None:
    line = window.hand_panel.notation.line
    line.clear()
    qtbot.keyClicks(line, "456s11z,777z")  # type: ignore[attr-defined]
    assert rack(window) == ["4s", "5s", "6s", "1z", "1z"]
    assert [m.text for m in window.editor.snapshot.melds] == ["777z"]
    window.hand_panel.add(normal_tile(18), "hand")
    assert line.text() == "1456s11z,777z"


def test_invalid_text_shows_message_and_keeps_hand(window: MainWindow, qtbot: object) -> None:
    before = window.editor.hand_text
    line = window.hand_panel.notation.line
    line.setFocus()
    qtbot.keyClicks(line, "x")  # type: ignore[attr-defined]
    error = window.hand_panel.notation.error
    assert error.isVisible()
    assert "unknown character 'x'" in error.text()
    assert window.editor.hand_text == before
    line.setText("11111m")
    line.textEdited.emit("11111m")
    assert "only 3 normal copies" in error.text()
    assert window.editor.hand_text == before


def test_worker_result_reaches_pane(window: MainWindow, qtbot: object) -> None:
    assert window.open_hand(NINE_GATES)
    wait_analysis(qtbot, window)
    assert shown_waits(window) == [f"{n}m" for n in range(1, 10)]
    assert tab_of(window, WaitsTab).headline.text() == "Tenpai"


def test_fast_edits_end_with_last_hand_result(window: MainWindow, qtbot: object) -> None:
    shown: list[object] = []
    window.context.analysisReady.connect(lambda a: shown.append(a.hand == window.context.hand))
    for text in (
        "123456789m1234z",
        "2345678g112233m",
        "123456789p1122z",
        DEFAULT_HAND,
        "11z",
        NINE_GATES,
    ):
        window.open_hand(text)
    wait_analysis(qtbot, window)
    assert shown and all(shown)  # no stale result was ever shown
    assert window.context.analysis.hand.text == NINE_GATES
    assert shown_waits(window) == [f"{n}m" for n in range(1, 10)]


def test_keyboard_typing_and_backspace(window: MainWindow, qtbot: object) -> None:
    window.editor.clear()
    window.hand_panel.set_target("hand")
    qtbot.keyClicks(window, "123p5S")  # type: ignore[attr-defined]
    assert rack(window) == ["1p", "2p", "3p", "5S"]
    qtbot.keyClick(window, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    assert rack(window) == ["1p", "2p", "3p"]


def test_copy_hand_and_report(window: MainWindow, qtbot: object) -> None:
    window.copy_hand()
    assert QGuiApplication.clipboard().text() == "77m23467p3s24568g"  # canonical order
    window.copy_report()
    report = QGuiApplication.clipboard().text()
    assert "Tenpai" in report and "4m 3/5" in report and "any galaxy 7" in report


def test_visible_tiles_feed_counts(window: MainWindow, qtbot: object) -> None:
    before = {w.tile.text: w.remaining for w in window.context.analysis.waits.normal_waits}
    window.hand_panel.add(normal_tile(3), "visible")
    wait_analysis(qtbot, window)
    after = {w.tile.text: w.remaining for w in window.context.analysis.waits.normal_waits}
    assert after["4m"] == before["4m"] - 1
    assert window.palette_widget.buttons[normal_tile(3)].count == 2
    assert window.hand_panel.table.visible.tiles() == [normal_tile(3)]
    assert window.editor.visible_text == "4m"


def test_building_a_pon_call(window: MainWindow, qtbot: object) -> None:
    window.editor.set_hand_text("123m456p78s11z")
    panel = window.hand_panel
    panel.mode_buttons["pon"].click()
    assert panel.target == "meld"
    for _ in range(3):
        qtbot.mouseClick(window.palette_widget.buttons[normal_tile(31)], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.editor.hand_text == "123m456p78s11z,555z"
    wait_analysis(qtbot, window)
    assert shown_waits(window) == ["6s", "9s"]
    panel.mode_buttons["chi"].click()
    for tile in tiles("135m"):
        panel.add(tile)
    assert window.statusBar().currentMessage()  # 135m is no chi: refused with a message
    assert len(window.editor.snapshot.melds) == 1


def test_clicking_a_wait_lists_decompositions_with_badges(
    window: MainWindow, qtbot: object
) -> None:
    pane = tab_of(window, WaitsTab)
    waits = pane.waits
    qtbot.mouseClick(waits, Qt.MouseButton.LeftButton, pos=waits.tile_rect(1).center())  # type: ignore[attr-defined]
    assert pane.selected == normal_tile(6)
    model = pane.decompositions.list_model
    qtbot.waitUntil(lambda: model.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    groups = model.data(model.index(0), model.GroupsRole)
    placed = [pair for group in groups for pair in group]
    assert len(placed) == 14
    assert all((acting is not None) == tile.galaxy for tile, acting in placed)
    assert "7m" in pane.decomp_label.text()


def test_language_switch_relabels_decompositions_without_a_new_search(
    window: MainWindow, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The decomposition rows hold tiles and shape codes, no text: a switch only relabels them
    (it searched them all again, in the background, on every switch)."""
    pane = tab_of(window, WaitsTab)
    model = pane.decompositions.list_model
    qtbot.waitUntil(lambda: model.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    rows = [model.data(model.index(i), model.GroupsRole) for i in range(model.rowCount())]
    started: list[str] = []
    run = pane.context.run
    monkeypatch.setattr(
        pane.context, "run", lambda key, *a, **k: started.append(key) or run(key, *a, **k)
    )
    window.set_language("ja")
    assert "面子構成" in pane.decomp_label.text() and "計算中" not in pane.decomp_label.text()
    assert "decompositions" not in started
    assert [model.data(model.index(i), model.GroupsRole) for i in range(model.rowCount())] == rows
    window.set_language("en")
    assert pane.decomp_label.text().startswith("Decompositions with")


def test_language_switch(window: MainWindow) -> None:
    window.actions["lang_ja"].trigger()
    assert window.menus["file"].title() == "ファイル(&F)"
    assert window.tabs.tabText(0) == "待ち"
    assert tab_of(window, WaitsTab).headline.text() == "聴牌"
    assert window.settings.value("language") == "ja"
    assert tab_of(window, WinTab).win_label.text() == "和了牌:"
    assert tab_of(window, DiscardTab).seat_label.text() == "自風:"
    practice = tab_of(window, PracticeTab)
    assert [practice.tabText(i) for i in range(3)] == ["待ち当てクイズ", "何切る", "対局"]
    assert window.tabs.tabText(window.tab_index("practice")) == "練習"
    window.actions["lang_en"].trigger()
    assert window.menus["file"].title() == "&File"
    assert tab_of(window, WaitsTab).headline.text() == "Tenpai"
    assert tab_of(window, WinTab).win_label.text() == "Winning tile:"


def test_settings_restore_hand_and_geometry(qtbot: object, tmp_path: object) -> None:
    settings = private_settings(tmp_path / "s.ini")  # type: ignore[operator]
    first = MainWindow(settings)
    qtbot.addWidget(first)  # type: ignore[attr-defined]
    first.resize(1111, 777)
    first.show()
    first.open_hand(NINE_GATES)
    first.close()
    second = MainWindow(private_settings(tmp_path / "s.ini"))  # type: ignore[operator]
    qtbot.addWidget(second)  # type: ignore[attr-defined]
    second.show()
    assert second.editor.hand_text == NINE_GATES
    assert not second.palette_widget.buttons[
        normal_tile(0)
    ].isEnabled()  # all three normal 1m are held
    # the offscreen screen is 800 px wide, so only the height comes back exactly
    assert abs(second.height() - 777) <= 8
    wait_analysis(qtbot, second)


def test_tab_registry_adds_a_tab(qtbot: object, tmp_path: object) -> None:
    from importlib import import_module

    from PySide6.QtWidgets import QLabel

    from mahjong_galaxy.app import main_window

    saved = list(main_window.TABS)
    try:
        main_window.register_tab(
            main_window.TabSpec("demo", "Demo", lambda context: QLabel(context.hand.text))
        )
        main_window.register_tab(
            main_window.TabSpec("broken", "Broken", lambda context: import_module("no.such"))
        )
        win = MainWindow(private_settings(tmp_path / "t.ini"))  # type: ignore[operator]
        qtbot.addWidget(win)  # type: ignore[attr-defined]
        assert win.tabs.tabText(win.tab_index("demo")) == "Demo"
        assert win.tab("demo").text() == win.editor.hand_text
        assert "No module named" in win.tab("broken").text()
        win.context.show_tab("demo")
        assert win.tabs.currentIndex() == win.tab_index("demo")
        wait_analysis(qtbot, win)
    finally:
        main_window.TABS[:] = saved


def test_dead_wait_is_marked(window: MainWindow, qtbot: object) -> None:
    # shanpon on East and South; every East is visible (2 held, 1 normal + all 4 galaxy winds)
    window.context.open_hand("123m456p789s1122z", visible="1z1Z2Z3Z4Z")
    wait_analysis(qtbot, window)
    items = {item.tile.text: item for item in tab_of(window, WaitsTab).waits.items}
    assert items["1z"].look.dead and items["1z"].caption == "0/0"
    assert not items["2z"].look.dead and items["2z"].caption == "1/1"
    assert "dead: East" in tab_of(window, WaitsTab).summary.text()


def test_busy_indicator_while_a_job_runs(window: MainWindow, qtbot: object) -> None:
    # ordering, not wall time: the bar shows while the job is still running, hides once it is done
    import threading

    gate = threading.Event()
    window.context.submit("slow", lambda: gate.wait(WAIT_MS / 1000), lambda _: None)
    qtbot.waitUntil(window.busy_bar.isVisible, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert window.runner.pending("slow")
    gate.set()
    qtbot.waitUntil(lambda: not window.busy_bar.isVisible(), timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_help_about_opens_the_about_box_with_the_version(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mahjong_galaxy import __version__
    from mahjong_galaxy.app import about, main_window

    shown: list[str] = []
    monkeypatch.setattr(
        main_window, "show_about", lambda parent: shown.append(about.about_box(parent).text())
    )
    action = next(a for a in window.menuBar().actions() if "Help" in a.text())
    next(a for a in action.menu().actions() if "About" in a.text()).trigger()
    assert shown and __version__ in shown[0]


def test_unseen_galaxy_winners_are_capped_per_class(window: MainWindow, qtbot: object) -> None:
    # the example hand holds 4g, one of 4M 4P 4S: 9 galaxy tiles win but only 8 are unseen,
    # as the "any galaxy 4 · 2 live" group and the Discard tab's ukeire 28 (20 + 8) say
    window.context.open_hand(DEFAULT_HAND)
    wait_analysis(qtbot, window)
    summary = tab_of(window, WaitsTab).summary.text()
    assert "normal tiles left: 20" in summary
    assert "galaxy tiles that win: 9 (8 unseen)" in summary
    assert "· tenpai ·" not in summary  # the headline says it
    window.context.open_hand("234m67p234p3s8g5g6g2g4g")  # 14 tiles: the headline points away
    wait_analysis(qtbot, window)
    assert tab_of(window, WaitsTab).summary.text().startswith("tenpai · ")


def test_a_milky_way_tenpai_says_so_not_zero_winning_kinds(
    window: MainWindow, qtbot: object
) -> None:
    # 13 galaxy tiles and no regular reading: every unseen galaxy tile wins, no kind does
    window.context.open_hand("12345Z12345678g")
    wait_analysis(qtbot, window)
    summary = tab_of(window, WaitsTab).summary.text()
    analysis = window.context.analysis
    assert analysis is not None and analysis.waits is not None
    unseen = 34 - 13  # every galaxy tile but the 13 held
    assert summary.startswith(f"Milky Way tenpai: any of the {unseen} unseen galaxy tiles wins")
    assert "winning kinds" not in summary and "tenpai under" not in summary
    window.context.open_hand(DEFAULT_HAND)  # a regular tenpai keeps its counts
    wait_analysis(qtbot, window)
    assert "winning kinds" in tab_of(window, WaitsTab).summary.text()


def test_a_hand_short_of_tenpai_or_complete_points_to_its_tab(
    window: MainWindow, qtbot: object
) -> None:
    """A first user's 1-shanten hand showed '1-shanten · 1 ms' and nothing else on the Waits tab:
    the line now says where its improving tiles are; a complete hand names the Win tab."""
    window.context.open_hand("23m456p78s,777z,5P67p")
    wait_analysis(qtbot, window)
    assert (
        "the Discard tab shows the tiles that improve it" in tab_of(window, WaitsTab).summary.text()
    )
    window.context.open_hand("123m456p789s11z2P34p")  # complete
    wait_analysis(qtbot, window)
    summary = tab_of(window, WaitsTab).summary.text()
    assert "the Win tab scores it" in summary
    assert "agari" not in summary  # the headline says it: "Complete hand (agari)"
    assert window.hand_panel.count_label.text() == "14 tiles: complete (agari)"
    window.context.open_hand("123m456p789s11z2P35p")  # 14 tiles, not complete
    wait_analysis(qtbot, window)
    assert window.hand_panel.count_label.text() == "14 tiles: choose a discard"
