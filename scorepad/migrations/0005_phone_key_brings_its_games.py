"""A phone's key names the games it brings: those its phone held when it was made. A key made
before this names the games its phone holds now (its newest 100), as if made today; and a
phone that holds more than 100 games (a key could bring past the limit) keeps its newest
100."""

from django.db import migrations, models

GAMES_KEPT = 100


def keys_name_their_games(apps, schema_editor):
    PhoneKey = apps.get_model("scorepad", "PhoneKey")
    Right = apps.get_model("scorepad", "Right")
    for key in PhoneKey.objects.iterator():
        newest = Right.objects.filter(session_id=key.session_key).order_by("-granted", "-pk")
        key.games = list(reversed(newest.values_list("game_id", flat=True)[:GAMES_KEPT]))
        key.save(update_fields=["games"])


def phones_keep_their_newest(apps, schema_editor):
    Right = apps.get_model("scorepad", "Right")
    crowded = (
        Right.objects.values("session_id")
        .annotate(held=models.Count("pk"))
        .filter(held__gt=GAMES_KEPT)
        .values_list("session_id", flat=True)
    )
    for session in list(crowded):
        kept = Right.objects.filter(session_id=session).order_by("-granted", "-pk")
        forgotten = list(kept.values_list("pk", flat=True)[GAMES_KEPT:])
        Right.objects.filter(pk__in=forgotten).delete()


class Migration(migrations.Migration):

    dependencies = [
        ('scorepad', '0004_rights_in_a_table'),
    ]

    operations = [
        migrations.AddField(
            model_name='phonekey',
            name='games',
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.RunPython(phones_keep_their_newest, migrations.RunPython.noop),
        migrations.RunPython(keys_name_their_games, migrations.RunPython.noop),
    ]
