import { describe, expect, it } from 'vitest';
import { groupVoices, readableVariant, type VoiceGroupsContext } from './voice-groups';

const voice = (name: string, lang: string, voiceURI = name) =>
  ({ name, lang, voiceURI, localService: true, default: false }) as SpeechSynthesisVoice;

/** As Chromium lists espeak-ng's voices through speech-dispatcher (a sample of the 13 362). */
const ESPEAK = [
  voice('Afrikaans espeak-ng', 'af'),
  voice('Afrikaans+Adam espeak-ng', 'af'),
  voice('Chinese (Cantonese) espeak-ng', 'yue'),
  voice('Chinese (Cantonese, latin as Jyutping)+Adam espeak-ng', 'yue'),
  voice('English (America)+Adam espeak-ng', 'en-US'),
  voice('English (Great Britain) espeak-ng', 'en-GB'),
  voice('English (Great Britain)+Adam espeak-ng', 'en-GB'),
  voice('English (Great Britain)+Zac espeak-ng', 'en-GB'),
  voice('English (Great Britain)+anxiousAndy espeak-ng', 'en-GB'),
  voice('English (Great Britain)+klatt2 espeak-ng', 'en-GB'),
  voice('English (Great Britain)+klatt10 espeak-ng', 'en-GB'),
  voice('English (Received Pronunciation)+Adam espeak-ng', 'en-GB-X-RP'),
  voice('Klingon espeak-ng', 'piqd'),
  voice('Cherokee  espeak-ng', 'chr-US-QAAA-X-WEST'),
  voice('Welsh+Half-LifeAnnouncementSystem espeak-ng', 'cy'),
];

const CONTEXT: VoiceGroupsContext = {
  page: 'en',
  preferred: ['en-GB', 'cy'],
  standardVoice: 'Standard voice',
  noLanguage: 'Language not given',
};

const summary = (voices: SpeechSynthesisVoice[], context = CONTEXT) =>
  groupVoices(voices, context).groups.map(
    (group) => `${group.label}: ${group.items.map((item) => item.label).join(', ')}`,
  );

describe('groupVoices', () => {
  it('groups espeak-ng’s voices by language, named in words, the voices by their variants', () => {
    expect(summary(ESPEAK)).toEqual([
      // The page's language, the browser's own region of it first, then its others by name.
      'English (United Kingdom): Standard voice, Adam, Anxious Andy, Klatt 2, Klatt 10, Zac',
      'English (Received Pronunciation): Adam',
      'English (United States): Adam',
      // The browser's other language, then the rest by name.
      'Welsh: Half-Life Announcement System',
      'Afrikaans: Standard voice, Adam',
      'Cherokee: Standard voice',
      // Two groups Intl.DisplayNames names alike ("Cantonese"): the engine's names tell them apart.
      'Chinese (Cantonese, latin as Jyutping): Adam',
      'Chinese (Cantonese): Standard voice',
      // A tag Intl.DisplayNames cannot name: the engine's name.
      'Klingon: Standard voice',
    ]);
  });

  it('keeps each voice’s voiceURI as its key, finds a group by the engine’s name and tag, and drops a repeated voiceURI', () => {
    const twice = voice('English (Great Britain)+Adam espeak-ng', 'en-GB');
    const { groups, byUri } = groupVoices([...ESPEAK, twice], CONTEXT);
    const [british] = groups;
    expect(british?.items.find((item) => item.label === 'Adam')?.id).toBe(
      'English (Great Britain)+Adam espeak-ng',
    );
    expect(british?.items.filter((item) => item.label === 'Adam')).toHaveLength(1);
    expect(british?.keywords).toContain('English (Great Britain)');
    expect(british?.keywords).toContain('en-GB');
    expect(byUri.get('Klingon espeak-ng')?.lang).toBe('piqd');
    expect(byUri.size).toBe(ESPEAK.length);
  });

  it('puts the page’s own tag first, and follows the browser’s languages among its regions', () => {
    const list = [voice('French', 'fr-FR'), voice('US', 'en-US'), voice('UK', 'en-GB'), voice('Plain', 'en')];
    expect(summary(list, { ...CONTEXT, page: 'en', preferred: ['en-US'] })).toEqual([
      'English: Plain',
      'English (United States): US',
      'English (United Kingdom): UK',
      'French (France): French',
    ]);
    // Named in the page's language.
    expect(summary(list, { ...CONTEXT, page: 'fr-FR', preferred: [] })[0]).toBe('français (France): French');
  });

  it('names other engines’ voices as they come, without a language their group already says', () => {
    const list = [
      voice('Microsoft Hazel - English (United Kingdom)', 'en-GB'),
      voice('Google UK English Female', 'en-GB'),
      voice('English (Great Britain) espeak-ng', 'en-GB'),
      voice('Mystery', ''),
    ];
    expect(summary(list)).toEqual([
      // espeak-ng's group of the same tag takes the engine's name, so the two differ.
      'English (Great Britain): Standard voice',
      'English (United Kingdom): Google UK English Female, Microsoft Hazel',
      'Language not given: Mystery',
    ]);
  });
});

describe('readableVariant', () => {
  it('spaces out joined words and numbers and starts with a capital', () => {
    expect(
      [
        'Half-LifeAnnouncementSystem',
        'anxiousAndy',
        'female_whisper',
        'Mr_Serious',
        'RicishayMax2',
        'klatt',
      ].map(readableVariant),
    ).toEqual([
      'Half-Life Announcement System',
      'Anxious Andy',
      'Female whisper',
      'Mr Serious',
      'Ricishay Max 2',
      'Klatt',
    ]);
  });
});
