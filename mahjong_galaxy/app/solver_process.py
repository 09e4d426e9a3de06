"""Solver work in a child process, so a long solve never competes with the UI for the GIL.

The solvers are pure Python.  In a worker *thread* they hold the GIL nearly all the time (also
inside long C-level set and dict operations), and the UI thread stalls whenever it needs the
GIL back.  In a child process the worker thread only waits for the answer.

One child serves every request in order (so iterators opened in it stay available between
batches).  It is forked early, before any worker thread exists, where ``fork`` is available and
safe (Linux); elsewhere, or if the child cannot start or dies, the work runs in the calling
worker thread instead: slower UI, same results.  The child dies with the app, however the app
ends (``prctl(PR_SET_PDEATHSIG)``): it is never left running on its own.
"""

from __future__ import annotations

import ctypes
import gc
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from concurrent.futures import CancelledError, Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

_STATE: dict[str, Executor | None] = {}
_LOCK = threading.Lock()
_STOPPED: weakref.WeakSet[Executor] = weakref.WeakSet()  # children stop() ended
_OPEN: dict[str, Iterator[Any]] = {}  # iterators open in this process (used in the child)
_KEYS = itertools.count()
PR_SET_PDEATHSIG = 1  # linux/prctl.h
Batches = Callable[[int, float], tuple[list[Any], bool]]  # (size, budget_s) -> (items, exhausted)


def start() -> Executor | None:
    """Start the child now (call before worker threads exist); None where unsupported."""
    with _LOCK:
        if "pool" not in _STATE:
            _STATE["pool"] = _new_pool()
        return _STATE["pool"]


def _new_pool() -> Executor | None:
    if not sys.platform.startswith("linux"):
        return None
    _ready()  # import the jobs here, so the forked child never needs the import lock
    try:
        pool = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("fork"),
            initializer=die_with_parent,
            initargs=(os.getpid(),),
        )
        pool.submit(_ready).result(timeout=30)
    except Exception:  # no child process here: run in threads
        return None
    return pool


def die_with_parent(parent: int) -> None:
    """In the child, first thing after the fork: get SIGKILL when ``parent`` ends (Linux), and
    exit at once if it has already ended (then the child has been re-parented).  The app's
    SIGTERM / SIGINT handlers are reset: the child simply ends on them; the automatic garbage
    collection, off in the GUI process (:mod:`.gc_guard`), is on again."""
    gc.enable()
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no prctl: the pool notices a dead parent eventually
        pass
    if os.getppid() != parent:
        os._exit(0)


class Abandoned(RuntimeError):
    """The child was stopped (the app is ending): a job running there is dropped, not run
    again in the calling thread (which the app's exit would wait for)."""


def stop() -> None:
    """Stop the child at once (app exit); work still running there is abandoned (its
    :func:`call` raises :class:`Abandoned`)."""
    with _LOCK:
        pool = _STATE.pop("pool", None)
    if pool is None:
        return
    _STOPPED.add(pool)
    processes = list((getattr(pool, "_processes", None) or {}).values())  # CPython detail
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def _ready() -> bool:
    import mahjong_galaxy.app.jobs  # noqa: F401  (every job and the core modules they use)

    return True


def call(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` in the child (module-level ``fn``, picklable arguments and result).

    Blocks the calling worker thread, never the UI; runs ``fn`` directly without a child, or
    when the child died.

    Raises:
        Abandoned: :func:`stop` ended the child while ``fn`` was waiting or running there.
    """
    pool = start()
    if pool is None:
        return fn(*args)
    try:
        return pool.submit(fn, *args).result()
    except (BrokenProcessPool, CancelledError):
        if pool in _STOPPED:
            raise Abandoned(f"{fn.__name__}: the solver child was stopped") from None
        with _LOCK:
            _STATE["pool"] = None
        return fn(*args)


# -- iterators kept open in the child ------------------------------------------------------------
def take(items: Iterator[Any], size: int, budget_s: float) -> tuple[list[Any], bool]:
    """Up to ``size`` items of ``items``, stopping early after ``budget_s`` seconds; and whether
    the iterator is exhausted."""
    out: list[Any] = []
    deadline = time.perf_counter() + budget_s
    for item in items:
        out.append(item)
        if len(out) >= size or time.perf_counter() > deadline:
            return out, False
    return out, True


def open_iterator(key: str, factory: Callable[..., Iterator[Any]], *args: Any) -> None:
    """Create ``factory(*args)`` and keep it under ``key``."""
    _OPEN[key] = iter(factory(*args))


def next_batch(key: str, size: int, budget_s: float) -> tuple[list[Any], bool]:
    """The next batch of iterator ``key`` (see :func:`take`)."""
    items = _OPEN.get(key)
    if items is None:
        return [], True
    out, done = take(items, size, budget_s)
    if done:
        _OPEN.pop(key, None)
    return out, done


def close_iterator(key: str) -> None:
    """Forget iterator ``key``."""
    _OPEN.pop(key, None)


def remote_batches(
    factory: Callable[..., Iterator[Any]], *args: Any
) -> tuple[Batches, Callable[[], None]]:
    """A batch source pulling ``factory(*args)`` in the child, and a function closing it.

    The iterator is created with the first batch; ``factory`` must be a module-level function.
    """
    key = f"it{next(_KEYS)}"
    opened = [False]

    def pull(size: int, budget_s: float) -> tuple[list[Any], bool]:
        if not opened[0]:
            call(open_iterator, key, factory, *args)
            opened[0] = True
        result: tuple[list[Any], bool] = call(next_batch, key, size, budget_s)
        return result

    def close() -> None:
        pool = _STATE.get("pool")
        if opened[0] and pool is not None:
            pool.submit(close_iterator, key)

    return pull, close
