"""The night's story and the vote's resolution, told in the player's language from the core's data."""
from __future__ import annotations

import json
from typing import Any

from app.core.catalog import STEP_BY_ID
from app.core.table import Event
from app.core.victory import Identity, Outcome

from . import texts
from .texts import fill, join_names, translate


def _place(place: int, seats: tuple[str, ...]) -> str:
    n = len(seats)
    if place < n:
        return fill(translate("Story", "%1's card"), seats[place])
    return texts.centre_name(place - n)


def _action_words(step: str, args: dict[str, Any], seats: tuple[str, ...], actor: int) -> list[str]:
    """What a chosen action did (moves that show nothing, in words)."""
    action = texts.step_of(step)
    out: list[str] = []
    if action == "doppelganger" and "then" in args and "player" in args:
        return out  # the copy's own action is told from its details below
    if action == "robber" and "player" in args:
        out.append(fill(translate("Story", "swapped cards with %1"), args["player"]))
    elif action == "troublemaker" and "players" in args:
        out.append(fill(translate("Story", "swapped the cards of %1"), join_names(args["players"])))
    elif action == "witch" and "player" in args:
        out.append(fill(translate("Story", "swapped %1 with %2's card"), texts.centre_name(args["centre"]), args["player"]))
    elif action == "drunk" and "centre" in args:
        out.append(fill(translate("Story", "swapped their card with %1"), texts.centre_name(args["centre"])))
    elif action == "gremlin" and "players" in args:
        if args.get("swap") == "marks":
            out.append(fill(translate("Story", "swapped the marks of %1"), join_names(args["players"])))
        else:
            out.append(fill(translate("Story", "swapped the cards of %1"), join_names(args["players"])))
    elif action == "pickpocket" and "player" in args:
        out.append(fill(translate("Story", "swapped marks with %1"), args["player"]))
    elif action == "alpha_wolf" and "player" in args:
        out.append(fill(translate("Story", "swapped the wolf card with %1's card"), args["player"]))
    elif action == "village_idiot" and "direction" in args:
        out.append(translate("Story", "moved everyone else's card to the left") if args["direction"] == "left"
                   else translate("Story", "moved everyone else's card to the right"))
    elif action == "thing" and "direction" in args:
        n = len(seats)
        who = seats[(actor + 1) % n] if args["direction"] == "left" else seats[(actor - 1) % n]
        out.append(fill(translate("Story", "tapped %1 on the shoulder"), who))
    elif action == "sentinel" and "player" in args:
        out.append(fill(translate("Story", "shielded %1's card"), args["player"]))
    elif action == "revealer" and "player" in args:
        out.append(fill(translate("Story", "turned %1's card face up"), args["player"]))
    elif action == "curator" and "player" in args:
        out.append(fill(translate("Story", "put an artifact on %1's card"), args["player"]))
    return out


def _then_words(args: dict[str, Any], copy: str, seats: tuple[str, ...], actor: int) -> list[str]:
    then = args.get("then")
    if not isinstance(then, dict) or not then:
        return []
    return _action_words(copy, then, seats, actor)


def event_line(ev: Event, seats: tuple[str, ...], deck: tuple[str, ...]) -> str | None:
    """One line of the night's story, or None for steps that did not concern this game."""
    if ev.step == "dawn":
        parts = []
        for s in ev.seen:
            if s.kind == "artifact":
                parts.append(fill(translate("Story", "%1 found the %2 on their card"), seats[s.seat], texts.artifact_name(s.value)))
        faceup = sorted({(s.place, s.value) for s in ev.seen if s.kind == "faceup"})
        parts += [fill(translate("Story", "%1's card lies face up: %2"), seats[p], texts.role_name(v)) for p, v in faceup]
        return fill(translate("Story", "Dawn: %1."), "; ".join(parts)) if parts else None
    if ev.step == "mark_check":
        marks = [fill(translate("Story", "%1: %2"), seats[s.seat], texts.mark_name(s.value)) for s in ev.seen]
        return fill(translate("Story", "Mark check: everyone looked at their mark (%1)."), ", ".join(marks))
    title = texts.step_title(ev.step)
    step = STEP_BY_ID.get(ev.step)
    if ev.actor < 0:
        if ev.step == "lovers" or step is None or step.doppel_only:
            return None
        if not set(step.roles) & set(deck):
            return None
        return fill(translate("Story", "%1: nobody woke up (the card was in the centre, or its holder was afraid)."), title)
    who = seats[ev.actor]
    if ev.step in ("vampires", "werewolves", "masons", "lovers"):
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
    for s in ev.seen:
        if s.seat != ev.actor and s.kind != "tap":
            continue
        if s.kind == "card":
            if s.place == ev.actor:
                bits.append(fill(translate("Story", "saw their own card: %1"), texts.role_name(s.value)))
            else:
                bits.append(fill(translate("Story", "looked at %1: %2"), _place(s.place, seats), texts.role_name(s.value)))
        elif s.kind == "mark":
            if s.place == ev.actor:
                bits.append(fill(translate("Story", "now holds %1"), texts.mark_phrase(s.value)))
            else:
                bits.append(fill(translate("Story", "looked at %1's mark: %2"), seats[s.place], texts.mark_phrase(s.value)))
        elif s.kind == "copy":
            bits.append(fill(translate("Story", "became the %1"), texts.role_name(s.value)))
        elif s.kind == "team" and s.value in ("werewolf_thumbs", "tanner_thumbs", "seer_thumbs", "aura", "assassin"):
            bits.append(texts.seen_line(s, seats, ev.actor).rstrip("."))
        elif s.kind == "team" and s.value == "vampire_mark" and ev.step in ("renfield", "doppel_renfield"):
            bits.append(texts.seen_line(s, seats, ev.actor).rstrip("."))
    if args and copy:
        bits += _then_words(args, copy, seats, ev.actor)
    for d in ev.detail:
        key, _, rest = d.partition(":")
        if key == "give":
            mark, seat = rest.split(":")
            bits.append(fill(translate("Story", "gave %1 to %2"), texts.mark_phrase(mark), seats[int(seat)]))
        elif key == "artifact":
            bits.append(fill(translate("Story", "the artifact was the %1"), texts.artifact_name(rest)))
        elif key == "turns":
            bits.append(fill(translate("Story", "turned into a %1"), texts.role_name(rest)))
        elif key == "stays_up":
            bits.append(translate("Story", "the card stays face up"))
    if ev.action == "skip":
        bits.insert(0, translate("Story", "chose to do nothing"))
    if not bits:
        if ev.action in ("none",):
            bits.append(translate("Story", "had nothing to do"))
        else:
            bits.append(translate("Story", "woke up"))
    return fill(translate("Story", "%1 %2."), head, "; ".join(bits))


def night_story(log: tuple[Event, ...], seats: tuple[str, ...], deck: tuple[str, ...]) -> list[str]:
    """The whole night in wake order, one line per step."""
    return [line for ev in log if (line := event_line(ev, seats, deck))]


# --- resolution -------------------------------------------------------------------------------


def _protection(s: int, ids: tuple[Identity, ...], votes: tuple[int, ...], seats: tuple[str, ...]) -> str:
    guards = [v for v in range(len(seats)) if votes[v] == s and ids[v].power == "bodyguard"]
    if guards:
        return fill(translate("Story", "%1 is protected by the Bodyguard (%2)."), seats[s], join_names([seats[g] for g in guards]))
    if ids[s].power == "prince":
        return fill(translate("Story", "%1 is the Prince and cannot be killed by the vote."), seats[s])
    if ids[s].power == "the_master":
        return fill(translate("Story", "%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed."), seats[s])
    return fill(translate("Story", "%1 is protected."), seats[s])


def headline(outcome: Outcome, seats: tuple[str, ...]) -> str:
    if not outcome.dead:
        return translate("Story", "Nobody dies")
    names = join_names([seats[s] for s in outcome.dead])
    return fill(translate("Story", "%1 died"), names)


def resolution_lines(outcome: Outcome, ids: tuple[Identity, ...], votes: tuple[int, ...],
                     seats: tuple[str, ...]) -> list[tuple[str, bool]]:
    """Who died and why: votes, ties, protection, the Hunter, the lovers, the Cursed, disease."""
    out: list[tuple[str, bool]] = []
    tally = outcome.tally
    tallies = ", ".join(f"{seats[s]} {tally[s]}" for s in sorted(range(len(seats)), key=lambda s: -tally[s]) if tally[s])
    out.append((fill(translate("Story", "Votes: %1."), tallies), False))
    if outcome.mode == "epic":
        out.append((translate("Story", "Epic battle: werewolves, vampires and villagers are all at the table, so the "
                                       "runner-up dies too."), False))
    for s in outcome.protected:
        if tally[s] or any(ids[v].power == "bodyguard" and votes[v] == s for v in range(len(seats))):
            out.append((_protection(s, ids, votes, seats), False))
    voted = [s for s in outcome.dead if outcome.causes[s] == "votes"]
    if voted:
        top = max(tally[s] for s in voted)
        tied = [s for s in voted if tally[s] == top]
        if len(tied) > 1:
            out.append((fill(translate("Story", "%1 are tied with %2 votes: they all die."),
                             join_names([seats[s] for s in tied]), top), True))
        else:
            out.append((fill(translate("Story", "%1 has the most votes (%2) and dies."), seats[tied[0]], top), True))
        for s in voted:
            if s not in tied:
                out.append((fill(translate("Story", "%1 comes next with %2 votes and dies too."), seats[s], tally[s]), True))
    elif not outcome.dead:
        candidates = [s for s in range(len(seats)) if s not in outcome.protected]
        if max((tally[s] for s in candidates), default=0) < 2:
            out.append((translate("Story", "Nobody has more than one vote, so nobody dies."), True))
        else:
            out.append((translate("Story", "Nobody dies."), True))
    for s in outcome.dead:
        if outcome.causes[s] == "hunter":
            hunters = [h for h in outcome.dead if votes[h] == s and ids[h].power == "hunter"]
            out.append((fill(translate("Story", "%1 is taken down by the Hunter (%2)."), seats[s],
                             join_names([seats[h] for h in hunters])), True))
        elif outcome.causes[s] == "love":
            out.append((fill(translate("Story", "%1 dies of a broken heart: they held a Love mark."), seats[s]), True))
    for s in outcome.turned:
        out.append((fill(translate("Story", "%1 was the Cursed: a werewolf pointed at them, so they become a werewolf."), seats[s]), False))
    if outcome.lost_to_disease:
        out.append((fill(translate("Story", "%1 pointed at a diseased player and cannot win."),
                         join_names([seats[s] for s in outcome.lost_to_disease])), False))
    return out


def winner_lines(outcome: Outcome, ids: tuple[Identity, ...], marks: tuple[str, ...],
                 seats: tuple[str, ...]) -> list[tuple[str, bool, str]]:
    """The teams' results, then every player: who they were and whether they won."""
    out: list[tuple[str, bool, str]] = []
    for team, won in outcome.team_wins:
        members = [seats[s] for s in range(len(seats)) if outcome.teams[s] == team]
        out.append((fill(texts.team_result(team, won), join_names(members)), won, team))
    for s, name in enumerate(seats):
        who = texts.role_name(ids[s].card_role)
        if ids[s].artifact:
            who = fill(translate("Story", "%1 with the %2"), who, texts.artifact_name(ids[s].artifact))
        mark = texts.mark_phrase(marks[s]) if s < len(marks) and marks[s] else ""
        status = translate("Story", "wins") if s in outcome.winners else translate("Story", "loses")
        dead = translate("Story", " (dead)") if s in outcome.dead else ""
        line = fill(translate("Story", "%1%2: %3 with %4 (%5) — %6"), name, dead, who, mark,
                    texts.team_name(outcome.teams[s]), status)
        out.append((line, s in outcome.winners, outcome.teams[s]))
    return out
