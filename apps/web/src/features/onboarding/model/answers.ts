import type { StudyArea } from '@studyflow/contracts/onboarding';
import type { Id } from '@studyflow/contracts/tolerant';
import type { KnowledgeLevel } from '@studyflow/contracts/user';

export const KNOWLEDGE_LEVELS: readonly KnowledgeLevel[] = ['beginner', 'medior', 'expert'];

/** Study priority scale (ONB-15, LIM-19): 1 low to 5 high, step 1, default 1. */
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 5;
export const PRIORITY_DEFAULT = 1;

/**
 * Level of an area nobody changed: the first level, so a learner meets introductory material rather
 * than missing it.
 */
export const DEFAULT_AREA_LEVEL: KnowledgeLevel = 'beginner';

export interface CourseAnswers {
  startYear: number | null;
  endYear: number | null;
  subject: string | null;
}

export interface KnowledgeAnswers {
  /** Overall assistive technology: the one level that must be chosen (ONB-14). */
  overall: KnowledgeLevel | null;
  areas: Record<StudyArea, KnowledgeLevel>;
}

export interface Answers {
  course: CourseAnswers;
  software: ReadonlySet<Id> | null;
  knowledge: KnowledgeAnswers;
  priorities: Record<StudyArea, number>;
}

const perArea = <T>(value: T): Record<StudyArea, T> => ({
  essayWriting: value,
  presentations: value,
  lectures: value,
  reading: value,
  organisation: value,
  revision: value,
});

export const initialAnswers = (): Answers => ({
  course: { startYear: null, endYear: null, subject: null },
  software: null,
  knowledge: { overall: null, areas: perArea(DEFAULT_AREA_LEVEL) },
  priorities: perArea(PRIORITY_DEFAULT),
});
