/**
 * What the seeds-only upstream teaches: one flow of two chapters, a small software catalogue, the
 * essay words and the demo library. Ids are strings, as nothing in the specification types them.
 */

export interface StepContent {
  id: string;
  name: string;
  slug: string;
  pageType: 'text';
  duration: number;
  content: string;
  extraContent: string | null;
  tip: string | null;
}

export interface ChapterContent {
  id: string;
  name: string;
  slug: string;
  steps: StepContent[];
}

export interface ModuleContent {
  id: string;
  name: string;
  slug: string;
  description: string;
  chapters: ChapterContent[];
}

export interface FlowContent {
  id: string;
  name: string;
  slug: string;
  primaryColor: string;
  secondaryColor: string;
  tabColor: string;
  modules: ModuleContent[];
}

const text = (id: string, slug: string, name: string, words: string, tip: string | null = null) => ({
  id,
  slug,
  name,
  pageType: 'text' as const,
  duration: 120,
  content: `<p>${words}</p>`,
  extraContent: `<p>More on ${name.toLowerCase()}.</p>`,
  tip,
});

export const FLOWS: FlowContent[] = [
  {
    id: 'flow-essay-writing',
    name: 'Essay Writing',
    slug: 'essay-writing',
    primaryColor: '#7B3FA0',
    secondaryColor: '#F1E8F7',
    tabColor: '#5E2C7D',
    modules: [
      {
        id: 'module-understanding-the-question',
        name: 'Understanding the question',
        slug: 'understanding-the-question',
        description: 'Break an essay question into parts.',
        chapters: [
          {
            id: 'chapter-instruction-words',
            name: 'Instruction words',
            slug: 'instruction-words',
            steps: [
              text(
                'step-what-the-question-wants',
                'what-the-question-wants',
                'What the question wants you to do',
                'Every essay question hides an instruction word: discuss, compare, evaluate.',
                'Circle the instruction word before anything else.',
              ),
              text(
                'step-instruction-words-in-a-minute',
                'instruction-words-in-a-minute',
                'Instruction words in a minute',
                'Discuss means weigh both sides; explain means say why.',
              ),
            ],
          },
          {
            id: 'chapter-key-terms',
            name: 'Key terms',
            slug: 'key-terms',
            steps: [
              text(
                'step-spotting-key-terms',
                'spotting-key-terms',
                'Spotting key terms',
                'Underline the topic words and look each one up.',
              ),
            ],
          },
        ],
      },
    ],
  },
];

export interface Located {
  flow: FlowContent;
  module: ModuleContent;
  chapter: ChapterContent;
  step: StepContent;
}

/** Every step in reading order (flow, module, chapter, step), with where it sits. */
export const READING_ORDER: Located[] = FLOWS.flatMap((flow) =>
  flow.modules.flatMap((module) =>
    module.chapters.flatMap((chapter) => chapter.steps.map((step) => ({ flow, module, chapter, step }))),
  ),
);

/** The web address of a module, chapter or step: `/flows/<flow>/learning_modules/<module>/…`. */
export const moduleUrl = (flow: FlowContent, module: ModuleContent) =>
  `/flows/${flow.slug}/learning_modules/${module.slug}`;
export const chapterUrl = (flow: FlowContent, module: ModuleContent, chapter: ChapterContent) =>
  `${moduleUrl(flow, module)}/chapters/${chapter.slug}`;
export const stepUrl = ({ flow, module, chapter, step }: Located) =>
  `${chapterUrl(flow, module, chapter)}/steps/${step.slug}`;

export const findStep = (params: Readonly<Record<string, string>>): Located | undefined =>
  READING_ORDER.find(
    ({ flow, module, chapter, step }) =>
      flow.slug === params.flow &&
      module.slug === params.module &&
      chapter.slug === params.chapter &&
      step.slug === params.step,
  );

export const findModule = (slug: string) =>
  FLOWS.flatMap((flow) => flow.modules.map((module) => ({ flow, module }))).find(
    ({ module }) => module.slug === slug,
  );

/** DAT-7 as the onboarding calls use it: no image or description, one product without a group. */
export const SOFTWARES = [
  { id: 'sw-read-write', name: 'Read&Write', slug: 'read-write', group: 'Literacy', assistive: true },
  { id: 'sw-mindview', name: 'MindView', slug: 'mindview', group: 'Mind mapping', assistive: false },
  { id: 'sw-nvda', name: 'NVDA', slug: 'nvda', assistive: true },
];

/** API-39: a few directive words, a to z. */
export const ESSAY_WORDS = [
  { directive: 'Analyse', definition: 'Break the subject into parts and show how they relate.' },
  { directive: 'Compare', definition: 'Show how two or more things are alike and how they differ.' },
  { directive: 'Contrast', definition: 'Set things side by side to bring out their differences.' },
  { directive: 'Discuss', definition: 'Weigh the arguments for and against, then conclude.' },
  { directive: 'Evaluate', definition: 'Judge the worth of something, with evidence.' },
];

const product = (name: string, group: string, website: string) => ({
  name,
  image: null,
  group,
  guide: null,
  website,
  video: null,
  video_subtitle: null,
});
const READ_WRITE = product('Read&Write', 'Literacy', 'https://www.texthelp.com/');
const ONE_NOTE = product('OneNote', 'Note taking', 'https://www.onenote.com/');

/** API-45: `softwares.all`, one list per chip, and the chips (Rails keys, so snake_case values). */
export const RESOURCES = {
  softwares: { all: [READ_WRITE, ONE_NOTE], literacy: [READ_WRITE], note_taking: [ONE_NOTE] },
  chip_items: [
    { name: 'All', value: 'all' },
    { name: 'Literacy', value: 'literacy' },
    { name: 'Note taking', value: 'note_taking' },
  ],
};
