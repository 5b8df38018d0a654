import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVoices } from './voices';

const voice = (voiceURI: string) => ({ voiceURI, name: voiceURI, lang: 'en-GB' }) as SpeechSynthesisVoice;

/** A speechSynthesis whose list the test sets, handing out a new array each time as Chromium does. */
function fakeSynth(list: SpeechSynthesisVoice[]) {
  const synth = new EventTarget() as EventTarget & {
    list: SpeechSynthesisVoice[];
    getVoices: () => SpeechSynthesisVoice[];
  };
  synth.list = list;
  synth.getVoices = () => [...synth.list];
  return synth;
}

describe('useVoices', () => {
  it('keeps its state while the list read again is the same, and takes a list that changed', () => {
    const synth = fakeSynth([voice('a'), voice('b')]);
    const { result } = renderHook(() => useVoices(synth as unknown as SpeechSynthesis));
    const first = result.current;
    expect(first).toMatchObject({ kind: 'ready', voices: [{ voiceURI: 'a' }, { voiceURI: 'b' }] });
    act(() => synth.dispatchEvent(new Event('voiceschanged')));
    expect(result.current).toBe(first);
    synth.list = [voice('a'), voice('c')];
    act(() => synth.dispatchEvent(new Event('voiceschanged')));
    expect(result.current).toMatchObject({ kind: 'ready', voices: [{ voiceURI: 'a' }, { voiceURI: 'c' }] });
  });
});
