"""The Calls tab: one row per option (galaxy alternatives each once), the recommendation, kans."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.calls_tab import STAR, CallsTab
from mahjong_galaxy.core.tiles import make_kind, normal_tile
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _wait(qtbot: object, tab: CallsTab, offer: str) -> None:
    def ready() -> bool:
        report = tab.report
        return report is not None and report.tile is not None and report.tile.text == offer

    qtbot.waitUntil(ready, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_chi_rows_with_galaxy_tiles(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, CallsTab)
    window.context.open_hand("46p4M19s123m55z789s")
    tab.offer.setText("5p")
    _wait(qtbot, tab, "5p")
    calls = [tab.table.item(r, 1).text() for r in range(tab.table.rowCount())]
    assert calls == ["Pass", "Chi", "Chi"]
    strips = [tab.table.cellWidget(r, tab.TILES_COLUMN) for r in range(3)]
    assert [[t.text for t in s.tiles()] for s in strips[1:]] == [
        ["4p", "6p", "5p"],
        ["4M", "6p", "5p"],
    ]
    stars = [tab.table.item(r, 0).text() for r in range(3)]
    assert stars.count(STAR) == 1
    assert tab.status.text().startswith("Advice:")
    assert tab.reason.text().startswith("recommended")
    tab.source.setCurrentIndex(1)  # across: no chi
    qtbot.waitUntil(lambda: tab.table.rowCount() == 1, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_a_river_tile_offered_to_fourteen_tiles_asks_for_a_discard_first(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, CallsTab)
    window.context.open_hand("123m456p789s11z22z9m")
    tab.set_offer(normal_tile(make_kind(3, "s")), "right")
    _wait(qtbot, tab, "3s")
    assert "judged on a 13-tile hand: discard first" in tab.status.text()
    assert tab.table.rowCount() == 0
    window.set_language("ja")
    assert "13枚" in tab.status.text() and "先に" in tab.status.text()
    window.set_language("en")
    tab.offer.textEdited.emit("4s")  # typed: a drawn tile for a kan, and not in the hand
    tab.offer.setText("4s")
    qtbot.waitUntil(lambda: "4s is not in the hand" in tab.status.text(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    window.set_language("ja")
    assert "4s" in tab.status.text() and "not in the hand" not in tab.status.text()
    window.set_language("en")
    tab.set_offer(normal_tile(make_kind(3, "s")), "right")
    window.context.open_hand("123m456p789s11z22z")  # discarded: the call is judged
    qtbot.waitUntil(lambda: tab.table.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.status.text().startswith("Advice:")


def test_kan_on_a_drawn_tile_and_prompts(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, CallsTab)
    window.context.open_hand("111m234p567s99s22z1P")
    tab.offer.setText("1P")
    _wait(qtbot, tab, "1P")
    calls = [tab.table.item(r, 1).text() for r in range(tab.table.rowCount())]
    assert calls == ["Pass", "Closed kan"]
    tab.offer.setText("")
    qtbot.waitUntil(lambda: tab.table.rowCount() == 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert "Type the offered tile" in tab.status.text()


def test_an_added_kan_shows_the_pon_it_joins(qtbot: object, window: MainWindow) -> None:
    # the galaxy East may join any of the four wind pons: each row showed the 1Z alone
    tab = tab_of(window, CallsTab)
    window.context.open_hand("1m1Z,111z,222z,333z,444z")
    tab.offer.setText("1Z")
    _wait(qtbot, tab, "1Z")
    strips = [tab.table.cellWidget(r, tab.TILES_COLUMN) for r in range(1, tab.table.rowCount())]
    shown = [[item.tile.text for item in strip.items] for strip in strips]
    assert shown == [["1z", "1z", "1z", "1Z"], ["2z", "2z", "2z", "1Z"]] + [
        ["3z", "3z", "3z", "1Z"],
        ["4z", "4z", "4z", "1Z"],
    ]
    assert [item.gap_before for item in strips[0].items] == [False, False, False, True]
    assert tab.status.text() == "Advice: Added kan 1Z (with 1z 1z 1z)"


def test_a_tile_that_completes_the_hand_is_said(qtbot: object, window: MainWindow) -> None:
    # 13 galaxy tiles and a 14th drawn: a Milky Way tsumo, which read 'Advice: Pass' alone;
    # the same for a ron on the tile offered
    tab = tab_of(window, CallsTab)
    window.context.open_hand("1M2M3M4M5M6M7M8M9M1P2P3P4P1S")
    tab.offer.setText("1S")
    _wait(qtbot, tab, "1S")
    assert tab.status.text().startswith("Complete hand (agari): its score is on the Win tab.")
    window.set_language("ja")
    assert tab.status.text().startswith("和了形です")
    window.set_language("en")
    window.context.open_hand("111m234p567s99s22z1P")
    tab.offer.setText("1P")
    _wait(qtbot, tab, "1P")
    assert tab.status.text().startswith("Advice:")
    window.context.open_hand("1m,111z,222z,333z,444z")  # the 1m on offer is a ron
    tab.offer.setText("1m")
    _wait(qtbot, tab, "1m")
    assert tab.status.text().startswith("The offered tile completes the hand (agari)")
    window.set_language("ja")
    assert tab.status.text().startswith("捨て牌で和了形です")


def test_reasons_follow_the_app_language_not_the_system_locale(
    qtbot: object, window: MainWindow
) -> None:
    """A Japanese system with the app set to English shows English reasons and yaku."""
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))  # what a Japanese system gives
    try:
        tab = tab_of(window, CallsTab)
        window.context.open_hand("46p4M19s123m55z789s")
        tab.offer.setText("5p")
        _wait(qtbot, tab, "5p")
        tab.table.selectRow(1)
        qtbot.waitUntil(lambda: bool(tab.reason.text()), timeout=WAIT_MS)  # type: ignore[attr-defined]
        assert tab.reason.text().isascii()
        window.set_language("ja")
        tab.table.selectRow(0)
        qtbot.waitUntil(lambda: not tab.reason.text().isascii(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_the_advice_names_the_meld_formed_and_the_yaku_as_everywhere(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, CallsTab)
    window.context.open_hand("234m456p78s77z1z99m")
    tab.offer.setText("7z")
    _wait(qtbot, tab, "7z")
    best = next(r for r in range(tab.table.rowCount()) if tab.table.item(r, 0).text() == STAR)
    if tab.table.item(best, 1).text() == "Pon":
        assert tab.status.text() == "Advice: Pon 7z (with 7z 7z)"
    rows = {tab.table.item(r, 1).text(): r for r in range(tab.table.rowCount())}
    assert "Yakuhai 7z Red" in tab.table.item(rows["Pon"], 6).text()
    window.set_language("ja")
    rows = {tab.table.item(r, 1).text(): r for r in range(tab.table.rowCount())}
    assert "役牌 7z 中" in tab.table.item(rows["ポン"], 6).text()  # as the Discard tab says it
    assert tab._call_name("pon") == "ポン"
    assert tab.tr("{0} {1} (with {2})").format("ポン", "7z", "7z 7z") == "ポン 7z（7z 7z で）"
