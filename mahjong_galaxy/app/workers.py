"""Background work on a QThreadPool with results delivered to the UI thread.

:class:`TaskRunner` runs keyed jobs: submitting a job under a key makes every earlier job of that
key stale, and a stale job's result is dropped, so the UI never shows results for a hand that is no
longer current.  A job that became stale while queued does not run at all.

:class:`BatchFetcher` pulls a slow iterator in the background, a batch at a time, on request
(the lazy ``fetchMore`` of item models).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from mahjong_galaxy.app.solver_process import Batches, take

BUSY_DELAY_MS = 100  # a job running longer than this shows the busy indicator
GIL_SWITCH_S = 0.0005  # Python thread switch interval while jobs run (default 0.005 s)


def share_gil_quickly() -> None:
    """Make the UI thread wait at most ~0.5 ms for the GIL when a worker is computing.

    Solver jobs are pure Python; with the default 5 ms switch interval every Qt call that
    releases the GIL during painting can hand it to the worker for 5 ms, so one repaint of a
    row of tiles could stall for hundreds of milliseconds.
    """
    if sys.getswitchinterval() > GIL_SWITCH_S:
        sys.setswitchinterval(GIL_SWITCH_S)


class _Relay(QObject):
    """Lives in the UI thread; workers emit on it, so slots run queued in the UI thread."""

    done = Signal(str, int, object)  # key, generation, result
    failed = Signal(str, int, str)  # key, generation, message


class _Job(QRunnable):
    """Runs ``fn`` unless it became stale while queued; the pool owns and deletes it."""

    def __init__(
        self,
        relay: _Relay,
        key: str,
        generation: int,
        fn: Callable[[], Any],
        is_current: Callable[[str, int], bool],
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._key, self._generation, self._fn = relay, key, generation, fn
        self._is_current = is_current

    def run(self) -> None:
        if not self._is_current(self._key, self._generation):
            return  # replaced before it started: never runs
        try:
            result = self._fn()
        except Exception as error:  # reported to the UI, never lost in the worker thread
            detail = "".join(traceback.format_exception_only(error)).strip()
            self._relay.failed.emit(self._key, self._generation, detail)
        else:
            self._relay.done.emit(self._key, self._generation, result)


class TaskRunner(QObject):
    """Keyed background jobs with stale-result dropping and a delayed busy signal.

    Signals:
        busyChanged(bool): True when some current job has run longer than ``busy_delay_ms``
            (default :data:`BUSY_DELAY_MS`); False when no current job is running.
    """

    busyChanged = Signal(bool)

    def __init__(
        self,
        pool: QThreadPool | None = None,
        parent: QObject | None = None,
        busy_delay_ms: int = BUSY_DELAY_MS,
    ) -> None:
        super().__init__(parent)
        share_gil_quickly()
        self.pool = pool or QThreadPool(self)
        if pool is None:
            self.pool.setMaxThreadCount(2)
            self.pool.setExpiryTimeout(-1)  # keep the threads: starting one costs milliseconds
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._generation = 0
        self._current: dict[str, tuple[int, Callable[[Any], None], Callable[[str], None] | None]]
        self._current = {}
        self._busy = False
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(busy_delay_ms)
        self._busy_timer.timeout.connect(self._check_busy)

    @property
    def busy(self) -> bool:
        """True while the busy indicator should show."""
        return self._busy

    def pending(self, key: str | None = None) -> bool:
        """True while a current job (of ``key``, or any) has not reported back."""
        return key in self._current if key is not None else bool(self._current)

    def submit(
        self,
        key: str,
        fn: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None = None,
    ) -> int:
        """Run ``fn()`` in the pool; call ``on_done(result)`` in the UI thread if still current.

        Returns:
            The job's generation number (increasing).
        """
        self._generation += 1
        self._current[key] = (self._generation, on_done, on_error)
        self.pool.start(_Job(self._relay, key, self._generation, fn, self._is_current))
        self._busy_timer.start()
        return self._generation

    def cancel(self, key: str) -> None:
        """Forget the current job of ``key`` (its result will be dropped)."""
        self._current.pop(key, None)
        self._settle()

    def _is_current(self, key: str, generation: int) -> bool:
        """Called from worker threads: is this job still the latest of its key?"""
        entry = self._current.get(key)
        return entry is not None and entry[0] == generation

    def _take(
        self, key: str, generation: int
    ) -> tuple[Callable[[Any], None], Callable[[str], None] | None] | None:
        entry = self._current.get(key)
        if entry is None or entry[0] != generation:
            return None  # stale: a newer job replaced it
        del self._current[key]
        self._settle()
        return entry[1], entry[2]

    def _on_done(self, key: str, generation: int, result: object) -> None:
        callbacks = self._take(key, generation)
        if callbacks is not None:
            callbacks[0](result)

    def _on_failed(self, key: str, generation: int, message: str) -> None:
        callbacks = self._take(key, generation)
        if callbacks is not None and callbacks[1] is not None:
            callbacks[1](message)

    def _check_busy(self) -> None:
        if self._current and not self._busy:
            self._busy = True
            self.busyChanged.emit(True)

    def _settle(self) -> None:
        if not self._current:
            self._busy_timer.stop()
            if self._busy:
                self._busy = False
                self.busyChanged.emit(False)


def iterator_batches(items: Iterator[Any]) -> Batches:
    """A batch source for :class:`BatchFetcher` pulling ``items`` in the worker thread."""
    return lambda size, budget_s: take(items, size, budget_s)


class BatchFetcher(QObject):
    """Pulls a batch source in the background, one batch per :meth:`request`.

    The source (e.g. :func:`iterator_batches`) returns up to
    ``size`` items or what ``budget_ms`` of work produced, so even an iterator that yields rarely
    reports progress.  ``transform`` turns a batch into rows in the worker thread.  Only one
    batch runs at a time, so the source is never advanced by two threads.

    Signals:
        batch(list, bool): rows of one batch and whether the source is exhausted.
    """

    batch = Signal(list, bool)

    def __init__(
        self,
        runner: TaskRunner,
        key: str,
        pull: Batches,
        size: int = 500,
        budget_ms: float = 120.0,
        transform: Callable[[list[Any]], list[Any]] | None = None,
        close: Callable[[], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._runner, self._key, self._source = runner, key, pull
        self._size, self._budget = size, budget_ms / 1000.0
        self._transform = transform or (lambda items: items)
        self._close = close
        self.exhausted = False

    @property
    def running(self) -> bool:
        """True while a batch is being pulled."""
        return self._runner.pending(self._key)

    def request(self) -> None:
        """Pull the next batch unless one is running or the source is done."""
        if self.exhausted or self.running:
            return
        self._runner.submit(self._key, self._pull, self._deliver, self._fail)

    def stop(self) -> None:
        """Drop any running batch; no more batches are delivered."""
        self.exhausted = True
        self._runner.cancel(self._key)
        if self._close is not None:
            self._close()

    def _pull(self) -> tuple[list[Any], bool]:
        items, done = self._source(self._size, self._budget)
        return self._transform(items), done

    def _deliver(self, result: tuple[list[Any], bool]) -> None:
        items, done = result
        self.exhausted = done
        self.batch.emit(items, done)

    def _fail(self, message: str) -> None:
        self.exhausted = True
        self.batch.emit([], True)
