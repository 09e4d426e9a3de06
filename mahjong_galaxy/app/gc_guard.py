"""Python's cyclic garbage collector runs on the GUI thread only.

Why: a collection runs on whichever thread happens to allocate past the collector's threshold,
and a worker thread of the solver allocates the most.  When the garbage holds Qt objects (a
window of an earlier analysis, its widgets), their destructors then run on that worker thread:
seen in CI, the worker held Qt's signal mutex inside ``QObject::disconnect`` while waiting for
the GIL, and the GUI thread held the GIL while waiting for that mutex in
``QScrollArea::setWidget``: both threads stopped for good.  So the automatic collection is
turned off in the GUI process and a timer on the GUI thread collects each generation whose
count passed its threshold (the thresholds and generations of :mod:`gc` itself, checked every
:data:`INTERVAL_MS`).  Reference counting still frees everything that is not in a cycle at
once, on any thread.  The solver child process turns the automatic collection back on
(:func:`~.solver_process.die_with_parent`): it has no Qt objects and no GUI thread.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: ms between two checks of the collector's counts on the GUI thread.
INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Collects garbage from a timer on the GUI thread (see the module docstring)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(INTERVAL_MS)

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold (with the younger
        ones, as :func:`gc.collect` does); returns the objects found unreachable (0: none
        due)."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
        return gc.collect(max(due)) if due else 0


def install() -> GuiThreadCollector | None:
    """The process's collector on the GUI thread, made on first call (parented to the
    application, so it lives as long as the app); None without a Qt application."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(GuiThreadCollector)
    return found if found is not None else GuiThreadCollector(app)
