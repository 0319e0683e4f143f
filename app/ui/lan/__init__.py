"""Phones as private screens: the room's server, the join code's QR and the game's bridge."""
