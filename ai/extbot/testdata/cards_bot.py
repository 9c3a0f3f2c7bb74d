#!/usr/bin/env python3
# Example bot for Las Vegas: The Card Game (docs/bot-protocol.md): plays the
# legal pick with the most cards, and the first chip colour offered. It
# stops with an error if the host ever shows it another seat's cards.
import sys

seat, legal = -1, []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "seat" and len(w) == 2:
        seat = int(w[1])
    elif w[0] == "isready":
        print("readyok", flush=True)
    elif w[0] == "seat" and any(x.startswith("cards=") for x in w) and int(w[1]) != seat:
        sys.exit("saw the cards of seat " + w[1])
    elif w[0] == "legal":
        legal = w[1:]
    elif w[0] == "go":
        picks = [a for a in legal if a.startswith("pick:")]
        if picks:
            best = max(picks, key=lambda a: len(a.split(",")))
        else:
            best = legal[0]
        print("play " + best, flush=True)
    elif w[0] == "quit":
        break
