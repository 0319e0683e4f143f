"""The classic mode's screens and their session (CLASSIC.md; the flow is app/ui/flows/classic.py)."""
