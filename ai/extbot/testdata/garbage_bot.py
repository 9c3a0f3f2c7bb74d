#!/usr/bin/env python3
# Misbehaving bot: answers every request with nonsense, and some info lines.
import sys
n = 0
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        n += 1
        print("info thinking hard", flush=True)
        print("play banana" if n % 2 else "hello there", flush=True)
