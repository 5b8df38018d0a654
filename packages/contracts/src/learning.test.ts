import { describe, expect, it } from 'vitest';
import { FavouriteListSchema, ToggleFavouriteOutputSchema } from './favourites';
import {
  CompletionSchema,
  GetStepInputSchema,
  LearningModuleAnswerSchema,
  SaveVideoPositionInputSchema,
  StepAnswerSchema,
} from './learning';
import { CreateNoteInputSchema, NoteListSchema, UpdateNoteOutputSchema } from './notes';
import { SearchInputSchema, SearchResultSchema } from './search';
import { SlugSchema } from './slug';
import { readTolerantly } from './tolerant';
import { EssentialStepSchema, TutorialsSchema } from './tutorials';

const summary = {
  id: 31,
  name: 'Map your ideas',
  slug: 'mind-map',
  pageType: 'app',
  duration: 120,
  url: '/flows/a/learning_modules/b/chapters/c/steps/mind-map',
  isCompleted: false,
  isFavourite: true,
  hasNote: false,
};

const step = {
  ...summary,
  nextUrl: '/dashboard/learn/a',
  flowName: 'Essay Writing',
  flowSlug: 'a',
  content: '<p>Map it.</p>',
  extraContent: null,
  videoText: null,
  tip: null,
  video: null,
  videoContentType: null,
  subtitle: null,
  segments: null,
};

const answer = {
  step,
  progressStep: { id: 7, stepId: 31, completed: false },
  learningModuleProgress: { progress: 0 },
  chapterProgress: { id: 3, progress: 0 },
  user: { badges: [{ id: 1, name: 'NEWBIE', createdAt: '2026-11-18T10:00:00Z' }] },
};

describe('slugs', () => {
  it('accept lowercase words joined by single hyphens, up to 100 characters, and nothing else', () => {
    for (const slug of ['essay-writing', 'a', 'step-2', 'x'.repeat(100)])
      expect(SlugSchema.safeParse(slug).success).toBe(true);
    for (const slug of ['', 'Essay', 'a--b', '-a', 'a-', 'a/b', '..', 'a b', 'a%2Fb', 'é', 'x'.repeat(101)]) {
      expect(SlugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });
});

describe('step contracts', () => {
  it('read a step answer with what DAT-5 and DAT-6 promise, falling back for what is ours', () => {
    const { result, fallbacks } = readTolerantly(StepAnswerSchema, {
      ...answer,
      step: { ...step, id: 'st-31', extra: 1 },
    });
    expect(result.success).toBe(true);
    expect(result.data?.step).toMatchObject({
      id: 'st-31',
      hasNote: false,
      sources: [],
      app: null,
      videoPosition: null,
    });
    expect(fallbacks).toEqual(
      expect.arrayContaining(['step.thumbnail', 'step.sources', 'step.videoPosition', 'step.app']),
    );
    expect(result.data?.user.badges[0]?.name).toBe('NEWBIE');
  });

  it('show an unknown page type as text, and fail a step without its promised fields', () => {
    const read = readTolerantly(StepAnswerSchema, { ...answer, step: { ...step, pageType: 'quiz' } });
    expect(read.result.data?.step.pageType).toBe('text');
    expect(read.fallbacks).toContain('step.pageType');
    const { nextUrl: _dropped, ...noNext } = step;
    expect(StepAnswerSchema.safeParse({ ...answer, step: noNext }).success).toBe(false);
    const { progressStep: _none, ...noRecord } = answer;
    expect(StepAnswerSchema.safeParse(noRecord).success).toBe(false);
  });

  it('read a completion and a module, wrapped or bare', () => {
    const { step: _step, ...progress } = answer;
    expect(CompletionSchema.safeParse({ ...progress, percent: 11 }).success).toBe(true);
    expect(CompletionSchema.safeParse(progress).success).toBe(false);
    const module = {
      id: 3,
      name: 'Planning',
      slug: 'b',
      description: 'Plan.',
      image: null,
      url: '/flows/a/learning_modules/b',
      learningModuleProgress: 0,
      learningModuleRemainingDuration: 600,
      isResume: false,
      flow: { name: 'A', slug: 'a', primaryColor: '#000000', secondaryColor: '#FFFFFF', tabColor: '#111111' },
      chapters: [
        {
          id: 4,
          name: 'C',
          slug: 'c',
          url: '/flows/a/learning_modules/b/chapters/c',
          chapterProgress: 0,
          steps: [summary],
        },
      ],
    };
    expect(LearningModuleAnswerSchema.parse({ learningModule: module }).chapters[0]?.steps[0]?.slug).toBe(
      'mind-map',
    );
    expect(LearningModuleAnswerSchema.parse(module).flow?.slug).toBe('a');
    // The requirements show no flow on a module: without one it reads as null, for the BFF to fill.
    const { flow: _flow, ...bare } = module;
    expect(LearningModuleAnswerSchema.parse(bare).flow).toBeNull();
  });

  it('validate step inputs: slugs, view, tracking, and a sane video position', () => {
    const address = { flowSlug: 'a', learningModuleSlug: 'b', chapterSlug: 'c', stepSlug: 'd' };
    expect(GetStepInputSchema.safeParse({ ...address, view: 'favourites', trackSession: true }).success).toBe(
      true,
    );
    expect(GetStepInputSchema.safeParse({ ...address, view: 'all' }).success).toBe(false);
    expect(GetStepInputSchema.safeParse({ ...address, softwareSlug: 'Read&Write' }).success).toBe(false);
    expect(SaveVideoPositionInputSchema.safeParse({ ...address, seconds: 12.5 }).success).toBe(true);
    for (const seconds of [-1, 86_401, Number.NaN]) {
      expect(SaveVideoPositionInputSchema.safeParse({ ...address, seconds }).success).toBe(false);
    }
  });
});

describe('favourites, notes, search and tutorials contracts', () => {
  const flow = {
    id: 1,
    name: 'A',
    slug: 'a',
    learningModules: [
      { id: 3, name: 'B', slug: 'b', chapters: [{ id: 4, name: 'C', slug: 'c', steps: [summary] }] },
    ],
  };

  it('read favourites bare or wrapped, their colours optional, and the toggle answer', () => {
    expect(FavouriteListSchema.parse([flow])[0]?.primaryColor).toBeNull();
    expect(FavouriteListSchema.parse({ favourites: [flow] })).toHaveLength(1);
    const toggled = { isFavourite: false, chapterId: 4, stepId: 31, badges: [], favourites: [] };
    expect(ToggleFavouriteOutputSchema.safeParse(toggled).success).toBe(true);
    const { badges: _badges, ...noBadges } = toggled;
    expect(ToggleFavouriteOutputSchema.safeParse(noBadges).success).toBe(false);
  });

  it('trim notes to 1–2000 characters on a progress step or a step, and read DAT-3 notes', () => {
    expect(CreateNoteInputSchema.parse({ content: '  hi  ', progressStepId: 7 }).content).toBe('hi');
    expect(CreateNoteInputSchema.safeParse({ content: 'hi', stepId: 'st-1', videoTime: 3.5 }).success).toBe(
      true,
    );
    expect(CreateNoteInputSchema.safeParse({ content: '   ', progressStepId: 7 }).success).toBe(false);
    expect(CreateNoteInputSchema.safeParse({ content: 'x'.repeat(2001), progressStepId: 7 }).success).toBe(
      false,
    );
    expect(CreateNoteInputSchema.safeParse({ content: 'hi' }).success).toBe(false);
    const note = {
      id: 5,
      content: 'c',
      createdAt: '2026-11-18T10:00:00Z',
      stepName: 's',
      flowName: 'f',
      sectionName: 'm',
      primaryColor: '#000000',
      secondaryColor: '#FFFFFF',
      flowSlug: 'a',
      learningModuleSlug: 'b',
      chapterSlug: 'c',
      stepSlug: 'd',
      stepId: 31,
    };
    expect(NoteListSchema.parse({ notes: [note] })[0]?.videoTime).toBeNull();
    const { sectionName: _section, ...noSection } = note;
    expect(NoteListSchema.safeParse([noSection]).success).toBe(false);
    expect(UpdateNoteOutputSchema.parse(null)).toEqual({ note: null });
  });

  it('search only for something, and read the three groups', () => {
    expect(SearchInputSchema.safeParse({ query: '   ' }).success).toBe(false);
    expect(SearchInputSchema.parse({ query: ' plan ' }).query).toBe('plan');
    const hit = { id: 1, name: 'n', url: '/u', flowName: 'f', flowSlug: 'a' };
    expect(SearchResultSchema.safeParse({ steps: [hit], chapters: [], learningModules: [] }).success).toBe(
      true,
    );
    expect(SearchResultSchema.safeParse({ steps: [hit] }).success).toBe(false);
  });

  it('read tutorials with names optional, and an Essentials step bare or wrapped', () => {
    const tutorials = TutorialsSchema.parse({
      essentialSteps: [{ softwareSlug: 'r', link: '/tutorials/r/essentials/x' }],
      flowSteps: [{ softwareSlug: 'r', chapterName: 'C', link: '/tutorials/r/flows/a', name: 'N' }],
    });
    expect(tutorials.essentialSteps[0]?.name).toBeNull();
    expect(
      EssentialStepSchema.parse({ step: { ...step, flowName: null, flowSlug: null } }).flowName,
    ).toBeNull();
    expect(EssentialStepSchema.parse(step).slug).toBe('mind-map');
  });
});
