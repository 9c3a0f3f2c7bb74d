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
  go test -count=1 -tags e2e ./scenes/ -run GUI >/dev/null
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

# Royale and the card game: their tables in the shell at desktop and phone
# sizes (a phone's window is drawn on a logical canvas 800 wide), the
# guided first games of both, and each game's replay viewer. --screenshots
# names a stage alike in every game (NN-table.png, NN-guide-1.png...), so
# each game's shots have a folder of their own and get the game's prefix
# here, in docs/screenshots/.
shots() { # shots DIR ARGS...
  local dir=$1; shift
  xvfb-run -a -s "-screen 0 1600x1000x24" "$tmp/lasvegas" --autoplay --exit-at-end --mute --screenshots "$tmp/$dir" "$@" >/dev/null
}
shots royale --game royale --players 4 --tiles 6 --seed 5
shots royale-phone --game royale --players 4 --tiles 6 --seed 5 --width 390 --height 844
shots cards --game cards --players 4 --chips --seed 5
shots cards-phone --game cards --players 4 --seed 5 --width 390 --height 844
shots guide --game cards --guided
shots royale-guide --game royale --guided
shots replay-royale --replay game/registry/testdata/records-2026-11-27/royale-2p-main.json
shots replay-cards --replay game/registry/testdata/records-2026-11-27/cards-4p-sequential-chips.json
pick "$tmp/royale/*[0-9]-table.png" royale-table
pick "$tmp/royale/*[0-9]-game-end.png" royale-game-end
pick "$tmp/royale-phone/*[0-9]-table.png" royale-table-phone
pick "$tmp/royale-phone/*[0-9]-game-end.png" royale-game-end-phone
pick "$tmp/cards/*[0-9]-table.png" cards-table
pick "$tmp/cards/*[0-9]-summary.png" cards-summary
pick "$tmp/cards/*[0-9]-game-end.png" cards-game-end
pick "$tmp/cards-phone/*[0-9]-table.png" cards-table-phone
pick "$tmp/cards-phone/*[0-9]-game-end.png" cards-game-end-phone
pick "$tmp/guide/*[0-9]-guide-1.png" cards-guide-1
pick "$tmp/guide/*[0-9]-guide-5.png" cards-guide-5
pick "$tmp/royale-guide/*[0-9]-guide-1.png" royale-guide-1
pick "$tmp/royale-guide/*[0-9]-guide-6.png" royale-guide-6
pick "$tmp/replay-royale/*-replay-midgame.png" royale-replay
pick "$tmp/replay-cards/*-replay-midgame.png" cards-replay
