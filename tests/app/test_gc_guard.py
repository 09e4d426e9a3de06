"""Garbage with Qt objects is collected on the GUI thread only (app/gc_guard.py)."""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.queues
import os
import threading
from collections.abc import Iterator

import pytest

from mahjong_galaxy.app import gc_guard
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.solver_process import die_with_parent
from tests.helpers.app_fixtures import open_window


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_a_window_turns_the_automatic_collection_off_and_collects_on_its_own_thread(
    window: MainWindow, qtbot: object
) -> None:
    """A collection started by a worker thread's allocations destroyed Qt objects there and
    dead-locked the app (CI): with a window the automatic collection is off, and the GUI
    thread's timer collects each generation past its threshold."""
    collector = gc_guard.install()
    assert collector is not None and collector is gc_guard.install()  # one per process
    assert not gc.isenabled()
    collected_on: list[threading.Thread] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread())

    def cycles() -> None:
        for _ in range(gc.get_threshold()[0] * 3):
            loop: list[object] = []
            loop.append(loop)

    worker = threading.Thread(target=cycles)
    gc.callbacks.append(note)
    try:
        worker.start()
        worker.join()
        assert collected_on == []  # the worker's allocations collected nothing there
        qtbot.waitUntil(lambda: bool(collected_on), timeout=10_000)  # type: ignore[attr-defined]
    finally:
        gc.callbacks.remove(note)
    assert set(collected_on) == {threading.main_thread()}
    assert gc.get_count()[0] <= gc.get_threshold()[0]


def _child_collects(parent: int, answer: multiprocessing.queues.SimpleQueue[bool]) -> None:
    die_with_parent(parent)
    answer.put(gc.isenabled())


def test_the_solver_child_collects_on_its_own() -> None:
    """The solver child is forked from the GUI process (collection off there): it has no GUI
    thread, so its first step turns the automatic collection back on."""
    was = gc.isenabled()
    context = multiprocessing.get_context("fork")
    answer = context.SimpleQueue()
    gc.disable()
    try:
        child = context.Process(target=_child_collects, args=(os.getpid(), answer))
        child.start()
    finally:
        if was:
            gc.enable()
    child.join(timeout=60)
    assert answer.get() is True
