#!/usr/bin/env bash
# Checks (and where it can, installs) what the game needs on Debian/Ubuntu.
#   build/deps.sh go        Go 1.21+ (the go.mod toolchain line then fetches the exact version)
#   build/deps.sh runtime   the X11/GL/ALSA libraries Ebitengine loads at run time
#   build/deps.sh xvfb      a virtual display for window tests
# Sourced by build/play.sh and build/test.sh.
set -euo pipefail

as_root() {
  if [[ $(id -u) == 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "deps: need root to run: $*" >&2; return 1; fi
}

apt_updated=""
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [[ ${#missing[@]} == 0 ]] && return 0
  if ! command -v apt-get >/dev/null; then
    echo "deps: please install: ${missing[*]}" >&2; return 1
  fi
  echo "deps: installing ${missing[*]}" >&2
  if [[ -z "$apt_updated" ]]; then as_root apt-get update -qq >&2 || true; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

need_go() {
  for d in /usr/local/go/bin "$HOME/go/bin" "$HOME/sdk/go/bin"; do
    [[ -x "$d/go" ]] && case ":$PATH:" in *":$d:"*) ;; *) PATH="$d:$PATH" ;; esac
  done
  export PATH
  if ! command -v go >/dev/null; then
    apt_install golang-go ca-certificates git || true
  fi
  if ! command -v go >/dev/null; then
    echo "deps: Go is not installed. Install Go 1.21 or newer (https://go.dev/doc/install) and run again." >&2
    exit 1
  fi
  local minor
  minor=$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')
  if [[ "$minor" =~ ^[0-9]+$ ]] && (( minor < 21 )); then
    echo "deps: $(go env GOVERSION) is too old to fetch the toolchain this project pins; install Go 1.21 or newer (https://go.dev/doc/install)." >&2
    exit 1
  fi
  export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
}

need_runtime() {
  # Ebitengine v2.10 loads these with purego at run time (no cgo headers needed).
  command -v dpkg >/dev/null || return 0
  apt_install libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2 || \
    apt_install libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2t64 || true
}

need_xvfb() {
  command -v xvfb-run >/dev/null && return 0
  apt_install xvfb xauth libgl1-mesa-dri
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  for what in "${@:-go}"; do "need_$what"; done
fi
