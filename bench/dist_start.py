"""Start-up benchmark of the PyInstaller bundle: launch of ``dist/mahjong-galaxy/mahjong-galaxy``
to its first painted main window (target <= 2 s), plus the bundle's unpacked size (budget 120 MB).

The binary is run with ``--self-test`` (the real app offscreen, see
``mahjong_galaxy/app/selftest.py``); the launch time is passed in ``MAHJONG_GALAXY_LAUNCHED_AT``
(``time.time()``) and the app reports ``first window painted after N ms``.  Skipped, with a
message, when no bundle has been built (``make dist``).
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE_DIR = ROOT / "dist" / "mahjong-galaxy"
BINARY = BUNDLE_DIR / ("mahjong-galaxy.exe" if os.name == "nt" else "mahjong-galaxy")
LAUNCH_ENV = "MAHJONG_GALAXY_LAUNCHED_AT"
START_TARGET_MS = 2000.0
SIZE_BUDGET_MB = 120.0
RUNS = 3
_PAINT_LINE = re.compile(r"first window painted after (\d+) ms .*UI thread CPU (\d+) ms")


def bundle_size_mb(folder: Path = BUNDLE_DIR) -> float:
    """Unpacked size of ``folder`` in MB (10**6 bytes); symlinks count as links, not targets."""
    total = sum(
        (Path(base) / name).lstat().st_size for base, _, names in os.walk(folder) for name in names
    )
    return total / 1e6


def launch_to_paint_ms(binary: Path = BINARY, timeout_s: float = 120.0) -> tuple[float, float]:
    """Run ``binary --self-test`` once: (wall-clock ms from launch to the first painted window,
    CPU ms the app's UI thread had used by then -- independent of other load on the machine).

    Raises RuntimeError (with the app's output) when the self-test fails or prints no timing.
    """
    env = {**os.environ, LAUNCH_ENV: repr(time.time())}
    done = subprocess.run(
        [str(binary), "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout_s,
        check=False,
    )
    match = _PAINT_LINE.search(done.stdout)
    if done.returncode != 0 or match is None:
        raise RuntimeError(
            f"{binary.name} --self-test exited {done.returncode}:\n{done.stdout}{done.stderr}"
        )
    return float(match.group(1)), float(match.group(2))


def run() -> None:
    """Print bundle size and launch-to-first-paint times (first run, min and median of
    :data:`RUNS`), the UI thread's CPU time, and the machine's load average for context."""
    print("Bundle start-up (dist/mahjong-galaxy)")
    if not BINARY.exists():
        print("  skipped: no bundle built (run `make dist` first)")
        return
    size = bundle_size_mb()
    print(f"  unpacked size: {size:.1f} MB (budget {SIZE_BUDGET_MB:.0f} MB)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    runs = [launch_to_paint_ms() for _ in range(RUNS)]
    walls = [wall for wall, _ in runs]
    median = statistics.median(walls)
    verdict = "ok" if median <= START_TARGET_MS else "OVER TARGET"
    print(
        f"  launch -> first painted window: first run {walls[0]:.0f} ms, min {min(walls):.0f} ms, "
        f"median of {RUNS} {median:.0f} ms (target <= {START_TARGET_MS:.0f} ms: {verdict})"
    )
    cpu = statistics.median(cpu for _, cpu in runs)
    print(f"  UI thread CPU until first paint: median {cpu:.0f} ms (load average {load:.1f})")


if __name__ == "__main__":
    run()
