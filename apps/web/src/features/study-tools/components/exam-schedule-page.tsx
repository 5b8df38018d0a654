import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { useParams } from 'wouter';
import { PageHeading } from '../../../lib/components/page';
import { clockTime, type ExamInput, examSchedule, normaliseExamInput } from '../calculators';
import { examCalendar, stepLabel } from '../calendar-exports';
import { useStudyToolsCopy } from '../copy';
import { downloadText, safeFileName } from '../ics';
import * as styles from '../study-tools.css';

type Params = Record<
  | 'examName'
  | 'examDate'
  | 'examStartTime'
  | 'examEndTime'
  | 'numOfQuestions'
  | 'planingTime'
  | 'proofreadingTime',
  string | undefined
>;

const whole = (value: string | undefined) =>
  value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;

/** The router hands path segments over as they are in the address, still percent-encoded. */
function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The route's parameters as the calculator's input, or null when one is missing or malformed. */
function inputOf(raw: Params): ExamInput | null {
  const params = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, decoded(value)]),
  ) as Params;
  const numbers = [whole(params.numOfQuestions), whole(params.planingTime), whole(params.proofreadingTime)];
  if (numbers.some(Number.isNaN)) return null;
  const [questions = 0, planningTime = 0, proofreadingTime = 0] = numbers;
  return normaliseExamInput({
    name: params.examName ?? '',
    date: params.examDate ?? '',
    startTime: params.examStartTime ?? '',
    endTime: params.examEndTime ?? '',
    questions,
    planningTime,
    proofreadingTime,
  });
}

/**
 * TLS-7, TLS-8: the exam schedule at its long address, opened in a new tab: reading, each
 * question's plan, start-writing and proofread steps, the final proofread; printable and
 * exportable to a calendar.
 */
export function ExamSchedulePage() {
  const copy = useStudyToolsCopy();
  const input = inputOf(useParams<Params>());
  const schedule = input ? examSchedule(input) : null;
  if (!input || !schedule) {
    return (
      <div className={styles.page}>
        <PageHeading>{copy.schedule}</PageHeading>
        <Alert>{copy.invalidSchedule}</Alert>
      </div>
    );
  }
  const first = schedule.steps[0];
  const last = schedule.steps.at(-1);
  return (
    <div className={styles.page}>
      <PageHeading>{copy.scheduleTitle(input.name)}</PageHeading>
      <p className={styles.plain}>
        {copy.scheduleSummary(
          input.date,
          clockTime(first?.start ?? 0),
          clockTime(last?.end ?? 0),
          String(Math.round(schedule.minutesPerQuestion * 10) / 10),
        )}
      </p>
      <p className={styles.plain}>{copy.scheduleRules}</p>
      {schedule.tooShort ? (
        <Alert variant="info" role="status">
          {copy.tooShort}
        </Alert>
      ) : null}
      {schedule.overbooked ? (
        <Alert variant="info" role="status">
          {copy.overbooked}
        </Alert>
      ) : null}
      <div className={styles.screenOnly}>
        <Cluster gap="3">
          <Button onPress={() => window.print()}>{copy.print}</Button>
          <Button
            variant="secondary"
            onPress={() =>
              downloadText(
                examCalendar(copy, input, schedule, new Date()),
                `${safeFileName(input.name)}.ics`,
                'text/calendar;charset=utf-8',
              )
            }
          >
            {copy.exportCalendar}
          </Button>
        </Cluster>
      </div>
      <table className={styles.table}>
        <caption className={styles.muted}>{copy.scheduleTitle(input.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.time}</th>
            <th scope="col">{copy.step}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.steps.map((step) => (
            <tr key={`${step.kind}-${step.question ?? 0}`}>
              <td>
                {clockTime(step.start)}–{clockTime(step.end)}
              </td>
              <th scope="row">{stepLabel(copy, step)}</th>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
