#!/usr/bin/env bash
# How the demo lesson videos in packages/server/demo-media/ were made (decision 0173). They are
# committed, so nothing runs this: not `npm start`, not CI. Run it again only to change them
# (needs ffmpeg with libvpx-vp9, libopus and drawtext; Debian's `apt-get install ffmpeg`), then
# update DEMO_VIDEOS in packages/server/src/features/video/demo-videos.ts if a duration changed.
#
# Each file: 640x360 VP9 + Opus in WebM (Chromium, Firefox and Android play it), 15 frames a
# second at a low bitrate (well under 300 KB), a distinct background, the lesson number in large
# type, a running clock (to check resume by eye), a box moving across, and a quiet tone.
set -euo pipefail
cd "$(dirname "$0")/.."
out=packages/server/demo-media
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# number, seconds, video source (a lavfi source and its first options, ending in = or :),
# tone Hz, box colour
make() {
  local n=$1 seconds=$2 source=$3 tone=$4 box=$5
  local text="drawtext=fontfile=$font:text='$n':fontsize=150:fontcolor=white:borderw=6:bordercolor=black:x=(w-tw)/2:y=(h-th)/2-30"
  local label="drawtext=fontfile=$font:text='Savdo demo · dars $n':fontsize=26:fontcolor=white:borderw=2:bordercolor=black:x=(w-tw)/2:y=h-110"
  local clock="drawtext=fontfile=$font:text='%{pts\\:hms}':fontsize=28:fontcolor=yellow:borderw=2:bordercolor=black:x=20:y=20"
  local mover="drawbox=x='mod(t*90\\,iw-60)':y=ih-60:w=60:h=40:color=$box:t=fill"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "${source}size=640x360:rate=15:duration=$seconds" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=48000:duration=$seconds" \
    -filter_complex "[0:v]$mover,$text,$label,$clock,format=yuv420p[v];[1:a]volume=0.2[a]" \
    -map '[v]' -map '[a]' \
    -c:v libvpx-vp9 -b:v 50k -maxrate 80k -bufsize 160k -deadline good -cpu-used 4 \
    -row-mt 1 -g 45 -c:a libopus -b:a 16k -ac 1 \
    "$out/lesson-0$n.webm"
}

make 1 12 smptebars= 440 red
make 2 15 testsrc2= 523 yellow
make 3 18 color=c=0x1e3a8a: 587 orange
make 4 14 rgbtestsrc= 659 white
make 5 20 color=c=0x14532d: 698 magenta

ls -l "$out"
for f in "$out"/*.webm; do
  printf '%s %s s\n' "$f" "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$f")"
done
