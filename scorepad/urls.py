"""Scorepad's URLs. No language prefix: the language comes from the switch and the browser."""

from django.contrib import admin
from django.urls import include, path

from scorepad import views

urlpatterns = [
    path("", views.home, name="home"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("rules/", include("rules.urls")),
]
