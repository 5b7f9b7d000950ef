#!/usr/bin/env bash
# Keeps this machine's build of better-sqlite3 (the only npm module here with no prebuilt binary that
# can be fetched offline: prebuild-install's GitHub download fails, so node-gyp compiles SQLite for a
# minute or more) as a prebuild-install "local prebuild", so the next `npm ci` on this machine (a fresh
# clone, CI) unpacks it instead of compiling. setup.sh points npm at the folder
# (npm_config_better_sqlite3_local_prebuilds, prebuild-install's documented option); the file name
# carries the module's version, Node's ABI, the platform and the CPU architecture, as prebuild-install
# looks it up, so another Node or version builds anew.
# Usage: bash scripts/keep-native-build.sh <folder>
set -euo pipefail
cd "$(dirname "$0")/.."

dir="$1"
module="node_modules/better-sqlite3"
binary="$module/build/Release/better_sqlite3.node"
[ -f "$binary" ] || exit 0
version="$(node -p "require('./$module/package.json').version")"
name="better-sqlite3-v$version-node-v$(node -p 'process.versions.modules')-$(node -p 'process.platform')-$(node -p 'process.arch').tar.gz"
# Nothing to do when this install unpacked the kept one. prebuild-install loads what it unpacks, and
# compiles when that fails (a kept binary the system no longer runs): such a build replaces it here.
tar -xzOf "$dir/$name" build/Release/better_sqlite3.node 2>/dev/null | cmp -s - "$binary" && exit 0
node -e "new (require('./$module'))(':memory:').close()" || exit 0
{ mkdir -p "$dir" && tar -czf "$dir/$name.tmp" -C "$module" build/Release/better_sqlite3.node &&
  mv "$dir/$name.tmp" "$dir/$name" && echo "==> kept this machine's better-sqlite3 build in $dir"; } ||
  echo "==> could not keep the better-sqlite3 build in $dir (a fresh clone compiles it again)"
