"""The club's pages, under ``/clubs/`` (``scorepad/urls.py`` includes them). A club, its links
and a table's link are URL-safe tokens (``scorepad.tokens``); a night and a season are numbers
inside their club, whose right every view checks first."""

from django.urls import path

from scorepad.clubs.views import club, nights, results

app_name = "clubs"

urlpatterns = [
    path("", club.index, name="index"),
    path("new/", club.new_club, name="new_club"),
    path("<slug:club_id>/", club.club_page, name="club"),
    path("<slug:club_id>/edit/", club.edit_club, name="edit_club"),
    path("<slug:club_id>/links/", club.links_page, name="links"),
    path("<slug:club_id>/links/<str:role>/new/", club.renew_links, name="renew_links"),
    path("<slug:club_id>/links/<str:role>/qr.svg", club.link_qr, name="link_qr"),
    path("<slug:club_id>/join/<str:role>/<slug:token>/", club.join, name="join"),
    path("<slug:club_id>/screen/", results.club_screen, name="club_screen"),
    # Nights
    path("<slug:club_id>/nights/new/", nights.new_night, name="new_night"),
    path("<slug:club_id>/nights/import/", nights.import_night, name="import_night"),
    path("<slug:club_id>/nights/<int:night_id>/", nights.night_page, name="night"),
    path("<slug:club_id>/nights/<int:night_id>/players/", nights.check_in, name="check_in"),
    path("<slug:club_id>/nights/<int:night_id>/draw/", nights.draw_next, name="draw"),
    path("<slug:club_id>/nights/<int:night_id>/redraw/", nights.redraw_last, name="redraw"),
    path("<slug:club_id>/nights/<int:night_id>/swap/", nights.swap_players, name="swap"),
    path(
        "<slug:club_id>/nights/<int:night_id>/tables/<slug:public_id>/",
        nights.open_table,
        name="open_table",
    ),
    path(
        "<slug:club_id>/nights/<int:night_id>/tables/<slug:public_id>/qr.svg",
        nights.table_qr,
        name="table_qr",
    ),
    path(
        "<slug:club_id>/nights/<int:night_id>/tables/<slug:public_id>/sheet.pdf",
        nights.table_pdf,
        name="table_pdf",
    ),
    path(
        "<slug:club_id>/table/<slug:token>/<slug:public_id>/", nights.table_link, name="table_link"
    ),
    path("<slug:club_id>/nights/<int:night_id>/standings/", results.standings, name="standings"),
    path("<slug:club_id>/nights/<int:night_id>/screen/", results.night_screen, name="screen"),
    path("<slug:club_id>/nights/<int:night_id>/night.json", results.night_json, name="night_json"),
    path(
        "<slug:club_id>/nights/<int:night_id>/standings.csv",
        results.night_csv,
        name="night_csv",
    ),
    path(
        "<slug:club_id>/nights/<int:night_id>/standings.pdf",
        results.night_pdf,
        name="night_pdf",
    ),
    # Seasons
    path("<slug:club_id>/seasons/new/", results.new_season, name="new_season"),
    path("<slug:club_id>/seasons/import/", results.import_season, name="import_season"),
    path("<slug:club_id>/seasons/<int:season_id>/", results.season_page, name="season"),
    path(
        "<slug:club_id>/seasons/<int:season_id>/screen/",
        results.season_screen,
        name="season_screen",
    ),
    path(
        "<slug:club_id>/seasons/<int:season_id>/season.json",
        results.season_json,
        name="season_json",
    ),
    path(
        "<slug:club_id>/seasons/<int:season_id>/standings.csv",
        results.season_csv,
        name="season_csv",
    ),
    path(
        "<slug:club_id>/seasons/<int:season_id>/standings.pdf",
        results.season_pdf,
        name="season_pdf",
    ),
]
