"""Scorepad's URLs. No language prefix: the language comes from the switch and the browser."""

from django.conf import settings
from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path

from rules import offline as rules_offline
from scorepad import ratelimit, views

urlpatterns = [
    path("", views.home, name="home"),
    path("sw.js", views.service_worker, name="service_worker"),
    path("offline/", views.offline_page, name="offline"),
    path("manifest.<str:language>.webmanifest", views.manifest, name="manifest"),
    path("games/new/", views.new_game, name="new_game"),
    path("games/import/", views.import_game, name="import_game"),
    # A game's id and links are URL-safe tokens (``models.new_token``): no other text names a
    # game, and none reaches the database.
    path("games/<slug:public_id>/", views.game_page, name="game"),
    path("games/<slug:public_id>/export.json", views.export_game, name="export_game"),
    path("games/<slug:public_id>/export.csv", views.export_csv, name="export_csv"),
    path("games/<slug:public_id>/export.pdf", views.export_pdf, name="export_pdf"),
    path("games/<slug:public_id>/qr/<str:link>.svg", views.qr_code, name="qr_code"),
    path("stats/", views.stats_page, name="stats"),
    path("games/<slug:public_id>/editor/<slug:token>/", views.editor_link, name="editor_link"),
    path("games/<slug:public_id>/follow/<slug:token>/", views.follow_link, name="follow_link"),
    path("games/<slug:public_id>/deals/", views.add_deal, name="add_deal"),
    path("games/<slug:public_id>/deals/preview/", views.preview_deal, name="preview_deal"),
    path("games/<slug:public_id>/deals/<int:number>/", views.edit_deal, name="edit_deal"),
    path("games/<slug:public_id>/deals/<int:number>/save/", views.save_deal, name="save_deal"),
    path("games/<slug:public_id>/undo/", views.undo_deal, name="undo_deal"),
    path("games/<slug:public_id>/rematch/", views.rematch, name="rematch"),
    path("games/<slug:public_id>/hundreds/", views.toggle_hundreds, name="toggle_hundreds"),
    path("games/<slug:public_id>/links/", views.renew_links, name="renew_links"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("rules/search-index.json", rules_offline.search_index, name="search_index"),
    path("rules/", include("rules.urls")),
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
