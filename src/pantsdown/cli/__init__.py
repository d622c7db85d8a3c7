"""The ``pantsdown`` terminal client: list games, show rules, play, replay.

:func:`pantsdown.cli.main.main` is the entry point; rendering lives in
:mod:`pantsdown.cli.render` and :mod:`pantsdown.cli.style`.  The client is
generic over the engine protocol: it sees only views, events, legal actions,
hand results and standings, so every registered game works without code here.
"""
