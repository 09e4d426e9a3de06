"""The solo game page of the Practice tab: Galaxy Mahjong against computer players.

The human sits at seat 0; a forced move (the drawn tile after riichi) is played by itself.
Computer decisions run in the worker pool on a snapshot of what that player can see
(:class:`~mahjong_galaxy.core.practice.game.session.GameSession`), then are applied here.
Click a tile to discard it; calls, riichi, tsumo and ron appear as buttons.  With assist on,
the hand shows star ratings (how much discarding each tile hurts) and a hint line.  The game
log is saved as JSON in the data folder after every round; any of the human's past turns opens
in the analyzer.
"""

from __future__ import annotations

import traceback
from datetime import UTC, datetime
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import acts_as_text, join_list
from mahjong_galaxy.app.table.model import table_model
from mahjong_galaxy.app.table.results_dialog import ResultsDialog
from mahjong_galaxy.app.table.table_widget import TableWidget
from mahjong_galaxy.app.tabs.practice.game_log import GameLogPanel
from mahjong_galaxy.app.tabs.practice.game_texts import (
    ACTION_LABELS,
    Texts,
    add_record,
    hint_translation,
    practice_text,
    result_text,
    round_name,
    seat_name,
)
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.efficiency.discard import DiscardOption, discard_options, tile_stars
from mahjong_galaxy.core.practice.game.actions import DISCARD, RIICHI, Action
from mahjong_galaxy.core.practice.game.game import Standing
from mahjong_galaxy.core.practice.game.hints import hints
from mahjong_galaxy.core.practice.game.session import HUMAN, GameSession
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.practice.history import History, Record
from mahjong_galaxy.core.tiles import Tile


def clear_layout(layout: QBoxLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()  # gone now, not at the next turn of the event loop
            widget.deleteLater()


class GamePage(QWidget):
    """The solo game (idle until New game is pressed).

    Attributes:
        delay_ms: pause before each computer move (0 in tests).
    """

    def __init__(self, context: AnalyzerContext, history: History, texts: Texts) -> None:
        super().__init__()
        self.context = context
        self.history = history
        self.texts = texts
        self.delay_ms = 250
        self.session: GameSession | None = None
        self.started = datetime.now(UTC)
        self.riichi_mode = False
        self.results_dialog: ResultsDialog | None = None
        self._standings: list[Standing] | None = None  # of the results dialog
        self.table: tuple[DiscardOption, ...] = ()
        self.thinking = False
        self._build()
        self.refresh()

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        texts = self.texts
        self.players = QComboBox()
        self.players.addItem("", 2)
        self.players.addItem("", 4)
        texts.add(partial(self.players.setItemText, 0), QT_TRANSLATE_NOOP("Practice", "2 players"))
        texts.add(partial(self.players.setItemText, 1), QT_TRANSLATE_NOOP("Practice", "4 players"))
        self.level = QSpinBox(minimum=1, maximum=4, value=2)
        self.seed = QSpinBox(minimum=0, maximum=999_999)
        self.new_button = texts.button(QT_TRANSLATE_NOOP("Practice", "New game"))
        self.assist = QCheckBox()
        texts.add(self.assist.setText, QT_TRANSLATE_NOOP("Practice", "Assist"))
        self.assist.setChecked(True)
        controls = QHBoxLayout()
        controls.addWidget(self.players)
        controls.addWidget(texts.label(QT_TRANSLATE_NOOP("Practice", "Computer level")))
        controls.addWidget(self.level)
        controls.addWidget(texts.label(QT_TRANSLATE_NOOP("Practice", "Seed")))
        controls.addWidget(self.seed)
        controls.addWidget(self.new_button)
        controls.addWidget(self.assist)
        controls.addStretch(1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table_view = TableWidget()
        self.hand = TileStrip("practice-hand", tile_height=58, captions=True)
        self.hand.set_tiles([Tile(0)])  # as tall before the deal as with tiles: no jump
        self.hand.setMinimumHeight(self.hand.heightForWidth(self.hand.sizeHint().width()))
        self.hand.set_items([])
        self.action_bar = QWidget()
        self.action_row = QHBoxLayout(self.action_bar)
        self.action_row.setContentsMargins(0, 0, 0, 0)
        self.action_bar.setFixedHeight(QPushButton("X").sizeHint().height() + 4)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.next_button = QPushButton()
        self.next_button.hide()
        self.log = GameLogPanel(self.context, texts)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        side = QVBoxLayout()
        side.addWidget(self.status)
        side.addWidget(self.hint)
        side.addWidget(self.result)
        side.addWidget(self.next_button)
        side.addStretch(1)
        side.addWidget(self.log)
        middle = QHBoxLayout()
        middle.addWidget(self.table_view, 3)
        middle.addLayout(side, 2)
        layout.addLayout(middle, 1)
        layout.addWidget(self.hand)
        layout.addWidget(self.action_bar)
        self.new_button.clicked.connect(self.new_game)
        self.hand.clicked.connect(self.click_tile)
        self.next_button.clicked.connect(self.next_round)
        self.assist.toggled.connect(lambda _: self.refresh())

    # -- game flow ---------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a game with the chosen players, level and seed."""
        self.session = GameSession(
            int(self.players.currentData()),
            self.level.value(),
            self.seed.value(),
            self.context.rules,
        )
        self.started = datetime.now(UTC)
        self.log.session, self.log.started = self.session, self.started
        self.thinking = False
        self.advance()

    def advance(self) -> None:
        """Let computers move until the human must act or the round ends."""
        session = self.session
        if session is None or self.thinking:
            return
        self.refresh()
        if session.round.over:
            return
        seat = session.computer_seat()
        legal = session.human_legal()
        if seat is not None:
            self.thinking = True
            QTimer.singleShot(self.delay_ms, self, lambda: self._ask_computer(session, seat))
        elif len(legal) == 1:  # after riichi the drawn tile goes by itself
            QTimer.singleShot(self.delay_ms, self, lambda: self.human(legal[0]))
        elif session.human_to_act and self.assist.isChecked():
            self._request_hint(session)

    def _ask_computer(self, session: GameSession, seat: int) -> None:
        if session is not self.session:
            return
        player, view, legal = session.computer_request(seat)
        self.context.submit(
            "practice-ai",
            lambda: player.act(view, legal),
            lambda action: self._computer_done(session, action),
            lambda message: self._computer_failed(session, message),
        )

    def _computer_done(self, session: GameSession, action: Action) -> None:
        if session is not self.session:
            return
        self.thinking = False
        self._play(session, action)

    def _computer_failed(self, session: GameSession, message: str) -> None:
        if session is self.session:
            self.thinking = False
            self.hint.setText(
                QCoreApplication.translate("Practice", "Computer player error: {0}").format(message)
            )

    def _play(self, session: GameSession, action: Action) -> None:
        """Apply ``action``; an engine failure stops the game with a message, not a crash."""
        try:
            session.apply(action)
        except Exception as error:  # a bug must not take the window down
            traceback.print_exc()
            self.session = None
            self.hint.setText(
                QCoreApplication.translate("Practice", "The game stopped on an error: {0}").format(
                    error
                )
            )
            return
        if session.round.over:
            self._round_finished()
        self.advance()

    def _request_hint(self, session: GameSession) -> None:
        view = session.human_view()
        if view.hand.size != 14:
            self.table = ()
            self.refresh()
            return
        rules = self.context.rules
        self.context.submit(
            "practice-hint",
            lambda: discard_options(view.hand, view.visible, rules),
            lambda table: self._hint_ready(session, view, table),
        )

    def _hint_ready(
        self, session: GameSession, view: PlayerView, table: tuple[DiscardOption, ...]
    ) -> None:
        if session is self.session and session.human_view() == view:
            self.table = table
            self.refresh()

    def human(self, action: Action) -> None:
        """Apply the human's ``action`` and continue."""
        session = self.session
        if session is None or action not in session.human_legal():
            return
        self.riichi_mode = False
        self.table = ()
        self._play(session, action)

    def click_tile(self, index: int) -> None:
        """Discard (or declare riichi with) the clicked tile of the hand."""
        session = self.session
        if session is None or not session.human_to_act:
            return
        tiles = self._hand_order(session.human_view())
        if index >= len(tiles):
            return
        kind = RIICHI if self.riichi_mode else DISCARD
        self.human(Action(kind, HUMAN, tiles[index]))

    def next_round(self) -> None:
        """Start the next round; after the last one show the standings, then a new game."""
        session = self.session
        if session is None or not session.round.over:
            return
        self._close_results()
        if session.over:
            self.new_game()
            return
        session.next_round()
        if session.over:
            self._game_finished()
            self.refresh()
            self._show_results(session.standings())
            return
        self.advance()

    def _round_finished(self) -> None:
        self.log.save_log(self.log.log_path())
        self._show_results(None)

    def _show_results(self, standings: list[Standing] | None) -> None:
        """Open the results dialog of the round just ended (with ``standings`` after the last)."""
        session = self.session
        if session is None or session.round.result is None:
            return
        self._close_results()
        self._standings = standings
        rnd = session.round
        assert rnd.result is not None
        hands = [seat.hand for seat in rnd.seats]
        self.results_dialog = ResultsDialog(
            rnd.result, seat_name, standings, self, hands, session.events
        )
        self.results_dialog.next_button.clicked.connect(self.next_round)
        self.results_dialog.show()

    def retranslate(self) -> None:
        """Redraw the page, and an open results dialog, in the UI language."""
        self.refresh()
        if self.results_dialog is not None and self.results_dialog.isVisible():
            self._show_results(self._standings)

    def _close_results(self) -> None:
        if self.results_dialog is not None:
            self.results_dialog.close()
            self.results_dialog.deleteLater()
            self.results_dialog = None

    def _game_finished(self) -> None:
        session = self.session
        assert session is not None
        self.log.save_log(self.log.log_path())  # now with the final scores
        places = session.standings()
        mine = next(s for s in places if s.seat == HUMAN)
        players = session.game.config.players
        add_record(
            self,
            self.history,
            Record(
                "game",
                "",
                session.game.seed,
                {"players": players, "level": session.level},
                round((datetime.now(UTC) - self.started).total_seconds(), 1),
                (players - mine.place) / (players - 1),
                mine.place == 1,
                " / ".join(f"{seat_name(s.seat)} {s.score}" for s in places),
            ),
        )

    # -- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the session (also after a language change)."""
        session = self.session
        if session is None:
            self.status.setText(
                QCoreApplication.translate(
                    "Practice", "Choose players, level and seed, then New game."
                )
            )
            return
        view = session.human_view()
        rnd = session.round
        game = session.game
        title = (
            QCoreApplication.translate("Practice", "Game over")
            if session.over
            else round_name(game.dealers_passed, game.honba)
        )
        self.status.setText(
            QCoreApplication.translate("Practice", "{0} · dealer {1}").format(
                title, seat_name(rnd.setup.dealer)
            )
            if not session.over
            else title
        )
        self.table_view.set_model(
            table_model(
                view,
                session.events,
                [len(s.tiles) for s in rnd.seats],
                None if rnd.over else rnd.current,
                title,
                rnd.sticks,
                game.honba,
            )
        )
        self._draw_hand(view)
        self._draw_actions(session)
        self._draw_result(session)
        self._draw_hint(session, view)
        self.log.fill_turns(session)

    def _hand_order(self, view: PlayerView) -> list[Tile]:
        tiles = list(view.hand.tiles)
        if view.drawn is not None:
            tiles.remove(view.drawn)
            tiles.append(view.drawn)
        return tiles

    def _draw_hand(self, view: PlayerView) -> None:
        stars = tile_stars(self.table) if self.assist.isChecked() else {}
        tiles = self._hand_order(view)
        drawn_at = len(tiles) - 1 if view.drawn is not None else -1
        self.hand.set_items(
            [
                TileItem(
                    t,
                    TileLook(selected=self.riichi_mode),
                    "★" * stars.get(t, 0),
                    acts_as_text(t),
                    gap_before=i == drawn_at,
                )
                for i, t in enumerate(tiles)
            ]
        )

    def _draw_actions(self, session: GameSession) -> None:
        clear_layout(self.action_row)
        riichi_shown = False
        for action in session.human_legal():
            if action.type == DISCARD or (action.type == RIICHI and riichi_shown):
                continue
            button = QPushButton(self._action_label(action))
            button.setObjectName(f"action-{action.type}")
            if action.type == RIICHI:
                riichi_shown = True
                button.clicked.connect(self._toggle_riichi)
            else:
                button.clicked.connect(lambda _=False, a=action: self.human(a))
            self.action_row.addWidget(button)
        self.action_row.addStretch(1)

    def _action_label(self, action: Action) -> str:
        label = practice_text(ACTION_LABELS[action.type])
        if action.type in ("pon", "chi", "kan", "ankan", "kakan") and action.uses:
            tiles = " ".join(t.text for t in action.uses)
            target = f" {action.tile.text}" if action.tile is not None else ""
            return f"{label}{target} ({tiles})"
        return label

    def _toggle_riichi(self) -> None:
        self.riichi_mode = not self.riichi_mode
        self.hint.setText(
            QCoreApplication.translate("Practice", "Riichi: click the tile to discard.")
            if self.riichi_mode
            else ""
        )
        if self.session is not None:
            self._draw_hand(self.session.human_view())

    def _draw_result(self, session: GameSession) -> None:
        result = session.round.result
        self.next_button.setVisible(result is not None)
        if result is None:
            self.result.clear()
            return
        text = result_text(result, session.game.config.players)
        if session.over:
            places = join_list(
                f"{s.place}. {seat_name(s.seat)} {s.score:,}" for s in session.standings()
            )
            text += " " + QCoreApplication.translate("Practice", "Game over: {0}").format(places)
            self.next_button.setText(QCoreApplication.translate("Practice", "New game"))
        else:
            self.next_button.setText(QCoreApplication.translate("Practice", "Next round"))
        self.result.setText(text)

    def _draw_hint(self, session: GameSession, view: PlayerView) -> None:
        if self.riichi_mode:
            return
        if not self.assist.isChecked() or not session.human_to_act:
            self.hint.clear()
            return
        found = hints(view, session.human_legal(), self.table, session.game.config.rules)
        self.hint.setText(" · ".join(hint.text(hint_translation) for hint in found))
