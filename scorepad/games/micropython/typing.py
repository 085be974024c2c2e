"""MicroPython has no ``typing``: what the engines import of it, standing for nothing."""

TYPE_CHECKING = False
Any = object
