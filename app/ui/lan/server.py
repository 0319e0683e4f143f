"""The room's transport: the phone page over HTTP (QHttpServer) and the live channel (WebSocket).

It only moves bytes between sockets and a `Room` (app/core/lan/room.py). The page and its files
are the only things served (anything else is 404; no listing, no path from the request ever
reaches the disk). It listens only on the laptop's private-network addresses and loopback,
never on a public one, and only while the room is open. PySide6 6.12 does not expose
QHttpServer's WebSocket upgrade, so the socket listens on the next port (`port + 1`), which
the page reads from its own HTML (nothing private in it).

The channel speaks WebSocket itself (app/core/lan/websocket.py reads the handshake and every
frame) over plain QTcpSockets: Qt's QWebSocketServer takes an unmasked client frame, answers
pings it never reports and closes an oversized frame without a word, and none of that can be
seen through its interface. Here every frame is checked as RFC 6455 asks of a server (an
unmasked one fails the connection with 1002), a frame over the room's 4,096 bytes is answered
`too_big` before the close (1009; it is never read), and more than FRAMES frames of any kind
(pings included) in FRAMES_WINDOW seconds close the connection (1008). The room decides who may
stay: a connection is handed to it as soon as it is accepted (`Room.connect` makes room by
closing strangers; `Room.tick`, every TICK_MS, closes those that gave no room code in time), and
an opening handshake not finished within HANDSHAKE_SECONDS is cut here.
"""
from __future__ import annotations

import functools
import ipaddress
import json
import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QHttpHeaders, QNetworkInterface, QTcpServer

import app.core.lan.websocket as W
from app.core.lan.protocol import MAX_BYTES

from ..resources import resource_dir

log = logging.getLogger("app.lan")

TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".json": "application/json"}
HANDSHAKE_SECONDS = 5.0  # a connection's time to finish the opening handshake
FRAMES = 120  # frames of any kind on one connection ...
FRAMES_WINDOW = 2.0  # ... in this many seconds: more is a flood (closed)
CLOSE_SECONDS = 2.0  # a connection being closed is cut if it has not gone by then
TICK_MS = 500  # how often the deadlines are looked at
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


def is_loopback(address: str) -> bool:
    """The laptop itself (127.0.0.0/8, ::1, or either as an IPv4-mapped address)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def private_addresses() -> list[str]:
    """The laptop's private-network IPv4 addresses (what the QR shows), in the order the system lists them."""
    out = []
    for a in QNetworkInterface.allAddresses():
        text = a.toString()
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and is_private(text) \
                and not text.startswith("169.254."):
            out.append(text)
    return out


class _Peer:
    """One connection: its socket, its address, its handshake and frames, and when it began."""

    __slots__ = ("sock", "addr", "since", "head", "reader", "open", "window", "counted", "closing")

    def __init__(self, sock: Any, addr: str, now: float) -> None:
        self.sock, self.addr, self.since = sock, addr, now
        self.head = b""  # the opening handshake read so far
        self.reader = W.Reader(MAX_BYTES)
        self.open = False  # the handshake is done: frames flow
        self.window, self.counted = now, 0  # the frame count's window
        self.closing: float | None = None  # when the close began


class RoomServer(QObject):
    """The page and the socket of one room. `attach(room)` before `start()`."""

    def __init__(self, port: int = 0, *, hosts: list[str] | None = None, parent: QObject | None = None,
                 clock: Any = time.monotonic) -> None:
        super().__init__(parent)
        self.wanted = port
        self.hosts = hosts  # None: every private address and loopback
        self.port = 0
        self.ws_port = 0
        self.room: Any = None
        self.clock = clock  # the handshake deadline and the frame count (the room has its own clock)
        self._http: Any = None
        self._tcps: list[QTcpServer] = []
        self._ws: list[QTcpServer] = []
        self._sockets: dict[int, _Peer] = {}
        self._next = 0
        self._timer: QTimer | None = None
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
            ws = QTcpServer(self)
            ws.setMaxPendingConnections(32)
            if not ws.listen(QHostAddress(host), ws_port):
                self.stop()
                raise OSError(f"cannot listen on {host}:{ws_port}: {ws.errorString()}")
            ws_port = ws.serverPort()
            ws.newConnection.connect(functools.partial(self._accept, ws))
            self._ws.append(ws)
        self.ws_port = ws_port
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._timer.start(TICK_MS)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer.deleteLater()
            self._timer = None
        for conn in list(self._sockets):
            self._cut(conn)
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
    def _origin_allowed(self, origin: str) -> bool:
        """Only this server's own page may open the channel: a browser always names the page it
        comes from, so another site open on a player's phone is refused. (A program that is not a
        browser names none; it still needs the room code, like anyone.)"""
        hosts = set(self._listen_hosts()) | {"localhost"}
        return origin == "" or origin in {f"http://{h}:{self.port}" for h in hosts}

    def _accept(self, ws: QTcpServer) -> None:
        while ws.hasPendingConnections():
            sock = ws.nextPendingConnection()
            if sock is None:
                break
            addr = sock.peerAddress().toString()
            if not (is_private(addr) or is_loopback(addr)) or self.room is None:
                sock.abort()
                sock.deleteLater()
                continue
            self._next += 1
            conn = self._next
            self._sockets[conn] = _Peer(sock, addr, self.clock())
            sock.readyRead.connect(functools.partial(self._read, conn))
            sock.disconnected.connect(functools.partial(self._gone, conn))
            self.room.connect(conn, addr.removeprefix("::ffff:"))  # it may close others, or this one

    def _read(self, conn: int) -> None:
        peer = self._sockets.get(conn)
        if peer is None:
            return
        data = bytes(peer.sock.readAll().data())
        if peer.closing is not None:
            return  # nothing after the close is read
        if not peer.open:
            data = self._handshake(conn, peer, data)
            if not data:
                return
        frames = peer.reader.frames
        events = peer.reader.feed(data)
        now = self.clock()
        if now - peer.window >= FRAMES_WINDOW:
            peer.window, peer.counted = now, 0
        peer.counted += peer.reader.frames - frames
        if peer.counted > FRAMES:
            log.info("conn %d: closed, over %d frames in %.0f s", conn, FRAMES, FRAMES_WINDOW)
            self._close(conn, W.POLICY)
            return
        for kind, value in events:
            if self._sockets.get(conn) is not peer or peer.closing is not None:
                return  # the room closed it
            if kind in ("text", "binary"):
                if self.room is not None:
                    self.room.receive(conn, value)
            elif kind == "ping":
                peer.sock.write(W.server_frame(W.PONG, value))
            elif kind == "close":
                self._close(conn, W.NORMAL)
            elif kind == "too_big":
                if self.room is not None:
                    self.room.too_big(conn)  # answered before the close
                self._close(conn, W.TOO_BIG)
            elif kind == "fail":
                log.info("conn %d: a frame broke the protocol (%d)", conn, value)
                self._close(conn, value)

    def _handshake(self, conn: int, peer: _Peer, data: bytes) -> bytes:
        """Read the opening handshake; answer it once whole. What came after it (frames already), or b""."""
        peer.head += data
        try:
            request = W.read_request(peer.head)
            if request is not None and not self._origin_allowed(request.origin):
                raise W.HandshakeError(403, "another site's page")
        except W.HandshakeError as exc:
            log.info("conn %d: handshake refused (%d)", conn, exc.status)
            peer.sock.write(W.refusal(exc.status))
            self._close(conn, None)
            return b""
        if request is None:
            return b""
        peer.open = True
        peer.sock.write(W.accept(request.key))
        rest, peer.head = peer.head[request.size:], b""
        return rest

    def _close(self, conn: int, code: int | None) -> None:
        """Close a connection this side ends: the close frame (`code`, when the channel is open),
        then the socket once its data is out (cut after CLOSE_SECONDS). The room forgets it."""
        peer = self._sockets.get(conn)
        if peer is None or peer.closing is not None:
            return
        peer.closing = self.clock()
        if peer.open and code is not None:
            peer.sock.write(W.close_frame(code))
        if self.room is not None:
            self.room.disconnect(conn)
        peer.sock.disconnectFromHost()  # may emit disconnected at once: then _gone has removed it

    def _cut(self, conn: int) -> None:
        """Drop a connection at once, its socket deleted (the room is not told)."""
        peer = self._sockets.pop(conn, None)
        if peer is not None:
            peer.sock.abort()
            peer.sock.deleteLater()

    def _gone(self, conn: int) -> None:
        peer = self._sockets.pop(conn, None)
        if peer is not None:
            try:
                peer.sock.deleteLater()
            except RuntimeError:  # Qt deleted it already (its server went first, at the end)
                pass
        if self.room is not None:
            self.room.disconnect(conn)

    def _tick(self) -> None:
        """Cut handshakes not done in time and closes not done in time; the room closes the
        connections that gave no room code in time."""
        now = self.clock()
        for conn, peer in list(self._sockets.items()):
            if peer.closing is not None and now - peer.closing >= CLOSE_SECONDS:
                self._cut(conn)
            elif not peer.open and now - peer.since >= HANDSHAKE_SECONDS:
                log.info("conn %d: no handshake in time", conn)
                self._cut(conn)
                if self.room is not None:
                    self.room.disconnect(conn)
        if self.room is not None:
            self.room.tick()

    def send(self, conn: int, message: dict) -> None:
        peer = self._sockets.get(conn)
        if peer is not None and peer.open and peer.closing is None:
            peer.sock.write(W.text_frame(json.dumps(message, ensure_ascii=False, separators=(",", ":"))))

    def drop(self, conn: int) -> None:
        """The room closes a connection (a flood, a stranger, a freed or taken-over seat): what it
        sent before goes out first."""
        peer = self._sockets.get(conn)
        if peer is None or peer.closing is not None:
            return
        if not peer.open:
            self._cut(conn)
            return
        peer.closing = self.clock()
        peer.sock.write(W.close_frame(W.POLICY))
        peer.sock.disconnectFromHost()


def _files() -> dict[str, Path]:
    """Every path the server answers, and its file: the page's three files and the portraits."""
    page, portraits = resource_dir() / "lan", resource_dir() / "portraits"
    out = {"/": page / "index.html", "/phone.css": page / "phone.css", "/phone.js": page / "phone.js"}
    for svg in sorted(portraits.glob("*.svg")):
        out[f"/portraits/{svg.name}"] = svg
    return out
