"""King at the table, through the pages: starting a game with its options, the declarer's choice
among the contracts still open (the closed ones struck out with their reason), the counts, the
rıfkı in one tap, the trump of a koz deal, the sheet with what each player still owes, and the
sheet leaving the phone."""

import csv
import io
import re

import pytest
from django.urls import reverse

from scorepad.games import game_type
from scorepad.models import Deal, Game
from tests.factories import game_with_deals

pytestmark = pytest.mark.django_db

PLAYERS = ["Ayşe", "Burak", "Cem", "Deniz"]
# The spec's worked example: five deals; deal 6 is Burak's, and Kupa almaz has been played twice.
EXAMPLE = [
    {"declarer": 0, "contract": "kupa", "taken": [0, 5, 2, 6]},
    {"declarer": 1, "contract": "koz", "taken": [3, 6, 1, 3], "trump": "spades"},
    {"declarer": 2, "contract": "kupa", "taken": [4, 0, 1, 8]},
    {"declarer": 3, "contract": "rifki", "taken": [0, 1, 0, 0]},
    {"declarer": 0, "contract": "koz", "taken": [5, 2, 2, 4], "trump": "hearts"},
]


def king_game(deals=(), **options):
    return game_with_deals("king", deals, players=PLAYERS, options=options)


def page(client, game, **headers):
    return client.get(reverse("game", args=[game.public_id]), **headers)


def post_deal(client, game, **fields):
    number = str(len(Deal.objects.filter(game=game)) + 1)
    return client.post(
        reverse("add_deal", args=[game.public_id]), {"number": number, "phase": "deal", **fields}
    )


def deals_of(game):
    return [deal.data for deal in Deal.objects.filter(game=game).order_by("number")]


def test_a_new_king_game_takes_its_options_from_the_form(client):
    response = client.post(
        reverse("new_game"),
        {
            "game": "king",
            **{f"player_{n}": name for n, name in enumerate(PLAYERS, start=1)},
            "king-length": "short",
            "king-first_declarer": "2",
            "king-king": "10",
            "king-negatives_first": "on",
            "king-points_kupa": "-40",
            "king-points_koz": "50",
        },
    )
    assert response.status_code == 303
    game = Game.objects.get()
    options = game_type(game.game).full_options(game.options)
    assert options["length"] == "short"
    assert options["first_declarer"] == 2
    assert options["king"] == 10
    assert options["negatives_first"] is True
    assert options["points"] == {"kupa": -40}  # koz at its usual 50 is no change
    assert "first_dealer" not in game.options


def test_the_home_page_offers_king_with_its_options(client):
    html = client.get(reverse("home")).content.decode()
    assert 'name="game" value="king"' in html
    assert 'name="king-first_declarer"' in html
    assert "Standard: 20 deals, three negatives and two koz each" in html


def test_the_entry_strikes_out_the_contracts_closed_to_the_declarer_with_the_reason(client, editor):
    game = king_game(EXAMPLE)
    editor(game)
    html = page(client, game).content.decode()
    assert 'data-entry-step="6:deal"' in html
    kupa = re.search(
        r'<label class="pick forbidden"><input[^>]*value="kupa"[^>]*>(.*?)</label>', html
    )
    assert kupa, "Kupa almaz is shown closed"
    assert "disabled" in kupa.group(0)
    assert "Kupa almaz has been played twice (deals 1 and 3)" in kupa.group(1)
    for contract in ("el", "erkek", "kiz", "son_iki", "rifki", "koz"):
        assert re.search(
            rf'<label class="pick"><input[^>]*value="{contract}"(?![^>]*disabled)', html
        )
    assert "Ayşe deals; Burak chooses and leads, with 3 negatives and 1 koz left" in html


def test_a_closed_contract_is_refused_next_to_the_choice_keeping_what_was_typed(client, editor):
    game = king_game(EXAMPLE)
    editor(game)
    response = post_deal(
        client, game, contract="kupa", taken_0="1", taken_1="2", taken_2="3", taken_3="7"
    )
    assert response.status_code == 422
    html = response.content.decode()
    assert "Kupa almaz has been played twice (deals 1 and 3)" in html
    assert "deal 6: Kupa" not in html  # the form is deal 6's own: it goes without saying
    assert 'value="7"' in html
    assert len(deals_of(game)) == 5


def test_counts_that_do_not_add_up_are_refused_with_the_units_named(client, editor):
    game = king_game()
    editor(game)
    response = post_deal(
        client, game, contract="kupa", taken_0="4", taken_1="4", taken_2="4", taken_3="0"
    )
    assert response.status_code == 422
    assert "the hearts taken add up to 12, not 13" in response.content.decode()
    assert deals_of(game) == []


def test_the_rifki_is_one_tap_on_who_took_the_king_of_hearts(client, editor):
    game = king_game()
    editor(game)
    response = post_deal(client, game, contract="rifki", rifki="2")
    assert response.status_code == 303
    assert deals_of(game) == [{"declarer": 0, "contract": "rifki", "taken": [0, 0, 1, 0]}]


def test_a_koz_deal_records_its_trump(client, editor):
    game = king_game()
    editor(game)
    response = post_deal(
        client,
        game,
        contract="koz",
        trump="spades",
        taken_0="3",
        taken_1="6",
        taken_2="1",
        taken_3="3",
    )
    assert response.status_code == 303
    assert deals_of(game) == [
        {"declarer": 0, "contract": "koz", "taken": [3, 6, 1, 3], "trump": "spades"}
    ]


def test_the_sheet_shows_each_contract_and_what_every_player_still_owes(client, editor):
    game = king_game(EXAMPLE)
    editor(game)
    response = page(client, game)
    html = response.content.decode()
    for seat, total in enumerate([280, -70, 60, -70]):
        assert f'data-testid="total-{seat}">{total}<' in html
    # Ayşe has declared a negative and a koz: 2 and 1 left; Burak a koz: 3 and 1.
    for seat, (negatives, koz) in enumerate([(2, 1), (3, 1), (2, 2), (2, 2)]):
        assert f'data-testid="negatives-left-{seat}">{negatives}<' in html
        assert f'data-testid="koz-left-{seat}">{koz}<' in html
    negatives = re.search(r'<ul class="negatives-left".*?</ul>', html, re.S).group(0)
    assert re.search(r'<li class="closed"><b>Kupa almaz</b> closed', negatives)
    assert "Rıfkı</b> 1 play left" in negatives
    assert "El almaz</b> 2 plays left" in negatives
    assert html.count("Kupa almaz") >= 3  # deals 1 and 3 on the sheet, and the list
    # The deals still to play are written in with their declarers.
    assert 'data-deal="20"' in html


def test_a_finished_game_names_its_winners_and_who_is_out(client, editor):
    from scorepad.games.king import samples

    game = game_with_deals(
        "king", samples.WORKED["deals"], players=PLAYERS, options=samples.WORKED["options"]
    )
    editor(game)
    html = page(client, game).content.decode()
    assert "Shared win: Burak · Deniz" in html
    assert "Nobody is out: every total is at or below zero." in html
    assert 'id="entry"' not in html


def test_king_made_ends_the_game_and_is_marked_on_the_sheet(client, editor):
    deals = [{"declarer": 0, "contract": "koz", "taken": [10, 1, 1, 1], "trump": "clubs"}]
    game = king_game(deals, king=10)
    editor(game)
    html = page(client, game).content.decode()
    assert "Winner: Ayşe" in html
    assert "Out (above zero): Ayşe" in html
    assert 'class="tag tag-won">King<' in html


def test_the_csv_holds_each_deals_declarer_contract_and_counts(client, editor):
    game = king_game(EXAMPLE[:2])
    editor(game)
    response = client.get(reverse("export_csv", args=[game.public_id]))
    body = response.content.decode().removeprefix("\ufeff")
    rows = list(csv.reader(io.StringIO(body)))
    headings, first, second, total = rows
    assert total[0] == "Total"
    assert headings[:5] == ["Deal", "Declarer", "Dealer", "Contract", "Trump"]
    assert first[:5] == ["1", "Ayşe", "Deniz", "Kupa almaz", ""]
    assert second[:5] == ["2", "Burak", "Ayşe", "Koz", "♠"]
    assert first[headings.index("Burak: taken")] == "5"
    assert first[headings.index("Burak: score")] == "-150"
    assert second[headings.index("Burak: total")] == "150"


def test_the_pdf_and_the_statistics_tell_the_contracts(client, editor):
    from pypdf import PdfReader

    from scorepad.games.king import samples

    game = game_with_deals(
        "king", samples.WORKED["deals"], players=PLAYERS, options=samples.WORKED["options"]
    )
    editor(game)
    pdf = client.get(reverse("export_pdf", args=[game.public_id]))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert "Kupa almaz" in text and "Rıfkı" in text
    assert "first declarer: Ayşe" in text
    stats = client.get(reverse("stats"))
    burak = {player.name: player for player in stats.context["players"]}["Burak"]
    figures = dict(burak.records["king"].figures)
    assert figures["contracts declared"] == 3
    assert figures["koz tricks"] == 3 + 4 + 3 + 3
    assert figures["penalty cards and tricks taken"] == 3 + 5 + 2 + 1 + 0 + 0 + 4 + 3


def test_the_king_page_speaks_turkish(client, editor):
    game = king_game(EXAMPLE)
    editor(game)
    html = page(client, game, HTTP_ACCEPT_LANGUAGE="tr").content.decode()
    assert "Kupa almaz iki kez oynandı (1. ve 3. dağıtımlar)" in html
    assert "Seçilecekler" in html
    assert "Ayşe dağıtır; Burak oyunu seçer ve ilk ele başlar." in html
