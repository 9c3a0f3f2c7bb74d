#!/usr/bin/env bash
# Plays the game: checks Go and the runtime libraries, builds, and opens the window.
# Extra arguments go to the game (e.g. --players 3 --seed 42).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/deps.sh
echo "play.sh: checking Go..."
need_go
echo "play.sh: checking the libraries the window needs (GL, X11, ALSA)..."
need_runtime
echo "play.sh: building the game with $(go env GOVERSION) (the first build fetches modules and can take a few minutes)..."
# -buildvcs=auto: "lasvegas version" names the commit where git can tell it.
go build -buildvcs=auto -o lasvegas .
echo "play.sh: starting ./lasvegas $*"
exec ./lasvegas "$@"
