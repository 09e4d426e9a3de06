"""Responsiveness of the analyzer window: the longest event-loop stall while it analyses the
heaviest benchmark hands (target <= 50 ms, docs/ARCHITECTURE.md "Speed").

A 1 ms QTimer runs in the UI thread during each analysis; a stall is the gap between two of its
ticks minus the interval, in ms.  The UI thread's own CPU time between two ticks is printed too:
on a loaded machine (other processes on the cores) wall-clock gaps grow while the CPU figure,
the work our UI code does per event-loop turn, does not.  Each hand is edited into the window
like a user would (text
field), analysed in the worker pool, its decompositions listed and a few wait sets of the
assignment tree expanded (a lazy batch each) and scrolled to.
"""

from __future__ import annotations

import os
import time

HAND_COUNT = 6  # heaviest hands measured in the window
#: The example hand, and hands of many assignments: 139,968, 2,187 and 314,928 (the most a
#: 13-tile hand can have: 3^5 x 6^4).
EXTRA_HANDS = (
    "77m67p234p3s8g5g6g2g4g",
    "1234567M123456P",
    "2345678g112233m",
    "123456789M1234P",
)


def heaviest_hands(count: int = HAND_COUNT) -> list[str]:
    """The benchmark hands (10+ galaxy tiles) whose full analysis takes longest."""
    from mahjong_galaxy.app.jobs import analyse

    from .hands import benchmark_hands

    timed = []
    for hand in (h for h in benchmark_hands() if h.galaxy_total >= 10):
        start = time.perf_counter()
        analyse(hand)
        timed.append((time.perf_counter() - start, hand.text))
    return [text for _, text in sorted(timed, reverse=True)[:count]]


def measure(window: object, text: str, timeout_s: float = 120.0) -> tuple[float, float, float]:
    """Load ``text`` into ``window``; return the longest stall (ms), the most UI-thread CPU
    between two ticks (ms) and the wall time until everything settled (ms)."""
    from PySide6.QtCore import QElapsedTimer, QModelIndex, QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app.main_window import MainWindow

    assert isinstance(window, MainWindow)
    clock = QElapsedTimer()
    last = [0.0, time.thread_time()]
    worst = [0.0, 0.0]

    def tick() -> None:
        now, cpu = clock.nsecsElapsed() / 1e6, time.thread_time()
        worst[0] = max(worst[0], now - last[0] - 1.0)
        worst[1] = max(worst[1], (cpu - last[1]) * 1000)
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    clock.start()
    last[1] = time.thread_time()
    timer.start()
    start = time.perf_counter()
    window.hand_panel.notation.line.setText(text)
    window.hand_panel.notation.line.textEdited.emit(text)
    tree = window.tab("assignments").tree  # type: ignore[attr-defined]
    model = tree.model()
    scrolls = 0
    while time.perf_counter() - start < timeout_s:
        QApplication.processEvents()
        if window.runner.pending():
            continue
        if scrolls < 5 and scrolls < model.rowCount(QModelIndex()):
            tree.expand(model.index(scrolls, 0))  # a wait set's first batch of assignments
            tree.scrollToBottom()
            scrolls += 1
            continue
        break
    elapsed = (time.perf_counter() - start) * 1000
    timer.stop()
    return worst[0], worst[1], elapsed


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
    stalls, cpus = [], []
    for text in hands:
        stall, cpu, elapsed = measure(window, text)
        stalls.append(stall)
        cpus.append(cpu)
        view = window.context.analysis.assignments if window.context.analysis else None
        total = f"{view.total:>7,} assignments" if view is not None else ""
        print(
            f"  {text:<24} {total}  longest stall {stall:7.1f} ms  (UI CPU {cpu:6.1f} ms)   "
            f"settled after {elapsed:8.1f} ms"
        )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"  longest event-loop stall: {max(stalls):.1f} ms   (target <= 50 ms); most UI-thread "
        f"CPU in one turn: {max(cpus):.1f} ms; load average {load:.1f} on {os.cpu_count()} CPUs"
    )
    window.close()


if __name__ == "__main__":
    run()
