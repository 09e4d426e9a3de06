"""Progress and cancellation of long solver jobs, shared between the app and the solver child.

A few integers in shared memory, made when this module is first imported: :mod:`.jobs` imports
it, and the solver child is forked after the jobs are imported (:mod:`.solver_process`), so the
child and the app see the same memory (without a child, the same process reads what it wrote).
Qt-free, like :mod:`.jobs`.

The app side starts a job with :func:`begin`, which returns its token and makes every earlier
token stale; :func:`cancel` makes a token stale without starting another.  The job side (in the
child) calls :func:`report` with its token: it records the progress and raises
:class:`Cancelled` once the token is stale, so a superseded search stops within one report.
Only one such job is current at a time (the Discard tab's expected-value search).
"""

from __future__ import annotations

import itertools
import multiprocessing
from dataclasses import dataclass

_CURRENT, _TOKEN, _STAGE, _DONE, _TOTAL, _STOPPED = range(6)
#: Stage numbers as stored: index in this tuple (the core's stage names).
STAGES = ("", "search", "solve")
_MEMORY = multiprocessing.RawArray("q", 6)
_TOKENS = itertools.count(1)


class Cancelled(Exception):
    """The job's token went stale: a newer job superseded it, or it was cancelled."""


@dataclass(frozen=True)
class JobProgress:
    """The last progress a job reported.

    Attributes:
        stage: ``"search"`` (states built; ``total`` is the budget, 0 for none), ``"solve"``
            (steps done of ``total``) or ``""`` before the first report.
        done, total: counts of the stage.
    """

    stage: str
    done: int
    total: int


def begin() -> int:
    """A new token, now the current one (every earlier token is stale)."""
    token = next(_TOKENS)
    _MEMORY[_CURRENT] = token
    return token


def cancel(token: int) -> None:
    """Make ``token`` stale (nothing happens if a newer job already superseded it)."""
    if _MEMORY[_CURRENT] == token:
        _MEMORY[_CURRENT] = 0


def is_current(token: int) -> bool:
    """True while ``token`` is the current job's."""
    return bool(token) and _MEMORY[_CURRENT] == token


def report(token: int, stage: str, done: int, total: int) -> None:
    """Job side: record progress of ``token``'s job.

    Raises:
        Cancelled: ``token`` is stale (its stop is recorded for :func:`stopped`).
    """
    if not is_current(token):
        _MEMORY[_STOPPED] = token
        raise Cancelled(f"job {token} was superseded")
    _MEMORY[_TOKEN] = token
    _MEMORY[_STAGE] = STAGES.index(stage) if stage in STAGES else 0
    _MEMORY[_DONE] = done
    _MEMORY[_TOTAL] = total


def progress(token: int) -> JobProgress | None:
    """App side: the last progress of ``token``'s job, None before its first report."""
    if _MEMORY[_TOKEN] != token:
        return None
    return JobProgress(STAGES[_MEMORY[_STAGE]], _MEMORY[_DONE], _MEMORY[_TOTAL])


def stopped() -> int:
    """The token of the last job that stopped because it was stale (0: none yet)."""
    return int(_MEMORY[_STOPPED])
