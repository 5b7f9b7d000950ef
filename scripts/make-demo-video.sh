#!/usr/bin/env bash
# Renders the landing page's demo clip: 6 s, 720x1280 portrait, H.264, silent, with captions appearing
# word by word (the active word in Wordreel's green) over a moving gradient. The captions are an ASS
# document burned with libass, the same way the export does it; the brand line is drawtext.
# Usage: scripts/make-demo-video.sh [output.mp4]   (default apps/web/public/demo.mp4, plus demo.jpg)
set -euo pipefail
cd "$(dirname "$0")/.."

OUT="${1:-apps/web/public/demo.mp4}"
POSTER="${OUT%.mp4}.jpg"
FONT_FILE="$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)"
if [ -z "$FONT_FILE" ] || [ ! -f "$FONT_FILE" ]; then
  echo "make-demo-video: DejaVu Sans Bold not found (apt-get install fonts-dejavu-core)" >&2
  exit 1
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
ASS="$WORK/demo.ass"

# Pages of words; each word becomes active for WORD_SECONDS, pages follow each other.
PAGES=("Turn every word" "into captions" "that pop on" "every screen.")
WORD_SECONDS=0.42
START=0.45

ass_time() { awk -v t="$1" 'BEGIN { h = int(t / 3600); m = int((t % 3600) / 60); s = t - h * 3600 - m * 60; printf "%d:%02d:%05.2f", h, m, s }'; }

cat >"$ASS" <<ASS_HEAD
[Script Info]
ScriptType: v4.00+
PlayResX: 720
PlayResY: 1280
WrapStyle: 2
ScaledBorderAndShadow: yes

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Caption,DejaVu Sans,78,&H00FFFFFF,&H00FFFFFF,&H00000000,&H80000000,-1,0,0,0,100,100,0,0,1,5,4,2,40,40,380,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
ASS_HEAD

t="$START"
for page in "${PAGES[@]}"; do
  read -r -a words <<<"$page"
  for i in "${!words[@]}"; do
    text=""
    for j in $(seq 0 "$i"); do
      word="${words[$j]}"
      [ "$j" -gt 0 ] && text+=" "
      if [ "$j" -eq "$i" ]; then
        # Active word: green (ASS colours are BGR) with a short scale-up pop.
        text+="{\\c&H08E539&\\fscx118\\fscy118\\t(0,140,\\fscx100\\fscy100)}${word}{\\r}"
      else
        text+="$word"
      fi
    done
    end=$(awk -v a="$t" -v b="$WORD_SECONDS" 'BEGIN { print a + b }')
    echo "Dialogue: 0,$(ass_time "$t"),$(ass_time "$end"),Caption,,0,0,0,,$text" >>"$ASS"
    t="$end"
  done
  t=$(awk -v a="$t" 'BEGIN { print a + 0.12 }')
done

# Background in RGB so libass colours are exact; converted to BT.709 yuv420p at the end.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=720x1280:r=30:d=6:c0=0x3a1c71:c1=0x6a2ee8:c2=0xd76d77:c3=0xffaf7b:n=4:speed=0.02" \
  -vf "format=rgb24,vignette=PI/4,\
ass=${ASS},\
drawtext=fontfile=${FONT_FILE}:text='WORDREEL':fontsize=30:fontcolor=white@0.85:x=(w-text_w)/2:y=96:borderw=2:bordercolor=black@0.4,\
drawtext=fontfile=${FONT_FILE}:text='auto captions':fontsize=24:fontcolor=0x39E508:x=(w-text_w)/2:y=136,\
scale=out_color_matrix=bt709:out_range=tv,format=yuv420p" \
  -c:v libx264 -preset veryfast -crf 24 -profile:v high -movflags +faststart -an -t 6 "$WORK/demo.mp4"

ffmpeg -hide_banner -loglevel error -y -ss 1.4 -i "$WORK/demo.mp4" -frames:v 1 -q:v 4 "$WORK/demo.jpg"
mkdir -p "$(dirname "$OUT")"
mv "$WORK/demo.mp4" "$OUT"
mv "$WORK/demo.jpg" "$POSTER"
echo "make-demo-video: wrote $OUT and $POSTER"
