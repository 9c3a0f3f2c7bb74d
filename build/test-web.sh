#!/usr/bin/env bash
# One command for the browser end-to-end test of the web build:
# installs what is missing (Debian's chromium, npm deps via npm ci), builds
# build/web/ (build/web.sh), serves it on a free loopback port, runs
# build/e2e/e2e.test.mjs and exits non-zero on any failure.
#
#   build/test-web.sh          test the game (root package; the smoke program if there is no main.go)
#   build/test-web.sh smoke    test the pipeline smoke program (build/smoke): checks click/tap/key
#                              mapping, the hook and game/storage in the browser
#   build/test-web.sh all      both (about twice as long)
#
# Env: E2E_PROFILES, E2E_MAX_FRAME_MS, E2E_FLOW_TIMEOUT_S, E2E_MAX_LOAD_MS, E2E_LOADS,
#      E2E_PHONE_GAMES, E2E_PHONE_SIZES (see build/e2e/README.md),
#      LASVEGAS_WEB_PKG (see build/web.sh), SKIP_BUILD=1 to test build/web/ as it is (which
#      then must have been built with LASVEGAS_WEB_TAGS=e2e: the game's test hook is
#      built in only with the e2e build tag).
# Artifacts (screenshots, metrics.json) land in build/e2e/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
log() { printf 'test-web.sh: %s\n' "$*" >&2; }

# --- tools ---------------------------------------------------------------
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [[ ! -x "$CHROMIUM" ]]; then
  log "installing chromium (apt)"
  SUDO=""; [[ $(id -u) -eq 0 ]] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
export CHROMIUM
command -v node >/dev/null || { log "node is required (apt-get install nodejs npm)"; exit 1; }
if [[ ! -f build/e2e/node_modules/playwright-core/package.json ]] ||
   ! cmp -s build/e2e/package-lock.json build/e2e/node_modules/.package-lock.json.copy 2>/dev/null; then
  log "npm ci (build/e2e)"
  (cd build/e2e && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.package-lock.json.copy)
fi

tmp=$(mktemp -d)
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
go build -o "$tmp/serve" ./build/serve

# run_one NAME DIR: serve DIR on a free port and run the e2e test against it.
run_one() {
  local name=$1 dir=$2 query=${3:-} profiles=${4:-${E2E_PROFILES:-}} rc=0
  rm -f "$tmp/url"
  "$tmp/serve" -dir "$dir" -addr 127.0.0.1:0 -urlfile "$tmp/url" -quiet >/dev/null &
  server_pid=$!
  for _ in $(seq 100); do [[ -s "$tmp/url" ]] && break; sleep 0.1; done
  [[ -s "$tmp/url" ]] || { log "server did not start"; return 1; }
  log "[$name] serving $dir at $(cat "$tmp/url")"
  (cd build/e2e && BASE_URL=$(cat "$tmp/url") E2E_ARTIFACTS="artifacts/$name" E2E_QUERY="$query" E2E_PROFILES="$profiles" \
    timeout 600 node --test --test-concurrency=1 --test-reporter=spec e2e.test.mjs) || rc=$?
  kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; server_pid=""
  log "[$name] e2e exit code $rc; artifacts in build/e2e/artifacts/$name/"
  return "$rc"
}

mode="${1:-game}"
rc=0
case "$mode" in
  game|all)
    # Go code built for the browser, run under node (fake localStorage etc.).
    log "GOOS=js GOARCH=wasm go test ./game/storage/"
    GOOS=js GOARCH=wasm go test -count=1 -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/storage/ || rc=$?
    # The game's browser test hook is built in only with the e2e tag: the
    # tested build goes to its own folder, build/web/ stays the one to ship.
    gamedir="$tmp/game"
    if [[ "${SKIP_BUILD:-}" == 1 ]]; then gamedir=build/web; else
      LASVEGAS_WEB_TAGS=e2e LASVEGAS_WEB_OUT="$gamedir" build/web.sh
    fi
    [[ -f "$gamedir/game.wasm" ]] || { log "$gamedir/game.wasm missing"; exit 1; }
    run_one game "$gamedir" || rc=$?
    # The other games' tables in the same build (?game=cards, ?game=royale),
    # typing, the load time and sound (load.test.mjs), and every game's
    # text and control sizes at phone sizes (phone.test.mjs).
    "$tmp/serve" -dir "$gamedir" -addr 127.0.0.1:0 -urlfile "$tmp/url-cards" -quiet >/dev/null &
    server_pid=$!
    for _ in $(seq 100); do [[ -s "$tmp/url-cards" ]] && break; sleep 0.1; done
    (cd build/e2e && BASE_URL=$(cat "$tmp/url-cards") E2E_ARTIFACTS=artifacts/tables \
      timeout 1500 node --test --test-concurrency=1 --test-reporter=spec tables.test.mjs typing.test.mjs load.test.mjs phone.test.mjs) || rc=$?
    kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; server_pid=""
    ;;&
  smoke|all)
    [[ "${SKIP_BUILD:-}" == 1 && -f "$tmp/smoke/game.wasm" ]] || LASVEGAS_WEB_PKG=./build/smoke LASVEGAS_WEB_OUT="$tmp/smoke" build/web.sh
    run_one smoke "$tmp/smoke" || rc=$?
    # The mock game drives the e2e game-flow steps through the hook.
    run_one mockgame "$tmp/smoke" "&mockgame=1" "${E2E_PROFILES:-desktop,phone-portrait}" || rc=$?
    ;;
  game|smoke|all) ;;
  *) echo "usage: build/test-web.sh [game|smoke|all]" >&2; exit 2 ;;
esac
log "done in $((SECONDS - start))s, exit code $rc"
exit "$rc"
