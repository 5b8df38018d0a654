import type { ComboBoxGroup } from '@studyflow/ui/grouped-combo-box';

/** The browser's voices as the voice picker lists them: one group per language, in order. */
export interface VoiceGroups {
  groups: ComboBoxGroup[];
  /** Every voice by its voiceURI, the key a choice is kept by. */
  byUri: Map<string, SpeechSynthesisVoice>;
}

export interface VoiceGroupsContext {
  /** The page's language (`<html lang>`): its voices come first. */
  page: string;
  /** The browser's languages, most wanted first (`navigator.languages`): the order after it. */
  preferred: readonly string[];
  /** What an engine's own voice for a language is called (espeak-ng's voice with no variant). */
  standardVoice: string;
  /** The group of voices that give no language. */
  noLanguage: string;
}

/**
 * espeak-ng's voices, as speech-dispatcher gives them to Chromium on Linux: the engine's name for
 * the language, then + and a variant (none for the engine's own voice), then the engine's name:
 * "English (Great Britain)+Adam espeak-ng", "English (Great Britain) espeak-ng". Read with string
 * operations: a regular expression on each of 13 362 names cost more than everything else here.
 */
const ESPEAK_ENDINGS = [' espeak-ng', ' espeak'];

function splitEspeak(name: string): { language: string; variant: string | null } | null {
  const ending = ESPEAK_ENDINGS.find((candidate) => name.endsWith(candidate));
  if (ending === undefined) return null;
  const body = name.slice(0, -ending.length);
  const plus = body.indexOf('+');
  return plus < 0
    ? { language: body.trim(), variant: null }
    : { language: body.slice(0, plus).trim(), variant: body.slice(plus + 1) };
}

/**
 * A language, a script and a region at most ("en", "en-GB", "fa-Latn", "es-419"): a tag that
 * Intl.DisplayNames names in full. Of a longer one ("en-GB-x-rp", "vi-VN-x-central") it may drop
 * the rest and name a dialect as its country's language, so the engine's own name is taken instead.
 */
const PLAIN_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** A variant's name in words: "anxiousAndy" → "Anxious Andy", "female_whisper" → "Female whisper". */
export function readableVariant(variant: string): string {
  const spaced = variant
    .replace(/_+/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced.charAt(0).toLocaleUpperCase() + spaced.slice(1);
}

/** "Microsoft Hazel - English (United Kingdom)" in its group "English (United Kingdom)": "Microsoft Hazel". */
function withoutLanguage(name: string, language: string): string {
  const tail = ` - ${language}`;
  return name.toLowerCase().endsWith(tail.toLowerCase()) ? name.slice(0, -tail.length).trim() : name;
}

/** A language tag in words in the page's language ("en-GB" → "English (United Kingdom)"), if known. */
function displayNamesIn(page: string): (tag: string) => string | undefined {
  if (typeof Intl.DisplayNames !== 'function') return () => undefined;
  const names = new Intl.DisplayNames([page, 'en'], {
    type: 'language',
    languageDisplay: 'standard',
    fallback: 'none',
  });
  return (tag) => {
    if (tag === '') return undefined;
    try {
      return names.of(tag);
    } catch {
      // Tags engines use that are not well formed ("en-US-NYC", "piqd" for Klingon).
      return undefined;
    }
  };
}

/** A voice as the picker lists it (a ComboBoxOption), and its place in the order of names. */
interface Entry {
  id: string;
  label: string;
  /** -1 for the engine's own voice of the language, which comes first. */
  rank: number;
}

interface Building {
  tag: string;
  /** The engine's own name for the language, where its voices' names carry one. */
  engineName: string | null;
  known: string | undefined;
  label: string;
  voices: Entry[];
}

/**
 * The voices grouped by language, each group named in words (Intl.DisplayNames; where it knows no
 * name for the tag, the engine's own name for the language), each voice named readably within its
 * group. Groups: the page's language first, then its other regions (the browser's own languages
 * first among them), then the browser's other languages, then the rest by name. Within a group the
 * engine's standard voice first, then by name. A second voice with a voiceURI seen before is left
 * out: a choice is kept by its voiceURI.
 */
export function groupVoices(
  voices: readonly SpeechSynthesisVoice[],
  context: VoiceGroupsContext,
): VoiceGroups {
  const nameOf = displayNamesIn(context.page);
  const variants = new Map<string, string>();
  const building = new Map<string, Building>();
  const byUri = new Map<string, SpeechSynthesisVoice>();
  // An engine lists a language's voices together: most voices are of the last group found, and
  // the key is made and looked up only when the language changes.
  let last: { tag: string; language: string | undefined; group: Building } | null = null;
  for (const voice of voices) {
    if (byUri.has(voice.voiceURI)) continue;
    byUri.set(voice.voiceURI, voice);
    const name = voice.name.trim();
    const espeak = splitEspeak(name);
    const tag = voice.lang.trim();
    let group: Building | undefined;
    if (last !== null && last.tag === tag && last.language === espeak?.language) group = last.group;
    else {
      const key = `${tag.toLowerCase()} ${espeak?.language ?? ''}`;
      group = building.get(key);
      if (group === undefined) {
        const known: string | undefined = PLAIN_TAG.test(tag) ? nameOf(tag) : undefined;
        group = { tag, engineName: espeak?.language ?? null, known, label: known ?? '', voices: [] };
        building.set(key, group);
      }
      last = { tag, language: espeak?.language, group };
    }
    let label = name;
    if (espeak?.variant) {
      label = variants.get(espeak.variant) ?? readableVariant(espeak.variant);
      variants.set(espeak.variant, label);
    } else if (espeak) label = context.standardVoice;
    else if (group.known !== undefined) label = withoutLanguage(name, group.known);
    group.voices.push({ id: voice.voiceURI, label, rank: espeak && !espeak.variant ? -1 : 0 });
  }
  const groups = [...building.values()];
  nameGroups(groups, nameOf, context.noLanguage);
  return { groups: orderGroups(groups, context).map(toComboBoxGroup), byUri };
}

/**
 * Each group's name: a plain tag in words; else the engine's name for it; else the tag with its
 * language in words. Two groups of one name (espeak-ng has two Cantonese voices) take the engine's
 * names, and failing that their tags.
 */
function nameGroups(
  groups: Building[],
  nameOf: (tag: string) => string | undefined,
  noLanguage: string,
): void {
  for (const group of groups) {
    if (group.tag === '') group.label = group.engineName ?? noLanguage;
    else if (group.known === undefined) {
      const language = nameOf(group.tag.split('-')[0] ?? '');
      group.label = group.engineName ?? (language ? `${language} (${group.tag})` : group.tag);
    }
  }
  const shared = (label: string) => groups.filter((group) => group.label === label).length > 1;
  for (const group of groups.filter((candidate) => shared(candidate.label))) {
    if (group.engineName !== null && group.engineName !== group.label) group.label = group.engineName;
  }
  for (const group of groups.filter((candidate) => shared(candidate.label))) {
    if (group.tag !== '') group.label = `${group.label} (${group.tag})`;
  }
}

function orderGroups(groups: Building[], { page, preferred }: VoiceGroupsContext): Building[] {
  const base = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';
  const pageTag = page.toLowerCase();
  const wanted = preferred.map((tag) => tag.toLowerCase());
  const rank = (group: Building) => {
    const tag = group.tag.toLowerCase();
    if (tag === '') return 3;
    if (tag === pageTag) return 0;
    return base(tag) === base(pageTag) ? 1 : 2;
  };
  // The first of the browser's languages that is this tag (or, half a step after, its language).
  const preference = (group: Building) => {
    const tag = group.tag.toLowerCase();
    const exact = wanted.indexOf(tag);
    if (exact >= 0) return exact;
    const sameLanguage = wanted.findIndex((want) => base(want) === base(tag));
    return sameLanguage >= 0 ? sameLanguage + 0.5 : Number.POSITIVE_INFINITY;
  };
  const collator = new Intl.Collator([page, 'en'], { numeric: true, sensitivity: 'base' });
  const keyed = groups.map((group) => ({ group, rank: rank(group), preference: preference(group) }));
  keyed.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.preference === b.preference ? 0 : a.preference < b.preference ? -1 : 1) ||
      collator.compare(a.group.label, b.group.label),
  );
  // Voice names repeat in every group (espeak-ng's 101 variants): each is placed once.
  const labels = new Set<string>();
  for (const group of groups) for (const voice of group.voices) labels.add(voice.label);
  const place = new Map([...labels].sort(collator.compare).map((label, at) => [label, at]));
  for (const group of groups) {
    for (const voice of group.voices) if (voice.rank >= 0) voice.rank = place.get(voice.label) ?? 0;
    group.voices.sort((a, b) => a.rank - b.rank);
  }
  return keyed.map(({ group }) => group);
}

function toComboBoxGroup(group: Building): ComboBoxGroup {
  const other = group.engineName !== null && group.engineName !== group.label ? group.engineName : '';
  return {
    id: `${group.tag} ${group.engineName ?? ''}`,
    label: group.label,
    // The engine's own name and the tag find it too ("great britain", "en-gb").
    keywords: `${other} ${group.tag}`,
    // The entries themselves: 13 362 of them, not copied again.
    items: group.voices,
  };
}
