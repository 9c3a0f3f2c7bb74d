#!/usr/bin/env python3
# Misbehaving bot: answers every request with a legal move, then a second,
# unasked line; the host must discard it before the next request.
import sys
legal = []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "isready":
        print("readyok", flush=True)
    elif w[0] == "legal":
        legal = w[1:]
    elif w[0] == "go":
        print("play " + legal[0] + "\nplay nothing", flush=True)
    elif w[0] == "quit":
        break
