"""The Discard tab: ranked table, preview of a discard's waits, stars on the rack, yaku shanten."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from mahjong_galaxy.app import job_control
from mahjong_galaxy.app.i18n import stars_tooltip
from mahjong_galaxy.app.jobs import ev_report
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DANGER_COLUMN, STAR, DiscardTab, deal_in_text
from mahjong_galaxy.app.widgets.notation_field import NotationField
from mahjong_galaxy.core.decision.ev import EvSettings, evaluate
from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_shanten
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES
from mahjong_galaxy.core.tiles import EAST, SOUTH, Tile
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of

EXAMPLE = "77m67p234p3s5s8g5g6g2g4g"


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def _wait_report(qtbot: object, tab: DiscardTab, text: str) -> None:
    def ready() -> bool:
        return tab.report is not None and tab.report.hand.text == text

    qtbot.waitUntil(ready, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_table_preview_and_stars(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand(EXAMPLE)
    canonical = window.context.hand.text
    _wait_report(qtbot, tab, canonical)
    rows = [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())]
    assert "5s" in rows and "7m" in rows
    row = rows.index("5s")
    tab.table.setCurrentCell(row, 0)
    shown = [t.text for t in tab.preview_waits.tiles()]
    assert shown[:8] == ["4m", "7m", "1p", "4p", "7p", "1s", "4s", "7s"]
    captions = [item.caption for item in tab.rack.items]
    assert len(captions) == 14 and all(set(c) <= {STAR} for c in captions)
    assert any(c == STAR * 3 for c in captions)  # 4p / 7p / 4g: the hand falls back to 1-shanten
    assert tab.yaku.rowCount() > 0
    assert "how much discarding it hurts" in tab.legend.text()
    assert tab.table.horizontalHeaderItem(3).toolTip() == tab.legend.text()
    assert tab.table.horizontalHeaderItem(3).text() == "Keep ★"  # more stars: keep it more
    three = next(item for item in tab.rack.items if item.caption == STAR * 3)
    assert three.tooltip.endswith(stars_tooltip(3))
    assert "raises the shanten" in stars_tooltip(3)
    stars = [tab.table.item(r, 3).text() for r in range(tab.table.rowCount())]
    assert tab.table.item(0, 3).toolTip() == stars_tooltip(len(stars[0]))


def test_thirteen_tiles_show_yaku_only(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s55z11z")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert tab.table.rowCount() == 0
    # Tenpai on 5z / 1z (shanpon): the ukeire shown are the two winning kinds.
    assert tab.report is not None and tab.report.ukeire is not None
    assert {t.text for t in tab.preview_waits.tiles()} >= {"5z", "1z"}
    names = {tab.yaku.item(r, 0).text(): tab.yaku.item(r, 1).text() for r in range(6)}
    assert names["Yakuhai 5z White"] == "0"


def test_a_complete_hand_says_so_before_its_discards(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s11222z")  # agari: a win to declare, not a discard
    _wait_report(qtbot, tab, window.context.hand.text)
    assert tab.report is not None and tab.report.agari
    assert tab.status.text().startswith("Complete hand (agari)")
    window.context.open_hand(EXAMPLE)
    _wait_report(qtbot, tab, window.context.hand.text)
    assert tab.report is not None and not tab.report.agari
    assert "Complete hand" not in tab.status.text()


def test_deal_in_text_never_says_zero_for_a_risk() -> None:
    assert deal_in_text(0.0004) == "<0.1 %"
    assert deal_in_text(0.0) == "<0.1 %"  # an estimate: only certainly safe tiles say "safe"
    assert deal_in_text(0.0244) == "2.4 %"


def test_japanese_says_tenpai_not_zero_shanten(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.set_language("ja")
    window.context.open_hand("123m456p789s11z22z9m")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert "最善の打牌: 9m（聴牌、" in tab.status.text()
    tab._preview(next(i for i, o in enumerate(tab.rows) if o.shanten == 1))
    assert "打: 1向聴、受け入れ" in tab.preview_label.text()
    window.context.open_hand("123m456p789s11z2z9m")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert "13枚: 1向聴、" in tab.status.text()
    assert "0向聴" not in tab.status.text()


def test_ranked_table_gets_the_height(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.show_tab("discard")
    window.context.open_hand(EXAMPLE)
    _wait_report(qtbot, tab, window.context.hand.text)
    table, yaku = tab.table, tab.yaku
    row_height = table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: table.viewport().height() >= 8 * row_height, timeout=WAIT_MS
    )  # the layout settles after the report arrives
    assert table.viewport().height() >= 8 * row_height  # 1320x860: at least 8 rows visible
    assert yaku.viewport().height() >= 4 * yaku.verticalHeader().defaultSectionSize()
    assert table.height() > yaku.height()


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(t for t, _ in parse_tiles(text))


def _type_table(window: MainWindow, text: str) -> NotationField:
    """Type ``text`` into the window's table text form (as the user would: one edit)."""
    field = window.hand_panel.table.text
    field.line.setText(text)
    field.line.textEdited.emit(text)
    return field


def test_danger_column_and_advice_follow_the_table(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s11z22z9m")
    _type_table(window, "--river right=5s*9m --river across=1p")

    def advised() -> bool:
        return (
            tab.report is not None and tab.report.defence is not None and "9m" in tab.advice_text()
        )

    qtbot.waitUntil(advised, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.table.horizontalHeaderItem(6).text() == "Danger"
    rows = {tab.table.item(r, 0).text(): r for r in range(tab.table.rowCount())}
    nine = tab.table.item(rows["9m"], 6)
    assert nine.text() == "<0.1 %" and "Right: safe (genbutsu)" in nine.toolTip()  # not vs left
    assert "0.0 %" not in nine.toolTip()
    assert tab.table.item(rows["1z"], 6).text().endswith("%")
    # across's river may miss later discards: 9m is not known to have passed since their last
    assert tab.advice_text() == "Push or fold: keep tenpai with 9m, safe against Right."
    assert tab.status.text().endswith(tab.advice_text())
    field = _type_table(window, "--river right=5s**9m")
    assert "one riichi mark" in field.error.text() and not field.error.isHidden()
    assert window.context.table.opponent("right").river_text() == "5s*9m"  # the last valid table


def test_equal_discards_come_safest_first_against_a_riichi(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand(EXAMPLE)
    table = "--river right=1z9m5P*3s --river across=4z8p2m --river left=9s1m6z --dora 3m"
    _type_table(window, table)

    def advised() -> bool:
        return (
            tab.report is not None and tab.report.defence is not None and "5s" in tab.advice_text()
        )

    qtbot.waitUntil(advised, timeout=WAIT_MS)  # type: ignore[attr-defined]
    dangers = {d.tile: d.deal_in_any for d in tab.report.defence.dangers}  # type: ignore[union-attr]
    options, _ = tab._ranked()
    by_key: dict[tuple[int, int, int], list[float]] = {}
    for option in options:
        by_key.setdefault(option.rank_key(), []).append(dangers[option.tile])
    assert all(found == sorted(found) for found in by_key.values())
    # 2p and 5s keep the same tenpai (ukeire and live waits equal); 5s is the safer of the two
    assert [o.tile.text for o in options[:2]] == ["5s", "2p"]
    assert tab.status.text().startswith("Best discard: 5s")


def test_expected_value_ranking_columns_and_chart(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand(EXAMPLE)
    canonical = window.context.hand.text
    _wait_report(qtbot, tab, canonical)
    tab.ranking.setCurrentIndex(tab.ranking.findData("win"))

    def ranked() -> bool:
        return tab.ev is not None and tab.ev.table is not None

    qtbot.waitUntil(ranked, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    assert tab.ev is not None and tab.ev.table is not None
    best = tab.ev.table.options[0]
    assert tab.table.item(0, 0).text() == best.tile.text
    assert tab.table.item(0, 7).text().endswith("%")
    unsearched = [r for r in range(tab.table.rowCount()) if tab.table.item(r, 8).text() == "—"]
    assert len(unsearched) == sum(1 for o in tab.ev.table.options if o.ev is None) > 0
    assert all("raises the shanten" in tab.table.item(r, 8).toolTip() for r in unsearched)
    assert tab.chart.isVisibleTo(tab) and len(tab.chart.series) == 3
    assert "expected value" in tab.ev_status.text()
    tab.ranking.setCurrentIndex(tab.ranking.findData("ukeire"))
    assert tab.ev is None and not tab.chart.isVisibleTo(tab)
    assert tab.table.item(0, 7).text() == "" and tab.table.isColumnHidden(7)


def test_the_status_says_why_a_tenpai_without_a_yaku_never_wins(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, DiscardTab)
    tab.ranking.setCurrentIndex(tab.ranking.findData("points"))
    window.context.open_hand("23456m234p5Z5z9p,678s")  # open: 9p out is tenpai with no yaku
    _wait_report(qtbot, tab, window.context.hand.text)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: tab.ev is not None and tab.ev.table is not None, timeout=WAIT_MS * 4
    )
    assert tab.table.item(0, 0).text() == "9p" and tab.table.item(0, 8).text() == "0.0%"
    assert "Win 0 % after 9p: tenpai without a yaku" in tab.ev_status.text()


def test_the_status_says_no_draws_are_left_past_the_last_turn(
    qtbot: object, window: MainWindow
) -> None:
    """A table turn past the model's last turn is searched at its last turn: every win chance
    is 0, and the status says why (a tester saw 0 % without a word)."""
    tab = tab_of(window, DiscardTab)
    tab.ranking.setCurrentIndex(tab.ranking.findData("win"))
    window.context.open_hand("123m456p789s1122z3z", table="--turn 25")
    _wait_report(qtbot, tab, window.context.hand.text)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: tab.ev is not None and tab.ev.table is not None, timeout=WAIT_MS * 4
    )
    assert tab.table.item(0, 8).text() == "0.0%"
    assert "no draws are left (the model's last turn is 18)" in tab.ev_status.text()


def test_a_hand_too_far_from_tenpai_keeps_the_labelled_ukeire_ranking(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, DiscardTab)
    tab.ev_max_nodes = 5
    tab.ranking.setCurrentIndex(tab.ranking.findData("points"))
    window.context.open_hand("19m19p19s1234z567z8p")
    _wait_report(qtbot, tab, window.context.hand.text)
    qtbot.waitUntil(lambda: tab.ev is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    assert tab.ev is not None and tab.ev.table is None
    assert "ranked by ukeire" in tab.ev_status.text()
    assert not tab.chart.isVisibleTo(tab)


def test_the_search_shows_its_progress_and_an_edit_cancels_it_in_the_child(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, DiscardTab)
    tab.ev_max_nodes = 10**9  # this 3-shanten hand would search for minutes
    tab.ranking.setCurrentIndex(tab.ranking.findData("points"))
    window.context.open_hand("2669m8p7P126s48S256z")
    _wait_report(qtbot, tab, window.context.hand.text)

    def searching() -> bool:
        return tab.ev_progress.isVisibleTo(tab) and tab.ev_progress.value() > 0

    qtbot.waitUntil(searching, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert "states" in tab.ev_progress.format()
    first = tab.ev_token
    window.context.open_hand("123m456p789s11z22z5m")
    assert tab.ev_token != first  # superseded at once, before the new discard table is ready
    qtbot.waitUntil(lambda: job_control.stopped() == first, timeout=WAIT_MS)  # type: ignore[attr-defined]
    canonical = window.context.hand.text
    _wait_report(qtbot, tab, canonical)

    def ranked() -> bool:
        return tab.ev is not None and tab.ev.table is not None and tab.ev.hand.text == canonical

    qtbot.waitUntil(ranked, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert not tab.ev_progress.isVisibleTo(tab)
    assert "expected value" in tab.ev_status.text()


def test_a_wide_tab_shows_the_ranking_choice_whole(qtbot: object, window: MainWindow) -> None:
    # at 1000x650 the choice elides ("Expected poi..."); a wide window has room for every text
    tab = tab_of(window, DiscardTab)
    window.show_tab("discard")
    window.resize(1600, 1000)
    window.show()
    metrics = tab.ranking.fontMetrics()
    needed = max(
        metrics.horizontalAdvance(tab.ranking.itemText(i)) for i in range(tab.ranking.count())
    )
    qtbot.waitUntil(lambda: tab.width() >= 900, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: tab.ranking.width() > needed, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_the_status_names_the_best_discard_of_the_ranking_shown(
    qtbot: object, window: MainWindow
) -> None:
    # most ukeire: 6p (31); most expected points: 5g (16 ukeire, a dearer tenpai)
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("234m67p234p3s8g5g6g2g4g")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert tab.status.text().startswith("Best discard: 6p (tenpai, ukeire 31).")
    tab.ranking.setCurrentIndex(tab.ranking.findData("points"))
    qtbot.waitUntil(lambda: tab.ev is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    assert tab.ev is not None and tab.ev.table is not None
    best = tab.ev.table.options[0].tile
    assert best is not None and best.text == "5g"
    # no table: no push-or-fold advice; the headline names the ranking it tops
    assert tab.status.text() == "Best discard by Expected points: 5g (tenpai, ukeire 16)."
    tab.ranking.setCurrentIndex(tab.ranking.findData("ukeire"))
    assert tab.status.text() == "Best discard: 6p (tenpai, ukeire 31)."
    _type_table(window, "--river right=1z")  # an opponent, no threat: push the best
    pushed = "Best discard: 6p (tenpai, ukeire 31). Push or fold: push, discard 6p."
    qtbot.waitUntil(lambda: tab.status.text() == pushed, timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_the_nearest_yaku_come_first(qtbot: object, window: MainWindow) -> None:
    # pinfu-tanyao shape: tanyao is tenpai, every yakuhai 2-shanten
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("77m67p234p3s8g5g6g2g4g")
    _wait_report(qtbot, tab, window.context.hand.text)
    rows = [(tab.yaku.item(r, 0).text(), tab.yaku.item(r, 1).text()) for r in range(6)]
    assert rows[0] == ("Tanyao", "0")
    shanten = [int(value) for _, value in rows if value != "—"]
    assert shanten == sorted(shanten)


def test_a_narrow_column_header_is_elided_not_cut(window: MainWindow) -> None:
    # ranked by expected value at 1000x650 the waits column is narrow: "Waits / …"
    header = tab_of(window, DiscardTab).table.horizontalHeader()
    assert header.textElideMode() == Qt.TextElideMode.ElideRight


def test_without_opponents_no_danger_column_nor_advice(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s11z22z9m")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert window.context.table.text == ""  # "Table: none"
    assert tab.table.isColumnHidden(DANGER_COLUMN) and tab.advice_text() == ""
    assert "Push or fold" not in tab.status.text() and tab.table.item(0, DANGER_COLUMN).text() == ""
    assert all("Right:" not in item.tooltip for item in tab.rack.items)  # no seat's danger
    _type_table(window, "--dora 3m")  # a table, but still no opponent entered
    qtbot.waitUntil(lambda: window.context.table.text != "", timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.table.isColumnHidden(DANGER_COLUMN)
    _type_table(window, "--river left=1p")
    qtbot.waitUntil(lambda: not tab.table.isColumnHidden(DANGER_COLUMN), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert tab.advice_text().startswith("Push or fold: ")


def test_the_yaku_table_lists_milky_way(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("1M2M3M4M5M6M7M8M9M1P2P3P4P5P")  # 14 galaxy tiles
    _wait_report(qtbot, tab, window.context.hand.text)
    rows = [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())]
    tab.table.setCurrentCell(rows.index("7M"), 0)  # Milky Way tenpai, regular 1-shanten
    shown = {tab.yaku.item(r, 0).text(): tab.yaku.item(r, 1).text() for r in range(2)}
    assert shown == {"Milky Way": "0", "Honitsu m": "1"}


def test_the_yaku_table_follows_the_chosen_discard(qtbot: object, window: MainWindow) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s55z11z9m")
    _wait_report(qtbot, tab, window.context.hand.text)
    rows = [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())]

    def shown() -> dict[str, str]:
        return {tab.yaku.item(r, 0).text(): tab.yaku.item(r, 1).text() for r in range(6)}

    tab.table.setCurrentCell(rows.index("5z"), 0)
    assert tab.yaku.horizontalHeaderItem(0).text() == "Yaku after discarding 5z"
    assert shown()["Yakuhai 5z White"] == "1"  # a single 5z left
    tab.table.setCurrentCell(rows.index("9m"), 0)
    assert tab.yaku.horizontalHeaderItem(0).text() == "Yaku after discarding 9m"
    assert shown()["Yakuhai 5z White"] == "0"  # the 5z pair kept: tenpai for it
    table = window.context.table
    option = next(o for o in tab.rows if o.tile.text == "9m")
    expected = yaku_shanten(option.hand, table.seat_wind, table.round_wind, window.context.rules)
    rows_shown = [tab.yaku.item(r, 1).text() for r in range(tab.yaku.rowCount())]
    assert sorted(str(y.shanten) for y in expected if y.shanten is not None) == sorted(
        v for v in rows_shown if v != "—"
    )
    window.context.open_hand("123m456p789s55z11z")
    _wait_report(qtbot, tab, window.context.hand.text)
    assert tab.yaku.horizontalHeaderItem(0).text() == "Yaku (current hand)"


def test_the_chart_says_win_by_turn_and_its_legend_is_above_the_lines(
    qtbot: object, window: MainWindow
) -> None:
    tab = tab_of(window, DiscardTab)
    window.context.open_hand(EXAMPLE)
    _wait_report(qtbot, tab, window.context.hand.text)
    tab.ranking.setCurrentIndex(tab.ranking.findData("win"))
    qtbot.waitUntil(lambda: bool(tab.chart.series), timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    chart = tab.chart
    assert chart.axis_label == "Win % by turn"
    assert "held from turn t" in chart.toolTip() and "falls" in chart.toolTip()
    assert all(values[-1] <= values[0] for _, values in chart.series)  # falls to turn 18
    plot = chart._plot_rect()
    for rect in chart.legend_rects():
        assert rect.bottom() <= plot.top()  # above 100 %: no line passes under it
    window.set_language("ja")
    assert chart.axis_label == "巡目別の和了率"


def test_the_expected_values_count_the_tables_dora_indicators(
    qtbot: object, window: MainWindow
) -> None:
    # the table's dora indicators make dora in the expected points, as `discard --ev --dora`
    # (and the Waits tab's values) count them: with 3m as indicator 4m is dora and 5s (keeping
    # the 4m wait) is worth most; they were only counted as tiles seen, so 7m came first
    tab = _ranked_by(qtbot, window, "--dora 3m --river across=1z", "points")
    assert tab.ev is not None and tab.ev.table is not None
    hand = parse_hand(EXAMPLE)
    settings = EvSettings(dora=_tiles("3m"), visible=_tiles("1z"), turn=2)  # after the river
    expected = evaluate(hand, settings, window.context.rules)
    assert [o.tile for o in tab.ev.table.options] == [o.tile for o in expected.options]
    assert [o.ev for o in tab.ev.table.options] == [o.ev for o in expected.options]
    assert tab.table.item(0, 0).text() == "5s"


def test_the_expected_values_are_at_the_tables_turn(qtbot: object, window: MainWindow) -> None:
    # at turn 15 three draws are left: the win chance is far below that of turn 1 (the tab
    # searched at turn 1 whatever the table said, as `discard --ev` without --turn)
    tab = _ranked_by(qtbot, window, "--turn 15", "win")
    assert tab.ev is not None and tab.ev.table is not None
    settings = EvSettings(objective="win", turn=15)
    expected = evaluate(parse_hand(EXAMPLE), settings, window.context.rules)
    assert [o.tile for o in tab.ev.table.options] == [o.tile for o in expected.options]
    assert [o.ev for o in tab.ev.table.options] == [o.ev for o in expected.options]
    best = expected.options[0].ev
    assert best is not None and best.win_prob < 0.6  # 98.8 % at turn 1
    assert tab.table.item(0, 8).text() == f"{best.win_prob:.1%}"


def _ranked_by(qtbot: object, window: MainWindow, table: str, objective: str) -> DiscardTab:
    """The Discard tab on the example hand with ``table`` typed, once it is ranked by the
    expected-value ``objective``."""
    tab = tab_of(window, DiscardTab)
    window.context.open_hand(EXAMPLE)
    _type_table(window, table)
    canonical = window.context.hand.text
    _wait_report(qtbot, tab, canonical)
    tab.ranking.setCurrentIndex(tab.ranking.findData(objective))

    def ranked() -> bool:
        return tab.ev is not None and tab.ev.table is not None and tab.ev.hand.text == canonical

    qtbot.waitUntil(ranked, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    return tab


def test_the_expected_value_job_counts_red_fives_as_the_table_does() -> None:
    """The tab's search counts the red five the hand holds (a han of aka dora), so keeping
    the red 0s beats keeping the plain 5s."""
    hand = parse_hand("234m34p0567s678s11z", sizes=(14,))
    report = ev_report(hand, (), DEFAULT_RULES, SOUTH, EAST, "points", turn=9)
    assert report.table is not None and report.table.settings.red_fives is True
    points = {o.tile.text: o.ev.exp_points for o in report.table.options if o.ev is not None}
    assert points["5s"] > points["0s"]


def test_a_language_switch_keeps_the_search_done_and_the_row_chosen(
    qtbot: object, window: MainWindow
) -> None:
    """Switching the language only translates: the finished expected-value ranking stays (it
    was thrown away and searched again, the table back on ukeire meanwhile) and so does the
    discard the user selected (the selection went back to the top row)."""
    tab = tab_of(window, DiscardTab)
    window.context.open_hand("123m456p789s5g6g1z2z3z")
    _wait_report(qtbot, tab, window.context.hand.text)
    tab.set_ranking("points")
    qtbot.waitUntil(lambda: tab.ev is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    ev = tab.ev
    tab.table.setCurrentCell(3, 0)
    chosen = tab.rows[3].tile
    window.set_language("ja")
    try:
        assert tab.ev is ev and not window.runner.pending("discard-ev")
        assert tab.rows[tab.table.currentRow()].tile == chosen
        assert tab.preview_label.text().startswith(f"{chosen.text}打")
        assert "期待値で順位付け" in tab.ev_status.text()
    finally:
        window.set_language("en")
