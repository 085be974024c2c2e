"""The export's file name: readable ASCII for every client, the names as written for browsers."""

from urllib.parse import quote

import pytest
from django.urls import reverse

from scorepad import exports
from tests.factories import GameFactory, game_with_deals

pytestmark = pytest.mark.django_db


def test_turkish_names_are_transliterated_in_the_ascii_file_name():
    game = GameFactory.build(players=["Ayşe Gül", "Işık", "Çağrı", "Öykü İnce"])
    assert exports.filename(game) == "joker-ayse-gul-isik-cagri-oyku-ince.json"


def test_other_latin_letters_lose_their_marks_but_not_the_letter():
    game = GameFactory.build(players=["Zoë", "Łukasz", "Søren", "Müßig"])
    assert exports.filename(game) == "joker-zoe-lukasz-soren-mussig.json"


@pytest.mark.parametrize(
    "players",
    [["Νίκος", "Ελένη", "Γιώργος", "Άννα"], ["ნინო", "გიორგი", "ანა", "ლევანი"]],
)
def test_names_without_latin_letters_leave_the_game_in_the_ascii_name(players):
    game = GameFactory.build(players=players)
    assert exports.filename(game) == "joker.json"
    assert exports.unicode_filename(game) == "joker-" + "-".join(players).lower() + ".json"


def test_a_name_with_nothing_left_is_still_a_file_name():
    assert exports._slug(["!!!", "…"], allow_unicode=False) == "game"
    assert exports._slug(["!!!", "…"], allow_unicode=True) == "game"


def test_a_long_table_gives_a_name_of_bounded_length():
    game = GameFactory.build(players=["Ayşe-Gül Karaosmanoğlu" * 3] * 4)
    assert len(exports.filename(game)) <= exports.SLUG_LENGTH + len(".json")
    assert not exports.filename(game).removesuffix(".json").endswith("-")


def test_the_export_names_the_file_in_ascii_and_in_utf8(client, grant):
    game = game_with_deals(players=["Ayşe Gül", "Işık", "Nino", "Ana"])
    response = grant(client, game).get(reverse("export_game", args=[game.public_id]))
    assert response.status_code == 200
    unicode_name = "joker-ayşe-gül-işık-nino-ana.json"
    assert response["Content-Disposition"] == (
        'attachment; filename="joker-ayse-gul-isik-nino-ana.json"; '
        f"filename*=utf-8''{quote(unicode_name)}"
    )
    assert "joker-ay%C5%9Fe-g%C3%BCl" in response["Content-Disposition"]


def test_an_ascii_table_gets_a_plain_file_name(client, grant):
    game = game_with_deals(players=["Nino", "Giorgi", "Ana", "Levan"])
    response = grant(client, game).get(reverse("export_game", args=[game.public_id]))
    assert response["Content-Disposition"] == (
        'attachment; filename="joker-nino-giorgi-ana-levan.json"'
    )
