"""``mahjong-galaxy``: start the analyzer window, or render a screenshot and exit.

Usage::

    mahjong-galaxy [HAND]                       open the window (HAND: e.g. 123m456p789s1122z)
    mahjong-galaxy --screenshot FILE [HAND]     render offscreen to a PNG and exit
        [--size WxH] [--tab KEY] [--lang ja]    (size, default 1320x860; KEY: TAB_KEYS; language)
        [--rank-by KEY]                         (the Discard tab's ranking, KEY: ev.RANKINGS)
        [--table TEXT]                          (the table around the hand, its section open)
    mahjong-galaxy --lang ja                    choose the UI language (default: saved / system)
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from mahjong_galaxy.core.decision.ev import RANKINGS

SCREENSHOT_SIZE = (1320, 860)  # default; every tab is usable down to 1000 x 650 (README)
#: The sides (pixels) a screenshot may have: 20000x20000 took 48 s and 3.2 GB to render, and
#: 99999x99999 failed after rendering with "could not write".
SIZE_RANGE = range(200, 8001)
SIGNAL_POLL_MS = 200  # how often Python gets control to run SIGTERM / SIGINT handlers
#: The keys of the window's tabs (``main_window.TABS``, checked by a test), for ``--tab``.
TAB_KEYS = ("waits", "assignments", "win", "discard", "calls", "practice")


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="mahjong-galaxy", description="Galaxy Mahjong (銀河麻雀) analyzer"
    )
    parser.add_argument("hand", nargs="?", help="hand in notation, e.g. 77m67p234p3s8g5g6g2g4g")
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the window offscreen with HAND analysed, save a PNG, exit",
    )
    parser.add_argument("--lang", choices=("en", "ja"), help="UI language")
    parser.add_argument(
        "--tab",
        choices=TAB_KEYS,
        metavar="KEY",
        help=f"tab shown first (and in the screenshot): {', '.join(TAB_KEYS)}",
    )
    parser.add_argument(
        "--rank-by",
        choices=RANKINGS,
        metavar="KEY",
        help=f"the Discard tab's ranking (and the screenshot's): {', '.join(RANKINGS)}",
    )
    parser.add_argument(
        "--size",
        type=_size,
        default=SCREENSHOT_SIZE,
        metavar="WxH",
        help="window size of the screenshot, e.g. 1000x650 (default 1320x860; each side "
        f"{SIZE_RANGE.start}-{SIZE_RANGE.stop - 1})",
    )
    parser.add_argument(
        "--game",
        type=_turns,
        metavar="TURNS",
        help="with --screenshot: the game table window after TURNS of your turns of a seeded "
        "game (calls and riichi taken when offered, else the drawn tile discarded)",
    )
    parser.add_argument("--seed", type=int, default=7, help="seed of the --game screenshot")
    parser.add_argument(
        "--players", type=int, choices=(2, 4), default=4, help="players of the --game screenshot"
    )
    parser.add_argument(
        "--table",
        metavar="TEXT",
        help="the table around the hand in its text form (README), e.g. "
        "'--river right=1z9m5P*3s --dora 3m', shown with the table section open",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start the app offscreen, analyse the example hand, check its waits, exit 0 if right",
    )
    return parser.parse_args(argv)


def _turns(text: str) -> int:
    """``"12"`` -> 12 turns (0 or more); argparse reports anything else."""
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of turns (0 or more)")
    return int(text)


def _size(text: str) -> tuple[int, int]:
    """``"1000x650"`` -> ``(1000, 650)``, each side in :data:`SIZE_RANGE`; argparse reports
    anything else."""
    width, _, height = text.lower().partition("x")
    digits = width.isdigit() and height.isdigit()
    if not digits or int(width) not in SIZE_RANGE or int(height) not in SIZE_RANGE:
        raise argparse.ArgumentTypeError(
            f"'{text}' is not a size such as 1000x650 "
            f"(each side {SIZE_RANGE.start}-{SIZE_RANGE.stop - 1} pixels)"
        )
    return int(width), int(height)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``mahjong-galaxy`` command; returns the exit status."""
    args = _arguments(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from mahjong_galaxy.app.selftest import run_self_test

        return run_self_test(main)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from mahjong_galaxy.app.syslibs import ensure_libraries

    ensure_libraries(sys.argv[1:] if argv is None else argv)  # names missing Qt libraries
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app import solver_process
    from mahjong_galaxy.app.about import app_icon
    from mahjong_galaxy.app.i18n import Translators, system_language
    from mahjong_galaxy.app.main_window import MainWindow
    from mahjong_galaxy.app.style import apply_style
    from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
    from mahjong_galaxy.core.errors import HandError
    from mahjong_galaxy.core.hand import parse_hand

    if args.hand:
        try:
            parse_hand(args.hand, sizes=range(15))
        except HandError as error:
            print(f"mahjong-galaxy: {error}", file=sys.stderr)
            return 2
    _quiet_offscreen()
    app = QApplication.instance() or QApplication(["mahjong-galaxy"])
    app.setOrganizationName("MahjongGalaxy")
    app.setApplicationName("mahjong-galaxy")
    app.setDesktopFileName("mahjong-galaxy")
    app.setWindowIcon(app_icon())
    apply_style(app)
    settings = None if args.screenshot else QSettings()
    translators = Translators()
    saved = settings.value("language") if settings is not None else None
    translators.install(args.lang or (str(saved) if saved else system_language()))
    if not args.screenshot:
        quit_on_signals(app)
    window = MainWindow(settings, translators, args.hand)
    if args.table is not None and not window.open_table(args.table):
        return 2
    if args.tab:
        window.show_tab(args.tab)
    if args.rank_by:
        discard = window.tab("discard")
        assert isinstance(discard, DiscardTab)
        discard.set_ranking(args.rank_by)
    if args.screenshot and args.game is not None:
        shot = (args.size, args.game, args.seed, args.players)
        return 0 if game_screenshot(window, args.screenshot, *shot) else 1
    if args.screenshot:
        return 0 if screenshot(window, args.screenshot, args.size) else 1
    window.show()
    status = app.exec()
    solver_process.stop()  # do not wait for an abandoned analysis
    return status


def quit_on_signals(app: object) -> None:
    """SIGTERM / SIGINT close every window like File → Quit (settings saved), then quit.

    Call before the main window forks the solver child (the child resets the handlers, see
    ``solver_process.die_with_parent``).  Python signal handlers only run when the interpreter
    gets control, so a timer hands it control a few times a second while Qt's event loop runs.
    """
    import signal

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication)

    def close_and_quit() -> None:
        app.closeAllWindows()  # the main window saves its settings
        app.quit()  # also if a window refused to close

    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, lambda *_: QTimer.singleShot(0, close_and_quit))
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)  # let Python run its signal handlers
    timer.start(SIGNAL_POLL_MS)


def screenshot(
    window: object,
    path: str,
    size: tuple[int, int] = SCREENSHOT_SIZE,
    timeout_ms: int = 60000,
) -> bool:
    """Show ``window`` at ``size`` (width, height in pixels), wait for its analysis, save a
    PNG."""
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.resize(*size)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    while (window.runner.pending() or window.context.analysis is None) and (
        clock.elapsed() < timeout_ms
    ):
        QApplication.processEvents()
        QApplication.instance().thread().msleep(5)
    for _ in range(5):
        QApplication.processEvents()
    ok = window.grab().save(path, "PNG")
    print(f"{'wrote' if ok else 'could not write'} {path}")
    window.close()
    return ok


def game_screenshot(
    window: object, path: str, size: tuple[int, int], turns: int, seed: int, players: int = 4
) -> bool:
    """Play ``turns`` of the human's turns of a seeded ``players``-player game in the game table
    window
    (riichi, tsumo, ron and calls taken when offered, else the drawn tile discarded), save a PNG
    of that window at ``size``."""
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app.main_window import MainWindow
    from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab

    assert isinstance(window, MainWindow)
    tab = window.tab_widgets["practice"]
    assert isinstance(tab, PracticeTab)
    page, game_window = tab.game, tab.game_window
    game_window.resize(*size)
    game_window.open()
    page.delay_ms = 0
    page.players.setCurrentIndex(page.players.findData(players))
    page.seed.setValue(seed)
    page.new_game()
    preference = ("tsumo", "ron", "riichi", "pon", "chi", "discard")
    clock = QElapsedTimer()
    clock.start()
    played = 0
    while played < turns and clock.elapsed() < 120000:
        QApplication.processEvents()
        session = page.session
        if session is None or session.round.over:
            break
        legal = session.human_legal() if session.human_to_act and not page.thinking else []
        if len(legal) > 1:
            drawn = session.human_view().drawn
            legal.sort(
                key=lambda a: (
                    preference.index(a.type) if a.type in preference else 9,
                    a.tile != drawn,
                )
            )
            page.human(legal[0])
            played += 1
        QApplication.instance().thread().msleep(2)
    while window.runner.pending() and clock.elapsed() < 120000:
        QApplication.processEvents()
    for _ in range(5):
        QApplication.processEvents()
    ok = game_window.grab().save(path, "PNG")
    print(f"{'wrote' if ok else 'could not write'} {path} ({played} turns)")
    if page.results_dialog is not None:  # the round ended: the results dialog beside it
        results = str(Path(path).with_suffix("")) + "-results.png"
        ok = page.results_dialog.grab().save(results, "PNG") and ok
        print(f"wrote {results}")
    return ok


#: What Qt's offscreen platform says about every window it shows: true there and of no use to a
#: user (``make run`` on a machine without a display shows it).
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


def _quiet_offscreen() -> None:
    """On the offscreen platform, pass Qt's messages to stderr as Qt does, but for
    :data:`OFFSCREEN_NOISE`."""
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message != OFFSCREEN_NOISE:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


if __name__ == "__main__":
    sys.exit(main())
