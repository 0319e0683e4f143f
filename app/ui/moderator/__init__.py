"""The moderator's table (issue 41): a classic game played with a box of real cards and a human
moderator, the Quản Trò, whom the app serves: the deal, every call of the night in the engine's
order with who holds it and whether they can act, the entries checked by the engine, what to
signal back, the dawn's and the dusk's lines, the votes, the board; and One Night's calls alone.

Nothing here is imported before the start screen's first paint (tests/ui/test_startup.py).
"""
