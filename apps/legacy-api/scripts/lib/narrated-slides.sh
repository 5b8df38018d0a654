# Sourced by the video scripts (make-guided-tour.sh, make-public-videos.sh, make-journal-video.sh): one narrated slide
# video with its English subtitles, in Studyflow's look and voice, byte-for-byte reproducible.
# The caller sets `out`, `font_regular`, `font_bold`, and before each call the slide_titles,
# slide_line1, slide_line2 and sentences arrays. It leaves `subtitles` and `chapters` set.

# render NAME LABEL: one video from the slide_* and sentences arrays set just before.
render() {
name="$1"
label="$2"
work="$(mktemp -d)"
# ── Look and sound ──────────────────────────────────────────────────────────────────────────────
width=640
height=360
background='0xFAF7F0' # off-white, less glare than pure white
ink='0x1F2933'        # near-black text: 14:1 on the background
accent='0x1F5FA8'     # Studyflow blue: 6.4:1 on the background
voice='en-gb'
words_per_minute=150
rate=22050
lead_in=0.5        # silence before the first word of a slide
between=0.4        # pause between sentences
tail=0.8           # silence after a slide's last sentence

# ── Narration ───────────────────────────────────────────────────────────────────────────────────
duration_of() { ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$1"; }
silence() { ffmpeg -loglevel error -y -f lavfi -i "anullsrc=r=$rate:cl=mono" -t "$1" -c:a pcm_s16le "$2"; }

# WebVTT time (HH:MM:SS.mmm) of a number of seconds.
vtt_time() { awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'; }
add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a + b }'; }

# Breaks a cue longer than 42 characters into two lines at the space nearest its middle.
cue_lines() {
  awk -v text="$1" 'BEGIN {
    if (length(text) <= 42) { print text; exit }
    best = 0; middle = length(text) / 2
    for (i = 1; i <= length(text); i++)
      if (substr(text, i, 1) == " " && (best == 0 || (i - middle) ^ 2 < (best - middle) ^ 2)) best = i
    print substr(text, 1, best - 1); print substr(text, best + 1)
  }'
}

silence "$lead_in" "$work/lead.wav"
silence "$between" "$work/between.wav"
silence "$tail" "$work/tail.wav"

: >"$work/audio.txt"
subtitles="WEBVTT
"
chapters="WEBVTT
"
clock=0
slide_starts=()
previous_slide=-1
for index in "${!sentences[@]}"; do
  slide="${sentences[$index]%%|*}"
  text="${sentences[$index]#*|}"
  if [[ $slide != "$previous_slide" ]]; then
    if [[ $previous_slide != -1 ]]; then
      echo "file '$work/tail.wav'" >>"$work/audio.txt"
      clock="$(add "$clock" "$tail")"
    fi
    slide_starts+=("$clock")
    echo "file '$work/lead.wav'" >>"$work/audio.txt"
    clock="$(add "$clock" "$lead_in")"
    previous_slide="$slide"
  else
    echo "file '$work/between.wav'" >>"$work/audio.txt"
    clock="$(add "$clock" "$between")"
  fi
  # espeak-ng speaks at 22050 Hz mono; resampling keeps every piece in one format for the concat.
  espeak-ng -v "$voice" -s "$words_per_minute" -w "$work/raw-$index.wav" "$text"
  ffmpeg -loglevel error -y -i "$work/raw-$index.wav" -ar "$rate" -ac 1 -c:a pcm_s16le "$work/say-$index.wav"
  spoken="$(duration_of "$work/say-$index.wav")"
  echo "file '$work/say-$index.wav'" >>"$work/audio.txt"
  start="$clock"
  clock="$(add "$clock" "$spoken")"
  subtitles+="
$((index + 1))
$(vtt_time "$start") --> $(vtt_time "$clock")
$(cue_lines "$text")
"
done
echo "file '$work/tail.wav'" >>"$work/audio.txt"
clock="$(add "$clock" "$tail")"
total="$clock"
# espeak-ng peaks at full scale; 3 dB of headroom keeps the AAC encoder from clipping.
ffmpeg -loglevel error -y -f concat -safe 0 -i "$work/audio.txt" -af volume=-3dB -c:a pcm_s16le "$work/narration.wav"

# ── Slides ──────────────────────────────────────────────────────────────────────────────────────
# drawtext reads each text from a file, so apostrophes and colons need no escaping.
: >"$work/slides.txt"
for slide in "${!slide_titles[@]}"; do
  printf '%s' "${slide_titles[$slide]}" >"$work/title-$slide.txt"
  printf '%s' "${slide_line1[$slide]}" >"$work/line1-$slide.txt"
  printf '%s' "${slide_line2[$slide]}" >"$work/line2-$slide.txt"
  printf '%s' "Studyflow · $label · $((slide + 1)) of ${#slide_titles[@]}" >"$work/footer-$slide.txt"
  filters="drawbox=x=0:y=0:w=$width:h=10:color=$accent:t=fill"
  filters+=",drawbox=x=48:y=92:w=6:h=150:color=$accent:t=fill"
  filters+=",drawtext=fontfile=$font_bold:textfile=$work/title-$slide.txt:fontcolor=$ink:fontsize=34:x=74:y=98"
  filters+=",drawtext=fontfile=$font_regular:textfile=$work/line1-$slide.txt:fontcolor=$ink:fontsize=26:x=74:y=164"
  filters+=",drawtext=fontfile=$font_regular:textfile=$work/line2-$slide.txt:fontcolor=$ink:fontsize=26:x=74:y=206"
  filters+=",drawtext=fontfile=$font_regular:textfile=$work/footer-$slide.txt:fontcolor=$accent:fontsize=18:x=48:y=$((height - 44))"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$background:s=${width}x${height}" -frames:v 1 \
    -vf "$filters" "$work/slide-$slide.png"

  start="${slide_starts[$slide]}"
  next="${slide_starts[$((slide + 1))]:-$total}"
  length="$(awk -v a="$next" -v b="$start" 'BEGIN { printf "%.3f", a - b }')"
  printf "file '%s'\nduration %s\n" "$work/slide-$slide.png" "$length" >>"$work/slides.txt"
  chapters+="
$(vtt_time "$start") --> $(vtt_time "$next")
${slide_titles[$slide]}
"
done
# The concat demuxer takes the last file's duration only when the file is listed once more.
echo "file '$work/slide-$((${#slide_titles[@]} - 1)).png'" >>"$work/slides.txt"

# ── Encode ──────────────────────────────────────────────────────────────────────────────────────
# Still slides compress to almost nothing; 12 fps is plenty for cuts and keeps seeking precise.
# A keyframe every 5 s keeps the file small while seeking stays quick (each slide lasts longer);
# faststart lets playback begin before the download ends.
ffmpeg -loglevel error -y -f concat -safe 0 -i "$work/slides.txt" -i "$work/narration.wav" \
  -map 0:v -map 1:a -vf "fps=12,format=yuv420p" -c:v libx264 -preset veryslow -tune stillimage -crf 28 \
  -g 60 -profile:v main -c:a aac -b:a 48k -ar 44100 -ac 1 -t "$total" \
  -map_metadata -1 -metadata title="Studyflow $label" -metadata:s:a:0 language=eng \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -movflags +faststart \
  "$out/$name.mp4"
printf '%s' "$subtitles" >"$out/$name.en.vtt"

size="$(wc -c <"$out/$name.mp4")"
echo "$name: ${total}s, $((size / 1024)) KB → $out"
rm -rf "$work"
}
