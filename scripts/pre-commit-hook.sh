#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml, language: unsupported_script): `rulescope check` of the
# repository being committed (pre-commit runs this from its root). The first run builds the bundle in
# the hook's own clone with only what the bundle is made of (scripts/build-cli-minimal.mjs); later
# runs start at once.
set -euo pipefail
hook="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ ! -f "$hook/dist/rulescope.mjs" ]; then
  echo "rulescope: building the command once for this hook..." >&2
  node "$hook/scripts/build-cli-minimal.mjs" >&2
fi
exec node "$hook/dist/rulescope.mjs" check "$@"
