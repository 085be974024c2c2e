"""The layers stand straight: the engines import only the core, the registry stands above them,
``models`` does not ask the registry when it is imported, ``rules`` may use ``scorepad`` but
never the reverse, no middleware imports a view, and no two modules import each other, however
far round (the import graph at module level has no cycle)."""

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scorepad", "rules")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts
    }


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def imports_at_import_time(path: Path) -> set[str]:
    """The modules a module imports when it is imported: the statements at its top level (and
    in its top-level blocks), not those inside functions or under ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    pending: list[ast.stmt] = list(tree.body)
    package = (
        module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    )
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    package.split(".")[: len(package.split(".")) - node.level + 1]
                    + ([base] if base else [])
                )
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.If) and not _is_type_checking(node):
            pending += node.body + node.orelse
        elif isinstance(node, (ast.Try, ast.With)):
            pending += node.body
            pending += getattr(node, "orelse", []) + getattr(node, "finalbody", [])
            for handler in getattr(node, "handlers", []):
                pending += handler.body
        elif isinstance(node, ast.ClassDef):
            pending += node.body
    return found


def project_graph() -> dict[str, set[str]]:
    """Module -> the project modules it names in its imports at import time (a package counts
    as its ``__init__``)."""
    modules = project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for imported in imports_at_import_time(path):
            while imported and imported not in modules:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                edges.add(imported)
        graph[name] = edges
    return graph


def test_the_modules_import_each_other_in_no_circle():
    graph = project_graph()
    assert len(graph) > 60
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as error:
        pytest.fail(f"an import circle: {' -> '.join(error.args[1])}")


def test_the_scorepad_package_never_imports_the_rules_reference():
    for name, path in project_modules().items():
        if name.startswith("scorepad"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                modules = (
                    [alias.name for alias in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                    if isinstance(node, ast.ImportFrom)
                    else []
                )
                assert not any(m == "rules" or m.startswith("rules.") for m in modules), name


def test_models_do_not_ask_the_registry_when_imported():
    imported = imports_at_import_time(ROOT / "scorepad" / "models.py")
    assert not any(name.startswith("scorepad.games") for name in imported), imported
    assert not any(name.startswith("scorepad.fastpath") for name in imported), imported


def test_no_middleware_imports_a_view():
    settings_text = (ROOT / "scorepad" / "settings.py").read_text(encoding="utf-8")
    middleware = [
        line.strip().strip('",').rpartition(".")[0]
        for line in settings_text.split("MIDDLEWARE = [", 1)[1].split("]", 1)[0].splitlines()
        if line.strip().startswith('"scorepad')
    ]
    assert middleware, "the project's own middleware is found"
    graph = project_graph()
    for module in middleware:
        seen, stack = set(), [module]
        while stack:
            current = stack.pop()
            assert not current.startswith("scorepad.views"), f"{module} imports {current}"
            for imported in graph.get(current, ()):
                if imported not in seen:
                    seen.add(imported)
                    stack.append(imported)


def test_the_core_imports_nothing_of_the_project():
    """What the engines import runs on the phone too: ``__future__`` and ``typing`` only, which
    MicroPython has stand-ins for."""
    imported = imports_at_import_time(ROOT / "scorepad" / "games" / "core.py")
    assert {name.split(".")[0] for name in imported} == {"__future__", "typing"}, imported
