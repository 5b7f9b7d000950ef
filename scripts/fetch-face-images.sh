#!/usr/bin/env bash
# Test images for the reframe tests and bench/shorts: a real face photograph (messi5.jpg) and two
# backgrounds (building.jpg, home.jpg) from Debian's opencv-doc. Only these three files are kept, in
# ${WORDREEL_CACHE:-~/.cache/wordreel}/opencv-doc/: the package itself is 96 MB to download and 274 MB
# installed, for ~180 KB we use. Uses the machine's apt sources; skipped when the files are there.
set -euo pipefail
dest="${WORDREEL_CACHE:-$HOME/.cache/wordreel}/opencv-doc"
files=(messi5.jpg building.jpg home.jpg)
have=1
for f in "${files[@]}"; do [ -f "$dest/$f" ] || have=""; done
[ -n "$have" ] && exit 0

echo "==> extracting the reframe test images from Debian's opencv-doc"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download opencv-doc >/dev/null)
mkdir -p "$dest"
members=()
for f in "${files[@]}"; do members+=("./usr/share/doc/opencv-doc/examples/data/$f"); done
dpkg-deb --fsys-tarfile "$work"/opencv-doc_*.deb | tar -x -C "$work" "${members[@]}"
cp "$work"/usr/share/doc/opencv-doc/examples/data/*.jpg "$dest/"
