import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import {
  canCalculateExam,
  DEFAULT_EXAM_NAME,
  EXAM_INPUT,
  localDate,
  minutesOf,
  normaliseExamInput,
} from '../calculators';
import { useStudyToolsCopy } from '../copy';
import * as styles from '../study-tools.css';
import { BoundedNumberField } from './number-field';

/**
 * TLS-6, TLS-7: the exam's details; Calculate is disabled while the start is after the end, and
 * opens the schedule in a new tab at its own address, so it can be kept, printed or shared.
 */
export function ExamCalculator() {
  const copy = useStudyToolsCopy();
  const [name, setName] = useState(DEFAULT_EXAM_NAME);
  const [date, setDate] = useState(() => localDate(new Date()));
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('12:00');
  const [questions, setQuestions] = useState('3');
  const [planning, setPlanning] = useState('5');
  const [proofreading, setProofreading] = useState('5');
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  const startAfterEnd = start !== null && end !== null && start > end;
  const bounds = { min: EXAM_INPUT.min, max: EXAM_INPUT.max, description: copy.bounds };

  const calculate = () => {
    const input = normaliseExamInput({
      name,
      date,
      startTime,
      endTime,
      questions: Number(questions),
      planningTime: Number(planning),
      proofreadingTime: Number(proofreading),
    });
    const href = routes.examSchedule.href({
      examName: input.name,
      examDate: input.date,
      examStartTime: input.startTime,
      examEndTime: input.endTime,
      numOfQuestions: input.questions,
      planingTime: input.planningTime,
      proofreadingTime: input.proofreadingTime,
    });
    window.open(href, '_blank', 'noopener');
  };

  return (
    <Stack gap="4">
      <TextField label={copy.examName} value={name} onChange={setName} />
      <Cluster gap="4" align="start">
        <TextField label={copy.examDate} type="date" value={date} onChange={setDate} isRequired />
        <TextField label={copy.startTime} type="time" value={startTime} onChange={setStartTime} isRequired />
        <TextField
          label={copy.endTime}
          type="time"
          value={endTime}
          onChange={setEndTime}
          isRequired
          errorMessage={startAfterEnd ? copy.startAfterEnd : null}
        />
      </Cluster>
      <Cluster gap="4" align="start">
        <BoundedNumberField label={copy.questions} value={questions} onChange={setQuestions} {...bounds} />
        <BoundedNumberField label={copy.planningTime} value={planning} onChange={setPlanning} {...bounds} />
        <BoundedNumberField
          label={copy.proofreadingTime}
          value={proofreading}
          onChange={setProofreading}
          {...bounds}
        />
      </Cluster>
      <Cluster gap="3" align="center">
        <Button isDisabled={!canCalculateExam(startTime, endTime, date)} onPress={calculate}>
          {copy.calculate}
        </Button>
        <p className={styles.muted}>{copy.opensInNewTab}</p>
      </Cluster>
    </Stack>
  );
}
