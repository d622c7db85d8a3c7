"""Heuristic bots, one module per game family (``<family_id>.py`` with ``HeuristicBot``)."""
