"""The "Win" tab: winning tile from the waits, situation toggles, score, shuugi and furiten."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.win_tab import WinTab
from mahjong_galaxy.core.tiles import Tile, galaxy_tile, normal_tile
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of, wait_analysis


@pytest.fixture
def analyzer(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


EAST = 27


def _panel(window: MainWindow, qtbot: object, hand: str, visible: str = "") -> WinTab:
    window.context.open_hand(hand, visible)
    wait_analysis(qtbot, window)
    panel = tab_of(window, WinTab)
    window.show_tab("win")
    return panel


def _settle(panel: WinTab, qtbot: object) -> None:
    qtbot.waitUntil(lambda: not panel.context.runner.pending("win"), timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_issue_example_scores_with_shuugi(analyzer: MainWindow, qtbot: object) -> None:
    panel = _panel(analyzer, qtbot, "7m8M9M123p456p789s1z")
    assert [c.win for c in panel.choices][:1] == [normal_tile(EAST)]
    panel.select_win(normal_tile(EAST))
    panel.checks["riichi"].setChecked(True)
    _settle(panel, qtbot)
    assert "1 han 40 fu: 1300 points" in panel.headline.text()
    assert "ron: 1300" in panel.payment.text()
    assert panel.yaku.item(0, 0).text() == "Riichi"
    assert "Shuugi: 2" in panel.shuugi.text()
    looks = {item.tile.text: item.look.acting for item in panel.tiles.items if item.tile.galaxy}
    assert looks == {"8M": 7, "9M": 8}
    assert panel.furiten.text() == ""


def test_dora_from_visible_tiles_and_furiten(analyzer: MainWindow, qtbot: object) -> None:
    panel = _panel(analyzer, qtbot, "34m5M456p567s789s2z", visible="4S9p")
    panel.select_win(normal_tile(28))
    panel.checks["riichi"].setChecked(True)
    panel.dora_strip.clicked.emit(0)  # the galaxy 4S: 5m, 5p and 5s are dora
    assert panel.dora_kinds.text() == "Dora: 5m 5p 5s"
    panel.discards.setText("2z")
    _settle(panel, qtbot)
    assert panel.result is not None
    assert {y.name: y.han for y in panel.result.yaku}["Dora"] == 3
    assert "8000 points" in panel.headline.text()
    assert panel.furiten.text().startswith("Furiten: your discard(s) 2z would complete")
    analyzer.set_language("ja")  # the sentence the score command prints, in the UI language
    _settle(panel, qtbot)
    assert panel.furiten.text().startswith("フリテン：自分の捨て牌 2z で和了形")


def test_impossible_situation_and_milky_way(analyzer: MainWindow, qtbot: object) -> None:
    panel = _panel(analyzer, qtbot, "1M2M3M4M5M6M7M8M9M1P2P3P4P")
    panel.select_win(galaxy_tile(21))
    panel.checks["ippatsu"].setChecked(True)
    _settle(panel, qtbot)
    assert "ippatsu needs riichi" in panel.headline.text()
    panel.checks["ippatsu"].setChecked(False)
    _settle(panel, qtbot)
    assert "yakuman" in panel.headline.text() and "32000" in panel.headline.text()
    assert panel.yaku.item(0, 0).text() == "Milky Way"


def test_complete_hand_offers_its_tiles(analyzer: MainWindow, qtbot: object) -> None:
    panel = _panel(analyzer, qtbot, "123m456p23s55m789s4s")
    assert Tile(21) in [c.win for c in panel.choices]
    panel.select_win(Tile(21))
    _settle(panel, qtbot)
    assert "2 han" not in panel.headline.text() and panel.result is not None
    assert panel.result.has_yaku and {y.name for y in panel.result.yaku} == {"Pinfu"}


def test_only_tiles_that_can_still_come_are_offered(analyzer: MainWindow, qtbot: object) -> None:
    """Milky Way waits on every galaxy tile, but the 13 held here (and a visible 4S) cannot
    be drawn: they are not offered."""
    panel = _panel(analyzer, qtbot, "1M2M3M4M5M6M7M8M9M1P2P3P4P", visible="4S")
    offered = {c.win.text for c in panel.choices}
    held = {t.text for t in panel.context.hand.tiles}
    assert offered and not offered & (held | {"4S"})
    assert {"5P", "1S", "1Z", "7Z"} <= offered


def test_japanese_yaku_fu_and_payment(analyzer: MainWindow, qtbot: object) -> None:
    """Yaku names from the core table (立直, 平和, ...), fu items, limit and payment in Japanese;
    switching back gives English again."""
    panel = _panel(analyzer, qtbot, "234m456p678s23p55s")
    panel.select_win(normal_tile(12))  # 4p
    panel.checks["riichi"].setChecked(True)
    panel.checks["tsumo"].setChecked(True)
    _settle(panel, qtbot)
    analyzer.set_language("ja")
    names = {panel.yaku.item(r, 0).text() for r in range(panel.yaku.rowCount())}
    assert names == {"立直", "門前清自摸和", "平和", "断么九"}
    assert panel.payment.text() == "ツモ：子から1300点ずつ、親から2600点"
    assert panel.fu.text() == "符: 副底 20"
    analyzer.set_language("en")
    names = {panel.yaku.item(r, 0).text() for r in range(panel.yaku.rowCount())}
    assert names == {"Riichi", "Menzen Tsumo", "Pinfu", "Tanyao"}
    assert panel.payment.text().startswith("tsumo: 1300 from each non-dealer")


def test_a_fourteen_tile_hand_that_does_not_win_says_so(
    analyzer: MainWindow, qtbot: object
) -> None:
    panel = _panel(analyzer, qtbot, "123m456p789s11z22z9m")  # discarding 9m leaves a shanpon
    assert panel.headline.text() == "This 14-tile hand is not a winning hand (tenpai)."
    analyzer.set_language("ja")
    assert panel.headline.text() == "この14枚の手は和了形ではありません（聴牌）。"
    analyzer.set_language("en")
    _panel(analyzer, qtbot, "19m19p19s1234z567z8p")  # 14 tiles, far off
    assert panel.headline.text().startswith("This 14-tile hand is not a winning hand (")


def test_a_surplus_ura_indicator_or_discard_is_named_in_the_ui_language(
    analyzer: MainWindow, qtbot: object
) -> None:
    # the ura indicators and your discards went to the scorer as one English group ("dora and
    # ura dora indicators and discards"), shown untranslated in Japanese
    panel = _panel(analyzer, qtbot, "123m456p789s1122z")
    panel.select_win(normal_tile(27))  # 1z: three held with it
    panel.checks["riichi"].setChecked(True)
    panel.ura.setText("1z")
    panel.rescore()
    _settle(panel, qtbot)
    assert panel.headline.text() == (
        "too many 1z: only 3 normal copies exist (ura dora indicators)"
    )
    analyzer.set_language("ja")
    _settle(panel, qtbot)
    assert panel.headline.text().endswith("（裏ドラ表示牌）")
    assert "ura" not in panel.headline.text()
    analyzer.set_language("en")
    panel.ura.setText("")
    panel.discards.setText("1z")
    panel.rescore()
    _settle(panel, qtbot)
    assert panel.headline.text() == "too many 1z: only 3 normal copies exist (your discards)"


def test_a_score_started_before_the_input_went_wrong_does_not_hide_the_message(
    analyzer: MainWindow, qtbot: object
) -> None:
    # riichi toggled (a score starts in the solver child), then an unreadable ura indicator:
    # the message was shown, then overwritten by that earlier score when it arrived
    panel = _panel(analyzer, qtbot, "123m456p789s1122z")
    panel.select_win(normal_tile(27))
    _settle(panel, qtbot)
    panel.checks["riichi"].setChecked(True)  # a job now pending
    panel.ura.setText("8z")
    _settle(panel, qtbot)
    assert panel.headline.text().startswith("'8z' is not a tile")
    assert panel.result is None and panel.payment.text() == ""
    # the same for a hand edited to one that cannot win, while the old hand's score runs
    panel.ura.setText("")
    panel.checks["tsumo"].setChecked(True)  # a job now pending
    analyzer.context.open_hand("159m159p159s1357z")  # far from any win: nothing to score
    wait_analysis(qtbot, analyzer)
    _settle(panel, qtbot)
    assert panel.result is None
    assert panel.headline.text() == "Enter a tenpai (13-tile) or complete (14-tile) hand."


def test_a_picked_dora_stays_on_its_tile_when_tiles_in_sight_change(
    analyzer: MainWindow, qtbot: object
) -> None:
    """A tile picked as a dora indicator among the tiles seen stays picked when another seen
    tile is added before it or removed (the pick was an index: it moved to 5p, or was lost),
    and the dora strip follows the edit at once, before the analysis is back (a click on it
    then named a tile no longer there)."""
    panel = _panel(analyzer, qtbot, "123m456p789s1122z", visible="5p7s")
    panel.dora_strip.clicked.emit(1)  # the 7s: 8s is dora
    assert panel.dora_kinds.text() == "Dora: 8s"
    analyzer.editor.add_visible(normal_tile(30), 0)  # 4z seen, in front of the 5p and 7s
    assert [t.text for t in panel.dora_strip.tiles()] == ["4z", "5p", "7s"]
    assert panel.dora_kinds.text() == "Dora: 8s"
    analyzer.editor.remove_visible(1)  # the 5p goes
    assert panel.dora_kinds.text() == "Dora: 8s"
    analyzer.editor.remove_visible(1)  # the 7s goes: nothing picked
    assert panel.dora_kinds.text() == ""
    panel.dora_strip.clicked.emit(0)  # the 4z, clicked before the analysis is back
    assert panel.dora_kinds.text() == "Dora: East"
    wait_analysis(qtbot, analyzer)
    _settle(panel, qtbot)
    assert panel.dora_kinds.text() == "Dora: East"


def test_no_tile_in_sight_says_where_the_dora_indicators_go(
    analyzer: MainWindow, qtbot: object
) -> None:
    """A first user saw 'Dora indicators (click visible tiles):' over an empty strip and no way
    to set dora: with no tile in sight a note in the strip's place says where to add them."""
    panel = _panel(analyzer, qtbot, "123m456p789s1122z")
    assert panel.dora_kinds.text().startswith("No tiles in sight: add the indicators")
    assert not panel.dora_kinds.isHidden()
    analyzer.set_language("ja")
    assert panel.dora_kinds.text().startswith("見えている牌なし")
    analyzer.set_language("en")
    analyzer.editor.add_visible(normal_tile(30), 0)  # a tile to click: no note
    assert panel.dora_kinds.text() == ""
    panel.dora_strip.clicked.emit(0)
    assert panel.dora_kinds.text() == "Dora: East"
