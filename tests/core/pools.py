"""Deck pools and seed strategies shared by the property and planner tests."""
from __future__ import annotations

from hypothesis import strategies as st

from app.core.onenight.catalog import ROLES, Box

ALL_ROLES = sorted(ROLES)
VAMPIRE_BOX = sorted(r for r, role in ROLES.items() if role.box is Box.VAMPIRE)
POOLS = {"all": ALL_ROLES, "vampire": VAMPIRE_BOX}
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
POOL_NAMES = st.sampled_from(sorted(POOLS))
