"""The solver child never outlives the app: it dies with its parent, and SIGTERM quits cleanly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

PARENT = """
import sys, time
from mahjong_galaxy.app import solver_process
pool = solver_process.start()
print(*pool._processes, flush=True)
time.sleep(60)
"""


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting to be reaped counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pid: int, timeout: float = 60.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def test_child_dies_when_the_parent_is_killed() -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True, cwd=Path.cwd()
    )
    try:
        assert parent.stdout is not None
        (child,) = (int(pid) for pid in parent.stdout.readline().split())
        assert alive(child)
        parent.kill()  # SIGKILL: no Python code of the parent runs
        parent.wait(60)
        assert wait_gone(child)
    finally:
        if parent.poll() is None:
            parent.kill()


def test_sigterm_quits_the_app_and_its_child(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "mahjong_galaxy.app.main", "123m456p789s1122z"], env=env
    )
    try:
        end = time.monotonic() + 60
        while not children(app.pid) and time.monotonic() < end:
            time.sleep(0.05)
        (child,) = children(app.pid)  # forked by the window, after the handlers were installed
        app.send_signal(signal.SIGTERM)
        assert app.wait(60) == 0
        assert wait_gone(child)
        assert list((tmp_path / "config").rglob("*.conf"))  # settings were saved on the way out
    finally:
        if app.poll() is None:
            app.kill()


ABANDONED = """
import threading, time
from mahjong_galaxy.app import solver_process
solver_process.start()
outcome = []
def worker():
    try:
        solver_process.call(time.sleep, 30)
        outcome.append("ran")
    except solver_process.Abandoned:
        outcome.append("abandoned")
thread = threading.Thread(target=worker)
thread.start()
time.sleep(0.5)  # the job is running in the child (or still queued: abandoned either way)
solver_process.stop()
thread.join()
print(*outcome)
"""


def test_a_job_running_at_exit_is_abandoned_not_run_again() -> None:
    """Stopping the child (the app's exit) left the worker waiting on it to run the same job
    again in its own thread (the child's death read as a crash), and the exit waited for it:
    seconds after a long analysis.  It is now dropped."""
    done = subprocess.run(
        [sys.executable, "-c", ABANDONED],
        capture_output=True,
        text=True,
        cwd=Path.cwd(),
        timeout=120,
    )
    assert done.stdout.split() == ["abandoned"], done.stderr
