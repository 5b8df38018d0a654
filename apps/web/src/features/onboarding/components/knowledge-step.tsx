import { STUDY_AREAS } from '@studyflow/contracts/onboarding-messages';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useId } from 'react';
import { useOnboardingCopy } from '../copy';
import type { KnowledgeAnswers } from '../model/answers';
import type { StepErrors } from '../model/validation';
import { fieldTarget } from './field-target';
import { LevelRadioGroup } from './level-radio-group';
import * as styles from './onboarding.css';

export interface KnowledgeStepProps {
  knowledge: KnowledgeAnswers;
  errors: StepErrors;
  onChange: (knowledge: KnowledgeAnswers) => void;
}

/**
 * Step 'Current knowledge': the overall level (required) and one level for each of the six areas,
 * asked of both user types (ONB-14).
 */
export function KnowledgeStep({ knowledge, errors, onChange }: KnowledgeStepProps) {
  const copy = useOnboardingCopy();
  const areasHeadingId = useId();
  return (
    <Stack gap="6" className={styles.fields}>
      <p className={text({ tone: 'muted' })}>{copy.knowledge.intro}</p>
      <div data-field="overall" id={fieldTarget('overall')}>
        <LevelRadioGroup
          label={copy.knowledge.overall}
          levelLabels={copy.knowledge.levels}
          value={knowledge.overall}
          onChange={(overall) => onChange({ ...knowledge, overall })}
          errorMessage={errors.overall}
        />
      </div>
      <Stack as="section" gap="6" aria-labelledby={areasHeadingId} className={styles.fields}>
        <Stack gap="2">
          <h3 id={areasHeadingId} className={heading({ level: 3 })}>
            {copy.knowledge.areasHeading}
          </h3>
          <p className={text({ tone: 'muted' })}>{copy.knowledge.areasIntro}</p>
        </Stack>
        {STUDY_AREAS.map((area) => (
          <LevelRadioGroup
            key={area}
            label={copy.areas[area]}
            levelLabels={copy.knowledge.levels}
            value={knowledge.areas[area]}
            onChange={(level) => onChange({ ...knowledge, areas: { ...knowledge.areas, [area]: level } })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
