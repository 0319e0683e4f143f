"""Who may stay connected (issue 38): strangers (no room code yet) have JOIN_SECONDS and at most
ADDRESS_STRANGERS per address; a full room makes way for a phone holding a token; a flood is closed."""
from __future__ import annotations

from app.core.lan import protocol as P

from .fake import Net
from .test_room import CODE


def hello(net: Net, conn: int) -> None:
    assert net.send(conn, {"t": "hello", "room": CODE})[0]["t"] == "seats"


def live(net: Net) -> set[int]:
    return set(net.room._conns)


def test_a_stranger_has_a_few_seconds_to_give_the_room_code() -> None:
    net = Net()
    net.room.connect(1, "192.168.1.5")  # silent
    net.room.connect(2, "192.168.1.6")
    hello(net, 2)  # gave the code
    net.room.connect(3, "192.168.1.7")
    net.send(3, {"t": "hello", "room": "AAAAAA"})  # a wrong code is no code
    net.send(3, {"t": "ping"})  # nor is a ping
    net.room.connect(4, "192.168.1.8")
    net.clock.tick(P.JOIN_SECONDS - 1)
    net.room.tick()
    assert net.closed == []
    net.clock.tick(1)
    net.room.tick()
    assert sorted(net.closed) == [1, 3, 4] and live(net) == {2}
    net.room.tick()
    assert sorted(net.closed) == [1, 3, 4]  # once each


def test_a_seat_and_a_resume_count_as_the_code() -> None:
    net = Net()
    token = net.join(1, 0)
    net.room.disconnect(1)
    net.room.connect(2, "192.168.1.9")
    assert net.send(2, {"t": "resume", "room": CODE, "token": token})[0]["t"] == "claimed"
    net.clock.tick(60)
    net.room.tick()
    assert net.closed == [] and net.room.seats()[0].connected


def test_one_address_holds_a_few_strangers_the_oldest_goes_first() -> None:
    net = Net()
    for conn in range(1, 1 + P.ADDRESS_STRANGERS):
        net.room.connect(conn, "10.0.0.66")
    net.room.connect(50, "10.0.0.77")
    assert net.closed == []
    net.room.connect(99, "10.0.0.66")
    assert net.closed == [1]  # the oldest stranger of that address, not the other address's
    hello(net, 2)  # no longer a stranger: it stays, and leaves a stranger's place
    net.room.connect(100, "10.0.0.66")
    assert net.closed == [1]
    net.room.connect(101, "10.0.0.66")
    assert net.closed == [1, 3]
    assert live(net) == {2, 4, 50, 99, 100, 101}


def test_a_full_room_makes_way_for_a_phone_with_a_token() -> None:
    net = Net()
    token = net.join(1, 0, addr="192.168.1.200")
    hello_conns = [2, 3]
    for conn in hello_conns:
        net.room.connect(conn, f"192.168.2.{conn}")
        hello(net, conn)
    strangers = list(range(100, 100 + P.MAX_CONNECTIONS - 3))
    for k, conn in enumerate(strangers):  # every stranger from its own address: no per-address cap
        net.room.connect(conn, f"10.1.{k // 200}.{k % 200}")
    assert len(live(net)) == P.MAX_CONNECTIONS and net.closed == []
    net.room.disconnect(1)  # the phone's Wi-Fi drops; it comes back on a new connection
    net.room.connect(1000, "10.9.9.9")  # one more stranger fills the room again
    net.room.connect(7, "192.168.1.200")
    assert net.closed == [100]  # the oldest stranger went, nobody who gave the code
    assert net.send(7, {"t": "resume", "room": CODE, "token": token})[0]["t"] == "claimed"
    assert net.room.seats()[0].connected
    net.room.connect(8, "192.168.1.201")  # a phone claiming a free seat gets in the same way
    assert net.closed == [100, 101]
    assert net.send(8, {"t": "claim", "room": CODE, "seat": 1, "portrait": "owl"})[0]["t"] == "claimed"


def test_a_room_full_of_code_holders_drops_the_oldest_without_a_seat_never_a_seated_one() -> None:
    net = Net()
    net.join(1, 0)
    for conn in range(2, 1 + P.MAX_CONNECTIONS):
        net.room.connect(conn, f"10.2.{conn // 200}.{conn % 200}")
        hello(net, conn)
    net.room.connect(500, "10.3.0.1")
    assert net.closed == [2] and 1 in live(net) and 500 in live(net)


def test_a_flood_is_closed_at_once() -> None:
    net = Net()
    net.room.connect(1, "192.168.1.5")
    for _ in range(P.RATE_COUNT + P.FLOOD - 1):
        net.room.receive(1, '{"t":"ping"}')
    assert net.closed == []
    net.room.receive(1, '{"t":"ping"}')
    assert net.closed == [1] and 1 not in live(net)
    codes = [m.get("code") for m in net.sent[1] if m["t"] == "error"]
    assert codes == ["rate_limited"]  # one error for the burst, then the close


def test_too_big_is_answered_and_the_connection_forgotten() -> None:
    net = Net()
    token = net.join(1, 0)
    net.room.too_big(1)
    assert net.sent[1][-1]["t"] == "error" and net.sent[1][-1]["code"] == "too_big"
    assert not net.room.seats()[0].connected
    net.room.connect(2, "192.168.1.2")
    assert net.send(2, {"t": "resume", "room": CODE, "token": token})[0]["t"] == "claimed"
    net.room.too_big(99)  # unknown: nothing
    assert 99 not in net.sent
