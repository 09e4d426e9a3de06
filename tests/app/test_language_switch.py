"""A language switch refreshes every visible text: after EN -> JA no English words remain on any
tab (key names such as Ctrl and Backspace and the keywords of the table notation, e.g.
``--river right=1z``, aside: the parser reads them in English in every language), after
JA -> EN no Japanese."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QWidget,
)

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.win_tab import WinTab
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of, tiles, wait_analysis

#: Words of 3+ letters that are not tile notation or key names.
ENGLISH = re.compile(r"\b(?!Ctrl\b|Backspace\b|Esc\b|Delete\b|Enter\b|Space\b)[A-Za-z][a-z]{2,}\b")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: Table notation keywords (``--river``, ``right=``): syntax, not prose.
NOTATION_KEYWORDS = re.compile(r"--[a-z]+|\b[a-z]+=")
TENPAI = "123m456p789s23p55s"  # pinfu tanyao: the Win tab shows yaku, fu and payment


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _table_texts(view: QTableView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    columns = range(model.columnCount())
    texts = [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in columns]
    for row in range(min(model.rowCount(), 8)):
        texts += [str(model.index(row, c).data() or "") for c in columns]
    return texts


def visible_texts(root: MainWindow) -> list[str]:
    """Every text a user can read in ``root`` now (labels, buttons, titles, tables, ...), but
    the missing-font warning, which is English on purpose."""
    texts: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget is root.font_warning:
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts.append(widget.currentText())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QPlainTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QTableView):
            texts += _table_texts(widget)
    return [NOTATION_KEYWORDS.sub(" ", re.sub(r"<[^>]+>", " ", text)) for text in texts]


def _words(window: MainWindow, pattern: re.Pattern[str]) -> dict[str, set[str]]:
    found = {}
    for spec in window.tab_specs:
        window.show_tab(spec.key)
        words = {w for text in visible_texts(window) for w in pattern.findall(text)}
        if words:
            found[spec.key] = words
    return found


def test_switching_language_leaves_no_text_of_the_other(window: MainWindow, qtbot: object) -> None:
    window.open_hand(TENPAI)
    wait_analysis(qtbot, window)
    win = tab_of(window, WinTab)
    qtbot.waitUntil(lambda: win.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert set(_words(window, ENGLISH)) == {s.key for s in window.tab_specs}  # the check sees
    window.set_language("ja")
    assert set(_words(window, JAPANESE)) == {s.key for s in window.tab_specs}  # every tab
    assert _words(window, ENGLISH) == {}
    window.set_language("en")
    assert _words(window, JAPANESE) == {}


def test_japanese_without_a_cjk_font_says_which_package_to_install(window: MainWindow) -> None:
    from mahjong_galaxy.app.widgets import tile_painter

    saved = tile_painter.cjk_family()
    try:
        tile_painter.set_cjk_family(None)
        window.set_language("ja")
        assert window.font_warning.isVisible()
        assert "fonts-noto-cjk" in window.font_warning.text()
        tile_painter.set_cjk_family("Noto Sans CJK JP")
        window.set_language("ja")
        assert not window.font_warning.isVisible()
        window.set_language("en")
        tile_painter.set_cjk_family(None)
        window.set_language("en")
        assert not window.font_warning.isVisible()  # English needs no CJK font
    finally:
        tile_painter.set_cjk_family(saved)


def _page_words(window: MainWindow, pattern: re.Pattern[str]) -> dict[str, set[str]]:
    """Words of ``pattern`` on each practice page and on the Discard and Win tabs."""
    found = {}
    practice = tab_of(window, PracticeTab)
    window.show_tab("practice")
    for index in range(practice.count()):
        practice.setCurrentIndex(index)
        words = {w for text in visible_texts(window) for w in pattern.findall(text)}
        if words:
            found[f"practice {index}"] = words
    for key in ("discard", "win"):
        window.show_tab(key)
        words = {w for text in visible_texts(window) for w in pattern.findall(text)}
        if words:
            found[key] = words
    return found


def test_answers_verdicts_and_messages_follow_a_switch(window: MainWindow, qtbot: object) -> None:
    """The quiz answer, the drill verdict, the expected-value status and a Win tab message
    (an impossible situation) are said again in the new language."""
    practice = tab_of(window, PracticeTab)
    practice.quiz.toggle(0)
    practice.quiz.grade_answer()
    practice.drill.choose(0)
    qtbot.waitUntil(lambda: practice.drill.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    window.open_hand(TENPAI + "4p")  # complete: the Win tab scores it, the Discard tab ranks
    wait_analysis(qtbot, window)
    win = tab_of(window, WinTab)
    win.checks["ippatsu"].setChecked(True)
    qtbot.waitUntil(lambda: "ippatsu needs riichi" in win.headline.text(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    discard = tab_of(window, DiscardTab)
    discard.ranking.setCurrentIndex(discard.ranking.findData("points"))
    qtbot.waitUntil(lambda: discard.ev is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    assert "states searched" in discard.ev_status.text()
    window.set_language("ja")
    qtbot.waitUntil(lambda: win.headline.text() == "一発には立直が必要です", timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert _page_words(window, ENGLISH) == {}
    assert "、" in practice.quiz.verdict.text() or "なし" in practice.quiz.verdict.text()
    window.set_language("en")
    qtbot.waitUntil(lambda: "ippatsu needs riichi" in win.headline.text(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert _page_words(window, JAPANESE) == {}


def test_a_text_being_typed_survives_a_language_switch(window: MainWindow) -> None:
    """An invalid hand or table text being typed stays as typed across a language switch, its
    message made again in the new language (the hand field went back to the last valid hand,
    a message in English about the text gone still under it)."""
    panel = window.hand_panel
    table = panel.table
    typed = {panel.notation: "123m456p789s11z9x", table.text: "--dora 3m --river rigt=1z"}
    for field, text in typed.items():
        field.line.setText(text)
        field.edited.emit(text)
        assert field.showing_message() and "character" in field.error.text()
    window.set_language("ja")
    try:
        for field, text in typed.items():
            assert field.line.text() == text
            assert field.showing_message() and "文字目" in field.error.text()
            assert "character" not in field.error.text()
        galaxy = next(i for i in panel.rack.items if i.tile.galaxy)
        assert JAPANESE.search(galaxy.tooltip)  # the rack is redrawn all the same
    finally:
        window.set_language("en")
    panel.add(tiles("1z")[0])  # an edit elsewhere shows the hand, without the stale message
    assert panel.notation.line.text() == window.editor.hand_text
    assert not panel.notation.showing_message()
