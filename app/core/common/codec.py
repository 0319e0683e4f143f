"""The autosave's on-disk envelope: compressed, scrambled with a key kept elsewhere, and sealed.

Format version 1 was the save's JSON text as it is. Version 2 wraps that text:

    magic (4) | version (1) | nonce (16) | tag (16) | body

where body = zlib(text) XOR a keystream drawn from (key, nonce), and tag seals the header
and body with the same key. A fresh nonce per write means two saves of one game share no
bytes, and nothing in the file (no role, mark or player name) can be read without the key.

The version byte is trusted only once the seal holds: every later format keeps this header
and this seal (so that an older reader can check them), and a file is called newer only when
its version byte is sealed with the key; a version byte that the seal does not confirm is
damage, like any other byte.
This keeps a curious player from reading the deal at a glance; it is not meant to stop
someone who has the key file too.

>>> key = new_key()
>>> unpack(pack('{"a": 1}', key), key)
'{"a": 1}'
>>> is_packed(pack("x", key)), is_packed(b'{"format": "pass-the-night"}')
(True, False)
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import zlib

from .errors import SaveError

MAGIC = b"\x89PTN"
VERSION = 2
KEY_SIZE = 32
NONCE_SIZE = 16
TAG_SIZE = 16
HEADER_SIZE = len(MAGIC) + 1 + NONCE_SIZE + TAG_SIZE
MAX_TEXT = 32 * 1024 * 1024  # a save is a few kilobytes; refuse to inflate anything huge


def new_key() -> bytes:
    """A fresh random key (generated once per save folder)."""
    return secrets.token_bytes(KEY_SIZE)


def new_nonce() -> bytes:
    """A fresh random nonce (one per write)."""
    return secrets.token_bytes(NONCE_SIZE)


def is_packed(data: bytes) -> bool:
    """Whether `data` starts like a packed save (any version)."""
    return data[: len(MAGIC)] == MAGIC


def _keystream(key: bytes, nonce: bytes, size: int) -> bytes:
    return hashlib.shake_256(b"pass-the-night/stream\x00" + key + nonce).digest(size)


def _tag(key: bytes, sealed: bytes) -> bytes:
    mac_key = hashlib.sha256(b"pass-the-night/seal\x00" + key).digest()
    return hmac.new(mac_key, sealed, hashlib.sha256).digest()[:TAG_SIZE]


def _xor(data: bytes, stream: bytes) -> bytes:
    n = len(data)
    return (int.from_bytes(data, "little") ^ int.from_bytes(stream, "little")).to_bytes(n, "little")


def _check_key(key: bytes) -> None:
    if not isinstance(key, bytes) or len(key) != KEY_SIZE:
        raise ValueError(f"the key must be {KEY_SIZE} bytes")


def pack(text: str, key: bytes, nonce: bytes | None = None) -> bytes:
    """The file bytes (format version 2) for the save text `text`."""
    _check_key(key)
    nonce = new_nonce() if nonce is None else nonce
    if len(nonce) != NONCE_SIZE:
        raise ValueError(f"the nonce must be {NONCE_SIZE} bytes")
    plain = zlib.compress(text.encode("utf-8"), 9)
    return seal(VERSION, nonce, _xor(plain, _keystream(key, nonce, len(plain))), key)


def seal(version: int, nonce: bytes, body: bytes, key: bytes) -> bytes:
    """The file bytes of a sealed `body` under the header of format `version` (2 or later:
    every version keeps this header and its seal)."""
    _check_key(key)
    head = MAGIC + bytes((version,)) + nonce
    return head + _tag(key, head + body) + body


def unpack(data: bytes, key: bytes | None) -> str:
    """The save text inside packed file bytes. Raises SaveError (corrupt / version).

    The header is read only once the seal holds: a version byte the seal does not confirm
    (a damaged byte, another key, a missing key) makes the file corrupt, never "newer"."""
    if not is_packed(data):
        raise SaveError("corrupt", "this is not a Pass the Night save file")
    if len(data) < HEADER_SIZE:
        raise SaveError("corrupt", "the save file is cut short")
    if key is None or len(key) != KEY_SIZE:
        raise SaveError("corrupt", "the save file's key is missing or damaged")
    head = data[: len(MAGIC) + 1 + NONCE_SIZE]
    tag = data[len(head): HEADER_SIZE]
    body = data[HEADER_SIZE:]
    if not hmac.compare_digest(tag, _tag(key, head + body)):
        raise SaveError("corrupt", "the save file is damaged or was written with another key")
    version = head[len(MAGIC)]  # sealed: what the writer wrote
    if version > VERSION:
        raise SaveError("version", f"the save file was written by a newer version (format {version}; "
                                   f"this version reads up to {VERSION})")
    if version != VERSION:
        raise SaveError("corrupt", f"unknown save format version {version}")
    nonce = head[len(MAGIC) + 1:]
    plain = _xor(body, _keystream(key, nonce, len(body)))
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(plain, MAX_TEXT)
        if inflater.unconsumed_tail or not inflater.eof:
            raise SaveError("corrupt", "the save file is damaged (bad compressed data)")
        return raw.decode("utf-8")
    except (zlib.error, UnicodeDecodeError) as exc:
        raise SaveError("corrupt", f"the save file is damaged ({type(exc).__name__})") from None


__all__ = ["MAGIC", "VERSION", "new_key", "new_nonce", "is_packed", "pack", "seal", "unpack"]
