"""A small line chart of win probability by turn (the Discard tab's expected-value view).

Painted with QPainter: the app already ships QtGui, and QtCharts (PySide6-Addons) would add far
more to the bundle than this one chart needs.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Line colours of the series, best first.
COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd")
#: Line styles of the series, best first: the best solid, the others dashed or dotted over it, so
#: discards with equal figures (2m and 0m without red fives in reach) show both colours.
STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 40, 12, 20, 24
LEGEND_HEIGHT = 16  # px of the legend row, in the top margin: above the lines, never on them
MIN_HEIGHT = 80  # px: beside the Discard tab's rack in a 1000x650 window
FINE_TICKS_HEIGHT = 60  # px of plot from which the ticks are 25 % apart (below: 50 %)
LEGEND_GAP = 8  # px between the labels of the legend


class WinChart(QWidget):
    """Lines of probabilities (0..1) by turn, one per labelled series, with a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("win-chart")
        self.series: list[tuple[str, Sequence[float]]] = []
        self.axis_label = ""
        self.setMinimumSize(160, MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.preferred_height = MIN_HEIGHT

    def sizeHint(self) -> QSize:
        return QSize(300, self.preferred_height)

    def set_preferred_height(self, height: int) -> None:
        """The height (px) the chart asks for; a small window gives it :data:`MIN_HEIGHT`."""
        if height != self.preferred_height:
            self.preferred_height = height
            self.updateGeometry()

    def set_series(
        self, series: list[tuple[str, Sequence[float]]], axis_label: str, tooltip: str = ""
    ) -> None:
        """Show ``[(label, values by turn), ...]`` (index 0 = turn 1); ``axis_label`` names the
        turn axis, ``tooltip`` (default: ``axis_label``) says it at length."""
        self.series = series
        self.axis_label = axis_label
        self.setToolTip(tooltip or axis_label)
        self.update()

    def _plot_rect(self) -> QRectF:
        return QRectF(
            MARGIN_LEFT,
            MARGIN_TOP,
            max(1, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
            max(1, self.height() - MARGIN_TOP - MARGIN_BOTTOM),
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._plot_rect()
        text = self.palette().windowText().color()
        grid = QColor(text)
        grid.setAlpha(50)
        painter.setPen(QPen(grid, 1))
        steps = 4 if rect.height() >= FINE_TICKS_HEIGHT else 2  # 25 % or 50 % apart
        for step in range(steps + 1):
            y = rect.bottom() - rect.height() * step / steps
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 8, MARGIN_LEFT - 4, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                f"{100 * step // steps}%",
            )
            painter.setPen(QPen(grid, 1))
        turns = max((len(values) for _, values in self.series), default=0)
        painter.setPen(text)
        self._draw_turn_axis(painter, rect, turns)
        if turns >= 2:
            legend = self.legend_rects()
            for index, (label, values) in enumerate(self.series):  # the best under the dashes
                colour = QColor(COLORS[index % len(COLORS)])
                self._draw_line(painter, rect, values, turns, colour, STYLES[index % len(STYLES)])
                painter.drawText(legend[index], int(Qt.AlignmentFlag.AlignRight), label)
        painter.end()

    def _draw_turn_axis(self, painter: QPainter, rect: QRectF, turns: int) -> None:
        """The first and last turn under the ends of the plot, the axis label centred between
        them (elided in a narrow chart: the tooltip has it whole)."""
        metrics = painter.fontMetrics()
        row = QRectF(rect.left(), rect.bottom() + 4, rect.width(), 18)
        ends = ("1", str(turns)) if turns >= 2 else ("", "")
        painter.drawText(row, int(Qt.AlignmentFlag.AlignLeft), ends[0])
        painter.drawText(row, int(Qt.AlignmentFlag.AlignRight), ends[1])
        room = int(rect.width()) - 2 * (metrics.horizontalAdvance(ends[1]) + LEGEND_GAP)
        painter.drawText(
            row,
            int(Qt.AlignmentFlag.AlignHCenter),
            metrics.elidedText(self.axis_label, Qt.TextElideMode.ElideRight, max(0, room)),
        )

    def legend_rects(self) -> list[QRectF]:
        """Where each series' label is drawn: one row in the top margin, above the plot (so
        above every line), right-aligned, the best series leftmost (read first)."""
        metrics = self.fontMetrics()
        top = MARGIN_TOP - LEGEND_HEIGHT - 2
        right = self._plot_rect().right()
        rects = []
        for label, _ in reversed(self.series):
            width = metrics.horizontalAdvance(label) + LEGEND_GAP
            rects.append(QRectF(right - width, top, width, LEGEND_HEIGHT))
            right -= width
        return rects[::-1]

    def _draw_line(
        self,
        painter: QPainter,
        rect: QRectF,
        values: Sequence[float],
        turns: int,
        color: QColor,
        style: Qt.PenStyle,
    ) -> None:
        points = QPolygonF(
            [
                QPointF(
                    rect.left() + rect.width() * i / (turns - 1),
                    rect.bottom() - rect.height() * max(0.0, min(1.0, value)),
                )
                for i, value in enumerate(values)
            ]
        )
        pen = QPen(color, 2)
        pen.setStyle(style)
        painter.setPen(pen)
        painter.drawPolyline(points)
        painter.setPen(color)
