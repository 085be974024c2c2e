"""What every game must do: the contract each game's own tests apply to it, as django-allauth's
providers apply ``OAuth2TestsMixin``.

A game's package holds its tests (``scorepad/games/<name>/tests/``): its engine's worked
examples, its pages, its browser tests, and ``test_contract.py``, which is all it takes to run
this contract for the game::

    from tests.contract import GameContract, game_of

    class TestContract(GameContract):
        game = game_of(__name__)

The game is named by its package, never by hand, so a copy of the package under another name
tests itself. The contract reads the game's own data where the package keeps it: its
``samples`` (the worked game, the guarded one) and its tests' ``spec.py`` (the game files
worked by hand from the specification, valid and refused) and ``search.py`` (what players type
and the sections it must find). A game not installed has its tests skipped, not failed
(``skip_unless_installed``, in the package's ``tests/__init__.py``).
"""

from __future__ import annotations

import ast
import copy
import importlib
import importlib.util
import io
import json
import traceback
from types import ModuleType
from typing import Any

import pytest
from django.core.management import call_command
from django.urls import reverse

from scorepad.games import engine, game_type, installed, samples, search_examples

GLOSSARY = "glossary"
FIRST, TOP3 = 1, 3


def game_of(module: str) -> str:
    """The game a module of a game's package belongs to: ``scorepad.games.<name>.tests...``."""
    parts = module.split(".")
    assert parts[:2] == ["scorepad", "games"] and len(parts) > 2, module
    return parts[2]


def skip_unless_installed(module: str) -> None:
    """Skip the tests of a game this run does not install (``SCOREPAD_GAMES``): called by the
    ``__init__`` of its tests' package, so that every module in it is skipped, not failed."""
    name = game_of(module)
    if name not in installed():
        pytest.skip(f"{name} is not installed (SCOREPAD_GAMES)", allow_module_level=True)


def data(name: str, module: str) -> ModuleType | None:
    """A module of the game's tests (``scorepad/games/<name>/tests/<module>.py``), if it has
    one: the data its contract reads."""
    path = f"scorepad.games.{name}.tests.{module}"
    return importlib.import_module(path) if importlib.util.find_spec(path) else None


def game_file(game: str, players, options=None, deals=None) -> dict[str, Any]:
    """A ``scorepad/1`` game file of ``game``, as a game's tests' ``spec.py`` writes them by
    hand; ``options`` and ``deals`` left out when not given."""
    document: dict[str, Any] = {"format": "scorepad/1", "game": game, "players": players}
    if options is not None:
        document["options"] = options
    if deals is not None:
        document["deals"] = deals
    return document


def with_deals(document: dict[str, Any], deals) -> dict[str, Any]:
    """A copy of the game file with these deals."""
    return copy.deepcopy(document) | {"deals": deals}


def with_options(document: dict[str, Any], options) -> dict[str, Any]:
    """A copy of the game file with these options."""
    return copy.deepcopy(document) | {"options": options}


def scoresheet(document: Any, tmp_path) -> tuple[int, str, str]:
    """``manage.py scoresheet`` on a game file (a document, its text or its bytes), in process:
    (exit code, stdout, stderr)."""
    path = tmp_path / "game.json"
    if isinstance(document, bytes):
        path.write_bytes(document)
    else:
        text = document if isinstance(document, str) else json.dumps(document)
        path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = 0
    try:
        call_command("scoresheet", str(path), stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except Exception:  # what `manage.py scoresheet` would show as a traceback, exit 1
        return 1, out.getvalue(), err.getvalue() + traceback.format_exc()
    return code, out.getvalue(), err.getvalue()


def without_why(value: Any) -> Any:
    """A sheet without the notes that explain its scores (``why``), as the spec writes it."""
    if isinstance(value, dict):
        return {key: without_why(item) for key, item in value.items() if key != "why"}
    if isinstance(value, list):
        return [without_why(item) for item in value]
    return value


def searched(query: str, language: str, game: str) -> list[tuple[str, str]]:
    """The sections of ``game`` (its page and its glossary entries) the rules search gives for
    ``query``, best first, in the order a player sees them among the other games' results."""
    from rules import search

    found = [
        (hit.section.document, hit.section.anchor) for hit in search.search(query, language).hits
    ]
    return [
        (document, anchor)
        for document, anchor in found
        if document == game
        or (document == GLOSSARY and (anchor == game or anchor.startswith(f"{game}-")))
    ]


def _cases(module: ModuleType | None, name: str) -> list[Any]:
    return list(getattr(module, name, ())) if module is not None else []


class GameContract:
    """The tests every game passes; a game's ``test_contract.py`` subclasses it and names its
    game (``game = game_of(__name__)``)."""

    game: str

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        """The cases of the game's own data, each a test of its own."""
        spec = data(self.game, "spec")
        search = data(self.game, "search")
        tables = {
            "valid_file": list(dict(getattr(spec, "VALID", {})).items()),
            "refused_file": [(case[0], case) for case in _cases(spec, "REFUSED")],
            "search_case": [(f"{case[1]}:{case[0]}", case) for case in _cases(search, "SEARCHES")],
        }
        for argument, cases in tables.items():
            if argument in metafunc.fixturenames:
                ids = [case_id for case_id, _case in cases]
                values = [case for _case_id, case in cases]
                if not values:
                    metafunc.parametrize(argument, [pytest.param(None, marks=_no_cases)])
                else:
                    metafunc.parametrize(argument, values, ids=ids)

    # Its package

    def test_its_package_holds_every_part(self):
        kind = game_type(self.game)
        package = kind.folder
        for module in ("engine.py", "game.py", "forms.py", "samples.py"):
            assert (package / module).is_file(), module
        for template in ("entry.html", "sheet.html", "options.html"):
            assert (package / "templates" / "scorepad" / "games" / self.game / template).is_file()
        for text in ("en.md", "tr.md", "glossary-en.md", "glossary-tr.md"):
            assert (package / "rules" / text).is_file(), text
        assert (package / "locale" / "tr" / "LC_MESSAGES" / "django.po").is_file()
        assert (package / "tests" / "test_contract.py").is_file()
        assert kind.name == self.game
        assert kind.engine is engine(self.game)
        assert self.game == kind.engine.NAME
        assert kind.stylesheet == f"{self.game}/game.css"
        assert all(file.startswith(f"{self.game}/") for file in kind.static_files())

    def test_its_engine_imports_only_the_core(self):
        """The engine runs on the phone too: plain Python with what the core gives it."""
        source = (game_type(self.game).folder / "engine.py").read_text(encoding="utf-8")
        imported = set()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                imported |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                imported.add(node.module or "")
        assert imported <= {"__future__", "typing", "scorepad.games.core"}, imported

    def test_its_pad_gives_the_values_it_names(self):
        """The page works a game's pad out only when the sheet is drawn, by the names its
        ``pad.KEYS`` declares: they must be the names its ``pad.values`` gives."""
        kind = game_type(self.game)
        document = samples(self.game).long_game()
        players, options = document["players"], kind.full_options(document["options"])
        deals = kind.engine.clean_deals(players, options, [], document["deals"])
        sheet = kind.engine.compute_sheet(players, options, deals)
        upcoming = kind.engine.next_deal(players, options, deals)
        values = kind.pad.values(players, options, sheet, deals, upcoming)
        assert set(values) == set(kind.pad.keys)

    # Its files, worked by hand from the specification

    def test_its_worked_sample_has_the_totals_worked_by_hand(self):
        worked = samples(self.game).WORKED
        rules = engine(self.game)
        options = rules.clean_options(dict(worked["options"]))
        deals = rules.clean_deals(worked["players"], options, [], worked["deals"])
        sheet = rules.compute_sheet(worked["players"], options, deals)
        assert sheet["totals"] == worked["totals"]
        assert sheet["finished"]

    def test_a_hand_worked_file_gives_its_sheet(self, valid_file, tmp_path):
        document, sheet = valid_file
        code, out, err = scoresheet(document, tmp_path)
        assert code == 0, err
        assert err == ""
        result = json.loads(out)
        assert without_why(result["sheet"]) == sheet
        # What the table recorded comes back unchanged (defaults may be added).
        for given, back in zip(document.get("deals", []), result["deals"], strict=True):
            assert {key: back.get(key) for key in given} == given

    def test_a_malformed_file_is_refused_with_its_reason(self, refused_file, tmp_path):
        _name, document, deal, words = refused_file
        code, out, err = scoresheet(document, tmp_path)
        assert code != 0, out[-400:]
        assert out == ""
        assert err.strip(), "no reason given"
        assert "Traceback" not in err
        if deal is not None:
            assert f"deal {deal}:" in err or f"deal {deal} " in err, err
        for word in words:
            assert word in err, err

    def test_a_file_without_options_gets_the_defaults_of_the_specification(self, tmp_path):
        spec = data(self.game, "spec")
        if spec is None or not hasattr(spec, "DEFAULTS"):
            pytest.skip("the game's tests hold no file worked from the specification")
        players, options = spec.DEFAULTS
        document = {"format": "scorepad/1", "game": self.game, "players": players}
        code, out, err = scoresheet(document, tmp_path)
        assert code == 0, err
        assert json.loads(out)["options"] == options

    # At the table

    @pytest.mark.django_db
    def test_a_new_game_with_nothing_changed_takes_the_engines_defaults(self, client):
        """The new-game form as a phone posts it untouched: its players, and each option as
        the form first shows it (a box ticked by default posted, as a browser does)."""
        kind = game_type(self.game)
        post: dict[str, Any] = {"game": self.game}
        post |= {
            f"player_{seat}": name for seat, name in enumerate(samples(self.game).PLAYERS, start=1)
        }
        if kind.options_form is not None:
            for field in kind.options_form(prefix=self.game):
                value = field.value()
                if value not in (None, False, ""):
                    post[field.html_name] = "on" if value is True else value
        started = client.post(reverse("new_game"), post)
        assert started.status_code == 303, started.content.decode()[-2000:]
        exported = client.get(started["Location"] + "export.json")
        assert json.loads(exported.content)["options"] == kind.full_options({})

    # Its rules

    @pytest.mark.django_db
    @pytest.mark.parametrize("language", ["en", "tr"])
    def test_its_rules_open_in_both_languages_at_the_section_a_game_opens(self, client, language):
        kind = game_type(self.game)
        page = client.get(reverse("rules:document", args=[self.game]), {"lang": language})
        assert page.status_code == 200
        assert f'id="{kind.rules_section}"' in page.content.decode()

    @pytest.mark.django_db
    @pytest.mark.parametrize("language", ["en", "tr"])
    def test_its_glossary_entries_have_ids_of_its_own(self, client, language):
        from rules import content

        glossary = content.document(GLOSSARY, language)
        assert glossary is not None
        path = game_type(self.game).rules_text(language, GLOSSARY)
        own = content.file_anchors(path)
        assert own[0] == self.game
        assert all(anchor.startswith(f"{self.game}-") for anchor in own[1:]), own
        assert set(own) <= glossary.anchors
        page = client.get(reverse("rules:document", args=[GLOSSARY]), {"lang": language})
        html = page.content.decode()
        assert all(html.count(f'id="{anchor}"') == 1 for anchor in own)

    @pytest.mark.django_db
    @pytest.mark.parametrize("language", ["en", "tr"])
    def test_the_search_suggests_its_words_and_finds_them_in_its_rules(self, language):
        from django.utils import translation

        examples = game_type(self.game).search.examples
        assert examples, "the game names words of its rules for the search box to suggest"
        with translation.override(language):
            words = [str(example) for example in examples]
            assert words[0] in search_examples(len(installed()))
        for word in words:
            assert searched(word, language, self.game)[:3], word

    def test_most_of_what_players_type_finds_its_section_first(self):
        cases = _cases(data(self.game, "search"), "SEARCHES")
        if not cases:
            pytest.skip("the game's tests hold no searches")
        assert {language for _query, language, _sections, _within in cases} >= {"en", "tr"}
        firsts = [
            bool(set(sections) & set(searched(query, language, self.game)[:1]))
            for query, language, sections, within in cases
            if within == FIRST
        ]
        assert sum(firsts) / max(len(firsts), 1) >= 0.8

    def test_the_search_finds_what_players_type(self, search_case, request):
        query, language, sections, within = search_case
        # A question the search answers a place too low, said in the game's tests' search.py
        # (KNOWN_MISSES, query: where it lands): strict, so that a fix shows here.
        missed = getattr(data(self.game, "search"), "KNOWN_MISSES", {})
        if query in missed:
            request.applymarker(pytest.mark.xfail(reason=missed[query], strict=True))
        results = searched(query, language, self.game)
        assert set(sections) & set(results[:within]), f"{query!r} ({language}): {results[:5]}"


_no_cases = pytest.mark.skip(reason="the game's tests hold no such cases")
