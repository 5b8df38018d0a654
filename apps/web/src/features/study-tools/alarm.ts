/**
 * The timer's sounds (TLS-11), made on the spot with Web Audio: no sound files to load, and our
 * own. The alarm is three rising beeps; the end of a break two soft ones.
 */
type Tone = { frequency: number; at: number; length: number };

const ALARM: readonly Tone[] = [
  { frequency: 660, at: 0, length: 0.18 },
  { frequency: 880, at: 0.25, length: 0.18 },
  { frequency: 1100, at: 0.5, length: 0.35 },
];
const BREAK_OVER: readonly Tone[] = [
  { frequency: 523, at: 0, length: 0.2 },
  { frequency: 784, at: 0.3, length: 0.3 },
];

let context: AudioContext | null = null;

function play(tones: readonly Tone[]): void {
  try {
    schedule(tones);
  } catch {
    // No audio device or autoplay refused: the notification and the on-page message still say it.
  }
}

function schedule(tones: readonly Tone[]): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  context ??= new Context();
  const audio = context;
  void audio.resume?.();
  for (const tone of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    const start = audio.currentTime + tone.at;
    // A short fade in and out, so the beeps do not click.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.length + 0.05);
  }
}

export const playAlarm = (): void => play(ALARM);
export const playBreakOver = (): void => play(BREAK_OVER);
