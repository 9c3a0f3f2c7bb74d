#!/usr/bin/env python3
# Misbehaving bot: ready, then crashes with a traceback on stderr at the
# first request.
import sys
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        print(1 / 0)
