#!/usr/bin/env bash
# Plays the game: checks Go and the runtime libraries, builds, and opens the window.
# Extra arguments go to the game (e.g. --players 3 --seed 42).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/deps.sh
need_go
need_runtime
go build -o lasvegas .
exec ./lasvegas "$@"
