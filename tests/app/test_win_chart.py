"""The win-probability chart: equal series stay visible, the turn axis is numbered."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage

from mahjong_galaxy.app.widgets.win_chart import COLORS, WinChart


def _colours(image: QImage) -> set[str]:
    return {
        image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())
    }


def _render(chart: WinChart) -> QImage:
    chart.resize(400, 160)
    return chart.grab().toImage()


def test_two_equal_series_both_show_their_colour(qtbot: object) -> None:
    chart = WinChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    falling = [1 - t / 20 for t in range(18)]
    chart.set_series([("2m", falling), ("0m", list(falling))], "turn")
    seen = _colours(_render(chart))
    # the second line is dashed over the first: both colours are painted, not only the top one
    assert QColor(COLORS[0]).name() in seen and QColor(COLORS[1]).name() in seen


def test_the_turn_axis_shows_its_first_and_last_turn(qtbot: object) -> None:
    chart = WinChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    chart.set_series([("2m", [0.5] * 18)], "")
    numbered = _render(chart)
    chart.set_series([("2m", [0.5])], "")  # one turn: no axis to number
    bare = _render(chart)
    below = chart._plot_rect().bottom() + 2
    rows = range(int(below), numbered.height())
    ends = [(x, y) for y in rows for x in (*range(40, 60), *range(360, 390))]
    assert any(numbered.pixelColor(x, y) != bare.pixelColor(x, y) for x, y in ends)
