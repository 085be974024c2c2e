from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from scorepad.models import Deal, Game


def _touch(game_ids: Any) -> None:
    """A deal changed here bumps its game's ``updated``, as every change in the app does:
    the followers' ETag and the kept pages follow it (scorepad/views.py)."""
    Game.objects.filter(pk__in=game_ids).update(updated=timezone.now())


class DealInline(admin.TabularInline):
    model = Deal
    extra = 0
    fields = ("number", "data", "client_key", "recorded")
    readonly_fields = ("recorded",)


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("public_id", "game", "__str__", "created", "updated")
    list_filter = ("game",)
    search_fields = ("public_id", "players")
    readonly_fields = ("public_id", "edit_token", "follow_token", "created", "updated")
    inlines = [DealInline]

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        _touch([form.instance.pk])


@admin.register(Deal)
class DealAdmin(admin.ModelAdmin):
    list_display = ("game", "number", "recorded")
    list_select_related = ("game",)
    raw_id_fields = ("game",)

    def save_model(self, request: HttpRequest, obj: Deal, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        _touch([obj.game_id])

    def delete_model(self, request: HttpRequest, obj: Deal) -> None:
        super().delete_model(request, obj)
        _touch([obj.game_id])

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Deal]) -> None:
        games = list(queryset.values_list("game_id", flat=True).distinct())
        super().delete_queryset(request, queryset)
        _touch(games)
