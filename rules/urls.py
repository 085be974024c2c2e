from django.urls import include, path

from rules import offline, views
from scorepad.games import game_types

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("search-index.json", offline.search_index, name="search_index"),
    path("<slug:name>/referee/", views.referee, name="referee"),
    # A game's own pages beside its rules (GameType.rules_pages), named rules:<game>:<page>.
    *(
        path(f"{kind.name}/", include((kind.rules_urls(), kind.name)))
        for kind in game_types()
        if kind.rules_pages
    ),
    path("<slug:name>/", views.document, name="document"),
]
