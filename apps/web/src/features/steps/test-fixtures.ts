import type { LearningModule, Step, StepAnswer, StepSummary } from '@studyflow/contracts/learning';

/** Data for the step feature's component tests, shaped as the BFF answers. */
export function stepFixture(overrides: Partial<Step> = {}): Step {
  return {
    id: 11,
    name: 'What the question wants you to do',
    slug: 'what-the-question-wants',
    pageType: 'text',
    duration: 120,
    url: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/what-the-question-wants',
    nextUrl:
      '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/in-a-minute',
    isCompleted: false,
    isFavourite: false,
    hasNote: false,
    flowName: 'Essay Writing',
    flowSlug: 'essay-writing',
    content: '<p>Every essay question has an <strong>instruction word</strong>.</p><h3>Common words</h3>',
    extraContent: '<h3>Why this matters</h3><p>Markers look for analysis.</p>',
    videoText: null,
    tip: 'Circle the instruction word.',
    video: null,
    videoContentType: null,
    subtitle: null,
    segments: null,
    thumbnail: null,
    transcript: null,
    videoPosition: null,
    sources: [],
    app: null,
    ...overrides,
  };
}

export function answerFixture(step: Step = stepFixture(), progress = 40): StepAnswer {
  return {
    step,
    progressStep: { id: 501, stepId: step.id, completed: step.isCompleted },
    learningModuleProgress: { progress },
    chapterProgress: { id: 21, progress },
    user: { badges: [] },
  };
}

const summary = (
  overrides: Partial<StepSummary> & Pick<StepSummary, 'id' | 'slug' | 'name'>,
): StepSummary => ({
  pageType: 'text',
  duration: 120,
  url: '',
  isCompleted: false,
  isFavourite: false,
  hasNote: false,
  ...overrides,
});

export function moduleFixture(): LearningModule {
  return {
    id: 3,
    name: 'Understanding the question',
    slug: 'understanding-the-question',
    description: 'What an essay question asks of you.',
    image: null,
    url: '/flows/essay-writing/learning_modules/understanding-the-question',
    learningModuleProgress: 30,
    learningModuleRemainingDuration: 600,
    isResume: true,
    flow: {
      name: 'Essay Writing',
      slug: 'essay-writing',
      primaryColor: '#8A4FBF',
      secondaryColor: '#EFE6F7',
      tabColor: '#8A4FBF',
    },
    chapters: [
      {
        id: 21,
        name: 'Instruction words',
        slug: 'instruction-words',
        url: '',
        chapterProgress: 50,
        steps: [
          summary({
            id: 11,
            slug: 'what-the-question-wants',
            name: 'What the question wants you to do',
            isCompleted: true,
          }),
          summary({
            id: 12,
            slug: 'in-a-minute',
            name: 'Instruction words in a minute',
            pageType: 'vid',
            duration: 90,
            isFavourite: true,
            hasNote: true,
          }),
        ],
      },
      {
        id: 22,
        name: `Topic and limits ${'with a very long name '.repeat(8)}`,
        slug: 'topic-and-limits',
        url: '',
        chapterProgress: 0,
        steps: [summary({ id: 13, slug: 'find-the-topic', name: 'Find the topic' })],
      },
    ],
  };
}
