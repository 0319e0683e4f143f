"""The room's transport: the phone page over HTTP (QHttpServer) and the live channel (QWebSocketServer).

It only moves bytes between sockets and a `Room` (app/core/lan/room.py). The page and its files
are the only things served (anything else is 404; no listing, no path from the request ever
reaches the disk). It listens only on the laptop's private-network addresses and loopback,
never on a public one, and only while the room is open. PySide6 6.12 does not expose
QHttpServer's WebSocket upgrade, so the socket listens on the next port (`port + 1`), which
the page reads from its own HTML (nothing private in it).
"""
from __future__ import annotations

import functools
import ipaddress
import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QHttpHeaders, QNetworkInterface, QTcpServer

from ..resources import resource_dir

log = logging.getLogger("app.lan")

TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".json": "application/json"}
MAX_CONNECTIONS = 64  # phones at one table, with room for reconnects
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src ws:; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
PRIVATE_NETS = tuple(ipaddress.ip_network(n) for n in
                     ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "fc00::/7", "fe80::/10"))


def is_private(address: str) -> bool:
    """A private-network (or link-local) address a phone on the same Wi-Fi can reach; loopback is not
    one (it is listened on separately, for the laptop itself)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in net for net in PRIVATE_NETS if net.version == ip.version)


def private_addresses() -> list[str]:
    """The laptop's private-network IPv4 addresses (what the QR shows), in the order the system lists them."""
    out = []
    for a in QNetworkInterface.allAddresses():
        text = a.toString()
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and is_private(text) \
                and not text.startswith("169.254."):
            out.append(text)
    return out


class RoomServer(QObject):
    """The page and the socket of one room. `attach(room)` before `start()`."""

    def __init__(self, port: int = 0, *, hosts: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.wanted = port
        self.hosts = hosts  # None: every private address and loopback
        self.port = 0
        self.ws_port = 0
        self.room: Any = None
        self._http: Any = None
        self._tcps: list[QTcpServer] = []
        self._ws: list[Any] = []
        self._sockets: dict[int, Any] = {}
        self._next = 0
        self._files = _files()

    def attach(self, room: Any) -> None:
        self.room = room

    # --- listening --------------------------------------------------------------------------
    def addresses(self) -> list[str]:
        """The addresses a phone on the same Wi-Fi can join at (private ones only; none without a
        private network, and the room's dialog says so)."""
        hosts = self.hosts if self.hosts is not None else private_addresses()
        return [h for h in hosts if is_private(h)]

    def _listen_hosts(self) -> list[str]:
        hosts = self.hosts if self.hosts is not None else private_addresses()
        return ["127.0.0.1"] + [h for h in hosts if is_private(h) and h != "127.0.0.1"]

    def start(self) -> None:
        """Listen (OSError when a port is taken)."""
        from PySide6.QtHttpServer import QHttpServer
        from PySide6.QtWebSockets import QWebSocketServer

        self._http = QHttpServer(self)
        self._keep = [self._handler(path) for path in self._files]  # Qt holds them borrowed: they must live
        for path, handler in zip(self._files, self._keep):
            self._http.route(path, handler)
        self._after = self._headers  # the same: a bound method made here would die at once
        self._http.addAfterRequestHandler(self, self._after)
        hosts = self._listen_hosts()
        port = self.wanted
        for host in hosts:
            tcp = QTcpServer(self)
            if not tcp.listen(QHostAddress(host), port):
                self.stop()
                raise OSError(f"cannot listen on {host}:{port}: {tcp.errorString()}")
            port = tcp.serverPort()
            self._http.bind(tcp)
            self._tcps.append(tcp)
        self.port = port
        ws_port = port + 1 if self.wanted else 0
        for host in hosts:
            ws = QWebSocketServer("pass-the-night", QWebSocketServer.SslMode.NonSecureMode, self)
            ws.setMaxPendingConnections(32)
            ws.originAuthenticationRequired.connect(self._origin)
            if not ws.listen(QHostAddress(host), ws_port):
                self.stop()
                raise OSError(f"cannot listen on {host}:{ws_port}: {ws.errorString()}")
            ws_port = ws.serverPort()
            ws.newConnection.connect(functools.partial(self._accept, ws))
            self._ws.append(ws)
        self.ws_port = ws_port

    def stop(self) -> None:
        for sock in list(self._sockets.values()):
            sock.abort()
            sock.deleteLater()
        self._sockets.clear()
        for ws in self._ws:
            ws.close()
            ws.deleteLater()
        for tcp in self._tcps:
            tcp.close()
            tcp.deleteLater()
        self._ws, self._tcps = [], []
        if self._http is not None:
            self._http.deleteLater()
            self._http = None

    # --- the page -------------------------------------------------------------------------------
    def _handler(self, path: str) -> Any:
        def handle(request: Any) -> Any:  # Qt reads the parameters: exactly one, the request
            return self._serve(path)
        return handle

    def _serve(self, path: str) -> str:
        """A file's text (PySide6 6.12 cannot return a QHttpServerResponse from Python: the text is
        returned, and `_headers` sets its type after)."""
        text = self._files[path].read_text(encoding="utf-8")
        if path == "/":
            text = text.replace("{{WS_PORT}}", str(self.ws_port))
        return text

    def _headers(self, request: Any, response: Any) -> None:
        path = request.url().path()
        if path not in self._files:
            return
        headers = QHttpHeaders()
        headers.append("Content-Type", TYPES.get(self._files[path].suffix, "application/octet-stream"))
        headers.append("Cache-Control", "no-store")
        headers.append("X-Content-Type-Options", "nosniff")
        headers.append("Referrer-Policy", "no-referrer")
        headers.append("Content-Security-Policy", CSP)
        response.setHeaders(headers)

    # --- the socket -------------------------------------------------------------------------------
    def _origin(self, auth: Any) -> None:
        """Only this server's own page may open the channel: a browser always names the page it
        comes from, so another site open on a player's phone is refused. (A program that is not a
        browser names none; it still needs the room code, like anyone.)"""
        origin = auth.origin()
        hosts = set(self._listen_hosts()) | {"localhost"}
        auth.setAllowed(origin == "" or origin in {f"http://{h}:{self.port}" for h in hosts})

    def _accept(self, ws: Any) -> None:
        while ws.hasPendingConnections():
            sock = ws.nextPendingConnection()
            if sock is None:
                break
            addr = sock.peerAddress().toString()
            if not (is_private(addr) or addr in ("127.0.0.1", "::1", "::ffff:127.0.0.1")) \
                    or len(self._sockets) >= MAX_CONNECTIONS:
                sock.abort()
                continue
            self._next += 1
            conn = self._next
            self._sockets[conn] = sock
            sock.setMaxAllowedIncomingMessageSize(4096)
            sock.setMaxAllowedIncomingFrameSize(4096)
            sock.textMessageReceived.connect(lambda text, conn=conn: self._receive(conn, text))
            sock.binaryMessageReceived.connect(lambda data, conn=conn: self._receive(conn, bytes(data)))
            sock.disconnected.connect(lambda conn=conn: self._gone(conn))
            if self.room is not None:
                self.room.connect(conn, addr.removeprefix("::ffff:"))

    def _receive(self, conn: int, data: str | bytes) -> None:
        if self.room is not None:
            self.room.receive(conn, data)

    def _gone(self, conn: int) -> None:
        sock = self._sockets.pop(conn, None)
        if sock is not None:
            sock.deleteLater()
        if self.room is not None:
            self.room.disconnect(conn)

    def send(self, conn: int, message: dict) -> None:
        sock = self._sockets.get(conn)
        if sock is not None:
            sock.sendTextMessage(json.dumps(message, ensure_ascii=False, separators=(",", ":")))

    def drop(self, conn: int) -> None:
        sock = self._sockets.pop(conn, None)
        if sock is not None:
            sock.abort()
            sock.deleteLater()


def _files() -> dict[str, Path]:
    """Every path the server answers, and its file: the page's three files and the portraits."""
    page, portraits = resource_dir() / "lan", resource_dir() / "portraits"
    out = {"/": page / "index.html", "/phone.css": page / "phone.css", "/phone.js": page / "phone.js"}
    for svg in sorted(portraits.glob("*.svg")):
        out[f"/portraits/{svg.name}"] = svg
    return out
