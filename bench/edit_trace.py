"""What one keystroke costs: the work the analyzer does between a key that adds a tile and the
waits on screen, counted (not timed).

The window starts on ``77m67p234p3s8g5g6g2g`` (12 tiles) with ``4`` typed; the measured keystroke
is ``g``, which completes the example hand ``77m67p234p3s8g5g6g2g4g``.  Everything the window then
starts is followed until no job is pending.  Solver jobs run in the worker threads here (the
app's fallback where there is no solver child) so a profiler sees them; the functions are the
ones the child would run.

Printed figures:
  hops             functions a reader follows from the key to the waits on screen: the shortest
                   call chain from the key press to ``solve_waits`` plus the one from the job's
                   start to the Waits tab showing the result (lambdas count: each is a stop)
  jobs             background jobs submitted to the task runner
  solver calls     round trips to the solver (to the child process in the app)
  supply checks    calls of the physical copy-limit check
  HandErrors       HandError objects created (every one is raised and caught: none reaches the user)
  RegularDP        rank-DP engines built
"""

from __future__ import annotations

import os
import sys
from collections import Counter, defaultdict, deque
from types import FrameType
from typing import Any

START_HAND = "77m67p234p3s8g5g6g2g"
TYPED = "4"
KEY = "g"
PACKAGE = "mahjong_galaxy"


class Tracer:
    """A profile function recording calls of mahjong_galaxy functions (caller -> callee edges)
    in every thread it is installed in."""

    def __init__(self) -> None:
        self.edges: dict[str, set[str]] = defaultdict(set)
        self.calls: Counter[str] = Counter()
        self.on = False

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call" or not self.on:
            return
        name = _name(frame)
        if not name.startswith(PACKAGE):
            return
        self.calls[name] += 1
        caller = frame.f_back
        while caller is not None and not _name(caller).startswith(PACKAGE):
            caller = caller.f_back
        if caller is not None:
            self.edges[_name(caller)].add(name)

    def path(self, start: str, end: str) -> list[str]:
        """The shortest call chain from a function named ``...start`` to one named ``...end``
        (a background job counts as called by the ``submit`` that queued it, and the runner's
        result delivery as called by the job)."""
        edges = {caller: set(callees) for caller, callees in self.edges.items()}
        for name in self.calls:
            if name.endswith("TaskRunner.submit"):
                edges[name] = edges.get(name, set()) | {
                    n for n in self.calls if n.endswith("_Job.run")
                }
            if name.endswith("_Job.run"):
                edges[name] = edges.get(name, set()) | {
                    n
                    for n in self.calls
                    if n.endswith(("TaskRunner._on_done", "TaskRunner._on_failed"))
                }
        starts = [n for n in self.calls if n.endswith(start)]
        previous: dict[str, str | None] = {n: None for n in starts}
        queue = deque(starts)
        while queue:
            node = queue.popleft()
            if node.endswith(end):
                chain = [node]
                while previous[chain[-1]] is not None:
                    chain.append(previous[chain[-1]])  # type: ignore[arg-type]
                return chain[::-1]
            for callee in sorted(edges.get(node, ())):
                if callee not in previous:
                    previous[callee] = node
                    queue.append(callee)
        return []


def _name(frame: FrameType) -> str:
    return f"{frame.f_globals.get('__name__', '')}.{frame.f_code.co_qualname}"


def count(names: Counter[str], suffix: str) -> int:
    """Calls of functions whose qualified name ends with ``suffix``."""
    return sum(n for name, n in names.items() if name.endswith(suffix))


def run() -> None:
    """Print the figures of one keystroke (see the module docstring)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from mahjong_galaxy.app import solver_process, workers
    from mahjong_galaxy.app.main_window import MainWindow
    from mahjong_galaxy.core.hand import parse_hand

    tracer = Tracer()
    solver_process.start = lambda: None  # type: ignore[assignment]  # jobs in worker threads
    original_run = workers._Job.run

    def traced_run(job: Any) -> None:
        sys.setprofile(tracer)
        try:
            original_run(job)
        finally:
            sys.setprofile(None)

    workers._Job.run = traced_run  # type: ignore[method-assign]
    app = QApplication.instance() or QApplication([])
    window = MainWindow(None, hand=START_HAND)
    window.resize(1320, 860)
    window.show()
    settle(app, window)
    for key in TYPED:
        window.keyPressEvent(
            QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_4, Qt.KeyboardModifier.NoModifier, key)
        )
    settle(app, window)
    submitted = [0]
    original_submit = workers.TaskRunner.submit

    def counting_submit(runner: Any, *args: Any, **kwargs: Any) -> int:
        submitted[0] += 1
        return original_submit(runner, *args, **kwargs)

    workers.TaskRunner.submit = counting_submit  # type: ignore[method-assign]
    sys.setprofile(tracer)
    tracer.on = True
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_G, Qt.KeyboardModifier.NoModifier, KEY)
    window.keyPressEvent(event)
    settle(app, window)
    tracer.on = False
    sys.setprofile(None)
    workers.TaskRunner.submit = original_submit  # type: ignore[method-assign]
    assert window.context.hand == parse_hand(START_HAND + TYPED + KEY), window.editor.hand_text
    calls = tracer.calls
    to_solver = tracer.path("MainWindow.keyPressEvent", "solve_waits")
    to_screen = tracer.path("_Job.run", "WaitsTab.show_analysis")
    hops = len(to_solver) + len(to_screen)
    print(f"one keystroke ({START_HAND} + {TYPED}{KEY}, until every job is done):")
    print(
        f"  hops          {hops:5d}  (key -> solve_waits {len(to_solver)}, "
        f"job -> Waits tab {len(to_screen)})"
    )
    print(f"  jobs          {submitted[0]:5d}")
    print(f"  solver calls  {count(calls, 'solver_process.call'):5d}")
    print(f"  supply checks {count(calls, 'check_supply'):5d}")
    print(f"  HandErrors    {count(calls, 'HandError.__init__'):5d}")
    print(f"  RegularDP     {count(calls, 'RegularDP.__init__'):5d}")
    if "-v" in sys.argv:
        for name in [*to_solver, "...", *to_screen]:
            print(f"    {name}")
        for target in ("RegularDP.__init__", "check_supply", "HandError.__init__"):
            callers = Counter(
                c for c, callees in tracer.edges.items() for n in callees if n.endswith(target)
            )
            print(f"  {target} called from: {', '.join(sorted(callers))}")
    window.close()


def settle(app: Any, window: Any) -> None:
    """Process events until no job of the window is pending (and a few turns more)."""
    import time

    deadline = time.perf_counter() + 120
    quiet = 0
    while quiet < 20 and time.perf_counter() < deadline:
        app.processEvents()
        quiet = 0 if window.runner.pending() else quiet + 1
        time.sleep(0.005)


if __name__ == "__main__":
    run()
