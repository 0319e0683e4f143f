"""The PySide6 application: models wrap the core, views render them."""
