#!/usr/bin/env python3
# Misbehaving bot: ready, then dies at the first request.
import sys
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        sys.exit(3)
