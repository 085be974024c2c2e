"""Scorepad's URLs with the admin mounted, as ADMIN_PATH=admin/ mounts it."""

from scorepad.urls import admin_urls
from scorepad.urls import urlpatterns as site

urlpatterns = [*site, *admin_urls("admin/")]
