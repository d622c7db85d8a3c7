"""Adapters for the research ecosystem (optional extras): :mod:`pantsdown.envs.openspiel`."""
