#!/usr/bin/env bash
# Makes the dashboard's guided-tour video and its text tracks, all served under
# /uploads/guided-tour/ from apps/legacy-api/media/guided-tour/:
#   guided-tour.mp4           640×360 H.264 + mono AAC: calm slides with a spoken narration
#   guided-tour.en.vtt        English subtitles, one cue per narrated sentence, timed from the audio
#   guided-tour.chapters.vtt  one chapter per slide
#
# Needs Debian's ffmpeg (with libx264) and espeak-ng, and the DejaVu fonts:
#   apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
# Run from anywhere: pnpm --filter @studyflow/legacy-api media:guided-tour
# (or bash apps/legacy-api/scripts/make-guided-tour.sh). The output is byte-for-byte reproducible.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${GUIDED_TOUR_OUT:-$(cd "$here/.." && pwd)/media/guided-tour}"
font_regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
font_bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

for tool in ffmpeg ffprobe espeak-ng; do
  command -v "$tool" >/dev/null || { echo "✖ $tool is missing: apt-get install -y ffmpeg espeak-ng" >&2; exit 1; }
done
for font in "$font_regular" "$font_bold"; do
  [[ -f $font ]] || { echo "✖ $font is missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
done

mkdir -p "$out"

# ── Script ──────────────────────────────────────────────────────────────────────────────────────
# Each slide: a title and up to two short lines on screen. Each narrated sentence names its slide.
# Plain words, short sentences, one idea each; the wording fits both editions.
slide_titles=(
  'Welcome to Studyflow'
  'Your dashboard'
  'Flows and learning paths'
  'Notes'
  'Accessibility settings'
  'Ready when you are'
)
slide_line1=(
  'A short tour of the app'
  'Your starting point'
  'One skill at a time'
  'Keep your ideas as you learn'
  'Colours, text size, font'
  'Take your time.'
)
slide_line2=(
  ''
  'Flows, software and progress'
  'RESUME picks up where you stopped'
  'Open Notes from the side menu'
  'and subtitles, on every page'
  'Enjoy learning with Studyflow.'
)
sentences=(
  '0|Welcome to Studyflow. Here is a short tour.'
  '1|Your dashboard shows your flows, your software and your progress.'
  '2|Each flow teaches one skill, in short steps.'
  '2|Resume takes you back to where you stopped.'
  '3|Open Notes from the side menu to keep your ideas as you learn.'
  '4|Accessibility settings change colours, text size, font and subtitles.'
  '5|Take your time, and enjoy learning with Studyflow.'
)

# shellcheck source=lib/narrated-slides.sh
source "$here/lib/narrated-slides.sh"
render guided-tour 'Guided tour'
# The tour alone has a chapters track: one chapter per slide (render leaves `chapters` set).
printf '%s' "$chapters" >"$out/guided-tour.chapters.vtt"
