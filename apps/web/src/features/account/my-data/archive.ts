import type { Edition } from '@studyflow/contracts/edition';
import type { FavouriteFlow } from '@studyflow/contracts/favourites';
import type { Reflection } from '@studyflow/contracts/journal';
import type { Note } from '@studyflow/contracts/notes';
import type { User } from '@studyflow/contracts/user';
import {
  accessibilityMarkdown,
  badgesMarkdown,
  dateInWords,
  favouritesMarkdown,
  journalMarkdown,
  notesMarkdown,
  type ProgressData,
  profileMarkdown,
  progressMarkdown,
  type WriteOptions,
} from './markdown';
import { type ZipEntry, zip } from './zip';

/** Everything "Download my data" gathers, one key per part it gathers (gather.ts). */
export interface MyData {
  profile: User;
  notes: Note[];
  journal: Reflection[];
  favourites: FavouriteFlow[];
  progress: ProgressData;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** `studyflow-my-data-2026-11-28.zip`, the learner's own calendar day. */
export function myDataFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `studyflow-my-data-${day}.zip`;
}

/** What each pair of files holds, for the README (and the order they are written in). */
const FILES = [
  [
    'profile',
    'your name, email, university or organisation, account type, profile image address, chosen software and course details',
  ],
  ['badges', 'the badges you have earned and when'],
  ['accessibility-settings', 'your colours, text size, font and subtitles'],
  ['notes', 'your notes, with the step each was written on'],
  ['journal', 'your reflective journal entries and their answers'],
  ['favourites', 'your favourite steps'],
  ['progress', 'how far you are in each study flow or learning path, module and chapter'],
] as const;

function readme(exportedOn: string, edition: Edition): string {
  const brand = edition === 'pro' ? 'Studyflow Pro' : 'Studyflow';
  return [
    `# Your ${brand} data`,
    '',
    `Downloaded on ${exportedOn}. Each part comes twice: a Markdown file (.md) to read, and a JSON file (.json) with the same data in the shape ${brand} uses, for another service or a program to read.`,
    '',
    '## The files',
    '',
    ...FILES.map(([name, what]) => `- ${name}.md and ${name}.json: ${what}.`),
    '',
    'Markdown files open in any text editor; many editors and note apps also show them with their headings and lists.',
    '',
  ].join('\n');
}

/** The archive's files: the README, then a Markdown and a JSON file per part. */
export function archiveFiles(data: MyData, options: WriteOptions, now: Date): ZipEntry[] {
  const { profile: user } = data;
  const markdown: Record<(typeof FILES)[number][0], string> = {
    profile: profileMarkdown(user, options),
    badges: badgesMarkdown(user.badges, options),
    'accessibility-settings': accessibilityMarkdown(user.accessabilitySetting),
    notes: notesMarkdown(data.notes, options),
    journal: journalMarkdown(data.journal, options),
    favourites: favouritesMarkdown(data.favourites, options),
    progress: progressMarkdown(data.progress, options),
  };
  const portable: Record<(typeof FILES)[number][0], unknown> = {
    profile: user,
    badges: user.badges,
    'accessibility-settings': user.accessabilitySetting,
    notes: data.notes,
    journal: data.journal,
    favourites: data.favourites,
    progress: data.progress,
  };
  return [
    { name: 'README.md', content: readme(dateInWords(now.toISOString(), options.timeZone), options.edition) },
    ...FILES.flatMap(([name]) => [
      { name: `${name}.md`, content: markdown[name] },
      { name: `${name}.json`, content: json(portable[name]) },
    ]),
  ];
}

export const buildArchive = (data: MyData, options: WriteOptions, now: Date): Uint8Array =>
  zip(archiveFiles(data, options, now), now);
