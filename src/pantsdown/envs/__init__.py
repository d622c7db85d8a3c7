"""Research interop: observation encoders, PettingZoo and Gymnasium environments.

Needs the ``rl`` extra (``pip install pantsdown[rl]``: numpy, gymnasium,
pettingzoo).  Nothing in the engine or the bots imports this package.
"""
