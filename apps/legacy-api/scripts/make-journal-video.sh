#!/usr/bin/env bash
# Makes the reflective journal's 1-minute intro video and its English subtitles (JRN-2), served under
# /uploads/journal/ from apps/legacy-api/media/journal/, with the same look, voice and encoding as
# the public pages' videos (scripts/lib/narrated-slides.sh).
# Needs ffmpeg (libx264), espeak-ng and the DejaVu fonts. Run: bash apps/legacy-api/scripts/make-journal-video.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${JOURNAL_MEDIA_OUT:-$(cd "$here/.." && pwd)/media/journal}"
font_regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
font_bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
for tool in ffmpeg ffprobe espeak-ng; do
  command -v "$tool" >/dev/null || { echo "✖ $tool is missing: apt-get install -y ffmpeg espeak-ng" >&2; exit 1; }
done
mkdir -p "$out"
# shellcheck source=lib/narrated-slides.sh
source "$here/lib/narrated-slides.sh"

slide_titles=('Your Reflective Journal' 'Observe' 'Reflect' 'Act' 'Your draft is safe' 'Keep and share it')
slide_line1=('Learn from what happened' 'What happened?' 'What went well?' 'One small next step' 'Close it any time' 'Download one entry or many')
slide_line2=('in five calm minutes' 'How did you feel?' 'What was hard?' 'What, when and how' 'Finish when you are ready' 'As Word or Markdown')
sentences=(
  '0|Welcome to your reflective journal.'
  '0|Reflection means looking back at something that happened, so you can learn from it.'
  '1|Each entry starts with a title, then two questions to observe.'
  '1|Write what happened, and how you felt while it happened.'
  '2|Next, you reflect.'
  '2|Think about what went well and why, and about what was hard and what could have helped.'
  '3|Last, you act.'
  '3|Choose one small, clear step for next time: what you will do, when, and with which tool.'
  '4|What you type is kept on your device until you press finish.'
  '4|If you close the window by mistake, your words are still there.'
  '5|You can edit an entry later, and download one entry or several as a Word document or as plain text.'
  '5|Five calm minutes after a lecture or a meeting is all it takes.'
)
render reflective-journal 'Reflective journal'
