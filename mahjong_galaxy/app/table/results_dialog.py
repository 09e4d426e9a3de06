"""How a round ended, drawn with tiles: each winner's hand (melds with the called tile sideways
by the seat it came from) and winning tile, dora and ura dora indicators, yaku with han, fu and
its parts, points, who paid whom (honba and riichi deposits included), the chips by source and
who paid them; at an exhaustive draw the tenpai players' hands and the noten or nagashi
payments; every seat's point and chip change, and the standings once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app.i18n import acts_as_text, join_list, ui_language
from mahjong_galaxy.app.table.model import CallSource, MeldModel, called_tiles, meld_model
from mahjong_galaxy.app.table.table_widget import meld_width, paint_meld
from mahjong_galaxy.app.tabs.practice.game_texts import ABORTIVE_DRAWS, practice_text
from mahjong_galaxy.app.widgets.tile_painter import TILE_RATIO, TileLook, tile_size
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.game.game import Standing
from mahjong_galaxy.core.practice.game.log import Event
from mahjong_galaxy.core.practice.game.round import RoundResult, Win
from mahjong_galaxy.core.practice.game.settle import Transfer
from mahjong_galaxy.core.scoring.names import fu_reason, level_name, yaku_name
from mahjong_galaxy.core.scoring.shuugi import Chips
from mahjong_galaxy.core.scoring.win import ScoreResult
from mahjong_galaxy.core.tiles import Tile

TILE_HEIGHT = 40
HAND_SLOTS = 14  # the concealed tiles and the winning tile on one row
MELD_GAP = 0.3  # between melds, in tile widths
CHIP_SOURCES = (
    ("galaxy", QT_TRANSLATE_NOOP("Results", "galaxy {0}")),
    ("red", QT_TRANSLATE_NOOP("Results", "red fives {0}")),
    ("ura", QT_TRANSLATE_NOOP("Results", "ura dora {0}")),
    ("ippatsu", QT_TRANSLATE_NOOP("Results", "ippatsu {0}")),
    ("yakuman", QT_TRANSLATE_NOOP("Results", "yakuman {0}")),
)


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


class MeldRow(QWidget):
    """Melds painted as at the table: the called tile sideways where its seat puts it, an added
    kan's tile on top of it, a closed kan's ends face down (``melds`` is public for tests)."""

    def __init__(self, melds: Sequence[MeldModel], tile_height: int = TILE_HEIGHT) -> None:
        super().__init__()
        self.setObjectName("results-melds")
        self.melds = tuple(melds)
        self.tile_width = tile_size(tile_height)[0]
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        tw = self.tile_width
        width = sum(meld_width(m, tw) for m in self.melds) + tw * MELD_GAP * len(self.melds)
        height = tw * TILE_RATIO + (tw if any(m.stacked for m in self.melds) else 0.0)
        return QSize(int(width) + 2, int(height) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tw, x = self.tile_width, self.tile_width * MELD_GAP
        for meld in self.melds:
            paint_meld(painter, meld, x, self.height() - 1.0, tw)
            x += meld_width(meld, tw) + tw * MELD_GAP
        painter.end()


def hand_row(
    name: str, hand: Hand, winning: Tile | None, melds: Sequence[MeldModel]
) -> QHBoxLayout:
    """The concealed tiles (``winning`` framed after them) and the melds on one line."""
    row = QHBoxLayout()
    row.setSpacing(0)
    strip = tile_row(name, hand.tiles, winning)
    strip.setMinimumWidth(strip.sizeHint().width() + strip.GAP)  # one row, never wrapped
    row.addWidget(strip)
    if melds:
        row.addWidget(MeldRow(melds))
    row.addStretch(1)
    return row


def transfer_text(transfer: Transfer, seat_name: Callable[[int], str], chips: bool) -> str:
    """``"Computer 3 → You: 8,300 points (300 honba)"``; deposits: ``"Riichi deposits → You"``."""
    payee = seat_name(transfer.payee)
    if transfer.payer is None:
        count = transfer.amount // 1000
        return tr(QT_TRANSLATE_NOOP("Results", "Riichi deposits ({0}) → {1}: {2} points")).format(
            count, payee, f"{transfer.amount:,}"
        )
    amount = (
        tr(QT_TRANSLATE_NOOP("Results", "{0} chips")).format(transfer.amount)
        if chips
        else tr(QT_TRANSLATE_NOOP("Results", "{0} points")).format(f"{transfer.amount:,}")
    )
    if transfer.honba:
        amount += " " + tr(QT_TRANSLATE_NOOP("Results", "({0} honba)")).format(transfer.honba)
    return f"{seat_name(transfer.payer)} → {payee}: {amount}"


def chips_text(chips: Chips) -> str:
    """``"galaxy 2 · red fives 1 = 3"``: the sources that count, and the total."""
    parts = [
        tr(text).format(getattr(chips, key)) for key, text in CHIP_SOURCES if getattr(chips, key)
    ]
    if not parts:
        return tr(QT_TRANSLATE_NOOP("Results", "no chips"))
    return " · ".join(parts) + f" = {chips.total}"


def value_text(score: ScoreResult) -> str:
    """The hand's value without honba and deposits, with its limit name:
    ``"4 han 40 fu, mangan: 12,000 points"`` (``満貫`` in Japanese)."""
    points = f"{score.hand_points:,}"
    if score.yakuman:
        return tr(QT_TRANSLATE_NOOP("Results", "{0} han (yakuman): {1} points")).format(
            score.han, points
        )
    level = score.payment.level if score.payment else ""
    if level:
        return tr(QT_TRANSLATE_NOOP("Results", "{0} han {1} fu, {2}: {3} points")).format(
            score.han, score.fu, level_name(level, ui_language()), points
        )
    return tr(QT_TRANSLATE_NOOP("Results", "{0} han {1} fu: {2} points")).format(
        score.han, score.fu, points
    )


def bonus_text(score: ScoreResult) -> str:
    """What the winner receives besides the hand's value, or ``""``: ``"13,000 points in
    all, with riichi deposits 1,000"``."""
    parts = []
    if score.payment is not None and score.payment.sticks:
        parts.append(
            tr(QT_TRANSLATE_NOOP("Results", "riichi deposits {0}")).format(
                f"{score.payment.sticks:,}"
            )
        )
    if score.honba_points:
        parts.append(
            tr(QT_TRANSLATE_NOOP("Results", "honba {0}")).format(f"{score.honba_points:,}")
        )
    if not parts:
        return ""
    return tr(QT_TRANSLATE_NOOP("Results", "{0} points in all, with {1}")).format(
        f"{score.points:,}", join_list(parts)
    )


class ResultsDialog(QDialog):
    """The results of one round (non-modal); ``next_button`` goes on with the game.

    Args:
        result: the round's result; ``seat_name`` names a seat; ``standings`` the final
            standings after the game's last round (None before).
        hands: every seat's hand at the end (for the tenpai hands of an exhaustive draw).
        events: the game log so far (which seat each called tile came from).
    """

    def __init__(
        self,
        result: RoundResult,
        seat_name: Callable[[int], str],
        standings: Sequence[Standing] | None,
        parent: QWidget,
        hands: Sequence[Hand] = (),
        events: Sequence[Event] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("round-results")
        self.setWindowTitle(tr(QT_TRANSLATE_NOOP("Results", "Round results")))
        self.setMinimumWidth(int(HAND_SLOTS * tile_size(TILE_HEIGHT)[0]) + 60)
        self.seat_name = seat_name
        self.players = len(result.deltas)
        self.called = called_tiles(events, self.players)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # nothing clipped
        if result.outcome == "abortive":
            reason = practice_text(ABORTIVE_DRAWS.get(result.reason, result.reason))
            text = tr(QT_TRANSLATE_NOOP("Results", "Abortive draw: {0}")).format(reason)
            layout.addWidget(QLabel(f"<b>{text}</b>"))
        elif not result.wins:
            self._add_draw(layout, result, hands)
        for win in result.wins:
            self._add_win(layout, result, win)
        bottom = QHBoxLayout()
        bottom.addWidget(self._changes(result, standings))
        bottom.addStretch(1)
        layout.addLayout(bottom)
        self.next_button = QPushButton(
            tr(QT_TRANSLATE_NOOP("Results", "New game"))
            if standings
            else tr(QT_TRANSLATE_NOOP("Results", "Next round"))
        )
        self.next_button.setObjectName("results-next")
        layout.addWidget(self.next_button)

    def _melds(self, seat: int, hand: Hand) -> list[MeldModel]:
        called: Mapping[str, CallSource] = self.called[seat] if seat < len(self.called) else {}
        return [meld_model(m, seat, self.players, called) for m in hand.melds]

    def _add_draw(self, layout: QVBoxLayout, result: RoundResult, hands: Sequence[Hand]) -> None:
        ready = [p for p, ok in enumerate(result.tenpai) if ok]
        names = join_list(self.seat_name(p) for p in ready) or tr(
            QT_TRANSLATE_NOOP("Results", "nobody")
        )
        text = tr(QT_TRANSLATE_NOOP("Results", "Exhaustive draw. Tenpai: {0}")).format(names)
        layout.addWidget(QLabel(f"<b>{text}</b>"))
        for p in ready if hands else ():
            layout.addWidget(QLabel(self.seat_name(p)))
            layout.addLayout(hand_row("results-tenpai", hands[p], None, self._melds(p, hands[p])))
        if result.nagashi:
            names = join_list(self.seat_name(p) for p in result.nagashi)
            layout.addWidget(
                QLabel(tr(QT_TRANSLATE_NOOP("Results", "Nagashi mangan: {0}")).format(names))
            )
        self._add_transfers(layout, result.transfers, chips=False)

    def _add_transfers(
        self, layout: QVBoxLayout, transfers: Sequence[Transfer], chips: bool
    ) -> None:
        if not transfers:
            return
        title = (
            tr(QT_TRANSLATE_NOOP("Results", "Chips paid"))
            if chips
            else tr(QT_TRANSLATE_NOOP("Results", "Payments"))
        )
        box = QLabel(
            f"<b>{title}</b><br>"
            + "<br>".join(transfer_text(t, self.seat_name, chips) for t in transfers)
        )
        box.setObjectName("results-chip-payments" if chips else "results-payments")
        layout.addWidget(box)

    def _add_win(self, layout: QVBoxLayout, result: RoundResult, win: Win) -> None:
        score = win.score
        how = (
            tr(QT_TRANSLATE_NOOP("Results", "Tsumo win: {0}")).format(self.seat_name(win.player))
            if win.from_player is None
            else tr(QT_TRANSLATE_NOOP("Results", "Ron win: {0}, dealt in by {1}")).format(
                self.seat_name(win.player), self.seat_name(win.from_player)
            )
        )
        layout.addWidget(QLabel(f"<b>{how}</b>"))
        hand = score.hand
        layout.addLayout(hand_row("results-hand", hand, win.tile, self._melds(win.player, hand)))
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addSpacing(24)
        columns.addLayout(right, 1)
        layout.addLayout(columns)
        self._add_indicators(left, win)
        self._add_value(left, win)
        left.addStretch(1)
        self._add_transfers(right, [t for t in result.transfers if t.payee == win.player], False)
        chips = QLabel(
            f"<b>{tr(QT_TRANSLATE_NOOP('Results', 'Chips'))}</b>: {chips_text(score.chips)}"
        )
        chips.setObjectName("results-chips")
        right.addWidget(chips)
        paid = [t for t in result.chip_transfers if t.payee == win.player]
        self._add_transfers(right, paid, chips=True)
        right.addStretch(1)

    def _add_indicators(self, layout: QVBoxLayout, win: Win) -> None:
        situation = win.score.situation
        row = QHBoxLayout()
        row.addWidget(QLabel(tr(QT_TRANSLATE_NOOP("Results", "Dora"))))
        row.addWidget(tile_row("results-dora", situation.dora_indicators))
        if situation.ura_indicators:
            row.addSpacing(12)
            row.addWidget(QLabel(tr(QT_TRANSLATE_NOOP("Results", "Ura dora"))))
            row.addWidget(tile_row("results-ura", situation.ura_indicators))
        row.addStretch(1)
        layout.addLayout(row)

    def _add_value(self, layout: QVBoxLayout, win: Win) -> None:
        score = win.score
        language = ui_language()
        yaku = QGridLayout()
        yaku.setVerticalSpacing(0)
        for i, item in enumerate(score.yaku):
            row, column = divmod(i, 2)
            yaku.addWidget(QLabel(yaku_name(item.name, language)), row, 2 * column)
            han = QLabel(tr(QT_TRANSLATE_NOOP("Results", "{0} han")).format(item.han))
            yaku.addWidget(han, row, 2 * column + 1)
        yaku.setColumnStretch(4, 1)
        layout.addLayout(yaku)
        layout.addWidget(
            QLabel(
                f"<b>{value_text(score)}</b> · "
                + tr(QT_TRANSLATE_NOOP("Results", "shuugi {0}")).format(score.shuugi)
            )
        )
        extra = bonus_text(score)
        if extra:
            bonus = QLabel(extra)
            bonus.setObjectName("results-bonus")
            layout.addWidget(bonus)
        if score.fu_details and not score.yakuman:
            parts = join_list(
                f"{fu_reason(p.reason, p.fu, language)} {p.fu}" for p in score.fu_details
            )
            fu = QLabel(tr(QT_TRANSLATE_NOOP("Results", "Fu: {0}")).format(parts))
            fu.setObjectName("results-fu")
            fu.setWordWrap(True)
            layout.addWidget(fu)

    def _changes(self, result: RoundResult, standings: Sequence[Standing] | None) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 6, 0, 0)
        grid.setVerticalSpacing(0)
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
            grid.addWidget(QLabel(f"{delta:+,d}"), p + 1, 1)  # points as in the payments
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
                grid.addWidget(QLabel(f"{s.score:,}"), i, 1)
                grid.addWidget(QLabel(f"{s.chips:+d}"), i, 2)
                if s.result is not None:  # after return points, uma and oka
                    grid.addWidget(QLabel(f"{s.result:+.1f}"), i, 3)
        grid.setHorizontalSpacing(16)
        return box
