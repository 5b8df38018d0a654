/**
 * The study tools' arithmetic (TLS-3, TLS-5, TLS-6, TLS-8), as pure functions: no clock, no DOM.
 * Dates are calendar dates ('YYYY-MM-DD') and times are wall-clock times ('HH:MM'), so nothing
 * here moves when the clocks change (a 9:00 exam on a DST day is still at 9:00).
 */

/** LIM-25: exam calculator inputs; LIM-24: revision topics; LIM-26: essay word counts. */
export const EXAM_INPUT = { min: 0, max: 99 } as const;
export const REVISION_TOPICS = { min: 0, max: 1000 } as const;
export const ESSAY_WORDS = { min: 1000, max: 5000, step: 500 } as const;
/** TLS-8: reading time at the start, and the minutes held back in total (reading + final proof). */
export const READING_MINUTES = 10;
export const RESERVED_MINUTES = 20;
export const DEFAULT_EXAM_NAME = 'Untitled-exam';

/** A whole number within [min, max]; anything unreadable is min. */
export function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

// ——— Essay Breakdown Calculator (TLS-3) ———

export interface EssayPlan {
  intro: number;
  body: number;
  conclusion: number;
}
export type EssayOption = 'A' | 'B';

export const ESSAY_WORD_COUNTS: readonly number[] = Array.from(
  { length: (ESSAY_WORDS.max - ESSAY_WORDS.min) / ESSAY_WORDS.step + 1 },
  (_, index) => ESSAY_WORDS.min + index * ESSAY_WORDS.step,
);

/**
 * Plan A: 10% introduction, 80% body, 10% conclusion. Plan B: 15%, 70%, 15% for essays that need
 * more setting up (docs/decisions.md). Every allowed count is a multiple of 500, so both are exact.
 */
const SHARES: Record<EssayOption, { intro: number; conclusion: number }> = {
  A: { intro: 0.1, conclusion: 0.1 },
  B: { intro: 0.15, conclusion: 0.15 },
};

export function essayPlan(words: number, option: EssayOption): EssayPlan {
  const share = SHARES[option];
  const intro = Math.round(words * share.intro);
  const conclusion = Math.round(words * share.conclusion);
  return { intro, body: words - intro - conclusion, conclusion };
}

/** The allowed count nearest to `words`, in 500 steps within 1000–5000 (LIM-26). */
export function essayWordCount(words: number): number {
  const stepped =
    Math.round((words - ESSAY_WORDS.min) / ESSAY_WORDS.step) * ESSAY_WORDS.step + ESSAY_WORDS.min;
  return clampInt(stepped, ESSAY_WORDS.min, ESSAY_WORDS.max);
}

// ——— Calendar dates ———

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 of a calendar date, or null when it is not a real date. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** The calendar date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The learner's local calendar date at `now` (their wall calendar, not UTC's). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Minutes after midnight of 'HH:MM', or null. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// ——— Revision Calculator (TLS-5) ———

/** Whole calendar days from `today` until `examDate`; negative once it has passed. */
export function daysUntil(examDate: string, today: string): number | null {
  const exam = dayNumber(examDate);
  const now = dayNumber(today);
  return exam === null || now === null ? null : exam - now;
}

/** TLS-5: days left ÷ topics to the nearest half day; 0 unless the exam is ahead and topics > 0. */
export function revisionDaysPerTopic(examDate: string, topics: number, today: string): number {
  const days = daysUntil(examDate, today);
  const count = clampInt(topics, REVISION_TOPICS.min, REVISION_TOPICS.max);
  if (days === null || days <= 0 || count <= 0) return 0;
  return Math.round((days / count) * 2) / 2;
}

/** A block of study in wall-clock time: `day` is a calendar date, times are minutes after midnight. */
export interface Block {
  title: string;
  date: string;
  startMinute: number;
  endMinute: number;
}

/** A revision day has a morning (9:00–13:00) and an afternoon (13:00–17:00) half (docs/decisions.md). */
const HALF_DAYS: readonly [number, number][] = [
  [9 * 60, 13 * 60],
  [13 * 60, 17 * 60],
];

/**
 * The revision timetable behind the .ics export: topic after topic from today, each taking the
 * rounded days per topic in half-day units. Rounding up can overrun the exam: a block never reaches
 * the exam day, so the last topics may be shorter or dropped (the page says how many fit).
 */
export function revisionBlocks(examDate: string, topics: number, today: string): Block[] {
  const perTopic = revisionDaysPerTopic(examDate, topics, today);
  const start = dayNumber(today);
  const days = daysUntil(examDate, today);
  if (perTopic === 0 || start === null || days === null) return [];
  const halves = perTopic * 2;
  const available = days * 2;
  const blocks: Block[] = [];
  const count = clampInt(topics, REVISION_TOPICS.min, REVISION_TOPICS.max);
  for (let topic = 0; topic < count; topic += 1) {
    const first = topic * halves;
    const last = Math.min((topic + 1) * halves, available) - 1;
    if (first >= available) break;
    for (let day = Math.floor(first / 2); day <= Math.floor(last / 2); day += 1) {
      const from = Math.max(first, day * 2);
      const to = Math.min(last, day * 2 + 1);
      const startHalf = HALF_DAYS[from % 2];
      const endHalf = HALF_DAYS[to % 2];
      if (!startHalf || !endHalf) continue;
      blocks.push({
        title: `Revise topic ${topic + 1}`,
        date: dateOfDay(start + day),
        startMinute: startHalf[0],
        endMinute: endHalf[1],
      });
    }
  }
  return blocks;
}

// ——— Exam Calculator (TLS-6 to TLS-8) ———

export interface ExamInput {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  questions: number;
  planningTime: number;
  proofreadingTime: number;
}

/** TLS-6: the name defaults to 'Untitled-exam'; counts are whole numbers within 0–99. */
export function normaliseExamInput(input: ExamInput): ExamInput {
  const clamp = (n: number) => clampInt(n, EXAM_INPUT.min, EXAM_INPUT.max);
  return {
    ...input,
    name: input.name.trim() || DEFAULT_EXAM_NAME,
    questions: clamp(input.questions),
    planningTime: clamp(input.planningTime),
    proofreadingTime: clamp(input.proofreadingTime),
  };
}

/** TLS-6: Calculate stays disabled while the start is later than the end (or a time is missing). */
export function canCalculateExam(startTime: string, endTime: string, date: string): boolean {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  return start !== null && end !== null && dayNumber(date) !== null && start <= end;
}

export type ExamStepKind = 'reading' | 'plan' | 'write' | 'proofread' | 'finalProof';

export interface ExamStep {
  kind: ExamStepKind;
  /** 1-based question number; absent for reading and the final proof. */
  question?: number;
  /** Minutes after midnight, possibly fractional (times are shown to the minute). */
  start: number;
  end: number;
}

export interface ExamSchedule {
  totalMinutes: number;
  minutesPerQuestion: number;
  steps: ExamStep[];
  /** Planning plus proofreading do not fit in a question's slot. */
  overbooked: boolean;
  /** Shorter than the 20 minutes held back: only reading and the final proof are possible. */
  tooShort: boolean;
}

/**
 * TLS-8: 10 minutes of reading first; 20 minutes held back in total, so the last 10 minutes are
 * the final proofread; each question's slot = (exam minutes − 20) ÷ questions, planned first,
 * written once the planning time is over, proofread before the slot ends.
 */
export function examSchedule(raw: ExamInput): ExamSchedule | null {
  const input = normaliseExamInput(raw);
  const start = minutesOf(input.startTime);
  const end = minutesOf(input.endTime);
  if (start === null || end === null || start > end || dayNumber(input.date) === null) return null;
  const totalMinutes = end - start;
  const working = Math.max(0, totalMinutes - RESERVED_MINUTES);
  const tooShort = totalMinutes < RESERVED_MINUTES;
  const readingEnd = Math.min(end, start + READING_MINUTES);
  const steps: ExamStep[] = [{ kind: 'reading', start, end: readingEnd }];
  const minutesPerQuestion = input.questions > 0 ? working / input.questions : 0;
  const overbooked = input.questions > 0 && input.planningTime + input.proofreadingTime > minutesPerQuestion;
  for (let q = 1; q <= input.questions && minutesPerQuestion > 0; q += 1) {
    const slotStart = readingEnd + (q - 1) * minutesPerQuestion;
    const slotEnd = slotStart + minutesPerQuestion;
    const write = Math.min(slotEnd, slotStart + input.planningTime);
    const proofread = Math.max(write, slotEnd - input.proofreadingTime);
    steps.push({ kind: 'plan', question: q, start: slotStart, end: write });
    steps.push({ kind: 'write', question: q, start: write, end: proofread });
    steps.push({ kind: 'proofread', question: q, start: proofread, end: slotEnd });
  }
  steps.push({ kind: 'finalProof', start: Math.max(readingEnd, end - READING_MINUTES), end });
  return { totalMinutes, minutesPerQuestion, steps, overbooked, tooShort };
}

/** 'HH:MM' of minutes after midnight, rounded to the nearest minute. */
export function clockTime(minutes: number): string {
  const whole = Math.round(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60) % 24)}:${pad(whole % 60)}`;
}
