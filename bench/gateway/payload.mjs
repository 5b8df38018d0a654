// The body the stub upstream answers to POST /api/auth/authorize: a signed-in learner a few months in
// (ten softwares, a dozen badges, full user info and accessibility settings), snake_case as the
// upstream sends it, and valid against the contracts' UserEnvelopeSchema once camelCased, so the
// BFF's auth.authorize walks every key and parses every field.

const SOFTWARES = [
  ['Read&Write', 'read-write', 'Reads text aloud, checks spelling and builds vocabulary lists.', 'Literacy'],
  ['Dragon', 'dragon', 'Turns speech into text and drives the computer by voice commands.', 'Dictation'],
  ['MindView', 'mindview', 'Mind maps that become essay outlines, timelines and project plans.', 'Planning'],
  ['Grammarly', 'grammarly', 'Checks grammar, tone and clarity while you write in any app.', null],
  ['Glean', 'glean', 'Records lectures and lets you mark key moments as you listen along.', 'Notes'],
  ['ClaroRead', 'claroread', 'Speaks documents and web pages with highlighting word by word.', 'Literacy'],
  ['Inspiration', 'inspiration', 'Diagrams and outlines for planning essays and presentations.', 'Planning'],
  [
    'Microsoft Word',
    'microsoft-word',
    'Dictation, Immersive Reader and accessibility checker built in.',
    null,
  ],
  ['Otter', 'otter', 'Live transcription of lectures and meetings with speaker names.', 'Notes'],
  ['ZoomText', 'zoomtext', 'Screen magnifier with colour filters and a smooth reading mode.', 'Vision'],
];

const BADGES = [
  'NEWBIE',
  'LOGIN_STREAK_TWO',
  'FAVOURITE_FIVE',
  'NOTE_NINJA',
  'FIRST_REFLECTION',
  'JOURNAL_JOTTER',
  'KNOWLEDGE_KNIGHT',
  'COMPLETER',
  'AT_WIZARD',
  'EXPLORER',
  'WEEKEND_WARRIOR',
  'LEARNING_MASTER',
];

export const upstreamUser = {
  id: 4211,
  email: 'alex.morgan@university.example',
  first_name: 'Alex',
  surname: 'Morgan',
  university: 'University of Example',
  user_type: 'student',
  avatar: {
    id: 377,
    large: '/uploads/avatars/377/large-7d1f0c2a9b.jpg',
    medium: '/uploads/avatars/377/medium-7d1f0c2a9b.jpg',
  },
  softwares: SOFTWARES.map(([name, slug, description, group], index) => ({
    id: index + 1,
    name,
    slug,
    image: `/uploads/softwares/${slug}.svg`,
    description,
    group,
    assistive: group !== null,
  })),
  software_selected: true,
  user_info: {
    course_started: 2024,
    course_ends: 2027,
    course_name: 'Law with Criminology',
    as_technology_level: 'medior',
    essay_writing_level: 'beginner',
    presentations_level: 'expert',
    lectures_level: 'medior',
    reading_level: 'beginner',
    organisation_level: 'medior',
    revision_level: 'expert',
    study_priorities: {
      essay_writing: 5,
      presentations: 1,
      lectures: 3,
      reading: 4,
      organisation: 2,
      revision: 3,
    },
  },
  badges: BADGES.map((name, index) => ({
    id: 900 + index,
    name,
    created_at: new Date(Date.UTC(2026, 8, 1 + index * 5, 9, 30)).toISOString(),
  })),
  accessability_setting: {
    background_color: '#1E1E24',
    font_color: '#F5F3EE',
    subtitles: true,
    font_size: 6,
    font_family: 'Open-Dyslexic',
  },
  wellbeings: ['calm', 'focused', 'tired'],
  is_calm_requested: false,
};

export const authorizeBody = Buffer.from(JSON.stringify({ user: upstreamUser }));
