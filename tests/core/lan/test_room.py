"""The room, message by message and error by error (PROTOCOL.md): every refusal changes nothing."""
from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from app.core.common.errors import LAN_CODES
from app.core.lan.room import PORTRAITS, WORDS, Room

from .fake import Net

ROOT = Path(__file__).resolve().parents[3]
CODE = "K7M2QX"


def visit(after_ms: int = 0, needs_pick: bool = True, lo: int = 1, hi: int = 1) -> dict:
    return {"kind": "visit", "title": "Night 1", "sub": "", "lines": ["Choose."], "prompt": "Who?",
            "pick": {"min": lo, "max": hi, "options": [{"id": "s1", "label": "Bob"}, {"id": "s2", "label": "Cat"},
                                                       {"id": "s3", "label": "Dan"}]},
            "buttons": [{"do": "ok", "label": "OK", "needs_pick": needs_pick, "after_ms": after_ms},
                        {"do": "skip", "label": "Skip", "needs_pick": False, "after_ms": 0}],
            "chat": None, "quiet": True}


def refused(net: Net, conn: int, msg: object, code: str) -> dict:
    """Send; the only answer is that error, and the room is as it was."""
    before = net.room.snapshot()
    out = net.send(conn, msg)  # type: ignore[arg-type]
    assert [m["t"] for m in out] == ["error"], out
    assert out[0]["code"] == code, out
    assert isinstance(out[0]["detail"], str) and out[0]["detail"]
    assert net.room.snapshot() == before
    return out[0]


@pytest.fixture
def net() -> Net:
    return Net(phone=(0, 1, 2, 3))  # Eve and Fay stay at the curtain


@pytest.fixture
def acts(net: Net) -> list:
    """Two seats claimed and Ready, the game started, seat 0 shown a visit screen."""
    got: list = []
    net.room.on_act = lambda seat, do, pick: got.append((seat, do, pick))
    net.tok0, net.tok1 = net.join(10, 0), net.join(11, 1, "owl")
    for conn, tok in ((10, net.tok0), (11, net.tok1)):
        net.send(conn, {"t": "ready", "token": tok, "ready": True})
    net.room.set_phone(2, False)
    net.room.set_phone(3, False)
    net.room.start()
    net.sid = net.room.show(0, visit())
    return got


def act(net: Net, n: int, do: str = "ok", pick: list | None = None, token: str | None = None,
        screen: int | None = None) -> dict:
    msg = {"t": "act", "token": token or net.tok0, "screen": net.sid if screen is None else screen, "n": n, "do": do}
    if pick is not None:
        msg["pick"] = pick
    return msg


# --- messages -------------------------------------------------------------------------------------

def test_code_is_six_crockford_symbols_and_typed_input_is_forgiving() -> None:
    room = Room(["A"], [0], send=lambda c, m: None, close=lambda c: None)
    assert len(room.code) == 6 and set(room.code) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    net = Net()
    net.room.connect(1, "10.0.0.1")
    assert net.send(1, {"t": "hello", "room": "k7m-2qx "})[0]["t"] == "seats"


def test_portraits_are_the_resources() -> None:
    index = json.loads((ROOT / "resources/portraits/index.json").read_text("utf-8"))
    assert PORTRAITS == tuple(p["id"] for p in index)


def test_ping_and_hello(net: Net) -> None:
    net.room.connect(1, "10.0.0.1")
    assert net.send(1, {"t": "ping"}) == [{"t": "pong"}]
    (seats,) = net.send(1, {"t": "hello", "room": CODE})
    assert seats["t"] == "seats" and seats["room"] == CODE and seats["portraits"] == list(PORTRAITS)
    assert seats["seats"][0] == {"seat": 0, "name": "Ann", "phone": True, "taken": False, "portrait": ""}
    assert seats["seats"][4]["phone"] is False


def test_claim_gives_a_token_and_the_lobby(net: Net) -> None:
    changes: list = []
    net.room.on_change = lambda: changes.append(1)
    net.room.connect(1, "10.0.0.1")
    claimed, screen = net.send(1, {"t": "claim", "room": CODE, "seat": 2, "portrait": "owl"})
    assert claimed["t"] == "claimed" and claimed["seat"] == 2 and claimed["name"] == "Cat"
    assert len(claimed["token"]) == 32 and int(claimed["token"], 16) >= 0
    assert screen["t"] == "screen" and screen["screen"]["kind"] == "lobby"
    assert [b["do"] for b in screen["screen"]["buttons"]] == ["ready"]
    info = net.room.seats()[2]
    assert (info.taken, info.connected, info.ready, info.portrait, info.addr) == (True, True, False, "owl", "10.0.0.1")
    assert changes


def test_ready_by_message_and_by_the_lobby_button(net: Net) -> None:
    t0, t1 = net.join(1, 0), net.join(2, 1)
    (screen,) = net.send(1, {"t": "ready", "token": t0, "ready": True})
    assert screen["screen"]["buttons"][0]["do"] == "unready"
    lobby = net.screen(2)
    (screen,) = net.send(2, {"t": "act", "token": t1, "screen": lobby["id"], "n": 0, "do": "ready"})
    assert screen["id"] > lobby["id"] and [s.ready for s in net.room.seats()[:2]] == [True, True]
    assert net.room.all_ready()  # every claimed seat: the laptop makes the others curtain seats
    net.join(3, 2)
    assert not net.room.all_ready()
    net.room.set_phone(2, False)
    assert net.room.all_ready() and 3 in net.closed
    lobby = net.screen(1)
    net.room.start()
    refused(net, 1, {"t": "act", "token": t0, "screen": lobby["id"], "n": 5, "do": "unready"}, "stale")
    net.room.show(0, visit())
    assert net.screen(1)["screen"]["kind"] == "visit"


def test_all_ready_needs_a_claimed_seat(net: Net) -> None:
    assert not net.room.all_ready()


def test_a_silent_connection_gives_way_to_its_token(net: Net) -> None:
    token = net.join(1, 0)
    net.room.connect(2, "10.0.0.2")
    refused(net, 2, {"t": "resume", "room": CODE, "token": token}, "seat_busy")
    net.clock.tick(31)  # the first phone's Wi-Fi slept: its socket is silent
    out = net.send(2, {"t": "resume", "room": CODE, "token": token})
    assert out[0]["t"] == "claimed" and net.last(1, "error")["code"] == "seat_busy" and 1 in net.closed
    assert net.room.seats()[0].addr == "10.0.0.2"


def test_the_seat_list_comes_again_to_phones_choosing(net: Net) -> None:
    net.room.connect(1, "a")
    net.room.connect(2, "b")  # never gave the code: gets nothing
    net.send(1, {"t": "hello", "room": CODE})
    net.join(3, 0)
    assert net.last(1, "seats")["seats"][0]["taken"] and net.sent[2] == []
    net.room.free_seat(0)
    assert not net.last(1, "seats")["seats"][0]["taken"] and net.sent[2] == []


def test_a_screen_sent_again_counts_its_wait_down(net: Net, acts: list) -> None:
    sid = net.room.show(0, visit(after_ms=5000))
    net.clock.tick(2)
    net.room.disconnect(10)
    net.room.connect(20, "c")
    out = net.send(20, {"t": "resume", "room": CODE, "token": net.tok0})
    assert out[1]["id"] == sid and out[1]["screen"]["buttons"][0]["after_ms"] == 3000


def test_show_acts_and_on_act(net: Net, acts: list) -> None:
    (screen,) = [m for m in net.sent[10] if m["t"] == "screen" and m["id"] == net.sid]
    assert screen["screen"]["title"] == "Night 1"
    assert net.send(10, act(net, 5, pick=["s2"])) == []
    assert acts == [(0, "ok", ("s2",))]
    sid = net.room.show(0, visit(needs_pick=False))
    assert sid > net.sid
    net.sid = sid
    assert net.send(10, act(net, 6, do="skip", pick=None)) == []
    assert acts[-1] == (0, "skip", ())


def test_resume_sends_the_claim_the_screen_and_the_chat_again(net: Net, acts: list) -> None:
    net.room.open_chat("day", 1, writers=[0, 1], readers=[0, 1])
    net.send(11, {"t": "chat", "token": net.tok1, "channel": "day", "n": 1, "text": "hi"})
    net.room.disconnect(10)
    assert not net.room.seats()[0].connected and net.room.seats()[0].taken
    net.room.connect(20, "192.168.1.20")
    out = net.send(20, {"t": "resume", "room": CODE, "token": net.tok0})
    assert [m["t"] for m in out] == ["claimed", "screen", "chat"]
    assert out[1]["id"] == net.sid
    assert out[2] == {"t": "chat", "channel": "day", "section": 1, "lines": [{"from": "Bob", "text": "hi"}]}
    assert net.send(20, act(net, 0, pick=["s1"])) == []  # n counts per connection
    assert acts == [(0, "ok", ("s1",))]


def test_chat_sections_readers_and_writers(net: Net, acts: list) -> None:
    net.room.open_chat("day", 1, writers=[1], readers=[0, 1])
    assert net.last(10, "chat") == {"t": "chat", "channel": "day", "section": 1, "lines": []}
    net.send(11, {"t": "chat", "token": net.tok1, "channel": "day", "n": 1, "text": "  a\x00b\n\x1b "})
    assert net.last(10, "chat")["lines"] == [{"from": "Bob", "text": "ab"}]
    net.room.open_chat("day", 2, writers=[0, 1], readers=[0, 1])
    net.send(10, {"t": "chat", "token": net.tok0, "channel": "day", "n": 1, "text": "x" * 300})
    assert net.last(11, "chat") == {"t": "chat", "channel": "day", "section": 2,
                                    "lines": [{"from": "Ann", "text": "x" * 300}]}
    net.room.close_chat("day")
    net.room.disconnect(11)
    net.room.connect(12, "a")
    out = net.send(12, {"t": "resume", "room": CODE, "token": net.tok1})
    assert [(m["section"], len(m["lines"])) for m in out if m["t"] == "chat"] == [(1, 1), (2, 1)]


def test_free_seat_voids_the_token_and_drops_the_phone(net: Net, acts: list) -> None:
    net.room.free_seat(1)
    assert net.last(11, "error")["code"] == "bad_token" and 11 in net.closed
    info = net.room.seats()[1]
    assert (info.taken, info.connected, info.ready) == (False, False, False)
    net.room.connect(30, "b")
    refused(net, 30, {"t": "resume", "room": CODE, "token": net.tok1}, "bad_token")
    out = net.send(30, {"t": "claim", "room": CODE, "seat": 1, "portrait": "bear"})
    assert out[0]["t"] == "claimed" and out[0]["token"] != net.tok1
    assert out[1]["screen"]["kind"] == "wait"  # after the start: the game shows it its next screen


def test_a_connection_id_used_again_is_a_new_connection(net: Net) -> None:
    token = net.join(1, 0)
    net.room.connect(1, "10.9.9.9")
    assert not net.room.seats()[0].connected
    refused(net, 1, {"t": "ready", "token": token, "ready": True}, "not_your_seat")
    assert net.send(1, {"t": "resume", "room": CODE, "token": token})[0]["t"] == "claimed"


def test_words_are_the_callers(net: Net) -> None:
    room = Room(["A"], [0], send=lambda c, m: sent.append(m), close=lambda c: None, code=CODE,
                words=lambda key: "<" + key + ">")
    sent: list = []
    room.connect(1, "x")
    room.receive(1, '{"t":"claim","room":"K7M2QX","seat":0,"portrait":"fox"}')
    assert sent[1]["screen"]["title"] == "<lobby_title>"
    room.receive(1, "{")
    assert sent[-1] == {"t": "error", "code": "bad_json", "detail": "<error_bad_json>"}
    assert {"error_" + c for c in LAN_CODES} <= set(WORDS)


# --- every error of the table -----------------------------------------------------------------------

def test_bad_json_too_big_bad_message(net: Net) -> None:
    net.room.connect(1, "x")
    for raw in ("{", b"\xff\xfe", "NaN", '{"t":"ping","t":"ping"}', "[" * 3000 + "]" * 3000):
        refused(net, 1, raw, "too_big" if len(raw) > 4096 else "bad_json")
    refused(net, 1, "x" * 4097, "too_big")
    refused(net, 1, "\u00e9" * 2049, "too_big")  # 4,098 bytes
    for msg in ([], 3, {"t": 1}, {"t": "nope"}, {"room": CODE}, {"t": "hello"}, {"t": "hello", "room": 5},
                {"t": "hello", "room": CODE, "x": 1}, {"t": "ping", "x": None},
                {"t": "claim", "room": CODE, "seat": True, "portrait": "fox"},
                {"t": "claim", "room": CODE, "seat": 1.0, "portrait": "fox"},
                {"t": "claim", "room": CODE, "seat": -1, "portrait": "fox"},
                {"t": "claim", "room": CODE, "seat": 0, "portrait": "dragon"},
                {"t": "ready", "token": "a", "ready": 1},
                {"t": "act", "token": "a", "screen": 1, "n": 2 ** 60, "do": "ok"},
                {"t": "act", "token": "a", "screen": 1, "n": 1, "do": "ok", "pick": "s1"},
                {"t": "act", "token": "a", "screen": 1, "n": 1, "do": "ok", "pick": [1]},
                {"t": "act", "token": "a", "screen": 1, "n": 1, "do": "ok", "pick": ["s"] * 33},
                {"t": "chat", "token": "a", "channel": "day", "n": 1, "text": "x" * 301},
                {"t": "chat", "token": "a", "channel": "day", "text": "hi"}):
        refused(net, 1, msg, "bad_message")


def test_bad_room_and_too_many_tries_per_address(net: Net) -> None:
    net.room.connect(1, "10.0.0.9")
    net.room.connect(2, "10.0.0.9")
    net.room.connect(3, "10.0.0.8")
    for i in range(5):
        refused(net, 1 + i % 2, {"t": "hello", "room": "AAAAAA"}, "bad_room")
    refused(net, 1, {"t": "hello", "room": CODE}, "too_many_tries")
    refused(net, 2, {"t": "claim", "room": CODE, "seat": 0, "portrait": "fox"}, "too_many_tries")
    assert net.send(3, {"t": "hello", "room": CODE})[0]["t"] == "seats"  # another address
    net.clock.tick(60)
    assert net.send(1, {"t": "hello", "room": CODE})[0]["t"] == "seats"


def test_rate_limited_then_closed_after_three_bursts(net: Net) -> None:
    net.room.connect(1, "x")
    before = net.room.snapshot()
    for burst in range(3):
        if burst:
            assert net.room.snapshot() == before
        out = [net.room.receive(1, '{"t":"ping"}') for _ in range(30)]
        assert out == [None] * 30
        errors = [m for m in net.sent[1] if m["t"] == "error"]
        assert [e["code"] for e in errors] == ["rate_limited"] * (burst + 1)  # one error per burst
        net.clock.tick(2.5)
    assert net.closed == [1] and not any(s.connected for s in net.room.seats())
    before = len(net.sent[1])
    net.room.receive(1, '{"t":"ping"}')  # a frame after close: nothing
    assert len(net.sent[1]) == before
    assert [m["t"] for m in net.sent[1]].count("pong") == 60


def test_claim_errors(net: Net) -> None:
    net.join(1, 0)
    net.room.connect(2, "y")
    refused(net, 2, {"t": "claim", "room": CODE, "seat": 6, "portrait": "fox"}, "no_such_seat")
    refused(net, 2, {"t": "claim", "room": CODE, "seat": 4, "portrait": "fox"}, "not_phone")
    refused(net, 2, {"t": "claim", "room": CODE, "seat": 0, "portrait": "fox"}, "seat_taken")
    refused(net, 1, {"t": "claim", "room": CODE, "seat": 1, "portrait": "fox"}, "not_your_seat")


def test_seat_busy_bad_token_not_your_seat(net: Net, acts: list) -> None:
    net.room.connect(3, "z")
    refused(net, 3, {"t": "resume", "room": CODE, "token": net.tok0}, "seat_busy")
    refused(net, 3, {"t": "resume", "room": CODE, "token": "0" * 32}, "bad_token")
    refused(net, 3, {"t": "ready", "token": "0" * 32, "ready": False}, "bad_token")
    refused(net, 3, act(net, 1, pick=["s1"]), "not_your_seat")  # a stolen token, not resumed
    refused(net, 11, act(net, 1, pick=["s1"]), "not_your_seat")  # another seat's token
    refused(net, 11, act(net, 1, pick=["s1"], token="f" * 32), "not_your_seat")  # a made-up one
    refused(net, 11, {"t": "resume", "room": CODE, "token": net.tok0}, "not_your_seat")
    refused(net, 11, {"t": "chat", "token": net.tok0, "channel": "day", "n": 1, "text": "x"}, "not_your_seat")
    assert acts == []


def test_act_errors(net: Net, acts: list) -> None:
    refused(net, 10, act(net, 1, pick=["s1"], screen=net.sid - 1), "stale")
    refused(net, 10, act(net, 1, pick=["s1"], screen=net.sid + 1), "stale")
    refused(net, 10, act(net, 1, do="kill", pick=["s1"]), "no_action")
    refused(net, 10, act(net, 1), "bad_pick")  # needs a pick
    refused(net, 10, act(net, 1, pick=["s9"]), "bad_pick")
    refused(net, 10, act(net, 1, pick=["s1", "s2"]), "bad_pick")
    refused(net, 10, act(net, 1, do="skip", pick=["s1"]), "bad_pick")
    assert net.send(10, act(net, 3, pick=["s1"])) == []
    refused(net, 10, act(net, 3, pick=["s1"]), "replayed")
    net.sid = net.room.show(0, visit(lo=2, hi=3))
    refused(net, 10, act(net, 3, pick=["s1", "s2"]), "replayed")
    refused(net, 10, act(net, 2, pick=["s1", "s2"]), "replayed")
    refused(net, 10, act(net, 4, pick=["s1", "s1"]), "bad_pick")
    refused(net, 10, act(net, 4, pick=["s1"]), "bad_pick")
    net.sid = net.room.show(1, visit(after_ms=5000))
    net.tok0, sid = net.tok1, net.sid
    refused(net, 11, act(net, 1, pick=["s1"]), "too_early")
    net.clock.tick(5)
    assert net.send(11, act(net, 1, pick=["s1"], screen=sid)) == []
    net.sid = net.room.show(1, {**visit(), "buttons": []})
    refused(net, 11, act(net, 2, do="ok", pick=["s1"]), "no_action")
    assert acts == [(0, "ok", ("s1",)), (1, "ok", ("s1",))]


def test_ready_after_the_start_is_no_action(net: Net, acts: list) -> None:
    refused(net, 10, {"t": "ready", "token": net.tok0, "ready": False}, "no_action")


def test_illegal_and_other_codes_from_the_game(net: Net, acts: list) -> None:
    net.room.on_act = lambda seat, do, pick: "illegal:You cannot shield the same seat twice."
    err = refused(net, 10, act(net, 1, pick=["s1"]), "illegal")
    assert err["detail"] == "You cannot shield the same seat twice."
    net.room.on_act = lambda seat, do, pick: "too_early"
    assert refused(net, 10, act(net, 1, pick=["s1"]), "too_early")["detail"] == WORDS["error_too_early"]
    net.room.on_act = lambda seat, do, pick: "whatever"
    refused(net, 10, act(net, 1, pick=["s1"]), "illegal")
    net.room.on_act = lambda seat, do, pick: acts.append(seat)
    assert net.send(10, act(net, 1, pick=["s1"])) == []  # the refused ones did not use up n=1


def test_chat_errors(net: Net, acts: list) -> None:
    chat = {"t": "chat", "token": net.tok1, "channel": "wolves", "n": 1, "text": "hi"}
    refused(net, 11, chat, "not_allowed")  # no such channel: a stranger learns nothing
    net.room.open_chat("wolves", 1, writers=[0], readers=[0])
    refused(net, 11, chat, "not_allowed")  # open, not a member
    net.room.close_chat("wolves")
    refused(net, 11, chat, "not_allowed")  # closed, not a member: the same answer
    refused(net, 10, {**chat, "token": net.tok0}, "chat_closed")
    net.room.open_chat("day", 1, writers=[0], readers=[0, 1])
    refused(net, 11, {**chat, "channel": "day"}, "not_allowed")  # the dead read only
    refused(net, 10, {**chat, "channel": "day", "token": net.tok0, "text": " \x07\n "}, "bad_message")
    net.send(10, {**chat, "channel": "day", "token": net.tok0, "n": 4})
    refused(net, 10, {**chat, "channel": "day", "token": net.tok0, "n": 4}, "replayed")


def test_logs_say_code_and_connection_only(net: Net, acts: list, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="app.lan")
    net.room.connect(5, "192.168.1.77")
    net.send(5, {"t": "resume", "room": CODE, "token": net.tok0})
    net.send(11, act(net, 1, pick=["s1"]))
    net.send(5, {"t": "hello", "room": "WRONG1"})
    text = caplog.text
    assert "seat_busy" in text and "not_your_seat" in text
    for secret in (net.tok0, net.tok1, CODE, "WRONG1", "192.168.1.77", "Ann", "Bob"):
        assert secret not in text


def test_a_failing_game_side_does_not_escape_receive(net: Net, acts: list, caplog: pytest.LogCaptureFixture) -> None:
    def boom(seat: int, do: str, pick: tuple[str, ...]) -> None:
        raise KeyError(net.tok0)

    net.room.on_act = boom
    net.room.on_change = lambda: 1 / 0
    assert [m["code"] for m in net.send(10, act(net, 1, pick=["s1"]))] == ["bad_message"]  # the phone is told
    net.room.disconnect(11)
    assert "KeyError" in caplog.text and "ZeroDivisionError" in caplog.text and net.tok0 not in caplog.text
