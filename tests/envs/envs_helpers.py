"""Presets and player counts the environment tests run over."""

from __future__ import annotations

from pantsdown.core import registry


def preset_sizes() -> list[tuple[str, int]]:
    """Every preset at its smallest and largest player count."""
    out: list[tuple[str, int]] = []
    for fam in registry.families():
        for var in fam.variants:
            low, high = registry.player_range(var, var.rules)
            out.extend((var.name, n) for n in sorted({low, high}))
    return out


def one_per_family() -> list[str]:
    """The first preset of each family."""
    return [fam.variants[0].name for fam in registry.families()]
