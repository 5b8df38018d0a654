import type { KnowledgeLevel } from '@studyflow/contracts/user';
import { Cluster } from '@studyflow/ui/cluster';
import { ErrorIcon } from '@studyflow/ui/icons';
import * as field from '@studyflow/ui/styles/field.css';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { KNOWLEDGE_LEVELS } from '../model/answers';
import * as styles from './level-radio-group.css';

export interface LevelRadioGroupProps {
  label: string;
  levelLabels: Record<KnowledgeLevel, string>;
  value: KnowledgeLevel | null;
  onChange: (level: KnowledgeLevel) => void;
  errorMessage?: string | null;
}

const isLevel = (value: string): value is KnowledgeLevel =>
  (KNOWLEDGE_LEVELS as readonly string[]).includes(value);

/**
 * One knowledge question: three levels as a radio group (WAI-ARIA radio pattern by React Aria:
 * one Tab stop, arrows move and choose). The error is tied to the group by aria-describedby.
 */
export function LevelRadioGroup({
  label,
  levelLabels,
  value,
  onChange,
  errorMessage = null,
}: LevelRadioGroupProps) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => {
        if (isLevel(next)) onChange(next);
      }}
      orientation="horizontal"
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.group}
    >
      <Label className={field.label}>{label}</Label>
      <Cluster gap="2">
        {KNOWLEDGE_LEVELS.map((level) => (
          <Radio key={level} value={level} className={styles.option}>
            <span aria-hidden="true" className={styles.dot} />
            {levelLabels[level]}
          </Radio>
        ))}
      </Cluster>
      <FieldError className={field.error}>
        <ErrorIcon />
        <span>{errorMessage}</span>
      </FieldError>
    </RadioGroup>
  );
}
