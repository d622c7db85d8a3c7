"""Search bots: PIMC and single-observer ISMCTS over worlds a seat may imagine.

Both see only a view and the legal actions; every hidden card they reason
about comes from the family's ``sample_state(view, rng)``.
"""

from pantsdown.bots.search.common import Alternative, Budget, Explanation, hand_values
from pantsdown.bots.search.ismcts import IsmctsBot
from pantsdown.bots.search.pimc import PimcBot

__all__ = ["Alternative", "Budget", "Explanation", "IsmctsBot", "PimcBot", "hand_values"]
