"""Phones as private screens (PROTOCOL.md): the room and its messages, pure Python, no Qt, no sockets."""
