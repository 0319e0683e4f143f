"""The app's screen flow as data: one table per mode, phase -> screens (see onenight.py)."""
