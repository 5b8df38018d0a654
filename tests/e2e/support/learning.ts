import type { Edition } from '@studyflow/contracts/edition';

/** A text step with extra content, and the module it opens, in each edition's seeded content. */
export const FIRST_STEP: Record<
  Edition,
  {
    flow: string;
    module: string;
    moduleName: string;
    chapter: string;
    chapterName: string;
    step: string;
    name: string;
    next: string;
  }
> = {
  study: {
    flow: 'essay-writing',
    module: 'understanding-the-question',
    moduleName: 'Understanding the question',
    chapter: 'instruction-words',
    chapterName: 'Instruction words',
    step: 'what-the-question-wants',
    name: 'What the question wants you to do',
    next: 'instruction-words-in-a-minute',
  },
  pro: {
    flow: 'getting-started-with-assistive-technology',
    module: 'what-assistive-technology-can-do',
    moduleName: 'What assistive technology can do',
    chapter: 'tools-that-read-aloud',
    chapterName: 'Tools that read aloud',
    step: 'what-text-to-speech-does',
    name: 'What text-to-speech does',
    next: 'hear-a-work-document',
  },
};

export const stepPath = (edition: Edition, stepSlug = FIRST_STEP[edition].step): string => {
  const { flow, module, chapter } = FIRST_STEP[edition];
  return `/flows/${flow}/learning_modules/${module}/chapters/${chapter}/steps/${stepSlug}`;
};

/** A video step whose video and subtitles are in the media folder, per edition. */
export const VIDEO_STEP: Record<Edition, { path: string; name: string }> = {
  study: {
    path: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/instruction-words-in-a-minute',
    name: 'Instruction words in a minute',
  },
  pro: {
    path: '/flows/getting-started-with-assistive-technology/learning_modules/workplace-adjustments/chapters/talking-to-your-manager/steps/a-conversation-in-three-parts',
    name: 'A conversation in three parts',
  },
};
