import { STUDY_AREAS, type StudyArea } from '@studyflow/contracts/onboarding-messages';
import type { UserType } from '@studyflow/contracts/user';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useId } from 'react';
import { useOnboardingCopy } from '../copy';
import { type KnowledgeAnswers, PROFESSIONAL_AREAS } from '../model/answers';
import type { StepErrors } from '../model/validation';
import { LevelRadioGroup } from './level-radio-group';
import * as styles from './onboarding.css';

export interface KnowledgeStepProps {
  userType: UserType;
  knowledge: KnowledgeAnswers;
  errors: StepErrors;
  onChange: (knowledge: KnowledgeAnswers) => void;
}

/**
 * Step 'Current knowledge': the overall level (required) and one level per area. Professionals
 * are asked only about the areas that matter at work (docs/decisions.md).
 */
export function KnowledgeStep({ userType, knowledge, errors, onChange }: KnowledgeStepProps) {
  const copy = useOnboardingCopy();
  const areasHeadingId = useId();
  const areas: readonly StudyArea[] = userType === 'student' ? STUDY_AREAS : PROFESSIONAL_AREAS;
  return (
    <div className={styles.fields}>
      <p className={text({ tone: 'muted' })}>{copy.knowledge.intro}</p>
      <div data-field="overall">
        <LevelRadioGroup
          label={copy.knowledge.overall}
          levelLabels={copy.knowledge.levels}
          value={knowledge.overall}
          onChange={(overall) => onChange({ ...knowledge, overall })}
          errorMessage={errors.overall}
        />
      </div>
      <section aria-labelledby={areasHeadingId} className={styles.fields}>
        <div className={styles.sectionIntro}>
          <h3 id={areasHeadingId} className={heading({ level: 3 })}>
            {copy.knowledge.areasHeading}
          </h3>
          <p className={text({ tone: 'muted' })}>{copy.knowledge.areasIntro}</p>
        </div>
        {areas.map((area) => (
          <LevelRadioGroup
            key={area}
            label={copy.areas[area]}
            levelLabels={copy.knowledge.levels}
            value={knowledge.areas[area]}
            onChange={(level) => onChange({ ...knowledge, areas: { ...knowledge.areas, [area]: level } })}
          />
        ))}
      </section>
    </div>
  );
}
