"""Progress and cancellation tokens shared with the solver child (app/job_control.py)."""

from __future__ import annotations

import pytest

from mahjong_galaxy.app import job_control


def test_a_new_token_supersedes_the_old_one_and_its_next_report_raises() -> None:
    first = job_control.begin()
    assert job_control.progress(first) is None
    job_control.report(first, "search", 128, 60_000)
    assert job_control.progress(first) == job_control.JobProgress("search", 128, 60_000)
    second = job_control.begin()
    assert not job_control.is_current(first) and job_control.is_current(second)
    with pytest.raises(job_control.Cancelled):
        job_control.report(first, "search", 256, 60_000)
    assert job_control.stopped() == first
    job_control.report(second, "solve", 3, 20)
    assert job_control.progress(second) == job_control.JobProgress("solve", 3, 20)


def test_cancel_stops_only_the_token_it_names() -> None:
    old = job_control.begin()
    new = job_control.begin()
    job_control.cancel(old)  # already superseded: the current job keeps running
    assert job_control.is_current(new)
    job_control.cancel(new)
    assert not job_control.is_current(new) and not job_control.is_current(0)
    with pytest.raises(job_control.Cancelled):
        job_control.report(new, "search", 1, 0)
