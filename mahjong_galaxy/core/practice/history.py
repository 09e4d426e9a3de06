"""Practice history and streaks, saved as JSON in the user's data folder (platformdirs).

One file, ``practice_history.json`` in ``platformdirs.user_data_dir("mahjong-galaxy")``:
``{"records": [...]}``, each record a dict with ``mode`` (``quiz``, ``drill``, ``game``),
``hand``, ``seed``, ``settings``, ``seconds``, ``accuracy`` (0.0-1.0), ``correct`` (bool),
``detail`` and ``when`` (ISO time, UTC).  A damaged file is set aside (``.bad``) and a new
history started, so a bad file never stops the app.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

APP_NAME = "mahjong-galaxy"
FILE_NAME = "practice_history.json"


def default_path() -> Path:
    """Where the history is kept for this user."""
    return Path(user_data_dir(APP_NAME)) / FILE_NAME


@dataclass(frozen=True)
class Record:
    """One answered question or finished game (see the module docstring for the fields)."""

    mode: str
    hand: str
    seed: int
    settings: dict[str, Any]
    seconds: float
    accuracy: float
    correct: bool
    detail: str = ""
    when: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))


@dataclass(frozen=True)
class Summary:
    """Totals of one mode: ``answered``, ``correct``, mean ``accuracy``, current and best
    streak of correct answers, mean ``seconds``."""

    answered: int
    correct: int
    accuracy: float
    streak: int
    best_streak: int
    seconds: float


class History:
    """The saved practice records.

    Args:
        path: the JSON file (default: :func:`default_path`).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self.records = self._load()
        #: True while the file could not be written at the last :meth:`add`.
        self.unsaved = False

    def _load(self) -> list[Record]:
        if not self.path.exists():
            return []
        try:
            data = json.loads(self.path.read_text("utf-8"))
            return [Record(**r) for r in data["records"]]
        except (ValueError, KeyError, TypeError):
            self.path.replace(self.path.with_suffix(".bad"))
            return []

    def add(self, record: Record) -> None:
        """Append ``record`` and save (written to a temporary file, then renamed).

        Raises:
            OSError: the file could not be written (a folder without permission, a full disk);
                the record is kept all the same, so the summaries count it, and
                :attr:`unsaved` is True until a save succeeds.
        """
        self.records.append(record)
        self.unsaved = True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_suffix(".tmp")
        payload = {"records": [asdict(r) for r in self.records]}
        temp.write_text(json.dumps(payload, ensure_ascii=False, indent=1), "utf-8")
        os.replace(temp, self.path)
        self.unsaved = False

    def summary(self, mode: str) -> Summary:
        """Totals and streaks of ``mode``."""
        mine = [r for r in self.records if r.mode == mode]
        best = run = 0
        for record in mine:
            run = run + 1 if record.correct else 0
            best = max(best, run)
        if not mine:
            return Summary(0, 0, 0.0, 0, 0, 0.0)
        return Summary(
            len(mine),
            sum(r.correct for r in mine),
            sum(r.accuracy for r in mine) / len(mine),
            run,
            best,
            sum(r.seconds for r in mine) / len(mine),
        )
