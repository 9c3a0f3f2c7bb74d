#!/usr/bin/env python3
# Misbehaving bot: answers with a line of 100 KB.
import sys
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        print("play " + "x" * 100000, flush=True)
