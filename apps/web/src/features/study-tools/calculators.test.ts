import { describe, expect, it } from 'vitest';
import {
  canCalculateExam,
  clampInt,
  clockTime,
  DEFAULT_EXAM_NAME,
  daysUntil,
  ESSAY_WORD_COUNTS,
  type ExamInput,
  essayPlan,
  essayWordCount,
  examSchedule,
  localDate,
  normaliseExamInput,
  revisionBlocks,
  revisionDaysPerTopic,
} from './calculators';

const exam = (over: Partial<ExamInput> = {}): ExamInput => ({
  name: 'History',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '12:00',
  questions: 4,
  planningTime: 5,
  proofreadingTime: 5,
  ...over,
});

describe('clampInt (LIM-24, LIM-25)', () => {
  it.each([
    [-1, 0, 99, 0],
    [0, 0, 99, 0],
    [99, 0, 99, 99],
    [100, 0, 99, 99],
    [12.7, 0, 99, 12],
    [Number.NaN, 0, 99, 0],
    [1001, 0, 1000, 1000],
  ])('clampInt(%s, %s, %s) = %s', (value, min, max, expected) => {
    expect(clampInt(value, min, max)).toBe(expected);
  });
});

describe('essay breakdown (TLS-3, LIM-26)', () => {
  it('offers 1000 to 5000 in steps of 500', () => {
    expect(ESSAY_WORD_COUNTS).toEqual([1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000]);
  });
  it.each([
    [1000, 'A', { intro: 100, body: 800, conclusion: 100 }],
    [1000, 'B', { intro: 150, body: 700, conclusion: 150 }],
    [2500, 'A', { intro: 250, body: 2000, conclusion: 250 }],
    [2500, 'B', { intro: 375, body: 1750, conclusion: 375 }],
    [5000, 'B', { intro: 750, body: 3500, conclusion: 750 }],
  ] as const)('%s words, plan %s', (words, option, plan) => {
    expect(essayPlan(words, option)).toEqual(plan);
  });
  it('every plan adds up to its word count', () => {
    for (const words of ESSAY_WORD_COUNTS) {
      for (const option of ['A', 'B'] as const) {
        const plan = essayPlan(words, option);
        expect(plan.intro + plan.body + plan.conclusion).toBe(words);
      }
    }
  });
  it.each([
    [0, 1000],
    [1249, 1000],
    [1250, 1500],
    [9000, 5000],
  ])('essayWordCount(%s) = %s', (words, expected) => {
    expect(essayWordCount(words)).toBe(expected);
  });
});

describe('revision calculator (TLS-5)', () => {
  it.each([
    ['future date, 10 topics over 20 days', '2026-12-21', 10, '2026-12-01', 2],
    ['rounds 7 / 3 = 2.33 to 2.5', '2026-12-08', 3, '2026-12-01', 2.5],
    ['rounds 7 / 4 = 1.75 to 2', '2026-12-08', 4, '2026-12-01', 2],
    ['rounds 10 / 4 = 2.5 exactly', '2026-12-11', 4, '2026-12-01', 2.5],
    ['rounds 1 / 3 to 0.5', '2026-12-02', 3, '2026-12-01', 0.5],
    ['0 topics', '2026-12-21', 0, '2026-12-01', 0],
    ['negative topics', '2026-12-21', -5, '2026-12-01', 0],
    ['exam today', '2026-12-01', 5, '2026-12-01', 0],
    ['exam in the past', '2026-11-01', 5, '2026-12-01', 0],
    ['not a date', '2026-02-30', 5, '2026-02-01', 0],
    ['1000 topics', '2027-12-01', 1000, '2026-12-01', 0.5],
    ['topics over 1000 are 1000', '2027-12-01', 5000, '2026-12-01', 0.5],
    ['across the spring clock change', '2026-03-30', 1, '2026-03-28', 2],
    ['across the autumn clock change', '2026-10-26', 1, '2026-10-24', 2],
    ['across a year end', '2027-01-02', 2, '2026-12-31', 1],
  ])('%s', (_, examDate, topics, today, expected) => {
    expect(revisionDaysPerTopic(examDate, topics, today)).toBe(expected);
  });

  it('counts calendar days from the local date, whatever the hour (midnight)', () => {
    expect(localDate(new Date(2026, 11, 1, 0, 0, 0))).toBe('2026-12-01');
    expect(localDate(new Date(2026, 11, 1, 23, 59, 59))).toBe('2026-12-01');
    expect(daysUntil('2026-12-02', localDate(new Date(2026, 11, 1, 23, 59)))).toBe(1);
  });

  it('lays topics out in half days and never reaches the exam day', () => {
    expect(revisionBlocks('2026-12-02', 2, '2026-12-01')).toEqual([
      { title: 'Revise topic 1', date: '2026-12-01', startMinute: 540, endMinute: 780 },
      { title: 'Revise topic 2', date: '2026-12-01', startMinute: 780, endMinute: 1020 },
    ]);
    expect(revisionBlocks('2026-12-04', 2, '2026-12-01')).toEqual([
      { title: 'Revise topic 1', date: '2026-12-01', startMinute: 540, endMinute: 1020 },
      { title: 'Revise topic 1', date: '2026-12-02', startMinute: 540, endMinute: 780 },
      { title: 'Revise topic 2', date: '2026-12-02', startMinute: 780, endMinute: 1020 },
      { title: 'Revise topic 2', date: '2026-12-03', startMinute: 540, endMinute: 1020 },
    ]);
    // 7 days / 4 topics rounds up to 2 days each: the fourth topic keeps only the one day left.
    const blocks = revisionBlocks('2026-12-08', 4, '2026-12-01');
    expect(blocks.every((block) => block.date < '2026-12-08')).toBe(true);
    expect(blocks.filter((block) => block.title === 'Revise topic 4')).toHaveLength(1);
    expect(revisionBlocks('2026-11-01', 4, '2026-12-01')).toEqual([]);
  });
});

describe('exam calculator (TLS-6)', () => {
  it('defaults the name and keeps counts within 0 to 99', () => {
    expect(
      normaliseExamInput(exam({ name: '  ', questions: 150, planningTime: -3, proofreadingTime: 7.9 })),
    ).toEqual(exam({ name: DEFAULT_EXAM_NAME, questions: 99, planningTime: 0, proofreadingTime: 7 }));
  });
  it.each([
    ['09:00', '12:00', '2026-12-01', true],
    ['12:00', '12:00', '2026-12-01', true],
    ['12:01', '12:00', '2026-12-01', false],
    ['23:00', '00:30', '2026-12-01', false],
    ['', '12:00', '2026-12-01', false],
    ['09:00', '12:00', '', false],
  ])('start %s, end %s, date %s: calculate %s', (start, end, date, expected) => {
    expect(canCalculateExam(start, end, date)).toBe(expected);
  });
});

describe('exam schedule (TLS-8)', () => {
  it('reads for 10 minutes, splits the rest less 20 and ends with a final proof', () => {
    const schedule = examSchedule(exam());
    expect(schedule?.totalMinutes).toBe(180);
    expect(schedule?.minutesPerQuestion).toBe(40);
    const times = schedule?.steps.map((step) => [
      step.kind,
      step.question,
      clockTime(step.start),
      clockTime(step.end),
    ]);
    expect(times).toEqual([
      ['reading', undefined, '09:00', '09:10'],
      ['plan', 1, '09:10', '09:15'],
      ['write', 1, '09:15', '09:45'],
      ['proofread', 1, '09:45', '09:50'],
      ['plan', 2, '09:50', '09:55'],
      ['write', 2, '09:55', '10:25'],
      ['proofread', 2, '10:25', '10:30'],
      ['plan', 3, '10:30', '10:35'],
      ['write', 3, '10:35', '11:05'],
      ['proofread', 3, '11:05', '11:10'],
      ['plan', 4, '11:10', '11:15'],
      ['write', 4, '11:15', '11:45'],
      ['proofread', 4, '11:45', '11:50'],
      ['finalProof', undefined, '11:50', '12:00'],
    ]);
  });
  it.each([
    ['0 questions: reading and the final proof only', exam({ questions: 0 }), 2, 0],
    ['99 questions', exam({ questions: 99, planningTime: 0, proofreadingTime: 0 }), 2 + 99 * 3, 160 / 99],
    [
      'over 99 questions are 99',
      exam({ questions: 500, planningTime: 0, proofreadingTime: 0 }),
      2 + 99 * 3,
      160 / 99,
    ],
    ['from midnight', exam({ startTime: '00:00', endTime: '01:00', questions: 2 }), 8, 20],
    ['to a minute before midnight', exam({ startTime: '22:59', endTime: '23:59', questions: 1 }), 5, 40],
    [
      'on the spring clock-change day',
      exam({ date: '2026-03-29', startTime: '00:30', endTime: '03:30', questions: 4 }),
      14,
      40,
    ],
  ])('%s', (_, input, steps, perQuestion) => {
    const schedule = examSchedule(input);
    expect(schedule?.steps).toHaveLength(steps);
    expect(schedule?.minutesPerQuestion).toBeCloseTo(perQuestion);
    expect(schedule?.steps.at(-1)?.kind).toBe('finalProof');
    expect(schedule?.steps.at(-1)?.end).toBe(
      (schedule?.steps[0]?.start ?? Number.NaN) + (schedule?.totalMinutes ?? 0),
    );
  });
  it('flags planning and proofreading that do not fit, and exams shorter than 20 minutes', () => {
    expect(examSchedule(exam({ questions: 4, planningTime: 30, proofreadingTime: 20 }))?.overbooked).toBe(
      true,
    );
    expect(examSchedule(exam())?.overbooked).toBe(false);
    const short = examSchedule(exam({ startTime: '09:00', endTime: '09:15' }));
    expect(short?.tooShort).toBe(true);
    expect(short?.steps.map((step) => step.kind)).toEqual(['reading', 'finalProof']);
  });
  it('has no schedule while the start is after the end or the date is missing', () => {
    expect(examSchedule(exam({ startTime: '12:00', endTime: '09:00' }))).toBeNull();
    expect(examSchedule(exam({ date: 'tomorrow' }))).toBeNull();
  });
  it.each([
    [0, '00:00'],
    [59.6, '01:00'],
    [1439, '23:59'],
  ])('clockTime(%s) = %s', (minutes, expected) => {
    expect(clockTime(minutes)).toBe(expected);
  });
});
