"""The night's story and the vote's resolution, told in the player's language from the core's data."""
from __future__ import annotations

import json
from typing import Any

from app.core.onenight.catalog import STEP_BY_ID, WEREWOLF_KIND
from app.core.onenight.mode import Event
from app.core.onenight.mode import Identity, Outcome, reasons

from . import texts
from .texts import fill, join_names, translate


def _place(place: int, seats: tuple[str, ...]) -> str:
    n = len(seats)
    if place < n:
        return fill(translate("Story", "%1's card"), seats[place])
    return texts.centre_name(place - n)


def _story_words() -> texts.Words:
    """What a chosen action did that shows nothing, by action (`texts.words_for` fills them)."""
    return {
        "robber": (translate("Story", "swapped cards with %1"), ("player",)),
        "troublemaker": (translate("Story", "swapped the cards of %1"), ("players",)),
        "witch": (translate("Story", "swapped %1 with %2's card"), ("centre", "player")),
        "drunk": (translate("Story", "swapped their card with %1"), ("centre",)),
        "gremlin": ("swap", {
            "marks": (translate("Story", "swapped the marks of %1"), ("players",)),
            "cards": (translate("Story", "swapped the cards of %1"), ("players",)),
        }),
        "pickpocket": (translate("Story", "swapped marks with %1"), ("player",)),
        "alpha_wolf": (translate("Story", "swapped the wolf card with %1's card"), ("player",)),
        "village_idiot": ("direction", {
            "left": (translate("Story", "moved everyone else's card to the left"), ()),
            "right": (translate("Story", "moved everyone else's card to the right"), ()),
        }),
        "thing": (translate("Story", "tapped %1 on the shoulder"), ("tapped",)),
        "sentinel": (translate("Story", "shielded %1's card"), ("player",)),
        "revealer": (translate("Story", "turned %1's card face up"), ("player",)),
        "curator": (translate("Story", "put an artifact on %1's card"), ("player",)),
    }


def _action_words(step: str, args: dict[str, Any], seats: tuple[str, ...], actor: int) -> list[str]:
    """What a chosen action did (moves that show nothing, in words)."""
    line = texts.words_for(_story_words(), texts.step_of(step), args, seats, actor)
    return [line] if line else []


def _then_words(args: dict[str, Any], copy: str, seats: tuple[str, ...], actor: int) -> list[str]:
    then = args.get("then")
    if not isinstance(then, dict) or not then:
        return []
    return _action_words(copy, then, seats, actor)


# Steps whose line names every actor: they wake together.
_TOGETHER = frozenset({"vampires", "werewolves", "masons", "lovers"})
# Steps left out of the story when nobody woke for them.
_UNTOLD = frozenset({"lovers"})
# Team sights an actor's line tells: label -> the steps whose line tells it (None: any step).
_TOLD_TEAMS: dict[str, frozenset[str] | None] = {
    "werewolf_thumbs": None, "tanner_thumbs": None, "seer_thumbs": None, "aura": None, "assassin": None,
    "dream_wolves": None, "vampire_mark": frozenset({"renfield", "doppel_renfield"}),
}


def _sight_words() -> dict[tuple[str, bool], tuple[str, Any]]:
    """What an actor saw, by (sight kind, on their own place): template and its values."""
    return {
        ("card", True): (translate("Story", "saw their own card: %1"), lambda s, seats: (texts.role_name(s.value),)),
        ("card", False): (translate("Story", "looked at %1: %2"),
                          lambda s, seats: (_place(s.place, seats), texts.role_name(s.value))),
        ("mark", True): (translate("Story", "now holds %1"), lambda s, seats: (texts.mark_phrase(s.value),)),
        ("mark", False): (translate("Story", "looked at %1's mark: %2"),
                          lambda s, seats: (seats[s.place], texts.mark_phrase(s.value))),
        ("copy", False): (translate("Story", "became the %1"), lambda s, seats: (texts.role_name(s.value),)),
    }


def _detail_words() -> dict[str, tuple[str, Any]]:
    """The story's words for an event's details, by detail key: template and its values."""
    return {
        "give": (translate("Story", "gave %1 to %2"),
                 lambda rest, seats: (texts.mark_phrase(rest.split(":")[0]), seats[int(rest.split(":")[1])])),
        "artifact": (translate("Story", "the artifact was the %1"), lambda rest, seats: (texts.artifact_name(rest),)),
        "turns": (translate("Story", "turned into a %1"), lambda rest, seats: (texts.role_name(rest),)),
        "stays_up": (translate("Story", "the card stays face up"), lambda rest, seats: ()),
    }


def _dawn_line(ev: Event, seats: tuple[str, ...]) -> str | None:
    parts = []
    for s in ev.seen:
        if s.kind == "artifact":
            parts.append(fill(translate("Story", "%1 found the %2 on their card"), seats[s.seat], texts.artifact_name(s.value)))
    faceup = sorted({(s.place, s.value) for s in ev.seen if s.kind == "faceup"})
    parts += [fill(translate("Story", "%1's card lies face up: %2"), seats[p], texts.role_name(v)) for p, v in faceup]
    return fill(translate("Story", "Dawn: %1."), "; ".join(parts)) if parts else None


def _mark_check_line(ev: Event, seats: tuple[str, ...]) -> str | None:
    marks = [fill(translate("Story", "%1: %2"), seats[s.seat], texts.mark_name(s.value)) for s in ev.seen]
    return fill(translate("Story", "Mark check: everyone looked at their mark (%1)."), ", ".join(marks))


# Events told by a line of their own, by step.
_OWN_LINES = {"dawn": _dawn_line, "mark_check": _mark_check_line}


def event_line(ev: Event, seats: tuple[str, ...], deck: tuple[str, ...]) -> str | None:
    """One line of the night's story, or None for steps that did not concern this game."""
    if ev.step in _OWN_LINES:
        return _OWN_LINES[ev.step](ev, seats)
    title = texts.step_title(ev.step)
    step = STEP_BY_ID.get(ev.step)
    if ev.actor < 0:
        if ev.step in _UNTOLD or step is None or step.doppel_only:
            return None
        if not set(step.roles) & set(deck):
            return None
        return fill(translate("Story", "%1: nobody woke up (the card was in the centre, or its holder was afraid)."), title)
    who = seats[ev.actor]
    together = ev.step in _TOGETHER
    if together:
        team = sorted({ev.actor} | {s.seat for s in ev.seen if s.kind == "team"})
        head = fill(translate("Story", "%1 (%2)"), title, join_names([seats[s] for s in team]))
    else:
        head = fill(translate("Story", "%1 (%2)"), title, who)
    bits: list[str] = []
    args = json.loads(ev.args) if ev.args else None
    if args:
        bits += _action_words(ev.step, args, seats, ev.actor)
    copy = ""
    for s in ev.seen:
        if s.kind == "copy":
            copy = s.value
    sights = _sight_words()
    for s in ev.seen:
        if s.seat != ev.actor and s.kind != "tap":
            continue
        words = sights.get((s.kind, s.place == ev.actor))
        if words is not None:
            template, values = words
            bits.append(fill(template, *values(s, seats)))
        elif s.kind == "team" and s.value in _TOLD_TEAMS and (
                _TOLD_TEAMS[s.value] is None or ev.step in _TOLD_TEAMS[s.value]):  # type: ignore[operator]
            bits.append(texts.seen_line(s, seats, ev.actor).rstrip("."))
    if args and copy:
        bits += _then_words(args, copy, seats, ev.actor)
    details = _detail_words()
    for d in ev.detail:
        key, _, rest = d.partition(":")
        if key in details:
            template, values = details[key]
            bits.append(fill(template, *values(rest, seats)))
    first = {"skip": translate("Story", "chose to do nothing")}  # by the event's outcome
    if ev.action in first:
        bits.insert(0, first[ev.action])
    if not bits:
        quiet = {"none": translate("Story", "had nothing to do")}  # by the event's outcome
        if together and len(team) > 1:
            bits.append(translate("Story", "woke up and saw each other"))
        elif together:  # the only one of the team awake: nobody to see
            bits.append(translate("Story", "woke up alone"))
        else:
            bits.append(quiet.get(ev.action, translate("Story", "woke up")))
    return fill(translate("Story", "%1 %2."), head, "; ".join(bits))


def night_story(log: tuple[Event, ...], seats: tuple[str, ...], deck: tuple[str, ...]) -> list[str]:
    """The whole night in wake order, one line per step."""
    return [line for ev in log if (line := event_line(ev, seats, deck))]


# --- resolution -------------------------------------------------------------------------------


# Powers whose vote protects the player pointed at (and is not a vote).
_GUARDS = frozenset({"bodyguard"})
# Cards that take another role at night, and how the Reveal says it ("%1 (copied the %2)").
_TAKEN_ROLE = {"doppelganger": "copied", "copycat": "copied", "paranormal_investigator": "turned"}


def _protected_words() -> dict[str, str]:
    """Why a player cannot be killed, by their own power."""
    return {
        "prince": translate("Story", "%1 is the Prince and cannot be killed, by votes or by a Hunter."),
        "the_master": translate("Story", "%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed."),
    }


def _protection(s: int, ids: tuple[Identity, ...], votes: tuple[int, ...], seats: tuple[str, ...]) -> str:
    guards = [v for v in range(len(seats)) if votes[v] == s and ids[v].power in _GUARDS]
    if guards:
        return fill(translate("Story", "%1 is protected by the Bodyguard (%2) and cannot be killed."), seats[s],
                    join_names([seats[g] for g in guards]))
    return fill(_protected_words().get(ids[s].power, translate("Story", "%1 is protected.")), seats[s])


def headline(outcome: Outcome, seats: tuple[str, ...]) -> str:
    if not outcome.dead:
        return translate("Story", "Nobody dies")
    names = join_names([seats[s] for s in outcome.dead])
    # the count picks the verb's number in languages that need it ("Ha muerto" / "Han muerto")
    return fill(translate("Story", "%1 died", "", len(outcome.dead)), names)


def resolution_lines(outcome: Outcome, ids: tuple[Identity, ...], votes: tuple[int, ...],
                     seats: tuple[str, ...], marks: tuple[str, ...] = ()) -> list[tuple[str, bool]]:
    """Who died and why, in the order it happened: votes, protection, ties, the Epic Battle's
    second place, Hunter shots (chains included), the lovers, then the Cursed and disease."""
    out: list[tuple[str, bool]] = []
    n = len(seats)
    tally = outcome.tally
    power = [i.power for i in ids]
    protected = set(outcome.protected)
    tallies = ", ".join(f"{seats[s]} {tally[s]}" for s in sorted(range(n), key=lambda s: -tally[s]) if tally[s])
    out.append((fill(translate("Story", "Votes: %1."), tallies or "0"), False))
    for g in range(n):
        if power[g] in _GUARDS:
            out.append((fill(translate("Story", "%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote."),
                             seats[g], seats[votes[g]]), False))
    if outcome.mode == "epic":
        out.append((translate("Story", "Epic battle: werewolves, vampires and villagers are all at the table, so "
                                       "the top two places die (everyone tied at the top, or the top and the runner-up)."),
                    False))
    for s in outcome.protected:
        if tally[s] or any(power[v] in _GUARDS and votes[v] == s for v in range(n)):
            out.append((_protection(s, ids, votes, seats), False))
    voted = [s for s in outcome.dead if outcome.causes[s] == "votes"]
    shielded_top = [s for s in protected if tally[s] >= 2 and (not voted or tally[s] > max(tally[v] for v in voted))]
    if shielded_top and voted:
        out.append((fill(translate("Story", "%1 had more votes but cannot be killed, so the next highest with at "
                                            "least 2 votes dies instead.", "", len(shielded_top)),
                         join_names([seats[s] for s in shielded_top])),
                    False))
    if voted:
        top = max(tally[s] for s in voted)
        tied = [s for s in voted if tally[s] == top]
        if len(tied) > 1:
            tie = (translate("Story", "%1 are tied with %n vote(s): both die.", "", top) if len(tied) == 2
                   else translate("Story", "%1 are tied with %n vote(s): they all die.", "", top))
            out.append((fill(tie, join_names([seats[s] for s in tied])), True))
        elif shielded_top:
            out.append((fill(translate("Story", "%1 has the most votes (%2) of those who can be killed, and dies."),
                             seats[tied[0]], top), True))
        else:
            out.append((fill(translate("Story", "%1 has the most votes (%2) and dies."), seats[tied[0]], top), True))
        for s in voted:
            if s not in tied:
                out.append((fill(translate("Story", "%1 comes second with %n vote(s) and dies too (Epic battle).", "",
                                           tally[s]), seats[s]), True))
    else:
        candidates = [s for s in range(n) if s not in protected]
        if max((tally[s] for s in candidates), default=0) < 2:
            out.append((translate("Story", "Nobody has more than one vote, so nobody dies by the vote."), True))
        else:
            out.append((translate("Story", "Nobody dies by the vote."), True))
    out += _chain(outcome, ids, votes, seats, marks, voted)
    for s in outcome.turned:
        pointers = [v for v in range(n) if votes[v] == s and (ids[v].role in WEREWOLF_KIND or v in outcome.turned)]
        out.append((fill(translate("Story", "%1 was the Cursed: a werewolf (%2) pointed at them, so they become a "
                                            "werewolf, on the werewolf team."), seats[s],
                         join_names([seats[v] for v in pointers])), False))
    if outcome.lost_to_disease:
        out.append((fill(translate("Story", "%1 pointed at a diseased player and cannot win.", "",
                                   len(outcome.lost_to_disease)),
                         join_names([seats[s] for s in outcome.lost_to_disease])), False))
    return out


def _chain(outcome: Outcome, ids: tuple[Identity, ...], votes: tuple[int, ...], seats: tuple[str, ...],
           marks: tuple[str, ...], voted: list[int]) -> list[tuple[str, bool]]:
    """Hunter shots and broken hearts, each after the death that caused it."""
    out: list[tuple[str, bool]] = []
    n = len(seats)
    power = [i.power for i in ids]
    causes = outcome.causes
    dead = set(outcome.dead)
    lovers = [s for s in range(n) if s < len(marks) and marks[s] == "love"]
    told = set(voted)
    queue = list(voted)
    while queue:
        x = queue.pop(0)
        if power[x] == "hunter":
            t = votes[x]
            if t in outcome.protected and t not in dead:
                out.append((fill(translate("Story", "%1 was the Hunter and points at %2, but %2 cannot be killed."),
                                 seats[x], seats[t]), False))
            elif causes[t] == "hunter" and t not in told:
                out.append((fill(translate("Story", "%1 was the Hunter: %2, the player they point at, dies too."),
                                 seats[x], seats[t]), True))
                told.add(t)
                queue.append(t)
        if x in lovers and len(lovers) >= 2:
            for y in lovers:
                if y not in told and causes[y] == "love":
                    out.append((fill(translate("Story", "%1 dies of a broken heart: they and %2 held Love marks."),
                                     seats[y], seats[x]), True))
                    told.add(y)
                    queue.append(y)
    for s in outcome.dead:  # anything the walk could not place (never expected)
        if s not in told:
            if causes[s] == "hunter":
                out.append((fill(translate("Story", "%1 is taken down by a Hunter."), seats[s]), True))
            elif causes[s] == "love":
                out.append((fill(translate("Story", "%1 dies of a broken heart: they held a Love mark."), seats[s]), True))
    return out


def _names(seats: tuple[str, ...], group) -> str:
    return join_names([seats[s] for s in sorted(group)])


def _why_words() -> dict[str, str]:
    """The wording of each reason key of `victory.reasons` (%1, %2: its groups of players)."""
    return {
        "epic_village": translate("Why", "Epic battle: the village needs a vampire and a werewolf to die. "
                                         "Dead vampires: %1. Dead werewolves: %2."),
        "monster_died": translate("Why", "A monster died (%1): the village wins."),
        "no_monster_died_both": translate("Why", "No werewolf or vampire died (they were %1): the village loses."),
        "no_monster_died_wolves": translate("Why", "No werewolf died (they were %1): the village loses."),
        "no_monster_died_vamps": translate("Why", "No vampire died (they were %1): the village loses."),
        "no_monsters_nobody_died": translate("Why", "No player was a werewolf or a vampire, and nobody died: the "
                                                    "village wins."),
        "no_monsters_someone_died": translate("Why", "No player was a werewolf or a vampire, yet %1 died: the "
                                                     "village loses."),
        "tanner_blocks": translate("Why", "A Tanner died (%1): neither the werewolves nor the vampires can win."),
        "epic_werewolf": translate("Why", "Epic battle: the werewolves need a vampire to die and no werewolf to die. "
                                          "Dead vampires: %1. Dead werewolves: %2."),
        "epic_vampire": translate("Why", "Epic battle: the vampires need a werewolf to die and no vampire to die. "
                                         "Dead werewolves: %1. Dead vampires: %2."),
        "no_members": translate("Why", "No player was a werewolf: %1 wins only if someone else dies."),
        "werewolfs_died": fill(translate("Why", "%1 died: the %2 lose."), "%1", translate("Why", "werewolves")),
        "vampires_died": fill(translate("Why", "%1 died: the %2 lose."), "%1", translate("Why", "vampires")),
        "no_werewolf_died": fill(translate("Why", "No %1 died: the %1 win."), translate("Why", "werewolves")),
        "no_vampire_died": fill(translate("Why", "No %1 died: the %1 win."), translate("Why", "vampires")),
        "tanner_died": translate("Why", "%1 was a Tanner and died: the Tanner wins."),
        "tanner_survived": translate("Why", "%1 was a Tanner and survived: the Tanner loses."),
        "apprentice_tanner": translate("Why", "%1 is the Apprentice Tanner and wins if the Tanner (%2) dies."),
        "assassin": translate("Why", "%1 wins if a player holding an Assassin mark dies (%2)."),
        "traitor": translate("Why", "%1 held the Traitor mark: they win only if someone else on their team dies."),
    }


# Reasons whose groups are counts of the dead: an empty group reads "none".
_NONE_IF_EMPTY = frozenset({"epic_village", "epic_werewolf", "epic_vampire"})


def why_lines(outcome: Outcome, ids: tuple[Identity, ...], marks: tuple[str, ...],
              seats: tuple[str, ...]) -> list[tuple[str, bool, str]]:
    """Why each team won or lost, in plain words (the reasons come from the core)."""
    words = _why_words()
    out: list[tuple[str, bool, str]] = []
    for r in reasons(outcome, ids, marks):
        names = [_names(seats, g) for g in r.groups]
        if r.key in _NONE_IF_EMPTY:
            names = [x or translate("Why", "none") for x in names]
        out.append((fill(words[r.key], *names), r.won, r.team))
    return out


def identity_words(s: int, ids: tuple[Identity, ...], cards: tuple[str, ...], outcome: Outcome,
                   mark_shown: bool = False) -> str:
    """Who a player turned out to be: "Doppelgänger (copied the Witch)", "Cursed, turned werewolf"...
    With `mark_shown` the words beside it name their Vampire mark, which then says "a Vampire by the mark"."""
    ident = ids[s]
    printed = cards[s] if s < len(cards) else ident.card_role
    who = texts.role_name(ident.card_role)
    if printed in _TAKEN_ROLE and ident.card_role != printed:
        taken = {"copied": translate("Story", "%1 (copied the %2)"), "turned": translate("Story", "%1, turned %2")}
        who = fill(taken[_TAKEN_ROLE[printed]], texts.role_name(printed), texts.role_name(ident.card_role))
    if ident.artifact:
        who = fill(translate("Story", "%1 with the %2"), who, texts.artifact_name(ident.artifact))
    if ident.by_mark and not ident.artifact and not mark_shown:
        who = fill(translate("Story", "%1, a Vampire by the mark"), who)
    if s in outcome.turned:
        who = fill(translate("Story", "%1, turned werewolf by the vote"), who)
    return who


def winner_lines(outcome: Outcome, ids: tuple[Identity, ...], marks: tuple[str, ...],
                 seats: tuple[str, ...], cards: tuple[str, ...] = ()) -> list[tuple[str, bool, str]]:
    """The teams' results and why, then every player: who they were and whether they won."""
    out: list[tuple[str, bool, str]] = []
    for team, won in outcome.team_wins:
        members = [seats[s] for s in range(len(seats)) if outcome.teams[s] == team]
        out.append((fill(texts.team_result(team, won), join_names(members)), won, team))
    out += why_lines(outcome, ids, marks, seats)
    for s, name in enumerate(seats):
        mark = texts.mark_phrase(marks[s]) if s < len(marks) and marks[s] else ""
        who = identity_words(s, ids, cards, outcome, mark_shown=s < len(marks) and marks[s] == "vampire")
        status = translate("Story", "wins") if s in outcome.winners else translate("Story", "loses")
        dead = translate("Story", " (dead)") if s in outcome.dead else ""
        line = fill(translate("Story", "%1%2: %3 with %4 (%5) — %6"), name, dead, who, mark,
                    texts.team_name(outcome.teams[s]), status)
        out.append((line, s in outcome.winners, outcome.teams[s]))
    return out
