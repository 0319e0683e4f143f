"""One Night Ultimate Vampire (with the Werewolf base game, Daybreak and the bonus roles)."""
