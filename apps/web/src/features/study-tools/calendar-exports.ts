import {
  type ExamInput,
  type ExamSchedule,
  type ExamStep,
  normaliseExamInput,
  revisionBlocks,
} from './calculators';
import type { StudyToolsCopy } from './copy';
import { buildCalendar, type CalendarEvent } from './ics';

/** What a schedule step is called, in the page and in the calendar. */
export function stepLabel(copy: StudyToolsCopy, step: ExamStep): string {
  const label = copy.steps[step.kind];
  return typeof label === 'function' ? label(step.question ?? 0) : label;
}

/** TLS-7, TLS-8: one event per step of the exam schedule. */
export function examCalendar(
  copy: StudyToolsCopy,
  raw: ExamInput,
  schedule: ExamSchedule,
  stamp: Date,
): string {
  const input = normaliseExamInput(raw);
  const events: CalendarEvent[] = schedule.steps.map((step, index) => ({
    uid: `exam-${input.date}-${input.startTime.replace(':', '')}-${index}@studyflow`,
    summary: stepLabel(copy, step),
    description: copy.scheduleTitle(input.name),
    date: input.date,
    startMinute: step.start,
    endMinute: step.end,
  }));
  return buildCalendar({ name: copy.scheduleTitle(input.name), events, stamp });
}

/** TLS-5: the exam day and each topic's share of the days before it. */
export function revisionCalendar(
  copy: StudyToolsCopy,
  examDate: string,
  topics: number,
  today: string,
  stamp: Date,
): string {
  const events: CalendarEvent[] = revisionBlocks(examDate, topics, today).map((block, index) => ({
    uid: `revision-${examDate}-${index}@studyflow`,
    summary: block.title,
    date: block.date,
    startMinute: block.startMinute,
    endMinute: block.endMinute,
  }));
  events.push({
    uid: `revision-${examDate}-exam@studyflow`,
    summary: copy.examEvent(copy.tools.revisionCalculator.name),
    date: examDate,
  });
  return buildCalendar({ name: copy.tools.revisionCalculator.name, events, stamp });
}
