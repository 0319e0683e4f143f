    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
W    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
b    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
b    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
C    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
L    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
A    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
S    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
S    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
I    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
C    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
§    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
1    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
1    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
2    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
6    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
E    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
'    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
§    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
1    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
1    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
1    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
8    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
N    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
b    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
>    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
>    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
>    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
[    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
0    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
]    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
'    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
T    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
b    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
'    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
A    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
G    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
S    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
G    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
S    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
>    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
[    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
A    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
]    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
T    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
y    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
b    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
-    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
'    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
;    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
;    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
`    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
N    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
!    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
2    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
{    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
}    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
N    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
x    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
[    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
]    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
N    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
N    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
2    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
_    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
v    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
=    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
k    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
{    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
f    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
m    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
u    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
l    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
d    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
K    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
.    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
g    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
s    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
p    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
a    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
w    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
n    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
o    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
(    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
)    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
"    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
:    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
h    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
r    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
e    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
t    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
i    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
c    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
,    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
     heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
}    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)

    heretic = None
    fact = K.get(state, "heretic")  # (his seat, pick, pick), fixed on Night 1
    h = next((s for s in range(state.n) if state.roles[s] == "heretic"), None)
    if fact is not None:
        h, picks = fact[0], tuple(fact[1:])
    else:
        picks = ()
    if h is not None:
        won = (state.result not in (None, "angel", "draw") and state.is_alive(h) and len(picks) == 2
               and all(not state.is_alive(p) for p in picks))
        heretic = (h, picks, won)
