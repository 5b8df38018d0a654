import { STUDY_AREAS } from '@studyflow/contracts/onboarding-messages';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { Id } from '@studyflow/contracts/tolerant';
import type { KnowledgeLevel } from '@studyflow/contracts/user';
import { type Answers, KNOWLEDGE_LEVELS, PRIORITY_MAX, PRIORITY_MIN } from './answers';

/** Where the wizard stood: what a reload gives back. */
export interface WizardDraft {
  index: number;
  completed: readonly number[];
  answers: Answers;
}

/**
 * As stored: the learner it belongs to (a shared computer may sign someone else in, in the same
 * tab) and the software choice as a list.
 */
interface StoredDraft {
  owner: string;
  index: number;
  completed: number[];
  answers: Omit<Answers, 'software'> & { software: Id[] | null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isYear = (value: unknown) => value === null || Number.isInteger(value);
const isLevel = (value: unknown): value is KnowledgeLevel =>
  (KNOWLEDGE_LEVELS as readonly unknown[]).includes(value);
const isPriority = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= PRIORITY_MIN && (value as number) <= PRIORITY_MAX;
const isId = (value: unknown) => typeof value === 'number' || typeof value === 'string';
const perArea = (value: unknown, check: (item: unknown) => boolean) =>
  isRecord(value) && STUDY_AREAS.every((area) => check(value[area]));

/** Only a draft in exactly the shape this code writes is used; anything else starts afresh. */
function isStoredDraft(value: unknown, stepCount: number): value is StoredDraft {
  if (!isRecord(value) || !isRecord(value.answers)) return false;
  const { index, completed, answers } = value;
  const { course, software, knowledge, priorities } = answers;
  return (
    typeof value.owner === 'string' &&
    Number.isInteger(index) &&
    (index as number) >= 0 &&
    (index as number) < stepCount &&
    Array.isArray(completed) &&
    completed.every((step) => Number.isInteger(step)) &&
    isRecord(course) &&
    isYear(course.startYear) &&
    isYear(course.endYear) &&
    (course.subject === null || typeof course.subject === 'string') &&
    (software === null || (Array.isArray(software) && software.every(isId))) &&
    isRecord(knowledge) &&
    (knowledge.overall === null || isLevel(knowledge.overall)) &&
    perArea(knowledge.areas, isLevel) &&
    perArea(priorities, isPriority)
  );
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The learner's unfinished onboarding, kept in sessionStorage (this tab only, gone when it closes)
 * until they finish, so a reload mid-wizard loses no answer.
 */
export function readDraft(owner: string, stepCount: number): WizardDraft | null {
  try {
    const raw = session()?.getItem(STORAGE_KEYS.onboardingDraft);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isStoredDraft(stored, stepCount) || stored.owner !== owner) return null;
    const { answers } = stored;
    return {
      index: stored.index,
      completed: stored.completed,
      answers: { ...answers, software: answers.software === null ? null : new Set(answers.software) },
    };
  } catch {
    return null;
  }
}

export function saveDraft(owner: string, draft: WizardDraft): void {
  const { answers } = draft;
  const stored: StoredDraft = {
    owner,
    index: draft.index,
    completed: [...draft.completed],
    answers: { ...answers, software: answers.software === null ? null : [...answers.software] },
  };
  try {
    session()?.setItem(STORAGE_KEYS.onboardingDraft, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: a reload then starts the wizard afresh, as it always did.
  }
}

export function clearDraft(): void {
  try {
    session()?.removeItem(STORAGE_KEYS.onboardingDraft);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
