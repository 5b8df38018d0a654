import { BADGES } from '@studyflow/contracts/badges';
import type { Edition } from '@studyflow/contracts/edition';
import type { FavouriteFlow } from '@studyflow/contracts/favourites';
import type { Flow } from '@studyflow/contracts/flows';
import type { Reflection } from '@studyflow/contracts/journal';
import type { LearningProgressItem } from '@studyflow/contracts/learning-progress';
import type { Note } from '@studyflow/contracts/notes';
import type { AccessibilitySetting, EarnedBadge, User } from '@studyflow/contracts/user';

// The readable half of "Download my data": one Markdown file per part, headings a screen reader
// can move by, dates in words. The JSON beside each file keeps the contract shapes (archive.ts).

/** A learner's progress: per flow (learningProgress.list) and per module and chapter (flows.list). */
export interface ProgressData {
  flows: LearningProgressItem[];
  modules: Flow[];
}

export interface WriteOptions {
  edition: Edition;
  /** The zone dates are told in; the browser's own when left out (tests pin one). */
  timeZone?: string | undefined;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "18 November 2026"; a calendar day ("2026-11-18") stays that day in every zone; junk as given. */
export function dateInWords(value: string | null, timeZone?: string): string {
  if (value === null || value === '') return 'no date';
  const dayOnly = DAY_ONLY.test(value);
  const at = new Date(dayOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dayOnly ? { timeZone: 'UTC' } : timeZone ? { timeZone } : {}),
  }).format(at);
}

/** A learner's words on one line (a heading, a list item): line breaks become spaces. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** Free text as paragraphs; a line that would read as a heading is kept as text. */
const paragraphs = (value: string): string =>
  value
    .trim()
    .split(/\r?\n/)
    .map((line) => line.replace(/^(\s*)#/, '$1\\#'))
    .join('\n');

const flowWord = (edition: Edition) => (edition === 'pro' ? 'learning path' : 'study flow');
const file = (lines: readonly string[]): string =>
  `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;

function minutesAndSeconds(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function profileMarkdown(user: User, { edition }: WriteOptions): string {
  const info = user.userInfo;
  const organisation = edition === 'pro' ? 'Organisation' : 'University';
  return file([
    '# Your profile',
    '',
    `- Name: ${oneLine(`${user.firstName} ${user.surname}`)}`,
    `- Email: ${user.email}`,
    `- ${organisation}: ${user.university ? oneLine(user.university) : 'not given'}`,
    `- Account type: ${user.userType}`,
    `- Profile image: ${user.avatar ? user.avatar.large : 'none'}`,
    '',
    '## Your software',
    '',
    ...(user.softwares.length === 0
      ? ['You have not chosen any software.']
      : user.softwares.map((software) => `- ${oneLine(software.name)}`)),
    '',
    '## Your course',
    '',
    ...(info === null
      ? ['You have not given any course details.']
      : [
          `- Course: ${info.courseName ?? 'not given'}`,
          `- Started: ${info.courseStarted ?? 'not given'}`,
          `- Ends: ${info.courseEnds ?? 'not given'}`,
        ]),
  ]);
}

const badgeTitle = (name: string) => BADGES.find((badge) => badge.name === name);

export function badgesMarkdown(badges: readonly EarnedBadge[], { timeZone }: WriteOptions): string {
  return file([
    '# Your badges',
    '',
    ...(badges.length === 0
      ? ['You have not earned any badges yet.']
      : badges.map((badge) => {
          const known = badgeTitle(badge.name);
          const title = known?.title ?? badge.name;
          const why = known ? ` (${known.requirement})` : '';
          const when = badge.createdAt ? `, earned on ${dateInWords(badge.createdAt, timeZone)}` : '';
          return `- ${title}${why}${when}`;
        })),
  ]);
}

export function accessibilityMarkdown(setting: AccessibilitySetting | null): string {
  const shown = (value: string | number | boolean | null | undefined, unit = '') =>
    value === null || value === undefined ? 'the theme’s own' : `${value}${unit}`;
  return file([
    '# Your accessibility settings',
    '',
    `- Background colour: ${shown(setting?.backgroundColor)}`,
    `- Text colour: ${shown(setting?.fontColor)}`,
    `- Text size: ${setting?.fontSize == null ? 'the theme’s own' : `step ${setting.fontSize} of 10`}`,
    `- Font: ${shown(setting?.fontFamily)}`,
    `- Subtitles on videos: ${setting?.subtitles == null ? 'not chosen' : setting.subtitles ? 'on' : 'off'}`,
  ]);
}

export function notesMarkdown(notes: readonly Note[], { edition, timeZone }: WriteOptions): string {
  if (notes.length === 0) return file(['# Your notes', '', 'You have not written any notes yet.']);
  return file([
    '# Your notes',
    '',
    `${notes.length} ${notes.length === 1 ? 'note' : 'notes'}, newest first.`,
    ...[...notes]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .flatMap((note) => [
        '',
        `## ${oneLine(note.stepName)}`,
        '',
        `In the ${flowWord(edition)} ${oneLine(note.flowName)}, ${oneLine(note.sectionName)}. Written on ${dateInWords(note.createdAt, timeZone)}${
          note.videoTime === null ? '' : `, at ${minutesAndSeconds(note.videoTime)} in the video`
        }.`,
        '',
        paragraphs(note.content),
      ]),
  ]);
}

const JOURNAL_ANSWERS = [
  ['observe1', 'Observe 1: what happened'],
  ['observe2', 'Observe 2: how you felt and what you noticed'],
  ['reflect1', 'Reflect 1: what went well'],
  ['reflect2', 'Reflect 2: what was hard'],
  ['act', 'Act: what you will do next time'],
] as const;

export function journalMarkdown(entries: readonly Reflection[], { timeZone }: WriteOptions): string {
  if (entries.length === 0) {
    return file(['# Your reflective journal', '', 'You have not written any journal entries yet.']);
  }
  return file([
    '# Your reflective journal',
    '',
    `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, newest first.`,
    ...[...entries]
      .sort((a, b) => b.date.localeCompare(a.date))
      .flatMap((entry) => [
        '',
        `## ${oneLine(entry.title) || 'Untitled entry'}`,
        '',
        `Written on ${dateInWords(entry.date, timeZone)}.${entry.tag ? ` Tag: ${oneLine(entry.tag)}.` : ''}`,
        ...JOURNAL_ANSWERS.flatMap(([field, heading]) => [
          '',
          `### ${heading}`,
          '',
          entry[field].trim() === '' ? 'Not answered.' : paragraphs(entry[field]),
        ]),
      ]),
  ]);
}

export function favouritesMarkdown(flows: readonly FavouriteFlow[], { edition }: WriteOptions): string {
  const steps = flows.flatMap((flow) =>
    flow.learningModules.flatMap((module) => module.chapters.flatMap((chapter) => chapter.steps)),
  );
  if (steps.length === 0) return file(['# Your favourites', '', 'You have no favourite steps yet.']);
  return file([
    '# Your favourites',
    '',
    `${steps.length} favourite ${steps.length === 1 ? 'step' : 'steps'}.`,
    ...flows.flatMap((flow) => [
      '',
      `## ${oneLine(flow.name)} (${flowWord(edition)})`,
      ...flow.learningModules.flatMap((module) => [
        '',
        `### ${oneLine(module.name)}`,
        '',
        ...module.chapters.flatMap((chapter) =>
          chapter.steps.map((step) => `- ${oneLine(step.name)}, in ${oneLine(chapter.name)} (${step.url})`),
        ),
      ]),
    ]),
  ]);
}

export function progressMarkdown(progress: ProgressData, { edition }: WriteOptions): string {
  const word = flowWord(edition);
  return file([
    '# Your progress',
    '',
    ...(progress.flows.length === 0 && progress.modules.length === 0
      ? [`You have not started a ${word} yet.`]
      : []),
    ...progress.flows.map((flow) => `- ${oneLine(flow.name)}: ${Math.round(flow.flowPercent)}% complete`),
    ...progress.modules.flatMap((flow) => [
      '',
      `## ${oneLine(flow.name)} (${word})`,
      ...flow.learningModules.flatMap((module) => [
        '',
        `### ${oneLine(module.name)}: ${Math.round(module.learningModuleProgress)}% complete`,
        '',
        ...module.chapters.map(
          (chapter) => `- ${oneLine(chapter.name)}: ${Math.round(chapter.chapterProgress)}% complete`,
        ),
      ]),
    ]),
  ]);
}
