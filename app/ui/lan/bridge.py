"""The game's side of a room: what each phone seat sees, and what its taps do.

A phone is a private screen that happens to be in a pocket. The phone gets the curtain visit
itself — a session's own visit page (`VisitDouble`) read into the room's screen object
(`app/core/lan/PROTOCOL.md`) — and each tap goes back to that page's own handlers, so the engine
checks every choice exactly as behind the curtain; a visit lasts at least the shortest visit.

Both modes: every phone seat's visit of a lap opens with the lap, on its own copy of the visit
page (`ballots.SeatNight` for One Night, `ballots.SeatVisit` for classic), while the laptop goes
round the curtain seats; the laptop then waits on one page for whatever phone visits of the lap
are left, and the next lap starts when they are done (DESIGN.md §Hand-off 7). A classic ballot
lap is the same (`ballots.SeatBallot`).

Between its turns a phone shows one screen ("eyes closed"), whichever seat is playing, so a
phone lighting up tells nothing. By day the phones carry the day's chat.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtCore import QObject

from .. import texts
from ..flows import onenight as S
from .visit_double import VisitDouble

log = logging.getLogger("app.lan")

NIGHT = (S.CURTAIN, S.VISIT)
VOTING = (S.VOTE, S.VOTE_CURTAIN, S.VOTE_VISIT)
ENDED = (S.RESOLUTION, S.REVEAL)


def screen(kind: str, title: str, *, sub: str = "", lines: list[str] | None = None, prompt: str = "",
           pick: dict[str, Any] | None = None, buttons: list[dict[str, Any]] | None = None,
           chat: dict[str, Any] | None = None, quiet: bool = True) -> dict[str, Any]:
    """One screen object of the protocol (every field present, in one order)."""
    return {"kind": kind, "title": title, "sub": sub, "lines": list(lines or []), "prompt": prompt,
            "pick": pick, "buttons": list(buttons or []), "chat": chat, "quiet": quiet}


def button(do: str, label: str, *, needs_pick: bool = False, after_ms: int = 0, off: bool = False) -> dict[str, Any]:
    """A phone button; `off`: shown and greyed, as the laptop's own button is now (a visit keeps
    every button in its place whatever the card, DESIGN.md §Hand-off 8)."""
    return {"do": do, "label": label, "needs_pick": needs_pick, "after_ms": max(0, int(after_ms)), "off": bool(off)}


def target_id(kind: str, value: Any) -> str:
    return f"{kind}:{value}"


def parse_target(text: str) -> tuple[str, Any] | None:
    kind, _, value = text.partition(":")
    if kind == "direction":
        return (kind, value) if value in ("left", "right") else None
    if kind in ("card", "seat", "mark", "centre") and value.isdigit():
        return kind, int(value)
    return None


class PhoneWords(QObject):
    """The phone screens' own words (the visit's words are the visit page's)."""

    def your_turn(self, name: str) -> str:
        return texts.fill(self.tr("%1, it is your turn"), name)

    def open_hint(self) -> str:
        return self.tr("Make sure nobody can see your phone, then open your screen.")

    def open(self) -> str:
        return self.tr("Open my screen")

    def night(self) -> str:
        return self.tr("Night")

    def eyes_closed(self) -> str:
        return self.tr("Keep your eyes closed. Your phone lights up when it is your turn.")

    def pick(self) -> str:
        return self.tr("Choose")

    def day(self, number: int) -> str:
        return texts.fill(self.tr("Day %1"), number) if number else self.tr("Day")

    def day_hint(self) -> str:
        return self.tr("Talk at the table. Chat here if you like: the living may write, the dead only read.")

    def vote(self) -> str:
        return self.tr("The vote")

    def vote_hint(self) -> str:
        return self.tr("The vote is on the laptop.")

    def ballot_in(self) -> str:
        return self.tr("Your ballot is in. The laptop shows the votes once every ballot is cast.")

    def over(self) -> str:
        return self.tr("The game is over")

    def over_hint(self) -> str:
        return self.tr("The laptop shows who won.")

    def laps(self, lap: int, laps: int) -> str:
        return texts.fill(self.tr("Lap %1 of %2"), lap, laps)

    def done(self) -> str:
        return self.tr("Done")

    def waiting(self) -> str:
        return self.tr("Waiting for the game")

    def waiting_hint(self) -> str:
        return self.tr("The host is setting up the game on the laptop.")


class OneNightBridge(QObject):
    """One Night's session and a room: the phone seats' screens and their taps."""

    def __init__(self, session: Any, room: Any, phone_seats: set[int] | frozenset[int],
                 page_class: type | None = None, owner: Any = None) -> None:
        super().__init__()
        self.session = session
        self.room = room
        self.phone_seats = frozenset(phone_seats)
        self.words = PhoneWords(self)
        if page_class is None:
            from ..screens.night import VisitScreen as page_class  # noqa: N813
        self.page_class = page_class
        self._owner = owner
        # The phones' own night visits, each lap's all at once beside the laptop's (LAN.md "Mixed
        # seating"): one visit page per phone seat, made at its first visit.
        self.visits: dict[int, VisitDouble] = {}
        session.set_remote(self.phone_seats)
        self.shown: dict[int, dict[str, Any]] = {}
        self.day_open = False
        room.on_act = self.on_act
        session.screen_changed.connect(self._changed)
        session.visit_changed.connect(self._changed)
        session.game_changed.connect(self._changed)
        session.phone_changed.connect(self._changed)
        self.sync()

    # --- what the laptop shows -----------------------------------------------------------
    def covers(self, screen_name: str) -> bool:
        """Whether the laptop shows the "on the phones" page instead of this screen: the lap has
        only phone visits left, and the laptop waits for them (the same page whoever)."""
        return screen_name == S.CURTAIN and self.session.phones_at_night()

    def cover_kind(self, screen_name: str) -> str:
        """What the laptop's page says while it waits: the phones take their ``night`` visits."""
        return "night"

    def owner_now(self) -> int | None:
        """One Night never waits on one phone seat's turn: its phone visits run beside the laptop's."""
        return None

    def waiting_on(self) -> frozenset[int]:
        """The phone seats the laptop waits on now: those whose visit of the lap is not over."""
        s = self.session
        return s.lap_left() & self.phone_seats if self.covers(s.screen) else frozenset()

    def release(self, seat: int) -> None:
        """The seat goes back behind the curtain (its phone dropped): its visit of the lap, open or
        not, is the laptop's to take when its place comes."""
        if seat not in self.phone_seats:
            return
        self.phone_seats = self.phone_seats - {seat}
        self.session.set_remote(self.phone_seats)
        double = self.visits.pop(seat, None)
        if double is not None:
            double.dispose()
        self.sync()

    def close(self) -> None:
        for sig in (self.session.screen_changed, self.session.visit_changed, self.session.game_changed,
                    self.session.phone_changed):
            try:
                sig.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        self.session.set_remote(frozenset())
        for d in self.visits.values():
            d.dispose()
        self.visits = {}

    # --- screens -------------------------------------------------------------------------
    def _changed(self, *_: Any) -> None:
        self.sync()

    def _night(self) -> bool:
        s = self.session
        return s.screen in NIGHT and s.plan is not None and s.table is None and s.state is None

    def sync(self) -> None:
        s = self.session
        if (s.screen == S.DAY) != self.day_open:  # One Night's one day: everyone alive, everyone writes
            self.day_open = s.screen == S.DAY
            if self.day_open:
                self.room.open_chat("day", 1, self.phone_seats, self.phone_seats)
            else:
                self.room.close_chat("day")
        for seat in sorted(self.phone_seats):
            self._visit_page(seat)
        for seat in sorted(self.phone_seats):
            self._show(seat, self.screen_for(seat))

    def _visit_page(self, seat: int) -> Any:
        """The seat's own visit page, "shown" while its visit of the lap is open on the phone,
        cleared otherwise (not opened yet, hidden again, or over); None when not open."""
        v = self.session.remote_visit(seat) if self._night() else None
        double = self.visits.get(seat)
        if v is None or v.hidden or v.seen is None:
            if double is not None:
                double.stop()
            return None
        if double is None:
            from .ballots import SeatNight

            double = self.visits[seat] = VisitDouble(self.page_class, SeatNight(self.session, seat), self._owner)
            double.reworded.connect(self.sync)  # a new language: every phone's screen in it
        double.start()
        return double.page

    def _show(self, seat: int, shown: dict[str, Any]) -> None:
        if _same(self.shown.get(seat), shown):  # the time left alone does not make a new screen
            return
        self.shown[seat] = shown
        self.room.show(seat, shown)

    def screen_for(self, seat: int) -> dict[str, Any]:
        s = self.session
        w = self.words
        name = s.screen
        if self._night() and seat in self.phone_seats:
            v = s.remote_visit(seat)
            if v is not None and (v.hidden or v.seen is None):
                return screen("visit", w.your_turn(s.seats[seat]), sub=self._laps(), lines=[w.open_hint()],
                              buttons=[button("open", w.open())])
            page = self._visit_page(seat)
            if page is not None:
                return self.visit_screen(page)
        if name in NIGHT or name in (S.TABLE_NIGHT, S.TABLE_CARD):
            return screen("wait", w.night(), lines=[w.eyes_closed()])
        if name == S.DAY:
            return screen("day", w.day(1), lines=[w.day_hint()], chat={"channel": "day", "can_send": True},
                          quiet=False)
        if name in VOTING:
            return screen("vote", w.vote(), lines=[w.vote_hint()], quiet=False)
        if name in ENDED:
            return screen("end", w.over(), lines=[w.over_hint()], quiet=False)
        return screen("wait", w.waiting(), lines=[w.waiting_hint()], quiet=False)

    def _laps(self) -> str:
        try:
            return self.words.laps(*self.session.laps_shown())
        except (AssertionError, AttributeError):
            return ""

    def visit_screen(self, p: Any) -> dict[str, Any]:
        """A phone seat's open visit, read off its own visit page (its words, its targets, its buttons)."""
        view = p.session  # the session as this seat's page sees it (ballots.SeatNight)
        lines = [p.identity.text()] + p.known_model.lines()
        if p.art_text.text():
            lines.append(p.art_text.text())
        prompt = "\n".join(t for t in (p.now_title.text(), p.now_text.text(), p.now_extra.text(),
                                       p.choice_text.text(), p.reason_label.text()) if t)
        pick = None
        buttons = []
        v = view.visit
        # The same buttons on every visit (DESIGN.md §Hand-off 8): Tap, Nothing, Confirm / Next and
        # Done are always there; one that does nothing now answers so when pressed.
        targets = sorted(p.tap_targets(), key=_order) if v is not None and v.stage in ("ask", "sleep") else []
        directions = {w.property("direction"): w.text() for w in p.direction_buttons}
        options = []
        for kind, value in targets:
            label = directions.get(value, "") if kind == "direction" else ""
            options.append({"id": target_id(kind, value), "label": label or p.pick_words([(kind, value)])[0]})
        pick = {"min": 1, "max": 1, "options": options}
        buttons.append(button("tap", self.words.pick(), needs_pick=True))
        for do, widget in (("secondary", p.secondary), ("confirm", p.confirm)):
            buttons.append(button(do, widget.text(), off=not widget.isEnabled()))
        buttons.append(button("done", self.words.done(), after_ms=p.left_ms() if p.left_ms() > 0 else 0,
                              off=v is None or not view.visit_done()))
        return screen("visit", p.who.full_text(), sub=p.phase.text(), lines=lines, prompt=prompt, pick=pick,
                      buttons=[dict(x, after_ms=_round(x["after_ms"])) for x in buttons])

    # --- taps ----------------------------------------------------------------------------
    def on_act(self, seat: int, do: str, pick: tuple[str, ...]) -> str | None:
        return answer(self._act, seat, do, pick)

    def _act(self, seat: int, do: str, pick: tuple[str, ...]) -> str | None:
        s = self.session
        v = s.remote_visit(seat) if seat in self.phone_seats and self._night() else None
        if v is None:
            return "no_action"
        from ..session import OnPhone, OpenVisit

        if v.hidden or v.seen is None:
            if do != "open":
                return "no_action"
            s.submit(OnPhone(seat, OpenVisit()))
            return None
        p = self._visit_page(seat)
        p.idle.start(s.settings.idle_ms)  # a tap on the phone is the holder's presence, as a tap on the laptop
        if do == "tap":
            target = parse_target(pick[0]) if len(pick) == 1 else None
            if target is None or target not in p.tap_targets():
                return "bad_pick"
            p.on_target(*target)
        elif do == "secondary":
            if not p.secondary.isEnabled():
                return "no_action"
            p.on_secondary()
        elif do == "confirm":
            if not p.confirm.isEnabled():
                return "no_action"
            p.on_confirm()
            v = s.remote_visit(seat)
            if p.reason and v is not None and v.stage == "ask":
                reason = p.reason
                self.sync()
                return "illegal:" + reason
        elif do == "done":
            if p.left_ms() > 0:
                return "too_early"
            if not p.done.isEnabled():
                p.tick_update()
            if not p.done.isEnabled():
                return "no_action"
            p.on_done()
        else:
            return "no_action"
        if p.isVisible():
            p.refresh()  # its own visit changed (the laptop's signals are not its)
        self.sync()
        return None


class ClassicBridge(QObject):
    """The classic session and a room: the same, for the night's visits, the last turns and the
    secret ballots. The page is read generically: its words, the tiles it lets the holder tap,
    its card rows, and every button it shows enabled (the witch's save, the draughts, Kill /
    Spare, Skip, Confirm, Done): a phone tap on one is a click on that very button."""

    CURTAINS = {"c_curtain": "c_visit", "c_ballot_curtain": "c_ballot"}
    PAGES = {"c_visit": "VisitScreen", "c_ballot": "BallotScreen"}

    def __init__(self, session: Any, room: Any, phone_seats: set[int] | frozenset[int], owner: Any = None) -> None:
        super().__init__()
        from ..classic import private

        self.session = session
        self.room = room
        self.phone_seats = frozenset(phone_seats)
        self.words = PhoneWords(self)
        self.doubles = {screen_name: VisitDouble(getattr(private, cls), session, owner)
                        for screen_name, cls in self.PAGES.items()}
        for d in self.doubles.values():
            d.reworded.connect(self.sync)  # a new language: every phone's screen in it
        # The phones' own ballots, all cast at once while the laptop goes round the other seats
        # (LAN.md): one ballot page per phone seat, made when its first ballot opens.
        self._owner = owner
        self.ballots: dict[int, VisitDouble] = {}
        # The phones' own night visits, each lap's all at once beside the laptop's (LAN.md "Mixed
        # seating"): one visit page per phone seat, made at its first visit.
        self.visits: dict[int, VisitDouble] = {}
        session.set_remote(self.phone_seats)
        self.shown: dict[int, dict[str, Any]] = {}
        self.day_open = 0
        self.wolves: tuple[int, frozenset[int]] = (0, frozenset())  # (night, the phone wolves' channel)
        room.on_act = self.on_act
        session.changed.connect(self._changed)
        session.screen_changed.connect(self._changed)
        self.sync()

    def covers(self, screen_name: str) -> bool:
        return (self.owner(screen_name) in self.phone_seats or self.phones_voting(screen_name)
                or self.phones_at_night(screen_name))

    def phones_at_night(self, screen_name: str) -> bool:
        """The lap has only phone visits left: the laptop waits for them, the same page whoever."""
        return screen_name == "c_curtain" and self.session.phones_at_night()

    def waiting_on(self) -> frozenset[int]:
        """The phone seats the laptop waits on now: the seat whose turn it covers, or at night the
        phones whose visits of this lap are not over (a ballot runs out on its own clock)."""
        s = self.session
        if self.phones_at_night(s.screen):
            return s.lap_left() & self.phone_seats
        seat = self.owner_now()
        return frozenset() if seat is None else frozenset({seat})

    def phones_voting(self, screen_name: str) -> bool:
        """The ballot lap has only phone ballots left: the laptop waits for them, the same page whoever."""
        return screen_name == "c_ballot_curtain" and self.session.phones_voting()

    def cover_kind(self, screen_name: str) -> str:
        """What the laptop's page says while it waits: ``ballots`` (the phones vote), ``night`` (the
        phones take their visits of the lap) or ``turn`` (one phone seat's turn)."""
        if self.phones_voting(screen_name):
            return "ballots"
        return "night" if self.phones_at_night(screen_name) else "turn"

    def owner(self, screen_name: str) -> int | None:
        """Whose private screen this is: the open page's seat (a ballot's holder moves on as soon as
        the ballot is cast, before the page closes), else the seat the curtain calls."""
        s = self.session
        if screen_name not in self.CURTAINS and screen_name not in self.PAGES:
            return None
        if s.table is not None or s.power is not None or s.stage == "confess":
            return None
        if screen_name in self.PAGES:
            return s.open.seat if s.open is not None else None
        return s.holder()

    def owner_now(self) -> int | None:
        seat = self.owner(self.session.screen)
        return seat if seat in self.phone_seats else None

    def release(self, seat: int) -> None:
        """The seat goes back behind the curtain (its phone dropped): an open page hides first."""
        if seat not in self.phone_seats:
            return
        if self.session.screen in self.PAGES and self.owner(self.session.screen) == seat:
            from ..classic import actions as A

            self.session.submit(A.HideVisit())
        self.phone_seats = self.phone_seats - {seat}
        self.session.set_remote(self.phone_seats)  # its ballot or its visit, if any, is the laptop's again
        for doubles in (self.ballots, self.visits):
            double = doubles.pop(seat, None)
            if double is not None:
                double.dispose()
        self.sync()

    def close(self) -> None:
        for sig in (self.session.changed, self.session.screen_changed):
            try:
                sig.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        self.session.set_remote(frozenset())
        for d in (*self.doubles.values(), *self.ballots.values(), *self.visits.values()):
            d.dispose()
        self.ballots, self.visits = {}, {}

    def _changed(self, *_: Any) -> None:
        self.sync()

    def _alive(self) -> set[int]:
        pub = self.session.public_view() if self.session.state is not None else None
        return {i for i, a in enumerate(pub.alive) if a} if pub is not None else set()

    def sync(self) -> None:
        s = self.session
        for name, d in self.doubles.items():
            if s.screen == name and self.covers(name):
                d.start()
            else:
                d.stop()
        if s.screen in ("c_day", "c_dawn") and s.state is not None:
            day = s.public_view().round
            if self.day_open != day:
                self.day_open = day
                self.room.open_chat("day", day, self._alive() & self.phone_seats, self.phone_seats)
        elif self.day_open and s.screen not in ("c_day", "c_dawn", "c_presser", "c_power_curtain", "c_power",
                                                "c_draw", "c_crier"):
            self.room.close_chat("day")
            self.day_open = 0
        self._wolves_channel()
        for seat in sorted(self.phone_seats):
            self._ballot_page(seat)
            self._visit_page(seat)
        for seat in sorted(self.phone_seats):
            self._show(seat, self.screen_for(seat))

    def _ballot_page(self, seat: int) -> Any:
        """The seat's phone ballot page, "shown" (its clock running) while its ballot is open on the
        phone, cleared otherwise; None when the seat has no ballot now."""
        o = self.session.remote_ballot(seat)
        return self._own_page(self.ballots, seat, o is not None and not o.done, "BallotScreen", "SeatBallot")

    def _visit_page(self, seat: int) -> Any:
        """The seat's phone visit page, "shown" while its visit of the lap is open on the phone,
        cleared otherwise (a visit not opened yet, hidden again, or over); None when not open."""
        o = self.session.remote_visit(seat)
        return self._own_page(self.visits, seat, o is not None and not o.hidden, "VisitScreen", "SeatVisit")

    def _own_page(self, doubles: dict[int, VisitDouble], seat: int, is_open: bool, page: str, view: str) -> Any:
        """A phone seat's own copy of a private page (`page`, reading the session through `view`):
        made when it first opens, "shown" while open, cleared otherwise; its page, or None."""
        double = doubles.get(seat)
        if not is_open:
            if double is not None:
                double.stop()
            return None
        if double is None:
            from ..classic import private
            from . import ballots

            double = doubles[seat] = VisitDouble(getattr(private, page), getattr(ballots, view)(self.session, seat),
                                                 self._owner)
            double.reworded.connect(self.sync)
        double.start()
        return double.page

    def _wolves_channel(self) -> None:
        """The wolves' live channel (LAN.md): open all night among the living wolves on phones who
        know their pack, for them only; closed at dawn."""
        s = self.session
        night = s.state.round if s.state is not None and s.stage == "night" and s.table is None else 0
        if night == self.wolves[0]:
            return
        if self.wolves[1]:
            self.room.close_chat("wolves")
        members: frozenset[int] = frozenset()
        if night:
            from app.core.classic.mode import CLASSIC

            alive = self._alive()
            members = frozenset(seat for seat in self.phone_seats & alive
                                if any(w == seat for w, _ in CLASSIC.knowledge(s.state, seat).pack))
            if len(members) > 1:
                self.room.open_chat("wolves", night, members, members)
            else:
                members = frozenset()
        self.wolves = (night, members)

    def _chat(self, seat: int) -> dict[str, Any] | None:
        if self.wolves[0] and seat in self.wolves[1]:
            return {"channel": "wolves", "can_send": True}
        return None

    _show = OneNightBridge._show

    def screen_for(self, seat: int) -> dict[str, Any]:
        s = self.session
        w = self.words
        name = s.screen
        mine = self.owner(name) == seat and seat in self.phone_seats
        if mine and name in self.CURTAINS:
            return screen("visit", w.your_turn(s.seats[seat]), lines=[w.open_hint()], buttons=[button("open", w.open())])
        if mine and name in self.PAGES:
            return {**self.page_screen(self.doubles[name].page), "chat": self._chat(seat)}
        page = self._ballot_page(seat) if seat in self.phone_seats else None
        if page is not None:  # the phone's own ballot, whatever the laptop shows
            return self.page_screen(page)
        visit = s.remote_visit(seat) if seat in self.phone_seats else None
        if visit is not None:  # the phone's own visit of the lap, whatever the laptop shows
            if visit.hidden:
                return screen("visit", w.your_turn(s.seats[seat]), lines=[w.open_hint()],
                              buttons=[button("open", w.open())])
            return {**self.page_screen(self._visit_page(seat)), "chat": self._chat(seat)}
        if s.state is None or name in ("c_mode", "c_setup", "start"):
            return screen("wait", w.waiting(), lines=[w.waiting_hint()], quiet=False)
        if name == "c_end":
            return screen("end", w.over(), lines=[w.over_hint()], quiet=False)
        if s.stage == "night" or name in ("c_table_night", "c_table_card"):
            return screen("wait", w.night(), lines=[w.eyes_closed()], chat=self._chat(seat))
        if s.stage == "vote" or name in ("c_ballot_curtain", "c_ballot", "c_tally", "c_tiebreak", "c_trial"):
            ballot = s.remote_ballot(seat) if seat in self.phone_seats else None
            cast = ballot is not None and ballot.done
            return screen("vote", w.vote(), lines=[w.ballot_in() if cast else w.vote_hint()], quiet=False)
        day = s.public_view().round
        alive = seat in self._alive()
        chat = {"channel": "day", "can_send": alive} if self.day_open else None
        return screen("day", w.day(day), lines=[w.day_hint()], chat=chat, quiet=False)

    def page_screen(self, p: Any) -> dict[str, Any]:
        """A classic private page, read as the phone's screen."""
        lines = [t for t in [p.identity.text()] + p.known_model.lines() if t]
        caption = getattr(p, "event_caption", None)
        texts_now = [p.now_title.text(), p.now_text.text(), p.result.text(), p.reason.text()]
        if caption is not None and caption.isVisibleTo(p):
            texts_now.append(caption.text())
        hint = getattr(p, "shape_hint", None)  # what the lap's script still asks for (DESIGN.md §Hand-off 8)
        if hint is not None and hint.text():
            texts_now.append(hint.text())
        options = []
        tiles = p.tiles
        if tiles.legal is not None:
            for k in range(len(tiles.names)):
                if tiles.is_legal(k):
                    chosen = k in (p.selected, tiles.also)
                    options.append({"id": f"seat:{k}", "label": ("✓ " if chosen else "") + tiles.names[k]})
        for kind, row in (("card", p.cards), ("event", getattr(p, "events", None))):
            if row is None or not row.isVisibleTo(p) or not row.enabled_pick:
                continue
            for i, (_card, reason) in enumerate(row.cards):
                if reason is None:
                    options.append({"id": f"{kind}:{i}", "label": ("✓ " if row.selected == i else "") + row.card_name(i)})
        buttons = [button("tap", self.words.pick(), needs_pick=True)] if options else []
        for i, b in enumerate(self._buttons(p)):
            if b.isVisibleTo(p) and b.isEnabled():
                after = p.left_ms() if b is p.done else 0
                buttons.append(button(f"b{i}", b.text(), after_ms=_round(after)))
        return screen("visit", p.who.full_text(), sub=p.phase.text(), lines=lines,
                      prompt="\n".join(t for t in texts_now if t),
                      pick={"min": 1, "max": 1, "options": options} if options else None, buttons=buttons)

    @staticmethod
    def _buttons(p: Any) -> list[Any]:
        from PySide6.QtWidgets import QPushButton

        skip = {p.hide_button, p.menu_button}
        return [b for b in p.findChildren(QPushButton) if b not in skip]

    def on_act(self, seat: int, do: str, pick: tuple[str, ...]) -> str | None:
        return answer(self._act, seat, do, pick)

    def _act(self, seat: int, do: str, pick: tuple[str, ...]) -> str | None:
        s = self.session
        name = s.screen
        from ..classic import actions as A

        page = self._ballot_page(seat) if seat in self.phone_seats else None
        if page is not None:  # the phone's own ballot, whatever the laptop shows
            return self._press(page, do, pick)
        visit = s.remote_visit(seat) if seat in self.phone_seats else None
        if visit is not None:  # the phone's own visit of the lap
            if visit.hidden:
                if do != "open":
                    return "no_action"
                s.submit(A.OnPhone(seat, A.OpenCurtain()))
                return None
            return self._press(self._visit_page(seat), do, pick)
        if seat not in self.phone_seats or self.owner(name) != seat:
            return "no_action"
        if name in self.CURTAINS:
            if do != "open":
                return "no_action"
            s.submit(A.OpenCurtain())
            return None
        return self._press(self.doubles[name].page, do, pick)

    def _press(self, p: Any, do: str, pick: tuple[str, ...]) -> str | None:
        """A phone's tap on private page `p`: that page's own click (the engine checks the choice)."""
        s = self.session
        p.idle.start(s.settings.idle_ms)
        shown = self.page_screen(p)
        if do == "tap":
            ids = {o["id"] for o in (shown["pick"] or {}).get("options", [])}
            if len(pick) != 1 or pick[0] not in ids:
                return "bad_pick"
            kind, _, value = pick[0].partition(":")
            {"seat": p.on_tile, "card": p.on_card, "event": getattr(p, "on_event_card", p.on_card)}[kind](int(value))
        elif do.startswith("b") and do[1:].isdigit():
            buttons = self._buttons(p)
            k = int(do[1:])
            if k >= len(buttons) or do not in [b["do"] for b in shown["buttons"]]:
                return "no_action"
            b = buttons[k]
            if b is p.done and p.left_ms() > 0:
                return "too_early"
            b.click()
        else:
            return "no_action"
        self.sync()
        return None


def answer(act: Callable[[int, str, tuple[str, ...]], str | None], seat: int, do: str,
           pick: tuple[str, ...]) -> str | None:
    """A phone's tap through `act`: None, or the error the phone is told (nothing changed)."""
    try:
        return act(seat, do, pick)
    except Exception as exc:  # a refusal of the rules, or a fault of ours
        from app.core.common.errors import RuleError

        if isinstance(exc, RuleError):
            return "illegal:" + texts.rule_reason(exc.code, exc.detail, getattr(exc, "reason", ""))
        log.exception("phone act failed")
        return "no_action"


def _order(target: tuple[str, Any]) -> tuple[int, Any]:
    kinds = {"seat": 0, "card": 0, "mark": 1, "centre": 2, "direction": 3}
    kind, value = target
    return kinds.get(kind, 9), str(value) if kind == "direction" else value


def _round(ms: int) -> int:
    """The wait, in whole seconds."""
    return ((ms + 999) // 1000) * 1000 if ms > 0 else 0


def _same(a: dict[str, Any] | None, b: dict[str, Any]) -> bool:
    if a is None:
        return False

    def bare(x: dict[str, Any]) -> dict[str, Any]:
        return {**x, "buttons": [{**k, "after_ms": 0} for k in x["buttons"]]}
    return bare(a) == bare(b)

