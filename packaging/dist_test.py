"""`make dist-test` (the release check): run ``--self-test`` on the built bundle, then print its
size and launch-to-first-paint time.

    .venv/bin/python packaging/dist_test.py

Exits with the self-test's status (0 = the bundled app analysed the example hand and got the
expected waits), or 1 when no bundle has been built or the start-up measurement fails.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import dist_start  # noqa: E402


def main() -> int:
    """Self-test the bundle, then report size and start time."""
    if not dist_start.BINARY.exists():
        print(f"no bundle at {dist_start.BINARY}: run `make dist` first", file=sys.stderr)
        return 1
    print(f"$ {dist_start.BINARY.relative_to(ROOT)} --self-test", flush=True)
    status = subprocess.run([str(dist_start.BINARY), "--self-test"], check=False).returncode
    if status != 0:
        print(f"self-test FAILED (exit status {status})", file=sys.stderr)
        return status
    try:
        dist_start.run()
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
