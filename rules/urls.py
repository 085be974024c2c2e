from django.urls import path

from rules import offline, views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("search-index.json", offline.search_index, name="search_index"),
    path("<slug:name>/referee/", views.referee, name="referee"),
    path("<slug:name>/", views.document, name="document"),
]
