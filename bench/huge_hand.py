"""The Shuffle expert on a hand grown by passing (S3) to 28 cards with both jokers: the CPU
time of its candidate list (made before any play-out, which the cap does not bound), of a
whole decision (the app's 1 s cap on its play-outs; the candidates listed once already)
and of a review's question about the turn (its choice, then its gain over a pass
measured, each capped so). Prints, never asserts.

    .venv/bin/python bench/huge_hand.py [--seeds 1,7,8]

Each position: a seeded game of two normal computers, a few turns in; then, at Ann's
turn, her hand is filled to 28 cards from the deck with both jokers in it (the others'
hands and the table as they were). Run it on two checkouts (PYTHONPATH=<other>/src) to
compare.
"""

from __future__ import annotations

import argparse
import random
import statistics
from dataclasses import replace
from typing import Any

from wordcards.ai import DEFAULT_TIME_CAP, choose_action
from wordcards.ai.adviser import ExpertReview
from wordcards.ai.expert_shuffle import deal_unseen, expert_verdict
from wordcards.ai.levels import EXPERT
from wordcards.ai import shuffle as shuffle_ai
from wordcards.ai.shuffle import candidates, sandbox
from wordcards.engine.players import Player
from wordcards.engine.shuffle import Pass, ShuffleGame
from wordcards.engine.shuffle.search import warm_up
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList, default_wordlist

from _timing import cpu  # bench/_timing.py: the CPU time of a piece of work

HAND = 28  # the default: --hands picks others
JOKER = "*"


def huge_hand(words: WordList, seed: int, cards: int = HAND) -> ShuffleGame:
    """Ann to play, holding ``cards`` cards, both jokers among them."""
    game = ShuffleGame.new(default_ruleset("shuffle"), words, [Player("Ann"), Player("Bob")], seed)
    stream = random.Random(seed)
    for _ in range(6):
        game.apply(choose_action(game, game.current, "normal", stream))
    for seat in (1, 0):  # to the start of a turn of Ann's
        while game.current != seat:
            game.apply(choose_action(game, game.current, "normal", stream))
    start = deal_unseen(game.view(0), game.rules, random.Random(seed))
    hand, others, deck = start["hands"][0], start["hands"][1:], start["deck"]
    # Every joker not on the table into Ann's hand, a letter of hers in its place.
    jokers = sum(other.count(JOKER) for other in others) + deck.count(JOKER)
    fill = [card for card in deck if card != JOKER]
    hand = JOKER * jokers + hand
    start["hands"] = [hand] + ["".join(fill.pop() if card == JOKER else card for card in other) for other in others]
    start["deck"] = "".join(fill)
    grow = cards - len(hand)
    start["hands"][0] += start["deck"][:grow]
    start["deck"] = start["deck"][grow:]
    return ShuffleGame.from_position(game.rules, words, game.players, start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1,7,8", help="comma-separated (default 1,7,8)")
    parser.add_argument("--hands", default=str(HAND), help=f"hand sizes, comma-separated (default {HAND})")
    parser.add_argument("--uncapped", action="store_true", help="takes of as many letters as the level takes, at any hand size")
    parser.add_argument("--candidates-only", action="store_true", help="time the candidate list only")
    args = parser.parse_args()
    if args.uncapped:
        shuffle_ai.HUGE_HAND_DEALS = 1000
    words = default_wordlist()
    words.anagrams
    warm_up(words)
    from wordcards.ai import shuffle_advice

    for cards in (int(part) for part in args.hands.split(",")):
        listed, decided, reviewed = [], [], []
        for seed in (int(part) for part in args.seeds.split(",")):
            game = huge_hand(words, seed, cards)
            view = game.view(0)
            box = sandbox(game.rules, words, game.players, view)
            # First, cold (a look-ahead then remembers the hand's words): what a turn pays first.
            found: list[Any] = []
            whole = cpu(lambda: found.extend(candidates(box, replace(EXPERT, miss=0.0), random.Random(seed))))
            takes = sum(play.kind == "take" for play in found)
            listed.append(whole)
            line = f"hand {cards}, seed {seed}: {''.join(str(card) for card in game.hands[0])}: candidates {whole:.2f} s ({len(found)}, {takes} takes)"
            if not args.candidates_only:
                decision = cpu(lambda: expert_verdict(view, game.rules, words, game.players, EXPERT, random.Random(seed), DEFAULT_TIME_CAP))
                expert = ExpertReview(game, DEFAULT_TIME_CAP)
                question = cpu(lambda: shuffle_advice._expert_opinion(expert, game, (Pass(),)))  # as if Ann passed
                decided.append(decision)
                reviewed.append(question)
                line += f"; a decision {decision:.2f} s; a review's question {question:.2f} s"
            print(line)
        summary = f"hand {cards}: median CPU: candidates {statistics.median(listed):.2f} s"
        if decided:
            summary += (
                f", a decision {statistics.median(decided):.2f} s, a review's question {statistics.median(reviewed):.2f} s"
                f" (the cap: {DEFAULT_TIME_CAP} s to choose, as much to measure)"
            )
        print(summary)


if __name__ == "__main__":
    main()
