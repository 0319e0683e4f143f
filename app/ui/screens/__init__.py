"""The app's screens, one module per part of a game."""
