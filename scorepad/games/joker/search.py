"""How the table names Joker's words in a search (``scorepad.games.concerns``)."""

from django.utils.translation import gettext_lazy

# Suggested by the search box.
EXAMPLES = (gettext_lazy("ştanga"), gettext_lazy("premium"))
# What a Georgian table types that the Georgian texts do not say (folded): the Russian words of
# the older score sheets, the spoken forms of ჯოკერი, the dark deals' "blind" (docs/georgian.md).
SYNONYMS = {
    "ka": {
        "შტანგა": ("ხიშტი",),
        "ჰიშტი": ("ხიშტი",),
        "ჯოკრის": ("ჯოკერის",),
        "ჯოკრით": ("ჯოკერით",),
        "ჯოკრები": ("ჯოკერები",),
        "ბონუსი": ("პრემია",),
        "სეტი": ("პულკა",),
        "ბიდი": ("ნათქვამი",),
        "ზაკაზი": ("ნათქვამი",),
        "შეკვეთა": ("ნათქვამი",),
        "ვზიატკა": ("ხელი",),
        "მასტი": ("ფერი",),
        "დილერი": ("დამრიგებელი",),
        "ბრმა": ("ბნელი",),
        "ოქრო": ("ოქროს",),
        "ვიღებ": ("მაღლა",),
        "ვტოვებ": ("დაბლა",),
    }
}
