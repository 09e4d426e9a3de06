"""The "By galaxy assignment" tab: wait sets with exact counts that expand into their
assignments (fetched lazily, drawn as galaxy tiles with acting-kind badges), sorting, the
winning-tile filter, 10,000+ rows and the heaviest hands, the "Aim for" line."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QTreeView

from mahjong_galaxy.app.jobs import assignment_rows, waits_key
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.models.assignments import (
    BEST,
    COUNT,
    EXPECTED,
    LIVE,
    WaitsRole,
    WaitTreeModel,
    waits_text,
)
from mahjong_galaxy.app.tabs.assignments_tab import AssignmentsTab, aim_readings, way_name
from mahjong_galaxy.app.widgets.tiles_delegate import TilesRole
from mahjong_galaxy.app.workers import TaskRunner, iterator_batches
from mahjong_galaxy.core.decision.group_values import group_values
from mahjong_galaxy.core.decision.values import copy_weights
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver.assignments import Assignment, assignment_view
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import CLASS_KINDS
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of, wait_analysis

MANY_GALAXY = "2345678g112233m"  # 7 galaxy tiles: 3^7 = 2187 assignments
HEAVY = "1M2M3M4M5M6M7M8M9M1P2P3P4P"  # 314,928 assignments (3^5 x 6^4), 855 tenpai
HEAVY_MIXED = "14m1M1P2M2P3M3P3S4M4P5M6M"  # 19,440 assignments in 38 wait sets


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _wait_values(window: MainWindow, qtbot: object) -> None:
    text = window.context.analysis.hand.text  # type: ignore[union-attr]

    def valued() -> bool:
        values = window.context.group_values
        return values is not None and values.hand.text == text

    qtbot.waitUntil(valued, timeout=WAIT_MS)  # type: ignore[attr-defined]


def _expand_all_and_fetch(tab: AssignmentsTab, qtbot: object) -> None:
    """Expand every wait set and fetch all its assignments."""
    model = tab.model
    for row in range(model.group_count()):
        tab.tree.expand(model.index(row, 0))

    def complete() -> bool:
        for row in range(model.group_count()):
            index = model.index(row, 0)
            if model.canFetchMore(index):
                model.fetchMore(index)
                return False
        return True

    qtbot.waitUntil(complete, timeout=120000)  # type: ignore[attr-defined]


def _shown_groups(tab: AssignmentsTab) -> list[tuple[frozenset[int], int]]:
    return [tab.model.group(r)[:2] for r in range(tab.model.group_count())]


def test_groups_and_their_assignments_equal_the_core_counts(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand(MANY_GALAXY)
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    view = window.context.analysis.assignments  # type: ignore[union-attr]
    assert view.total == 3**7
    assert tab.tree.isEnabled()
    model = tab.model
    assert model.rowCount() == len(view.groups) == model.group_count()
    assert Counter(dict(_shown_groups(tab))) == Counter(dict(view.groups))
    for row in range(model.rowCount()):  # the count column says the same
        assert model.index(row, COUNT).data() == model.group(row)[1]
    _expand_all_and_fetch(tab, qtbot)
    listed: Counter[frozenset[int]] = Counter()
    for row in range(model.rowCount()):
        parent = model.index(row, 0)
        waits, count, fetched = model.group(row)
        assert model.rowCount(parent) == fetched == count  # every assignment, once
        for child in range(fetched):
            index = model.index(child, 0, parent)
            assert index.parent() == parent
            assert index.data(WaitsRole) == waits
            assert index.data(Qt.ItemDataRole.ToolTipRole).count("→") == 7
            listed[waits] += 1
    assert listed == Counter(dict(view.groups))  # the lazy listing matches the exact counts
    assert sum(listed.values()) == view.tenpai
    assert "0 of" not in tab.status.text() and "scroll for more" not in tab.status.text()


def test_a_heavy_hand_opens_at_once_and_fetches_a_group_only_when_expanded(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand(HEAVY)
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    view = window.context.analysis.assignments  # type: ignore[union-attr]
    assert view.total == 314928 and view.tenpai == 855
    model = tab.model
    assert model.group_count() == len(view.groups)
    assert all(model.group(r)[2] == 0 for r in range(model.group_count()))  # nothing listed
    assert all(model.canFetchMore(model.index(r, 0)) for r in range(model.group_count()))
    _wait_values(window, qtbot)  # the values sort the wait sets: pick the row after them
    tab.tree.expand(model.index(1, 0))
    qtbot.waitUntil(lambda: not model.canFetchMore(model.index(1, 0)), timeout=WAIT_MS)  # type: ignore[attr-defined]
    _, count, fetched = model.group(1)
    assert fetched == count == model.rowCount(model.index(1, 0))
    others = [model.group(r)[2] for r in range(model.group_count()) if r != 1]
    assert others == [0] * (model.group_count() - 1)  # the other wait sets were not fetched
    drawn = model.index(0, 0, model.index(1, 0)).data(TilesRole)
    assert len(drawn) == 13  # 13 galaxy tiles, none folded while "as printed" is shown


def test_rows_draw_galaxy_tiles_with_their_acting_kinds(window: MainWindow, qtbot: object) -> None:
    window.open_hand("1M2M3M456p789s11z56m")  # 1M2M3M: 123 in m (as printed), p or s
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    _expand_all_and_fetch(tab, qtbot)
    model = tab.model
    children = [
        model.index(c, 0, model.index(r, 0))
        for r in range(model.rowCount())
        for c in range(model.rowCount(model.index(r, 0)))
    ]
    assert len(children) == 3

    def changed(index: QModelIndex) -> list[tuple[object, int]]:
        pairs = model.child_row(index).pairs
        return [(t, k) for t, k in pairs if not (t.suit_known and t.kind == k)]

    for index in children:
        pairs = model.child_row(index).pairs
        drawn = index.data(TilesRole)
        moved = changed(index)
        assert pairs[: len(moved)] == tuple(moved)  # the tiles that change suit come first
        badges = [look.acting for _, look in drawn if look.acting is not None]
        assert badges == [k for _, k in moved]  # each badge is the acting kind
        assert all(look.dim for _, look in drawn[len(moved) :])  # as printed: dimmed
        assert [t for t, _ in drawn] == [t for t, _ in pairs]  # only the galaxy tiles
    tab.printed.setChecked(False)  # fold the tiles acting as printed away
    for index in children:
        assert len(index.data(TilesRole)) == len(changed(index))
        if not changed(index):  # nothing to draw: say so instead
            assert index.data() == "all as printed"


def test_sorting_by_value_and_live_copies_and_filtering_by_a_winning_tile(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand(HEAVY_MIXED)
    wait_analysis(qtbot, window)
    _wait_values(window, qtbot)
    tab = tab_of(window, AssignmentsTab)
    model = tab.model
    view = window.context.analysis.assignments  # type: ignore[union-attr]
    assert model.group_count() == len(view.groups) == 38

    def column(col: int) -> list[int]:
        shown = [model.index(r, col).data() for r in range(model.rowCount())]
        return [v if isinstance(v, int) else 0 for v in shown]  # "no yaku" sorts as 0

    for col in (LIVE, EXPECTED, BEST, COUNT):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            tab.tree.sortByColumn(col, order)
            values = column(col)
            descending = order == Qt.SortOrder.DescendingOrder
            assert values == sorted(values, reverse=descending)
    # an expanded wait set stays expanded (with its rows) through a sort and a filter
    tab.tree.sortByColumn(LIVE, Qt.SortOrder.DescendingOrder)
    tab.tree.expand(model.index(0, 0))
    qtbot.waitUntil(lambda: not model.canFetchMore(model.index(0, 0)), timeout=WAIT_MS)  # type: ignore[attr-defined]
    opened, count, _ = model.group(0)
    tab.tree.sortByColumn(LIVE, Qt.SortOrder.AscendingOrder)
    row = next(r for r in range(model.rowCount()) if model.group(r)[0] == opened)
    assert tab.tree.isExpanded(model.index(row, 0)) and model.rowCount(model.index(row, 0)) == count
    kind = min(opened)
    tab.set_filter_kind(kind)
    expected = [(w, n) for w, n in view.groups if kind in w]
    assert Counter(dict(_shown_groups(tab))) == Counter(dict(expected))
    assert all(kind in model.group(r)[0] for r in range(model.group_count()))
    row = next(r for r in range(model.rowCount()) if model.group(r)[0] == opened)
    assert tab.tree.isExpanded(model.index(row, 0))
    shown = sum(n for _, n in expected)
    assert tab.status.text() == (
        f"{len(expected)} of {len(view.groups)} wait sets shown, "
        f"with {shown} of {view.tenpai} tenpai assignments"
    )
    tab.set_filter_kind(None)
    assert model.group_count() == len(view.groups)


def test_values_arriving_re_sort_the_wait_sets_but_keep_what_the_user_opened_and_selected(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand(HEAVY_MIXED)
    wait_analysis(qtbot, window)
    _wait_values(window, qtbot)
    window.show_tab("assignments")
    tab = tab_of(window, AssignmentsTab)
    model, tree = tab.model, tab.tree
    values = window.context.group_values
    tab.show_values(None)  # as before the values came: the wait sets in the view's order
    before = [model.group(r)[0] for r in range(model.group_count())]
    tab.show_values(values)
    after = [model.group(r)[0] for r in range(model.group_count())]
    tab.show_values(None)
    row = next(r for r, w in enumerate(before) if after.index(w) > r + 5)  # one that moves down
    opened = before[row]
    tree.expand(model.index(row, 0))
    qtbot.waitUntil(lambda: model.rowCount(model.index(row, 0)) >= 4, timeout=WAIT_MS)  # type: ignore[attr-defined]
    chosen = model.index(3, 0, model.index(row, 0))
    pairs = model.child_row(chosen).pairs
    tree.setCurrentIndex(chosen)
    tree.scrollTo(chosen)
    top = tree.visualRect(chosen).top()
    assert 0 <= top < tree.viewport().height()
    tab.show_values(values)  # the values arrive: the wait sets are sorted by expected points
    assert [model.group(r)[0] for r in range(model.group_count())] == after
    moved = after.index(opened)
    group = model.index(moved, 0)
    assert tree.isExpanded(group)
    assert [
        model.group(r)[0] for r in range(model.group_count()) if tree.isExpanded(model.index(r, 0))
    ] == [opened]
    current = tree.currentIndex()
    assert current.parent() == group and model.child_row(current).pairs == pairs
    assert [i.parent() == group and i.row() == 3 for i in tree.selectionModel().selectedRows()] == [
        True
    ]
    assert tree.visualRect(current).top() == top  # still in view, where it was
    # filtering by one of its winning tiles keeps it open, selected and in place
    tab.set_filter_kind(min(opened))
    group = model.index(
        next(r for r in range(model.group_count()) if model.group(r)[0] == opened), 0
    )
    current = tree.currentIndex()
    assert tree.isExpanded(group) and current.parent() == group
    assert model.child_row(current).pairs == pairs and tree.visualRect(current).top() == top
    # a filter hiding it drops the selection and shows the top; clearing it shows it again
    other = next(k for w in after for k in w if k not in opened)
    tab.set_filter_kind(other)
    assert not tree.currentIndex().isValid() and tree.verticalScrollBar().value() == 0
    tab.set_filter_kind(None)
    assert model.group_count() == len(after)


def _fake_rows(count: int) -> list[tuple[Assignment, frozenset[int]]]:
    """``count`` assignments of the galaxy tiles of MANY_GALAXY, all of one wait set."""
    choices = itertools.product(*(CLASS_KINDS[c] for c in range(1, 8)))
    rows = []
    for _, kinds in zip(range(count), itertools.cycle(choices), strict=False):
        acting = [0] * 34
        for k in kinds:
            acting[k] += 1
        rows.append((Assignment(tuple(acting)), frozenset({1, 4})))
    return rows


def test_a_wait_set_of_ten_thousand_assignments_loads_lazily_as_it_scrolls(
    qtbot: object,
) -> None:
    hand = parse_hand(MANY_GALAXY)
    rows = _fake_rows(12000)
    pulled: list[frozenset[int]] = []

    def source(waits: frozenset[int]) -> tuple[object, None]:
        pulled.append(waits)
        pull = iterator_batches(assignment_rows(hand, iter(rows)))
        # A batch also stops at its time budget (120 ms); on a busy machine that can cut the
        # first batch short, so this source gets a budget no load reaches.
        return (lambda size, _budget_s: pull(size, 600.0)), None

    runner = TaskRunner()
    model = WaitTreeModel(runner, batch_size=500)
    tree = QTreeView()
    tree.setUniformRowHeights(True)
    tree.setModel(model)
    qtbot.addWidget(tree)  # type: ignore[attr-defined]
    tree.resize(600, 400)
    tree.show()
    model.set_groups([(frozenset({1, 4}), 12000), (frozenset({7}), 5)], source)  # type: ignore[arg-type]
    assert pulled == []  # nothing is fetched before a wait set is opened
    group = model.index(0, 0)
    tree.expand(group)  # the view may ask for a batch itself on expanding, beside this one
    model.fetchMore(group)
    qtbot.waitUntil(lambda: model.rowCount(group) >= 500, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert model.rowCount(group) in (500, 1000)  # one batch per request: nothing fetched ahead
    assert model.canFetchMore(group) and pulled == [frozenset({1, 4})]

    def scrolled_to_end() -> bool:
        tree.scrollToBottom()
        if model.canFetchMore(group):
            model.fetchMore(group)
        return not model.canFetchMore(group) and not model.loading()

    qtbot.waitUntil(scrolled_to_end, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert model.rowCount(group) == 12000
    assert all(model.index(r, 0, group).data(WaitsRole) == {1, 4} for r in range(0, 12000, 97))
    assert model.rowCount(model.index(1, 0)) == 0  # the other wait set was never pulled
    assert pulled == [frozenset({1, 4})]


def test_the_tab_fetches_more_when_an_expanded_wait_set_scrolls_to_its_end(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand(MANY_GALAXY)
    wait_analysis(qtbot, window)
    _wait_values(window, qtbot)  # the values sort the wait sets: pick the row after them
    tab = tab_of(window, AssignmentsTab)
    model = tab.model
    model._batch = 2  # small batches: the end of a wait set comes into view at once
    row = max(range(model.group_count()), key=lambda r: model.group(r)[1])
    _, count, _ = model.group(row)
    assert count > 2
    tab.tree.expand(model.index(row, 0))

    def filled() -> bool:
        tab.tree.scrollToBottom()
        return model.group(row)[2] == count

    qtbot.waitUntil(filled, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_groups_carry_counts_live_copies_and_values(window: MainWindow, qtbot: object) -> None:
    window.open_hand("77m67p234p3s8g5g6g2g4g")
    wait_analysis(qtbot, window)
    _wait_values(window, qtbot)
    tab = tab_of(window, AssignmentsTab)
    view = window.context.analysis.assignments  # type: ignore[union-attr]
    values = window.context.group_values
    model = tab.model
    rows = {
        model.index(r, 0).data(WaitsRole): [model.index(r, c).data() for c in range(1, 5)]
        for r in range(model.rowCount())
    }
    assert {w: row[0] for w, row in rows.items()} == dict(view.groups)  # the exact counts
    way = tab.way.currentData()
    shared = 0
    for waits, (_, live, best, expected) in rows.items():
        tiles = values.groups[waits].tiles  # valued over this wait set's assignments
        assert best == max(t.best_points(way) for t in tiles)
        # each unseen tile once: the held 2g 4g 5g 6g 8g leave fewer galaxy tiles of their
        # numbers unseen than the printed ones that may still come
        weights = copy_weights(tiles)
        pairs = zip(weights, tiles, strict=True)
        copies = [(n, t.best_points(way)) for n, t in pairs if t.values.get(way)]
        total = sum(n for n, _ in copies)
        assert expected == round(sum(n * p for n, p in copies) / total if total else 0)
        assert live == round(sum(weights))
        shared += live < sum(t.winner.remaining for t in tiles)
    assert shared  # some wait set wins on galaxy tiles of a number whose g tile is held
    # each wait set is drawn as its winning tiles
    tiles = model.index(0, 0).data(TilesRole)
    assert [t.kind for t, _ in tiles] == sorted(model.index(0, 0).data(WaitsRole))
    # "Aim for": the best wait sets by expected value, each a link opening its group
    assert "Aim for" in tab.aim.text()
    best = max(view.groups, key=lambda g: (rows[g[0]][3], rows[g[0]][2], g[1]))[0]
    assert f'href="{waits_key(best)}"' in tab.aim.text().split("·")[0]
    tab.aim.linkActivated.emit(waits_key(best))
    current = tab.tree.currentIndex()
    assert current.data(WaitsRole) == best and tab.tree.isExpanded(current)


def test_wait_sets_of_a_heavy_hand_show_their_own_values(window: MainWindow, qtbot: object) -> None:
    window.open_hand(HEAVY_MIXED)
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    model = tab.model
    assert "scoring" in tab.aim.text() or window.context.group_values is not None
    _wait_values(window, qtbot)
    tab.way.setCurrentIndex(tab.way.findData("ron_riichi"))
    values = window.context.group_values
    shown = {
        model.group(r)[0]: (model.index(r, BEST).data(), model.index(r, EXPECTED).data())
        for r in range(model.group_count())
    }
    assert len(shown) == 38
    assert len({best for best, _ in shown.values()}) > 3  # the wait sets are told apart
    for waits, (best, expected) in shown.items():
        group = values.groups[waits]  # type: ignore[union-attr]
        assert (best, expected) == (
            group.best_points("ron_riichi"),
            round(group.expected["ron_riichi"]),
        )
    # "Aim for" leads with a wait set of the highest expected value
    top = max(e for _, e in shown.values())
    first = tab.aim.text().split("·")[0]
    assert f"expected {top}," in first
    assert shown[next(w for w in shown if f'href="{waits_key(w)}"' in first)][1] == top


def test_a_wait_set_without_yaku_says_so_and_aim_for_skips_it(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand("234m567p789s11z5M6M")  # dama ron has a yaku only on 4p-7p (iipeikou)
    wait_analysis(qtbot, window)
    _wait_values(window, qtbot)
    tab = tab_of(window, AssignmentsTab)
    model = tab.model
    assert tab.way.currentData() == "ron"
    shown = {
        model.group(r)[0]: (model.index(r, BEST).data(), model.index(r, EXPECTED).data())
        for r in range(model.group_count())
    }
    pin = frozenset({12, 15})  # 4p 7p
    assert shown.pop(pin) == (1300, 1300)
    assert set(shown.values()) == {("no yaku", "no yaku")}
    red = model.index(next(r for r in range(3) if model.group(r)[0] != pin), BEST)
    assert red.data(Qt.ItemDataRole.ForegroundRole) is not None
    assert tab.aim.text().count("href") == 1 and f'href="{waits_key(pin)}"' in tab.aim.text()
    tab.way.setCurrentIndex(tab.way.findData("ron_riichi"))
    points = [model.index(r, BEST).data() for r in range(model.group_count())]
    assert all(isinstance(p, int) and p > 0 for p in points)  # riichi is a yaku
    assert tab.aim.text().count("href") == 3


def _wait_discards(tab: AssignmentsTab, qtbot: object) -> None:
    """Wait until every discard of the 14-tile hand shown is weighed."""
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: tab._discards is not None and not tab._aim_pending, timeout=WAIT_MS
    )


def _readings_by_hand(
    window: MainWindow, text: str, way: str
) -> list[tuple[frozenset[int], list[tuple[str, int]]]]:
    """Reference for a 14-tile hand: each reading (a wait set of the 13 tiles a discard
    leaves, valued over its own assignments by core group_values) with a yaku won ``way``, best
    first by expected points, with the discards keeping it open and that reading's expected
    points after each, best first (ties: in tile order)."""
    hand, table = parse_hand(text), window.context.table
    analysis = window.context.analysis
    visible = analysis.visible if analysis is not None else ()
    found: dict[frozenset[int], list[tuple[int, int, int, int, str]]] = {}
    for position, discard in enumerate(sorted(set(hand.tiles))):
        rest = hand.without_tile(discard)
        view = assignment_view(rest)
        if not view.groups:
            continue
        values = group_values(
            rest,
            table.round_wind,
            table.seat_wind,
            tuple(table.dora_indicators),
            wait_sets=[w for w, _ in view.groups],
            waits=solve_waits(rest, visible),
        )
        for waits, value in values.groups.items():
            if value.has_yaku(way):
                expected = round(value.expected[way])
                found.setdefault(waits, []).append(
                    (-expected, -value.best_points(way), -value.live, position, discard.text)
                )
    ranked = sorted(found.items(), key=lambda item: min(item[1]))
    return [(w, [(d, -e) for e, _, _, _, d in sorted(kept)]) for w, kept in ranked]


def test_aim_for_names_the_best_reading_of_fourteen_tiles_and_its_discard(
    window: MainWindow, qtbot: object
) -> None:
    window.open_hand("23456m234p55s678s9m")
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    _wait_discards(tab, qtbot)
    assert not tab.tree.isEnabled() and tab.model.group_count() == 0  # no 13-tile view
    assert not tab.tree.isVisibleTo(tab)  # and no empty table under the Aim for lines
    readings = aim_readings(tab._discards, "ron")  # type: ignore[arg-type]
    waits, kept = readings[0]
    assert sorted(waits) == [0, 3, 6] and kept[0].discard.text == "9m"  # pinfu tanyao on 147m
    text = tab.aim.text()
    assert text.startswith(f"<b>Aim for</b> ({way_name('ron')}): <br>• 1m 4m 7m → expected ")
    assert text.split("<br>")[1].endswith(": discard 9m")
    assert "weighing" not in text


def test_aim_for_names_per_best_reading_the_discards_that_keep_it_open(
    window: MainWindow, qtbot: object
) -> None:
    text = "2345m234p55s678s3M3P"  # 3m, 3M, 3p or 3P away: 2345m + a galaxy 3 waits on 1-4m
    window.open_hand(text)
    # the red 0s in a river: readings waiting on 5s get no red copy, so 1m 4m is the best
    assert window.open_table("--river left=0s")
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    _wait_discards(tab, qtbot)
    for way in ("ron", "ron_riichi"):
        tab.way.setCurrentIndex(tab.way.findData(way))
        assert not tab._aim_pending  # every way was weighed at once: nothing runs again
        reference = _readings_by_hand(window, text, way)
        shown = aim_readings(tab._discards, way)  # type: ignore[arg-type]
        assert [
            (w, [(o.discard.text, round(o.value.expected[way])) for o in kept]) for w, kept in shown
        ] == reference
        waits, kept = reference[0]
        assert [d for d, _ in kept] == ["3m", "3M", "3p", "3P"]  # four discards keep it open
        heading, first = tab.aim.text().split("<br>")[:2]
        assert heading.endswith(f"({way_name(way)}): ")
        assert first.startswith(f"• {waits_text(waits)} → expected {kept[0][1]},")
        assert kept[0][1] == kept[1][1] == kept[3][1]  # the same value: named without it
        assert first.endswith(": discard 3m or 3M or 3p or 1 more")
        assert tab.aim.text().count("<br>• ") == 3  # the best three readings, a line each


def test_aim_for_weighs_every_tenpai_discard_one_job_each(
    window: MainWindow, qtbot: object
) -> None:
    text = MANY_GALAXY + "9m"  # 11 distinct discards, 78 readings
    window.open_hand(text)
    wait_analysis(qtbot, window)
    tab = tab_of(window, AssignmentsTab)
    hand = parse_hand(text)
    assert tab._aim_total == len(set(hand.tiles)) == 11
    _wait_discards(tab, qtbot)
    tenpai = {t for t in hand.tiles if solve_waits(hand.without_tile(t)).tenpai}
    assert {o.discard for o in tab._discards} == tenpai  # type: ignore[union-attr]
    assert tab.aim.text().count("→") == 3 and "weighing" not in tab.aim.text()
    window.open_hand(MANY_GALAXY)  # a 13-tile hand: the discards of the 14 are forgotten
    wait_analysis(qtbot, window)
    assert tab._discards is None and not tab._aim_pending


def test_pairing_keeps_printed_kinds(qapp: object) -> None:
    hand = parse_hand("123m78p5M5P8g11z456s")
    acting = [0] * 34
    acting[4] = acting[22] = 1  # the two galaxy fives act as 5m and 5s
    acting[25] = 1  # 8g acts as 8s
    pairs = {t.text: k for t, k in Assignment(tuple(acting)).pairs(hand)}
    assert pairs == {"5M": 4, "5P": 22, "8g": 25}
