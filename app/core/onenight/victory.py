"""Final identities, teams, the vote's deaths and the winners (RULES.md §5.2, §6, §7, §8)."""
from __future__ import annotations

from dataclasses import dataclass

from .catalog import ROLE_ARTIFACTS, VAMPIRE_KIND, WEREWOLF_KIND
from .table import GameState

SOLO_TEAMS = frozenset({"tanner", "apprentice_tanner", "assassin", "apprentice_assassin"})


@dataclass(frozen=True)
class Identity:
    """What a player is at the end of the Night."""

    role: str  # final identity ("vampire" for a Vampire by mark)
    by_mark: bool  # a Vampire because of the Vampire mark
    power: str  # role whose vote power he keeps ("" after a role-changing artifact)
    card_role: str  # the role his card resolves to (copy and transformation applied)
    artifact: str


@dataclass(frozen=True)
class Outcome:
    """The end of a game: deaths with their causes, teams and winners."""

    mode: str  # "normal" or "epic"
    tally: tuple[int, ...]
    protected: tuple[int, ...]
    dead: tuple[int, ...]  # seat order
    causes: tuple[str, ...]  # per seat: "" alive, or votes / hunter / love
    turned: tuple[int, ...]  # Cursed players turned into Werewolves
    teams: tuple[str, ...]  # per seat, after the vote
    team_wins: tuple[tuple[str, bool], ...]
    winners: tuple[int, ...]  # seat order
    lost_to_disease: tuple[int, ...]


def card_role(state: GameState, place: int) -> str:
    """The role the card at `place` stands for: printed, copy, then PI transformation (§6.1)."""
    card = state.places[place]
    role = state.cards[card]
    if role in ("copycat", "doppelganger"):
        role = state.copies[card] or "villager"
        if role in ("copycat", "doppelganger"):
            role = "villager"
    return state.transforms[card] or role


_new = object.__new__
_set_dict = object.__setattr__


def _identity(role: str, by_mark: bool, power: str, card_role: str, artifact: str) -> Identity:
    """`Identity(...)` without the frozen dataclass's per-field set."""
    out = _new(Identity)
    _set_dict(out, "__dict__", {"role": role, "by_mark": by_mark, "power": power, "card_role": card_role,
                                "artifact": artifact})
    return out


def _final(state: GameState) -> tuple[list[str], list[str], list[str], list[str]]:
    """Per seat: the final identity's role, the role whose vote power he keeps, the role his
    card resolves to (`card_role`) and his artifact (§5.2 lines 1–3): what `identities` says,
    as lists."""
    places, cards, copies, transforms = state.places, state.cards, state.copies, state.transforms
    arts, tokens, mark_at = state.artifacts, state.tokens, state.mark_at
    roles: list[str] = []
    power: list[str] = []
    card_roles: list[str] = []
    held: list[str] = []
    for s in range(len(state.seats)):
        card = places[s]
        role = cards[card]
        if role == "copycat" or role == "doppelganger":  # card_role(state, s), written out
            role = copies[card] or "villager"
            if role == "copycat" or role == "doppelganger":
                role = "villager"
        role = transforms[card] or role
        card_roles.append(role)
        art = arts[card]
        held.append(art)
        if art in ROLE_ARTIFACTS:
            roles.append(ROLE_ARTIFACTS[art])
            power.append("")
        else:
            roles.append("vampire" if tokens[mark_at[s]] == "vampire" else role)
            power.append(role)
    return roles, power, card_roles, held


def identities(state: GameState) -> tuple[Identity, ...]:
    """Each player's final identity at the end of the Night (§5.2 lines 1–3)."""
    roles, power, card_roles, held = _final(state)
    tokens, mark_at = state.tokens, state.mark_at
    return tuple(
        _identity(roles[s], held[s] not in ROLE_ARTIFACTS and tokens[mark_at[s]] == "vampire", power[s],
                  card_roles[s], held[s])
        for s in range(len(roles))
    )


def _team(ident: Identity, has_v: bool, has_m: bool, has_tanner: bool) -> str:
    return _team_of(ident.role, has_v, has_m, has_tanner)


def _team_of(r: str, has_v: bool, has_m: bool, has_tanner: bool) -> str:
    if r in WEREWOLF_KIND or r in ("minion", "squire"):
        return "werewolf"
    if r in VAMPIRE_KIND:
        return "vampire"
    if r == "renfield":
        return "vampire" if has_v else "villager"
    if r == "tanner":
        return "tanner"
    if r == "apprentice_tanner":
        return "apprentice_tanner" if has_tanner else "tanner"
    if r in ("assassin", "apprentice_assassin"):
        return r if has_m else "villager"
    return "villager"


# `_team_of` remembered: one table of role -> team per combination of the three facts.
_TEAM_TABLES: list[dict[str, str]] = [{} for _ in range(8)]


def _teams_of(roles: list[str], has_m: bool, turned: tuple[int, ...] | set[int] = ()) -> tuple[str, ...]:
    """Each player's team (§6.3) from the final roles; `turned` Cursed players are Werewolves."""
    has_v = not VAMPIRE_KIND.isdisjoint(roles)
    has_tanner = "tanner" in roles
    table = _TEAM_TABLES[has_v * 4 + has_m * 2 + has_tanner]
    out = []
    for r in roles:
        team = table.get(r)
        if team is None:
            team = table[r] = _team_of(r, has_v, has_m, has_tanner)
        out.append(team)
    if turned:
        for s in turned:
            out[s] = "werewolf"
    return tuple(out)


def teams(state: GameState, turned: tuple[int, ...] = (), ids: tuple[Identity, ...] | None = None
          ) -> tuple[str, ...]:
    """Each player's team (§6.3); `turned` Cursed players are Werewolves."""
    ids = ids or identities(state)
    n = len(ids)
    has_m = any(state.tokens[state.mark_at[s]] == "assassin" for s in range(n))
    return _teams_of([i.role for i in ids], has_m, tuple(s for s in turned if 0 <= s < n))


def is_epic(state: GameState, ids: tuple[Identity, ...] | None = None) -> bool:
    """RULES.md §7.3: a Werewolf, a Vampire and a villager-team player among the players."""
    ids = ids or identities(state)
    return (
        any(i.role in WEREWOLF_KIND for i in ids)
        and any(i.role in VAMPIRE_KIND for i in ids)
        and "villager" in teams(state, (), ids)
    )


def resolve(state: GameState, votes: tuple[int, ...]) -> Outcome:
    """Deaths, the Cursed, teams and winners for these votes (§7.4, §8.3)."""
    roles, power, _, _ = _final(state)  # identities(state), as lists
    n = len(roles)
    tokens, mark_at = state.tokens, state.mark_at
    mark = [tokens[mark_at[s]] for s in range(n)]
    has_m = "assassin" in mark
    # (each set below is looked for only when one of its members can be there at all)
    werewolves = {s for s in range(n) if roles[s] in WEREWOLF_KIND} if not WEREWOLF_KIND.isdisjoint(roles) else set()
    vampires = {s for s in range(n) if roles[s] in VAMPIRE_KIND} if not VAMPIRE_KIND.isdisjoint(roles) else set()
    # is_epic(state, ids), keeping the teams it works out (the teams when nobody turned)
    plain_teams = _teams_of(roles, has_m) if werewolves and vampires else None
    epic = plain_teams is not None and "villager" in plain_teams

    # §7.4 steps 1–3
    tally = [0] * n
    if "bodyguard" in power:
        for s, t in enumerate(votes):
            if power[s] != "bodyguard":  # RULES.md §9 D 29: pointing, not a vote
                tally[t] += 1
        protected = {votes[s] for s in range(n) if power[s] == "bodyguard"}
    else:
        for t in votes:
            tally[t] += 1
        protected = set()
    if "prince" in power:
        protected |= {s for s in range(n) if power[s] == "prince"}
    if "the_master" in power:
        protected |= {
            s for s in range(n)
            if power[s] == "the_master" and any(votes[v] == s and v != s for v in vampires)
        }
    voted: list[int] = []
    if protected:
        cand = [s for s in range(n) if s not in protected and tally[s] >= 1]
        top = max([tally[s] for s in cand], default=0)
    else:
        cand = None  # every seat with a vote, listed only when needed below
        top = max(tally)
    if top >= 2:  # RULES.md §9 D 31
        voted = [s for s, k in enumerate(tally) if k == top and (cand is None or s in cand)]
        if epic and len(voted) == 1:
            if cand is None:
                cand = [s for s in range(n) if tally[s] >= 1]
            rest = [s for s in cand if s not in voted]
            if rest:
                second = max(tally[s] for s in rest)
                voted += [s for s in rest if tally[s] == second]
    causes = [""] * n
    for s in voted:
        causes[s] = "votes"
    dead = set(voted)
    lovers = [s for s in range(n) if mark[s] == "love"] if "love" in mark else []
    # Without a Hunter and two lovers nothing follows the deaths by votes.
    changed = "hunter" in power or len(lovers) >= 2
    while changed:
        changed = False
        for h in sorted(dead):
            t = votes[h]
            if power[h] == "hunter" and t not in dead and t not in protected:
                dead.add(t)
                causes[t] = "hunter"
                changed = True
        if len(lovers) >= 2 and dead.intersection(lovers):
            for s in lovers:
                if s not in dead:
                    dead.add(s)
                    causes[s] = "love"
                    changed = True

    # §7.4 step 6: the Cursed
    turned: set[int] = set()
    cursed = [s for s in range(n) if roles[s] == "cursed"] if "cursed" in roles else []
    changed = bool(cursed)
    while changed:
        changed = False
        for s in cursed:
            if s not in turned:
                if any(votes[v] == s and (v in werewolves or v in turned) for v in range(n)):
                    turned.add(s)
                    changed = True
    werewolves |= turned
    team = plain_teams if plain_teams is not None and not turned else _teams_of(roles, has_m, turned)
    has_tanner = "tanner" in roles
    tanners = {s for s in range(n) if team[s] == "tanner"} if "tanner" in team else set()
    tanner_died = bool(tanners & dead)
    assassin_marks = {s for s in range(n) if mark[s] == "assassin"} if "assassin" in mark else set()

    if epic:
        wins = {
            "villager": bool(vampires & dead) and bool(werewolves & dead),
            "werewolf": not tanner_died and bool(vampires & dead) and not werewolves & dead,
            "vampire": not tanner_died and bool(werewolves & dead) and not vampires & dead,
        }
    else:
        evil = werewolves | vampires
        wins = {
            "villager": bool(evil & dead) if evil else not dead,
            "werewolf": not tanner_died and not werewolves & dead,
            "vampire": not tanner_died and bool(vampires) and not vampires & dead,
        }
    assassin_team = {s for s in range(n) if team[s] == "assassin"} if "assassin" in team else set()

    def base(s: int) -> bool:
        t = team[s]
        if t == "tanner":
            return s in dead
        if t == "apprentice_tanner":
            return any(roles[x] == "tanner" for x in dead) if has_tanner else s in dead
        if t == "assassin":
            return s in dead if s in assassin_marks else bool(assassin_marks & dead)
        if t == "apprentice_assassin":
            return bool(assassin_team & dead) if assassin_team else bool(assassin_marks & dead)
        if t == "werewolf" and not werewolves and not epic:
            # RULES.md §8.2, D 34/35: Minion and Squire with no Werewolf among the players
            return not tanner_died and any(x != s for x in dead)
        return wins[t]

    # base(s) for each seat; the plain teams' result is their team's
    plain = _PLAIN if werewolves or epic else _PLAIN_NO_WOLF
    result = [wins[t] if t in plain else base(s) for s, t in enumerate(team)]
    for s in range(n) if "traitor" in mark else ():
        if mark[s] == "traitor" and team[s] not in SOLO_TEAMS:
            mates = [x for x in range(n) if x != s and team[x] == team[s]]
            if mates:
                result[s] = any(x in dead for x in mates)
    contagious = {s for s in range(n) if power[s] == "diseased" or mark[s] == "disease"} \
        if "diseased" in power or "disease" in mark else None
    diseased_voters = tuple([s for s in range(n) if votes[s] in contagious]) if contagious else ()
    for s in diseased_voters:
        result[s] = False
    present = sorted(set(team))
    winners = tuple([s for s in range(n) if result[s]])
    won = {team[s] for s in winners}  # the teams with a winner
    team_wins = tuple([(t, t in won) for t in present])
    out = _new(Outcome)  # Outcome(...) without the frozen dataclass's per-field set
    d = out.__dict__
    d["mode"] = "epic" if epic else "normal"
    d["tally"] = tuple(tally)
    d["protected"] = tuple(sorted(protected)) if protected else ()
    d["dead"] = tuple(sorted(dead))
    d["causes"] = tuple(causes)
    d["turned"] = tuple(sorted(turned)) if turned else ()
    d["teams"] = team
    d["team_wins"] = team_wins
    d["winners"] = winners
    d["lost_to_disease"] = diseased_voters
    return out


# The teams whose players' result is their team's in `wins` (`resolve`'s `base`): with a
# Werewolf among the players or in an epic game, and without (Minion and Squire decide alone).
_PLAIN = frozenset({"villager", "werewolf", "vampire"})
_PLAIN_NO_WOLF = frozenset({"villager", "vampire"})


def outcome(state: GameState) -> Outcome:
    """The outcome of a game whose votes were cast."""
    if not state.votes:
        raise ValueError("no votes yet")
    return resolve(state, state.votes)


# --- why each team won or lost (for the end screen to word) --------------------------------


@dataclass(frozen=True)
class Reason:
    """One reason of the end of a game: the team it speaks of, a key for its wording, the
    groups of seats the wording names (in order), and whether it is a winning line."""

    team: str
    key: str
    groups: tuple[tuple[int, ...], ...]
    won: bool


def reasons(outcome: Outcome, ids: tuple[Identity, ...], marks: tuple[str, ...]) -> tuple[Reason, ...]:
    """Why each team won or lost (RULES.md §8), in the order the end screen tells it."""
    n = len(outcome.teams)
    dead = set(outcome.dead)
    team = outcome.teams
    wolves = {s for s in range(n) if ids[s].role in WEREWOLF_KIND} | set(outcome.turned)
    vamps = {s for s in range(n) if ids[s].role in VAMPIRE_KIND}
    tanners = {s for s in range(n) if team[s] == "tanner"}
    tanner_dead = tanners & dead
    wins = dict(outcome.team_wins)
    out: list[Reason] = []

    def add(t: str, key: str, *groups: set[int] | list[int] | tuple[int, ...]) -> None:
        out.append(Reason(t, key, tuple(tuple(sorted(g)) for g in groups), wins.get(t, False)))

    monsters = wolves | vamps
    if outcome.mode == "epic" and "villager" in wins:
        add("villager", "epic_village", vamps & dead, wolves & dead)
    elif "villager" in wins:
        if monsters:
            if monsters & dead:
                add("villager", "monster_died", monsters & dead)
            else:
                add("villager", "no_monster_died_" + ("both" if wolves and vamps else "wolves" if wolves else "vamps"),
                    monsters)
        elif not dead:
            add("villager", "no_monsters_nobody_died")
        else:
            add("villager", "no_monsters_someone_died", dead)
    for t, members, other in (("werewolf", wolves, vamps), ("vampire", vamps, wolves)):
        if t not in wins:
            continue
        if tanner_dead:
            add(t, "tanner_blocks", tanner_dead)
        elif outcome.mode == "epic":
            add(t, "epic_" + t, other & dead, members & dead)
        elif not members:
            add(t, "no_members", [s for s in range(n) if team[s] == t])
        elif members & dead:
            add(t, t + "s_died", members & dead)
        else:
            add(t, "no_" + t + "_died")
    for s in sorted(tanners):
        add("tanner", "tanner_died" if s in dead else "tanner_survived", (s,))
    for s in range(n):
        if team[s] == "apprentice_tanner":
            add("apprentice_tanner", "apprentice_tanner", (s,), [x for x in range(n) if ids[x].role == "tanner"])
        elif team[s] in ("assassin", "apprentice_assassin"):
            add(team[s], "assassin", (s,), [x for x in range(n) if x < len(marks) and marks[x] == "assassin"])
        if s < len(marks) and marks[s] == "traitor" and team[s] not in SOLO_TEAMS:
            out.append(Reason(team[s], "traitor", ((s,),), s in outcome.winners))
    return tuple(out)
