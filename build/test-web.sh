#!/usr/bin/env bash
# One command for the browser end-to-end test of the web build:
# installs what is missing (Debian's chromium, npm deps via npm ci), builds
# build/web/ (build/web.sh), serves it on a free loopback port, runs
# build/e2e/e2e.test.mjs and exits non-zero on any failure.
#
#   build/test-web.sh
#
# Env: E2E_PROFILES, E2E_MAX_FRAME_MS, E2E_FLOW_TIMEOUT_S (see build/e2e/README.md),
#      LASVEGAS_WEB_PKG (see build/web.sh), SKIP_BUILD=1 to test build/web/ as it is.
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

# --- build ---------------------------------------------------------------
if [[ "${SKIP_BUILD:-}" != 1 ]]; then
  build/web.sh
fi
[[ -f build/web/game.wasm ]] || { log "build/web/game.wasm missing"; exit 1; }

# --- serve on a free port --------------------------------------------------
tmp=$(mktemp -d)
server_pid=""
cleanup() {
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
go build -o "$tmp/serve" ./build/serve
"$tmp/serve" -dir build/web -addr 127.0.0.1:0 -urlfile "$tmp/url" -quiet >/dev/null &
server_pid=$!
for _ in $(seq 100); do [[ -s "$tmp/url" ]] && break; sleep 0.1; done
[[ -s "$tmp/url" ]] || { log "server did not start"; exit 1; }
BASE_URL=$(cat "$tmp/url")
export BASE_URL
log "serving build/web at $BASE_URL"

# --- test ----------------------------------------------------------------
rc=0
(cd build/e2e && timeout 600 node --test --test-concurrency=1 --test-reporter=spec e2e.test.mjs) || rc=$?
log "e2e exit code $rc after $((SECONDS - start))s; artifacts in build/e2e/artifacts/"
exit "$rc"
