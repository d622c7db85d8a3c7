"""Small helpers for the English that engines and screens write.

>>> counted(1, "card"), counted(3, "card"), counted(1, "life", "lives"), counted(0, "chip")
('1 card', '3 cards', '1 life', '0 chips')
>>> counted(-1, "point"), counted(-2, "point")
('-1 point', '-2 points')
"""

from __future__ import annotations

__all__ = ["counted"]


def counted(n: int, word: str, plural: str = "") -> str:
    """``n`` and the noun ``word``, in the plural unless ``n`` is 1 or -1: "1 card", "2 cards".

    ``plural`` is the plural form where adding "s" is wrong ("lives").
    """
    if abs(n) == 1:
        return f"{n} {word}"
    return f"{n} {plural or word + 's'}"
