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

/**
 * The page's language first (en-GB before the other English voices), then the rest as the browser
 * lists them.
 */
export function orderVoices(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice[] {
  const base = lang.split('-')[0]?.toLowerCase() ?? '';
  const rank = (voice: SpeechSynthesisVoice) => {
    const voiceLang = voice.lang.toLowerCase();
    if (voiceLang === lang.toLowerCase()) return 0;
    return voiceLang.split('-')[0] === base ? 1 : 2;
  };
  // A voice is chosen and kept by its voiceURI, so a second voice with the same one is left out.
  const seen = new Set<string>();
  const unique = voices.filter((voice) => !seen.has(voice.voiceURI) && seen.add(voice.voiceURI));
  return unique.sort((a, b) => rank(a) - rank(b));
}

/**
 * The browser's voices. Chromium lists none at first and announces them with `voiceschanged`; a
 * browser with no voices at all may never send it, so after a short wait an empty list means none.
 */
export function useVoices(synth: SpeechSynthesis | null): Voices {
  const [voices, setVoices] = useState<Voices>(() => {
    if (synth === null) return { kind: 'unsupported' };
    const now = synth.getVoices();
    return now.length > 0 ? { kind: 'ready', voices: now } : { kind: 'looking' };
  });
  useEffect(() => {
    if (synth === null) return;
    const lang = document.documentElement.lang || 'en-GB';
    const read = (final: boolean) => {
      const list = synth.getVoices();
      if (list.length > 0) setVoices({ kind: 'ready', voices: orderVoices(list, lang) });
      else if (final) setVoices({ kind: 'none' });
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
