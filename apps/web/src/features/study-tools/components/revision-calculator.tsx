import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { daysUntil, localDate, REVISION_TOPICS, revisionDaysPerTopic } from '../calculators';
import { revisionCalendar } from '../calendar-exports';
import { useStudyToolsCopy } from '../copy';
import { downloadText } from '../ics';
import * as styles from '../study-tools.css';
import { BoundedNumberField } from './number-field';

/**
 * TLS-5: days per topic = days left ÷ topics to the nearest half, 0 unless the exam is ahead and
 * there is a topic. The result updates as the learner types and is read out politely.
 */
export function RevisionCalculator() {
  const copy = useStudyToolsCopy();
  const [examDate, setExamDate] = useState('');
  const [topics, setTopics] = useState('0');
  const today = localDate(new Date());
  const count = Number(topics || 0);
  const perTopic = revisionDaysPerTopic(examDate, count, today);
  const days = daysUntil(examDate, today);
  return (
    <Stack gap="4">
      <p className={styles.plain}>{copy.revisionIntro}</p>
      <Cluster gap="4" align="start">
        <TextField label={copy.examDate} type="date" value={examDate} onChange={setExamDate} />
        <BoundedNumberField
          label={copy.topics}
          description={copy.topicsBounds}
          value={topics}
          onChange={setTopics}
          min={REVISION_TOPICS.min}
          max={REVISION_TOPICS.max}
        />
      </Cluster>
      <div role="status" aria-live="polite">
        <Stack gap="2">
          <p className={styles.muted}>{copy.daysPerTopic}</p>
          <p className={styles.result}>{copy.daysPerTopicValue(perTopic)}</p>
          <p className={styles.plain}>
            {perTopic > 0 && days !== null ? copy.revisionSummary(days, count) : copy.revisionZero}
          </p>
        </Stack>
      </div>
      {perTopic > 0 ? (
        <Stack gap="2">
          <p className={styles.muted}>{copy.revisionCalendarNote}</p>
          <div>
            <Button
              variant="secondary"
              onPress={() =>
                downloadText(
                  revisionCalendar(copy, examDate, count, today, new Date()),
                  'Revision plan.ics',
                  'text/calendar;charset=utf-8',
                )
              }
            >
              {copy.exportCalendar}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
