"""`pass-the-night --room-check`: open a phone room on the loopback address, fetch its page, its
script and its style sheet over HTTP and open its socket as a phone would, then close it.

It proves a build carries what a room needs (QtHttpServer, QtNetwork's sockets, the page's files) without
a phone or a network: the release workflow and `.ci/run` run it on the bundle. It prints one line
per check and exits 0 when all pass, 1 otherwise (never waiting more than `TIMEOUT_MS`).
"""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEventLoop, QLoggingCategory, QTimer, QUrl
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

TIMEOUT_MS = 10000
FILES = {"/": b"phone.js", "/phone.js": b"WebSocket", "/phone.css": b"#prompt",  # each file, a piece of it
         "/portraits/fox.svg": b"<svg"}


def room_check(out: Any = print) -> int:
    """Open, use and close a room; 0 when the page, its files and the socket all answered."""
    from PySide6.QtWebSockets import QWebSocket

    from app.core.lan.room import Room

    from .server import RoomServer
    from .words import room_words

    # The check's own client looks for a TLS back end it never uses (the bundle carries none: the
    # room speaks plain HTTP on the local network); its warnings would hide the check's lines.
    QLoggingCategory.setFilterRules("qt.network.ssl.warning=false")
    server = RoomServer(0, hosts=["127.0.0.1"])
    room = Room(["Ann", "Bob"], [0, 1], send=server.send, close=server.drop, words=room_words)
    server.attach(room)
    try:
        server.start()
    except OSError as exc:
        out(f"room check: the room did not open: {exc}")
        server.deleteLater()
        return 1
    base = f"http://127.0.0.1:{server.port}"
    results: dict[str, str] = {}
    net = QNetworkAccessManager()
    loop = QEventLoop()  # its own loop: it runs the same inside a running app or a test
    replies: list[QNetworkReply] = []

    def finish() -> None:
        if len(results) == len(FILES) + 1:
            loop.quit()

    def fetched(path: str, reply: QNetworkReply) -> None:
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        body = bytes(reply.readAll().data())
        results[path] = "ok" if status == 200 and FILES[path] in body else f"status {status}, {len(body)} bytes"
        finish()

    for path in FILES:
        reply = net.get(QNetworkRequest(QUrl(base + path)))
        reply.finished.connect(lambda path=path, reply=reply: fetched(path, reply))
        replies.append(reply)

    sock = QWebSocket(base)

    def got(text: str) -> None:
        try:
            kind = json.loads(text).get("t")
        except (ValueError, AttributeError):
            kind = None
        results["socket"] = "ok" if kind == "seats" else f"answered {kind!r}"
        finish()

    sock.textMessageReceived.connect(got)
    sock.connected.connect(lambda: sock.sendTextMessage(json.dumps({"t": "hello", "room": room.code})))
    sock.open(QNetworkRequest(QUrl(f"ws://127.0.0.1:{server.ws_port}/")))
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(TIMEOUT_MS)
    loop.exec()
    timer.stop()
    sock.close()
    server.stop()
    for reply in replies:
        reply.deleteLater()
    sock.deleteLater()
    net.deleteLater()
    server.deleteLater()  # deleted by Qt in the main thread
    failed = 0
    for name in [*FILES, "socket"]:
        result = results.get(name, "no answer")
        out(f"room check: {name}: {result}")
        failed += result != "ok"
    return 1 if failed else 0
