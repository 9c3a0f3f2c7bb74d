#!/usr/bin/env python3
# Misbehaving bot: answers with a well-formed action that is illegal
# without the slot machine.
import sys
for line in sys.stdin:
    if line.startswith("isready"):
        print("readyok", flush=True)
    elif line.startswith("go"):
        print("play slot:1", flush=True)
