"""Scorepad's URLs. No language prefix: the language comes from the switch and the browser."""

from django.conf import settings
from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path

from scorepad import ratelimit
from scorepad.views import board, entry, exports, home, pwa

urlpatterns = [
    path("", home.home, name="home"),
    path("sw.js", pwa.service_worker, name="service_worker"),
    path("offline/", pwa.offline_page, name="offline"),
    path("manifest.<str:language>.webmanifest", pwa.manifest, name="manifest"),
    path("rules-engine.<slug:version>.json", pwa.rules_engine, name="rules_engine"),
    path("games/new/", home.new_game, name="new_game"),
    path("games/import/", home.import_game, name="import_game"),
    path("phone/", home.phone_key_page, name="phone_key"),
    path("games/<slug:public_id>/keep/", home.keep_game, name="keep_game"),
    path("phone/qr.svg", home.phone_key_qr, name="phone_key_qr"),
    path("phone/<slug:key>/", home.bring_games, name="bring_games"),
    # A game's id and links are URL-safe tokens (``models.new_token``): no other text names a
    # game, and none reaches the database.
    path("games/<slug:public_id>/", board.game_page, name="game"),
    path("games/<slug:public_id>/export.json", exports.export_game, name="export_game"),
    path("games/<slug:public_id>/export.csv", exports.export_csv, name="export_csv"),
    path("games/<slug:public_id>/export.pdf", exports.export_pdf, name="export_pdf"),
    path("games/<slug:public_id>/qr/<str:link>.svg", exports.qr_code, name="qr_code"),
    path("stats/", home.stats_page, name="stats"),
    path("games/<slug:public_id>/editor/<slug:token>/", home.editor_link, name="editor_link"),
    path("games/<slug:public_id>/follow/<slug:token>/", home.follow_link, name="follow_link"),
    path("games/<slug:public_id>/deals/", entry.add_deal, name="add_deal"),
    path("games/<slug:public_id>/deals/preview/", entry.preview_deal, name="preview_deal"),
    path("games/<slug:public_id>/deals/<int:number>/", entry.edit_deal, name="edit_deal"),
    path("games/<slug:public_id>/deals/<int:number>/save/", entry.save_deal, name="save_deal"),
    path("games/<slug:public_id>/undo/", entry.undo_deal, name="undo_deal"),
    path("games/<slug:public_id>/rematch/", entry.rematch, name="rematch"),
    path("games/<slug:public_id>/hundreds/", board.toggle_hundreds, name="toggle_hundreds"),
    path("games/<slug:public_id>/links/", entry.renew_links, name="renew_links"),
    path("games/<slug:public_id>/links/new/", entry.confirm_new_links, name="confirm_new_links"),
    path("i18n/", include("django.conf.urls.i18n")),
    # The rules reference (the rules app: its pages, search and offline index).
    path("rules/", include("rules.urls")),
    # Club nights: a club's nights, draws, tables, standings, screens and seasons.
    path("clubs/", include("scorepad.clubs.urls")),
]


def _admin_logins_per_minute() -> int:
    return settings.ADMIN_LOGINS_PER_MINUTE


def admin_urls(prefix: str) -> list[URLPattern | URLResolver]:
    """The admin at the path ADMIN_PATH names, if any (never at a guessable /admin/), with
    its login throttled per client."""
    if not prefix:
        return []
    login = ratelimit.limit("admin-login", _admin_logins_per_minute)(admin.site.login)
    # Found before the admin's own login view, at the same address.
    return [path(f"{prefix}login/", login), path(prefix, admin.site.urls)]


urlpatterns += admin_urls(settings.ADMIN_PATH)
