"""One package per game family; each defines ``FAMILY`` and is found by the registry.

Every package has the same shape: ``rules.py`` (Rules + PRESETS), ``state.py``,
``actions.py``, ``scoring.py``, ``notation.py``, and ``FAMILY`` in ``__init__``.
"""
