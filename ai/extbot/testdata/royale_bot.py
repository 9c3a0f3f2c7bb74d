#!/usr/bin/env python3
# Example bot for Las Vegas Royale (docs/bot-protocol.md): places the face
# it rolled most often (the Biggy counts two), never sits out, and answers
# every tile's decision with the first legal choice. It stops with an
# error if the host ever shows it another seat's secret: a Lucky Punch hold
# or a Black Box split before it is revealed. (For the tests: with
# ROYALE_BOT_TALLY set, it appends there the kinds of choice it was asked.)
import os
import sys

tally = os.environ.get("ROYALE_BOT_TALLY")


def note(*words):
    if tally:
        with open(tally, "a") as f:
            f.write(" ".join(words) + "\n")


seat, roll, legal = -1, "", []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "seat" and len(w) == 2:
        seat = int(w[1])
    elif w[0] == "isready":
        print("readyok", flush=True)
    elif w[0] == "event" and len(w) > 1 and w[1] in ("punch", "split"):
        kv = dict(x.split("=", 1) for x in w[2:] if "=" in x)
        secret = "held" if w[1] == "punch" else "pile"
        if int(kv["who"]) != seat:
            if secret in kv:
                sys.exit("saw the secret of seat " + kv["who"] + ": " + line.strip())
            note("hidden-" + w[1])
    elif w[0] == "event" and len(w) > 1 and w[1] == "tile":
        note(w[-1])
    elif w[0] == "state":
        roll = ""
    elif w[0] == "roll" and len(w) == 2:
        roll = w[1]
    elif w[0] == "legal":
        legal = w[1:]
        note(*sorted({a.partition(":")[0] for a in legal}))
    elif w[0] == "go":
        faces, _, big = roll.partition("b")

        def dice(a):
            f = a.partition(":")[2]
            return faces.count(f) + 2 * (big == f)

        places = [a for a in legal if a.startswith("place:")]
        others = [a for a in legal if a != "sitout"] or legal
        best = max(places, key=dice) if places else others[0]
        print("play " + best, flush=True)
    elif w[0] == "quit":
        break
