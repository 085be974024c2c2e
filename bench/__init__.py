"""The drivers of `make bench` and `make loadtest`: not part of the app, run from the repository."""
