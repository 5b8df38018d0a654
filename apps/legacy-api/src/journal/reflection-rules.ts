import type { FieldErrors } from '../http/errors';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import { REFLECTION_ANSWER_MAX, REFLECTION_TITLE_MAX } from './schema';

/** The answer fields of a reflection, in the order the entry modal asks them (JRN-6). */
export const ANSWER_FIELDS = ['observe_1', 'observe_2', 'reflect_1', 'reflect_2', 'act'] as const;
type AnswerField = (typeof ANSWER_FIELDS)[number];

export interface ReflectionFields {
  title: string;
  observe1: string;
  observe2: string;
  reflect1: string;
  reflect2: string;
  act: string;
  tag: string | null;
}

const COLUMN: Record<AnswerField, keyof ReflectionFields> = {
  observe_1: 'observe1',
  observe_2: 'observe2',
  reflect_1: 'reflect1',
  reflect_2: 'reflect2',
  act: 'act',
};

const length = (text: string) => [...text].length;

/**
 * JRN-6's rules: the title is trimmed and may not be blank; the answers may be empty (a learner
 * may skip a question) and are kept as typed, apart from surrounding blank lines. Answers the clean
 * fields or Rails field errors.
 */
export function checkReflection(
  input: Record<string, unknown>,
): { ok: true; fields: ReflectionFields } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '') errors.add('title', FIELD_ERRORS.blank);
  else if (length(title) > REFLECTION_TITLE_MAX)
    errors.add('title', FIELD_ERRORS.tooLong(REFLECTION_TITLE_MAX));
  const fields: ReflectionFields = {
    title,
    observe1: '',
    observe2: '',
    reflect1: '',
    reflect2: '',
    act: '',
    tag: typeof input.tag === 'string' && input.tag.trim() !== '' ? input.tag.trim().slice(0, 100) : null,
  };
  for (const name of ANSWER_FIELDS) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors.add(name, FIELD_ERRORS.invalid);
      continue;
    }
    const text = value.replace(/^\s*\n|\n\s*$/g, '').trimEnd();
    if (length(text) > REFLECTION_ANSWER_MAX) errors.add(name, FIELD_ERRORS.tooLong(REFLECTION_ANSWER_MAX));
    else Object.assign(fields, { [COLUMN[name]]: text });
  }
  return errors.empty ? { ok: true, fields } : { ok: false, errors: errors.errors };
}

/** A learner at the journal's limit (REFLECTIONS_PER_LEARNER_MAX): what to do about it, in their words. */
export const reflectionLimitMessage = (max: number): string =>
  `You have reached the limit of ${max} journal entries. Delete some to add more.`;
