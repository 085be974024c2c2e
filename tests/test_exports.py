"""The sheet leaving the phone: the export's file name (readable ASCII for every client, the
names as written for browsers), the JSON round trip, the CSV, the PDF, the QR codes, the
results text, and 404 for anyone without rights."""

import csv
import datetime
import io
import json
import re
from urllib.parse import quote
from xml.etree import ElementTree

import pytest
from django.conf import settings as django_settings
from django.urls import reverse
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from pypdf import PdfReader

from scorepad import exports, gamefile
from scorepad.games import game_type, installed, samples
from tests.factories import GameFactory, game_with_deals
from tests.worked_games import games as worked_games_strategy

pytestmark = pytest.mark.django_db
ANY = installed()[0]


def four(players):
    """The names a game of the registry's first kind can take, from these."""
    rules = game_type(ANY).engine
    return players[: max(rules.PLAYERS)] + [
        f"P{n}" for n in range(min(rules.PLAYERS) - len(players))
    ]


def test_turkish_names_are_transliterated_in_the_ascii_file_name():
    game = GameFactory.build(players=["Ayşe Gül", "Işık", "Çağrı", "Öykü İnce"])
    assert exports.filename(game) == f"{ANY}-ayse-gul-isik-cagri-oyku-ince.json"


def test_other_latin_letters_lose_their_marks_but_not_the_letter():
    game = GameFactory.build(players=["Zoë", "Łukasz", "Søren", "Müßig"])
    assert exports.filename(game) == f"{ANY}-zoe-lukasz-soren-mussig.json"


@pytest.mark.parametrize(
    "players",
    [["Νίκος", "Ελένη", "Γιώργος", "Άννα"], ["ნინო", "გიორგი", "ანა", "ლევანი"]],
)
def test_names_without_latin_letters_leave_the_game_in_the_ascii_name(players):
    game = GameFactory.build(players=players)
    assert exports.filename(game) == f"{ANY}.json"
    assert exports.unicode_filename(game) == f"{ANY}-" + "-".join(players).lower() + ".json"


def test_a_name_with_nothing_left_is_still_a_file_name():
    assert exports._slug(["!!!", "…"], allow_unicode=False) == "game"
    assert exports._slug(["!!!", "…"], allow_unicode=True) == "game"


def test_a_long_table_gives_a_name_of_bounded_length():
    game = GameFactory.build(players=["Ayşe-Gül Karaosmanoğlu" * 3] * 4)
    assert len(exports.filename(game)) <= exports.SLUG_LENGTH + len(".json")
    assert not exports.filename(game).removesuffix(".json").endswith("-")


def test_the_export_names_the_file_in_ascii_and_in_utf8(client, grant):
    game = game_with_deals(players=four(["Ayşe Gül", "Işık", "Nino", "Ana"]))
    response = grant(client, game).get(reverse("export_game", args=[game.public_id]))
    assert response.status_code == 200
    names = "-".join(game.players).lower().replace(" ", "-")
    unicode_name = f"{ANY}-{names}.json"
    assert response["Content-Disposition"] == (
        f"attachment; filename=\"{exports.filename(game)}\"; filename*=utf-8''{quote(unicode_name)}"
    )
    assert exports.filename(game).startswith(f"{ANY}-ayse-gul-isik")
    assert f"{ANY}-ay%C5%9Fe-g%C3%BCl" in response["Content-Disposition"]


def test_an_ascii_table_gets_a_plain_file_name(client, grant):
    game = game_with_deals(players=four(["Nino", "Giorgi", "Ana", "Levan"]))
    response = grant(client, game).get(reverse("export_game", args=[game.public_id]))
    names = "-".join(game.players).lower()
    assert response["Content-Disposition"] == f'attachment; filename="{ANY}-{names}.json"'


# The sheet leaving the phone: JSON, CSV, PDF, QR codes, and who may have them


def worked(name):
    from tests import worked_games

    game = worked_games.worked(name)
    return game_with_deals(name, game["deals"], players=game["players"], options=game["options"])


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=worked_games_strategy())
def test_any_game_exported_to_json_and_imported_again_gives_the_same_sheet(document):
    game = gamefile.create_game(gamefile.clean_document(document))
    exported = json.dumps(exports.game_file(game), ensure_ascii=False)
    again = gamefile.create_game(gamefile.parse(exported))
    assert again.game == game.game and again.players == game.players
    assert (
        gamefile.without_notes(gamefile.compute_sheet(gamefile.document_of(again)))
        == (json.loads(exported)["sheet"])
    )


def read_csv(response, separator=","):
    body = response.content.decode("utf-8")
    assert body.startswith("\ufeff"), "a byte-order mark, so spreadsheets read Turkish names"
    return list(csv.reader(io.StringIO(body.removeprefix("\ufeff")), delimiter=separator))


# What Excel set to each language splits a CSV file at: its region's list separator, a semicolon
# wherever the decimal mark is a comma (Georgian Windows too: 1 234,5).
SEPARATORS = {"en": ",", "tr": ";", "nl": ";", "ka": ";"}


def in_language(client, language):
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = language
    return client


@pytest.mark.parametrize("language", SEPARATORS)
@pytest.mark.parametrize("name", installed())
def test_the_csv_read_back_gives_the_sheets_scores_and_totals(client, grant, name, language):
    game = worked(name)
    response = in_language(grant(client, game), language).get(
        reverse("export_csv", args=[game.public_id])
    )
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith(f'attachment; filename="{name}-')
    headings, *rows, last = read_csv(response, SEPARATORS[language])
    assert len(headings) > 2 and all(len(row) == len(headings) for row in [*rows, last])
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    assert len(rows) == len(sheet["deals"])
    with translation.override(language):
        assert last[0] == translation.gettext("Total")
        score = translation.gettext("score")
    for index, (side, total) in enumerate(zip(sheet["sides"], sheet["totals"], strict=True)):
        columns = {
            heading.removeprefix(f"{side}: "): column
            for column, heading in enumerate(headings)
            if heading.startswith(f"{side}: ")
        }
        running = [deal["totals"][index] for deal in sheet["deals"]]
        # The side's running total (its wins, its bazzis) is one of its columns, totalled.
        assert any(
            [row[column] for row in rows] == [str(value) for value in running]
            and last[column] == str(total)
            for column in columns.values()
        ), columns
        if score in columns:
            # Plain whole numbers, as a spreadsheet reads a number: no sign but the minus.
            assert [int(row[columns[score]]) for row in rows] == [
                deal["scores"][index] for deal in sheet["deals"]
            ]


@pytest.mark.parametrize("language", SEPARATORS)
def test_the_csv_is_offered_with_either_separator(client, grant, language):
    game = worked(ANY)
    client = in_language(grant(client, game), language)
    url = reverse("export_csv", args=[game.public_id])
    default = read_csv(client.get(url), SEPARATORS[language])
    for asked, separator in (("comma", ","), ("semicolon", ";")):
        assert read_csv(client.get(url, {"sep": asked}), separator) == default
    # Read with the other separator, the default file would be one column, as Excel shows it.
    other = ";" if SEPARATORS[language] == "," else ","
    assert all(len(row) == 1 for row in read_csv(client.get(url), other))
    # A separator the export does not know gives the language's own, never an error.
    assert read_csv(client.get(url, {"sep": "tab"}), SEPARATORS[language]) == default
    html = client.get(reverse("game", args=[game.public_id])).content.decode()
    assert f"{url}?sep=semicolon" in html and f"{url}?sep=comma" in html


@pytest.mark.parametrize("language", SEPARATORS)
@pytest.mark.parametrize("name", installed())
def test_csv_text_that_a_spreadsheet_would_run_as_a_formula_stays_text(
    client, grant, language, name
):
    formulas = ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)"]
    case = samples(name).GUARDED
    count = len(samples(name).PLAYERS)
    players = (formulas * 2)[:count] if count <= 4 else [*formulas, *samples(name).PLAYERS[4:]]
    game = game_with_deals(name, case["deals"], players=players, options=case["options"])
    response = in_language(grant(client, game), language).get(
        reverse("export_csv", args=[game.public_id])
    )
    rows = read_csv(response, SEPARATORS[language])
    for player in set(players) & set(formulas):
        assert any(cell.startswith("'") and player in cell for row in rows for cell in row)
    for cell in (cell for row in rows for cell in row):
        # A cell a spreadsheet would run is written as text; a number keeps its minus sign.
        if cell[:1] in ("=", "+", "-", "@"):
            assert re.fullmatch(r"-\d+", cell), cell


def first_heading(language, label):
    with translation.override(language):
        return translation.gettext(label)


@pytest.mark.parametrize("name", installed())
def test_the_csv_headings_are_in_the_interface_language(client, grant, name):
    game = worked(name)
    grant(client, game)
    english = read_csv(client.get(reverse("export_csv", args=[game.public_id])))[0]
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = "tr"
    headings = read_csv(client.get(reverse("export_csv", args=[game.public_id])), ";")[0]
    with translation.override("tr"):
        assert headings[0] == translation.gettext(english[0]) != english[0]


def test_a_dutch_csv_has_dutch_headings_and_numbers_a_dutch_excel_reads(client, grant):
    game = worked("klaverjas")
    grant(client, game)
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = "nl"
    headings, *rows = read_csv(client.get(reverse("export_csv", args=[game.public_id])), ";")
    assert headings[:3] == ["Spel", "Gever", "Speelt"]
    assert rows[-1][0] == "Totaal"
    assert "nat" in [cell for row in rows for cell in row]
    # Whole numbers plain: no thousands mark for Excel to misread, no decimals to write.
    assert all(re.fullmatch(r"−?-?\d+|\D.*|", cell) for row in rows for cell in row)


@pytest.mark.parametrize(
    ("language", "decimal", "day"),
    [
        ("en", ".", "Dec. 4, 2026"),
        ("tr", ",", "4 Aralık 2026"),
        ("nl", ",", "4 december 2026"),
        ("ka", ",", "4 დეკემბერი, 2026"),
    ],
)
def test_dates_and_numbers_are_written_as_each_language_writes_them(language, decimal, day):
    from django.utils import formats

    game = worked("joker")
    game.created = datetime.datetime(2026, 12, 4, 20, 0, tzinfo=datetime.UTC)
    with translation.override(language):
        assert exports.played_on(game).endswith(day)
        assert formats.number_format(2.5, 1, use_l10n=True) == f"2{decimal}5"
        assert exports.csv_separator(None, language) == SEPARATORS[language]


def pdf_text(response):
    assert response["Content-Type"] == "application/pdf"
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)


@pytest.mark.parametrize(
    "players", [["Νίκος", "Ελένη", "Γιώργος", "Άννα"], ["ნინო", "გიორგი", "ანა", "ლევანი"]]
)
def test_the_pdf_writes_greek_and_georgian_names(client, grant, players):
    case = samples(ANY).GUARDED
    game = game_with_deals(ANY, case["deals"], players=four(players), options=case["options"])
    text = pdf_text(grant(client, game).get(reverse("export_pdf", args=[game.public_id])))
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    assert all(side in " ".join(text.split()) for side in sheet["sides"])
    assert "In progress, after 1" in text


@pytest.mark.parametrize("name", installed())
def test_every_game_makes_a_pdf_with_its_winner(client, grant, name):
    game = worked(name)
    text = pdf_text(grant(client, game).get(reverse("export_pdf", args=[game.public_id])))
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    winners = [sheet["sides"][side] for side in sheet["winners"]]
    said = f"Winner: {winners[0]}" if len(winners) == 1 else f"Shared win: {' · '.join(winners)}"
    assert said in " ".join(text.split())


def test_the_pdf_speaks_the_interface_language(client, grant):
    game = worked(ANY)
    grant(client, game)
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = "tr"
    text = pdf_text(client.get(reverse("export_pdf", args=[game.public_id])))
    with translation.override("tr"):
        assert translation.gettext("Deal") in text
        assert translation.gettext("Deal") != "Deal"


def test_the_pdf_is_laid_out_once_per_change_of_the_game(client, grant, monkeypatch):
    from scorepad import pdf
    from scorepad.views import exports as export_views

    layouts = []

    def counted(game, sheet, deals):
        layouts.append(len(deals))
        return pdf.pdf_bytes(game, sheet, deals)

    monkeypatch.setattr(export_views, "pdf_bytes", counted)
    case = samples(ANY).GUARDED
    game = game_with_deals(ANY, case["deals"], options=case["options"])
    url = reverse("export_pdf", args=[game.public_id])
    grant(client, game)
    first = client.get(url).content
    assert client.get(url).content == first
    assert layouts == [1]
    # A deal, a new name, another language: each its own PDF, never an old one.
    client.post(reverse("save_deal", args=[game.public_id, 1]), case["edit"])
    client.get(url)
    assert len(layouts) == 2
    game.players = ["Cemile", *game.players[1:]]
    game.save()
    assert "Cemile" in pdf_text(client.get(url))
    assert len(layouts) == 3
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = "tr"
    client.get(url)
    client.get(url)
    assert len(layouts) == 4


def test_the_qr_codes_are_svg_of_the_links(client, grant):
    game = worked(ANY)
    grant(client, game)
    for link in ("follow", "editor"):
        response = client.get(reverse("qr_code", args=[game.public_id, link]))
        assert response.status_code == 200
        assert response["Content-Type"] == "image/svg+xml"
        assert "no-store" in response["Cache-Control"]
        ElementTree.fromstring(response.content)


def test_a_follower_gets_the_follow_qr_code_but_not_the_editors(client, grant):
    game = worked(ANY)
    grant(client, game, "follow")
    assert client.get(reverse("qr_code", args=[game.public_id, "follow"])).status_code == 200
    assert client.get(reverse("qr_code", args=[game.public_id, "editor"])).status_code == 404
    assert client.get(reverse("qr_code", args=[game.public_id, "other"])).status_code == 404


@pytest.mark.parametrize(
    ("view", "args"),
    [
        ("export_game", []),
        ("export_csv", []),
        ("export_pdf", []),
        ("qr_code", ["follow"]),
        ("qr_code", ["editor"]),
    ],
)
def test_strangers_get_404_for_every_export_and_qr_code(client, view, args):
    game = worked(ANY)
    url = reverse(view, args=[game.public_id, *args])
    assert client.get(url).status_code == 404
    assert client.head(url).status_code == 404


def test_a_strangers_statistics_show_nothing_of_other_phones_games(client, grant):
    worked(ANY)
    response = client.get(reverse("stats"))
    assert response.status_code == 200
    assert "Ayşe" not in response.content.decode()
    assert response.context["history"] == []


def test_an_unfinished_games_text_says_how_far_it_is():
    case = samples(ANY).GUARDED
    game = game_with_deals(ANY, case["deals"], options=case["options"])
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    lines = exports.share_text(game, sheet).splitlines()
    assert lines[0].startswith(f"{game_type(ANY).label} · {exports.played_on(game)} · after 1 ")
    assert lines[1].startswith("1. ")
    assert len(lines) == 1 + len(sheet["sides"])


def test_standings_share_a_rank_when_totals_are_equal():
    sheet = {"sides": ["A", "B", "C"], "totals": [5, 9, 9], "winners": [1, 2]}
    assert exports.standings(sheet) == [
        exports.Standing(1, "B", 9, 0, True),
        exports.Standing(1, "C", 9, 0, True),
        exports.Standing(3, "A", 5, -4, False),
    ]


@pytest.mark.parametrize("name", installed())
def test_the_finished_game_page_shows_the_results_and_the_next_steps(client, grant, name):
    game = worked(name)
    html = grant(client, game).get(reverse("game", args=[game.public_id])).content.decode()
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    assert 'data-testid="results"' in html
    assert reverse("rematch", args=[game.public_id]) in html
    assert reverse("export_pdf", args=[game.public_id]) in html
    assert html.count('class="chart-line') == len(game_type(name).export.chart(sheet).lines)


@pytest.mark.parametrize("name", installed())
def test_the_results_text_names_the_game_date_standings_and_winners(client, grant, name):
    game = worked(name)
    response = grant(client, game).get(reverse("game", args=[game.public_id]))
    lines = response.context["share_text"].splitlines()
    sheet = gamefile.compute_sheet(gamefile.document_of(game))
    assert lines[0] == f"{game_type(name).label} · {exports.played_on(game)}"
    assert len(lines) == 2 + len(sheet["sides"])
    assert lines[-1].startswith(("Winner: ", "Shared win: "))
