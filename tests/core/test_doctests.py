"""The ``>>>`` examples in the core's docstrings run, and every entry point has one."""

from __future__ import annotations

import doctest
import importlib
import inspect
from pathlib import Path

import pytest

import mahjong_galaxy.core as core

CORE = Path(core.__file__).parent
WITH_EXAMPLES = sorted(
    ".".join(("mahjong_galaxy", *path.relative_to(CORE.parent).with_suffix("").parts)).removesuffix(
        ".__init__"
    )
    for path in CORE.rglob("*.py")
    if ">>>" in path.read_text(encoding="utf-8")
)


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("name", [n for n in core.ENTRY_POINTS if n[0].islower()])
def test_every_entry_function_has_an_example(name: str) -> None:
    function = getattr(core, name)
    assert inspect.isfunction(function)
    assert ">>>" in (function.__doc__ or ""), f"{name} has no >>> example"
