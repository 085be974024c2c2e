from django.urls import path

from rules import views

app_name = "rules"
urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("klaverjas/referee/", views.klaverjas_referee, name="klaverjas_referee"),
    path("joker/referee/", views.joker_referee, name="joker_referee"),
    path("seep/referee/", views.seep_referee, name="seep_referee"),
    path("<slug:name>/", views.document, name="document"),
]
