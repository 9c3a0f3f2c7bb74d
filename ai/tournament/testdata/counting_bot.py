#!/usr/bin/env python3
# Test bot: notes each process start and each game in the file named by its
# argument, then plays the first legal action.
import os, sys

log = open(sys.argv[1], "a")
log.write("start %d\n" % os.getpid())
log.flush()
legal = []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "isready":
        log.write("game\n")
        log.flush()
        print("readyok", flush=True)
    elif w[0] == "legal":
        legal = w[1:]
    elif w[0] == "go":
        print("play", legal[0], flush=True)
    elif w[0] == "quit":
        break
