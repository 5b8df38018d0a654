import type { LearningModule } from '@studyflow/contracts/learning';
import { describe, expect, it } from 'vitest';
import { resumeTarget } from './resume-step';

const step = (slug: string, isCompleted: boolean) => ({
  id: slug,
  name: slug,
  slug,
  pageType: 'text' as const,
  duration: 60,
  url: `/x/${slug}`,
  isCompleted,
  isFavourite: false,
  hasNote: false,
});

const moduleWith = (chapters: { slug: string; steps: ReturnType<typeof step>[] }[]): LearningModule => ({
  id: 1,
  name: 'Planning',
  slug: 'planning',
  description: '',
  image: null,
  url: '/flows/f/learning_modules/planning',
  learningModuleProgress: 0,
  learningModuleRemainingDuration: 0,
  isResume: false,
  flow: { name: 'F', slug: 'f', primaryColor: '#000000', secondaryColor: '#000000', tabColor: '#000000' },
  chapters: chapters.map((chapter, index) => ({
    id: index,
    name: chapter.slug,
    slug: chapter.slug,
    url: '',
    chapterProgress: 0,
    steps: chapter.steps,
  })),
});

describe('resumeTarget (DSH-6)', () => {
  const module = moduleWith([
    { slug: 'one', steps: [step('a', true), step('b', true)] },
    { slug: 'two', steps: [step('c', true), step('d', false), step('e', false)] },
  ]);

  it("opens the module's first unfinished step", () => {
    expect(resumeTarget(module)).toEqual({ chapterSlug: 'two', stepSlug: 'd' });
  });

  it("opens a chapter's first unfinished step, or its first when all are done", () => {
    expect(resumeTarget(module, 'two')).toEqual({ chapterSlug: 'two', stepSlug: 'd' });
    expect(resumeTarget(module, 'one')).toEqual({ chapterSlug: 'one', stepSlug: 'a' });
  });

  it('starts a finished module again from its first step, and gives nothing without steps', () => {
    expect(resumeTarget(moduleWith([{ slug: 'one', steps: [step('a', true)] }]))).toEqual({
      chapterSlug: 'one',
      stepSlug: 'a',
    });
    expect(resumeTarget(moduleWith([{ slug: 'one', steps: [] }]))).toBeNull();
    expect(resumeTarget(module, 'missing')).toBeNull();
  });
});
