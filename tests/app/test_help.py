"""Help menu: notation cheat sheet, galaxy rules with tile pictures, keyboard shortcuts, and the
About box, in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from mahjong_galaxy.app.about import about_text, app_info
from mahjong_galaxy.app.help import PAGES
from mahjong_galaxy.app.main_window import MainWindow
from tests.helpers.app_fixtures import open_window


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _page_text(window: MainWindow, page: str) -> tuple[str, QTextDocument]:
    dialog = window.show_help(page)
    assert dialog.tabs.currentWidget() is dialog.browsers[page]
    document = dialog.browsers[page].document()
    text = document.toPlainText()
    dialog.close()
    return text, document


def test_pages_in_english(window: MainWindow) -> None:
    notation, _ = _page_text(window, "notation")
    assert "(555s5S)" in notation and "red fives" in notation
    rules, document = _page_text(window, "rules")
    assert "Milky Way" in rules and "Shuugi" in rules and "Galaxy dora" in rules
    for tile in ("5P", "1Z", "5Z", "8M", "4S"):  # the pictures of the tiles the rules name
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{tile}"))
        assert isinstance(image, QImage) and not image.isNull()
    keys, _ = _page_text(window, "keys")
    assert "F1" in keys and "Ctrl+Z" in keys and "Backspace" in keys
    assert not re.search(r"/ Redo\b", keys)  # the media key "Redo" is not listed as a binding


def test_pages_and_about_in_japanese(window: MainWindow) -> None:
    window.set_language("ja")
    english_words = re.compile(r"\b(the|a|of|and|tile|tiles|galaxy)\b", re.IGNORECASE)
    for page in PAGES:
        text, _ = _page_text(window, page)
        prose = re.sub(r"[\x00-\x7f]*\d[\x00-\x7f]*", " ", text)  # drop notation and keys
        assert not english_words.search(prose), (page, english_words.findall(prose))
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text)
    about = about_text(app_info())
    assert "銀河麻雀アナライザー" in about and "パッケージ" in about
    assert window.windowTitle().startswith("銀河麻雀アナライザー")
    help_menu = window.menus["help"].title()
    assert help_menu.startswith("ヘルプ")


def test_an_open_help_dialog_follows_a_language_switch(window: MainWindow) -> None:
    dialog = window.show_help("rules")
    window.set_language("ja")
    assert dialog.windowTitle() == "ヘルプ"
    assert "天の川" in dialog.browsers["rules"].document().toPlainText()
    window.set_language("en")
    assert "Milky Way" in dialog.browsers["rules"].document().toPlainText()
    dialog.close()
