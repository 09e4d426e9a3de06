"""The editing area as a new user meets it: typing, the rack counter, the call builder and a
closed kan's faces (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.core.tiles import normal_tile
from tests.helpers.app_fixtures import open_window, rack, tiles


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _type(window: MainWindow, qtbot: object, text: str) -> list[tuple[str, bool, str]]:
    """Type ``text`` into the hand field key by key: (text so far, message shown, its colour)
    after each key."""
    line = window.hand_panel.notation.line
    error = window.hand_panel.notation.error
    line.setFocus()
    line.clear()
    seen = []
    for char in text:
        qtbot.keyClicks(line, char)  # type: ignore[attr-defined]
        seen.append((line.text(), error.isVisible(), error.styleSheet()))
    return seen


@pytest.mark.parametrize(
    ("text", "wrong"),
    [("123m456p789s1234567z", True), ("123m456p11z,(555s5S)", False), ("1m,555s,66z6Z", False)],
)
def test_half_typed_tokens_never_flash_red(
    window: MainWindow, qtbot: object, text: str, wrong: bool
) -> None:
    """Digits waiting for their suit, a comma with its meld to come and an open closed kan are
    unfinished: at most a grey note, never the red error (which the 16-tile text earns once
    it is finished)."""
    seen = _type(window, qtbot, text)
    red = [typed for typed, shown, style in seen if shown and "#c62828" in style]
    assert red == ([text] if wrong else [])
    notes = [typed for typed, shown, style in seen if shown and "gray" in style]
    assert notes and text not in notes


def test_invalid_text_keeps_the_last_good_hand(window: MainWindow, qtbot: object) -> None:
    _type(window, qtbot, "123m456p789s11z")
    assert window.editor.hand_text == "123m456p789s11z"
    _type(window, qtbot, "123m456p789s1234567z")  # 16 tiles: too many
    message = window.hand_panel.notation.error.text()
    assert "at most 14 concealed tiles (16 given)" in message
    assert "keeps the last valid hand" in message
    assert rack(window)[:9] == [t.text for t in tiles("123m456p789s")]


@pytest.mark.parametrize(
    ("text", "japanese"),
    [
        ("123m456p789s1234567z", "門前の牌は最大14枚です（16枚あります）"),
        ("123m4x", "使えない文字 'x'"),
        ("5P5P", "銀河牌 5P が2枚あります：銀河牌は各1枚です（手牌）"),
        ("123m,5555s)", "暗槓の括弧が閉じていません"),
    ],
)
def test_parse_errors_in_japanese(
    window: MainWindow, qtbot: object, text: str, japanese: str
) -> None:
    """The parser's messages show in the UI language (their templates are translated in
    context HandError); the position stays."""
    window.set_language("ja")
    _type(window, qtbot, text)
    field = window.hand_panel.notation.error
    assert japanese in field.text() and "文字目）" in field.text()  # the position, readable
    assert not any(word in field.text() for word in ("tiles", "given", "unknown", "galaxy"))


def test_table_errors_in_japanese(window: MainWindow, qtbot: object) -> None:
    window.set_language("ja")
    field = window.hand_panel.table.text
    field.line.setFocus()
    qtbot.keyClicks(field.line, "--turn 1 --river left=1m2m3m")  # type: ignore[attr-defined]
    assert "--turn 1：leftの河に捨て牌が3枚あり、1巡目にしては多すぎます" in field.error.text()


def test_table_editor_errors_in_japanese(window: MainWindow) -> None:
    """The table section's copy-limit messages name where the tile lies in Japanese too."""
    window.set_language("ja")
    panel = window.hand_panel
    assert panel.add(tiles("5M")[0], "dora")
    assert not panel.add(tiles("5M")[0], "river:self")
    message = window.statusBar().currentMessage()
    assert "銀河牌 5P" not in message and "自分の河" in message and "river" not in message


def test_rack_counter_words(window: MainWindow) -> None:
    panel = window.hand_panel
    window.editor.set_hand_text("123m456p789s11z")
    assert panel.count_label.text() == "11 / 13 tiles"
    window.editor.set_hand_text("123m456p789s1112z")
    assert panel.count_label.text() == "13 tiles"
    window.editor.set_hand_text("123m456p789s11122z")
    assert panel.count_label.text() == "14 tiles: choose a discard"


def test_after_a_call_clicks_go_back_to_the_rack(window: MainWindow, qtbot: object) -> None:
    window.editor.set_hand_text("123m456p78s1z")
    panel = window.hand_panel
    panel.mode_buttons["pon"].click()
    for _ in range(3):
        qtbot.mouseClick(window.palette_widget.buttons[normal_tile(31)], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.editor.hand_text == "123m456p78s1z,555z"
    assert panel.target == "hand"
    qtbot.mouseClick(window.palette_widget.buttons[normal_tile(27)], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.editor.hand_text == "123m456p78s11z,555z"


def test_switching_call_type_keeps_the_picked_tiles(window: MainWindow) -> None:
    window.editor.set_hand_text("123m1z")
    panel = window.hand_panel
    panel.mode_buttons["chi"].click()
    panel.add(normal_tile(28))
    panel.add(normal_tile(28))
    assert [t.text for t in panel.pending] == ["2z", "2z"]
    panel.mode_buttons["pon"].click()  # oops, it was a pon
    assert [t.text for t in panel.pending] == ["2z", "2z"]
    panel.add(normal_tile(28))
    assert window.editor.hand_text == "123m1z,222z"
    panel.mode_buttons["kan"].click()
    for tile in tiles("2s2s2s"):
        panel.add(tile)
    panel.mode_buttons["pon"].click()  # three picked: switching to pon makes the pon
    assert window.editor.hand_text == "123m1z,222z,222s"


def test_closed_kan_shows_its_galaxy_tile_face_up(window: MainWindow) -> None:
    """Only 3 normal copies exist, so a closed kan always holds a galaxy tile: it is shown face
    up (the outer normal tile face down), so the hand's galaxy tiles can be read."""
    window.editor.set_hand_text("123m456p1z,(555s5S)")
    faces = [(item.tile.text, item.look.face_down) for item in window.hand_panel.melds.items]
    assert faces == [("5s", True), ("5s", False), ("5s", False), ("5S", False)]
    window.editor.set_hand_text("123m456p1z,(55m5M5g)")
    faces = [(item.tile.text, item.look.face_down) for item in window.hand_panel.melds.items]
    assert faces == [("5m", True), ("5m", False), ("5M", False), ("5g", False)]
