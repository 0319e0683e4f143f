"""The rules engine: pure Python, no Qt anywhere below this package."""
