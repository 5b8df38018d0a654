#!/usr/bin/env bash
# Makes the public pages' narrated videos and their English subtitles, served under /uploads/public/
# from apps/legacy-api/media/public/ (PUB-13), in the same look and voice as make-guided-tour.sh:
#   landing-demo.mp4 / .en.vtt          the landing page's demo (PUB-4)
#   assessor-walkthrough.mp4 / .en.vtt  the assessor toolkit's walkthrough (PUB-8)
# Needs ffmpeg (libx264), espeak-ng and the DejaVu fonts. Run: bash apps/legacy-api/scripts/make-public-videos.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${PUBLIC_MEDIA_OUT:-$(cd "$here/.." && pwd)/media/public}"
font_regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
font_bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

for tool in ffmpeg ffprobe espeak-ng; do
  command -v "$tool" >/dev/null || { echo "✖ $tool is missing: apt-get install -y ffmpeg espeak-ng" >&2; exit 1; }
done
mkdir -p "$out"

# shellcheck source=lib/narrated-slides.sh
source "$here/lib/narrated-slides.sh"


slide_titles=('What is Studyflow?' 'Learn in short steps' 'Your software, your way' 'Make it yours')
slide_line1=('Study and work skills' 'A few minutes at a time' 'Short videos for your AT' 'Colours, text size, font')
slide_line2=('for disabled learners' 'Resume where you stopped' 'and the strategies behind it' 'Subtitles on every video')
sentences=(
  '0|Studyflow teaches study and work skills to disabled students and staff.'
  '1|Each lesson is a short step you can finish in a few minutes.'
  '1|Resume takes you back to where you stopped.'
  '2|Short videos show how your assistive technology helps with each task.'
  '3|Change colours, text size and font, and turn subtitles on or off.'
)
render landing-demo 'Demo'

slide_titles=('The assessor toolkit' 'See it in use' 'Recommend with confidence' 'Licences and training')
slide_line1=('For needs assessors' 'Real tasks, short steps' 'Who it is for, what it does' 'Individual or site licences')
slide_line2=('and DSA advisers' 'Read, plan, write, revise' 'Download the guide as a PDF' 'Training for assessors and tutors')
sentences=(
  '0|This walkthrough shows needs assessors what Studyflow offers a student.'
  '1|Students learn real tasks in short steps: reading, planning, writing and revising.'
  '2|The recommendation guide says who Studyflow is for and how to recommend it.'
  '3|Licences come for individuals or whole sites, with training for assessors and tutors.'
)
render assessor-walkthrough 'Assessor walkthrough'
