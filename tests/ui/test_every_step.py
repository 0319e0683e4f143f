"""Every decision of the wake order, and every Doppelganger copy that acts at once, made
through the visit screen with clicks only; the engine accepts what the clicks built.

Each case is a small crafted deal. The night is played by the planner up to the visit
where the step is asked, the GUI takes that one decision in the lap's rounds (the table, the
direction buttons, Nothing, Confirm; a look ends its round and shows at Confirm, the rest comes
at the next round; every round's taps are made up with taps that do nothing), and the planner
finishes the night so that the log can show what the engine did with it.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from app.core.onenight import engine as G
from app.core.onenight import handoff as P
from app.core.onenight.catalog import DOPPEL_IMMEDIATE, STEPS
from app.ui import session as S
from app.ui import texts
from app.ui.choices import sequences

from .conftest import make_tour

pytestmark = pytest.mark.no_paint  # games by clicks, no picture taken (issue 33)

SEATS = ["Ann", "Bob", "Cat", "Dan"]
FILL = ["villager", "villager", "hunter"]
CENTRE = ("bodyguard", "prince", "villager")
DG = {"doppelganger": {"player": "Bob"}}  # the Doppelganger copies Bob's card


def case(cards: list[str], centre: tuple[str, ...] = CENTRE, wolf: str | None = None,
         pre: dict[str, Any] | None = None) -> dict[str, Any]:
    cards = cards + FILL[len(cards) - 1:]
    return {"deal": G.Deal(tuple(cards), centre, wolf), "pre": pre or {}}


def dg(role: str, *more: str, wolf: str | None = None) -> dict[str, Any]:
    return case(["doppelganger", role, *more], wolf=wolf, pre=DG)


# One crafted game per decision step; Ann (seat 0) makes the decision.
CASES: dict[str, dict[str, Any]] = {
    "copycat": case(["copycat"], centre=("seer", "bodyguard", "prince")),
    "doppelganger": case(["doppelganger", "seer"]),
    "vampires": case(["vampire"]),
    "the_count": case(["the_count"]),
    "doppel_the_count": dg("the_count"),
    "diseased": case(["diseased"]),
    "cupid": case(["cupid"]),
    "instigator": case(["instigator"]),
    "priest": case(["priest"]),
    "doppel_priest": dg("priest"),
    "assassin": case(["assassin"]),
    "doppel_assassin": dg("assassin"),
    "apprentice_assassin": case(["apprentice_assassin"]),
    "doppel_apprentice_assassin": dg("apprentice_assassin"),
    "sentinel": case(["sentinel"]),
    "werewolves": case(["werewolf"]),
    "alpha_wolf": case(["alpha_wolf"], wolf="werewolf"),
    "mystic_wolf": case(["mystic_wolf"]),
    "thing": case(["thing"]),
    "seer": case(["seer"]),
    "apprentice_seer": case(["apprentice_seer"]),
    "paranormal_investigator": case(["paranormal_investigator"]),
    "marksman": case(["marksman"]),
    "doppel_marksman": dg("marksman"),
    "robber": case(["robber"]),
    "witch": case(["witch"]),
    "pickpocket": case(["pickpocket"]),
    "troublemaker": case(["troublemaker"]),
    "village_idiot": case(["village_idiot"]),
    "gremlin": case(["gremlin"]),
    "doppel_gremlin": dg("gremlin"),
    "drunk": case(["drunk"]),
    "squire": case(["squire", "werewolf"]),
    "doppel_squire": dg("squire", "werewolf"),
    "beholder": case(["beholder", "seer"]),
    "doppel_beholder": dg("beholder", "seer"),
    "revealer": case(["revealer"]),
    "doppel_revealer": dg("revealer"),
    "curator": case(["curator"]),
    "doppel_curator": dg("curator"),
}
DECISION_STEPS = sorted(s.id for s in STEPS if not s.no_choice)
OPTIONAL = sorted(s.id for s in STEPS if s.id in CASES and s.kind.value != "mandatory")


def test_every_decision_step_has_a_case():
    assert sorted(CASES) == DECISION_STEPS


def _default(plan: P.Plan, ask: P.Ask, pre: dict[str, Any]) -> dict[str, Any] | None:
    if ask.step in pre:
        return pre[ask.step]
    opts = P.options(plan, ask)
    return opts[0] if ask.mandatory and opts else None


def _to_ask(deal: G.Deal, step: str, pre: dict[str, Any], actor: int = 0) -> P.Plan:
    """Play the night with the planner until `actor` is asked `step` (the visit left open)."""
    plan = P.start(G.new_game(SEATS, deal=deal))
    for _ in range(100):
        if not plan.visiting:
            plan = P.deliver(P.open_visit(plan))
        ask = P.next_ask(plan)
        while ask is not None:
            if ask.step == step and ask.seat == actor:
                return plan
            plan = P.deliver(P.decide(plan, ask, _default(plan, ask, pre)))
            ask = P.next_ask(plan)
        plan = P.close_visit(plan)
        assert not P.night_over(plan), f"the night ended before {step} was asked"
    raise AssertionError(f"{step} was never asked")


def _finish(plan: P.Plan, pre: dict[str, Any]) -> P.Plan:
    for _ in range(100):
        if P.night_over(plan):
            return plan
        if not plan.visiting:
            plan = P.deliver(P.open_visit(plan))
        while (ask := P.next_ask(plan)) is not None:
            plan = P.deliver(P.decide(plan, ask, _default(plan, ask, pre)))
        plan = P.close_visit(plan)
    raise AssertionError("the night did not end")


def _entry(plan: P.Plan, step: str, actor: int) -> str:
    """The args the log recorded for the actor's turn of `step` ("" for no entry)."""
    events = [e for e in plan.game.log if e.step == step and e.actor == actor]
    assert events, f"no {step} event for seat {actor}"
    return events[-1].args


def _longest(options: list[dict[str, Any]], seats: tuple[str, ...]) -> dict[str, Any]:
    return max(options, key=lambda o: len(sequences(o, seats)[0]))


def _open(window, session, deal: G.Deal, step: str, pre: dict[str, Any], actor: int = 0):
    session.begin(_to_ask(deal, step, pre, actor))
    tour = make_tour(window)
    tour.open_curtain()
    assert session.screen == S.VISIT
    v = session.visit
    assert v.stage == "ask" and v.ask.step == step and v.ask.seat == actor
    page = window.pages[S.VISIT]
    assert page.now_text.text() and page.now_text.text() != texts.instruction("?")
    return tour, page


def _play(tour, page, session, option: dict[str, Any] | None) -> list[str]:
    """The decision in the visit's rounds, until its result (None: Nothing, the choice to do
    nothing); what each round's Confirm showed before the next one (after a look)."""
    picks = None if option is None else sequences(option, session.seats)[0]
    seen = []
    for _ in range(6):
        v = session.visit
        if v.stage == "ask":
            if picks is None:
                tour.click(page.secondary)
            else:
                for pick in picks[len(page.builder.picks):]:
                    tour.pick(page, pick.kind, pick.value)
                    if page.looked_pick:
                        break
                if not page.looked_pick:
                    assert page.builder.complete() == option
            assert page.taps_made() <= page.taps_needed()
            tour.fill_taps(page)
            assert page.taps_made() == page.taps_needed()
            tour.click(page.confirm)
        elif v.stage == "looked":
            seen.append(page.now_text.text())
            tour.click(page.confirm)  # Next: the decision's next part
        else:
            assert v.stage == "result"
            assert page.now_text.text()
            return seen
    raise AssertionError("the decision never came to its result")


def _click_through(tour, page, session, option: dict[str, Any]) -> None:
    _play(tour, page, session, option)


def _expect(plan: P.Plan, step: str, actor: int, option: dict[str, Any] | None) -> None:
    want = "" if option is None else json.dumps(option, ensure_ascii=False, sort_keys=True)
    assert _entry(plan, step, actor) == want


@pytest.mark.parametrize("step", DECISION_STEPS)
def test_a_legal_choice_made_by_clicks_is_accepted(qtbot, window, session, step):
    c = CASES[step]
    tour, page = _open(window, session, c["deal"], step, c["pre"])
    opts = session.ask_options()
    assert opts, f"{step}: no legal option in the crafted game"
    option = _longest(opts, session.seats)
    _click_through(tour, page, session, option)
    _expect(_finish(session.plan, c["pre"]), step, 0, option)


@pytest.mark.parametrize("step", OPTIONAL)
def test_skip_is_accepted_where_the_step_is_optional(qtbot, window, session, step):
    c = CASES[step]
    tour, page = _open(window, session, c["deal"], step, c["pre"])
    _play(tour, page, session, None)
    _expect(_finish(session.plan, c["pre"]), step, 0, None)


@pytest.mark.parametrize("copy", sorted(DOPPEL_IMMEDIATE))
def test_every_doppelganger_copy_acts_at_once_by_clicks(qtbot, window, session, copy):
    deal = case(["doppelganger", copy], wolf="werewolf" if copy == "alpha_wolf" else None)["deal"]
    tour, page = _open(window, session, deal, "doppelganger", {})
    acting = [o for o in session.ask_options() if o["player"] == "Bob" and o.get("then")]
    assert acting, f"no immediate action for a Doppelganger-{copy}"
    option = _longest(acting, session.seats)
    seen = _play(tour, page, session, option)  # the look: she sees Bob's card and becomes it, then acts
    assert seen and texts.role_name(copy) in seen[0]
    _expect(_finish(session.plan, {}), "doppelganger", 0, option)


def test_the_doppelganger_pickpocket_swaps_after_the_pickpocket(qtbot, window, session):
    deal = case(["doppelganger", "pickpocket"])["deal"]
    tour, page = _open(window, session, deal, "pickpocket", DG)
    option = _longest(session.ask_options(), session.seats)
    _click_through(tour, page, session, option)
    _expect(_finish(session.plan, DG), "pickpocket", 0, option)


def test_a_doppelganger_witch_sees_the_centre_card_before_choosing_whom_to_give_it(qtbot, window, session):
    deal = case(["doppelganger", "witch"], centre=("seer", "prince", "bodyguard"))["deal"]
    tour, page = _open(window, session, deal, "doppelganger", {})
    tour.pick(page, "seat", 1)
    assert page.looked_pick and page.scene.places[1].card.face == ""  # seen at Confirm, not before
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert session.visit.stage == "looked" and page.scene.places[1].card.face == "witch"
    tour.click(page.confirm)  # Next
    tour.pick(page, "centre", 0)
    assert page.looked_pick
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert session.visit.stage == "looked"
    assert "Seer" in page.now_text.text()
    assert page.scene.places[4].card.face == "seer"


def test_a_doppelganger_pi_is_stopped_by_a_werewolf_card_before_choosing_a_second(qtbot, window, session):
    deal = case(["doppelganger", "paranormal_investigator", "werewolf"])["deal"]
    tour, page = _open(window, session, deal, "doppelganger", {})
    for seat in (1, 2):  # her look, then the PI's first
        tour.pick(page, "seat", seat)
        tour.fill_taps(page)
        tour.click(page.confirm)
        assert session.visit.stage == "looked"
        tour.click(page.confirm)  # Next
    assert page.builder.locked == 2
    assert not page.builder.next_targets()
    assert "Werewolf" in page.now_text.text()
    tour.fill_taps(page)
    tour.click(page.confirm)
    assert session.visit.stage == "result"
    assert "you are now a Werewolf" in page.now_text.text()
    assert "now a Werewolf" in page.identity.text()
