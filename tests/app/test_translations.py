"""The Japanese translation is complete and compiled: every UI string of the app's sources is in
the .ts with a finished translation, and the committed .qm is what pyside6-lrelease makes of the
.ts (resources/translations/README.md)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from mahjong_galaxy.app.i18n import TRANSLATIONS

TS = TRANSLATIONS / "mahjong_galaxy_ja.ts"
PACKAGE = TRANSLATIONS.parent.parent


def translation_sources() -> list[str]:
    """The files pyside6-lupdate reads: the app, and core modules whose templates the app
    translates (marked with a Qt-free ``QT_TRANSLATE_NOOP``)."""
    app = sorted((PACKAGE / "app").rglob("*.py"))
    core = sorted(
        p for p in (PACKAGE / "core").rglob("*.py") if "QT_TRANSLATE_NOOP(" in p.read_text()
    )
    return [str(p) for p in (*app, *core)]


def _tool(name: str) -> str:
    path = shutil.which(name, path=str(Path(sys.executable).parent))
    assert path, f"{name} is installed with PySide6"
    return path


def _unfinished(ts: Path) -> list[str]:
    problems = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            if translation.get("type") == "unfinished" or not (translation.text or "").strip():
                problems.append(f"{name}: {message.findtext('source')!r}")
    return problems


def test_every_ui_string_has_a_finished_japanese_translation(tmp_path: Path) -> None:
    """A copy of the .ts updated from the sources (as pyside6-lupdate would) has no entry left
    to translate: a string added without its Japanese is named in the failure."""
    updated = tmp_path / TS.name
    shutil.copy(TS, updated)
    subprocess.run(
        [_tool("pyside6-lupdate"), *translation_sources(), "-ts", str(updated), "-no-obsolete"],
        check=True,
        capture_output=True,
    )
    problems = _unfinished(updated)
    assert not problems, (
        f"Japanese missing for these UI strings: run pyside6-lupdate, translate them in {TS.name}"
        " and run pyside6-lrelease (resources/translations/README.md):\n  " + "\n  ".join(problems)
    )


def test_the_committed_qm_matches_the_ts(tmp_path: Path) -> None:
    built = tmp_path / "ja.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), str(TS), "-qm", str(built)], check=True, capture_output=True
    )
    committed = TS.with_suffix(".qm").read_bytes()
    assert built.read_bytes() == committed, "run pyside6-lrelease on the .ts and commit the .qm"


def _current_messages() -> list[tuple[str, str]]:
    """(source, translation) of every message of the .ts that is not obsolete."""
    pairs = []
    for message in ET.parse(TS).getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") not in ("obsolete", "vanished"):
            pairs.append((message.findtext("source") or "", translation.text or ""))
    return pairs


def test_live_and_remaining_keep_their_own_japanese_words() -> None:
    """'remaining' (unseen copies of the tile) is 残り and 'live' (every unseen tile that can act
    as it, galaxy tiles included) is 有効: the Waits tab heads its chips 残り / 有効枚数, so a
    live count called 残り elsewhere read as a different number."""
    mixed = [
        source
        for source, text in _current_messages()
        if re.search(r"\blive\b", source, re.I)
        and ("有効" not in text or ("残り" in text and "remaining" not in source))
    ]
    assert not mixed, mixed
