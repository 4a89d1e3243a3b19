#!/usr/bin/env bash
# Install everything Rulescope needs on a fresh Debian machine: npm packages, and Debian's Chromium for
# the end-to-end tests (Playwright's own browser download cannot work offline, so we never use it).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [ "${1:-}" != "--no-browser" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (needed for the e2e tests)." >&2
  fi
fi
# npm ci refuses lockfiles made here (other platforms' optional binaries are absent), so: npm install.
npm install --no-audit --no-fund
