"""The "By galaxy assignment" tab: exact groups, lazy listing, sorting, filtering, 10,000+ rows."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from mahjong_galaxy.app.jobs import assignment_rows, waits_key
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.models.assignments import AssignmentModel, WaitFilter, WaitsRole
from mahjong_galaxy.app.tabs.assignments_tab import way_name
from mahjong_galaxy.app.widgets.tiles_delegate import TilesRole
from mahjong_galaxy.app.workers import TaskRunner, iterator_batches
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver.assignments import Assignment
from mahjong_galaxy.core.tiles import CLASS_KINDS
from tests.helpers.app_fixtures import WAIT_MS, open_window, wait_analysis

MANY_GALAXY = "2345678g112233m"  # 7 galaxy tiles: 3^7 = 2187 assignments


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def fetch_all(model: AssignmentModel, qtbot: object) -> None:
    def step() -> bool:
        model.fetchMore()
        return model.complete

    qtbot.waitUntil(step, timeout=120000)  # type: ignore[attr-defined]


def test_assignment_tab_for_a_hand_of_many_galaxy_tiles(window: MainWindow, qtbot: object) -> None:
    window.open_hand(MANY_GALAXY)
    wait_analysis(qtbot, window)
    tab = window.tab("assignments")
    view = window.context.analysis.assignments
    assert view.total == 3**7
    assert tab.group_model.rowCount() == len(view.groups)
    assert sum(n for _, n in view.groups) == view.tenpai
    fetch_all(tab.model, qtbot)
    model = tab.model
    assert model.rowCount() == view.tenpai
    listed = Counter(model.index(r, 0).data(WaitsRole) for r in range(model.rowCount()))
    assert listed == Counter(dict(view.groups))  # the lazy listing matches the exact counts
    assert all(model.index(r, 0).data().count("→") == 7 for r in range(model.rowCount()))
    kind = min(k for waits, _ in view.groups for k in waits)
    tab.set_filter_kind(kind)
    shown = sum(n for waits, n in view.groups if kind in waits)
    assert tab.proxy.rowCount() == shown
    assert tab.status.text() == f"{shown} of {view.tenpai} tenpai assignments shown"
    assert tab.group_proxy.rowCount() == sum(1 for waits, _ in view.groups if kind in waits)
    tab.set_filter_kind(None)
    tab.groups.selectRow(0)
    waits = tab.groups.model().index(0, 0).data(WaitsRole)
    assert tab.proxy.rowCount() == dict(view.groups)[waits]
    tab.clear_group()
    assert tab.proxy.rowCount() == view.tenpai
    tab.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    kinds = [tab.proxy.index(r, 2).data() for r in range(tab.proxy.rowCount())]
    assert kinds == sorted(kinds)


def _fake_rows(count: int) -> list[tuple[Assignment, frozenset[int]]]:
    """``count`` assignments of the galaxy tiles of MANY_GALAXY with made-up wait sets."""
    choices = itertools.product(*(CLASS_KINDS[c] for c in range(1, 8)))
    rows = []
    for i, kinds in zip(range(count), itertools.cycle(choices), strict=False):
        acting = [0] * 34
        for k in kinds:
            acting[k] += 1
        rows.append((Assignment(tuple(acting)), frozenset({i % 27, (i * 7) % 34})))
    return rows


def test_ten_thousand_rows_load_lazily_sort_and_filter(qtbot: object) -> None:
    hand = parse_hand(MANY_GALAXY)
    runner = TaskRunner()
    model = AssignmentModel(runner, batch_size=500)
    proxy = WaitFilter()
    proxy.setSourceModel(model)
    table = QTableView()
    table.setModel(proxy)
    table.setSortingEnabled(True)
    qtbot.addWidget(table)  # type: ignore[attr-defined]
    table.resize(600, 400)
    table.show()
    rows = _fake_rows(12000)
    pull = iterator_batches(assignment_rows(hand, iter(rows)))
    # A batch also stops at its time budget (120 ms); on a busy machine that can cut the first
    # batch short, so this source gets a budget no load reaches and every batch is the full 500.
    model.set_source(hand, lambda size, _budget_s: pull(size, 600.0))
    model.fetchMore()
    qtbot.waitUntil(lambda: model.rowCount() == 500, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert model.canFetchMore()  # only the first batch was pulled

    def scrolled_to_end() -> bool:
        table.scrollToBottom()
        return model.complete and not model.loading

    qtbot.waitUntil(scrolled_to_end, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert model.rowCount() == 12000 and not model.canFetchMore()
    table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    keys = [waits_key(proxy.index(r, 1).data(WaitsRole)) for r in range(proxy.rowCount())]
    assert keys == sorted(keys, reverse=True)
    proxy.set_kind(5)
    assert proxy.rowCount() == sum(1 for _, waits in rows if 5 in waits)
    assert all(5 in proxy.index(r, 0).data(WaitsRole) for r in range(0, proxy.rowCount(), 97))


def test_pairing_keeps_printed_kinds(qapp: object) -> None:
    hand = parse_hand("123m78p5M5P8g11z456s")
    acting = [0] * 34
    acting[4] = acting[22] = 1  # the two galaxy fives act as 5m and 5s
    acting[25] = 1  # 8g acts as 8s
    pairs = {t.text: k for t, k in Assignment(tuple(acting)).pairs(hand)}
    assert pairs == {"5M": 4, "5P": 22, "8g": 25}


def test_groups_carry_counts_live_copies_and_values(window: MainWindow, qtbot: object) -> None:
    window.open_hand("77m67p234p3s8g5g6g2g4g")
    wait_analysis(qtbot, window)
    text = window.context.analysis.hand.text

    def valued() -> bool:
        return window.context.values is not None and window.context.values.hand.text == text

    qtbot.waitUntil(valued, timeout=WAIT_MS)  # type: ignore[attr-defined]
    tab = window.tab("assignments")
    view = window.context.analysis.assignments
    values = window.context.values
    model = tab.group_model
    rows = {
        model.index(r, 0).data(WaitsRole): [model.index(r, c).data() for c in range(1, 5)]
        for r in range(model.rowCount())
    }
    assert {w: row[0] for w, row in rows.items()} == dict(view.groups)  # the exact counts
    way = tab.way.currentData()
    for waits, (_, live, best, expected) in rows.items():
        tiles = [
            t for t in values.tiles if not t.winner.tile.galaxy and t.winner.tile.kind in waits
        ]
        assert best == max(t.best_points(way) for t in tiles)
        copies = [(t.winner.remaining, t.best_points(way)) for t in tiles if t.values.get(way)]
        total = sum(n for n, _ in copies)
        assert expected == round(sum(n * p for n, p in copies) / total if total else 0)
        assert live >= sum(t.winner.remaining for t in tiles)
    # each wait set is drawn as its winning tiles
    tiles = model.index(0, 0).data(TilesRole)
    assert [t.kind for t, _ in tiles] == sorted(model.index(0, 0).data(WaitsRole))
    assert "Aim for" in tab.aim.text()


def test_rows_draw_galaxy_tiles_with_their_acting_kinds(window: MainWindow, qtbot: object) -> None:
    window.open_hand("1M2M3M456p789s11z56m")  # 1M2M3M: 123 in m (as printed), p or s
    wait_analysis(qtbot, window)
    tab = window.tab("assignments")
    fetch_all(tab.model, qtbot)
    model = tab.model
    assert model.rowCount() == 3
    for r in range(model.rowCount()):
        pairs = model._rows[r].pairs
        drawn = model.index(r, 0).data(TilesRole)
        changed = [(t, k) for t, k in pairs if not (t.suit_known and t.kind == k)]
        assert pairs[: len(changed)] == tuple(changed)  # the tiles that change act first
        badges = [look.acting for _, look in drawn if look.acting is not None]
        assert badges == [k for _, k in changed]  # each badge is the acting kind
        assert all(look.dim for _, look in drawn[len(changed) :])  # as printed: dimmed
    tab.printed.setChecked(False)  # fold the tiles acting as printed away
    assert all(
        len(model.index(r, 0).data(TilesRole))
        == sum(1 for t, k in model._rows[r].pairs if not (t.suit_known and t.kind == k))
        for r in range(model.rowCount())
    )


def test_aim_for_names_the_best_discard_of_fourteen_tiles(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand("23456m234p55s678s9m")
    wait_analysis(qtbot, window)
    tab = window.tab("assignments")
    qtbot.waitUntil(lambda: "discard" in tab.aim.text(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    options = tab._discards
    assert options and options[0].discard.text == "9m"  # keeps pinfu tanyao on 1-4-7m
    assert [o.expected for o in options] == sorted((o.expected for o in options), reverse=True)


def test_aim_for_discards_follow_the_value_choice_and_name_galaxy_tiles_as_notation(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand("23456m234p55s678s3M")
    wait_analysis(qtbot, window)
    tab = window.tab("assignments")
    qtbot.waitUntil(lambda: tab._discards is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.way.currentData() == "ron"
    assert all(o.way == "ron" for o in tab._discards)
    assert f"({way_name('ron')})" in tab.aim.text()
    assert "discard 3M" in tab.aim.text() and "Galaxy" not in tab.aim.text()
    tab.way.setCurrentIndex(tab.way.findData("ron_riichi"))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: tab._discards is not None and tab._discards[0].way == "ron_riichi",
        timeout=WAIT_MS,
    )
    assert f"({way_name('ron_riichi')})" in tab.aim.text()
