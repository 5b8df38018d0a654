import { copyFileSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backgroundSource, encodePoster, encodeVideo } from './encode';
import { framesFilter } from './frames';
import { OUTPUT_EXTENSIONS } from './manifest';
import { type Sentence, speechText, splitNarration } from './narration';
import type { VideoJob } from './steps';
import { type AudioPiece, buildTimeline, PAUSES, phrasesOf, type SpokenSentence } from './timeline';
import { run } from './tools';
import { chaptersVtt, subtitlesVtt, transcriptText } from './tracks';
import { silenceWav, wavFormat } from './wav';

/** A clear, unhurried British voice, as the guided tour's. */
const VOICE = ['-v', 'en-gb', '-s', '150'];

/** espeak-ng reads the text from a file, so a sentence starting with "-" is not taken for an option. */
async function speak(text: string, work: string, name: string) {
  writeFileSync(path.join(work, `${name}.txt`), speechText(text));
  const wav = path.join(work, `${name}.wav`);
  await run('espeak-ng', [...VOICE, '-f', path.join(work, `${name}.txt`), '-w', wav]);
  return { wav, ...wavFormat(readFileSync(wav)) };
}

/**
 * Speaks each sentence, timed by its real length; a sentence too long for one subtitle cue also
 * has its phrases spoken alone, to share its time among them.
 */
async function speakAll(sentences: readonly Sentence[], work: string) {
  const spoken: SpokenSentence[] = [];
  const wavs: string[] = [];
  let rate = 0;
  for (const [index, sentence] of sentences.entries()) {
    const said = await speak(sentence.text, work, `sentence-${index}`);
    wavs.push(said.wav);
    rate = said.rate;
    const phrases = phrasesOf(sentence);
    const phraseSeconds: number[] = [];
    for (const [at, phrase] of phrases.length > 1 ? phrases.entries() : []) {
      phraseSeconds.push((await speak(phrase, work, `phrase-${index}-${at}`)).seconds);
    }
    spoken.push({ ...sentence, seconds: said.seconds, phraseSeconds });
  }
  return { spoken, wavs, rate };
}

/** The concat list of the narration: each sentence's WAV, with silences written to match them. */
function narrationList(
  audio: readonly AudioPiece[],
  wavs: readonly string[],
  rate: number,
  work: string,
): string {
  const silences = new Map<number, string>();
  const lines = audio.map((piece) => {
    if ('sentence' in piece) return `file '${wavs[piece.sentence]}'`;
    let file = silences.get(piece.silence);
    if (file === undefined) {
      file = path.join(work, `silence-${silences.size}.wav`);
      writeFileSync(file, silenceWav(piece.silence, rate));
      silences.set(piece.silence, file);
    }
    return `file '${file}'`;
  });
  const list = path.join(work, 'narration.txt');
  writeFileSync(list, `${lines.join('\n')}\n`);
  return list;
}

export interface Made {
  seconds: number;
  bytes: number;
}

/** Makes a step's five files in `work`, then moves each into place under the media folder. */
export async function makeStepVideo(job: VideoJob, mediaDir: string, work: string): Promise<Made> {
  const sentences = splitNarration(job.narration);
  if (sentences.length === 0) throw new Error(`${job.base}: the narration has no sentence`);
  const { spoken, wavs, rate } = await speakAll(sentences, work);
  const timeline = buildTimeline(spoken);

  const texts = sentences.map((sentence) => sentence.text);
  const frames = framesFilter(job, texts, timeline.screen, PAUSES.title, work);
  for (const [file, text] of frames.texts) writeFileSync(file, text);
  // Drawn in RGB and converted once: BT.709 for the video (what browsers assume), full-range
  // BT.601 for the JPEG.
  const videoFilter = path.join(work, 'video.filter');
  const posterFilter = path.join(work, 'poster.filter');
  writeFileSync(videoFilter, `${frames.filter},scale=out_color_matrix=bt709:out_range=tv,format=yuv420p`);
  writeFileSync(posterFilter, `${frames.filter},scale=out_color_matrix=bt601:out_range=pc,format=yuvj420p`);

  const background = backgroundSource(job.background);
  const out = (extension: string) => path.join(work, `out${extension}`);
  const list = narrationList(timeline.audio, wavs, rate, work);
  await encodeVideo(
    { background, filterFile: videoFilter },
    list,
    timeline.total,
    rate,
    job.name,
    out('.mp4'),
  );
  await encodePoster({ background, filterFile: posterFilter }, out('.jpg'));
  writeFileSync(out('.en.vtt'), subtitlesVtt(timeline.cues));
  writeFileSync(out('.chapters.vtt'), chaptersVtt(timeline.chapters));
  writeFileSync(out('.txt'), transcriptText(sentences));

  // Each file appears whole: copied beside its place, then renamed over the old one.
  const target = path.join(mediaDir, job.base);
  mkdirSync(path.dirname(target), { recursive: true });
  for (const extension of OUTPUT_EXTENSIONS) {
    copyFileSync(out(extension), `${target}${extension}.partial`);
    renameSync(`${target}${extension}.partial`, `${target}${extension}`);
  }
  return { seconds: timeline.total, bytes: statSync(out('.mp4')).size };
}
