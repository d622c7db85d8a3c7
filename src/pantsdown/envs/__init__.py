"""Research interop: observation encoders, PettingZoo, Gymnasium and OpenSpiel.

The encoders and environments need the ``rl`` extra (``pip install
pantsdown[rl]``: numpy, gymnasium, pettingzoo); :mod:`pantsdown.envs.openspiel`
needs the ``openspiel`` extra.  Nothing in the engine or the bots imports this
package.
"""
