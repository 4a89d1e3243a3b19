#!/usr/bin/env bash
# Installs code-server (VS Code in the browser, from the npm registry) for the VS Code e2e tests
# (e2e-vscode/), into a cache outside the repository, and prints the path of its `code-server`
# command as the last line of stdout (everything else goes to stderr). A second run finds the cache
# and takes a moment. Needs, on Debian, what its native modules build with: as root it installs them.
#
#   bash scripts/vscode-e2e/install-code-server.sh     # RULESCOPE_CACHE=<dir> puts the cache elsewhere
set -euo pipefail

# The last code-server on Node 20, the project's Node (4.103 wants Node 22); VS Code 1.100.3.
VERSION=4.100.3
# What its postinstall downloads from GitHub, which cannot be reached here: @vscode/ripgrep's binary.
# The download is looked for first in $TMPDIR/vscode-ripgrep-cache-<package version>/ under the
# release's name; Debian's rg is put there instead. Both versions are those code-server $VERSION pins.
RIPGREP_PACKAGE=1.15.11
RIPGREP_RELEASE=v13.0.0-10
# The dependencies whose install scripts may run (code-server's postinstall installs VS Code's own
# dependencies, then builds their native modules with node-gyp), said to npm so none runs unreviewed.
TOP_SCRIPTS='"code-server": true, "argon2": true'
VSCODE_SCRIPTS=@parcel/watcher,@vscode/deviceid,@vscode/ripgrep,@vscode/spdlog,@vscode/windows-process-tree,@vscode/windows-registry,kerberos,native-watchdog,node-pty
# Debian's packages the native modules build with (kerberos links libkrb5), and ripgrep.
APT_PACKAGES=(build-essential python3 libkrb5-dev ripgrep)

CACHE=${RULESCOPE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rulescope}
DEST=$CACHE/code-server-$VERSION
BIN=$DEST/node_modules/.bin/code-server

say() { echo "install-code-server: $*" >&2; }
# Runs a step and says how long it took.
timed() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  say "$name took $((SECONDS - start)) s"
}

if [ -f "$DEST/.complete" ] && [ -x "$BIN" ]; then
  say "code-server $VERSION is cached in $DEST"
  echo "$BIN"
  exit 0
fi

install_apt_packages() {
  local missing=()
  for p in "${APT_PACKAGES[@]}"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    say "missing Debian packages: run 'sudo apt-get install -y ${missing[*]}', then this script again."
    exit 1
  fi
  say "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
timed "Debian packages" install_apt_packages

# node-gyp builds against the running Node's headers; without them it would download them (it cannot).
NODEDIR=$(dirname "$(dirname "$(command -v node)")")
if [ ! -f "$NODEDIR/include/node/common.gypi" ]; then
  say "Node's headers are not in $NODEDIR/include/node (the native modules build against them); install Node with its headers."
  exit 1
fi

mkdir -p "$CACHE"
WORK=$(mktemp -d "$CACHE/code-server-$VERSION.partial.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
chmod 755 "$WORK"
cd "$WORK"

case "$(uname -m)" in
  x86_64) RG_TARGET=x86_64-unknown-linux-musl ;;
  aarch64) RG_TARGET=aarch64-unknown-linux-musl ;;
  *) say "no ripgrep target known for $(uname -m)"; exit 1 ;;
esac
mkdir -p tmp/rg "tmp/vscode-ripgrep-cache-$RIPGREP_PACKAGE"
cp "$(command -v rg)" tmp/rg/rg
tar czf "tmp/vscode-ripgrep-cache-$RIPGREP_PACKAGE/ripgrep-$RIPGREP_RELEASE-$RG_TARGET.tar.gz" -C tmp/rg rg

cat >package.json <<EOF
{ "private": true, "dependencies": { "code-server": "$VERSION" }, "allowScripts": { $TOP_SCRIPTS } }
EOF
# npm for the install: its scripts see the ripgrep download in TMPDIR and build against NODEDIR;
# node-pty's postinstall runs `npx node-gyp`, which asks before fetching it: the answer is yes. Its
# output goes to stderr: stdout is the path printed at the end.
npm_here() {
  TMPDIR=$WORK/tmp npm_config_nodedir=$NODEDIR npm_config_yes=true npm_config_fund=false npm_config_audit=false \
    npm_config_update_notifier=false npm "$@" >&2
}
# Unpacked without scripts first, so VS Code's folders get their allow-list before its postinstall runs
# `npm install` in them (npm reads a project's .npmrc; the flag is refused in a project install).
timed "npm install (unpack)" npm_here install --ignore-scripts --no-package-lock --loglevel=error
VSCODE=node_modules/code-server/lib/vscode
echo "allow-scripts=$VSCODE_SCRIPTS" >"$VSCODE/.npmrc"
# --unsafe-perm: code-server's postinstall refuses to run as root without it (npm itself no longer reads it).
build() { npm_here rebuild --foreground-scripts --unsafe-perm --loglevel=error 2>"$WORK/build.log" || {
  tail -40 "$WORK/build.log" >&2
  return 1
}; }
timed "npm rebuild (code-server's postinstall and native modules)" build
[ -x "$VSCODE/node_modules/@vscode/ripgrep/bin/rg" ] || { say "ripgrep did not land in $VSCODE/node_modules/@vscode/ripgrep/bin"; exit 1; }
rm -rf "$WORK/tmp"
touch .complete

# Another run may have finished first: its copy is as good as this one.
cd "$CACHE"
if [ -e "$DEST" ] && [ -f "$DEST/.complete" ]; then
  say "another run installed $DEST meanwhile"
else
  rm -rf "$DEST"
  mv "$WORK" "$DEST"
fi
# It runs (its config file and logs go to a folder of the moment, not the user's ~/.config, ~/.local).
scratch=$(mktemp -d)
XDG_CONFIG_HOME=$scratch XDG_DATA_HOME=$scratch "$BIN" --version >&2
rm -rf "$scratch"
echo "$BIN"
