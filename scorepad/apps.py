from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ScorepadConfig(AppConfig):
    name = "scorepad"
    verbose_name = _("Scorepad")

    def ready(self) -> None:
        # The system check of the games stored under a kind not installed here.
        from scorepad import uninstalled  # noqa: F401
