import type { FieldErrors } from '../http/errors';
import { integerProblem, isBlankValue } from '../http/field-checks';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import { KNOWLEDGE_LEVELS } from './schema';
import type { UserInfoValues } from './user-info-queries';

export const LEVEL_FIELDS = [
  'as_technology_level',
  'essay_writing_level',
  'presentations_level',
  'lectures_level',
  'reading_level',
  'organisation_level',
  'revision_level',
] as const;

/** Keys of `study_priorities` (the web's STUDY_AREAS, snake_cased on the way up). */
export const STUDY_AREAS = [
  'essay_writing',
  'presentations',
  'lectures',
  'reading',
  'organisation',
  'revision',
];

const FIRST_YEAR = 1950;
const LAST_YEAR = 2100;
/** ONB-7, LIM-18: the end-year picker runs from the start year to seven years later. */
const MAX_COURSE_YEARS = 7;
const MAX_COURSE_NAME = 200;

type Level = (typeof KNOWLEDGE_LEVELS)[number];

const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (KNOWLEDGE_LEVELS as readonly string[]).includes(value);

function checkYears(raw: Record<string, unknown>, student: boolean, errors: ErrorCollector): void {
  const started = raw.course_started;
  const ends = raw.course_ends;
  for (const [field, value] of [
    ['course_started', started],
    ['course_ends', ends],
  ] as const) {
    if (isBlankValue(value)) {
      if (student) errors.add(field, FIELD_ERRORS.blank);
      continue;
    }
    const problem = integerProblem(value, FIRST_YEAR, LAST_YEAR);
    if (problem !== null) errors.add(field, problem);
  }
  // The span is only worth checking between two valid years.
  const bothValid = errors.errors.course_started === undefined && errors.errors.course_ends === undefined;
  if (bothValid && typeof started === 'number' && typeof ends === 'number') {
    if (ends < started) errors.add('course_ends', FIELD_ERRORS.atLeast(started));
    else if (ends > started + MAX_COURSE_YEARS)
      errors.add('course_ends', FIELD_ERRORS.atMost(started + MAX_COURSE_YEARS));
  }
}

function checkPriorities(value: unknown, errors: ErrorCollector): Record<string, number> | null {
  if (value === undefined || value === null) return null;
  const valid =
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([area, priority]) => STUDY_AREAS.includes(area) && integerProblem(priority, 1, 5) === null,
    );
  if (!valid) {
    errors.add('study_priorities', FIELD_ERRORS.invalid);
    return null;
  }
  return value as Record<string, number>;
}

/**
 * The field rules of POST /users/user_info. Students need the course fields (ONB-8 messages on
 * the web); professionals skip that step and may send them null, but what they send must be valid.
 */
export function checkUserInfo(
  raw: Record<string, unknown>,
  userType: 'student' | 'professional',
): { ok: true; values: UserInfoValues } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const student = userType === 'student';
  checkYears(raw, student, errors);
  const courseName = raw.course_name;
  if (isBlankValue(courseName)) {
    if (student) errors.add('course_name', FIELD_ERRORS.blank);
  } else if (typeof courseName !== 'string') {
    errors.add('course_name', FIELD_ERRORS.invalid);
  } else if (courseName.trim().length > MAX_COURSE_NAME) {
    errors.add('course_name', `is too long (maximum is ${MAX_COURSE_NAME} characters)`);
  }
  for (const field of LEVEL_FIELDS) {
    const value = raw[field];
    if (isBlankValue(value)) errors.add(field, FIELD_ERRORS.blank);
    else if (!isLevel(value)) errors.add(field, FIELD_ERRORS.notIncluded);
  }
  const studyPriorities = checkPriorities(raw.study_priorities, errors);
  if (!errors.empty) return { ok: false, errors: errors.errors };

  const level = (field: (typeof LEVEL_FIELDS)[number]) => raw[field] as Level;
  const year = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    ok: true,
    values: {
      courseStarted: year(raw.course_started),
      courseEnds: year(raw.course_ends),
      courseName: typeof courseName === 'string' && courseName.trim() !== '' ? courseName.trim() : null,
      asTechnologyLevel: level('as_technology_level'),
      essayWritingLevel: level('essay_writing_level'),
      presentationsLevel: level('presentations_level'),
      lecturesLevel: level('lectures_level'),
      readingLevel: level('reading_level'),
      organisationLevel: level('organisation_level'),
      revisionLevel: level('revision_level'),
      studyPriorities,
    },
  };
}
