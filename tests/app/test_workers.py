"""Background jobs: stale results are dropped, stale queued jobs never run, busy after 100 ms."""

from __future__ import annotations

import threading

from mahjong_galaxy.app.workers import BatchFetcher, TaskRunner, iterator_batches
from tests.helpers.app_fixtures import WAIT_MS


def test_only_the_latest_job_of_a_key_reports(qtbot: object) -> None:
    runner = TaskRunner()
    runner.pool.setMaxThreadCount(1)
    started, gate = threading.Event(), threading.Event()
    ran: list[int] = []
    shown: list[int] = []

    def job(n: int) -> int:
        if n == 0:
            started.set()
            gate.wait(WAIT_MS / 1000)
        ran.append(n)
        return n

    runner.submit("k", lambda: job(0), shown.append)
    assert started.wait(WAIT_MS / 1000)
    for n in range(1, 5):
        runner.submit("k", lambda n=n: job(n), shown.append)
    gate.set()
    qtbot.waitUntil(lambda: not runner.pending(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    runner.pool.waitForDone()
    assert shown == [4]
    assert ran == [0, 4]  # 1-3 went stale while queued and never ran


def test_errors_reach_the_error_callback(qtbot: object) -> None:
    runner = TaskRunner()
    errors: list[str] = []
    runner.submit("k", lambda: 1 // 0, lambda _: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert "ZeroDivisionError" in errors[0]


def test_busy_signal_only_for_slow_jobs(qtbot: object) -> None:
    # Ordering, not wall time: a job that reports back before the busy delay never turns the
    # busy signal on (the delay is made longer than any wait here, so a loaded machine cannot
    # make the fast job "slow"); a job still running when the delay passes turns it on, and
    # off once it reports.
    runner = TaskRunner(busy_delay_ms=WAIT_MS)
    states: list[bool] = []
    runner.busyChanged.connect(states.append)
    runner.submit("fast", lambda: None, lambda _: None)
    qtbot.waitUntil(lambda: not runner.pending(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert states == []
    assert not runner._busy_timer.isActive()  # nothing can turn it on later
    slow = TaskRunner()
    slow.busyChanged.connect(states.append)
    gate = threading.Event()
    slow.submit("slow", lambda: gate.wait(WAIT_MS / 1000), lambda _: None)
    qtbot.waitUntil(lambda: states == [True], timeout=WAIT_MS)  # type: ignore[attr-defined]
    gate.set()
    qtbot.waitUntil(lambda: states == [True, False], timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_batch_fetcher_pulls_on_request(qtbot: object) -> None:
    runner = TaskRunner()
    fetcher = BatchFetcher(runner, "rows", iterator_batches(iter(range(1050))), size=500)
    batches: list[tuple[int, bool]] = []
    fetcher.batch.connect(lambda items, done: batches.append((len(items), done)))
    for expected in range(1, 4):
        fetcher.request()
        qtbot.waitUntil(lambda n=expected: len(batches) == n, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert batches == [(500, False), (500, False), (50, True)]
    assert fetcher.exhausted


def test_solver_child_gives_the_same_answers(qapp: object) -> None:
    from mahjong_galaxy.app import solver_process
    from mahjong_galaxy.app.jobs import analyse, view_rows
    from mahjong_galaxy.core.hand import parse_hand

    hand = parse_hand("2345678g112233m")
    local = analyse(hand)
    remote = solver_process.call(analyse, hand)
    assert remote.waits == local.waits
    assert remote.assignments.groups == local.assignments.groups
    pull, close = solver_process.remote_batches(view_rows, hand, local.assignments)
    first, done = pull(10, 5.0)
    assert len(first) == 10 and not done
    assert first == list(view_rows(hand, local.assignments))[:10]
    close()
