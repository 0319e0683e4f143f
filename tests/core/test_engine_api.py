"""The engine's public API, one behaviour per test."""
from __future__ import annotations

import doctest
from typing import Any

import pytest

import app.core.onenight.engine
import app.core.onenight.save
from app.core.onenight import engine as G
from app.core.onenight.catalog import STEP_BY_ID
from app.core.common.errors import CODES, PhaseError, RuleError, SetupError

SEATS4 = ["Ann", "Bob", "Cat", "Dan"]


def deck(*roles: str, n: int = 4) -> list[str]:
    """`roles` padded with villagers, hunter, tanner... to n + 3 cards."""
    pad = ["villager", "villager", "villager", "hunter", "tanner", "bodyguard", "prince", "cursed"]
    out = list(roles)
    for r in pad:
        if len(out) >= n + 3 + ("alpha_wolf" in out):
            break
        if out.count(r) < (3 if r == "villager" else 1):
            out.append(r)
    return out


def night(g: G.GameState) -> G.GameState:
    """Play the night with the first legal option everywhere."""
    g = G.advance(g)
    while g.phase in G.NIGHT_PHASES:
        req = G.request(g)
        assert req is not None
        seat = req.seats[0]
        opts = G.options(g, seat)
        g = G.advance(G.apply(g, G.Choice(req.step, seat, opts[0] if opts else None)))
    return g


# --- setup -------------------------------------------------------------------------------


def test_new_game_rejects_two_players() -> None:
    with pytest.raises(SetupError):
        G.new_game(["Ann", "Bob"], deck(n=2), 1)


def test_new_game_rejects_eleven_players() -> None:
    seats = [f"P{i}" for i in range(11)]
    cards = ["villager"] * 3 + ["werewolf"] * 2 + ["mason"] * 2 + ["vampire"] * 2 + [
        "seer", "robber", "troublemaker", "drunk", "insomniac"]
    with pytest.raises(SetupError):
        G.new_game(seats, cards, 1)


def test_new_game_rejects_repeated_names() -> None:
    with pytest.raises(SetupError, match="repeated"):
        G.new_game(["Ann", "Bob", "Ann"], deck(n=3), 1)


def test_new_game_rejects_wrong_card_count() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4, deck(n=4)[:-1], 1)


def test_new_game_rejects_a_deal_with_wrong_card_count() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4, deal=G.Deal(("seer", "villager", "villager", "hunter"), ("tanner", "robber")))


def test_new_game_rejects_a_forbidden_duplicate() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4, ["seer", "seer", "villager", "villager", "hunter", "tanner", "robber"], 1)


def test_new_game_rejects_a_fourth_villager() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4, ["villager"] * 4 + ["seer", "tanner", "robber"], 1)


def test_new_game_rejects_alpha_wolf_without_wolf_slot() -> None:
    deal = G.Deal(("alpha_wolf", "villager", "seer", "hunter"), ("villager", "tanner", "robber"))
    with pytest.raises(SetupError, match="slot 3"):
        G.new_game(SEATS4, deal=deal)


def test_new_game_rejects_a_wolf_slot_without_alpha_wolf() -> None:
    deal = G.Deal(("werewolf", "villager", "seer", "hunter"), ("villager", "tanner", "robber"), "werewolf")
    with pytest.raises(SetupError):
        G.new_game(SEATS4, deal=deal)


def test_new_game_rejects_a_non_wolf_in_slot_3() -> None:
    deal = G.Deal(("alpha_wolf", "villager", "seer", "hunter"), ("villager", "tanner", "robber"), "minion")
    with pytest.raises(SetupError):
        G.new_game(SEATS4, deal=deal)


def test_new_game_rejects_an_unknown_role() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4, deal=G.Deal(("seer", "villager", "pirate", "hunter"), ("villager", "tanner", "robber")))


def test_new_game_needs_a_deck_or_a_deal() -> None:
    with pytest.raises(SetupError):
        G.new_game(SEATS4)


def test_new_game_accepts_alpha_wolf_with_one_more_card() -> None:
    g = G.new_game(SEATS4, deck("alpha_wolf", "werewolf", "seer"), 3)
    assert len(g.cards) == 8 and g.cards[g.places[7]] in ("werewolf",)


def test_validate_deck_accepts_a_good_deck() -> None:
    assert G.validate_deck(4, deck("seer", "robber")) is None


@pytest.mark.parametrize(
    "n,cards,reason",
    [
        (2, deck(n=2), "players"),
        (11, ["villager"] * 14, "players"),
        (4, ["pirate"] + deck(n=4)[1:], "unknown_role"),
        (4, deck(n=4)[:-1], "card_count"),
        (4, deck(n=4) + ["seer"], "card_count"),
        (4, ["seer", "seer", "villager", "villager", "hunter", "tanner", "robber"], "duplicate"),
        (4, ["alpha_wolf", "seer", "villager", "villager", "hunter", "tanner", "robber", "minion"],
         "wolf_centre"),
    ],
)
def test_validate_deck_reason_codes(n: int, cards: list[str], reason: str) -> None:
    assert G.validate_deck(n, cards) == reason


def test_deal_deck_puts_a_wolf_card_in_slot_3() -> None:
    d = G.deal_deck(SEATS4, deck("alpha_wolf", "mystic_wolf", "seer"), 9)
    assert d.wolf_centre == "mystic_wolf"


# --- phases ------------------------------------------------------------------------------


def test_apply_during_the_day_raises_phase_error() -> None:
    g = night(G.new_game(SEATS4, deck("seer", "robber"), 1))
    assert g.phase == "day"
    with pytest.raises(PhaseError):
        G.apply(g, G.Choice("seer", 0, None))


def test_apply_at_the_reveal_raises_phase_error() -> None:
    g = night(G.new_game(SEATS4, deck("seer", "robber"), 1))
    g = G.cast_votes(G.begin_vote(g), (1, 2, 3, 0))
    with pytest.raises(PhaseError):
        G.apply(g, G.Choice("seer", 0, None))


def test_begin_vote_during_the_night_raises_phase_error() -> None:
    with pytest.raises(PhaseError):
        G.begin_vote(G.advance(G.new_game(SEATS4, deck("seer", "robber"), 1)))


def test_cast_votes_during_the_night_raises_phase_error() -> None:
    with pytest.raises(PhaseError):
        G.cast_votes(G.advance(G.new_game(SEATS4, deck("seer", "robber"), 1)), (1, 2, 3, 0))


def test_request_and_options_are_empty_after_the_night() -> None:
    g = night(G.new_game(SEATS4, deck("seer", "robber"), 1))
    assert G.request(g) is None
    assert G.options(g, 0) == []


# --- votes -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def day() -> G.GameState:
    return night(G.new_game(SEATS4, deck("seer", "robber"), 1))


def test_cast_votes_rejects_a_self_vote(day: G.GameState) -> None:
    with pytest.raises(G.VoteError):
        G.cast_votes(day, (1, 1, 3, 0))


def test_cast_votes_rejects_a_missing_vote(day: G.GameState) -> None:
    with pytest.raises(G.VoteError):
        G.cast_votes(day, (1, 2, 3))


def test_cast_votes_rejects_a_missing_voter_in_a_dict(day: G.GameState) -> None:
    with pytest.raises(G.VoteError):
        G.cast_votes(day, {0: 1, 1: 2, 2: 3})


def test_cast_votes_rejects_an_unknown_seat(day: G.GameState) -> None:
    with pytest.raises(G.VoteError):
        G.cast_votes(day, (1, 2, 3, 4))


BOOL_SEAT_BUG = ("engine bug: True is accepted as seat 1 (bool is an int), and the state it "
                 "produces can no longer be loaded from its own save")


def test_cast_votes_rejects_a_boolean_seat(day: G.GameState) -> None:
    with pytest.raises(G.VoteError):
        G.cast_votes(day, (True, 0, 1, 2))


def test_cast_votes_accepts_a_dict_and_reveals(day: G.GameState) -> None:
    g = G.cast_votes(day, {0: 1, 1: 2, 2: 3, 3: 0})
    assert g.phase == "reveal" and g.votes == (1, 2, 3, 0)


# --- choices -----------------------------------------------------------------------------


def test_rule_error_codes_are_those_of_the_rules() -> None:
    assert set(CODES) == {"not_awake", "feared", "bad_args", "illegal_target", "missing_action", "shielded"}


def test_a_choice_for_another_step_is_not_awake() -> None:
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(("seer", "robber", "villager", "hunter"),
                                                   ("villager", "tanner", "villager"))))
    assert G.request(g).step == "seer"  # type: ignore[union-attr]
    with pytest.raises(RuleError) as info:
        G.apply(g, G.Choice("robber", 1, {"player": "Ann"}))
    assert info.value.code == "not_awake"


def test_a_sleeping_seat_is_not_awake() -> None:
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(("seer", "robber", "villager", "hunter"),
                                                   ("villager", "tanner", "villager"))))
    with pytest.raises(RuleError) as info:
        G.apply(g, G.Choice("seer", 2, {"player": "Ann"}))
    assert info.value.code == "not_awake"


def test_the_feared_seer_is_rejected_feared_at_his_step() -> None:
    deal = G.Deal(("the_count", "seer", "robber", "hunter"), ("villager", "tanner", "villager"))
    g = G.advance(G.new_game(SEATS4, deal=deal))
    g = G.advance(G.apply(g, G.Choice("vampires", 0, {"player": "Cat"})))
    g = G.advance(G.apply(g, G.Choice("the_count", 0, {"player": "Bob"})))
    assert G.request(g).step == "robber"  # type: ignore[union-attr]
    assert G.would_act(g, "seer", 1) == "feared"


def test_apply_rejects_a_boolean_seat() -> None:
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(("villager", "seer", "villager", "hunter"),
                                                   ("villager", "tanner", "robber"))))
    assert G.request(g).seats == (1,)  # type: ignore[union-attr]
    with pytest.raises(RuleError) as info:
        G.apply(g, G.Choice("seer", True, {"centres": [0, 1]}))  # type: ignore[arg-type]
    assert info.value.code == "not_awake"


def test_a_mandatory_step_without_entry_is_missing_action() -> None:
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(("drunk", "villager", "villager", "hunter"),
                                                   ("seer", "tanner", "villager"))))
    with pytest.raises(RuleError) as info:
        G.apply(g, G.Choice("drunk", 0, None))
    assert info.value.code == "missing_action"


def test_a_shielded_drunk_has_no_options_and_may_omit_his_entry() -> None:
    deal = G.Deal(("sentinel", "drunk", "villager", "hunter"), ("seer", "tanner", "villager"))
    g = G.advance(G.new_game(SEATS4, deal=deal))
    g = G.advance(G.apply(g, G.Choice("sentinel", 0, {"player": "Bob"})))
    assert G.request(g).step == "drunk"  # type: ignore[union-attr]
    assert G.options(g, 1) == []
    with pytest.raises(RuleError) as info:
        G.apply(g, G.Choice("drunk", 1, {"centre": 0}))
    assert info.value.code == "shielded"
    assert G.apply(g, G.Choice("drunk", 1, None)).pos > g.pos


# --- options() for every step that has a choice --------------------------------------------

PLAIN = ["villager", "villager", "hunter"]
CENTRE = ("villager", "tanner", "bodyguard")


def spec(step: str) -> tuple[tuple[str, ...], str | None, int]:
    """Seats' cards, slot 3, and the seat that acts at `step`."""
    st = STEP_BY_ID[step]
    if st.doppel_only:
        return (st.roles[0], "doppelganger", "villager", "villager"), None, 1
    role = {"vampires": "vampire", "werewolves": "werewolf", "doppelganger": "doppelganger"}.get(step, st.roles[0])
    seats = (role, *PLAIN) if role != "doppelganger" else ("doppelganger", "seer", "villager", "villager")
    return seats, ("werewolf" if role == "alpha_wolf" else None), 0


DECISION_STEPS = sorted(
    s for s in STEP_BY_ID
    if not STEP_BY_ID[s].no_choice and s not in ("lovers", "mark_check")
)


def reach(step: str) -> tuple[G.GameState, int]:
    seats, wolf, actor = spec(step)
    g = G.advance(G.new_game(SEATS4, deal=G.Deal(seats, CENTRE, wolf)))
    while g.phase in G.NIGHT_PHASES:
        req = G.request(g)
        assert req is not None
        if req.step == step and actor in req.seats:
            return g, actor
        seat = req.seats[0]
        opts = G.options(g, seat)
        if req.step == "doppelganger":  # copy the card at seat 0
            opts = [o for o in opts if o["player"] == SEATS4[0]]
        g = G.advance(G.apply(g, G.Choice(req.step, seat, opts[-1] if opts else None)))
    raise AssertionError(f"{step} never came with {seats}")


@pytest.mark.parametrize("step", DECISION_STEPS)
def test_options_are_offered_and_each_applies(step: str) -> None:
    g, seat = reach(step)
    req = G.request(g)
    assert req is not None and req.step == step
    opts = G.options(g, seat)
    assert opts, f"{step}: a legal choice exists but options() is empty"
    for o in opts:
        after = G.apply(g, G.Choice(step, seat, o))
        ev = after.log[len(g.log)]
        assert ev.step == step and ev.actor == seat


def test_options_are_empty_for_a_seat_whose_turn_it_is_not() -> None:
    g, seat = reach("seer")
    assert G.options(g, seat + 1) == []


# --- doctests ----------------------------------------------------------------------------


@pytest.mark.parametrize("module", [app.core.onenight.engine, app.core.onenight.save], ids=["game", "save"])
def test_module_doctests(module: Any) -> None:
    result = doctest.testmod(module, verbose=False)
    assert result.attempted > 0
    assert result.failed == 0


def test_squire_sees_the_werewolf_thumbs_before_choosing_to_look() -> None:
    g = G.advance(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=G.Deal(
        ("squire", "werewolf", "villager", "dream_wolf"), ("villager", "seer", "robber"))))
    assert G.request(g).step == "squire"
    seen = G.thumbs_preview(g, "squire", 0)
    assert seen is not None and seen.value == "werewolf_thumbs" and seen.seats == (1, 3)
    assert G.thumbs_preview(g, "seer", 0) is None


def test_curator_awake_after_the_revealer_sees_the_face_up_card() -> None:
    g = G.advance(G.new_game(["Ann", "Bob", "Cat", "Dan"], deal=G.Deal(
        ("revealer", "seer", "curator", "villager"), ("werewolf", "tanner", "robber"))))
    g = G.advance(G.apply(g, G.Choice("seer", 1, None)))
    g = G.advance(G.apply(g, G.Choice("revealer", 0, {"player": "Bob"})))
    g = G.advance(G.apply(g, G.Choice("curator", 2, None)))
    seen = [s for ev in g.log if ev.step == "curator" for s in ev.seen]
    assert [(s.seat, s.kind, s.place, s.value) for s in seen] == [(2, "faceup", 1, "seer")]
