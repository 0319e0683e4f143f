"""The moderator's words: a refusal's reason, a holder's state, a seat's marks, what to signal back.

Written for the moderator (third person: "Cat was protected last night"), never shown to the
players: the moderator holds the laptop. Context "Moderator"; every sentence a literal inside
`translate(...)` so that lupdate finds it.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

import app.core.classic.extended as X
import app.core.classic.wave2 as W

from ..texts import fill, join_names
from ..classic.widgets import role_name, team_name

translate = QCoreApplication.translate

# The information calls (no entry): the card whose holders they wake.
_INFO_ROLE = {"lovers": "", "brothers": "brother", "wolf_brothers": "big_brother_wolf", "traitor": "traitor",
              "vampires": "vampire", "charmed": "pied_piper", "drunk": "drunk"}


def _n(names, s: Any) -> str:
    return names[s] if isinstance(s, int) and 0 <= s < len(names) else ""


def step_holder(step: str) -> str:
    """Who a call is for, in words: "The wolves", "Seer", "The lovers"."""
    if step in W.PACK_STEPS:
        return translate("Moderator", "The wolves") if step == "wolves" else \
            translate("Moderator", "The wolves (second bite)")
    special = {"lovers": translate("Moderator", "The lovers"), "brothers": translate("Moderator", "The brothers"),
               "wolf_brothers": translate("Moderator", "The wolf brothers"),
               "vampires": translate("Moderator", "The vampires"), "charmed": translate("Moderator", "The charmed"),
               "town_crier": role_name("town_crier"), "hunter": role_name("hunter"), "revenge": role_name("avenger"),
               "scapegoat": role_name("scapegoat"), "successor": translate("Moderator", "The dead captain"),
               "servant": role_name("servant"), "tiebreak": translate("Moderator", "The captain"),
               "crier": translate("Moderator", "The captain"), "cavalier": role_name("cavalier")}
    if step in special:
        return special[step]
    card = X.HOLDER.get(step) or W.HOLDER2.get(step) or _INFO_ROLE.get(step) or step
    return role_name(card)


def status_words(status: str, why: str | None = None) -> str:
    """A called seat's state (views.CallSeat)."""
    if status == "cannot":
        return fill(translate("Moderator", "cannot act: %1"), short_reason(why))
    return {"acts": translate("Moderator", "awake: enter the choice"),
            "done": translate("Moderator", "entered"),
            "later": translate("Moderator", "alive"),
            "shown": translate("Moderator", "wakes to see"),
            "asleep": translate("Moderator", "asleep (a dormant wolf)"),
            "dead": translate("Moderator", "dead: fake the call"),
            "not_tonight": translate("Moderator", "not called tonight")}.get(status, status)


def short_reason(code: str | None) -> str:
    """A refusal code in a few words (after "cannot act:")."""
    return {"power_lost": translate("Moderator", "the power is gone"),
            "blocked": translate("Moderator", "blocked by the Moon Maiden"),
            "unavailable": translate("Moderator", "the power cannot be used tonight"),
            "potion_spent": translate("Moderator", "both potions are used"),
            "no_victim": translate("Moderator", "no victim tonight"),
            "not_first_night": translate("Moderator", "not before night 2"),
            "illegal_target": translate("Moderator", "nobody may be chosen"),
            }.get(code or "", translate("Moderator", "only “nothing” can be entered"))


def reason(code: str, names, seat: int | None = None, target: int | None = None, last: int | None = None) -> str:
    """Why the engine refused an entry, for the moderator (`seat` acted, `target` was named)."""
    who, whom = _n(names, seat), _n(names, target)
    if code == "illegal_target" and target is not None and seat is not None and target == seat:
        return fill(translate("Moderator", "%1 cannot choose themself here."), who)
    if code == "illegal_target" and whom:
        return fill(translate("Moderator", "%1 cannot be chosen here (dead, absent today, already chosen "
                                           "tonight, or not allowed for this card)."), whom)
    if code == "repeat_protect":
        return fill(translate("Moderator", "%1 was protected last night: not two nights running."),
                    _n(names, last if last is not None else target))
    if code == "repeat_target":
        return fill(translate("Moderator", "%1 was chosen last night: not two nights running."),
                    _n(names, last if last is not None else target))
    return {
        "not_awake": translate("Moderator", "Nobody acts in this step now."),
        "already_acted": translate("Moderator", "This choice is already entered."),
        "bad_args": translate("Moderator", "The choice is not complete: tap the players it needs."),
        "power_lost": translate("Moderator", "This power is gone (the Elder's death, the Fire Wolf, or the Fox's "
                                             "“no”): enter “nothing”."),
        "blocked": translate("Moderator", "The Moon Maiden blocked this player tonight: enter “nothing”."),
        "not_first_night": translate("Moderator", "The Little Girl may peek from night 2 on."),
        "must_take_wolf": translate("Moderator", "A wolf is among the spare cards: the Thief must take it."),
        "unavailable": translate("Moderator", "This power cannot be used now (used up, not earned yet, or a night "
                                              "without a kill)."),
        "potion_spent": translate("Moderator", "That potion (or draught) is already used."),
        "no_victim": translate("Moderator", "There is no victim tonight."),
        "illegal_target": translate("Moderator", "This player cannot be chosen here."),
        "not_done": translate("Moderator", "Enter the choice of this call first (or “nothing”)."),
        "bad_counts": translate("Moderator", "These counts cannot come from these voters: more hands than "
                                             "voters, or a hand against oneself."),
    }.get(code, fill(translate("Moderator", "Refused (%1)."), code))


def mark_words(mark: str) -> str:
    """A seat's state on the board (views.BoardSeat.marks)."""
    return {"lover": translate("Moderator", "lover"), "captain": translate("Moderator", "captain"),
            "crier": translate("Moderator", "town crier"), "charmed": translate("Moderator", "charmed"),
            "spawn": translate("Moderator", "vampire spawn"), "turned": translate("Moderator", "turned wolf"),
            "dormant": translate("Moderator", "dormant"), "wounded": translate("Moderator", "wounded"),
            "sick": translate("Moderator", "sick: dies next night"), "exiled": translate("Moderator", "exiled today"),
            "stupefied": translate("Moderator", "stupor: silent today"),
            "pilloried": translate("Moderator", "pillory: no vote"), "no_vote": translate("Moderator", "no vote"),
            "power_lost": translate("Moderator", "power lost"), "stripped": translate("Moderator", "stripped"),
            "blocked": translate("Moderator", "blocked tonight"), "protected": translate("Moderator", "protected"),
            "raven": translate("Moderator", "raven's mark"), "elder_hit": translate("Moderator", "one life left"),
            "companion": translate("Moderator", "stray wolf's companion"),
            "model": translate("Moderator", "role model"), "revealed": translate("Moderator", "revealed")
            }.get(mark, mark)


def _yes(yes: bool) -> str:
    return translate("Moderator", "nod (yes)") if yes else translate("Moderator", "shake your head (no)")


def notice_words(value: str, who: str) -> str:
    what, _, card = (value or "").partition(":")
    if what == "blocked":
        return fill(translate("Moderator", "Tell %1 privately: blocked tonight."), who)
    if what == "wolf":
        return fill(translate("Moderator", "Touch %1 when the wolves wake: now a wolf."), who)
    if what == "vampire":
        return fill(translate("Moderator", "Tell %1 privately: now a vampire."), who)
    if what == "stripped":
        return fill(translate("Moderator", "Tell %1 privately: the power is gone."), who)
    if what == "role":
        return fill(translate("Moderator", "Give %1 the %2 card: it is theirs now."), who, role_name(card))
    return ""


def signal_lines(events, names, step: str | None = None) -> list[str]:
    """What the moderator shows or signals privately for these events (the night's and the dawn's
    sights), one line each; `step` keeps only the events of that call."""
    out: list[str] = []
    seen_pairs: set[tuple[int, ...]] = set()
    for ev in events:
        if ev.public:
            continue
        k, who, whom = ev.kind, _n(names, ev.seat), _n(names, ev.target)
        if step is not None and _step_of(ev) != step:
            continue
        line = ""
        if k == "victim" and ev.value == "witch":
            line = fill(translate("Moderator", "Show %1 (Witch) tonight's victim: %2."), who, whom) if whom \
                else fill(translate("Moderator", "Show %1 (Witch): no victim tonight."), who)
        elif k == "victim" and ev.value in ("wolves", "second_bite"):
            key = ("victim", ev.value)
            if key in seen_pairs:
                continue
            seen_pairs.add(key)  # type: ignore[arg-type]
            line = fill(translate("Moderator", "The wolves' victim: %1."), whom) if whom \
                else translate("Moderator", "No victim: the wolves' picks are tied.")
        elif k == "look":
            value = ev.value or ""
            if value.startswith("role:"):
                line = fill(translate("Moderator", "Show %1 (Seer) the card of %2: %3."), who, whom,
                            role_name(value[5:]))
            else:
                line = fill(translate("Moderator", "%1 (Seer) looks at %2: %3."), who, whom, _yes(value == "wolves")
                            + " — " + (translate("Moderator", "a wolf") if value == "wolves"
                                       else translate("Moderator", "not a wolf")))
        elif k == "sniff":
            group = join_names([_n(names, s) for s in ev.seats])
            line = fill(translate("Moderator", "%1 (Fox) sniffs %2: %3."), who, group, _yes(ev.value == "yes")) + \
                ("" if ev.value == "yes" else " " + translate("Moderator", "The Fox's power is gone."))
        elif k == "peek":
            if ev.target is None:
                line = fill(translate("Moderator", "%1 (Little Girl) peeks: no wolf is awake."), who)
            else:
                line = fill(translate("Moderator", "%1 (Little Girl) peeks: show her one wolf, %2."), who, whom)
                if ev.value == "caught":
                    line += " " + translate("Moderator", "The wolves saw her: she dies tonight.")
        elif k == "spare":
            cards = [role_name(c) for c in (ev.value or "").split(",") if c]
            line = fill(translate("Moderator", "Show %1 (Thief) the two spare cards: %2."), who, join_names(cards))
        elif k == "take":
            line = fill(translate("Moderator", "%1 (Thief) takes spare card %2 and gives back the Thief card."), who,
                        (ev.target or 0) + 1)
        elif k == "lover":
            pair = tuple(sorted((ev.seat, ev.target)))
            if pair in seen_pairs:
                continue
            seen_pairs.add(pair)
            line = fill(translate("Moderator", "Wake the lovers %1 and %2: they see each other and each other's "
                                               "card."), _n(names, pair[0]), _n(names, pair[1]))
        elif k == "brothers":
            group = tuple(sorted((ev.seat,) + tuple(ev.seats)))
            if group in seen_pairs:
                continue
            seen_pairs.add(group)
            line = fill(translate("Moderator", "Wake the brothers: %1."), join_names([_n(names, s) for s in group]))
        elif k == "wolf_brother":
            pair = tuple(sorted((ev.seat, ev.target)))
            if pair in seen_pairs:
                continue
            seen_pairs.add(pair)
            line = fill(translate("Moderator", "Wake the wolf brothers: %1."), join_names([_n(names, s) for s in pair]))
        elif k in ("traitor_sees", "vampires_see", "charmed_see"):
            group = join_names([_n(names, s) for s in ev.seats])
            line = {"traitor_sees": fill(translate("Moderator", "Show %1 (Traitor) the wolves: %2."), who, group),
                    "vampires_see": fill(translate("Moderator", "%1 sees the vampires: %2."), who, group),
                    "charmed_see": fill(translate("Moderator", "%1 sees the charmed: %2."), who, group)}[k]
        elif k == "caught_notice":
            line = fill(translate("Moderator", "Tell %1 (wolf): last night the wolves caught the Little Girl, %2."),
                        who, whom)
        elif k == "joined":
            line = fill(translate("Moderator", "Tell %1 (wolf): %2 joined the pack."), who,
                        join_names([_n(names, s) for s in ev.seats]))
        elif k == "actor_draw":
            line = fill(translate("Moderator", "%1 (Actor) draws %2: call him at that card's step tonight."), who,
                        role_name(ev.value or ""))
        elif k == "wolf_seer":
            line = fill(translate("Moderator", "%1 (Wolf Seer) asks whether %2 is the Seer: %3."), who, whom,
                        _yes(ev.value == "yes"))
        elif k == "aura_seer":
            line = fill(translate("Moderator", "%1 (Aura Seer) asks whether %2 has a power: %3."), who, whom,
                        _yes(ev.value == "yes"))
        elif k == "assassin_votes":
            line = fill(translate("Moderator", "Tell %1 (Assassin): %2 votes against him in the last two days "
                                               "(4 are needed to kill)."), who, ev.value or "0")
        elif k == "notice":
            line = notice_words(ev.value or "", who)
        elif k == "drunk":
            line = fill(translate("Moderator", "%1 (Drunk) takes the card set aside: %2."), who,
                        role_name(ev.value or ""))
        elif k == "confession" and ev.target is not None:
            line = fill(translate("Moderator", "Tell %1 privately: %2 is on the side of %3."), who, whom,
                        team_name(ev.value or ""))
        if line:
            out.append(line)
    return out


# The call each private sight belongs to.
_STEP_OF = {"look": "seer", "sniff": "fox", "peek": "little_girl", "spare": "thief", "take": "thief",
            "lover": "lovers", "brothers": "brothers", "wolf_brother": "wolf_brothers", "traitor_sees": "traitor",
            "vampires_see": "vampires", "charmed_see": "charmed", "caught_notice": "wolves", "joined": "wolves",
            "actor_draw": "actor", "wolf_seer": "wolf_seer", "aura_seer": "aura_seer",
            "assassin_votes": "assassin", "drunk": "drunk"}


def _step_of(ev) -> str:
    if ev.kind == "victim":
        return ev.value or ""
    if ev.kind == "notice":
        what = (ev.value or "").partition(":")[0]
        return {"wolf": "wolves", "blocked": "moon_maiden"}.get(what, "")
    return _STEP_OF.get(ev.kind, "")


def seat_title(names, seat: int, role: str) -> str:
    return fill(translate("Moderator", "%1 (%2)"), _n(names, seat), role_name(role))


def stage_title(stage: str, k: int) -> str:
    return {"dawn": fill(translate("Moderator", "Dawn after night %1"), k),
            "day": fill(translate("Moderator", "Day %1"), k),
            "vote": fill(translate("Moderator", "Day %1: the ballots"), k),
            "dusk": fill(translate("Moderator", "Day %1: the vote's outcome"), k)}.get(stage, "")
