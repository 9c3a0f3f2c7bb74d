#!/usr/bin/env bash
# Regenerates docs/screenshots/: every scene of the desktop game, under a
# virtual display, from a bots-only game (autoplay) and the scripted GUI tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source build/deps.sh
need_go
need_runtime
need_xvfb
[[ -f "$HOME/.asoundrc" ]] || printf 'pcm.!default { type null }\n' > "$HOME/.asoundrc"
out=docs/screenshots
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/lasvegas" .
xvfb-run -a -s "-screen 0 1600x900x24" "$tmp/lasvegas" --autoplay --exit-at-end --mute \
  --players 4 --preset online --seed 5 --width 1600 --height 900 --screenshots "$tmp/auto"
LASVEGAS_SHOTS_DIR="$tmp/gui" LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1600x900x24" \
  go test -count=1 ./scenes/ -run GUI >/dev/null
mkdir -p "$out"
pick() { # pick SRC-GLOB NAME
  local f
  f=$(ls $1 2>/dev/null | head -1 || true)
  if [[ -n "$f" ]]; then cp "$f" "$out/$2.png"; echo "screenshots: $out/$2.png"; fi
}
pick "$tmp/auto/*[0-9]-table.png" table
pick "$tmp/auto/*payout.png" payout
pick "$tmp/auto/*round-end.png" round-summary
pick "$tmp/auto/*game-end.png" game-end
pick "$tmp/gui/*[0-9]-decision.png" decision
pick "$tmp/gui/*target-choice.png" slot-choice
pick "$tmp/gui/*table-kick.png" kick
pick "$tmp/gui/*help.png" help
pick "$tmp/gui/*settings.png" settings
pick "$tmp/gui/*setup.png" setup
pick "$tmp/gui/*hint*.png" hint
