"""Responsiveness of the analyzer window: the longest event-loop stall while it analyses the
heaviest benchmark hands (target <= 50 ms, issue 3).

A 1 ms QTimer runs in the UI thread during each analysis; a stall is the gap between two of its
ticks minus the interval, in ms.  Each hand is edited into the window like a user would (text
field), analysed in the worker pool, its decompositions listed and the assignment table scrolled
through a few lazy batches.
"""

from __future__ import annotations

import os
import time

HAND_COUNT = 6  # heaviest hands measured in the window
EXTRA_HANDS = ("77m67p234p3s8g5g6g2g4g", "1234567M123456P", "2345678g112233m")


def heaviest_hands(count: int = HAND_COUNT) -> list[str]:
    """The benchmark hands (10+ galaxy tiles) whose full analysis takes longest."""
    from mahjong_galaxy.app.analysis import analyse

    from .hands import benchmark_hands

    timed = []
    for hand in (h for h in benchmark_hands() if h.galaxy_count >= 10):
        start = time.perf_counter()
        analyse(hand)
        timed.append((time.perf_counter() - start, hand.text))
    return [text for _, text in sorted(timed, reverse=True)[:count]]


def measure(window: object, text: str, timeout_s: float = 120.0) -> tuple[float, float]:
    """Load ``text`` into ``window``; return (longest stall ms, wall time ms until settled)."""
    from PySide6.QtCore import QElapsedTimer, QModelIndex, QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app.main_window import MainWindow

    assert isinstance(window, MainWindow)
    clock = QElapsedTimer()
    last = [0.0]
    worst = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        worst[0] = max(worst[0], now - last[0] - 1.0)
        last[0] = now

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    start = time.perf_counter()
    window.hand_panel.notation.line.setText(text)
    window.hand_panel.notation.line.textEdited.emit(text)
    table = window.tab("assignments").table  # type: ignore[attr-defined]
    scrolls = 0
    while time.perf_counter() - start < timeout_s:
        QApplication.processEvents()
        if window.runner.pending():
            continue
        if scrolls < 5 and table.model().canFetchMore(QModelIndex()):
            table.scrollToBottom()
            table.model().fetchMore(QModelIndex())
            scrolls += 1
            continue
        break
    elapsed = (time.perf_counter() - start) * 1000
    timer.stop()
    return worst[0], elapsed


def run() -> None:
    """Print the longest UI stall per heavy hand and overall."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    import mahjong_galaxy.app  # noqa: F401  (PySide6 work-around first)
    from mahjong_galaxy.app.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(None)
    window.resize(1320, 860)
    window.show()
    settle = time.perf_counter() + 3.0  # start-up: first analysis, tile cache warm-up
    while time.perf_counter() < settle:
        app.processEvents()
    hands = [*heaviest_hands(), *EXTRA_HANDS]
    print(f"app responsiveness: {len(hands)} heavy hands analysed in the window")
    stalls = []
    for text in hands:
        stall, elapsed = measure(window, text)
        stalls.append(stall)
        print(f"  {text:<24} longest stall {stall:7.1f} ms   settled after {elapsed:8.1f} ms")
    print(f"  longest event-loop stall: {max(stalls):.1f} ms   (target <= 50 ms)")
    window.close()


if __name__ == "__main__":
    run()
