"""How a round ended, drawn with tiles: the winner's hand and winning tile, dora and ura dora
indicators, yaku with han, fu, points, shuugi, every seat's point and chip change, and the
standings once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mahjong_galaxy.app.i18n import acts_as_text, ui_language
from mahjong_galaxy.app.widgets.tile_painter import TileLook, tile_size
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.practice.game.game import Standing
from mahjong_galaxy.core.practice.game.round import RoundResult, Win
from mahjong_galaxy.core.scoring.names import yaku_name
from mahjong_galaxy.core.tiles import Tile

TILE_HEIGHT = 44
HAND_SLOTS = 17  # 14 tiles, a kan more per meld, the gaps


def tr(text: str) -> str:
    """Translation in the ``"Results"`` context (sources marked with QT_TRANSLATE_NOOP)."""
    return QCoreApplication.translate("Results", text)


def tile_row(
    name: str,
    tiles: Sequence[Tile],
    winning: Tile | None = None,
    gaps: frozenset[int] = frozenset(),
) -> TileStrip:
    """A strip of ``tiles`` (a gap before the indexes in ``gaps``) and ``winning`` after a gap,
    framed."""
    strip = TileStrip(name, tile_height=TILE_HEIGHT)
    items = [
        TileItem(t, tooltip=acts_as_text(t), gap_before=i in gaps) for i, t in enumerate(tiles)
    ]
    if winning is not None:
        items.append(TileItem(winning, TileLook(selected=True), "", acts_as_text(winning), True))
    strip.set_items(items)
    return strip


class ResultsDialog(QDialog):
    """The results of one round (non-modal); ``next_button`` goes on with the game."""

    def __init__(
        self,
        result: RoundResult,
        seat_name: Callable[[int], str],
        standings: Sequence[Standing] | None,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("round-results")
        self.setWindowTitle(tr(QT_TRANSLATE_NOOP("Results", "Round results")))
        self.setMinimumWidth(int(HAND_SLOTS * tile_size(TILE_HEIGHT)[0]) + 60)  # hand on one row
        layout = QVBoxLayout(self)
        self.seat_name = seat_name
        if not result.wins:
            ready = [seat_name(p) for p, t in enumerate(result.tenpai) if t] or [
                tr(QT_TRANSLATE_NOOP("Results", "nobody"))
            ]
            layout.addWidget(
                QLabel(
                    tr(QT_TRANSLATE_NOOP("Results", "Exhaustive draw. Tenpai: {0}")).format(
                        ", ".join(ready)
                    )
                )
            )
        for win in result.wins:
            self._add_win(layout, win)
        layout.addWidget(self._changes(result, standings))
        self.next_button = QPushButton(
            tr(QT_TRANSLATE_NOOP("Results", "New game"))
            if standings
            else tr(QT_TRANSLATE_NOOP("Results", "Next round"))
        )
        self.next_button.setObjectName("results-next")
        layout.addWidget(self.next_button)

    def _add_win(self, layout: QVBoxLayout, win: Win) -> None:
        score = win.score
        how = (
            tr(QT_TRANSLATE_NOOP("Results", "Tsumo win: {0}")).format(self.seat_name(win.player))
            if win.from_player is None
            else tr(QT_TRANSLATE_NOOP("Results", "Ron win: {0}, dealt in by {1}")).format(
                self.seat_name(win.player), self.seat_name(win.from_player)
            )
        )
        head = QLabel(f"<b>{how}</b>")
        layout.addWidget(head)
        hand = score.hand
        tiles = list(hand.tiles)
        gaps = set()
        for meld in hand.melds:
            gaps.add(len(tiles))
            tiles.extend(meld.tiles)
        layout.addWidget(tile_row("results-hand", tiles, win.tile, frozenset(gaps)))
        indicators = QGridLayout()
        situation = score.situation
        indicators.addWidget(QLabel(tr(QT_TRANSLATE_NOOP("Results", "Dora"))), 0, 0)
        indicators.addWidget(tile_row("results-dora", situation.dora_indicators), 0, 1)
        if situation.ura_indicators:
            indicators.addWidget(QLabel(tr(QT_TRANSLATE_NOOP("Results", "Ura dora"))), 1, 0)
            indicators.addWidget(tile_row("results-ura", situation.ura_indicators), 1, 1)
        indicators.setColumnStretch(1, 1)
        layout.addLayout(indicators)
        language = ui_language()
        yaku = QGridLayout()
        for row, item in enumerate(score.yaku):
            yaku.addWidget(QLabel(yaku_name(item.name, language)), row, 0)
            yaku.addWidget(
                QLabel(tr(QT_TRANSLATE_NOOP("Results", "{0} han")).format(item.han)), row, 1
            )
        yaku.setColumnStretch(2, 1)
        layout.addLayout(yaku)
        total = (
            tr(QT_TRANSLATE_NOOP("Results", "{0} han (yakuman): {1} points")).format(
                score.han, score.points
            )
            if score.yakuman
            else tr(QT_TRANSLATE_NOOP("Results", "{0} han {1} fu: {2} points")).format(
                score.han, score.fu, score.points
            )
        )
        layout.addWidget(
            QLabel(
                f"<b>{total}</b> · "
                + tr(QT_TRANSLATE_NOOP("Results", "shuugi {0}")).format(score.shuugi)
            )
        )

    def _changes(self, result: RoundResult, standings: Sequence[Standing] | None) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 6, 0, 0)
        for column, title in enumerate(
            (
                tr(QT_TRANSLATE_NOOP("Results", "Seat")),
                tr(QT_TRANSLATE_NOOP("Results", "Points")),
                tr(QT_TRANSLATE_NOOP("Results", "Chips")),
            )
        ):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        for p, delta in enumerate(result.deltas):
            chips = result.chips[p] if p < len(result.chips) else 0
            grid.addWidget(QLabel(self.seat_name(p)), p + 1, 0)
            grid.addWidget(QLabel(f"{delta:+d}"), p + 1, 1)
            grid.addWidget(QLabel(f"{chips:+d}"), p + 1, 2)
        if standings:
            row = len(result.deltas) + 1
            final = tr(QT_TRANSLATE_NOOP("Results", "Final standings"))
            grid.addWidget(QLabel(f"<b>{final}</b>"), row, 0, 1, 3)
            if any(s.result is not None for s in standings):
                uma = tr(QT_TRANSLATE_NOOP("Results", "With uma/oka (×1000)"))
                grid.addWidget(QLabel(f"<b>{uma}</b>"), row, 3)
            for i, s in enumerate(standings, row + 1):
                grid.addWidget(QLabel(f"{s.place}. {self.seat_name(s.seat)}"), i, 0)
                grid.addWidget(QLabel(str(s.score)), i, 1)
                grid.addWidget(QLabel(f"{s.chips:+d}"), i, 2)
                if s.result is not None:  # after return points, uma and oka
                    grid.addWidget(QLabel(f"{s.result:+.1f}"), i, 3)
        grid.setColumnStretch(4, 1)
        return box
