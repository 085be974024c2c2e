from django.urls import URLPattern, URLResolver, include, path

from rules import offline, views
from scorepad.games import game_types

app_name = "rules"
urlpatterns: list[URLPattern | URLResolver] = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("search-index.json", offline.search_index, name="search_index"),
    path("<slug:name>/referee/", views.referee, name="referee"),
]
# A game's own pages beside its rules (``kind.rules.urls``), before its rule page.
urlpatterns += [
    path(f"{kind.name}/", include(kind.rules.urls)) for kind in game_types() if kind.rules.urls
]
urlpatterns.append(path("<slug:name>/", views.document, name="document"))
