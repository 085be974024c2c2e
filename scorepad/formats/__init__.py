"""Number and date formats where Django's own differ from what a country's computers write
(``FORMAT_MODULE_PATH``): anything not set here is Django's."""
