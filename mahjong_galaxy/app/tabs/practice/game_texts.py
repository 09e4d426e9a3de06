"""Words of the solo game in the UI language: fixed strings (:class:`Texts`), round and seat
names, turn and action words, and the one-paragraph round result."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from mahjong_galaxy.app.i18n import join_list, ui_language
from mahjong_galaxy.core.practice.game.round import RoundResult
from mahjong_galaxy.core.practice.game.session import HUMAN
from mahjong_galaxy.core.practice.history import History, Record
from mahjong_galaxy.core.scoring.names import yaku_name

TURN_TEXT_CHARS = 24  # "Turn 12: discard 5P" and longer call texts fit in the turn selector
TURN_EVENTS = {  # log event (core.practice.game.log) -> word in the turn selector
    "draw": QT_TRANSLATE_NOOP("Practice", "draw"),
    "call": QT_TRANSLATE_NOOP("Practice", "call"),
}
ACTION_LABELS = {
    "tsumo": QT_TRANSLATE_NOOP("Practice", "Tsumo"),
    "ron": QT_TRANSLATE_NOOP("Practice", "Ron"),
    "riichi": QT_TRANSLATE_NOOP("Practice", "Riichi…"),
    "pon": QT_TRANSLATE_NOOP("Practice", "Pon"),
    "chi": QT_TRANSLATE_NOOP("Practice", "Chi"),
    "kan": QT_TRANSLATE_NOOP("Practice", "Kan"),
    "ankan": QT_TRANSLATE_NOOP("Practice", "Closed kan"),
    "kakan": QT_TRANSLATE_NOOP("Practice", "Added kan"),
    "pass": QT_TRANSLATE_NOOP("Practice", "Pass"),
    "kyuushu": QT_TRANSLATE_NOOP("Practice", "Nine terminals (draw)"),
}

ABORTIVE_DRAWS = {
    "nine_terminals": QT_TRANSLATE_NOOP("Practice", "nine terminals"),
    "four_winds": QT_TRANSLATE_NOOP("Practice", "four winds"),
    "four_riichi": QT_TRANSLATE_NOOP("Practice", "four riichi"),
    "four_kans": QT_TRANSLATE_NOOP("Practice", "four kans"),
    "triple_ron": QT_TRANSLATE_NOOP("Practice", "triple ron"),
}


def practice_text(text: object) -> str:
    """Translation of a string marked with ``QT_TRANSLATE_NOOP("Practice", ...)``."""
    return QCoreApplication.translate("Practice", str(text))


class Texts:
    """Fixed UI strings (English sources marked ``QT_TRANSLATE_NOOP("Practice", ...)``) given to
    their setters now and again after every language change (:meth:`retranslate`)."""

    def __init__(self) -> None:
        self._items: list[tuple[Callable[[str], object], str]] = []

    def add(self, setter: Callable[[str], object], source: object) -> None:
        """Set ``practice_text(source)`` through ``setter`` now and on each retranslation."""
        self._items.append((setter, str(source)))
        setter(practice_text(source))

    def label(self, source: object) -> QLabel:
        """A label showing ``source`` translated."""
        widget = QLabel()
        self.add(widget.setText, source)
        return widget

    def button(self, source: object) -> QPushButton:
        """A push button showing ``source`` translated."""
        widget = QPushButton()
        self.add(widget.setText, source)
        return widget

    def retranslate(self) -> None:
        """Set every registered string again in the current language."""
        for setter, source in self._items:
            setter(practice_text(source))


def warn_file_error(parent: QWidget, title: str, template: str, error: Exception) -> None:
    """A warning box about a file (a game log, the practice history): ``title`` and
    ``template`` (marked with QT_TRANSLATE_NOOP in context ``"Practice"``, ``{0}`` the error)
    in the UI language."""
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("Practice", title),
        QCoreApplication.translate("Practice", template).format(error),
    )


def hint_translation(template: str) -> str:
    """A hint template of ``core.practice.game.hints`` in the UI language."""
    return QCoreApplication.translate("Hints", template)


def round_name(dealers_passed: int, honba: int) -> str:
    """``"East 2"`` / ``"東2局"``, with ``", 1 honba"`` when there are honba counters."""
    name = QCoreApplication.translate("Practice", "East {0}").format(dealers_passed + 1)
    if not honba:
        return name
    return QCoreApplication.translate("Practice", "{0}, {1} honba").format(name, honba)


def seat_name(seat: int) -> str:
    """``"You"`` for the human, ``"Computer n"`` otherwise."""
    return (
        QCoreApplication.translate("Practice", "You")
        if seat == HUMAN
        else QCoreApplication.translate("Practice", "Computer {0}").format(seat)
    )


def result_text(result: RoundResult, players: int) -> str:
    """One paragraph describing how a round ended and the point changes."""
    deltas = join_list(f"{seat_name(p)} {result.deltas[p]:+,d}" for p in range(players))
    win = result.win
    if result.outcome == "abortive":
        return QCoreApplication.translate("Practice", "Abortive draw ({0}). {1}").format(
            practice_text(ABORTIVE_DRAWS[result.reason]), deltas
        )
    if win is None:
        ready = [seat_name(p) for p in range(players) if result.tenpai[p]] or [
            QCoreApplication.translate("Practice", "nobody")
        ]
        return QCoreApplication.translate("Practice", "Exhaustive draw. Tenpai: {0}. {1}").format(
            join_list(ready), deltas
        )
    how = (
        QCoreApplication.translate("Practice", "by tsumo")
        if win.from_player is None
        else QCoreApplication.translate("Practice", "by ron from {0}").format(
            seat_name(win.from_player)
        )
    )
    language = ui_language()
    yaku = join_list(f"{yaku_name(y.name, language)} {y.han}" for y in win.score.yaku)
    return QCoreApplication.translate(
        "Practice", "{0} won {1} with {2} + {3}: {4} han {5} fu, {6} points ({7}). {8}"
    ).format(
        seat_name(win.player),
        how,
        win.hand,
        win.tile.text,
        win.score.han,
        win.score.fu,
        f"{win.score.points:,}",
        yaku,
        deltas,
    )


def add_record(parent: QWidget, history: History, record: Record) -> None:
    """Add ``record`` to ``history`` (its summaries count it either way); when the file cannot
    be written, a warning names the error, once until a save succeeds again (a quiz answered
    every few seconds must not raise a box each time)."""
    warned = history.unsaved
    try:
        history.add(record)
    except OSError as error:
        if not warned:
            warn_file_error(
                parent,
                QT_TRANSLATE_NOOP("Practice", "Practice history"),
                QT_TRANSLATE_NOOP("Practice", "Could not save the practice history: {0}"),
                error,
            )
