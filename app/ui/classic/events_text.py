"""The New Moon event cards' words and pictures (CLASSIC.md §11.31.2, option `new_moon`).

Fifteen public cards (`EVENT_IDS`, the draw pile and the town crier's hand, in the deck's order)
and five spiritualism cards only the gypsy uses (`SEANCE_IDS`). For each: its title, its effect
in one sentence, the short reminder the day screen shows while a day part lasts, and its card
picture (resources/events/, drawn by resources/tools/make_art.py).

Placeholders follow the project's `fill()` convention (app/ui/texts.py: %1, %2):

* a spiritualism card's sentence is its question: %1 is the player asked about (the dead player
  for `seance_grave` and `seance_cause`), %2 the second player of `seance_pair`;
* a public card's sentence has no placeholder ("the player who drew this card");
* a day line may name %1 = the drawer and %2 = his left neighbour (`pillory`, `moonstruck`,
  `swap_votes`): call `fill(event_day_line(eid), drawer_name, neighbour_name)` for every card,
  values a text does not use are ignored.

Plain text only (player names are never markup). Context "ClassicEvent"; every string is written
literally inside `translate(...)` so that pyside6-lupdate finds it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# CLASSIC.md §11.31.2, rows 1-15 (the public deck) and 16-20 (spiritualism), in the page's order.
EVENT_IDS = (
    "market_day", "secret_ballot", "second_hanging", "captain_voice", "pillory", "amnesty",
    "eclipse", "fog", "vigil", "cold_night",
    "confession", "funeral", "census",
    "swap_votes", "moonstruck",
)
SEANCE_IDS = ("seance_wolf", "seance_neighbours", "seance_pair", "seance_grave", "seance_cause")
ALL_EVENT_IDS = EVENT_IDS + SEANCE_IDS

# The "Kind" column of §11.31.2.
_KIND = {
    "market_day": "vote", "secret_ballot": "vote", "second_hanging": "vote", "captain_voice": "vote",
    "pillory": "vote", "amnesty": "vote",
    "eclipse": "night", "fog": "night", "vigil": "night", "cold_night": "night",
    "confession": "info", "funeral": "info", "census": "info",
    "swap_votes": "chaos", "moonstruck": "chaos",
    **{eid: "spirit" for eid in SEANCE_IDS},
}

EVENT_BACK_ART = "events/event_back.svg"  # the back shown before the dawn draw turns the card
CRIER_ART = "tokens/town_crier.svg"       # the town crier's badge (a title, like the captain's)


def event_kind(eid: str) -> str:
    """"vote", "night", "info", "chaos" or "spirit" (§11.31.2); "" for an unknown id."""
    return _KIND.get(eid, "")


def event_title(eid: str) -> str:
    """The card's title in the player's language (the id itself for an unknown card)."""
    return {
        "market_day": translate("ClassicEvent", "Market Day"),
        "secret_ballot": translate("ClassicEvent", "Secret Ballot"),
        "second_hanging": translate("ClassicEvent", "Two Trials"),
        "captain_voice": translate("ClassicEvent", "The Captain's Word"),
        "pillory": translate("ClassicEvent", "The Pillory"),
        "amnesty": translate("ClassicEvent", "Amnesty"),
        "eclipse": translate("ClassicEvent", "Eclipse"),
        "fog": translate("ClassicEvent", "Fog"),
        "vigil": translate("ClassicEvent", "The Vigil"),
        "cold_night": translate("ClassicEvent", "Bitter Cold"),
        "confession": translate("ClassicEvent", "Confession"),
        "funeral": translate("ClassicEvent", "The Funeral"),
        "census": translate("ClassicEvent", "Census"),
        "swap_votes": translate("ClassicEvent", "Switched Seats"),
        "moonstruck": translate("ClassicEvent", "Moonstruck"),
        "seance_wolf": translate("ClassicEvent", "The Pointing Spirit"),
        "seance_neighbours": translate("ClassicEvent", "Spirits of the Street"),
        "seance_pair": translate("ClassicEvent", "The Spirits Judge"),
        "seance_grave": translate("ClassicEvent", "Voice from the Grave"),
        "seance_cause": translate("ClassicEvent", "How I Died"),
    }.get(eid, eid)


def event_sentence(eid: str) -> str:
    """The card's effect in one sentence; for a spiritualism card its question, with %1 (and %2
    for `seance_pair`) for the players named. "" for an unknown id."""
    return {
        "market_day": translate("ClassicEvent", "The whole village is at the market: there is no vote today."),
        "secret_ballot": translate("ClassicEvent", "Today's ballots are counted but nobody sees who voted for whom, and every ballot weighs 1."),
        "second_hanging": translate("ClassicEvent", "After today's vote, the village votes a second time."),
        "captain_voice": translate("ClassicEvent", "Today the captain's ballot weighs 3."),
        "pillory": translate("ClassicEvent", "The player who drew this card is in the pillory and casts no ballot today."),
        "amnesty": translate("ClassicEvent", "Nobody dies by the village's verdicts today."),
        "eclipse": translate("ClassicEvent", "The moon is dark: the wolves cannot kill next night."),
        "fog": translate("ClassicEvent", "Next night the seer learns the exact card of the player she looks at, not just the team."),
        "vigil": translate("ClassicEvent", "Next night the bodyguard may guard the same player as last night."),
        "cold_night": translate("ClassicEvent", "Next night the witch cannot use her poison."),
        "confession": translate("ClassicEvent", "The player who drew this card secretly learns the team of his left neighbour."),
        "funeral": translate("ClassicEvent", "This morning's dead are shown with their cards."),
        "census": translate("ClassicEvent", "The number of wolves still alive is announced."),
        "swap_votes": translate("ClassicEvent", "Today, votes for the player who drew this card count for his left neighbour, and votes for the neighbour count for him."),
        "moonstruck": translate("ClassicEvent", "The player who drew this card sleepwalks out of the village and is away all day today."),
        "seance_wolf": translate("ClassicEvent", "Is %1 a wolf?"),
        "seance_neighbours": translate("ClassicEvent", "Is there a wolf among %1 and the two living players beside them?"),
        "seance_pair": translate("ClassicEvent", "Are %1 and %2 on the same team?"),
        "seance_grave": translate("ClassicEvent", "Which card did %1 hold at death?"),
        "seance_cause": translate("ClassicEvent", "How did %1 die?"),
    }.get(eid, "")


def event_day_line(eid: str) -> str | None:
    """The day screen's short reminder while the card's day part lasts (the vote and chaos
    cards), None for every other card. May name %1 = the drawer, %2 = his left neighbour."""
    return {
        "market_day": translate("ClassicEvent", "No vote today"),
        "secret_ballot": translate("ClassicEvent", "Ballots are secret and weigh 1"),
        "second_hanging": translate("ClassicEvent", "A second vote follows today's"),
        "captain_voice": translate("ClassicEvent", "The captain's ballot weighs 3"),
        "pillory": translate("ClassicEvent", "%1 is in the pillory: no ballot today"),
        "amnesty": translate("ClassicEvent", "Amnesty: nobody dies by today's verdicts"),
        "swap_votes": translate("ClassicEvent", "Votes for %1 and %2 are switched today"),
        "moonstruck": translate("ClassicEvent", "%1 is sleepwalking: away all day"),
    }.get(eid)


def event_art(eid: str) -> str:
    """The card's picture, a path relative to resources/ ("" for an unknown id)."""
    return f"events/{eid}.svg" if eid in _KIND else ""


__all__ = ["ALL_EVENT_IDS", "CRIER_ART", "EVENT_BACK_ART", "EVENT_IDS", "SEANCE_IDS", "event_art",
           "event_day_line", "event_kind", "event_sentence", "event_title"]
