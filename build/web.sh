#!/usr/bin/env bash
# Builds the static web version into build/web/ and optionally serves it.
#
#   build/web.sh            build build/web/{game.wasm,game.wasm.gz,wasm_exec.js,build-info.json}
#   build/web.sh serve      build, then serve on http://127.0.0.1:8080/ (PORT=0 for a free port)
#   build/web.sh serve-only serve what is already built
#
# Env: LASVEGAS_WEB_PKG  Go package to build (default "." when ./main.go exists,
#                        else ./build/smoke, the pipeline smoke test)
#      LASVEGAS_WEB_OUT  output folder (default build/web; index.html is copied there)
#      LASVEGAS_WEB_TAGS Go build tags (default none; build/test-web.sh builds with "e2e",
#                        which adds the browser test hook: never ship that build)
#      PORT / ADDR       listen port / address for serve (default 8080 / 127.0.0.1)
# The result in build/web/ is a plain static folder: upload it to any static
# host (serve game.wasm as application/wasm; gzip/brotli it if the host can).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${LASVEGAS_WEB_OUT:-build/web}"
mode="${1:-build}"

if [[ -z "${LASVEGAS_WEB_PKG:-}" ]]; then
  if [[ -f main.go ]]; then LASVEGAS_WEB_PKG=.; else
    LASVEGAS_WEB_PKG=./build/smoke
    echo "web.sh: no ./main.go yet, falling back to build/smoke" >&2
  fi
fi

human() { awk -v n="$1" 'BEGIN { split("B KiB MiB GiB", u); i = 1; while (n >= 1024 && i < 4) { n /= 1024; i++ } printf (i == 1 ? "%d %s" : "%.2f %s"), n, u[i] }'; }

build() {
  local start=$SECONDS
  mkdir -p "$out"
  [[ "$(cd "$out" && pwd)" == "$(cd build/web && pwd)" ]] || cp -f build/web/index.html "$out/index.html"
  if [[ "$LASVEGAS_WEB_PKG" == ./build/smoke ]]; then
    echo "web.sh: building the PIPELINE SMOKE TEST ($LASVEGAS_WEB_PKG), not the game" >&2
  fi
  local tags="${LASVEGAS_WEB_TAGS:-}"
  echo "web.sh: GOOS=js GOARCH=wasm go build${tags:+ -tags $tags} $LASVEGAS_WEB_PKG -> $out/game.wasm"
  GOOS=js GOARCH=wasm go build -trimpath -tags "$tags" -ldflags="-s -w" -o "$out/game.wasm.tmp" "$LASVEGAS_WEB_PKG"
  mv -f "$out/game.wasm.tmp" "$out/game.wasm"
  local execjs
  execjs="$(go env GOROOT)/lib/wasm/wasm_exec.js"
  [[ -f "$execjs" ]] || execjs="$(go env GOROOT)/misc/wasm/wasm_exec.js" # Go < 1.24
  cp -f "$execjs" "$out/wasm_exec.js"
  gzip -9 -n -c "$out/game.wasm" > "$out/game.wasm.gz"
  local raw gz commit
  raw=$(wc -c < "$out/game.wasm")
  gz=$(wc -c < "$out/game.wasm.gz")
  commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
  printf '{"wasm":{"bytes":%d,"gzipBytes":%d},"package":"%s","tags":"%s","go":"%s","commit":"%s","built":"%s"}\n' \
    "$raw" "$gz" "$LASVEGAS_WEB_PKG" "$tags" "$(go env GOVERSION)" "$commit" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > "$out/build-info.json"
  echo "web.sh: game.wasm $(human "$raw") raw, $(human "$gz") gzip -9 ($raw / $gz bytes) in $((SECONDS - start))s"
}

serve() {
  local addr="${ADDR:-127.0.0.1}:${PORT:-8080}"
  exec go run ./build/serve -dir "$out" -addr "$addr" "$@"
}

case "$mode" in
  build) build ;;
  serve) build; shift || true; serve "$@" ;;
  serve-only) shift || true; serve "$@" ;;
  *) echo "usage: build/web.sh [build|serve|serve-only] [serve flags]" >&2; exit 2 ;;
esac
