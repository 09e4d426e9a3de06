"""`make dist`: build the one-folder bundle and its .tar.gz.

    .venv/bin/python packaging/build_bundle.py

1. PyInstaller with ``packaging/mahjong_galaxy.spec`` -> ``dist/mahjong-galaxy/mahjong-galaxy``
   (work files in ``build/pyinstaller``).
2. Adds the Linux desktop integration next to the binary: ``mahjong-galaxy.desktop`` and
   ``install-desktop-entry.sh`` (the icons are inside the bundle's package data).
3. Packs ``dist/mahjong-galaxy-<version>-linux-<machine>.tar.gz`` (version from pyproject.toml).
4. Prints the unpacked and packed sizes; exits 1 if the bundle is over the 120 MB budget.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.dist_start import BUNDLE_DIR, SIZE_BUDGET_MB, bundle_size_mb  # noqa: E402

PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "mahjong_galaxy.spec"
DESKTOP_FILES = ("mahjong-galaxy.desktop", "install-desktop-entry.sh")


def project_version() -> str:
    """``[project] version`` from pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def run_pyinstaller() -> None:
    """Build ``dist/mahjong-galaxy`` from the spec (replacing an older bundle)."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(ROOT / "dist"),
            "--workpath",
            str(ROOT / "build" / "pyinstaller"),
            str(SPEC),
        ],
        cwd=ROOT,
        check=True,
    )


def add_desktop_files() -> None:
    """Copy the .desktop file and its installer script next to the binary (Linux only)."""
    for name in DESKTOP_FILES:
        shutil.copy2(PACKAGING / name, BUNDLE_DIR / name)


def make_tarball(version: str) -> Path:
    """Pack the bundle folder as ``dist/mahjong-galaxy-<version>-<os>-<machine>.tar.gz``."""
    system = platform.system().lower()
    archive = ROOT / "dist" / f"mahjong-galaxy-{version}-{system}-{platform.machine()}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(BUNDLE_DIR, arcname=BUNDLE_DIR.name)
    return archive


def main() -> int:
    """Build, pack and report; 1 when the unpacked bundle exceeds the size budget."""
    started = time.perf_counter()
    run_pyinstaller()
    if sys.platform.startswith("linux"):
        add_desktop_files()
    archive = make_tarball(project_version())
    size = bundle_size_mb()
    print(f"bundle:  {BUNDLE_DIR.relative_to(ROOT)}/ {size:.1f} MB unpacked")
    print(f"archive: {archive.relative_to(ROOT)} {archive.stat().st_size / 1e6:.1f} MB")
    print(f"built in {time.perf_counter() - started:.0f} s")
    if size > SIZE_BUDGET_MB:
        print(f"ERROR: bundle is over the {SIZE_BUDGET_MB:.0f} MB budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
