"""The layers stand straight, by every import (at the top of a module, inside a function or under
``TYPE_CHECKING``): the engines import only the core, the registry stands above them, ``models``
never asks the registry, ``rules`` may use ``scorepad`` but never the reverse, no middleware
imports a view or answers for one, views import no template tags, our template tags compute no
cache keys, a view gets its game as an argument, and no two modules import each other, however
far round (the import graph has no cycle)."""

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
    """The app's modules: not its migrations, nor the tests kept in its packages (the clubs',
    each game's ``tests/``), which test the layers from outside and may import any of them."""
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts and "tests" not in path.parts
    }


def imports(path: Path) -> set[str]:
    """Every module a module names in an import statement, wherever the statement is: at its
    top, inside a function, under ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    package = (
        module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    )
    for node in ast.walk(tree):
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
    return found


def project_graph() -> dict[str, set[str]]:
    """Module -> the project modules it names in its imports (a package counts as its
    ``__init__``)."""
    modules = project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for imported in imports(path):
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


def test_models_never_ask_the_registry():
    imported = imports(ROOT / "scorepad" / "models.py")
    assert not any(name.startswith("scorepad.games") for name in imported), imported
    assert not any(name.startswith("scorepad.fastpath") for name in imported), imported


def test_the_game_types_import_neither_the_forms_nor_the_registry():
    imported = imports(ROOT / "scorepad" / "games" / "base.py")
    assert not any(name.startswith("scorepad.forms") for name in imported), imported
    assert "scorepad.games" not in imported, imported


def own_middleware() -> list[str]:
    from django.conf import settings

    middleware = [name.rpartition(".")[0] for name in settings.MIDDLEWARE]
    return [name for name in middleware if name.startswith("scorepad")]


def test_no_middleware_imports_a_view():
    middleware = own_middleware()
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
    """What the engines import runs on the phone too: ``__future__`` and ``typing``, which
    MicroPython has stand-ins for (and, for the type checker alone, ``collections.abc``)."""
    imported = imports(ROOT / "scorepad" / "games" / "core.py")
    roots = {name.split(".")[0] for name in imported}
    assert {"__future__", "typing"} <= roots <= {"__future__", "typing", "collections"}, imported


def test_no_middleware_answers_for_a_view():
    """A middleware refuses what no view should see (a body too big, a foreign charset), but
    none resolves a URL to answer in a view's place."""
    for module in own_middleware():
        source = (ROOT / Path(*module.split("."))).with_suffix(".py").read_text(encoding="utf-8")
        assert "resolve(" not in source, module
        assert "get_conditional_response" not in source, module


def test_views_import_no_template_tags():
    for name, path in project_modules().items():
        if ".views" in f".{name}" or name.endswith("views"):
            found = [
                module
                for module in imports(path)
                if ".templatetags" in module and module.split(".")[0] in PACKAGES
            ]
            assert not found, (name, found)


# Where the cache keys are made: the views and the kept pages. The offline entry's tags are
# being rewritten elsewhere, and keep their keys until then.
KEYS_ALLOWED = {"scorepad.templatetags.offline_tags"}


def test_our_template_tags_compute_no_cache_keys():
    for name, path in project_modules().items():
        if ".templatetags." in name and name not in KEYS_ALLOWED:
            source = path.read_text(encoding="utf-8")
            found = [module for module in imports(path) if module.startswith("django.core.cache")]
            assert not found, (name, found)
            assert "key_of" not in source and "hashlib" not in source, name


def test_a_view_gets_its_game_as_an_argument_never_from_the_request():
    """No decorator leaves the game on the request for the view to pick up."""
    for name, path in project_modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "setattr":
                target = node.args[0] if node.args else None
                assert getattr(target, "id", "") != "request", name
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    owner = getattr(target, "value", None)
                    assert not (
                        isinstance(target, ast.Attribute) and getattr(owner, "id", "") == "request"
                    ), (name, target.attr)


def test_no_view_asks_a_middleware():
    for name, path in project_modules().items():
        if ".views" in f".{name}" or name.endswith("views"):
            found = [module for module in imports(path) if module.startswith("scorepad.middleware")]
            assert not found, (name, found)
