"""The table section of the analyzer: rivers edited with tiles, riichi, called tiles, melds,
the text form kept in step, copy limits, a river tile offered to the Calls tab, and a game turn
opened with its whole table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QWidget

from mahjong_galaxy.app.i18n import Translators
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.calls_tab import CallsTab
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.win_tab import WinTab
from mahjong_galaxy.app.widgets.notation_field import NotationField
from mahjong_galaxy.app.widgets.table_editor import SeatBox, TableEditor
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, RON, TSUMO
from mahjong_galaxy.core.practice.game.log import position_at
from mahjong_galaxy.core.practice.game.session import HUMAN
from mahjong_galaxy.core.table import parse_table
from mahjong_galaxy.core.tiles import EAST, NORTH, SOUTH, WEST, Tile
from tests.helpers.app_fixtures import WAIT_MS, drop, open_window, private_settings, tab_of, tiles


@pytest.fixture
def window(qtbot: object, tmp_path: Path) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def section(window: MainWindow) -> TableEditor:
    return window.hand_panel.table


def box(window: MainWindow, seat: str) -> SeatBox:
    return section(window).boxes[seat]


def tile(text: str) -> Tile:
    return tiles(text)[0]


def click(qtbot: object, widget: QWidget, pos: QPoint | None = None) -> None:
    """A real left click (press and release) on ``widget``."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())  # type: ignore[attr-defined]


def right_click(widget: QWidget, pos: QPoint) -> None:
    """The context-menu event of a right click at ``pos``."""
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)


def type_table(window: MainWindow, text: str) -> NotationField:
    """Type ``text`` into the table's text form (one edit, as typing does)."""
    field = section(window).text
    field.line.setText(text)
    field.line.textEdited.emit(text)
    return field


def test_click_and_drag_tiles_into_rivers(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("123m456p789s1z22z")
    right, across = box(window, "right"), box(window, "across")
    assert not section(window).isVisibleTo(window)  # closed until it is needed
    click(qtbot, right.river)  # the river becomes the palette's target; the section opens
    assert window.hand_panel.target == "river:right" and section(window).expanded
    assert "river (right)" in window.typing_label.text()
    click(qtbot, window.palette_widget.buttons[tile("1z")])
    assert window.context.table.opponent("right").river == (tile("1z"),)
    assert section(window).text.line.text() == "--river right=1z"
    assert window.palette_widget.buttons[tile("1z")].count == 1  # hand 1, river 1 of 3
    first = QPointF(right.river.tile_rect(0).topLeft()) + QPointF(2, 4)
    drop(right.river, tile("9m"), "palette", -1, first)  # dragged in before the first tile
    assert [t.text for t in right.river.tiles()] == ["9m", "1z"]
    drop(across.river, tile("1z"), "river:right", 1, QPointF(10, 10))  # moved to across
    assert window.context.table.opponent("right").river == (tile("9m"),)
    assert window.context.table.opponent("across").river == (tile("1z"),)
    window.editor.undo()  # the move was one step
    assert window.context.table.opponent("right").river == (tile("9m"), tile("1z"))
    assert window.context.table.opponent("across").river == ()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: (
            window.context.analysis is not None
            and window.context.analysis.visible == window.context.visible
        ),
        timeout=WAIT_MS,
    )
    assert tile("1z") in window.context.analysis.visible  # the rivers count as seen


def test_riichi_toggle_called_tiles_and_removal(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("123m456p789s1z22z")
    left = box(window, "left")
    section(window).set_expanded(True)
    for text in ("9m", "5P", "3s", "2p"):
        window.hand_panel.add(tile(text), "river:left")
    click(qtbot, left.river, left.river.tile_rect(1).center())  # select 5P
    click(qtbot, left.riichi)
    side = window.context.table.opponent("left")
    assert side.riichi_index == 1 and left.riichi.isChecked()
    assert "--river left=9m5P*3s2p" in section(window).text.line.text()
    assert left.river.items[1].sideways and not left.river.items[0].sideways
    rect = left.river.tile_rect(1)
    assert rect.width() > rect.height()  # lying on its side
    click(qtbot, left.riichi)  # off again
    assert window.context.table.opponent("left").riichi_index is None
    qtbot.mouseDClick(left.river, Qt.MouseButton.LeftButton, pos=left.river.tile_rect(2).center())  # type: ignore[attr-defined]
    assert window.context.table.opponent("left").riichi_index == 2  # 3s declared riichi
    drop(left.river, tile("3s"), "river:left", 2, QPointF(left.river.tile_rect(0).topLeft()))
    side = window.context.table.opponent("left")
    assert side.river == tuple(tiles("3s9m5P2p")) and side.riichi_index == 0  # moved with it
    window.editor.undo()
    click(qtbot, left.river, left.river.tile_rect(0).center())
    click(qtbot, left.called_button)  # 9m was called away by another player
    side = window.context.table.opponent("left")
    assert side.river == tuple(tiles("5P3s2p")) and side.called == (tile("9m"),)
    assert side.riichi_index == 1  # still the 3s
    assert left.river.items[-1].tile == tile("9m") and left.river.items[-1].look.dim
    assert "--called left=9m" in section(window).text.line.text()
    click(qtbot, left.river, left.river.tile_rect(3).center())  # the called 9m: back
    click(qtbot, left.called_button)
    assert window.context.table.opponent("left").river == tuple(tiles("5P3s2p9m"))
    three = left.river.tile_rect(1).center()
    right_click(left.river, three)
    side = window.context.table.opponent("left")
    assert side.river == tuple(tiles("5P2p9m")) and side.riichi_index is None  # riichi tile gone
    click(qtbot, left.river, left.river.tile_rect(0).center())
    qtbot.keyClick(left.river, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
    assert window.context.table.opponent("left").river == tuple(tiles("2p9m"))


def test_melds_are_built_from_tiles(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("123m456p789s1z22z")
    across = box(window, "across")
    click(qtbot, across.melds)
    assert window.hand_panel.target == "melds:across"
    for _ in range(3):
        click(qtbot, window.palette_widget.buttons[tile("7z")])
    assert [m.text for m in window.context.table.opponent("across").melds] == ["777z"]
    click(qtbot, window.palette_widget.buttons[tile("7Z")])  # a fourth: the pon becomes a kan
    assert [m.type for m in window.context.table.opponent("across").melds] == ["kan"]
    for text in ("1m", "5p"):
        window.hand_panel.add(tile(text))
    assert [t.text for t in across.melds.tiles()][-2:] == ["1m", "5p"]  # picked, not yet a meld
    assert window.palette_widget.buttons[tile("5p")].count == 1  # hand 1, picked 1 of 3
    assert not window.hand_panel.add(tile("9s"))
    assert "make no chi or pon" in window.statusBar().currentMessage()
    first = across.melds.tile_rect(0).center()
    right_click(across.melds, first)
    assert window.context.table.opponent("across").melds == ()  # right-click removes the meld


def test_text_form_and_tiles_stay_in_step(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("123m456p789s1z22z")
    text = (
        "--round-wind 2z --seat-wind 4z --turn 7 --dora 3m --river self=9m4z "
        "--river right=1z9m5P*3s --called right=4p --melds across=777z,6P78p"
    )
    field = type_table(window, text)
    assert not field.error.isVisible()
    assert window.context.table == parse_table(text)
    right = box(window, "right")
    assert [t.text for t in right.river.tiles()] == ["1z", "9m", "5P", "3s", "4p"]
    assert [i.sideways for i in right.river.items] == [False, False, True, False, False]
    melds = window.context.table.opponent("across").melds
    assert box(window, "across").melds.tiles() == [t for m in melds for t in m.tiles]
    assert [m.text for m in melds] == ["777z", "78p6P"]
    assert [t.text for t in section(window).dora.tiles()] == ["3m"]
    assert section(window).turn.value() == 7
    assert section(window).round.currentData() == SOUTH
    assert section(window).seat.currentData() == NORTH
    assert box(window, "right").title() == "Right · E"  # you sit North: right of you is East
    discard = tab_of(window, DiscardTab)
    assert discard.seat.currentData() == NORTH
    window.hand_panel.add(tile("9p"), "river:left")  # an edit with tiles ...
    shown = field.line.text()
    assert "--river left=9p" in shown
    assert parse_table(shown) == window.context.table  # ... reads back as the same table
    discard.seat.setCurrentIndex(discard.seat.findData(WEST))
    assert window.context.table.seat_wind == WEST  # one table: the tab's choice edits it
    assert section(window).seat.currentData() == WEST
    assert tab_of(window, CallsTab).seat.currentData() == WEST
    assert "--seat-wind 3z" in field.line.text()
    window.editor.undo()
    assert window.context.table.seat_wind == NORTH and discard.seat.currentData() == NORTH


def test_copy_limits_count_every_river_and_meld(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("123m456p789s1z22z")
    type_table(window, "--river right=1z --melds left=111z")  # 1z: hand 1, river 1 ... meld 3
    field = section(window).text
    assert "too many 1z" in field.error.text() and "left's melds" in field.error.text()
    assert field.line.text() == "--river right=1z --melds left=111z"  # what was typed stays
    assert window.context.table == parse_table("")  # the table keeps its last valid state
    type_table(window, "--river right=1z --river left=1z")
    assert not field.error.isVisible()
    assert not window.hand_panel.add(tile("1z"), "river:across")  # a fourth 1z
    message = window.statusBar().currentMessage()
    assert "too many 1z" in message
    assert window.context.table == parse_table("--river right=1z --river left=1z")  # kept
    assert not window.editor.add_tile(tile("1z"))  # the hand cannot take it either
    assert window.hand_panel.add(tile("5M"), "dora")  # each galaxy tile exists once
    assert not window.hand_panel.add(tile("5M"), "river:self")
    assert "your river" in window.statusBar().currentMessage()
    assert window.context.table.dora_indicators == (tile("5M"),)
    section(window).turn.setValue(2)  # turn 2: an opponent has discarded at most twice
    assert window.hand_panel.add(tile("2p"), "river:right")
    assert not window.hand_panel.add(tile("3p"), "river:right")
    assert "--turn 2" in window.statusBar().currentMessage()
    section(window).turn.setValue(1)  # too early for two discards: refused, shown back
    assert window.context.table.turn == 2 and section(window).turn.value() == 2
    assert parse_table(section(window).text.line.text()) == window.context.table


def test_river_click_sets_the_offered_tile(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("46p4M19s123m55z789s")
    type_table(window, "--river left=1z5p --river across=9m")
    calls = tab_of(window, CallsTab)
    window.show_tab("calls")
    left = box(window, "left")
    click(qtbot, left.river, left.river.tile_rect(1).center())
    assert calls.offer.text() == "5p" and calls.source.currentData() == "left"
    assert calls.table_situation().opponent("left").river == (tile("1z"),)  # the tile on offer

    def advised() -> bool:
        report = calls.report
        return report is not None and report.tile == tile("5p") and report.advice is not None

    qtbot.waitUntil(advised, timeout=WAIT_MS)  # type: ignore[attr-defined]
    names = [calls.table.item(r, 1).text() for r in range(calls.table.rowCount())]
    assert names == ["Pass", "Chi", "Chi"]  # 4p-6p and 4M-6p
    across = box(window, "across")
    click(qtbot, across.river, across.river.tile_rect(0).center())
    assert calls.offer.text() == "9m" and calls.source.currentData() == "across"
    calls.offer.setText("5p")
    calls.offer.textEdited.emit("5p")  # typed: a tile on top of the table
    assert calls.table_situation() == window.context.table


def test_a_game_turn_opens_with_its_whole_table(window: MainWindow, qtbot: object) -> None:
    window.show_tab("practice")
    tab = tab_of(window, PracticeTab)
    tab.setCurrentIndex(2)
    page = tab.game
    page.delay_ms = 0
    page.players.setCurrentIndex(1)  # four players
    page.level.setValue(1)
    page.seed.setValue(11)
    click(qtbot, page.new_button)
    session = page.session
    assert session is not None
    discards = 0
    while discards < 4 and not session.round.over:
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: (session.human_to_act and not page.thinking) or session.round.over,
            timeout=WAIT_MS,
        )
        if session.round.over:
            break
        types = {a.type for a in session.human_legal()}
        buttons = {w.objectName(): w for w in page.findChildren(QWidget)}
        if PASS in types or TSUMO in types or RON in types:
            name = "pass" if PASS in types else TSUMO if TSUMO in types else RON
            click(qtbot, buttons[f"action-{name}"])
            continue
        assert DISCARD in types
        click(qtbot, page.hand, page.hand.tile_rect(len(page.hand.items) - 1).center())
        discards += 1
    page.log.fill_turns(session)
    turns = page.log.turn_list
    assert turns.count() >= 2
    turns.setCurrentIndex(turns.count() - 1)
    click(qtbot, page.log.open_turn)
    position = position_at(session.events, int(turns.currentData()), HUMAN)
    table = window.context.table
    assert table == position.table and table.text == section(window).text.line.text()
    assert sum(len(o.river) for o in table.opponents) >= 3  # the rivers came along
    assert table.seat_wind == position.seat_wind
    assert tab_of(window, DiscardTab).seat.currentData() == position.seat_wind
    assert tab_of(window, WinTab).seat.currentData() == position.seat_wind
    for seat in ("right", "across", "left"):
        side = table.opponent(seat)
        assert box(window, seat).river.tiles() == [*side.river, *side.called]
    assert window.context.hand == position.hand


def test_the_table_is_saved_with_the_hand(
    window: MainWindow, qtbot: object, tmp_path: Path
) -> None:
    type_table(window, "--river right=1z9m5P*3s --dora 3m")
    section(window).set_expanded(True)
    window.save_settings()
    translators = Translators()
    translators.install("en")
    again = MainWindow(private_settings(tmp_path / "settings.ini"), translators)
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    assert again.context.table == parse_table("--river right=1z9m5P*3s --dora 3m")
    assert again.hand_panel.table.expanded
    assert again.context.table.round_wind == EAST


def test_an_unfinished_last_word_is_a_note_not_an_error(window: MainWindow, qtbot: object) -> None:
    for text in ("--riv", "--river", "--river ", "--river lef", "--dora 3m --river left=3z8"):
        field = type_table(window, text)
        assert field.error.isVisible() and "not finished" in field.error.text(), text
        assert "c62828" not in field.error.styleSheet(), text  # grey, not red
    field = type_table(window, "--river left=8z")
    assert "c62828" in field.error.styleSheet()
    assert "(at character 14)" in field.error.text()  # as the CLI says it
    field = type_table(window, "--river left=3z --dora 3m9z --riv")  # the words before are wrong
    assert "c62828" in field.error.styleSheet()
    window.set_language("ja")
    try:
        field = type_table(window, "--river left=8z")
        assert "is not a tile" not in field.error.text() and "（14文字目）" in field.error.text()
        field = type_table(window, "--river left=3z8")
        assert "c62828" not in field.error.styleSheet() and field.error.text()
    finally:
        window.set_language("en")


def test_the_section_speaks_japanese(window: MainWindow, qtbot: object) -> None:
    type_table(window, "--river right=1z*9m")
    section(window).set_expanded(True)
    window.set_language("ja")
    try:
        assert box(window, "right").title() == "下家 · 西"
        assert box(window, "right").riichi.text() == "立直"
        assert section(window).toggle.text() == "卓"
        assert section(window).turn.specialValueText() == "自動"
        assert section(window).labels["dora"].text() == "ドラ"
    finally:
        window.set_language("en")
    assert box(window, "right").title() == "Right · W"


def test_the_win_tab_takes_the_table_dora_and_your_river(window: MainWindow, qtbot: object) -> None:
    window.context.open_hand("34m5M456p567s789s2z")
    type_table(window, "--dora 4S --river right=9p")
    win = tab_of(window, WinTab)
    assert win.dora_kinds.text() == "Dora: 5m 5p 5s"
    assert [t.text for t in win.dora_strip.tiles()] == ["4S", "9p"]
    type_table(window, "--river right=9p --river self=2z")
    assert win.dora_kinds.text() == ""
    assert win.discards.text() == "2z"  # furiten: your river


def test_a_called_riichi_tile_keeps_the_riichi(window: MainWindow, qtbot: object) -> None:
    # right declared riichi with 3z and across called it: right is still in riichi (the mark
    # follows the called tile in the text form, which draws it sideways among the called)
    window.context.open_hand("123m456p789s11z22z9m")
    type_table(window, "--river right=1z9m --called right=3z* --melds across=333z")
    right = box(window, "right")
    side = window.context.table.opponent("right")
    assert side.riichi and side.riichi_called and right.riichi.isChecked()
    assert right.river.items[-1].sideways and right.river.items[-1].look.dim
    assert "riichi declared with this tile" in right.river.items[-1].tooltip
    assert not any(item.sideways for item in right.river.items[:2])
    discard = tab_of(window, DiscardTab)

    def threatened() -> bool:
        report = discard.report
        return (
            report is not None and report.defence is not None and report.defence.threats[0].riichi
        )

    qtbot.waitUntil(threatened, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert discard.advice_text() == "Push or fold: keep tenpai with 9m, safe against Right."
    click(qtbot, right.riichi)  # off
    assert not window.context.table.opponent("right").riichi
    click(qtbot, right.river, right.river.tile_rect(2).center())  # the called 3z
    click(qtbot, right.riichi)  # on again: declared with the called tile
    assert window.context.table.opponent("right").riichi_called
    right_click(right.river, right.river.tile_rect(2).center())  # the called 3z removed
    side = window.context.table.opponent("right")
    assert side.called == () and not side.riichi and not right.riichi.isChecked()


def test_calling_the_riichi_tile_keeps_the_riichi(window: MainWindow, qtbot: object) -> None:
    # the riichi tile marked Called: the riichi stays, on the first tile after it or, with
    # none yet, on the called tile (it was dropped with the tile)
    window.context.open_hand("123m456p789s1z22z")
    left = box(window, "left")
    section(window).set_expanded(True)
    for text in ("9m", "5P", "3s"):
        window.hand_panel.add(tile(text), "river:left")
    qtbot.mouseDClick(left.river, Qt.MouseButton.LeftButton, pos=left.river.tile_rect(2).center())  # type: ignore[attr-defined]
    click(qtbot, left.river, left.river.tile_rect(2).center())  # the riichi 3s, the last
    click(qtbot, left.called_button)
    side = window.context.table.opponent("left")
    assert side.river == tuple(tiles("9m5P")) and side.called == (tile("3s"),)
    assert side.riichi_called and "--called left=3s*" in section(window).text.line.text()
    window.hand_panel.add(tile("1p"), "river:left")  # their next discard lies sideways
    side = window.context.table.opponent("left")
    assert side.riichi_index == 2 and left.river.items[2].sideways
    qtbot.mouseDClick(left.river, Qt.MouseButton.LeftButton, pos=left.river.tile_rect(1).center())  # type: ignore[attr-defined]
    click(qtbot, left.river, left.river.tile_rect(1).center())  # riichi on 5P, then called
    click(qtbot, left.called_button)
    side = window.context.table.opponent("left")
    assert side.river == tuple(tiles("9m1p")) and side.riichi_index == 1  # the 1p after it
