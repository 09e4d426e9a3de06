"""No import cycle among ``mahjong_galaxy`` modules, function-level imports included.

The graph is read with :mod:`ast` from every ``mahjong_galaxy/**.py``: an edge for each
``import`` / ``from ... import`` of a ``mahjong_galaxy`` module anywhere in the file (module
level, inside functions, classes or ``try``), except under ``if TYPE_CHECKING:`` (never run).
``from package import name`` points at ``package.name`` when that is a module, else at
``package``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong_galaxy

PACKAGE = Path(mahjong_galaxy.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node except those under ``if TYPE_CHECKING:``."""
    found: list[ast.AST] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            stack.extend(node.orelse)
            continue
        found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def _imports(name: str, path: Path) -> set[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.add(full if full in MODULES else base)
    return {t for t in targets if t in MODULES and t != name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _find_cycle() -> list[str]:
    """One import cycle as a list of modules (first repeated at the end), or []."""
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for target in sorted(GRAPH[node]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return []

    for start in sorted(GRAPH):
        if start not in state:
            cycle = visit(start)
            if cycle:
                return cycle
    return []


def test_the_graph_sees_function_level_imports() -> None:
    assert "mahjong_galaxy.core.solver.waits" in GRAPH["mahjong_galaxy.cli.waits"]
    assert "mahjong_galaxy.app.main_window" in GRAPH["mahjong_galaxy.app.main"]  # in main()


def test_no_import_cycle() -> None:
    cycle = _find_cycle()
    assert not cycle, " -> ".join(cycle)


def test_the_core_imports_no_qt_and_no_app() -> None:
    for name, path in MODULES.items():
        if name.startswith("mahjong_galaxy.core"):
            text = path.read_text(encoding="utf-8")
            assert "import PySide6" not in text and "from PySide6" not in text, name
            assert not any(t.startswith("mahjong_galaxy.app") for t in GRAPH[name]), name


def _imported_names(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_tests_and_bench_keep_their_own_side() -> None:
    """No test module imports another test module (shared code lives in tests/helpers/), and
    the benchmark imports nothing from tests/."""
    root = PACKAGE.parent
    for path in (root / "tests").rglob("*.py"):
        others = {n for n in _imported_names(path) if n.split(".")[-1].startswith("test_")}
        assert not others, f"{path} imports test modules {others}"
    for path in (root / "bench").rglob("*.py"):
        assert not any(n.split(".")[0] == "tests" for n in _imported_names(path)), path
