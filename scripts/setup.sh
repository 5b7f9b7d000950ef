#!/usr/bin/env bash
# Installs everything Wordreel needs on a fresh Debian/Ubuntu machine. Idempotent: a second run only
# checks. Needs root (or sudo) for the system packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: ffmpeg (media, render), Chromium (browser tests), pocketsphinx (English speech
# fallback), espeak-ng and sox (script alignment), fontconfig (font checks), cmake/g++ (whisper.cpp),
# fonts-dejavu-core (the landing page's demo clip), pocketsphinx-testdata (real LibriVox speech with
# reference transcripts: the speech tests build their clips from it when ../shared is absent),
# opencv-data (the face detector's Haar cascade for auto-reframe).
APT_PACKAGES=(ffmpeg chromium pocketsphinx pocketsphinx-en-us pocketsphinx-testdata espeak-ng sox fontconfig fonts-dejavu-core cmake g++ make python3 curl ca-certificates opencv-data)
# Debian also packages Chromium's headless shell, which the browser tests run when it is there
# (e2e/playwright.config.ts): the same engine without the browser's own window interface, a third less
# CPU for the same tests. Elsewhere the tests run the full chromium.
if grep -qx 'ID=debian' /etc/os-release 2>/dev/null; then APT_PACKAGES+=(chromium-headless-shell); fi
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "==> installing system packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "Node.js 20 or newer is required (https://nodejs.org or your distribution's nodejs package)." >&2
  exit 1
fi

# Native modules (better-sqlite3) build against the system's Node headers, once per machine: the build
# is kept as a local prebuild (scripts/keep-native-build.sh) that the next clone's install unpacks.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
# (npm warns once that it does not know the setting: it is prebuild-install's, read from the environment.)
NATIVE_BUILD_CACHE="${NATIVE_BUILD_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/wordreel/prebuilds}"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> installing npm packages"
  npm_config_better_sqlite3_local_prebuilds="$NATIVE_BUILD_CACHE" npm ci --no-fund --no-audit
fi
bash scripts/keep-native-build.sh "$NATIVE_BUILD_CACHE"

if [ ! -f apps/web/public/demo.mp4 ]; then
  echo "==> rendering the landing page's demo video"
  bash scripts/make-demo-video.sh
fi

# The background-music library is synthesised by the project (CC0); only missing tracks are made.
# The tracks are kept per machine (MUSIC_CACHE, default ~/.cache/wordreel/music) under a hash of the
# synthesiser's sources and the ffmpeg that encodes them, so a fresh clone copies them instead of
# spending about 20 s synthesising the same files again.
MUSIC_DIR=apps/server/assets/music
MUSIC_TRACKS=(adventure breakbeat chill inspiring instrument movement upbeat)
music_key=$( { cat scripts/make-music.ts scripts/music/music-synth.ts scripts/music/music-tracks.ts \
  scripts/music/synth-voices.ts; ffmpeg -version | sed -n 1p; } | sha256sum | cut -c1-16)
music_cache="${MUSIC_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/wordreel/music}/$music_key"
mkdir -p "$MUSIC_DIR"
need_music=""
for track in "${MUSIC_TRACKS[@]}"; do
  [ -f "$MUSIC_DIR/$track.mp3" ] || cp "$music_cache/$track.mp3" "$MUSIC_DIR/" 2>/dev/null || need_music=1
done
if [ -n "$need_music" ]; then
  echo "==> generating the background music library"
  npx tsx scripts/make-music.ts
  { mkdir -p "$music_cache" && for track in "${MUSIC_TRACKS[@]}"; do
      cp "$MUSIC_DIR/$track.mp3" "$music_cache/$track.mp3.tmp" && mv "$music_cache/$track.mp3.tmp" "$music_cache/$track.mp3"
    done; } 2>/dev/null || echo "==> could not keep the music library in $music_cache (a fresh clone makes it again)"
fi

# Caption emoji images (Noto Color Emoji PNGs from emoji-datasource-google, Apache 2.0) for the studio
# and the export; the emoji list itself is committed (packages/core/src/emoji/emoji-set.generated.ts).
if [ ! -f apps/web/public/emoji/1f525.png ]; then
  echo "==> copying the caption emoji images"
  npx tsx scripts/copy-emoji.ts --images-only
fi

# The reframe tests' face photograph and backgrounds, three files out of Debian's opencv-doc.
bash scripts/fetch-face-images.sh

# whisper.cpp (the accurate speech engine) from the source nodejs-whisper ships; skipped when built.
bash scripts/build-whisper.sh

# Default Whisper models (WHISPER_SETUP_MODELS, default "base.en base"; empty skips) when the models
# host answers within a few seconds; offline, one line says how to install them later and setup goes on
# (English then uses pocketsphinx). Downloads resume and are sha256-checked.
echo "==> Whisper models"
npm run models -w @wordreel/server --silent -- --setup

echo "==> building the web app"
npm run build -w @wordreel/web --silent
