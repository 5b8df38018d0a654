import type { Note } from '@studyflow/contracts/notes';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test-support/render';
import { archiveFiles, type MyData, myDataFileName } from './archive';
import {
  accessibilityMarkdown,
  badgesMarkdown,
  dateInWords,
  favouritesMarkdown,
  journalMarkdown,
  notesMarkdown,
  profileMarkdown,
  progressMarkdown,
} from './markdown';

const study = { edition: 'study', timeZone: 'Europe/London' } as const;
const pro = { edition: 'pro', timeZone: 'Europe/London' } as const;

const note = (overrides: Partial<Note> = {}): Note => ({
  id: 1,
  content: 'Split the task.\n# not a heading',
  createdAt: '2026-11-18T10:00:00.000Z',
  stepName: 'Planning in one minute',
  flowName: 'Essay Writing',
  sectionName: 'Planning your work',
  primaryColor: '#7B3FA0',
  secondaryColor: '#F1E8F7',
  flowSlug: 'essay-writing',
  learningModuleSlug: 'planning',
  chapterSlug: 'ideas',
  stepSlug: 'mind-map',
  stepId: 4,
  videoTime: 65,
  ...overrides,
});

const reflection = {
  id: 3,
  date: '2026-11-20',
  title: 'Seminar on sources',
  observe1: 'We compared sources.',
  observe2: '',
  reflect1: 'Asking early helped.',
  reflect2: '',
  act: 'Book the library session.',
  tag: 'Seminar',
};

const favourite = {
  id: 1,
  name: 'Essay Writing',
  slug: 'essay-writing',
  primaryColor: null,
  secondaryColor: null,
  tabColor: null,
  learningModules: [
    {
      id: 2,
      name: 'Planning',
      slug: 'planning',
      chapters: [
        {
          id: 3,
          name: 'Ideas',
          slug: 'ideas',
          steps: [
            {
              id: 4,
              name: 'Mind maps',
              slug: 'mind-map',
              pageType: 'text' as const,
              duration: 60,
              url: '/learn/essay-writing/planning/ideas/mind-map',
              isCompleted: true,
              isFavourite: true,
              hasNote: false,
            },
          ],
        },
      ],
    },
  ],
};

const progress = {
  flows: [{ id: 1, name: 'Essay Writing', flowPercent: 42.4, primaryColor: '#7B3FA0' }],
  modules: [
    {
      id: 1,
      name: 'Essay Writing',
      slug: 'essay-writing',
      primaryColor: '#7B3FA0',
      secondaryColor: '#F1E8F7',
      tabColor: '#7B3FA0',
      learningModules: [
        {
          id: 2,
          name: 'Planning',
          slug: 'planning',
          description: '',
          image: null,
          url: '/learn/essay-writing/planning',
          learningModuleProgress: 50,
          learningModuleRemainingDuration: 120,
          isResume: true,
          chapters: [{ id: 3, name: 'Ideas', slug: 'ideas', url: '/x', chapterProgress: 100 }],
        },
      ],
    },
  ],
};

const user = testUser({
  university: 'Northfield',
  softwares: [
    {
      id: 1,
      name: 'Read&Write',
      slug: 'read-write',
      image: null,
      description: null,
      group: null,
      assistive: true,
    },
  ],
  badges: [{ id: 1, name: 'NOTE_NINJA', createdAt: '2026-11-21T09:00:00.000Z' }],
  accessabilitySetting: {
    backgroundColor: '#FFFFCC',
    fontColor: null,
    subtitles: true,
    fontSize: 3,
    fontFamily: 'Open-Dyslexic',
  },
});

describe('dateInWords', () => {
  it('tells a moment and a calendar day in words, and keeps what it cannot read', () => {
    expect(dateInWords('2026-11-18T10:00:00.000Z', 'Europe/London')).toBe('18 November 2026');
    expect(dateInWords('2026-11-18T23:30:00.000Z', 'Asia/Tokyo')).toBe('19 November 2026');
    expect(dateInWords('2026-11-20', 'Pacific/Honolulu')).toBe('20 November 2026');
    expect(dateInWords('someday')).toBe('someday');
    expect(dateInWords(null)).toBe('no date');
  });
});

describe('the Markdown files', () => {
  it('notes: one heading per note with where and when in words, newest first, text kept as text', () => {
    const text = notesMarkdown(
      [note(), note({ id: 2, stepName: 'Older', createdAt: '2026-11-01T10:00:00Z', videoTime: null })],
      study,
    );
    expect(text).toContain('# Your notes\n\n2 notes, newest first.');
    expect(text).toContain(
      '## Planning in one minute\n\nIn the study flow Essay Writing, Planning your work. Written on 18 November 2026, at 1:05 in the video.\n\nSplit the task.\n\\# not a heading',
    );
    expect(text.indexOf('Planning in one minute')).toBeLessThan(text.indexOf('## Older'));
    expect(text).toContain('Written on 1 November 2026.');
    expect(notesMarkdown([note()], pro)).toContain('In the learning path Essay Writing');
    expect(notesMarkdown([], study)).toBe('# Your notes\n\nYou have not written any notes yet.\n');
  });

  it('journal: each entry with its date, tag and the five answers under their own headings', () => {
    const text = journalMarkdown([reflection], study);
    expect(text).toContain('## Seminar on sources\n\nWritten on 20 November 2026. Tag: Seminar.');
    expect(text).toContain('### Observe 1: what happened\n\nWe compared sources.');
    expect(text).toContain('### Observe 2: how you felt and what you noticed\n\nNot answered.');
    expect(text).toContain('### Act: what you will do next time\n\nBook the library session.');
  });

  it('favourites, progress, profile, badges and settings read as sentences and lists', () => {
    expect(favouritesMarkdown([favourite], study)).toContain(
      '## Essay Writing (study flow)\n\n### Planning\n\n- Mind maps, in Ideas (/learn/essay-writing/planning/ideas/mind-map)',
    );
    expect(favouritesMarkdown([], study)).toContain('You have no favourite steps yet.');
    const progressText = progressMarkdown(progress, pro);
    expect(progressText).toContain('- Essay Writing: 42% complete');
    expect(progressText).toContain(
      '## Essay Writing (learning path)\n\n### Planning: 50% complete\n\n- Ideas: 100% complete',
    );
    const profile = profileMarkdown(user, pro);
    expect(profile).toContain(
      '- Name: Robin Tester\n- Email: robin@learners.example\n- Organisation: Northfield',
    );
    expect(profile).toContain('## Your software\n\n- Read&Write');
    expect(profile).toContain('You have not given any course details.');
    expect(badgesMarkdown(user.badges, study)).toBe(
      '# Your badges\n\n- NOTE NINJA (make 5 notes), earned on 21 November 2026\n',
    );
    const settings = accessibilityMarkdown(user.accessabilitySetting);
    expect(settings).toContain('- Background colour: #FFFFCC\n- Text colour: the theme’s own');
    expect(settings).toContain('- Text size: step 3 of 10\n- Font: Open-Dyslexic\n- Subtitles on videos: on');
    expect(accessibilityMarkdown(null)).toContain('- Subtitles on videos: not chosen');
  });
});

describe('the archive', () => {
  const data: MyData = {
    profile: user,
    notes: [note()],
    journal: [reflection],
    favourites: [favourite],
    progress,
  };
  const now = new Date(2026, 10, 28, 9, 30);

  it('holds a README and a Markdown and a JSON file for each part, the JSON in the contract shapes', () => {
    const files = archiveFiles(data, study, now);
    expect(files.map((file) => file.name)).toEqual([
      'README.md',
      ...[
        'profile',
        'badges',
        'accessibility-settings',
        'notes',
        'journal',
        'favourites',
        'progress',
      ].flatMap((name) => [`${name}.md`, `${name}.json`]),
    ]);
    const content = (name: string) => String(files.find((file) => file.name === name)?.content);
    expect(JSON.parse(content('notes.json'))).toEqual([note()]);
    expect(JSON.parse(content('journal.json'))).toEqual([reflection]);
    expect(JSON.parse(content('favourites.json'))).toEqual([favourite]);
    expect(JSON.parse(content('progress.json'))).toEqual(progress);
    expect(JSON.parse(content('profile.json'))).toEqual(user);
    expect(JSON.parse(content('badges.json'))).toEqual(user.badges);
    expect(JSON.parse(content('accessibility-settings.json'))).toEqual(user.accessabilitySetting);
    const readme = content('README.md');
    expect(readme).toContain('# Your Studyflow data\n\nDownloaded on 28 November 2026.');
    for (const name of [
      'profile',
      'badges',
      'accessibility-settings',
      'notes',
      'journal',
      'favourites',
      'progress',
    ])
      expect(readme).toContain(`- ${name}.md and ${name}.json: `);
  });

  it('is named for the learner’s calendar day', () => {
    expect(myDataFileName(new Date(2026, 0, 5, 23, 59))).toBe('studyflow-my-data-2026-01-05.zip');
  });
});
