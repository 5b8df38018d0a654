/** Learning answers as the upstream sends them (snake_case), valid against the contracts once camelCased. */

export const STEP_PATH = '/flows/essay-writing/learning_modules/planning/chapters/ideas/steps/mind-map';

export const upstreamStepSummary = {
  id: 31,
  name: 'Map your ideas',
  slug: 'mind-map',
  page_type: 'app',
  duration: 120,
  url: STEP_PATH,
  is_completed: false,
  is_favourite: true,
  has_note: false,
};

export const upstreamStep = {
  ...upstreamStepSummary,
  next_url: '/flows/essay-writing/learning_modules/planning/chapters/ideas/steps/key-points',
  flow_name: 'Essay Writing',
  flow_slug: 'essay-writing',
  content: '<p>A map shows how ideas link.</p>',
  extra_content: null,
  video_text: null,
  tip: 'Map one topic today.',
  video: null,
  video_content_type: null,
  subtitle: null,
  segments: null,
  thumbnail: null,
  transcript: null,
  video_position: null,
  sources: [],
  app: {
    name: 'Make a topic map',
    description: 'Use your software to map one topic.',
    feature: 'mind-mapping',
    button_image: '/uploads/softwares/mindview.svg',
    how_to: [{ software_slug: 'mindview', software_name: 'MindView', text: '<p>Choose New map.</p>' }],
  },
};

const badge = { id: 4, name: 'KNOWLEDGE_KNIGHT', created_at: '2026-11-18T10:02:00.000Z' };

export const upstreamStepAnswer = {
  step: upstreamStep,
  progress_step: { id: 77, step_id: 31, completed: false },
  learning_module_progress: { progress: 16 },
  chapter_progress: { id: 12, progress: 25 },
  user: { badges: [badge] },
};

export const upstreamCompletion = {
  percent: 11,
  progress_step: { id: 77, step_id: 31, completed: true },
  chapter_progress: { id: 12, progress: 50 },
  learning_module_progress: { progress: 33 },
  user: { badges: [badge] },
};

export const upstreamFavouriteFlow = {
  id: 1,
  name: 'Essay Writing',
  slug: 'essay-writing',
  primary_color: '#7B3FA0',
  secondary_color: '#F1E8F7',
  tab_color: '#5E2C7D',
  learning_modules: [
    {
      id: 3,
      name: 'Planning',
      slug: 'planning',
      url: '/flows/essay-writing/learning_modules/planning',
      chapters: [
        {
          id: 12,
          name: 'Getting ideas down',
          slug: 'ideas',
          url: '/flows/essay-writing/learning_modules/planning/chapters/ideas',
          steps: [upstreamStepSummary],
        },
      ],
    },
  ],
};

export const upstreamNote = {
  id: 5,
  content: 'Split the task.',
  created_at: '2026-11-18T10:00:00.000Z',
  step_name: 'Map your ideas',
  flow_name: 'Essay Writing',
  section_name: 'Planning',
  primary_color: '#7B3FA0',
  secondary_color: '#F1E8F7',
  flow_slug: 'essay-writing',
  learning_module_slug: 'planning',
  chapter_slug: 'ideas',
  step_slug: 'mind-map',
  step_id: 31,
  video_time: 12,
};
