#!/usr/bin/env python3
# Example Las Vegas bot (docs/bot-protocol.md): places the face it rolled
# most often; for kicks and chips it takes the first legal choice.
import sys

roll, legal = [], []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "isready":
        print("readyok", flush=True)
    elif w[0] == "roll":
        roll = [d[0] for d in w[1:]]
    elif w[0] == "legal":
        legal = w[1:]
    elif w[0] == "go":
        def dice(a):
            kind, _, face = a.partition(":")
            return roll.count(face) if kind in ("place", "slot") else -1
        print("play", max(legal, key=dice), flush=True)
    elif w[0] == "quit":
        break
