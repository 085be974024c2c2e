"""MicroPython has no ``__future__``: annotations are never evaluated there anyway."""

annotations = None
