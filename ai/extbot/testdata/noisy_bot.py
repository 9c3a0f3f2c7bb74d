#!/usr/bin/env python3
# Misbehaving bot: answers 20 KB of terminal escapes and NUL bytes.
import sys
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        print("play " + "\x1b[2J\x00" * 4000, flush=True)
