"""Work-around for a PySide6 6.12.0 reference-count bug on Python < 3.12.

PySide6 6.12.0 drops one reference to ``None`` on every call of a method returning ``void``
(``QPainter.save``, ``QObject.setObjectName``, ...), and some paths drop references to
``True``/``False`` the same way.  On Python 3.12+ these objects are immortal and nothing
happens; on 3.11 a count reaches zero after a few thousand calls and the interpreter aborts
("none_dealloc: deallocating None", "bool_dealloc").  6.11.x is not affected.  Until the
dependency is pinned away from 6.12.0 everywhere, we give these singletons enough references
to outlive any session.
"""

from __future__ import annotations

import ctypes
import sys

import PySide6

_EXTRA_REFS = 1 << 40  # ~10^12 void calls, far beyond any session


def affected(version: tuple[int, ...], python: tuple[int, ...]) -> bool:
    """True for the PySide6 builds that leak ``None`` references on this Python version."""
    return tuple(version[:2]) == (6, 12) and tuple(python[:2]) < (3, 12)


def protect_none() -> bool:
    """Raise the reference counts of None, True and False once when the bug applies; return
    True if applied now."""
    if not affected(PySide6.__version_info__, sys.version_info) or _STATE["applied"]:
        return False
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        refcount.value += _EXTRA_REFS
    _STATE["applied"] = True
    return True


_STATE = {"applied": False}
