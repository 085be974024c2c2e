"""Georgian numbers as Georgia writes them (CLDR's ``ka``, and Windows set to Georgian):
1 234,5, a decimal comma and a space between thousands. Django's ``ka`` formats have a decimal
point; with it a Georgian Excel would not split a CSV at its semicolons
(``scorepad.exports.csv_separator``)."""

DECIMAL_SEPARATOR = ","
THOUSAND_SEPARATOR = "\xa0"
NUMBER_GROUPING = 3
