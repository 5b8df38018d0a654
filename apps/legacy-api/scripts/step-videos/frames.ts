import { type Weight, wrapToWidth } from './text-width';
import type { Window } from './timeline';

/** The picture: a calm plain field in the flow's colour, the step's name, then each sentence large. */
export const WIDTH = 640;
export const HEIGHT = 360;
const MARGIN = 48;
const LINE_WIDTH = WIDTH - 2 * MARGIN;
/** The player draws subtitles over the bottom of the frame: nothing is drawn there. */
const CAPTION_SPACE = 72;
/** WCAG AA for normal text, which the smallest label is. */
export const MIN_CONTRAST = 4.5;

export const FONTS: Record<Weight, string> = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

const WHITE = '#FFFFFF';
const DARK = '#1F2933';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** White or near-black, whichever reads better on the background; refused below WCAG AA. */
export function inkFor(background: string): string {
  const ink = contrastRatio(WHITE, background) >= contrastRatio(DARK, background) ? WHITE : DARK;
  const ratio = contrastRatio(ink, background);
  if (ratio < MIN_CONTRAST) {
    throw new Error(
      `background ${background}: text reaches only ${ratio.toFixed(2)}:1, needs ${MIN_CONTRAST}:1`,
    );
  }
  return ink;
}

export interface Card {
  /** Where the step sits, e.g. "Essay writing · Instruction words". */
  label: string;
  name: string;
  background: string;
}

interface Text {
  text: string;
  weight: Weight;
  size: number;
  y: number;
}
interface Block {
  lines: Text[];
  height: number;
}

const lineHeight = (size: number) => Math.round(size * 1.35);

/** The largest size (of those offered) at which the text wraps into at most maxLines in maxHeight. */
function fit(text: string, weight: Weight, sizes: readonly number[], maxLines: number, maxHeight: number) {
  for (const size of sizes) {
    const lines = wrapToWidth(text, LINE_WIDTH, size, weight);
    if (lines.length <= maxLines && lines.length * lineHeight(size) <= maxHeight) return { size, lines };
  }
  const size = sizes.at(-1) ?? 20;
  return { size, lines: wrapToWidth(text, LINE_WIDTH, size, weight) };
}

function block(
  text: string,
  weight: Weight,
  sizes: readonly number[],
  maxLines: number,
  maxHeight: number,
  top = 0,
) {
  const { size, lines } = fit(text, weight, sizes, maxLines, maxHeight);
  const step = lineHeight(size);
  return {
    lines: lines.map((line, index) => ({ text: line, weight, size, y: top + index * step })),
    height: lines.length * step,
  };
}

const shift = (texts: Text[], by: number): Text[] =>
  texts.map((text) => ({ ...text, y: Math.round(text.y + by) }));

/** The opening card (also the thumbnail): label, a short rule, the name large, the brand below. */
function titleCard(card: Card): { texts: Text[]; ruleY: number } {
  const label = block(card.label, 'regular', [18, 16], 2, 60);
  const name = block(card.name, 'bold', [36, 32, 28, 24], 3, 150, label.height + 28);
  const height = label.height + 28 + name.height;
  const top = Math.round((HEIGHT - CAPTION_SPACE - height) / 2) + 12;
  const brand: Text = { text: 'Studyflow', weight: 'bold', size: 16, y: HEIGHT - 44 };
  return { texts: [...shift([...label.lines, ...name.lines], top), brand], ruleY: top + label.height + 10 };
}

/** The header above the sentences: the label small, the name bold, a rule under them. */
function header(card: Card): { texts: Text[]; bottom: number } {
  const label: Block = block(card.label, 'regular', [15, 14], 1, 40, 20);
  const name = block(card.name, 'bold', [22, 20, 18, 16], 2, 48, 20 + label.height + 2);
  const bottom = 20 + label.height + 2 + name.height + 8;
  return { texts: [...label.lines, ...name.lines], bottom };
}

const quote = (value: string) => `'${value}'`;
const time = (seconds: number) => seconds.toFixed(3);
const colour = (hex: string, alpha = 1) => `0x${hex.slice(1)}${alpha < 1 ? `@${alpha}` : ''}`;

export interface Frames {
  /** ffmpeg filter chain, applied to a plain colour source of WIDTH×HEIGHT. */
  filter: string;
  /** Files drawtext reads its text from (name → content), so no text needs escaping. */
  texts: Map<string, string>;
}

/**
 * The drawtext chain for the whole video: the title card until `titleEnd`, then the header and
 * each sentence in its window, centred in the space between the header and the subtitles.
 */
export function framesFilter(
  card: Card,
  sentences: readonly string[],
  screen: readonly Window[],
  titleEnd: number,
  textDir: string,
): Frames {
  const ink = inkFor(card.background);
  const texts = new Map<string, string>();
  const filters: string[] = ['format=rgb24'];
  const draw = (text: Text, enable: string) => {
    const file = `${textDir}/text-${texts.size}.txt`;
    texts.set(file, text.text);
    filters.push(
      `drawtext=fontfile=${FONTS[text.weight]}:textfile=${quote(file)}:expansion=none:fontsize=${text.size}` +
        `:fontcolor=${colour(ink)}:x=${MARGIN}:y=${text.y}:enable=${quote(enable)}`,
    );
  };
  const rule = (y: number, width: number, enable: string) =>
    filters.push(
      `drawbox=x=${MARGIN}:y=${y}:w=${width}:h=3:color=${colour(ink, 0.6)}:t=fill:enable=${quote(enable)}`,
    );

  const opening = `lt(t,${time(titleEnd)})`;
  const title = titleCard(card);
  rule(title.ruleY, 64, opening);
  for (const text of title.texts) draw(text, opening);

  const after = `gte(t,${time(titleEnd)})`;
  const top = header(card);
  for (const text of top.texts) draw(text, after);
  rule(top.bottom, LINE_WIDTH, after);

  const areaTop = top.bottom + 16;
  const areaHeight = HEIGHT - CAPTION_SPACE - areaTop;
  for (const [index, sentence] of sentences.entries()) {
    const window = screen[index];
    if (window === undefined) continue;
    const body = block(sentence, 'regular', [30, 28, 26, 24, 22, 20], 6, areaHeight);
    const enable = `gte(t,${time(window.start)})*lt(t,${time(window.end)})`;
    for (const text of shift(body.lines, areaTop + (areaHeight - body.height) / 2)) draw(text, enable);
  }
  return { filter: filters.join(','), texts };
}
