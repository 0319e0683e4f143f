"""Across a scripted run, a connection receives only its own seat's screens and chats, or public messages."""
from __future__ import annotations

from collections import defaultdict

from .fake import Net
from .test_room import CODE, visit

PUBLIC = {"seats", "pong", "error"}


def test_nothing_of_another_seat_or_channel_ever_reaches_a_phone() -> None:
    net = Net(phone=(0, 1, 2, 3, 4))  # Fay (5) at the curtain
    room = net.room
    screen_seat: dict[int, int] = {}     # screen id -> seat
    readers: dict[tuple[str, int], set[int]] = defaultdict(set)  # (channel, section) -> every reader it had
    closed_at: dict[int, int] = {}       # connection -> how many messages it had when dropped
    show, open_chat, close = room.show, room.open_chat, net.room._close

    def spy_show(seat: int, screen: dict) -> int:
        sid = show(seat, screen)
        screen_seat[sid] = seat
        return sid

    def spy_open(channel: str, section: int, writers, readers_) -> None:
        readers[(channel, section)] |= set(writers) | set(readers_)
        open_chat(channel, section, writers, readers_)

    def spy_close(conn: int) -> None:
        closed_at[conn] = len(net.sent[conn])
        close(conn)

    room.show, room.open_chat, room._close = spy_show, spy_open, spy_close
    room.on_act = lambda seat, do, pick: None

    # the lobby, a stranger looking in, five phones
    net.room.connect(99, "192.168.1.99")
    net.send(99, {"t": "hello", "room": CODE})
    tok = {seat: net.join(10 + seat, seat, "owl") for seat in range(5)}
    for seat in range(5):
        net.send(10 + seat, {"t": "ready", "token": tok[seat], "ready": True})
    room.start()
    # night 1: everyone a visit screen, the wolves (0, 1) talk
    for seat in range(6):
        room.show(seat, {**visit(), "title": f"secret of {seat}"})
    spy_open("wolves", 1, [0, 1], [0, 1])
    net.send(10, {"t": "chat", "token": tok[0], "channel": "wolves", "n": 1, "text": "Cat tonight"})
    net.send(11, {"t": "chat", "token": tok[1], "channel": "wolves", "n": 1, "text": "yes"})
    net.send(12, {"t": "chat", "token": tok[2], "channel": "wolves", "n": 1, "text": "let me in"})
    net.send(99, {"t": "chat", "token": tok[0], "channel": "wolves", "n": 1, "text": "forged"})
    net.send(99, {"t": "resume", "room": CODE, "token": tok[0]})
    room.close_chat("wolves")
    # day 1: the day chat, Dan (3) dead reads only; a phone drops and comes back
    spy_open("day", 1, [0, 1, 2, 4], [0, 1, 2, 3, 4, 5])
    for seat in (0, 2, 4):
        net.send(10 + seat, {"t": "chat", "token": tok[seat], "channel": "day", "n": 2, "text": f"day words {seat}"})
    room.disconnect(12)
    room.connect(22, "192.168.1.22")
    net.send(22, {"t": "resume", "room": CODE, "token": tok[2]})
    room.close_chat("day")
    # night 2: a new wolf (2) joins the channel's new section; the host hands seat 4 to another phone
    for seat in range(6):
        room.show(seat, {**visit(), "title": f"night 2 of {seat}"})
    spy_open("wolves", 2, [0, 1, 2], [0, 1, 2])
    net.send(11, {"t": "chat", "token": tok[1], "channel": "wolves", "n": 2, "text": "welcome"})
    room.free_seat(4)
    room.connect(40, "192.168.1.40")
    net.send(40, {"t": "claim", "room": CODE, "seat": 4, "portrait": "bear"})
    net.send(14, {"t": "resume", "room": CODE, "token": tok[4]})  # the old phone: dropped, its frame ignored
    room.close_chat("wolves")

    conn_seat = {10: 0, 11: 1, 12: 2, 13: 3, 14: 4, 22: 2, 40: 4}
    seen_chat = defaultdict(list)
    for conn, msgs in net.sent.items():
        if conn in closed_at:
            assert len(msgs) == closed_at[conn], f"connection {conn} got messages after it was dropped"
        bound = None
        for m in msgs:
            if m["t"] == "claimed":
                assert bound is None and m["seat"] == conn_seat[conn]
                bound = m["seat"]
                continue
            if m["t"] in PUBLIC:
                assert "token" not in m
                continue
            assert bound is not None, (conn, m)
            if m["t"] == "screen":
                assert screen_seat[m["id"]] == bound, (conn, m)
            else:
                assert m["t"] == "chat" and bound in readers[(m["channel"], m["section"])], (conn, m)
                seen_chat[bound] += [(m["channel"], m["section"], x["text"]) for x in m["lines"]]
    assert 99 not in conn_seat and all(m["t"] in PUBLIC for m in net.sent[99])
    assert ("wolves", 1, "Cat tonight") in seen_chat[0] and not any(c == "wolves" for c, _, _ in seen_chat[3])
    assert not any(c == "wolves" and s == 1 for c, s, _ in seen_chat[2])  # the new wolf reads only its own night
    assert ("wolves", 2, "welcome") in seen_chat[2]
    assert ("day", 1, "day words 0") in seen_chat[3] and ("day", 1, "day words 2") in seen_chat[2]
    assert not any("let me in" in t or "forged" in t for lines in seen_chat.values() for _, _, t in lines)
    assert net.last(40, "screen")["screen"]["title"] == "night 2 of 4"  # the seat's screen, for its new phone
