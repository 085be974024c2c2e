"""Every form of the app and the import, fuzzed through the test client: whatever is posted,
the answer is never a server error (the test client raises the view's exception, so a 500
fails the test with its traceback)."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.factories import GUARDED_GAMES, guarded_game

pytestmark = pytest.mark.django_db

fuzzing = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Text as a careless client or an attacker types it: any code point, surrogates and NUL too.
any_text = st.text(st.characters(codec=None), max_size=30) | st.sampled_from(
    ["", "0", "-1", "99999999999999999999", "1e9", "nan", "\x00", "\ud800", " ", "on", "2:bids"]
)
# What a form field's value can be on the wire: a string (surrogates become U+FFFD there).
form_value = any_text.map(lambda text: text.encode("utf-8", "replace").decode("utf-8"))

NEW_GAME_FIELDS = [
    "game",
    "first_dealer",
    *(f"player_{n}" for n in range(1, 9)),
    "joker-length",
    "joker-shtanga",
    "joker-premium",
    "joker-erase",
    "klaverjas-deals",
    "klaverjas-rules",
    "seep-bazzis",
    "ers-target",
    "ers-preset",
    "ers-combos",
    "ers-jokers",
    "ers-penalty",
    "ers-comeback",
]
DEAL_FIELDS = sorted(
    {"number", "phase", "key", "edit", "act", "last", "csrfmiddlewaretoken"}
    | {name for case in GUARDED_GAMES.values() for name in [*case["next"], *case["edit"]]}
    | {f"tricks_{seat}" for seat in range(4)}
    | {"pit", "revoke", "roem_1", "sweeps_1", "opening_sweep", "bid", "trump", "cards"}
)


def posted(fields):
    """A form: some of the fields, with fuzzed values, some repeated."""
    return st.dictionaries(
        st.sampled_from(fields), st.lists(form_value, min_size=1, max_size=2), max_size=12
    ).map(
        lambda form: {
            name: values if len(values) > 1 else values[0] for name, values in form.items()
        }
    )


def a_valid_value_or_anything(valid):
    return st.sampled_from(valid) | form_value


@pytest.fixture(autouse=True)
def no_rate_limit(settings):
    settings.GAMES_PER_MINUTE = 100_000
    cache.clear()


@fuzzing
@given(form=posted(NEW_GAME_FIELDS), game=a_valid_value_or_anything(list(GUARDED_GAMES)))
def test_the_new_game_form_never_fails(form, game):
    response = Client().post(reverse("new_game"), {**form, "game": game})
    assert response.status_code in (303, 400)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=False)
    | any_text,
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(any_text, children, max_size=5)
    ),
    max_leaves=20,
)


@st.composite
def game_documents(draw):
    """Near-valid documents: the right shape with fuzzed parts, or anything at all."""
    game = draw(a_valid_value_or_anything(list(GUARDED_GAMES)))
    case = GUARDED_GAMES.get(game, GUARDED_GAMES["ers"])
    document = {
        "format": draw(st.sampled_from(["scorepad/1", "scorepad/2"])),
        "game": game,
        "players": draw(
            st.lists(any_text, min_size=2, max_size=4)
            | st.just(["Nino", "Giorgi", "Ana", "Levan"] if game != "ers" else ["Ada", "Bo"])
        ),
        "options": draw(
            st.just(case["options"]) | st.dictionaries(any_text, json_values, max_size=3)
        ),
        "deals": draw(
            st.just(case["deals"])
            | st.lists(
                st.dictionaries(
                    st.sampled_from(
                        [
                            *DEAL_FIELDS,
                            "bids",
                            "tricks",
                            "points",
                            "roem",
                            "sweeps",
                            "winner",
                            "playing",
                        ]
                    ),
                    json_values,
                    max_size=4,
                ),
                max_size=3,
            )
        ),
    }
    extra = draw(st.dictionaries(any_text, json_values, max_size=1))
    return draw(st.just({**document, **extra}) | json_values)


@fuzzing
@given(document=game_documents())
def test_the_import_of_any_document_never_fails(document):
    body = json.dumps(document).encode()
    client = Client()
    response = client.post(reverse("import_game"), {"file": SimpleUploadedFile("g.json", body)})
    assert response.status_code in (303, 400)
    if response.status_code == 303:
        # An imported game shows, follows, exports and reads back in.
        assert client.get(response["Location"]).status_code == 200
        assert client.get(reverse("home")).status_code == 200
        exported = client.get(response["Location"] + "export.json")
        assert exported.status_code == 200


@fuzzing
@given(body=st.binary(max_size=300) | any_text.map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_the_import_of_any_bytes_never_fails(body):
    response = Client().post(reverse("import_game"), {"file": SimpleUploadedFile("g.json", body)})
    assert response.status_code == 400


@pytest.mark.parametrize("game", list(GUARDED_GAMES))
def test_every_form_of_a_game_never_fails(game, grant):
    stored = guarded_game(game)
    phone = grant(Client(), stored, "edit")
    urls = [
        reverse("add_deal", args=[stored.public_id]),
        reverse("preview_deal", args=[stored.public_id]),
        reverse("save_deal", args=[stored.public_id, 1]),
        reverse("undo_deal", args=[stored.public_id]),
        reverse("toggle_hundreds", args=[stored.public_id]),
        reverse("rematch", args=[stored.public_id]),
    ]
    case = GUARDED_GAMES[game]

    @fuzzing
    @given(
        url=st.sampled_from(urls),
        form=posted(DEAL_FIELDS),
        base=st.sampled_from([{}, case["next"], case["edit"]]),
        htmx=st.sampled_from(
            [
                {},
                {"HTTP_HX_REQUEST": "true"},
                {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "board"},
            ]
        ),
    )
    def post_anything(url, form, base, htmx):
        response = phone.post(url, {**base, **form}, **htmx)
        assert response.status_code < 500

    post_anything()
    assert phone.get(reverse("game", args=[stored.public_id])).status_code == 200
    assert phone.get(reverse("export_game", args=[stored.public_id])).status_code == 200
