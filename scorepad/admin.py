from django.contrib import admin

from scorepad.models import Deal, Game


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


@admin.register(Deal)
class DealAdmin(admin.ModelAdmin):
    list_display = ("game", "number", "recorded")
    list_select_related = ("game",)
    raw_id_fields = ("game",)
