import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { readAloudSettings } from '../storage/storage';
import { ReadAloudPanel } from './read-aloud-panel';

const voice = (name: string, lang: string) =>
  ({ name, lang, voiceURI: name, localService: true, default: false }) as SpeechSynthesisVoice;

/** As Chromium lists espeak-ng's voices on Linux (three of the 13 362). */
const VOICES = [
  voice('English (Great Britain) espeak-ng', 'en-GB'),
  voice('English (Great Britain)+Adam espeak-ng', 'en-GB'),
  voice('Welsh+Adam espeak-ng', 'cy'),
];

function Panel() {
  const target = useRef<HTMLDivElement>(null);
  return (
    <div ref={target}>
      <ReadAloudPanel id="read-aloud" target={target} />
      <p>Some text to read.</p>
    </div>
  );
}

describe('ReadAloudPanel’s voice', () => {
  beforeEach(() => {
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => [...VOICES],
      speak: () => {},
      cancel: () => {},
      pause: () => {},
      resume: () => {},
      speaking: false,
      paused: false,
      pending: false,
    });
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', class extends EventTarget {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('is found by language and name among the voices grouped, and kept by its voiceURI for the learner', async () => {
    const user = userEvent.setup();
    const learner = testUser({ id: 7 });
    const { unmount } = renderWithApp(<Panel />, { path: '/wellbeing', user: learner });
    const box = await screen.findByRole('combobox', { name: 'Voice' });
    expect(box).toHaveProperty('value', "The browser's own voice");
    expect(screen.getByText('3 voices in 2 languages. Type a name or a language to find one.')).toBeTruthy();

    await user.click(box);
    await user.keyboard('welsh adam');
    expect(screen.getByText('1 voice matches')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveProperty('value', 'Adam, Welsh');
    expect(readAloudSettings.get('7')).toEqual({ rate: 1, voice: 'Welsh+Adam espeak-ng' });

    unmount();
    renderWithApp(<Panel />, { path: '/wellbeing', user: learner });
    expect(await screen.findByRole('combobox', { name: 'Voice' })).toHaveProperty('value', 'Adam, Welsh');
  });

  it('falls back to the browser’s own voice when the one kept is no longer listed', async () => {
    readAloudSettings.set('7', { rate: 1, voice: 'Klingon espeak-ng' });
    renderWithApp(<Panel />, { path: '/wellbeing', user: testUser({ id: 7 }) });
    expect(await screen.findByRole('combobox', { name: 'Voice' })).toHaveProperty(
      'value',
      "The browser's own voice",
    );
  });
});
