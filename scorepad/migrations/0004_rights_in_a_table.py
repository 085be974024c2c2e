"""Rights in a table of their own: which phone may do what with which game, one row per
session and game, in place of the three entries each session kept (``games``: id -> role,
oldest first; ``links``: id -> the fingerprint of the links the right came through;
``started``: the ids this phone started). The rights stored in the sessions are carried into
the table, in their order, and taken out of the sessions; undone, they go back."""

from datetime import timedelta

import django.db.models.deletion
from django.contrib.sessions.backends.db import SessionStore
from django.db import migrations, models
from django.utils import timezone

GAMES, LINKS, STARTED = "games", "links", "started"
ROLES = ("edit", "follow")


def _dict(value):
    return value if isinstance(value, dict) else {}


def rights_into_the_table(apps, schema_editor):
    Session = apps.get_model("sessions", "Session")
    Game = apps.get_model("scorepad", "Game")
    Right = apps.get_model("scorepad", "Right")
    store = SessionStore()
    # Older than any right granted from now on, in the order each session kept them.
    before = timezone.now()
    for session in Session.objects.filter(expire_date__gt=before).iterator():
        data = store.decode(session.session_data)
        if not any(name in data for name in (GAMES, LINKS, STARTED)):
            continue
        held = _dict(data.pop(GAMES, None))
        links = _dict(data.pop(LINKS, None))
        started = data.pop(STARTED, None)
        started = started if isinstance(started, list) else []
        games = Game.objects.in_bulk(list(held), field_name="public_id")
        count = len(held)
        Right.objects.bulk_create(
            Right(
                session_id=session.session_key,
                game_id=games[public_id].pk,
                role=role,
                started=public_id in started,
                links=str(links.get(public_id, ""))[:16],
                granted=before - timedelta(microseconds=count - index),
            )
            for index, (public_id, role) in enumerate(held.items())
            if public_id in games and role in ROLES
        )
        Session.objects.filter(pk=session.pk).update(session_data=store.encode(data))


def rights_into_the_sessions(apps, schema_editor):
    Session = apps.get_model("sessions", "Session")
    Right = apps.get_model("scorepad", "Right")
    store = SessionStore()
    keys = Right.objects.values_list("session_id", flat=True).distinct()
    for session in Session.objects.filter(session_key__in=keys).iterator():
        rights = (
            Right.objects.filter(session_id=session.session_key)
            .select_related("game")
            .order_by("granted", "pk")
        )
        data = store.decode(session.session_data)
        data[GAMES] = {right.game.public_id: right.role for right in rights}
        data[LINKS] = {right.game.public_id: right.links for right in rights if right.links}
        data[STARTED] = [right.game.public_id for right in rights if right.started]
        Session.objects.filter(pk=session.pk).update(session_data=store.encode(data))


class Migration(migrations.Migration):

    dependencies = [
        ('scorepad', '0003_spent_key_rematch_phone_key'),
        ('sessions', '0001_initial'),
    ]

    operations = [
        migrations.CreateModel(
            name='Right',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('edit', 'edit'), ('follow', 'follow')], max_length=8)),
                ('started', models.BooleanField(default=False)),
                ('links', models.CharField(blank=True, default='', max_length=16)),
                ('granted', models.DateTimeField()),
                ('game', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='rights', to='scorepad.game')),
                ('session', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='sessions.session')),
            ],
            options={
                'indexes': [models.Index(fields=['session', 'granted'], name='rights_of_a_phone')],
                'constraints': [models.UniqueConstraint(fields=('session', 'game'), name='one_right_per_phone')],
            },
        ),
        migrations.RunPython(rights_into_the_table, rights_into_the_sessions),
    ]
