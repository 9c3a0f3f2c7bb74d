#!/usr/bin/env python3
# Misbehaving bot: never says readyok and never reads its input.
import time
time.sleep(3600)
