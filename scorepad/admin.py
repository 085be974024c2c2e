"""The admin. What is saved here goes through the game's rules as the app's own entry does: a
game's players and options, a deal and every deal after it are checked by the engine, in one
walk of the game, and stored as the engine cleans them (the defaults the rules fill in
included); a refusal is shown on the form with the rule's reason, and nothing is saved."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext

from scorepad import gamefile
from scorepad.games import engine, field_labels
from scorepad.games.core import RuleError
from scorepad.models import Deal, Game


def _touch(game_ids: Any) -> None:
    """A deal changed here bumps its game's ``updated``, as every change in the app does:
    the followers' ETag and the kept pages follow it (scorepad/views.py)."""
    Game.objects.filter(pk__in=game_ids).update(updated=timezone.now())


def _said(error: RuleError) -> str:
    """The rule's reason, in the admin's language and the game's words."""
    return error.reason(gettext, field_labels(error.game))


def _locked(game: Game) -> None:
    """The game's row locked until the admin's transaction ends, as the app's changes lock it
    (``views.entry.one_change_at_a_time``): no deal is recorded between the check and the save.
    SQLite has no row locks; its transactions take the write lock when they begin."""
    list(Game.objects.select_for_update().filter(pk=game.pk).values_list("pk", flat=True))


def checked_deals(game: Game, deals: dict[int, Any]) -> list[dict[str, Any]]:
    """A game's deals by number, checked by its rules in one walk and returned clean, in order;
    ``ValidationError`` with the rule's reason if one is refused. The numbers run from 1 on."""
    for number in range(1, len(deals) + 1):
        if number not in deals:
            raise ValidationError(
                gettext("deals are numbered from 1 on: deal %(number)d is missing")
                % {"number": number}
            )
    document = {
        "format": gamefile.FORMAT,
        "game": game.game,
        "players": game.players,
        "options": game.options,
        "deals": [deals[number] for number in range(1, len(deals) + 1)],
    }
    try:
        deals_clean: list[dict[str, Any]] = gamefile.clean_document(document)["deals"]
    except RuleError as error:
        raise ValidationError(_said(error)) from None
    return deals_clean


class GameForm(forms.ModelForm):
    """The players and the options as the game's rules take them: checked and cleaned."""

    class Meta:
        model = Game
        fields = ("game", "players", "options")

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned: dict[str, Any] = self.cleaned_data
        if self.instance.pk is not None:
            _locked(self.instance)
        if "game" not in cleaned:
            return cleaned
        rules = engine(cleaned["game"])
        checks = [
            ("players", lambda players: gamefile.clean_players(players, rules.PLAYERS)),
            ("options", lambda options: rules.clean_options({} if options is None else options)),
        ]
        for field, check in checks:
            if field not in cleaned:
                continue  # not JSON: its field says so already
            try:
                cleaned[field] = check(cleaned[field])
            except RuleError as error:
                error.game = rules.NAME
                self.add_error(field, _said(error))
        return cleaned


class DealFormSet(forms.BaseInlineFormSet):
    """A game's deals as the admin shows them with the game: the deals kept, added or changed
    are checked together after the game's players and options, and stored clean."""

    def clean(self) -> None:
        super().clean()
        self.restated: list[tuple[forms.ModelForm, dict[str, Any]]] = []
        if any(self.errors):
            return
        kept: dict[int, forms.ModelForm] = {}
        for form in self.forms:
            if not form.cleaned_data or form.cleaned_data.get("DELETE"):
                continue  # an empty row, or a deal deleted
            number = form.cleaned_data["number"]
            if form.instance.pk is not None and "number" in form.changed_data:
                raise ValidationError(
                    gettext(
                        "deal %(number)d keeps its number: delete the deals after it and"
                        " add them again"
                    )
                    % {"number": form.initial["number"]}
                )
            kept[number] = form  # two of one number: Django's check of the constraint says so
        try:
            clean = checked_deals(
                self.instance, {number: form.cleaned_data["data"] for number, form in kept.items()}
            )
        except ValidationError:
            if not self._game_is_clean():
                return  # the game's own fields say what is wrong
            raise
        for number, form in kept.items():
            form.instance.data = clean[number - 1]
            if not form.has_changed() and clean[number - 1] != form.cleaned_data["data"]:
                self.restated.append((form, clean[number - 1]))

    def _game_is_clean(self) -> bool:
        """Whether the game's players and options pass its rules (the game form checks them)."""
        try:
            rules = engine(self.instance.game)
            gamefile.clean_players(self.instance.players, rules.PLAYERS)
            rules.clean_options(self.instance.options)
        except RuleError:
            return False
        return True

    def save(self, commit: bool = True) -> list[Any]:
        saved = super().save(commit)
        # A deal not changed here whose clean value changed with an earlier one.
        for form, data in self.restated:
            Deal.objects.filter(pk=form.instance.pk).update(data=data)
        return saved


class DealInline(admin.TabularInline):
    model = Deal
    formset = DealFormSet
    extra = 0
    fields = ("number", "data", "client_key", "recorded")
    readonly_fields = ("recorded",)


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    form = GameForm
    list_display = ("public_id", "game", "__str__", "created", "updated")
    list_filter = ("game",)
    search_fields = ("public_id", "players")
    readonly_fields = ("public_id", "edit_token", "follow_token", "created", "updated")
    inlines = [DealInline]

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        _touch([form.instance.pk])


class DealForm(forms.ModelForm):
    """One deal, checked after the game's deals before it, and every deal after it checked
    again after it; all stored clean."""

    class Meta:
        model = Deal
        fields = ("game", "number", "data", "client_key")

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned: dict[str, Any] = self.cleaned_data
        self.later: dict[int, dict[str, Any]] = {}
        game = self.instance.game if self.instance.pk is not None else cleaned.get("game")
        number = self.instance.number if self.instance.pk is not None else cleaned.get("number")
        if game is None or number is None or "data" not in cleaned:
            return cleaned  # the fields say what is missing
        _locked(game)
        others = {deal.number: deal.data for deal in game.deals.exclude(pk=self.instance.pk)}
        if number in others:
            self.add_error(
                "number",
                gettext("this game has a deal %(number)d already") % {"number": number},
            )
            return cleaned
        try:
            clean = checked_deals(game, {**others, number: cleaned["data"]})
        except ValidationError as error:
            self.add_error("data", error)
            return cleaned
        cleaned["data"] = clean[number - 1]
        self.later = {
            later: data
            for later, data in enumerate(clean, start=1)
            if later != number and data != others[later]
        }
        return cleaned


@admin.register(Deal)
class DealAdmin(admin.ModelAdmin):
    form = DealForm
    list_display = ("game", "number", "recorded")
    list_select_related = ("game",)
    raw_id_fields = ("game",)
    # Deals are deleted from the last, as the app's undo deletes them: one at a time, never a
    # deal with deals after it (the game keeps them numbered from 1 without a gap).
    actions = None

    def get_readonly_fields(self, request: HttpRequest, obj: Deal | None = None) -> Any:
        # A recorded deal stays in its game and its place; its data may change.
        return ("game", "number", "recorded") if obj is not None else ("recorded",)

    def has_delete_permission(self, request: HttpRequest, obj: Deal | None = None) -> bool:
        if obj is not None and obj.game.deals.filter(number__gt=obj.number).exists():
            return False
        return super().has_delete_permission(request, obj)

    def save_model(self, request: HttpRequest, obj: Deal, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        for number, data in form.later.items():
            Deal.objects.filter(game_id=obj.game_id, number=number).update(data=data)
        _touch([obj.game_id])

    def delete_model(self, request: HttpRequest, obj: Deal) -> None:
        super().delete_model(request, obj)
        _touch([obj.game_id])
