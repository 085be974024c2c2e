"""A board per day and rules takes one entry a phone (the Rotterdam game of a day is an entry
of its own beside the Amsterdam one), one a client address and a name once. Entries posted
before this have no address (each is counted as its own) and their names compared as the board
compares them now; where a board held one name twice, the later entry's is told apart by its
number."""

from django.db import migrations, models


def name_key(name):
    return " ".join(name.casefold().split())


def fill_in(apps, schema_editor):
    BoardEntry = apps.get_model("klaverjas", "BoardEntry")
    seen = set()
    for entry in BoardEntry.objects.order_by("posted", "pk").iterator():
        key = name_key(entry.name)
        if (entry.day, entry.rules, key) in seen:
            key = f"{key} #{entry.pk}"
        seen.add((entry.day, entry.rules, key))
        entry.name_key = key
        entry.address = f"before-{entry.pk}"
        entry.save(update_fields=["name_key", "address"])


class Migration(migrations.Migration):

    dependencies = [
        ("klaverjas", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="boardentry",
            name="address",
            field=models.CharField(default="", max_length=64),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="boardentry",
            name="name_key",
            field=models.CharField(default="", max_length=160),
            preserve_default=False,
        ),
        migrations.RunPython(fill_in, migrations.RunPython.noop),
        migrations.RemoveConstraint(
            model_name="boardentry",
            name="one_board_entry_per_phone_a_day",
        ),
        migrations.AddConstraint(
            model_name="boardentry",
            constraint=models.UniqueConstraint(
                fields=("day", "rules", "phone"), name="one_board_entry_per_phone"
            ),
        ),
        migrations.AddConstraint(
            model_name="boardentry",
            constraint=models.UniqueConstraint(
                fields=("day", "rules", "address"), name="one_board_entry_per_address"
            ),
        ),
        migrations.AddConstraint(
            model_name="boardentry",
            constraint=models.UniqueConstraint(
                fields=("day", "rules", "name_key"), name="one_board_entry_per_name"
            ),
        ),
    ]
