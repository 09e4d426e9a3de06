"""``mahjong-galaxy --self-test``: start the real app offscreen and check one analysis end to end.

The check runs the app exactly as :func:`mahjong_galaxy.app.main.main` starts it (argument
parsing, style, translators, :class:`MainWindow`, its worker pool, ``app.exec()``; ``main``
hands itself to :func:`run_self_test`, so this module does not import it back) with the
example hand ``77m67p234p3s8g5g6g2g4g`` -- a hand players discussed: it waits on 4 and 7 of every
suit plus 1p and 1s, and on the galaxy 1, 4 and 7 of every suit.  A probe object watches the
window: it records the first paint, waits for the analysis the worker delivers to the window, and
compares the waits with :data:`EXPECTED_WAITS` / :data:`EXPECTED_GALAXY_WAITS`.

Output (stdout; a Windows windowed exe has none, the exit status still tells)::

    self-test: 77m67p234p3s8g5g6g2g4g analysed by the app's worker in 9.1 ms
      waits:        4m 7m 1p 4p 7p 1s 4s 7s
      galaxy waits: 1M 4M 7M 1P 4P 7P 1S 4S 7S
      first window painted after 640 ms (from launch; UI thread CPU 590 ms)
    self-test passed

Exit status 0 when everything matches; 1 with the reason (wrong waits, analysis error, no paint,
timeout after :data:`TIMEOUT_MS`) otherwise.  The UI thread's CPU time at the first paint
(counted from process start, so it includes interpreter start-up and imports) is a start-up
figure that does not depend on how busy the machine is.  User settings are never read or
written: the app runs with a temporary config folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from mahjong_galaxy.app.jobs import Analysis
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.solver.waits import WaitResult, WinningTile
from mahjong_galaxy.core.tiles import galaxy_name, kind_name

EXAMPLE_HAND = "77m67p234p3s8g5g6g2g4g"
#: Normal winning tiles of the example hand (Tenhou text).
EXPECTED_WAITS = ("4m", "7m", "1p", "4p", "7p", "1s", "4s", "7s")
#: Winning galaxy tiles of the example hand, by printed kind (uppercase = galaxy).
EXPECTED_GALAXY_WAITS = tuple(f"{number}{suit}" for suit in "MPS" for number in "147")
#: Give up after this long (ms) without a painted window and a finished analysis.
TIMEOUT_MS = 60_000
#: Environment variable holding the launch time (``time.time()``) set by whoever starts the app.
LAUNCH_ENV = "MAHJONG_GALAXY_LAUNCHED_AT"
#: Command line given to the app's own ``main()`` for the check.
APP_ARGV = ("--lang", "en", EXAMPLE_HAND)


def _say(text: str) -> None:
    """Print to stdout when there is one (a windowed Windows exe has ``sys.stdout = None``)."""
    if sys.stdout is not None:
        print(text, flush=True)


def _names(tiles: Iterable[WinningTile], galaxy: bool) -> list[str]:
    name = galaxy_name if galaxy else kind_name
    return [name(kind) for kind in sorted(winning.tile.kind for winning in tiles)]


def check_waits(waits: WaitResult | None) -> tuple[list[str], list[str]]:
    """Compare a core ``WaitResult`` with the expected waits of the example hand.

    Returns:
        (report lines listing the waits found, problems -- empty when everything matches).
    """
    if waits is None:
        return [], ["the analysis has no wait result"]
    normal, galaxy = _names(waits.normal_waits, False), _names(waits.galaxy_waits, True)
    lines = [f"  waits:        {' '.join(normal)}", f"  galaxy waits: {' '.join(galaxy)}"]
    problems = []
    if not waits.tenpai:
        problems.append("the hand is not reported tenpai")
    for label, got, expected in (
        ("waits", normal, EXPECTED_WAITS),
        ("galaxy waits", galaxy, EXPECTED_GALAXY_WAITS),
    ):
        if set(got) != set(expected):
            missing = " ".join(t for t in expected if t not in got) or "-"
            extra = " ".join(t for t in got if t not in expected) or "-"
            problems.append(f"{label} differ: missing {missing}, unexpected {extra}")
    return lines, problems


def _same_hand(hand: Hand, text: str) -> bool:
    expected = parse_hand(text)
    return Counter(hand.tiles) == Counter(expected.tiles) and not hand.melds


class _PaintFilter(QObject):
    """Application-wide event filter calling ``on_paint(widget)`` for every paint event."""

    def __init__(self, on_paint: Callable[[QWidget], None]) -> None:
        super().__init__()
        self.on_paint = on_paint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            self.on_paint(watched)
        return False


class _Probe:
    """Watches the app's main window: first paint, then the analysis of the example hand."""

    def __init__(self, app: QApplication, started: float, finish: Callable[[int], None]) -> None:
        self.app, self.started, self.finish = app, started, finish
        self.window: MainWindow | None = None
        self.older = list(app.topLevelWidgets())  # windows that existed before: not the app's
        self.painted_at: float | None = None
        self.paint_cpu_ms = 0.0  # CPU time of the UI thread (from process start) at first paint
        self.clock = QElapsedTimer()
        self.clock.start()
        self.filter = _PaintFilter(self.painted)
        app.installEventFilter(self.filter)
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def painted(self, widget: QWidget) -> None:
        window = widget.window()
        fresh = all(window is not older for older in self.older)
        if self.painted_at is None and isinstance(window, MainWindow) and fresh:
            self.painted_at = time.time()
            self.paint_cpu_ms = time.thread_time() * 1000.0
            self.window = window
            self.app.removeEventFilter(self.filter)

    def poll(self) -> None:
        if self.clock.elapsed() > TIMEOUT_MS:
            self.fail(self.timeout_reason())
            return
        window = self.window
        if window is None or window.runner.pending():
            return
        analysis = window.context.analysis
        if analysis is None or not _same_hand(analysis.hand, EXAMPLE_HAND):
            return
        self.report(analysis)

    def timeout_reason(self) -> str:
        if self.window is None:
            return f"no main window was painted within {TIMEOUT_MS} ms"
        return f"the analysis did not arrive within {TIMEOUT_MS} ms"

    def report(self, analysis: Analysis) -> None:
        self.timer.stop()
        _say(
            f"self-test: {EXAMPLE_HAND} analysed by the app's worker in "
            f"{analysis.elapsed_ms:.1f} ms"
        )
        if analysis.error:
            self.fail(f"the analysis failed: {analysis.error}")
            return
        lines, problems = check_waits(analysis.waits)
        for line in lines:
            _say(line)
        assert self.painted_at is not None
        _say(
            f"  first window painted after {self.paint_ms():.0f} ms ({self.origin()}; "
            f"UI thread CPU {self.paint_cpu_ms:.0f} ms)"
        )
        if problems:
            self.fail("; ".join(problems))
            return
        _say("self-test passed")
        self.close(0)

    def paint_ms(self) -> float:
        assert self.painted_at is not None
        return (self.painted_at - self.started) * 1000.0

    def origin(self) -> str:
        return "from launch" if os.environ.get(LAUNCH_ENV) else "from self-test start"

    def fail(self, reason: str) -> None:
        self.timer.stop()
        _say(f"self-test FAILED: {reason}")
        if sys.stderr is not None:
            print(f"mahjong-galaxy --self-test: {reason}", file=sys.stderr)
        self.close(1)

    def close(self, status: int) -> None:
        if self.window is not None:
            self.window.close()
        self.finish(status)


def _launch_time() -> float:
    """When the app was launched: :data:`LAUNCH_ENV` if set (by a benchmark), else now."""
    try:
        return float(os.environ[LAUNCH_ENV])
    except (KeyError, ValueError):
        return time.time()


@contextmanager
def _isolated_environment() -> Iterator[None]:
    """Offscreen Qt and a throw-away config folder (QSettings) for the duration of the check."""
    saved = {name: os.environ.get(name) for name in ("QT_QPA_PLATFORM", "XDG_CONFIG_HOME")}
    with tempfile.TemporaryDirectory(prefix="mahjong-galaxy-self-test-") as config:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["XDG_CONFIG_HOME"] = config
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def run_self_test(main: Callable[[list[str]], int]) -> int:
    """Run the check described in the module docstring on the app started by ``main`` (the
    ``mahjong-galaxy`` entry point, called with :data:`APP_ARGV`); returns the exit status
    (0 = passed)."""
    started = _launch_time()
    with _isolated_environment():
        app = QApplication.instance() or QApplication(["mahjong-galaxy"])
        assert isinstance(app, QApplication)
        outcome: list[int] = []

        def finish(status: int) -> None:
            outcome.append(status)
            app.exit(status)

        probe = _Probe(app, started, finish)
        try:
            status = main(list(APP_ARGV))
        except Exception as error:  # any crash of the app is a failed self-test, with the reason
            probe.fail(f"the app raised {type(error).__name__}: {error}")
            return 1
        finally:
            probe.timer.stop()
            app.removeEventFilter(probe.filter)
        return outcome[0] if outcome else (status or 1)
