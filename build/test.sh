#!/usr/bin/env bash
# Runs every test: formatting, vet, staticcheck, unit tests (race detector on the engine
# and session), fuzzing for a bounded time, the desktop game played to the end
# under a virtual display, and the browser build in headless Chromium.
# Installs what it needs on Debian/Ubuntu (as root or with sudo).
#
#   build/test.sh            everything
#   build/test.sh quick      gofmt, vet, staticcheck and unit tests only
# Env: FUZZTIME (default 30000x / 600000x executions per target, about 20-30 s each; a duration also works), SKIP_WEB=1, SKIP_GUI=1
set -euo pipefail
cd "$(dirname "$0")/.."
source build/deps.sh
need_go

mode="${1:-all}"
failed=()
passed=()
step() { # step NAME CMD...
  local name=$1; shift
  local t0=$SECONDS
  echo "=== $name"
  if "$@"; then passed+=("$name"); echo "--- ok: $name ($((SECONDS - t0))s)"
  else failed+=("$name"); echo "--- FAILED: $name ($((SECONDS - t0))s)"; fi
}

gofmt_check() {
  local out
  out=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './build/e2e/node_modules/*'))
  [[ -z "$out" ]] || { echo "gofmt would change:"; echo "$out"; return 1; }
}

# Dead code: deadcode over every binary lists nothing but the deliberate
# test helpers named in build/deadcode-allow.txt (one function name a line).
deadcode_check() {
  local out
  out=$(go run golang.org/x/tools/cmd/deadcode@v0.52.0 . ./build/... ./ai/internal/...) || return 1
  out=$(awk 'NR == FNR { if ($0 !~ /^#/ && NF) allow[$1] = 1; next }
             { n = $0; sub(/.*unreachable func: /, "", n); if (NF && !(n in allow)) print }' \
        build/deadcode-allow.txt - <<<"$out")
  [[ -z "$out" ]] || { echo "dead code:"; echo "$out"; return 1; }
}

# staticcheck, pinned, over the native build, the browser's and the e2e hook's.
staticcheck_check() {
  GOBIN="$PWD/out/bin" go install honnef.co/go/tools/cmd/staticcheck@v0.8.2 || return 1
  local sc="$PWD/out/bin/staticcheck"
  "$sc" ./... &&
    "$sc" -tags e2e ./scenes/... &&
    GOOS=js GOARCH=wasm "$sc" ./engine/... ./game/... ./ai/dice ./scenes/... . &&
    GOOS=js GOARCH=wasm "$sc" -tags e2e ./scenes/
}

# The browser's download: the release build's game.wasm, gzip -9, stays
# within 6 MB (issue 24's budget; 5,089,405 bytes on 2026-11-28, docs/performance.md).
wasm_size_check() {
  LASVEGAS_WEB_OUT="$PWD/out/web-size" build/web.sh build >/dev/null || return 1
  local gz
  gz=$(wc -c < out/web-size/game.wasm.gz)
  echo "game.wasm: $gz bytes gzip -9 (budget 6000000)"
  (( gz <= 6000000 ))
}

step "gofmt" gofmt_check
step "size (files <= 500 lines, functions <= 80, or a written reason)" go run ./build/sizecheck
step "deadcode" deadcode_check
step "go vet" go vet ./...
step "go vet (e2e)" go vet -tags e2e ./scenes/... .
step "staticcheck (v0.8.2)" staticcheck_check
step "go vet (wasm)" env GOOS=js GOARCH=wasm go vet ./engine/... ./game/... ./ai/dice ./scenes/... .
step "go vet (wasm, e2e hook)" env GOOS=js GOARCH=wasm go vet -tags e2e ./scenes/
# -tags e2e: the scenes' tests that read the dice table's inside
# (scenes/dicetable/inspect_e2e.go) are built with the e2e hook; the
# window tests among them skip here (LASVEGAS_GUI_TESTS, under Xvfb below).
step "go test" go test -count=1 -tags e2e ./...
step "go test -race (engine, game, ai)" go test -count=1 -race -short ./engine/... ./game/... ./ai/...

if [[ "$mode" != quick ]]; then
  # Budgets in executions, not seconds: with a duration, Go 1.26's fuzz
  # coordinator can fail a clean run with "context deadline exceeded" at the
  # deadline (golang/go#75804, fixed in Go 1.27). About 20-30 s each here
  # (FuzzApply also plays a twin game through Play and steers the chance).
  step "wasm size (gzip <= 6 MB)" wasm_size_check
  ft_apply="${FUZZTIME:-30000x}" ft_parse="${FUZZTIME:-600000x}"
  step "fuzz Apply ($ft_apply)" go test -run '^$' -fuzz '^FuzzApply$' -fuzztime "$ft_apply" ./engine/dice
  step "fuzz ParseRecord ($ft_parse)" go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "$ft_parse" ./engine/dice
  ft_small="${FUZZTIME:-100000x}"
  for g in cards royale; do
    step "fuzz $g Apply ($ft_small)" go test -run '^$' -fuzz '^FuzzApply$' -fuzztime "$ft_small" ./engine/$g
    step "fuzz $g ParseRecord ($ft_small)" go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "$ft_small" ./engine/$g
  done
  step "fuzz bot protocol ($ft_small)" go test -run '^$' -fuzz '^FuzzParseAction$' -fuzztime "$ft_small" ./ai/extbot
  step "fuzz bot commands ($ft_small)" go test -run '^$' -fuzz '^FuzzSplitCommand$' -fuzztime "$ft_small" ./ai/extbot
  step "fuzz settings ($ft_small)" go test -run '^$' -fuzz '^FuzzLoadSettings$' -fuzztime "$ft_small" ./game
  step "fuzz storage keys (${FUZZTIME:-20000x})" go test -run '^$' -fuzz '^FuzzDirKeys$' -fuzztime "${FUZZTIME:-20000x}" ./game/storage
  # Resuming damaged saves of each game (a resumed game plays on, and its
  # new save must replay).
  for p in game/diceplay game/cardplay game/royaleplay; do
    step "fuzz resume $p (${FUZZTIME:-20000x})" go test -run '^$' -fuzz '^FuzzResume$' -fuzztime "${FUZZTIME:-20000x}" ./$p
  done

  if [[ -z "${SKIP_GUI:-}" ]]; then
    need_runtime
    need_xvfb
    [[ -f "$HOME/.asoundrc" ]] || printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' > "$HOME/.asoundrc"
    go build -o lasvegas .
    mkdir -p out
    step "autoplay: 2 players, white dice" xvfb-run -a -s "-screen 0 1280x800x24" \
      ./lasvegas --autoplay --exit-at-end --players 2 --preset neutral --seed 11 --screenshots out/shots-2p
    step "autoplay: 6 players, every module" xvfb-run -a -s "-screen 0 1920x1080x24" \
      ./lasvegas --autoplay --exit-at-end --players 6 --preset online --seed 12 --screenshots out/shots-6p
    step "autoplay: the card game, 3 players, chip cards" xvfb-run -a -s "-screen 0 1280x800x24" \
      ./lasvegas --game cards --autoplay --exit-at-end --players 3 --chips --seed 4 --screenshots out/shots-cards
    step "autoplay: the card game, sequential, 5 players" xvfb-run -a -s "-screen 0 1280x800x24" \
      ./lasvegas --game cards --autoplay --exit-at-end --players 5 --sequential --seed 5
    step "autoplay: Royale, main game, 6 tiles a round, 3 players" xvfb-run -a -s "-screen 0 1280x800x24" \
      ./lasvegas --game royale --autoplay --exit-at-end --players 3 --tiles 6 --seed 4 --screenshots out/shots-royale
    step "autoplay: Royale, basic game, 2 players" xvfb-run -a -s "-screen 0 1280x800x24" \
      ./lasvegas --game royale --autoplay --exit-at-end --players 2 --basic --seed 5
    # -tags e2e: with the browser test hook built in, its tests run too.
    # The windows of every game (the root package's window_gui_test.go:
    # each table in the shell, --continue, --replay of every game's record)
    # and the scenes'. A loaded 2-core machine has taken 10 minutes for
    # ./scenes alone: hence the timeout.
    step "scene tests under Xvfb" xvfb-run -a -s "-screen 0 1280x800x24" \
      env LASVEGAS_GUI_TESTS=1 go test -count=1 -timeout 30m -tags e2e ./scenes/... .
  fi

  if [[ -z "${SKIP_WEB:-}" && -x build/test-web.sh ]]; then
    # The goal is 50 ms of Go work per bot-turn frame. After the fixes of
    # 2026-11-25 (docs/performance.md: a table's first frame laid out, the
    # payout story's size fixed) a full run here measured 17-44 ms; CI,
    # whose machine's load is unknown, holds the line at 250 ms.
    # E2E_MAX_GO_FRAME_MS=50 checks the goal.
    step "browser e2e" env E2E_MAX_GO_FRAME_MS="${E2E_MAX_GO_FRAME_MS:-250}" build/test-web.sh
  fi
fi

echo
echo "${#passed[@]} passed, ${#failed[@]} failed"
if (( ${#failed[@]} )); then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
