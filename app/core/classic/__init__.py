"""Classic multi-night Werewolf (CLASSIC.md), the standard preset of seed 001."""
