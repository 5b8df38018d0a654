import { statSync } from 'node:fs';
import { HEIGHT, WIDTH } from './frames';
import { run } from './tools';

/** Low enough that still text costs almost nothing; a sentence change lands within 0.2 s. */
export const FPS = 5;
export const MAX_THUMBNAIL_BYTES = 30 * 1024;
/** A lesson video is a short download even on a phone's data plan; they come out at a third of this. */
export const MAX_VIDEO_BYTES = 1024 * 1024;

/** Fixed options written as the command line reads; split into arguments. */
const words = (options: string) => options.split(' ');
// One thread each: the machine's two cores are shared. Same input, same bytes: no encoder names,
// dates or random ids in the files.
const QUIET = words('-nostdin -hide_banner -loglevel error -y -threads 1 -filter_threads 1');
const BITEXACT = words('-fflags +bitexact -flags:v +bitexact -flags:a +bitexact');
// x264 on still slides: the slowest preset and a high CRF keep text sharp in a few KB a second;
// a keyframe every 30 s is plenty when decoding the frames in between takes no time.
const VIDEO = words(
  `-c:v libx264 -preset veryslow -tune stillimage -crf 32 -profile:v main -g ${FPS * 30}` +
    ' -colorspace bt709 -color_primaries bt709 -color_trc bt709',
);
// espeak-ng peaks at full scale: 3 dB of headroom keeps the AAC encoder from clipping. Speech at
// its own 22 kHz in 32 kbit/s mono AAC stays clear at two thirds of the guided tour's rate.
const AUDIO = words('-af volume=-3dB -c:a aac -b:a 32k -ac 1');

export interface Encoding {
  /** The plain field, as an ffmpeg lavfi source without its duration. */
  background: string;
  /** The ffmpeg filter script drawing the text. */
  filterFile: string;
}

export const backgroundSource = (hex: string) => `color=c=0x${hex.slice(1)}:s=${WIDTH}x${HEIGHT}:r=${FPS}`;

/** 640×360 H.264 with mono AAC, the index up front so playback starts before the download ends. */
export async function encodeVideo(
  encoding: Encoding,
  narrationList: string,
  seconds: number,
  rate: number,
  title: string,
  out: string,
): Promise<void> {
  const total = seconds.toFixed(3);
  await run('ffmpeg', [
    ...QUIET,
    ...['-f', 'lavfi', '-i', `${encoding.background}:d=${total}`],
    ...['-f', 'concat', '-safe', '0', '-i', narrationList],
    ...['-filter_script:v', encoding.filterFile, '-map', '0:v', '-map', '1:a'],
    ...VIDEO,
    ...AUDIO,
    ...['-ar', String(rate), '-t', total],
    ...['-map_metadata', '-1', '-metadata', `title=${title}`, '-metadata:s:a:0', 'language=eng'],
    ...BITEXACT,
    ...['-movflags', '+faststart', out],
  ]);
  await checkVideo(out, seconds);
  if (statSync(out).size > MAX_VIDEO_BYTES) throw new Error(`${out}: over ${MAX_VIDEO_BYTES} bytes`);
}

/** One JPEG frame; the quality steps down until it fits the thumbnail budget. */
export async function encodePoster(encoding: Encoding, out: string): Promise<void> {
  for (let quality = 3; ; quality += 1) {
    await run('ffmpeg', [
      ...QUIET,
      ...['-f', 'lavfi', '-i', `${encoding.background}:d=1`, '-filter_script:v', encoding.filterFile],
      ...['-frames:v', '1', '-q:v', String(quality)],
      ...BITEXACT,
      out,
    ]);
    if (statSync(out).size <= MAX_THUMBNAIL_BYTES) return;
    if (quality >= 20) throw new Error(`${out}: over ${MAX_THUMBNAIL_BYTES} bytes even at low quality`);
  }
}

/** What the finished video holds, as a player will see it: checked before it replaces the old one. */
async function checkVideo(file: string, seconds: number): Promise<void> {
  const json = await run(
    'ffprobe',
    words(`-v error -show_entries format=duration:stream=codec_name,width,height,channels -of json ${file}`),
  );
  const data = JSON.parse(json) as {
    format?: { duration?: string };
    streams?: { codec_name?: string; width?: number; height?: number; channels?: number }[];
  };
  const streams = (data.streams ?? []).map((stream) =>
    stream.codec_name === 'h264'
      ? `h264 ${stream.width}x${stream.height}`
      : `${stream.codec_name} ${stream.channels}`,
  );
  const expected = [`h264 ${WIDTH}x${HEIGHT}`, 'aac 1'];
  const duration = Number(data.format?.duration);
  if (streams.join() !== expected.join() || !(Math.abs(duration - seconds) < 0.25)) {
    throw new Error(
      `${file}: holds ${streams.join(', ')} for ${duration} s, not ${expected.join(', ')} for ${seconds} s`,
    );
  }
}
