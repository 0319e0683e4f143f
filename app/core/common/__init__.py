"""Pieces every game mode shares: errors, the Mode protocol, phase tables, the save codec."""
