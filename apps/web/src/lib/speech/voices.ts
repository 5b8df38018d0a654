import { useEffect, useState } from 'react';

export type Voices =
  | { kind: 'unsupported' }
  | { kind: 'looking' }
  | { kind: 'none' }
  | { kind: 'ready'; voices: SpeechSynthesisVoice[] };

/** How long to wait for `voiceschanged` before saying the browser has no voices. */
const WAIT_MS = 1500;

export const speechOf = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

const sameVoices = (a: readonly SpeechSynthesisVoice[], b: readonly SpeechSynthesisVoice[]) =>
  a.length === b.length && a.every((voice, at) => voice.voiceURI === b[at]?.voiceURI);

/**
 * The browser's voices. Chromium lists none at first and announces them with `voiceschanged`; a
 * browser with no voices at all may never send it, so after a short wait an empty list means none.
 * A list read again unchanged (the wait's end, a second event) keeps the state it had: the voice
 * picker groups 13 362 voices on a Linux desktop, and should do it once.
 */
export function useVoices(synth: SpeechSynthesis | null): Voices {
  const [voices, setVoices] = useState<Voices>(() => {
    if (synth === null) return { kind: 'unsupported' };
    const now = synth.getVoices();
    return now.length > 0 ? { kind: 'ready', voices: now } : { kind: 'looking' };
  });
  useEffect(() => {
    if (synth === null) return;
    const read = (final: boolean) => {
      const list = synth.getVoices();
      if (list.length > 0) {
        setVoices((current) =>
          current.kind === 'ready' && sameVoices(current.voices, list)
            ? current
            : { kind: 'ready', voices: list },
        );
      } else if (final) setVoices({ kind: 'none' });
    };
    read(false);
    const changed = () => read(false);
    synth.addEventListener('voiceschanged', changed);
    const timer = window.setTimeout(() => read(true), WAIT_MS);
    return () => {
      synth.removeEventListener('voiceschanged', changed);
      window.clearTimeout(timer);
    };
  }, [synth]);
  return voices;
}
