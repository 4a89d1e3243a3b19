#!/usr/bin/env bash
# Build and run e2e specs from a private copy of the working tree, so several people (or CI and a
# developer) can build the static site at once without sharing .next/ and out/.
# usage: scripts/e2e-sandbox.sh <name> [playwright args...]     e.g. scripts/e2e-sandbox.sh tree e2e/tree.spec.ts
set -euo pipefail
name=${1:?name}; shift
src=$(cd "$(dirname "$0")/.." && pwd)
ws=/tmp/rulescope-ws-$name
mkdir -p "$ws"
rsync -a --delete --exclude node_modules --exclude .next --exclude out --exclude out-subpath --exclude .git --exclude test-results "$src/" "$ws/"
# Turbopack refuses a node_modules symlinked from outside its root: hard-link a copy instead (cheap).
[ -L "$ws/node_modules" ] && rm "$ws/node_modules"
[ -e "$ws/node_modules" ] || cp -al "$src/node_modules" "$ws/node_modules"
cd "$ws"
port=$((4200 + $(printf '%s' "$name" | cksum | cut -d' ' -f1) % 700))
NEXT_TELEMETRY_DISABLED=1 npm run build >"$ws/build.log" 2>&1 || { tail -40 "$ws/build.log"; exit 1; }
E2E_PORT=$port npx playwright test "$@"
