"""The extended preset's private words and two small pickers (CLASSIC.md §11.5-§11.12).

`VisitScreen` and `BallotScreen` (private.py) keep one frame for every visit; this module
gives them what changes with the extended steps: the words of each step, the lines of
"What you know" (lovers, brothers, a catch, tonight's results, earlier nights), the thief's
two spare cards as a card picker, and seat tiles that hold two selections (Cupid).
Everything is plain text.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import style
from ..texts import join_names, translate
from .events_text import EVENT_BACK_ART, event_art, event_sentence, event_title
import app.core.classic.nmview as NM_VIEW

from .widgets import SeatTiles, classic_role_art, fill, role_name, team_name


# --- words -------------------------------------------------------------------------------------

def witch_words() -> str:
    """The witch's words when one potion a night at most (§11.6)."""
    return translate("ClassicVisit", "Press Save to save tonight's victim, or Don't save and tap a player to poison "
                     "them; then Confirm. One potion a night at most; none: Skip.")


def step_words(step: str, opts: list[Any], bite_wolves: bool = False) -> tuple[str, str]:
    """(title, text) of the action to take now."""
    both = any(isinstance(o, dict) and "save" in o and "poison" in o for o in opts)
    if step == "thief":
        return (translate("ClassicVisit", "Two spare cards"),
                translate("ClassicVisit", "Tap a card, then Confirm: it is your card for the whole game. Skip keeps "
                          "the Thief, a villager with no power."))
    if step == "cupid":
        return (translate("ClassicVisit", "Choose the two lovers"),
                translate("ClassicVisit", "Tap two living players (yourself too), then Confirm. Tap a player again to "
                          "unselect. The lovers will know each other."))
    if step == "wolves":
        if bite_wolves:
            return (translate("ClassicVisit", "Choose tonight's victim"),
                    translate("ClassicVisit", "Tap another player (a wolf too), then Confirm. The player most picked is "
                              "bitten; a tie means nobody is."))
        return (translate("ClassicVisit", "Choose tonight's victim"),
                translate("ClassicVisit", "Tap a player who is not a wolf, then Confirm. The player most picked is "
                          "bitten; a tie means nobody is."))
    if step == "little_girl":
        return (translate("ClassicVisit", "Peek at the wolves?"),
                translate("ClassicVisit", "Peek to learn one wolf's name; but one time in three the wolves see you, "
                          "and then you die tonight. Sleep is safe."))
    if step == "seer":
        return (translate("ClassicVisit", "Look at one player"),
                translate("ClassicVisit", "Tap another living player, then Confirm: you will see their side."))
    if step == "fox":
        return (translate("ClassicVisit", "Sniff out a group of three"),
                translate("ClassicVisit", "Tap a living player (yourself too), then Confirm: you learn whether a wolf is "
                          "among that player and their two living neighbours. If none is, your power is gone."))
    if step == "bodyguard":
        return (translate("ClassicVisit", "Protect one player tonight"),
                translate("ClassicVisit", "Tap a living player (yourself too), then Confirm. Not the same player two "
                          "nights running."))
    if step == "witch":
        if both:
            return (translate("ClassicVisit", "Your potions"),
                    translate("ClassicVisit", "Press Save or Don't save, and tap a player to poison them (after "
                              "Save, a tap on the victim poisons nobody); then Confirm."))
        return (translate("ClassicVisit", "Your potions"), witch_words())
    if step == "hunter":
        return (translate("ClassicVisit", "You are dying: take a last shot"),
                translate("ClassicVisit", "Tap a living player and Confirm to shoot them, or Skip."))
    if step == "scapegoat":
        return (translate("ClassicVisit", "You die for the tie"),
                translate("ClassicVisit", "Name a player who goes on trial tomorrow, or skip. Tap a living player, "
                          "then Confirm."))
    if step == "successor":
        return (translate("ClassicVisit", "Name the new captain"),
                translate("ClassicVisit", "You were the captain: name the new captain, or skip. Tap a living player, "
                          "then Confirm."))
    return ("", "")


def idle_title(role: str, vv, last: bool) -> str:
    """The title of a visit with nothing to do (the decoy's shape)."""
    if last and role == "servant":
        return translate("ClassicVisit", "Your last turn: your service is over")
    if last:
        return translate("ClassicVisit", "Your last turn: nothing to do")
    if vv is not None and vv.power_gone:
        return translate("ClassicVisit", "Your power is gone")
    if vv is not None and role == "little_girl" and getattr(vv, "first_night", False) and vv.visit.kind == "act":
        return translate("ClassicVisit", "From tomorrow night you may peek")
    if vv is not None and vv.visit.kind == "act":
        return translate("ClassicVisit", "Nothing left to use tonight")
    return translate("ClassicVisit", "Nothing to do on this visit")


def result_line(r: tuple[str, Any], names) -> list[str]:
    """One of tonight's results in words (a peek that was seen gives two lines)."""
    kind, value = r
    if kind == "team":
        t, team = value
        return [fill(translate("ClassicVisit", "%1 is on the %2 side."), names[t], team_name(team))]
    if kind == "wolf_near":
        _centre, group, yes = value
        who = join_names([names[s] for s in group])
        if yes:
            return [fill(translate("ClassicVisit", "%1: a wolf is among them."), who)]
        return [fill(translate("ClassicVisit", "%1: no wolf. Your power is gone."), who)]
    if kind == "peek":
        wolf, caught = value
        out = [fill(translate("ClassicVisit", "You saw a wolf: %1."), names[wolf])]
        if caught:
            out.append(translate("ClassicVisit", "The wolves saw you! You die tonight."))
        return out
    if kind == "role":
        return [fill(translate("ClassicVisit", "You are now the %1."), role_name(value))]
    return []


def known_lines(vv, k, names, night: int, tonight_notes) -> list[tuple[str, bool]]:
    """The extended additions to "What you know": (text, strong). `k` is the seat's knowledge
    (views.SeatView) of earlier moments, `vv` tonight's view."""
    lines: list[tuple[str, bool]] = []
    if vv.caught is not None:
        lines.append((fill(translate("ClassicVisit", "Last night you caught the Little Girl, %1."), names[vv.caught]), True))
    if vv.partner is not None:
        p = names[vv.partner]
        if vv.partner_role:
            lines.append((fill(translate("ClassicVisit", "Your lover is %1, the %2."), p, role_name(vv.partner_role)), True))
            if vv.mixed:
                lines.append((translate("ClassicVisit", "You two are a team of your own: you win together if you are "
                                        "the last two."), True))
        elif vv.partner_alive:
            lines.append((fill(translate("ClassicVisit", "Your partner, %1, is alive."), p), True))
        else:
            lines.append((fill(translate("ClassicVisit", "Your partner, %1, is dead."), p), True))
    elif k is not None and k.partner is not None:
        lines.append((fill(translate("ClassicVisit", "Your lover: %1."), names[k.partner]), False))
    if vv.brothers:
        lines.append((fill(translate("ClassicVisit", "Your brothers: %1."), join_names([names[b] for b in vv.brothers])), True))
    if k is not None:
        for n, t, team in k.seer_results:
            if (team or "").startswith("role:"):  # New Moon's fog
                lines.append((fill(translate("ClassicVisit", "Night %1: %2's card is the %3"), n, names[t],
                                   role_name(team[5:])), False))
                continue
            lines.append((fill(translate("ClassicVisit", "Night %1: %2 is on the %3 side"), n, names[t], team_name(team)), False))
        for n, _c, group, yes in k.sniffs:
            who = join_names([names[s] for s in group])
            lines.append((fill(translate("ClassicVisit", "Night %1: a wolf among %2"), n, who) if yes
                          else fill(translate("ClassicVisit", "Night %1: no wolf among %2"), n, who), False))
        for n, w, _caught in k.peeks:
            lines.append((fill(translate("ClassicVisit", "Night %1: you saw the wolf %2"), n, names[w]), False))
    if vv.last_protected is not None and vv.role == "bodyguard":
        lines.append((fill(translate("ClassicVisit", "Last night you protected %1."), names[vv.last_protected]), False))
    if k is not None:
        for n, w, text in k.wolves_notes:
            lines.append((fill(translate("ClassicVisit", "Night %1, %2 wrote: %3"), n, names[w], text), False))
        for n, text in tuple(k.own_notes) + tuple((night, t) for t in tonight_notes):
            lines.append((fill(translate("ClassicVisit", "Your note, night %1: %2"), n, text), False))
    return lines


def ballot_words(step: str, accused: str = "", captain: bool = False, trial_rule: bool = False) -> tuple[str, str]:
    if step == "election":
        return (translate("ClassicVisit", "Elect the captain"),
                translate("ClassicVisit", "Tap any living player (yourself too), then Confirm, or Abstain. The most "
                          "votes wins; a tie is drawn at random."))
    if step == "trial":
        return (fill(translate("ClassicVisit", "%1 is on trial: kill or spare?"), accused),
                translate("ClassicVisit", "Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: "
                          "the accused is hanged; otherwise they live."))
    if trial_rule:
        text = translate("ClassicVisit", "Tap another living player, then Confirm, or Abstain. The player most pointed "
                         "at goes on trial if more than half of the living point at them.")
    else:
        text = translate("ClassicVisit", "Tap another living player, then Confirm, or Abstain. The player with the "
                         "most votes is voted out; a tie means nobody is.")
    return (translate("ClassicVisit", "Who should leave the village?"), text)


# --- the second wave (CLASSIC.md §11.17-§11.26) ------------------------------------------------

# How each second-wave step is answered on the visit screen (the decoy of every shape is the
# same: tap any player, then Confirm).
W2_PLAYER = ("stray_wolf", "wild_child", "shadow", "moon_maiden", "little_brother_wolf", "second_bite", "big_bad_wolf",
             "white_wolf", "wolf_seer", "fire_wolf", "vampire", "aura_seer", "enchanter", "raven", "old_hag",
             "assassin")
W2_PAIR = ("heretic", "mad_doctor", "pied_piper")
W2_FLAG = {"judge": "sign", "actor": "draw", "demon_wolf": "convert"}
W2_SIDE = ("wolf_hound", "avenger")  # a side: tapped in the row above Skip / Confirm, then confirmed


def w2_step_words(step: str, opts: list[Any], votes: int | None = None, side: str | None = None) -> tuple[str, str]:
    """(title, text) of a second-wave step to take now; ("", "") for a first-wave step. `side`: the
    avenger's chosen side, for his revenge's words (``wolves`` or the village)."""
    if step == "revenge":
        return (translate("ClassicVisit", "You are dying: take your revenge"),
                translate("ClassicVisit", "Tap a living player and Confirm: if they are not a wolf, they die. Nothing "
                          "is said either way. Or Skip.") if side == "wolves" else
                translate("ClassicVisit", "Tap a living player and Confirm: if they are a wolf, they die. Nothing is "
                          "said either way. Or Skip."))
    pick = translate("ClassicVisit", "Tap another living player, then Confirm.")
    single = any(isinstance(o, dict) and len(o.get("players", ())) == 1 for o in opts)
    words = {
        "wolf_hound": (translate("ClassicVisit", "Choose your side"),
                       translate("ClassicVisit", "Tap The wolves (you wake with the pack from tonight) or The village, "
                                 "then Confirm. Skip stays with the village.")),
        "avenger": (translate("ClassicVisit", "Choose your side"),
                    translate("ClassicVisit", "Tap The wolves or The village, for the whole game, then Confirm. Skip "
                              "stays with the village.")),
        "stray_wolf": (translate("ClassicVisit", "Choose your companion"),
                       fill(translate("ClassicVisit", "%1 If your companion dies, you die with them."), pick)),
        "wild_child": (translate("ClassicVisit", "Choose your role model"),
                       fill(translate("ClassicVisit", "%1 If your role model dies, you become a wolf."), pick)),
        "shadow": (translate("ClassicVisit", "Choose your model"),
                   fill(translate("ClassicVisit", "%1 When your model dies, you take their card."), pick)),
        "heretic": (translate("ClassicVisit", "Choose your two picks"),
                    translate("ClassicVisit", "Tap two other living players, then Confirm. Tap a player again to unselect. You win with any "
                      "side if you are alive at the end and both of them are dead.")),
        "judge": (translate("ClassicVisit", "Give the sign?"),
                  translate("ClassicVisit", "Sign to call a second vote after tomorrow's vote (once a game). Skip keeps it.")),
        "moon_maiden": (translate("ClassicVisit", "Block one player tonight"),
                        fill(translate("ClassicVisit", "%1 Their power does nothing tonight. Not the same player two nights running."), pick)),
        "actor": (translate("ClassicVisit", "Draw tonight's card"),
                  translate("ClassicVisit", "Draw one of your cards at random: tonight you act as that role. Skip keeps them.")),
        "little_brother_wolf": (translate("ClassicVisit", "Your rage: bite one player"),
                                fill(translate("ClassicVisit", "%1 Tonight you bite alone, then you wake with the pack."), pick)),
        "second_bite": (translate("ClassicVisit", "Choose the second victim"),
                        translate("ClassicVisit", "The wolf cub died: the pack bites twice tonight. Tap a player who is not a wolf and not "
                          "the first victim, then Confirm.")),
        "demon_wolf": (translate("ClassicVisit", "Turn tonight's victim?"),
                       translate("ClassicVisit", "Convert: if the bite lands, the victim becomes a wolf instead of dying. Skip lets the "
                         "bite kill.")),
        "big_bad_wolf": (translate("ClassicVisit", "Your own victim"),
                         translate("ClassicVisit", "A wolf has died: you bite a second player. Tap a player who is not a wolf and not "
                           "already bitten tonight, then Confirm.")),
        "white_wolf": (translate("ClassicVisit", "Bite a wolf?"),
                       translate("ClassicVisit", "Tap a wolf of the pack (not yourself) to kill them tonight, then Confirm, or Skip.")),
        "wolf_seer": (translate("ClassicVisit", "Look for the seer"),
                      fill(translate("ClassicVisit", "%1 You learn whether that player is the Seer."), pick)),
        "fire_wolf": (translate("ClassicVisit", "Burn a power"),
                      fill(translate("ClassicVisit", "%1 That player's card loses its power for good tonight."), pick)),
        "vampire": (translate("ClassicVisit", "Bite one player"),
                    fill(translate("ClassicVisit", "%1 Unless they are a wolf or die tonight, they become a vampire."), pick)),
        "pied_piper": (translate("ClassicVisit", "Charm one player") if single else translate("ClassicVisit", "Charm two players"),
                       translate("ClassicVisit", "Tap the last uncharmed player, then Confirm.") if single else
                       translate("ClassicVisit", "Tap two other living players who are not charmed, then Confirm. Tap a player again to "
                         "unselect.")),
        "aura_seer": (translate("ClassicVisit", "Look at one player's aura"),
                      fill(translate("ClassicVisit", "%1 You learn whether their card has a power."), pick)),
        "enchanter": (translate("ClassicVisit", "Enchant one player"),
                      fill(translate("ClassicVisit", "%1 If you are to die tonight, they die instead. Not the same player two nights "
                             "running."), pick)),
        "raven": (translate("ClassicVisit", "Mark one player"),
                  fill(translate("ClassicVisit", "%1 They start tomorrow's vote with two votes against them. Not the same player two "
                         "nights running."), pick)),
        "old_hag": (translate("ClassicVisit", "Send one player away"),
                    fill(translate("ClassicVisit", "%1 They are away tomorrow: no speaking, no vote."), pick)),
        "mad_doctor": (translate("ClassicVisit", "Operate on two players"),
                       translate("ClassicVisit", "Tap two living players (yourself too), then Confirm. Tap a player again to unselect. "
                         "A wolf and a villager: the villager dies; a wolf and a power role: the wolf dies; a "
                         "villager and a power role: the power role dies.")),
        "assassin": (translate("ClassicVisit", "Kill one player?"),
                     fill(translate("ClassicVisit", "%1 votes were cast against you over the last two days. Tap another living player, "
                            "then Confirm: they die tonight. Or Skip."), votes if votes is not None else 0)),
        "apothecary": (translate("ClassicVisit", "Your draughts"),
                       translate("ClassicVisit", "Choose Stupor (they cannot speak tomorrow) or Restore (if they are the "
                                 "Witch, her used save potion comes back), tap another living player, then Confirm. "
                                 "Each draught works once a game.")),
        "ghost": (translate("ClassicVisit", "You are the Ghost: a message"),
                  translate("ClassicVisit", "Write a message for the village in the field below (at most 140 characters), "
                    "then press Done. It is read out at dawn. Leave it empty to say nothing.")),
    }
    if step in NM_CARDS:
        return nm_step_words(step)
    return words.get(step, ("", ""))


# --- New Moon's night steps (CLASSIC.md §11.31.5-§11.31.7) ----------------------------------------

# A card from a row of event cards, then (the gypsy) the player or players it asks about.
NM_CARDS = ("gypsy", "town_crier")
EVENT_ROW_HEIGHT = 150  # the row of event cards under the tiles, the same on every visit of its lap
ON_LIVING = NM_VIEW.ON_LIVING  # the spiritualism cards that name living players (one rule: newmoon)


def nm_step_words(step: str) -> tuple[str, str]:
    """(title, text) of the gypsy's or the town crier's step, before a card is tapped."""
    if step == "gypsy":
        return (translate("ClassicVisit", "Ask the spirits"),
                translate("ClassicVisit", "Tap one of your cards, then the player it asks about, then Confirm; or "
                          "Skip."))
    if step == "town_crier":
        return (translate("ClassicVisit", "Play a card for the morning?"),
                translate("ClassicVisit", "Tap one of your cards, then Play: if you are alive at dawn, it is this "
                          "dawn's event. Or keep them."))
    return ("", "")


def seance_dawn_line() -> str:
    """Why the gypsy learns nothing on her screen (§11.31.6: the answer is public, at dawn)."""
    return translate("ClassicVisit", "The spirits answer at dawn, for everyone to hear.")


def seance_question(card: str, named: list[str]) -> str:
    """The card's question with the players named so far ("…" for one not tapped yet)."""
    a, b = (list(named) + ["…", "…"])[:2]
    return fill(event_sentence(card), a, b)


def gypsy_text(card: str | None) -> str:
    """The gypsy's instructions: before a card, how to answer; after, whom to tap for it."""
    if card is None:
        return nm_step_words("gypsy")[1]
    how = {
        "seance_pair": translate("ClassicVisit", "Tap two other living players, then Confirm."),
        "seance_grave": translate("ClassicVisit", "Tap a dead player, then Confirm."),
        "seance_cause": translate("ClassicVisit", "Tap a dead player, then Confirm."),
    }.get(card, translate("ClassicVisit", "Tap another living player, then Confirm."))
    return how + " " + seance_dawn_line()


def event_caption(step: str, card: str | None, named: list[str]) -> str:
    """The line under the row of cards: the tapped card's title and its question (the gypsy, with
    the players tapped so far) or its effect (the crier); before a tap, the gypsy's "answer at dawn"."""
    if card is None:
        return seance_dawn_line() if step == "gypsy" else ""
    what = seance_question(card, named) if step == "gypsy" else event_sentence(card)
    return fill(translate("ClassicVisit", "%1: %2"), event_title(card), what)


def gypsy_target_reason(card: str, seat: int, me: int, alive: bool) -> str:
    """Why a player cannot be named with the tapped spiritualism card."""
    if card in ON_LIVING:
        if seat == me:
            return translate("ClassicVisit", "You cannot ask the spirits about yourself.")
        if not alive:
            return translate("ClassicVisit", "This card asks about a living player.")
    elif alive:
        return translate("ClassicVisit", "This card asks about a dead player.")
    return translate("ClassicVisit", "This player cannot be chosen.")


def nm_card_reason(step: str) -> str:
    """Why a card of the row cannot be played tonight."""
    if step == "gypsy":
        return translate("ClassicVisit", "Nobody can be asked about with this card tonight.")
    return translate("ClassicVisit", "You cannot use this tonight.")


def nm_done_text(step: str, on_phone: bool = False) -> str:
    """The gypsy's or the crier's text once the choice is held (the result line says which)."""
    if step == "gypsy":
        return seance_dawn_line()
    if on_phone:
        return translate("ClassicVisit", "Wait until Done lights up, then press it.")
    return translate("ClassicVisit", "Wait until Done lights up, then pass the laptop on.")


def nm_result_lines(step: str, args: Any, names) -> list[str]:
    """What the gypsy's or the crier's held choice says on the screen once confirmed (never the answer)."""
    if step == "gypsy":
        if not isinstance(args, dict) or "card" not in args:
            return [translate("ClassicVisit", "You keep your cards.")]
        card = args["card"]
        named = args.get("players", [args.get("player")])
        who = [names[p] for p in named if isinstance(p, int) and 0 <= p < len(names)]
        return [fill(translate("ClassicVisit", "You asked the spirits: %1"), seance_question(card, who))]
    if step == "town_crier":
        if not isinstance(args, dict) or "play" not in args:
            return [translate("ClassicVisit", "You keep your cards.")]
        return [fill(translate("ClassicVisit", "You play %1: if you are alive at dawn, it is this dawn's event."),
                     event_title(args["play"]))]
    return []


def w2_idle_words(step: str | None, votes: int | None) -> str:
    """The assassin's line when he cannot kill tonight (fewer than four votes against him)."""
    if step == "assassin" or votes is not None:
        return fill(translate("ClassicVisit", "%1 votes were cast against you over the last two days: you need 4 "
                              "to kill."), votes if votes is not None else 0)
    return ""


def notice_line(value: str) -> str:
    """A private notice (§11.26): blocked, wolf, vampire, stripped, role:CARD."""
    what, _, card = (value or "").partition(":")
    if what == "blocked":
        return translate("ClassicVisit", "Your power is blocked tonight.")
    if what == "wolf":
        return translate("ClassicVisit", "You are now a wolf: you wake with the pack and win with the wolves.")
    if what == "vampire":
        return translate("ClassicVisit", "You are now a vampire: you win with the vampires.")
    if what == "stripped":
        return translate("ClassicVisit", "Your power is gone.")
    if what == "role" and card:
        return fill(translate("ClassicVisit", "Your card changed: you are now the %1."), role_name(card))
    return ""


def w2_event_lines(ev, names) -> list[str]:
    """One of tonight's own events in words (a result, an information wake, a notice, the pack's victim)."""
    k, who = ev.kind, (names[ev.target] if ev.target is not None and 0 <= ev.target < len(names) else "")
    group = join_names([names[s] for s in ev.seats]) if ev.seats else ""
    if k == "look" and (ev.value or "").startswith("role:"):  # New Moon's fog: the card, not the side
        return [fill(translate("ClassicVisit", "In the fog you see %1's card: the %2."), who, role_name(ev.value[5:]))]
    if k == "look":
        return [fill(translate("ClassicVisit", "%1 is on the %2 side."), who, team_name(ev.value or ""))]
    if k == "sniff":
        return [fill(translate("ClassicVisit", "%1: a wolf is among them."), group) if ev.value == "yes"
                else fill(translate("ClassicVisit", "%1: no wolf. Your power is gone."), group)]
    if k == "peek":
        if ev.target is None:
            return []
        out = [fill(translate("ClassicVisit", "You saw a wolf: %1."), who)]
        if ev.value == "caught":
            out.append(translate("ClassicVisit", "The wolves saw you! You die tonight."))
        return out
    if k == "side":
        return [translate("ClassicVisit", "You joined the wolves.") if ev.value == "wolves" else translate("ClassicVisit", "You stay with the village.")]
    if k == "actor_draw":
        return [fill(translate("ClassicVisit", "You drew the %1: tonight you act as the %1."), role_name(ev.value or ""))]
    if k == "notice":
        line = notice_line(ev.value or "")
        return [line] if line else []
    if k == "wolf_seer":
        return [fill(translate("ClassicVisit", "%1 is the Seer."), who) if ev.value == "yes" else fill(translate("ClassicVisit", "%1 is not the Seer."), who)]
    if k == "aura_seer":
        return [fill(translate("ClassicVisit", "%1's card has a power."), who) if ev.value == "yes"
                else fill(translate("ClassicVisit", "%1's card has no power."), who)]
    if k == "lover":
        return [fill(translate("ClassicVisit", "Your lover is %1, the %2."), who, role_name(ev.value or ""))]
    if k == "brothers":
        return [fill(translate("ClassicVisit", "Your brothers: %1."), group)]
    if k == "wolf_brother":
        return [fill(translate("ClassicVisit", "Your wolf brother: %1."), who)]
    if k == "traitor_sees":
        return [fill(translate("ClassicVisit", "The wolves: %1. You win with them, but they do not know you."), group)]
    if k == "vampires_see":
        return [fill(translate("ClassicVisit", "The vampires: %1."), group)]
    if k == "charmed_see":
        return [fill(translate("ClassicVisit", "The charmed: %1."), group)]
    if k == "joined":
        return [fill(translate("ClassicVisit", "New in the pack tonight: %1."), group)]
    if k == "assassin_votes":
        return []  # worded with the step
    if k == "victim":
        if ev.value == "second_bite":
            return [fill(translate("ClassicVisit", "The second victim: %1."), who) if who else translate("ClassicVisit", "No second victim tonight.")]
        if ev.value == "wolves":
            return [fill(translate("ClassicVisit", "Tonight's victim: %1"), who) if who else
                    translate("ClassicVisit", "No victim tonight (the picks were tied or empty).")]
        return []
    return []


def sight_lines(k, names) -> list[tuple[str, bool]]:
    """Earlier moments' second-wave sights (views.SeatView.sights) for "What you know"."""
    from .widgets import moment_name

    out: list[tuple[str, bool]] = []

    def name(s):
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else ""

    def group(v):
        return join_names([name(s) for s in v]) if isinstance(v, (tuple, list)) else name(v)

    for moment, what, value in getattr(k, "sights", ()) if k is not None else ():
        when = moment_name(moment)
        line = ""
        if what == "notice":
            line = notice_line(value if isinstance(value, str) else "")
            if line and str(value).startswith("blocked"):
                line = ""  # only for its own night
        elif what == "seer" and isinstance(value, tuple):
            line = fill(translate("ClassicVisit", "%1 is the Seer."), name(value[0])) if value[1] else fill(translate("ClassicVisit", "%1 is not the Seer."),
                                                                                  name(value[0]))
        elif what == "power" and isinstance(value, tuple):
            line = fill(translate("ClassicVisit", "%1's card has a power."), name(value[0])) if value[1] else \
                fill(translate("ClassicVisit", "%1's card has no power."), name(value[0]))
        elif what == "wolves":
            line = fill(translate("ClassicVisit", "The wolves: %1."), group(value))
        elif what == "brother":
            line = fill(translate("ClassicVisit", "Your wolf brother: %1."), group(value))
        elif what == "vampires":
            line = fill(translate("ClassicVisit", "The vampires: %1."), group(value))
        elif what == "charmed":
            line = fill(translate("ClassicVisit", "The charmed: %1."), group(value))
        elif what == "companion":
            line = fill(translate("ClassicVisit", "Your companion: %1."), group(value))
        elif what == "model":
            line = fill(translate("ClassicVisit", "Your model: %1."), group(value))
        elif what == "picks":
            line = fill(translate("ClassicVisit", "Your picks: %1."), group(value))
        elif what == "side":
            line = translate("ClassicVisit", "You joined the wolves.") if value == "wolves" else translate("ClassicVisit", "You stay with the village.")
        if line:
            out.append((fill(translate("ClassicVisit", "%1: %2"), when, line), what == "notice"))
    return out


def new_notices(k, moments: tuple[str, ...]) -> list[str]:
    """The notices of the given moments (a conversion, a card change, a strip) for the holder's next screen."""
    out = []
    for moment, what, value in getattr(k, "sights", ()) if k is not None else ():
        if what == "notice" and moment in moments and isinstance(value, str) and not value.startswith("blocked"):
            line = notice_line(value)
            if line and line not in out:
                out.append(line)
    return out


# --- the thief's cards -------------------------------------------------------------------------

class CardPicker(QWidget):
    """A row of cards (picture and name); a tap on a takeable card emits `clicked(i)`. A card
    with a reason is greyed and says why (tooltip and accessible text). The cards are role
    cards (the thief's spare cards, `kind` "role"), New Moon event cards ("event": the gypsy's
    spiritualism cards, the town crier's hand) or face-down event cards ("back": the same row
    on every other visit of that lap, nothing to tap)."""

    clicked = Signal(int)
    refused = Signal(int)  # a tap on a card that may not be taken (a neutral row: it looks like the others)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # drawn the same whatever the cards (a visit screen's row: DESIGN.md §Hand-off 8): every card
        # the shared back with its name in the band, none greyed, a refused tap says why
        self.neutral = False
        self.cards: list[tuple[str, str | None]] = []  # (role or event id, reason or None)
        self.selected: int | None = None
        self.enabled_pick = True
        self.kind = "role"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_cards(self, cards: list[tuple[str, str | None]], selected: int | None, enabled: bool = True,
                  kind: str = "role", taps: bool = False) -> None:
        """`taps`: face-down cards that may be tapped all the same (a tap that does nothing, on every
        visit of a lap whose script asks for one: DESIGN.md §Hand-off 8)."""
        self.cards = list(cards)
        self.selected = selected
        self.kind = kind
        self.enabled_pick = enabled and (kind != "back" or taps)
        self.setAccessibleName(" | ".join(self.card_text(i) for i in range(len(self.cards))))
        self.setToolTip("\n".join(r for _c, r in self.cards if r))
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.enabled_pick else Qt.CursorShape.ArrowCursor)
        self.updateGeometry()
        self.update()

    def card_name(self, i: int) -> str:
        card = self.cards[i][0]
        if self.kind == "back":
            return ""
        return event_title(card) if self.kind == "event" else role_name(card)

    def card_art(self, i: int) -> str:
        card = self.cards[i][0]
        if self.kind == "back" or (self.neutral and self.kind == "role"):
            return EVENT_BACK_ART
        return event_art(card) if self.kind == "event" else classic_role_art(card)

    def card_text(self, i: int) -> str:
        reason = self.cards[i][1]
        if self.kind == "back":
            return translate("ClassicVisit", "A face-down card")
        return self.card_name(i) + (f" — {reason}" if reason else "")

    def legal(self, i: int) -> bool:
        return self.enabled_pick and 0 <= i < len(self.cards) and self.cards[i][1] is None

    def sizeHint(self) -> QSize:
        return QSize(300, 132)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 132)

    def card_rect(self, i: int) -> QRectF:
        n = max(1, len(self.cards))
        gap = 12.0
        w = min(150.0, (self.width() - gap * (n - 1)) / n)
        x0 = (self.width() - (w * n + gap * (n - 1))) / 2
        return QRectF(x0 + i * (w + gap), 2, w, self.height() - 4)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        from ..resources import svg

        for i, (_card, reason) in enumerate(self.cards):
            r = self.card_rect(i)
            dim = (reason is not None or not self.enabled_pick) and self.kind != "back" and not self.neutral
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 30))
            p.drawRoundedRect(r, 10, 10)
            if (not dim and self.kind != "back") or (self.neutral and self.enabled_pick):
                p.setPen(QPen(style.LEGAL, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            if self.selected == i:
                p.setPen(QPen(style.SELECTED, 5))
                p.setBrush(QColor(86, 180, 233, 60))
                p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 10, 10)
            font = QFont(self.font())
            font.setBold(True)
            lines = 1
            if self.kind in ("event", "back"):  # event titles are longer than role names: two smaller lines
                font.setPointSizeF(max(7.0, font.pointSizeF() * 0.8))
                lines = 2
            fm = QFontMetrics(font)
            tall = fm.height() if lines == 1 else fm.lineSpacing() * lines + 2
            side = min(r.width() - 16, r.height() - tall - 16)
            art = self.card_art(i)
            p.setOpacity(0.35 if dim else 1.0)
            if art and side > 8:
                rend = svg(art)
                size = rend.defaultSize()
                w = side * size.width() / size.height() if size.height() > 0 else side
                w = min(w, r.width() - 16)
                rend.render(p, QRectF(r.center().x() - w / 2, r.top() + 8, w, side))
            p.setOpacity(1.0)
            p.setFont(font)
            p.setPen(QColor("#B8AFCF") if dim else QColor("#F3EBC3"))
            box = QRectF(r.left() + 3, r.bottom() - tall - 5, r.width() - 6, tall)
            if lines == 1:
                p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextSingleLine),
                           fm.elidedText(self.card_name(i), Qt.TextElideMode.ElideRight, int(box.width())))
            else:
                p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                           | int(Qt.TextFlag.TextWordWrap), self._two_lines(fm, self.card_name(i), int(box.width())))
        p.end()

    @staticmethod
    def _two_lines(fm: QFontMetrics, text: str, width: int) -> str:
        """The title on at most two lines (words wrapped, the second line elided)."""
        words, first = text.split(), ""
        while words and fm.horizontalAdvance((first + " " + words[0]).strip()) <= width:
            first = (first + " " + words.pop(0)).strip()
        if not first:  # one long word
            return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
        rest = " ".join(words)
        return first + ("\n" + fm.elidedText(rest, Qt.TextElideMode.ElideRight, width) if rest else "")

    def mousePressEvent(self, event) -> None:
        for i in range(len(self.cards)):
            if self.card_rect(i).contains(QPointF(event.position())):
                if self.legal(i):
                    self.clicked.emit(i)
                elif self.neutral and self.enabled_pick:
                    self.refused.emit(i)
                return

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.cards:
            i = 0 if self.selected is None else (self.selected + (1 if key == Qt.Key.Key_Right else -1)) % len(self.cards)
            if self.legal(i):
                self.clicked.emit(i)
            return
        super().keyPressEvent(event)


# --- two selections on the seat tiles (Cupid) ------------------------------------------------------

class PairTiles(SeatTiles):
    """SeatTiles that can show a second selected seat (`also`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.also: int | None = None

    def set_also(self, seat: int | None) -> None:
        self.also = seat
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.also is None or self.also >= len(self.names):
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.tile_rect(self.also)
        p.setPen(QPen(style.SELECTED, 5))
        p.setBrush(QColor(86, 180, 233, 60))
        p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
        p.end()


__all__ = ["CardPicker", "NM_CARDS", "PairTiles", "W2_FLAG", "W2_PAIR", "W2_PLAYER", "W2_SIDE", "ballot_words", "idle_title",
           "known_lines", "new_notices", "notice_line", "result_line", "sight_lines", "step_words", "w2_event_lines",
           "w2_idle_words", "w2_step_words", "event_caption", "gypsy_target_reason", "gypsy_text", "nm_card_reason",
           "nm_done_text", "nm_result_lines", "nm_step_words", "seance_dawn_line", "seance_question", "witch_words"]
