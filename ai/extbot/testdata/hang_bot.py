#!/usr/bin/env python3
# Misbehaving bot: ready, then never answers a request (and stops reading).
import sys, time
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        time.sleep(3600)
