"""The whole game told from the event log, for the end screen and the scenario `log` (§7.3).

Lines are English developer text with player names; the UI builds its own translated
sentences from the same events (`events_by_moment`).
"""
from __future__ import annotations

from .roles import STEP
from .state import Event, GameState


def _name(state: GameState, seat: int | None) -> str:
    return "nobody" if seat is None else state.seats[seat]


def line(state: GameState, ev: Event) -> str | None:
    """One human-readable line for a resolved step, or None for bookkeeping events."""
    n = lambda s: _name(state, s)
    m = ev.moment
    text = {
        "pick": lambda: f"{m} wolves: {n(ev.seat)} picks {n(ev.target)}",
        "bite": lambda: f"{m} wolves: bite target {n(ev.target)}",
        "look": lambda: f"{m} seer: {n(ev.seat)} inspects {n(ev.target)}: {ev.value}",
        "protect": lambda: f"{m} bodyguard: {n(ev.seat)} protects {n(ev.target)}",
        "save": lambda: f"{m} witch: {n(ev.seat)} saves {n(ev.target)}",
        "poison": lambda: f"{m} witch: {n(ev.seat)} poisons {n(ev.target)}",
        "skip": lambda: f"{m} {ev.value}: {n(ev.seat)} skips",
        "death": lambda: f"{m} {n(ev.seat)} dies ({ev.value})",
        "dawn": lambda: f"{m} dawn: " + (", ".join(n(s) for s in ev.seats) + " died" if ev.seats
                                         else "nobody died"),
        "shot": lambda: f"{m} hunter: {n(ev.seat)} shoots {n(ev.target)}",
        "ballot": lambda: f"{m} {ev.value or 'vote'}: {n(ev.seat)} votes {n(ev.target) if ev.target is not None else 'blank'}",
        "tally": lambda: f"{m} tally: " + (f"{n(ev.target)} voted out" if ev.target is not None
                                           else "nobody voted out"),
        "note": lambda: f"{m} note by {n(ev.seat)}: {ev.value}",
        # the extended preset (CLASSIC.md §11)
        "take": lambda: f"{m} thief: {n(ev.seat)} takes spare card {ev.target}"
                        + (" (a wolf is spare: forced)" if ev.value == "forced" else ""),
        "couple": lambda: f"{m} cupid: {n(ev.seat)} links {' and '.join(n(s) for s in ev.seats)}",
        "peek": lambda: f"{m} little girl: {n(ev.seat)} peeks and sees {n(ev.target)}"
                        + (", and is caught" if ev.value == "caught" else ""),
        "sniff": lambda: f"{m} fox: {n(ev.seat)} sniffs around {n(ev.target)}: {ev.value}",
        "election": lambda: f"{m} election: " + (f"{n(ev.target)} elected" if ev.target is not None
                                                 else "no captain") + (" (tie drawn)" if ev.seats else ""),
        "captain": lambda: f"{m} captain: {n(ev.target)}" if ev.value == "successor" else None,
        "accused": lambda: f"{m} trial: {n(ev.target)} is on trial",
        "verdict_ballot": lambda: f"{m} trial: {n(ev.seat)} says {ev.value or 'nothing'}",
        "verdict": lambda: f"{m} verdict: {n(ev.target)} " + ("hanged" if ev.value == "kill" else "spared"),
        "tiebreak": lambda: f"{m} tie-break: {n(ev.seat)} names {n(ev.target)}",
        "scapegoat": lambda: f"{m} scapegoat: {n(ev.seat)} sends {n(ev.target)} to trial",
        "reveal": lambda: f"{m} revealed: {n(ev.seat)} is the {ev.value}",
        "growl": lambda: f"{m} dawn: the bear growls",
        "powers_lost": lambda: f"{m} the village has lost its powers",
        "result": lambda: f"{m} result: {ev.value}",
        # the second wave (CLASSIC.md §11.17-§11.29)
        "side": lambda: f"{m} {n(ev.seat)} chooses the {ev.value} side",
        "companion": lambda: f"{m} stray wolf: {n(ev.seat)} follows {n(ev.target)}",
        "model_wc": lambda: f"{m} wild child: {n(ev.seat)} takes {n(ev.target)} as his model",
        "model_sh": lambda: f"{m} shadow: {n(ev.seat)} shadows {n(ev.target)}",
        "heretic": lambda: f"{m} heretic: {n(ev.seat)} picks {' and '.join(n(s) for s in ev.seats)}",
        "sign": lambda: f"{m} judge: {n(ev.seat)} makes the sign",
        "block": lambda: f"{m} moon maiden: {n(ev.seat)} blocks {n(ev.target)}",
        "actor_draw": lambda: f"{m} actor: {n(ev.seat)} draws the {ev.value}",
        "xbite": lambda: f"{m} {ev.value}: {n(ev.seat)} bites {n(ev.target)}",
        "convert": lambda: f"{m} demon wolf: {n(ev.seat)} turns the victim",
        "wolf_seer": lambda: f"{m} wolf seer: {n(ev.seat)} looks at {n(ev.target)}: {ev.value}",
        "aura_seer": lambda: f"{m} aura seer: {n(ev.seat)} looks at {n(ev.target)}: {ev.value}",
        "fire": lambda: f"{m} fire wolf: {n(ev.seat)} burns {n(ev.target)}'s power",
        "vampire": lambda: f"{m} vampire: {n(ev.seat)} bites {n(ev.target)}",
        "charm": lambda: f"{m} pied piper: {n(ev.seat)} charms {' and '.join(n(s) for s in ev.seats)}",
        "enchanter": lambda: f"{m} enchanter: {n(ev.seat)} enchants {n(ev.target)}",
        "raven": lambda: f"{m} raven: {n(ev.seat)} marks {n(ev.target)}",
        "old_hag": lambda: f"{m} old hag: {n(ev.seat)} exiles {n(ev.target)}",
        "doctor": lambda: f"{m} mad doctor: {n(ev.seat)} tests {' and '.join(n(s) for s in ev.seats)}",
        "assassin": lambda: f"{m} assassin: {n(ev.seat)} strikes {n(ev.target)}",
        "stupor": lambda: f"{m} apothecary: {n(ev.seat)} gives {n(ev.target)} the stupor draught",
        "restore": lambda: f"{m} apothecary: {n(ev.seat)} throws the restorative at {n(ev.target)}",
        "restored": lambda: f"{m} the witch's save potion is restored",
        "ghost_note": lambda: f"{m} ghost: {n(ev.seat)} writes: {ev.value}",
        "turn": lambda: f"{m} {n(ev.seat)} turns into a wolf ({ev.value})",
        "swap": lambda: f"{m} {n(ev.seat)} takes {n(ev.target)}'s card",
        "drunk": lambda: f"{m} drunk: {n(ev.seat)} becomes the {ev.value}",
        "revenge": lambda: f"{m} avenger: {n(ev.seat)} takes revenge on {n(ev.target)}: {ev.value}",
    }.get(ev.kind)
    if text is None and ev.kind in STEP and not STEP[ev.kind].info and ev.seat is not None:
        # a step's own event without a line of its own (a new role's, until it has one)
        return f"{m} {ev.kind}: {n(ev.seat)}" + (f" chooses {n(ev.target)}" if ev.target is not None else "") \
            + (f": {ev.value}" if ev.value else "")
    return text() if text else None  # a None from the line itself: nothing to tell


def story_lines(state: GameState) -> list[str]:
    return [t for ev in state.log if (t := line(state, ev)) is not None]


def events_by_moment(state: GameState) -> list[tuple[str, tuple[Event, ...]]]:
    """The log grouped by moment (N1, D1, N2, ...), for a night-by-night history."""
    out: list[tuple[str, list[Event]]] = []
    for ev in state.log:
        if not out or out[-1][0] != ev.moment:
            out.append((ev.moment, []))
        out[-1][1].append(ev)
    return [(m, tuple(evs)) for m, evs in out]
