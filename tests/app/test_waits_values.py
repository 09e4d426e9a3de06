"""The Waits tab's values table: each winning tile's points, the riichi / dama switch, "no
yaku", sorting by value, and the winning tile marked in the decompositions."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from mahjong_galaxy.core.decision.values import tile_values
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.tiles import normal_tile
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of, wait_analysis


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _open(window: MainWindow, qtbot: object, hand: str) -> None:
    """Open ``hand`` and wait until its values are shown."""
    window.open_hand(hand)
    wait_analysis(qtbot, window)
    text = parse_hand(hand).text
    model = tab_of(window, WaitsTab).values_model

    def shown() -> bool:
        return model.values is not None and model.values.hand.text == text

    qtbot.waitUntil(shown, timeout=WAIT_MS)  # type: ignore[attr-defined]


def _column(model: object, column: int) -> list[object]:
    return [model.index(r, column).data() for r in range(model.rowCount())]  # type: ignore[attr-defined]


def test_values_table_shows_points_riichi_and_no_yaku(window: MainWindow, qtbot: object) -> None:
    hand = "234m567p789s99s33z"  # shanpon on 9s / West: ron needs riichi, tsumo does not
    _open(window, qtbot, hand)
    tab = tab_of(window, WaitsTab)
    model = tab.values_model
    expected = tile_values(parse_hand(hand))
    by_tile = {t.winner.tile.text: t for t in expected.tiles}
    shown = {model.tile_at(r).winner.tile.text: r for r in range(model.rowCount())}
    west = shown["3z"]
    assert model.index(west, 2).data() == "no yaku"
    assert model.index(west, 2).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert model.index(west, 3).data() == str(by_tile["3z"].values["tsumo"].points)
    tab.riichi.setChecked(True)
    assert model.index(west, 2).data() == str(by_tile["3z"].values["ron_riichi"].points)
    ron, tsumo = (round(expected.expected[way]) for way in ("ron_riichi", "tsumo_riichi"))
    assert f"<nobr>ron {ron}</nobr> · <nobr>tsumo {tsumo}</nobr>" in tab.expected.text()
    window.set_language("ja")  # each "label value" pair stays on one line
    assert f"<nobr>ロン {ron}</nobr>・<nobr>ツモ {tsumo}</nobr>" in tab.expected.text()


def test_values_sort_by_points(window: MainWindow, qtbot: object) -> None:
    _open(window, qtbot, "23456m234p55s678s")
    tab = tab_of(window, WaitsTab)
    model = tab.values_model
    tab.values_table.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    points = [int(p) for p in _column(model, 2)]
    assert points == sorted(points, reverse=True) and points[0] > points[-1]


def test_decompositions_ring_the_winning_tile(window: MainWindow, qtbot: object) -> None:
    window.open_hand("23456m234p55s678s")
    wait_analysis(qtbot, window)
    tab = tab_of(window, WaitsTab)
    qtbot.waitUntil(lambda: tab.decompositions.list_model.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.decompositions.delegate.win == tab.selected


def test_values_use_the_table_winds_and_dora(window: MainWindow, qtbot: object) -> None:
    hand = "234m567p789s99s33z"  # West pair and 9s: the round / seat wind and dora matter
    _open(window, qtbot, hand)
    table = window.context.table
    window.editor.set_table(replace(table, round_wind=29, dora_indicators=(normal_tile(25),)))
    expected = tile_values(
        parse_hand(hand), round_wind=29, seat_wind=28, dora_indicators=[normal_tile(25)]
    )  # West round, seat South, 8s indicator: 9s is dora
    model = tab_of(window, WaitsTab).values_model

    def revalued() -> bool:
        return model.values is not None and model.values.expected == expected.expected

    qtbot.waitUntil(revalued, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert expected.expected != tile_values(parse_hand(hand)).expected
    assert [t.values for t in model.values.tiles] == [t.values for t in expected.tiles]


def test_a_fives_red_copy_has_its_own_row(window: MainWindow, qtbot: object) -> None:
    # kanchan 5m: the red 0m (one copy, 3 han) apart from the two plain 5m (2 han), so the
    # expected ron (2 x 2600 + 5200 + 3 galaxy x 2600) / 6 can be read off the table
    _open(window, qtbot, "46m123p456p789p11z")
    model = tab_of(window, WaitsTab).values_model
    rows = {model.tile_at(r).winner.tile.text: r for r in range(model.rowCount())}
    assert (model.index(rows["0m"], 1).data(), model.index(rows["0m"], 2).data()) == (1, "5200")
    assert (model.index(rows["5m"], 1).data(), model.index(rows["5m"], 2).data()) == (2, "2600")
    assert "ron 3033" in tab_of(window, WaitsTab).expected.text()
